import { randomBytes, timingSafeEqual } from 'node:crypto';
import { clearCookie, setCookie, type HttpContext } from '../../../../platform/http/index.js';
import { DomainError } from '../../../../shared/index.js';
import type { IssuedSession } from '../../application/sessions/session-issuer.js';

/*
 * Cookie names and paths (identity contract). Over plain HTTP (local use) the refresh cookie is
 * scoped to /api/auth, the only place that reads it. Over HTTPS it takes the __Host- prefix, which
 * the browser accepts only with Secure, no Domain and Path=/ : the prefix's guarantee (no sibling
 * subdomain can plant or shadow it) is worth more than the narrower path, so HTTPS gets Path=/.
 */
const REFRESH = { plain: 'stacklens_refresh', host: '__Host-stacklens_refresh' } as const;
const CSRF = { plain: 'stacklens_csrf', host: '__Host-stacklens_csrf' } as const;
const CSRF_HEADER = 'X-CSRF-Token';
const CSRF_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const refreshName = (ctx: HttpContext) => (ctx.secure ? REFRESH.host : REFRESH.plain);
const refreshPath = (ctx: HttpContext) => (ctx.secure ? '/' : '/api/auth');
const csrfName = (ctx: HttpContext) => (ctx.secure ? CSRF.host : CSRF.plain);

/**
 * HttpOnly, SameSite=Strict. A remembered session's cookie lasts as long as the session; otherwise
 * it is a browser-session cookie (gone when the browser closes), while the server still ends the
 * session after a day.
 */
export function setRefreshCookie(ctx: HttpContext, session: Pick<IssuedSession, 'refreshToken' | 'rememberMe' | 'sessionExpiresAt'>): void {
  const maxAgeMs = session.rememberMe ? Math.max(0, session.sessionExpiresAt.getTime() - Date.now()) : undefined;
  setCookie(ctx, refreshName(ctx), session.refreshToken, { httpOnly: true, sameSite: 'strict', path: refreshPath(ctx), maxAgeMs });
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
  setCookie(ctx, csrfName(ctx), token, { httpOnly: false, sameSite: 'strict', path: '/' });
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
