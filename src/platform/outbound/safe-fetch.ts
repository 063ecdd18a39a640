import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { FetchLimitError } from './fetch-limit.error.js';
import { checkTargetUrl } from './check-target-url.js';
import { createGuardedAgents } from './guarded-agents.js';
import { assertAddressAllowed, systemLookup, type AddressLookup } from './guarded-lookup.js';
import { readCappedBody } from './read-capped-body.js';
import { traceRequestTimings, type RequestTimings, type TimingTrace } from './request-timings.js';
import { effectivePort, type TargetPolicy } from './target-policy.js';
import { invalidUrl, TargetRefusedError } from './target-refused.error.js';

export interface SafeFetchOptions {
  policy: TargetPolicy;
  /** Cap on the decoded body; the rest is dropped and `truncated` set. Default 5 MB. */
  maxBytes?: number;
  /** For the whole redirect chain. Default 15 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  signal?: AbortSignal;
  /** OPTIONS: the CORS preflight probe of security audits. */
  method?: 'GET' | 'HEAD' | 'OPTIONS';
  /** Merged over the defaults (user-agent, accept, accept-encoding). */
  headers?: Record<string, string>;
  /**
   * Default true. False completes https hops whose certificate is not trusted: the security probe notes the
   * certificate error and still needs the redirect chain. The address checks apply all the same.
   */
  rejectUnauthorized?: boolean;
  /** DNS, injectable for tests. Default: the system resolver (getaddrinfo). */
  lookup?: AddressLookup;
}

export interface SafeRedirect {
  url: string;
  status: number;
  location: string;
  /** Raw Set-Cookie lines this hop sent, as written on the wire. */
  setCookies: string[];
}

export interface SafeResponse {
  url: string;
  finalUrl: string;
  status: number;
  /** Lower-case names; repeated Set-Cookie lines joined with "\n" (use `setCookies` for the raw lines). */
  headers: Record<string, string>;
  /** Name/value pairs as received, in order ([name, value, name, value, …]). */
  rawHeaders: string[];
  setCookies: string[];
  body: Buffer;
  /** The body stopped at maxBytes. */
  truncated: boolean;
  redirects: SafeRedirect[];
  remoteAddress: string;
  ttfbMs: number;
  /** DNS, connect, TLS, first byte and download of the final hop (request-timings.ts). */
  timings: RequestTimings;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const DEFAULT_HEADERS: Record<string, string> = {
  'user-agent': 'Mozilla/5.0 (compatible; StackLensAudit/1.0)',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

function rawSetCookies(rawHeaders: string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === 'set-cookie') lines.push(rawHeaders[i + 1]!);
  }
  return lines;
}

function flatHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join('\n') : value;
  }
  return out;
}

function send(
  url: URL,
  request: { method: string; headers: Record<string, string>; rejectUnauthorized: boolean },
  agents: ReturnType<typeof createGuardedAgents>,
  signal: AbortSignal,
): Promise<{ res: IncomingMessage; trace: TimingTrace }> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const { method, headers, rejectUnauthorized } = request;
    const req = secure
      ? https.request(url, { method, headers, agent: agents.https, signal, rejectUnauthorized })
      : http.request(url, { method, headers, agent: agents.http, signal });
    const trace = traceRequestTimings(req);
    req.once('response', (res) => resolve({ res, trace }));
    req.once('error', reject);
    req.end();
  });
}

function nextUrl(location: string, base: URL, policy: TargetPolicy): URL {
  let resolved: string;
  try {
    resolved = new URL(location, base).href;
  } catch {
    throw invalidUrl(location);
  }
  return checkTargetUrl(resolved, policy);
}

/**
 * GET, HEAD or OPTIONS through agents that check the exact address at connect time, following redirects
 * itself so each hop passes checkTargetUrl and the connect check again. Throws TargetRefusedError for
 * a refused URL or address (start or any hop), FetchLimitError for too many redirects or the timeout,
 * and the signal's reason when the caller aborts.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const { policy, maxBytes = 5 * 1024 * 1024, timeoutMs = 15_000, maxRedirects = 5, method = 'GET', rejectUnauthorized = true } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const agents = createGuardedAgents(policy, options.lookup ?? systemLookup);
  const headers = { ...DEFAULT_HEADERS, ...options.headers };
  const start = checkTargetUrl(url, policy);
  const redirects: SafeRedirect[] = [];
  let current = start;
  try {
    for (;;) {
      const started = performance.now();
      const { res, trace } = await send(current, { method, headers, rejectUnauthorized }, agents, signal);
      const ttfbMs = performance.now() - started;
      const remoteAddress = res.socket?.remoteAddress ?? '';
      // Belt and braces: the lookup hook already vetted this address before connecting.
      if (remoteAddress) assertAddressAllowed(policy, remoteAddress, effectivePort(current), current.hostname);
      const setCookies = rawSetCookies(res.rawHeaders);
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
        res.destroy();
        if (redirects.length >= maxRedirects) {
          throw new FetchLimitError('too-many-redirects', `More than ${maxRedirects} redirects from ${start.href}`);
        }
        redirects.push({ url: current.href, status: res.statusCode!, location, setCookies });
        current = nextUrl(location, current, policy);
        continue;
      }
      if (method === 'HEAD') res.resume();
      const { body, truncated } = method === 'HEAD' ? { body: Buffer.alloc(0), truncated: false } : await readCappedBody(res, maxBytes);
      return {
        url: start.href,
        finalUrl: current.href,
        status: res.statusCode ?? 0,
        headers: flatHeaders(res),
        rawHeaders: res.rawHeaders,
        setCookies,
        body,
        truncated,
        redirects,
        remoteAddress,
        ttfbMs,
        timings: trace.finish(),
      };
    }
  } catch (error) {
    if (error instanceof TargetRefusedError || error instanceof FetchLimitError) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline.aborted) throw new FetchLimitError('timeout', `No complete answer from ${current.href} within ${timeoutMs} ms`);
    throw error;
  }
}
