import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { checkTargetUrl } from './check-target-url.js';
import { endToEnd } from './end-to-end-headers.js';
import { forbiddenAddressReason } from './forbidden-address.js';
import { connectGuarded, createGuardedAgents } from './guarded-agents.js';
import { systemLookup, type AddressLookup } from './guarded-lookup.js';
import { effectivePort, type TargetPolicy } from './target-policy.js';
import { TargetRefusedError, type RefusalReason } from './target-refused.error.js';

export type BlockReason = RefusalReason | 'request-limit' | 'byte-limit';

export interface BlockedRequest {
  /** The absolute URL of a forwarded request, or the `host:port` of a CONNECT tunnel (https, ws, wss). */
  url: string;
  reason: BlockReason;
}

export interface FilteringProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  blocked: BlockedRequest[];
  /** Forwarded requests plus tunnels opened (requests inside one tunnel are not visible to the proxy). */
  readonly requestCount: number;
  /** Bytes relayed from targets to the browser. */
  readonly bytes: number;
  close(): Promise<void>;
}

export interface FilteringProxyOptions {
  policy: TargetPolicy;
  /** Default 500. Past it every request or tunnel is refused with 429. */
  maxRequests?: number;
  /** Default 50 MB relayed to the browser. Past it open transfers are cut and new ones refused. */
  maxBytes?: number;
  /** A tunnel or forwarded request idle this long is closed. Default 30 s. */
  idleTimeoutMs?: number;
  lookup?: AddressLookup;
}

function refusalText(reason: BlockReason, error?: unknown): string {
  return error instanceof Error ? error.message : `Refused by the StackLens audit proxy: ${reason}`;
}

/**
 * The only way out for the audit browser: an HTTP forward proxy (absolute-form requests) and CONNECT
 * tunnel on 127.0.0.1. Every target passes checkTargetUrl and is then resolved once and checked on the
 * exact address connected to; refused targets get 403 and land in `blocked`. It never follows
 * redirects itself: the browser asks again and the new target is checked like any other.
 */
