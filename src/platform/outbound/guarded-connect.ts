import { once } from 'node:events';
import net from 'node:net';
import tls from 'node:tls';
import { checkTargetHost } from './check-target-host.js';
import { assertAddressAllowed, systemLookup, type AddressLookup } from './guarded-lookup.js';
import type { TargetPolicy } from './target-policy.js';

export interface GuardedTargetOptions {
  host: string;
  port: number;
  /** The caller's policy: ALLOW_PRIVATE_TARGETS from config, the ports its protocol uses (targetPolicyOf). */
  policy: TargetPolicy;
  signal?: AbortSignal;
  /** DNS, injectable for tests. Default: the system resolver (getaddrinfo). */
  lookup?: AddressLookup;
}

/** TLS settings of a direct-TLS connection; socket, host and port are the guard's. */
export type GuardedTlsOptions = Omit<tls.ConnectionOptions, 'socket' | 'host' | 'port' | 'path' | 'lookup'>;

export interface GuardedConnectOptions extends GuardedTargetOptions {
  /**
   * Upgrade to TLS once connected (direct TLS), with the host name as servername and for the certificate
   * check. Protocols that negotiate TLS inside the connection (PostgreSQL's SSLRequest, MySQL's
   * capability flag) leave this off and let their driver upgrade the socket.
   */
  tls?: true | GuardedTlsOptions;
  /** For resolution, connection and TLS handshake together. */
  timeoutMs: number;
}

/** A target that passed every check: connect to `address`, nothing else. */
export interface CheckedTarget {
  /** The host as checked (canonical spelling, see checkTargetHost). */
  host: string;
  /** The checked address the connection must use: resolved once, never again. */
  address: string;
  family: 4 | 6;
  port: number;
  /** The name for TLS (SNI and certificate check); undefined when the host is an address. */
  servername: string | undefined;
}

export interface ConnectTimings {
  /** 0 when the host was an address. */
  dnsMs: number;
  connectMs: number;
  /** null without TLS. */
  tlsMs: number | null;
}

export interface GuardedConnection {
  socket: net.Socket | tls.TLSSocket;
  target: CheckedTarget;
  timings: ConnectTimings;
}

function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Checks a host and port and resolves a name once, checking every address it has (a name with any
 * forbidden address is refused, as in the agents). For drivers that take a host and do their own
 * connecting: give them `address` as the host and `servername` for TLS, never the name, so no second
 * resolution can land elsewhere. Throws TargetRefusedError.
 */
export async function resolveGuardedTarget(options: GuardedTargetOptions): Promise<CheckedTarget> {
  const { port, policy } = options;
  const checked = checkTargetHost(options.host, port, policy);
  if (checked.literal) {
    return { host: checked.host, address: checked.host, family: net.isIP(checked.host) as 4 | 6, port, servername: undefined };
  }
  const answers = await abortable((options.lookup ?? systemLookup)(checked.host), options.signal);
  if (answers.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${checked.host}`), { code: 'ENOTFOUND', hostname: checked.host });
  for (const answer of answers) assertAddressAllowed(policy, answer.address, port, checked.host, 'connect');
  const first = answers[0]!;
  return { host: checked.host, address: first.address, family: first.family === 6 ? 6 : 4, port, servername: checked.host };
}

function timeoutError(target: string, timeoutMs: number): Error {
  return Object.assign(new Error(`No connection to ${target} within ${timeoutMs} ms`), { code: 'ETIMEDOUT' });
}

/**
 * A raw TCP connection (optionally TLS) to a user-given host, for modules that speak other protocols
 * than HTTP (database hosts). resolveGuardedTarget first, then a socket to the pinned, checked address:
 * no Unix socket, no second DNS answer. Resolves once connected (and the TLS handshake done); rejects
 * with TargetRefusedError, an Error with code ETIMEDOUT past `timeoutMs`, the signal's reason, or the
 * socket's own error (ECONNREFUSED, a certificate error…).
 */
export async function guardedConnect(options: GuardedConnectOptions): Promise<GuardedConnection> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const shown = `${options.host}:${options.port}`;
  const rethrow = (error: unknown): never => {
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline.aborted) throw timeoutError(shown, options.timeoutMs);
    throw error;
  };
  const target = await resolveGuardedTarget({ ...options, signal }).catch(rethrow);
  const resolved = performance.now();
  const dnsMs = target.servername === undefined ? 0 : resolved - started;
  const socket = net.connect({ host: target.address, port: target.port, family: target.family });
  try {
    await once(socket, 'connect', { signal }).catch(rethrow);
    const connected = performance.now();
    if (!options.tls) return { socket, target, timings: { dnsMs, connectMs: connected - resolved, tlsMs: null } };
    const settings = options.tls === true ? {} : options.tls;
    const secure = tls.connect({ ...settings, socket, host: target.host, servername: settings.servername ?? target.servername });
    try {
      await once(secure, 'secureConnect', { signal });
    } catch (error) {
      secure.destroy();
      rethrow(error);
    }
    return { socket: secure, target, timings: { dnsMs, connectMs: connected - resolved, tlsMs: performance.now() - connected } };
  } catch (error) {
    socket.destroy();
    throw error;
  }
}
