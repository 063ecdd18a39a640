import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { checkTargetUrl, effectivePort, guardedConnect, readCappedBody, TargetRefusedError, type AddressLookup, type TargetPolicy } from '../../../../platform/outbound/index.js';
import type { HttpMethod, HttpRedirectHop, NameValue } from '../../contract.js';
import type { HttpAnswer, HttpFailure, HttpSender, HttpSendOptions } from '../../application/ports/http-sender.port.js';
import type { OutgoingRequest } from '../../domain/api-hub/outgoing-request.js';

export interface TimedHttpSenderOptions {
  /** DNS, injectable for tests. Default: the system resolver. */
  lookup?: AddressLookup;
  /** Extra trusted CA certificates (PEM), for tests against a loopback https fixture. */
  ca?: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Sent to the origin the user named only: a redirect elsewhere does not carry them (as fetch does). */
const ORIGIN_BOUND = new Set(['authorization', 'cookie', 'proxy-authorization']);

interface Hop {
  res: IncomingMessage;
  socket: Socket | TLSSocket;
  dnsMs: number;
  connectMs: number;
  tlsMs: number;
  /** When the request started to be written (the connection ready). */
  readyAt: number;
  answeredAt: number;
}

class SendFailed extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.code);
  }
}

const fail = (code: HttpFailure['code'], reason: string): SendFailed => new SendFailed({ kind: 'failed', code, reason });

/**
 * One request through the outbound guard, phase by phase (devtools README, "API testing hub"): every hop
 * passes checkTargetUrl, then guardedConnect resolves the name once, checks every address and connects
 * to the pinned one (timing DNS, TCP and TLS); node's http client writes the request on that socket, so
 * no second resolution can land elsewhere. One deadline covers the whole exchange, redirects included.
 * Nothing here logs: headers and bodies may hold secrets.
 */
export class TimedHttpSender implements HttpSender {
  constructor(
    private readonly policy: TargetPolicy,
    private readonly options: TimedHttpSenderOptions = {},
  ) {}

  async send(request: OutgoingRequest, options: HttpSendOptions): Promise<HttpAnswer | HttpFailure> {
    const started = performance.now();
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const redirects: HttpRedirectHop[] = [];
    let method: HttpMethod = request.method;
    let headers = request.headers;
    let body = request.body;
    let hop: Hop | undefined;
    try {
      let url = this.check(request.url);
      for (;;) {
        hop = await this.exchange(url, method, headers, body, deadline, started + options.timeoutMs);
        const { res } = hop;
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (options.followRedirects && REDIRECTS.has(status) && location) {
          hop.socket.destroy();
          if (redirects.length >= options.maxRedirects) throw fail('DEVTOOLS_HTTP_TOO_MANY_REDIRECTS', 'too-many-redirects');
          redirects.push({ status, location });
          const next = this.check(resolveLocation(location, url));
          // RFC 9110 §15.4.4 and the browsers' usage for 301/302 after a POST: the next hop is a GET without body.
          if ((status === 303 && method !== 'HEAD') || ((status === 301 || status === 302) && method === 'POST')) {
            method = 'GET';
            body = undefined;
            headers = headers.filter(([name]) => !name.toLowerCase().startsWith('content-'));
          }
          if (next.origin !== url.origin) headers = headers.filter(([name]) => !ORIGIN_BOUND.has(name.toLowerCase()));
          url = next;
          continue;
        }
        if (method === 'HEAD') res.resume();
        const read = method === 'HEAD' ? { body: Buffer.alloc(0), truncated: false } : await readCappedBody(res, options.maxBytes);
        const end = performance.now();
        return {
          kind: 'answered',
          status,
          statusText: res.statusMessage ?? '',
          headers: pairsOf(res.rawHeaders),
          body: read.body,
          truncated: read.truncated,
          timings: {
            dnsMs: round(hop.dnsMs),
            connectMs: round(hop.connectMs),
            tlsMs: round(hop.tlsMs),
            firstByteMs: round(hop.answeredAt - hop.readyAt),
            downloadMs: round(end - hop.answeredAt),
            totalMs: round(end - started),
          },
          redirects,
          remoteAddress: hop.socket.remoteAddress ?? '',
        };
      }
    } catch (error) {
      if (error instanceof SendFailed) return error.failure;
      if (deadline.aborted) return { kind: 'failed', code: 'DEVTOOLS_HTTP_TIMEOUT', reason: 'timeout' };
      return failureOf(error);
    } finally {
      hop?.socket.destroy();
    }
  }

