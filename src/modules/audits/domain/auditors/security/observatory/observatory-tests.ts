import { parse as parseHost } from 'tldts';
import { cookieJar, hasInvalidSameSite, type StoredCookie } from '../cookies/set-cookie.js';
import { CspParseError, DUPLICATE_DIRECTIVES_KEY, parseCsp, parseCspMeta, type CspMap } from './csp-parser.js';
import { collectScripts, type HttpEquiv } from './html-inputs.js';
import { scoreModifier } from './observatory-grader.js';

/**
 * The ten tests of Mozilla's HTTP Observatory (algorithm v4, @mdn/mdn-http-observatory 1.4.x), re-written
 * over the collection bundle. Each returns the Observatory's own result code; observatory-oracle.medium.spec.ts
 * runs the real package on the same served fixtures and checks that every code, score and grade agree.
 */

/** The responses the Observatory looks at, taken from the bundle (see observatoryContext in audit-security.ts). */
export interface ObservatoryContext {
  /** What the Observatory would be given: the host (with its port when not the default). */
  hostname: string;
  /** The graded response (the Observatory's "auto" response: the https one when https works). */
  pageUrl: string;
  headers: Readonly<Record<string, string>>;
  /** Raw Set-Cookie lines the session received on its way to the graded response. */
  setCookies: readonly string[];
  body: string;
  httpEquiv: HttpEquiv;
  /** The https:// response; null when the host has no working https. `verified`: its certificate chain is valid. */
  https: { headers: Readonly<Record<string, string>>; verified: boolean } | null;
  /**
   * The plain http:// request of the host followed through its redirects: `route` is every URL answered,
   * the last one being the final response. null: no http at all. undefined: not probed (unknown).
   */
  http: { route: readonly string[]; verified: boolean } | null | undefined;
  /** Headers of the CORS preflight (OPTIONS with an Origin); falls back to the page's own headers. */
  cors: Readonly<Record<string, string>> | null;
}

export interface ObservatoryTestOutcome {
  name: ObservatoryTestName;
  result: string;
  pass: boolean;
  scoreModifier: number;
}

export type ObservatoryTestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

function outcome(name: ObservatoryTestName, result: string, pass: boolean): ObservatoryTestOutcome {
  return { name, result, pass, scoreModifier: scoreModifier(result) };
}

/** A worse result replaces the current one; `order` runs from best to worst. */
function worse(candidate: string, current: string | null, order: readonly string[]): string {
  if (current === null) return candidate;
  return order.indexOf(candidate) > order.indexOf(current) ? candidate : current;
}

/** Response headers hold one string per name (repeats joined with ", ", as Node joins them). */
function header(headers: Readonly<Record<string, string>>, name: string): string | null {
  return headers[name] ?? null;
}

// ---------- content-security-policy ----------

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

export interface CspPolicyFlags {
  antiClickjacking: boolean;
  defaultNone: boolean;
  insecureBaseUri: boolean;
  insecureFormAction: boolean;
  insecureSchemeActive: boolean;
  insecureSchemePassive: boolean;
  strictDynamic: boolean;
  unsafeEval: boolean;
  unsafeInline: boolean;
  unsafeInlineStyle: boolean;
  unsafeObjects: boolean;
}

export interface CspOutcome extends ObservatoryTestOutcome {
  /** The effective policy (header and meta combined) when one was found and parsed. */
  policy: CspMap | null;
  flags: CspPolicyFlags | null;
  /** Where the policy came from. */
  http: boolean;
  meta: boolean;
}

const CSP_PASSING = [
  'csp-implemented-with-no-unsafe',
  'csp-implemented-with-no-unsafe-default-src-none',
  'csp-implemented-with-unsafe-inline-in-style-src-only',
  'csp-implemented-with-insecure-scheme-in-passive-content-only',
];

function hasNonceOrHash(sources: Set<string>): boolean {
  return [...sources].some((source) => NONCE_OR_HASH.some((prefix) => source.startsWith(prefix)));
}

