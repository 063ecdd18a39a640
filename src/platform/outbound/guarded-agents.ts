import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { connectionLookup, systemLookup, type AddressLookup } from './guarded-lookup.js';
import type { TargetPolicy } from './target-policy.js';

type Callback = (err: Error | null, stream: Duplex) => void;

function portOf(options: http.ClientRequestArgs, fallback: number): number {
  return Number(options.port ?? fallback);
}

function hostOf(options: http.ClientRequestArgs): string {
  return String(options.host ?? options.hostname ?? 'localhost').replace(/^\[(.*)\]$/, '$1');
}

/** Refusal before a socket exists reaches the request as its 'error' event through the callback. */
function guarded(create: () => Duplex | null | undefined, callback: Callback | undefined): Duplex | null | undefined {
  try {
    return create();
  } catch (error) {
    callback?.(error as Error, undefined as unknown as Duplex);
    return undefined;
  }
}

class GuardedHttpAgent extends http.Agent {
  constructor(
    private readonly policy: TargetPolicy,
    private readonly lookup: AddressLookup,
  ) {
    super({ keepAlive: false });
  }

  override createConnection(options: http.ClientRequestArgs, callback?: Callback): Duplex | null | undefined {
    return guarded(() => {
      const lookup = connectionLookup(this.policy, this.lookup, hostOf(options), portOf(options, 80));
      return super.createConnection({ ...options, lookup }, callback);
    }, callback);
  }
}

class GuardedHttpsAgent extends https.Agent {
  constructor(
    private readonly policy: TargetPolicy,
    private readonly lookup: AddressLookup,
  ) {
    super({ keepAlive: false });
  }

  override createConnection(options: https.RequestOptions, callback?: Callback): Duplex | null | undefined {
    return guarded(() => {
      const lookup = connectionLookup(this.policy, this.lookup, hostOf(options), portOf(options, 443));
      return super.createConnection({ ...options, lookup }, callback);
    }, callback);
  }
}

/** Agents (no keep-alive: a socket never outlives the policy it was checked under) for http and https. */
export function createGuardedAgents(policy: TargetPolicy, lookup: AddressLookup): { http: http.Agent; https: https.Agent } {
  return { http: new GuardedHttpAgent(policy, lookup), https: new GuardedHttpsAgent(policy, lookup) };
}

/**
 * A raw TCP connection under the same connect-time check: the proxy's CONNECT tunnels, and the
 * collector's TLS probe (`tls.connect({ socket: connectGuarded(policy, host, 443), servername: host })`).
 * Throws TargetRefusedError for a refused IP literal; a refused name arrives as the socket's 'error'.
 */
export function connectGuarded(policy: TargetPolicy, host: string, port: number, lookup: AddressLookup = systemLookup): net.Socket {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return net.connect({ host: bare, port, lookup: connectionLookup(policy, lookup, bare, port) });
}
