import type { Middleware } from 'koa';

/**
 * Scripts only from our own origin (no inline scripts anywhere, Vite emits files), Stripe.js and PayPal's SDK. Styles
 * allow inline because styled-components injects <style> elements at run time; that is the one relaxation.
 *
 * Stripe.js and its Payment Element (billing README, "Providers") need exactly what Stripe's security guide
 * lists for it: the script from js.stripe.com (and its *.js.stripe.com hosts), its frames from the same
 * hosts plus hooks.stripe.com (where 3-D Secure opens), and the calls to api.stripe.com; the Address
 * Element's Google Maps sources are left out, we do not use it. PayPal's buttons (the JavaScript SDK)
 * need *.paypal.com and *.paypalobjects.com for the script, its frames and its calls, as PayPal's
 * integration guide lists them; *.venmo.com is left out, Venmo takes no euros. Images are already
 * allowed from any https origin. Its advice to allow inline scripts is not followed: the SDK loads as a
 * file and renders its buttons in its own frames. These are allowed on every page, not only
 * on /checkout, because the app is one document: a customer who reaches the checkout from /pricing keeps
 * the policy of the first page loaded, so a per-path policy would break the card step. Nor does it depend
 * on STRIPE_PUBLISHABLE_KEY: nginx serves the same static policy (deploy/nginx/security-headers.conf)
 * without knowing the keys. frame-src keeps 'self', which default-src gave frames before it was set.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com https://*.paypal.com https://*.paypalobjects.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com https://*.paypal.com https://*.paypalobjects.com",
  "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://*.paypal.com https://*.paypalobjects.com",
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
export function contentSecurityPolicy(options: { publicUrl?: string; trackerUrl?: string; previewUrl?: string } = {}): string {
  const own = originOf(options.publicUrl);
  const tracker = originOf(options.trackerUrl);
  // The studio's preview frame on its own host (PREVIEW_PUBLIC_URL, src/modules/studio/README.md, "Preview") joins frame-src.
  const preview = originOf(options.previewUrl);
  const addTracker = !!tracker && tracker !== own;
  const addPreview = !!preview && preview !== own;
  if (!addTracker && !addPreview) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.split('; ')
    .map((directive) => {
      if (addTracker && (directive.startsWith('script-src ') || directive.startsWith('connect-src '))) return `${directive} ${tracker}`;
      if (addPreview && directive.startsWith('frame-src ')) return `${directive} ${preview}`;
      return directive;
    })
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

/**
 * `same-origin-allow-popups`, not `same-origin`: PayPal's buttons open PayPal in a popup that reports the
 * approval back through `window.opener`, which `same-origin` severs (the popup loses its opener and the
 * payment never comes back). The looser value only keeps the link for windows this page opens; a page that
 * opens ours still gets no handle on it. It applies to every page for the reason the CSP does: the app is
 * one document, and COOP is fixed when the first page loads, so a checkout reached from /pricing keeps it
 * (billing README, "Providers").
 */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin-allow-popups';

/**
 * The Payment Request API (Apple Pay, Google Pay) runs inside Stripe's Payment Element frame, which is on
 * js.stripe.com: `payment=(self)` alone denies it there. Nothing else is delegated to a frame.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

export function securityHeaders(options: { publicUrl?: string; trackerUrl?: string; previewUrl?: string } = {}): Middleware {
  const policy = contentSecurityPolicy(options);
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', policy);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', CROSS_ORIGIN_OPENER_POLICY);
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    // Over plain HTTP the header is ignored by browsers and would only mislead; ctx.secure honours TRUST_PROXY.
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