export function contentSecurityPolicyTest(context: ObservatoryContext): CspOutcome {
  const name = 'content-security-policy';
  const headerPolicies = header(context.headers, 'content-security-policy');
  const httpPolicies = headerPolicies === null ? [] : [headerPolicies];
  const metaPolicies = context.httpEquiv.get('content-security-policy') ?? [];
  const empty = { policy: null, flags: null, http: false, meta: false };

  let csp: CspMap;
  try {
    csp = parseCsp([...httpPolicies, ...metaPolicies]);
  } catch (error) {
    if (error instanceof CspParseError || error instanceof URIError) return { ...outcome(name, 'csp-header-invalid', false), ...empty };
    throw error;
  }
  let headerOnly: CspMap;
  let metaOnly: CspMap;
  try {
    headerOnly = parseCsp(httpPolicies);
  } catch {
    headerOnly = new Map();
  }
  try {
    metaOnly = parseCspMeta(metaPolicies);
  } catch {
    metaOnly = new Map();
  }

  // A meta tag holding only header-only directives counts as no policy at all.
  if (headerOnly.size + metaOnly.size === 0) {
    const reportOnly = header(context.headers, 'content-security-policy-report-only');
    return { ...outcome(name, reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', false), ...empty };
  }

  const flags: CspPolicyFlags = {
    antiClickjacking: false,
    defaultNone: false,
    insecureBaseUri: false,
    insecureFormAction: false,
    insecureSchemeActive: false,
    insecureSchemePassive: false,
    strictDynamic: false,
    unsafeEval: false,
    unsafeInline: false,
    unsafeInlineStyle: false,
    unsafeObjects: false,
  };
  let result: string | null = null;
  const https = new URL(context.pageUrl).protocol === 'https:';

  const baseUri = csp.get('base-uri') ?? new Set(['*']);
  // frame-ancestors only works from the header (browsers ignore it in <meta>).
  const frameAncestors = headerOnly.get('frame-ancestors') ?? new Set(['*']);
  const formAction = csp.get('form-action') ?? new Set(['*']);
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? new Set(['*']);
  const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? new Set(['*']);

  // Browsers ignore 'unsafe-inline' next to a nonce or hash. (The sets are the parsed policy's own: the
  // Observatory edits them in place, which later checks and the reported policy then see.)
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources) && sources.has("'unsafe-inline'")) sources.delete("'unsafe-inline'");
  }
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    // 'strict-dynamic' makes browsers ignore host and scheme sources, 'self' and 'unsafe-inline'.
    for (const source of [...scriptSrc]) {
      if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
    }
    flags.strictDynamic = true;
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid';
  }

  const activeSources = [...csp.entries()].filter(([directive]) => !PASSIVE_DIRECTIVES.includes(directive) && directive !== 'script-src').flatMap(([, sources]) => [...sources]);
  activeSources.push(...scriptSrc);
  const passiveSources = PASSIVE_DIRECTIVES.flatMap((directive) => [...(csp.get(directive) ?? csp.get('default-src') ?? new Set<string>())]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if ([...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) {
    result ??= 'csp-implemented-with-unsafe-inline';
    flags.unsafeInline = true;
  }
  if (https && activeSources.some(insecure)) {
    result ??= 'csp-implemented-with-insecure-scheme';
    flags.insecureSchemeActive = true;
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    result ??= 'csp-implemented-with-unsafe-eval';
    flags.unsafeEval = true;
  }
  if (https && passiveSources.some(insecure)) {
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
    flags.insecureSchemePassive = true;
  }
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) {
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
    flags.unsafeInlineStyle = true;
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) {
    result ??= 'csp-implemented-with-no-unsafe-default-src-none';
    flags.defaultNone = true;
  } else {
    result ??= 'csp-implemented-with-no-unsafe';
  }

  flags.antiClickjacking = ![...frameAncestors].some((source) => DANGEROUSLY_BROAD.has(source));
  flags.insecureBaseUri = [...baseUri].some((source) => BROAD_OR_INLINE.has(source));
  flags.insecureFormAction = [...formAction].some((source) => DANGEROUSLY_BROAD.has(source));
  flags.unsafeObjects = [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source));

  let pass = false;
  if (CSP_PASSING.includes(result)) {
    pass = true;
    if (csp.has(DUPLICATE_DIRECTIVES_KEY)) result = 'csp-implemented-but-duplicate-directives';
  }
  const policy = new Map(csp);
  policy.delete(DUPLICATE_DIRECTIVES_KEY);
  return { ...outcome(name, result, pass), policy, flags, http: httpPolicies.length > 0, meta: metaPolicies.length > 0 };
}

// ---------- strict-transport-security ----------

/** Six months in seconds, rounded down the way most sites round it (the Observatory's "white lie"). */
const SIX_MONTHS = 15_552_000;

export interface HstsOutcome extends ObservatoryTestOutcome {
  maxAge: number | null;
  includeSubDomains: boolean;
  preload: boolean;
}

