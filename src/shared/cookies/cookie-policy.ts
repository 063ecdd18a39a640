/**
 * Every cookie StackLens sets, in one list that both sides read (src/shared/cookies/README.md): the
 * browser code writes the consent, preferences and locale cookies from it, identity's http adapter the
 * refresh and CSRF cookies, and the privacy policy renders its cookie table from it. A cookie that is
 * not here is not set; a test signs in for real and compares what the server sets with this list.
 * Rules: docs/product.md §14 ("Cookies and consent") and §6.2 (sessions).
 */

export type CookieKey = 'consent' | 'preferences' | 'locale' | 'refresh' | 'csrf';

/** Essential cookies need no consent; functional ones are written only with functional consent. */
export type CookieCategory = 'essential' | 'functional';

/** When a cookie is written; the policy says it in the reader's language. */
export type CookieMoment = 'consent-choice' | 'theme-choice' | 'language-choice' | 'sign-in' | 'account-form';

export type CookieLifetime =
  | { readonly kind: 'days'; readonly days: number }
  /** No Max-Age: the browser drops it when it closes. */
  | { readonly kind: 'browser-session' }
  /** A browser-session cookie, or with "remember me" as long as the session itself (it is never extended). */
  | { readonly kind: 'sign-in-session'; readonly rememberedDays: number };

export interface CookieSpec {
  readonly key: CookieKey;
  /** The name over plain HTTP (local use), and the one the policy shows. */
  readonly name: string;
  /**
   * The name over HTTPS, when it differs: the __Host- prefix makes the browser refuse the cookie
   * unless it is Secure, host-only and Path=/ (no sibling subdomain can plant or shadow it).
   */
  readonly httpsName?: string;
  readonly category: CookieCategory;
  /** Who writes it: the server's Set-Cookie or the page's script. */
  readonly setBy: 'server' | 'browser';
  readonly httpOnly: boolean;
  readonly sameSite: 'Lax' | 'Strict';
  /** Over plain HTTP; over HTTPS a __Host- cookie is always at `/`. */
  readonly path: string;
  readonly lifetime: CookieLifetime;
  readonly setWhen: CookieMoment;
}

const DAY_SECONDS = 24 * 60 * 60;

export const COOKIES = {
  consent: {
    key: 'consent',
    name: 'stacklens_cookie_consent',
    category: 'essential',
    setBy: 'browser',
    httpOnly: false,
    sameSite: 'Lax',
    path: '/',
    lifetime: { kind: 'days', days: 365 },
    setWhen: 'consent-choice',
  },
  preferences: {
    key: 'preferences',
    name: 'stacklens_preferences',
    category: 'functional',
    setBy: 'browser',
    httpOnly: false,
    sameSite: 'Lax',
    path: '/',
    // "About 6 months".
    lifetime: { kind: 'days', days: 180 },
    setWhen: 'theme-choice',
  },
  locale: {
    key: 'locale',
    name: 'locale',
    category: 'essential',
    setBy: 'browser',
    httpOnly: false,
    sameSite: 'Lax',
    path: '/',
    lifetime: { kind: 'days', days: 365 },
    setWhen: 'language-choice',
  },
  refresh: {
    key: 'refresh',
    name: 'stacklens_refresh',
    httpsName: '__Host-stacklens_refresh',
    category: 'essential',
    setBy: 'server',
    httpOnly: true,
    sameSite: 'Strict',
    // Only /api/auth reads it; over HTTPS the __Host- prefix requires Path=/.
    path: '/api/auth',
    lifetime: { kind: 'sign-in-session', rememberedDays: 30 },
    setWhen: 'sign-in',
  },
  csrf: {
    key: 'csrf',
    name: 'stacklens_csrf',
    httpsName: '__Host-stacklens_csrf',
    category: 'essential',
    setBy: 'server',
    // The page reads it to repeat it in a header (double submit).
    httpOnly: false,
    sameSite: 'Strict',
    path: '/',
    lifetime: { kind: 'browser-session' },
    setWhen: 'account-form',
  },
} as const satisfies { readonly [K in CookieKey]: CookieSpec & { readonly key: K } };

/** In the order the privacy policy lists them. */
export const COOKIE_LIST: readonly CookieSpec[] = [COOKIES.consent, COOKIES.locale, COOKIES.preferences, COOKIES.refresh, COOKIES.csrf];

/** The cookie's name as sent over HTTPS or plain HTTP. */
export function cookieName(spec: CookieSpec, secure: boolean): string {
  return secure && spec.httpsName ? spec.httpsName : spec.name;
}

export function cookiePath(spec: CookieSpec, secure: boolean): string {
  return secure && spec.httpsName ? '/' : spec.path;
}

/** Max-Age of a cookie with a fixed lifetime; undefined for one that lasts a browser session (or a sign-in). */
export function fixedMaxAgeSeconds(spec: CookieSpec): number | undefined {
  return spec.lifetime.kind === 'days' ? spec.lifetime.days * DAY_SECONDS : undefined;
}

/** The longest Max-Age the cookie may carry, in seconds; undefined when it never carries one. */
export function longestMaxAgeSeconds(spec: CookieSpec): number | undefined {
  const { lifetime } = spec;
  if (lifetime.kind === 'days') return lifetime.days * DAY_SECONDS;
  if (lifetime.kind === 'sign-in-session') return lifetime.rememberedDays * DAY_SECONDS;
  return undefined;
}