export async function startFilteringProxy(options: FilteringProxyOptions): Promise<FilteringProxy> {
  const { policy, maxRequests = 500, maxBytes = 50 * 1024 * 1024, idleTimeoutMs = 30_000 } = options;
  const lookup = options.lookup ?? systemLookup;
  const agents = createGuardedAgents(policy, lookup);
  const blocked: BlockedRequest[] = [];
  const open = new Set<Duplex>();
  let requestCount = 0;
  let bytes = 0;
  let ownPort = 0;

  const track = (stream: Duplex): void => {
    open.add(stream);
    stream.once('close', () => open.delete(stream));
  };

  /** Counts one request or tunnel; the reason it may not go ahead, if any. */
  const overLimit = (): BlockReason | null => {
    requestCount += 1;
    if (requestCount > maxRequests) return 'request-limit';
    if (bytes >= maxBytes) return 'byte-limit';
    return null;
  };

  /** Counts relayed bytes; false once the cap is crossed (the caller cuts the transfer). */
  const relay = (chunk: Buffer, url: string): boolean => {
    bytes += chunk.length;
    if (bytes <= maxBytes) return true;
    if (!blocked.some((b) => b.url === url && b.reason === 'byte-limit')) blocked.push({ url, reason: 'byte-limit' });
    return false;
  };

  const check = (target: string): URL => {
    const url = checkTargetUrl(target, policy);
    // Only reachable with allowPrivate, and the request cap would end the loop anyway; refuse it plainly.
    const name = url.hostname.replace(/\.$/, '');
    const reason = forbiddenAddressReason(name);
    const self = name === 'localhost' || name.endsWith('.localhost') || reason === 'loopback' || reason === 'unspecified-address';
    if (self && effectivePort(url) === ownPort) throw new TargetRefusedError('AUDIT_TARGET_REFUSED', 'proxy-loop', 'The audit proxy does not fetch itself', target);
    return url;
  };

  const refuseRequest = (res: ServerResponse, url: string, reason: BlockReason, error?: unknown): void => {
    blocked.push({ url, reason });
    const status = reason === 'request-limit' || reason === 'byte-limit' ? 429 : 403;
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-stacklens-blocked': reason, connection: 'close' }).end(refusalText(reason, error));
  };

  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    const target = req.url ?? '';
    let url: URL;
    try {
      url = check(target);
    } catch (error) {
      if (error instanceof TargetRefusedError && error.reason !== 'invalid-url') return refuseRequest(res, target, error.reason, error);
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('This proxy forwards absolute http:// and https:// URLs only');
      return;
    }
    const limit = overLimit();
    if (limit) return refuseRequest(res, target, limit);
    const secure = url.protocol === 'https:';
    const upstream = (secure ? https : http).request(url, { method: req.method, headers: endToEnd(req.rawHeaders), agent: secure ? agents.https : agents.http, timeout: idleTimeoutMs });
    upstream.on('timeout', () => upstream.destroy(new Error('idle timeout')));
    upstream.on('error', (error) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof TargetRefusedError) return refuseRequest(res, target, error.reason, error);
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(`Upstream error: ${error.message}`);
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
      answer.on('data', (chunk: Buffer) => {
        if (!relay(chunk, target)) {
          answer.destroy();
          res.destroy();
        }
      });
      answer.on('error', () => res.destroy());
      answer.pipe(res);
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };

  const refuseTunnel = (socket: Duplex, authority: string, reason: BlockReason, error?: unknown): void => {
    blocked.push({ url: authority, reason });
    const status = reason === 'request-limit' || reason === 'byte-limit' ? '429 Too Many Requests' : '403 Forbidden';
    const body = refusalText(reason, error);
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-StackLens-Blocked: ${reason}\r\nConnection: close\r\n\r\n${body}`);
  };

  const tunnel = (req: IncomingMessage, client: Duplex, head: Buffer): void => {
    const authority = req.url ?? '';
    client.on('error', () => undefined);
    let url: URL;
    try {
      if (!/^[^\s/?#]+:\d+$/.test(authority)) throw new Error('CONNECT needs host:port');
      // https:// only to parse and canonicalise host:port the WHATWG way; the port is the one given.
      url = check(`https://${authority}`);
    } catch (error) {
      if (error instanceof TargetRefusedError && error.reason !== 'invalid-url') return refuseTunnel(client, authority, error.reason, error);
      client.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    const limit = overLimit();
    if (limit) return refuseTunnel(client, authority, limit);
    let upstream: Socket;
    try {
      upstream = connectGuarded(policy, url.hostname, effectivePort(url), lookup);
    } catch (error) {
      return refuseTunnel(client, authority, error instanceof TargetRefusedError ? error.reason : 'invalid-url', error);
    }
    track(upstream);
    upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
    let connected = false;
    upstream.once('error', (error) => {
      if (connected) return void client.destroy();
      if (error instanceof TargetRefusedError) return refuseTunnel(client, authority, error.reason, error);
      client.end(`HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n`);
    });
    upstream.once('connect', () => {
      connected = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.on('data', (chunk: Buffer) => {
        if (!relay(chunk, authority)) {
          upstream.destroy();
          client.destroy();
        }
      });
      upstream.pipe(client);
      client.pipe(upstream);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  };

  const server = http.createServer(forward);
  server.on('connect', tunnel);
  // Chromium tunnels WebSockets with CONNECT; an Upgrade sent to the proxy in plain form is refused.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    socket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\n\r\n');
  });
  server.on('connection', (socket: Socket) => track(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ownPort = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${ownPort}`,
    blocked,
    get requestCount() {
      return requestCount;
    },
    get bytes() {
      return bytes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const stream of open) stream.destroy();
        server.close(() => resolve());
      }),
  };
}