export function strictTransportSecurityTest(context: ObservatoryContext): HstsOutcome {
  const name = 'strict-transport-security';
  const details = { maxAge: null as number | null, includeSubDomains: false, preload: false };
  let result = 'hsts-not-implemented';
  if (!context.https) {
    result = 'hsts-not-implemented-no-https';
  } else if (!context.https.verified) {
    result = 'hsts-invalid-cert';
  } else {
    const value = header(context.https.headers, 'strict-transport-security');
    if (value !== null) {
      const data = value.slice(0, 1024);
      // A comma means the header was sent twice.
      if (data.includes(',')) {
        result = 'hsts-header-invalid';
      } else {
        for (const parameter of data.split(';').map((part) => part.trim().toLowerCase())) {
          // parseInt like the Observatory: "max-age=abc" gives NaN, which it then treats as long enough.
          if (parameter.startsWith('max-age=')) details.maxAge = Number.parseInt(parameter.slice(8, 128), 10);
          else if (parameter === 'includesubdomains') details.includeSubDomains = true;
          else if (parameter === 'preload') details.preload = true;
        }
        if (details.maxAge === null) result = 'hsts-header-invalid';
        else result = details.maxAge < SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
      }
    }
  }
  // The HSTS preload list is not consulted (it would need Chromium's list at run time): hsts-preloaded never occurs.
  const pass = result === 'hsts-implemented-max-age-at-least-six-months';
  return { ...outcome(name, result, pass), ...details };
}

// ---------- cookies ----------

const COOKIE_ORDER = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];
/** Load-balancer affinity cookie the Observatory ignores (mozilla/http-observatory#282). */
const IGNORED_COOKIES = ['heroku-session-affinity'];

/** Names the Observatory treats as session identifiers or anti-CSRF tokens. */
export function isSessionCookieName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.includes('login') || lower.includes('sess');
}

export function isAntiCsrfCookieName(name: string): boolean {
  return name.toLowerCase().includes('csrf');
}

export interface CookiesOutcome extends ObservatoryTestOutcome {
  /** Cookies the jar kept and the Observatory judged. */
  judged: StoredCookie[];
}

export function cookiesTest(context: ObservatoryContext): CookiesOutcome {
  const name = 'cookies';
  const hsts = strictTransportSecurityTest(context).pass;
  let result: string | null = null;
  if (context.setCookies.some(hasInvalidSameSite)) result = worse('cookies-samesite-flag-invalid', result, COOKIE_ORDER);

  const judged = cookieJar(context.setCookies, context.pageUrl).stored.filter((cookie) => !IGNORED_COOKIES.includes(cookie.name));
  if (judged.length === 0) return { ...outcome(name, 'cookies-not-found', true), judged };

  let missingSameSite = false;
  for (const cookie of judged) {
    const session = isSessionCookieName(cookie.name);
    if (!cookie.secure && cookie.sameSite === 'none') result = worse('cookies-samesite-flag-invalid', result, COOKIE_ORDER);
    if (!cookie.secure) result = worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag', result, COOKIE_ORDER);
    if (isAntiCsrfCookieName(cookie.name) && !cookie.sameSite) result = worse('cookies-anticsrf-without-samesite-flag', result, COOKIE_ORDER);
    if (session && !cookie.secure) result = worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag', result, COOKIE_ORDER);
    if (session && !cookie.httpOnly) result = worse('cookies-session-without-httponly-flag', result, COOKIE_ORDER);
    if (!cookie.sameSite) missingSameSite = true;
  }
  result ??= missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite';
  const pass = ['cookies-secure-with-httponly-sessions-and-samesite', 'cookies-secure-with-httponly-sessions'].includes(result);
  return { ...outcome(name, result, pass), judged };
}

// ---------- cross-origin-resource-sharing ----------

/**
 * Only "*" and "some origin" are told apart. The package's universal-access branch compares the ACAO with
 * the Origin it sent, but reads that Origin from a property Node's request object does not have, so a real
 * scan never reaches it (checked against a server reflecting any origin with credentials: "restricted").
 * Grades follow the deployed behaviour; the reflection itself is reported as our own vulnerability.
 */