  private check(url: string): URL {
    try {
      return checkTargetUrl(url, this.policy);
    } catch (error) {
      throw new SendFailed(failureOf(error));
    }
  }

  private async exchange(url: URL, method: HttpMethod, headers: NameValue[], body: Buffer | undefined, signal: AbortSignal, endsAt: number): Promise<Hop> {
    const secure = url.protocol === 'https:';
    const connection = await guardedConnect({
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: effectivePort(url),
      policy: this.policy,
      lookup: this.options.lookup,
      signal,
      timeoutMs: Math.max(1, Math.floor(endsAt - performance.now())),
      // HTTP/1.1 only: the timings and the raw headers are those of one plain exchange.
      tls: secure ? { ALPNProtocols: ['http/1.1'], ...(this.options.ca ? { ca: this.options.ca } : {}) } : undefined,
    });
    const readyAt = performance.now();
    const { socket } = connection;
    try {
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = http.request({
          method,
          host: connection.target.address,
          port: connection.target.port,
          path: `${url.pathname}${url.search}`,
          headers: wireHeaders(url, method, headers, body),
          setHost: false,
          signal,
          createConnection: () => socket,
        });
        req.once('response', resolve);
        req.once('error', reject);
        req.end(body);
      });
      return { res, socket, dnsMs: connection.timings.dnsMs, connectMs: connection.timings.connectMs, tlsMs: connection.timings.tlsMs ?? 0, readyAt, answeredAt: performance.now() };
    } catch (error) {
      socket.destroy();
      throw error;
    }
  }
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw fail('DEVTOOLS_INVALID_URL', 'invalid-url');
  }
}

/** The user's headers in order, then what the sender owns: Host (unless given), Content-Length, Connection. */
function wireHeaders(url: URL, method: HttpMethod, headers: NameValue[], body: Buffer | undefined): string[] {
  const flat: string[] = [];
  const has = (name: string) => headers.some(([n]) => n.toLowerCase() === name);
  if (!has('host')) flat.push('Host', url.host);
  for (const [name, value] of headers) flat.push(name, value);
  if (!has('user-agent')) flat.push('User-Agent', 'StackLens-API-Hub/1.0');
  if (!has('accept')) flat.push('Accept', '*/*');
  // Without it, node frames a bodiless POST, PUT or PATCH as chunked: an empty body is said plainly.
  if (body || method === 'POST' || method === 'PUT' || method === 'PATCH') flat.push('Content-Length', String(body?.length ?? 0));
  flat.push('Connection', 'close');
  return flat;
}

function pairsOf(raw: string[]): NameValue[] {
  const pairs: NameValue[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i]!, raw[i + 1]!]);
  return pairs;
}

const round = (ms: number): number => Math.max(0, Math.round(ms * 10) / 10);

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'EHOSTUNREACH', 'ENETUNREACH']);

/** A failure as the page's code, with the system's error code as the reason (never its message: it names the URL). */
export function failureOf(error: unknown): HttpFailure {
  if (error instanceof TargetRefusedError) {
    const invalid = error.code === 'AUDIT_INVALID_URL' || error.reason === 'scheme-not-allowed';
    return { kind: 'failed', code: invalid ? 'DEVTOOLS_INVALID_URL' : 'DEVTOOLS_TARGET_REFUSED', reason: error.reason };
  }
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'ETIMEDOUT') return { kind: 'failed', code: 'DEVTOOLS_HTTP_TIMEOUT', reason: code };
  if (DNS_CODES.has(code)) return { kind: 'failed', code: 'DEVTOOLS_HTTP_DNS_FAILED', reason: code };
  if (code === 'ECONNREFUSED') return { kind: 'failed', code: 'DEVTOOLS_HTTP_CONNECTION_REFUSED', reason: code };
  if (RESET_CODES.has(code)) return { kind: 'failed', code: 'DEVTOOLS_HTTP_CONNECTION_RESET', reason: code };
  const library = String((error as { library?: unknown } | null)?.library ?? '');
  if (/CERT|SSL|TLS|EPROTO|HOSTNAME|ISSUER|SIGNATURE/.test(code) || library.includes('SSL')) return { kind: 'failed', code: 'DEVTOOLS_HTTP_TLS_FAILED', reason: code || 'tls' };
  return { kind: 'failed', code: 'DEVTOOLS_HTTP_FAILED', reason: code || 'network' };
}
