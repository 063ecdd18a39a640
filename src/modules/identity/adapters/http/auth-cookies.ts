import { randomBytes, timingSafeEqual } from 'node:crypto';
import { clearCookie, setCookie, type HttpContext } from '../../../../platform/http/index.js';
import { COOKIES, cookieName, cookiePath, type CookieSpec } from '../../../../shared/cookies/cookie-policy.js';
import { DomainError } from '../../../../shared/index.js';
import type { IssuedSession } from '../../application/sessions/session-issuer.js';

/*
 * Names, paths and attributes come from the one cookie list (src/shared/cookies), which the privacy
 * policy renders too. Over plain HTTP (local use) the refresh cookie is scoped to /api/auth, the only
 * place that reads it. Over HTTPS it takes the __Host- prefix, which the browser accepts only with
 * Secure, no Domain and Path=/ : the prefix's guarantee (no sibling subdomain can plant or shadow it)
 * is worth more than the narrower path, so HTTPS gets Path=/.
 */
const REFRESH = COOKIES.refresh;
const CSRF = COOKIES.csrf;
const CSRF_HEADER = 'X-CSRF-Token';
const CSRF_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const refreshName = (ctx: HttpContext) => cookieName(REFRESH, ctx.secure);
const refreshPath = (ctx: HttpContext) => cookiePath(REFRESH, ctx.secure);
const csrfName = (ctx: HttpContext) => cookieName(CSRF, ctx.secure);
const sameSite = (spec: CookieSpec) => (spec.sameSite === 'Strict' ? 'strict' : 'lax');

/**
 * HttpOnly, SameSite=Strict. A remembered session's cookie lasts as long as the session; otherwise
 * it is a browser-session cookie (gone when the browser closes), while the server still ends the
 * session after a day.
 */
export function setRefreshCookie(ctx: HttpContext, session: Pick<IssuedSession, 'refreshToken' | 'rememberMe' | 'sessionExpiresAt'>): void {
  const maxAgeMs = session.rememberMe ? Math.max(0, session.sessionExpiresAt.getTime() - Date.now()) : undefined;
  setCookie(ctx, refreshName(ctx), session.refreshToken, { httpOnly: REFRESH.httpOnly, sameSite: sameSite(REFRESH), path: refreshPath(ctx), maxAgeMs });
}

export function readRefreshCookie(ctx: HttpContext): string | undefined {
  return ctx.cookies.get(refreshName(ctx)) || undefined;
}

export function clearRefreshCookie(ctx: HttpContext): void {
  clearCookie(ctx, refreshName(ctx), refreshPath(ctx));
}

/**
 * GET /api/auth/csrf: a token readable by the page (not HttpOnly) in a SameSite=Strict cookie and in
 * the body. A cookie that already holds a well-formed token is kept, so several tabs share one.
 */
export function issueCsrfToken(ctx: HttpContext): string {
  const existing = ctx.cookies.get(csrfName(ctx));
  const token = existing && CSRF_TOKEN.test(existing) ? existing : randomBytes(32).toString('base64url');
  setCookie(ctx, csrfName(ctx), token, { httpOnly: CSRF.httpOnly, sameSite: sameSite(CSRF), path: cookiePath(CSRF, ctx.secure) });
  return token;
}

/**
 * Double submit: the header must repeat the cookie. Another site can make the browser send the
 * cookie, but cannot read it to write the header. Refused with 403 CSRF_INVALID.
 */
export function requireCsrf(ctx: HttpContext): void {
  const header = ctx.get(CSRF_HEADER);
  const cookie = ctx.cookies.get(csrfName(ctx)) ?? '';
  const ok = CSRF_TOKEN.test(header) && CSRF_TOKEN.test(cookie) && timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
  if (!ok) throw new DomainError('forbidden', 'CSRF_INVALID', 'Missing or invalid CSRF token: fetch /api/auth/csrf and send it in X-CSRF-Token');
}

/**
 * For calls the cookie alone authorises (refresh, logout) and for account-changing ones: the browser
 * must say the request comes from our own pages. Sec-Fetch-Site when the browser sends it
 * (same-origin, or none for a user-initiated request); otherwise an Origin equal to PUBLIC_URL's or
 * to the request's own. Neither: refused (403 ORIGIN_REFUSED).
 */
export function requireSameOrigin(ctx: HttpContext, publicUrl: string): void {
  const site = ctx.get('Sec-Fetch-Site').toLowerCase();
  if (site) {
    if (site === 'same-origin' || site === 'none') return;
    throw originRefused();
  }
  const origin = ctx.get('Origin');
  // Koa 3's ctx.origin echoes the Origin header; the request's own origin is built from protocol and host.
  const own = `${ctx.protocol}://${ctx.host}`;
  if (origin && (origin === new URL(publicUrl).origin || origin === own)) return;
  throw originRefused();
}

const originRefused = () => new DomainError('forbidden', 'ORIGIN_REFUSED', 'This request must come from a StackLens page');
