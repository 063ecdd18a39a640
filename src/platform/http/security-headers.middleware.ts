import type { Middleware } from 'koa';

/**
 * Scripts only from our own origin (no inline scripts anywhere, Vite emits files). Styles allow inline
 * because styled-components injects <style> elements at run time; that is the one relaxation.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy for pages that load the analytics snippet of our own site (dogfooding: src/modules/analytics/README.md, "Data management") from
 * `trackerUrl` (TRACKER_PUBLIC_URL): that origin joins script-src (the snippet) and connect-src (its
 * beacons). Nothing is added when the tracker is reached through 'self' (the default) or the URL is
 * not an http(s) origin.
 */
export function contentSecurityPolicy(options: { publicUrl?: string; trackerUrl?: string } = {}): string {
  const tracker = originOf(options.trackerUrl);
  if (!tracker || tracker === originOf(options.publicUrl)) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.split('; ')
    .map((directive) => (directive === "script-src 'self'" || directive === "connect-src 'self'" ? `${directive} ${tracker}` : directive))
    .join('; ');
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

export function securityHeaders(options: { publicUrl?: string; trackerUrl?: string } = {}): Middleware {
  const policy = contentSecurityPolicy(options);
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', policy);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    // Over plain HTTP the header is ignored by browsers and would only mislead; ctx.secure honours TRUST_PROXY.
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