export function corsTest(context: ObservatoryContext): ObservatoryTestOutcome {
  const name = 'cross-origin-resource-sharing';
  const allowOrigin = context.cors ? header(context.cors, 'access-control-allow-origin') : null;
  if (!allowOrigin) return outcome(name, 'cross-origin-resource-sharing-not-implemented', true);
  const value = allowOrigin.slice(0, 256).trim().toLowerCase();
  return outcome(name, value === '*' ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-implemented-with-restricted-access', true);
}

// ---------- redirection ----------

export interface RedirectionOutcome extends ObservatoryTestOutcome {
  route: readonly string[];
}

/** Result code used when the bundle has no plain-http probe of an https start URL (not an Observatory code). */
export const REDIRECTION_NOT_CHECKED = 'redirection-not-checked';

export function redirectionTest(context: ObservatoryContext): RedirectionOutcome {
  const name = 'redirection';
  const http = context.http;
  if (http === undefined) return { ...outcome(name, REDIRECTION_NOT_CHECKED, true), route: [] };
  if (http === null) return { ...outcome(name, 'redirection-not-needed-no-http', true), route: [] };
  if (!http.verified) return { ...outcome(name, 'redirection-invalid-cert', false), route: http.route };
  const route = http.route.map((url) => new URL(url));
  let result: string;
  // The HSTS preload list is not consulted, so "all redirects preloaded" never occurs.
  if (route.length <= 1) result = 'redirection-missing';
  else if (route[route.length - 1]!.protocol !== 'https:') result = 'redirection-not-to-https';
  else if (route[1]!.protocol === 'http:') result = 'redirection-not-to-https-on-initial-redirection';
  else if (route[0]!.protocol === 'http:' && route[0]!.hostname !== route[1]!.hostname) result = 'redirection-off-host-from-http';
  else result = 'redirection-to-https';
  return { ...outcome(name, result, result === 'redirection-to-https'), route: http.route };
}

// ---------- referrer-policy ----------

const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

export function referrerPolicyTest(context: ObservatoryContext): ObservatoryTestOutcome & { value: string | null } {
  const name = 'referrer-policy';
  const fromHeader = header(context.headers, 'referrer-policy');
  const values = [...(fromHeader === null ? [] : [fromHeader]), ...(context.httpEquiv.get('referrer-policy') ?? [])];
  if (values.length === 0) return { ...outcome(name, 'referrer-policy-not-implemented', true), value: null };
  const data = values.join(', ');
  // The last policy a browser understands wins; unknown tokens are skipped.
  const policy =
    data
      .split(',')
      .filter((token) => [...PRIVATE_REFERRER, ...UNSAFE_REFERRER].includes(token.toLowerCase().trim()))
      .reverse()[0]
      ?.toLowerCase()
      .trim() ?? '';
  const result = PRIVATE_REFERRER.includes(policy) ? 'referrer-policy-private' : UNSAFE_REFERRER.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
  return { ...outcome(name, result, result === 'referrer-policy-private'), value: data };
}

// ---------- subresource-integrity ----------

const SRI_ORDER = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];
const SRI_PASSING = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-not-implemented-response-not-html',
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  'sri-not-implemented-but-no-scripts-loaded',
];
export const HTML_MIME_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export interface SriOutcome extends ObservatoryTestOutcome {
  /** Scripts from another site (or protocol-relative) with their integrity attribute. */
  foreignScripts: { src: string; integrity: string | null; secureScheme: boolean }[];
}

/** The response's media type exactly as the Observatory compares it (no trimming or lower-casing). */
export function mediaType(headers: Readonly<Record<string, string>>): string {
  return (header(headers, 'content-type') ?? '').split(';')[0] ?? '';
}

