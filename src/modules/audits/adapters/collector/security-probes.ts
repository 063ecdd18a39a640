import type { RedirectHop, SecurityProbes, StageFailure } from '../../domain/collection-bundle.js';
import { joinedHeaders } from './document-response.js';
import { safeFetch, type SafeFetchOptions, type SafeResponse, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { runStage } from './stage-runner.js';
import type { StageTimeouts } from './stage-timeouts.js';

/**
 * Origin the CORS preflight claims. The Observatory sends its own site's origin; ours is a name nobody can
 * own (.invalid), so an Access-Control-Allow-Origin naming it back proves the site echoes any origin. The
 * grade does not change: the Observatory test only tells "*" from "some origin". Same origin as the
 * security auditor's oracle harness, which is checked against the real scanner.
 */
export const CORS_PROBE_ORIGIN = 'https://cors-probe.stacklens.invalid';

/** Only status and headers are kept; the body is read no further than this. */
const PROBE_BODY_CAP = 64 * 1024;

/** Node's codes for a certificate chain or name that does not verify (the handshake itself worked). */
const CERTIFICATE_ERRORS = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'CERT_SIGNATURE_FAILURE',
  'INVALID_CA',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

export interface SecurityProbesInput {
  start: URL;
  /** The start page's fetch, null when it failed. */
  response: SafeResponse | null;
  policy: TargetPolicy;
  timeouts: Pick<StageTimeouts, 'fetch'>;
  signal: AbortSignal;
  failures: StageFailure[];
  /** Called once per finished probe (http, cors). */
  onStageDone: () => void;
}

function isCertificateError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && CERTIFICATE_ERRORS.has(String((error as { code?: unknown }).code));
}

function hops(response: SafeResponse): RedirectHop[] {
  return response.redirects.map(({ url, status, location }) => ({ url, status, location }));
}

/**
 * The Observatory's two extra requests, side by side, each through safeFetch under the fetch stage's
 * deadline: `http://<host>/` followed through its redirects, and a CORS preflight to the page the start
 * URL ended on. A probe that fails is null in the result and named in `failures` (stage fetch, the probe's
 * URL); only a cancelled job throws. Not made when the start page itself could not be fetched.
 */
export async function collectSecurityProbes(input: SecurityProbesInput): Promise<SecurityProbes | undefined> {
  if (!input.response) {
    input.failures.push({ stage: 'fetch', code: 'SKIPPED', message: 'Security probes not made: the start page could not be fetched' });
    input.onStageDone();
    input.onStageDone();
    return undefined;
  }
  const [http, cors] = await Promise.all([httpProbe(input, input.response), corsProbe(input, input.response.finalUrl)]);
  return { http, cors };
}

async function httpProbe(input: SecurityProbesInput, startResponse: SafeResponse): Promise<SecurityProbes['http']> {
  const { start, policy, timeouts } = input;
  const url = `http://${start.host}/`;
  if (start.href === url) {
    // The start page's own fetch already followed this exact chain (its certificates verified).
    input.onStageDone();
    return { redirects: hops(startResponse), finalUrl: startResponse.finalUrl, status: startResponse.status, certificateError: false };
  }
  const outcome = await runStage('fetch', { timeoutMs: timeouts.fetch + 1_000, signal: input.signal, pageUrl: url }, async (signal) => {
    const options: SafeFetchOptions = { policy, timeoutMs: timeouts.fetch, signal, maxBytes: PROBE_BODY_CAP };
    try {
      return { response: await safeFetch(url, options), certificateError: false };
    } catch (error) {
      if (!isCertificateError(error)) throw error;
      // The Observatory grades an untrusted https hop as such but still needs to know where the chain ends.
      return { response: await safeFetch(url, { ...options, rejectUnauthorized: false }), certificateError: true };
    }
  });
  input.onStageDone();
  if (!outcome.ok) {
    input.failures.push({ ...outcome.failure, message: `Security probe (plain http): ${outcome.failure.message}` });
    return null;
  }
  const { response, certificateError } = outcome.value;
  return { redirects: hops(response), finalUrl: response.finalUrl, status: response.status, certificateError };
}

async function corsProbe(input: SecurityProbesInput, url: string): Promise<SecurityProbes['cors']> {
  const { policy, timeouts } = input;
  const outcome = await runStage('fetch', { timeoutMs: timeouts.fetch + 1_000, signal: input.signal, pageUrl: url }, (signal) =>
    safeFetch(url, {
      policy,
      timeoutMs: timeouts.fetch,
      signal,
      maxBytes: PROBE_BODY_CAP,
      method: 'OPTIONS',
      headers: { origin: CORS_PROBE_ORIGIN, 'access-control-request-method': 'GET' },
    }),
  );
  input.onStageDone();
  if (!outcome.ok) {
    input.failures.push({ ...outcome.failure, message: `Security probe (CORS preflight): ${outcome.failure.message}` });
    return null;
  }
  return { origin: CORS_PROBE_ORIGIN, status: outcome.value.status, headers: joinedHeaders(outcome.value.rawHeaders) };
}