export function subresourceIntegrityTest(context: ObservatoryContext): SriOutcome {
  const name = 'subresource-integrity';
  const foreignScripts: SriOutcome['foreignScripts'] = [];
  if (!HTML_MIME_TYPES.has(mediaType(context.headers))) return { ...outcome(name, 'sri-not-implemented-response-not-html', true), foreignScripts };

  const { count, scripts } = collectScripts(context.body);
  const siteDomain = parseHost(context.hostname).domain;
  const pageIsHttps = new URL(context.pageUrl).protocol === 'https:';
  let result: string | null = null;
  let foreignOrigin = false;

  for (const script of scripts) {
    if (!script.src) continue;
    let relativeOrigin = false;
    let relativeProtocol = false;
    let sameSite: boolean;
    if (/^(\/\/)[^/]/.test(script.src)) {
      relativeProtocol = true;
      sameSite = true;
    } else if (/^https?:\/\//.test(script.src)) {
      sameSite = parseHost(script.src).domain === siteDomain;
    } else {
      relativeOrigin = true;
      sameSite = true;
    }
    // A protocol-relative script counts as foreign: the Observatory cannot tell where it will come from.
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
    if (!secureOrigin) foreignOrigin = true;
    // (An unparsable absolute-looking src makes the Observatory itself throw; here it just counts as not secure.)
    const scheme = !relativeProtocol && !relativeOrigin && URL.canParse(script.src) ? new URL(script.src).protocol : null;
    const secureScheme = scheme === 'https:' || (relativeOrigin && pageIsHttps);
    const integrity = script.integrity || null;

    if (!secureOrigin) {
      foreignScripts.push({ src: script.src, integrity, secureScheme });
      if (integrity && !secureScheme) result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result, SRI_ORDER);
      else if (!integrity && secureScheme) result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result, SRI_ORDER);
      else if (!integrity && !secureScheme) result = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, SRI_ORDER);
    } else if (integrity && secureScheme && !result) {
      // Integrity on a same-site script still earns the bonus.
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }

  if (count === 0) result = 'sri-not-implemented-but-no-scripts-loaded';
  else result ??= foreignOrigin ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  return { ...outcome(name, result, SRI_PASSING.includes(result)), foreignScripts };
}

// ---------- x-content-type-options ----------

export function xContentTypeOptionsTest(context: ObservatoryContext): ObservatoryTestOutcome {
  const name = 'x-content-type-options';
  const value = header(context.headers, 'x-content-type-options');
  if (value === null || value === '') return outcome(name, 'x-content-type-options-not-implemented', false);
  const result = value.slice(0, 256).trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
  return outcome(name, result, result === 'x-content-type-options-nosniff');
}

// ---------- x-frame-options ----------

export function xFrameOptionsTest(context: ObservatoryContext, csp: CspOutcome): ObservatoryTestOutcome {
  const name = 'x-frame-options';
  const value = header(context.headers, 'x-frame-options');
  let result: string;
  if (value === null || value === '') {
    result = 'x-frame-options-not-implemented';
  } else {
    const xfo = value.slice(0, 1024).trim().toLowerCase();
    if (xfo === 'deny' || xfo === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
    else if (xfo.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
    else result = 'x-frame-options-header-invalid';
  }
  // frame-ancestors anywhere in the parsed policy counts, as the Observatory reads it (even from <meta>).
  if (csp.policy?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  const pass = ['x-frame-options-allow-from-origin', 'x-frame-options-sameorigin-or-deny', 'x-frame-options-implemented-via-csp'].includes(result);
  return outcome(name, result, pass);
}

// ---------- cross-origin-resource-policy ----------

export function crossOriginResourcePolicyTest(context: ObservatoryContext): ObservatoryTestOutcome {
  const name = 'cross-origin-resource-policy';
  const value = header(context.headers, 'cross-origin-resource-policy');
  if (!value) return outcome(name, 'corp-not-implemented', true);
  const corp = value.slice(0, 256).trim().toLowerCase();
  const result =
    corp === 'same-site' ? 'corp-implemented-with-same-site' : corp === 'same-origin' ? 'corp-implemented-with-same-origin' : corp === 'cross-origin' ? 'corp-implemented-with-cross-origin' : 'corp-header-invalid';
  return outcome(name, result, result !== 'corp-header-invalid');
}

export interface ObservatoryRun {
  tests: ObservatoryTestOutcome[];
  csp: CspOutcome;
  cookies: CookiesOutcome;
  hsts: HstsOutcome;
  redirection: RedirectionOutcome;
  sri: SriOutcome;
}

/** All ten tests, in the Observatory's order. */
export function runObservatoryTests(context: ObservatoryContext): ObservatoryRun {
  const csp = contentSecurityPolicyTest(context);
  const cookies = cookiesTest(context);
  const hsts = strictTransportSecurityTest(context);
  const redirection = redirectionTest(context);
  const sri = subresourceIntegrityTest(context);
  const tests = [
    csp,
    cookies,
    corsTest(context),
    redirection,
    referrerPolicyTest(context),
    hsts,
    sri,
    xContentTypeOptionsTest(context),
    xFrameOptionsTest(context, csp),
    crossOriginResourcePolicyTest(context),
  ].map(({ name, result, pass, scoreModifier: modifier }) => ({ name, result, pass, scoreModifier: modifier }));
  return { tests, csp, cookies, hsts, redirection, sri };
}
