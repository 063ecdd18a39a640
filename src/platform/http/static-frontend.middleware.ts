import { existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { COOKIES } from '../../shared/cookies/cookie-policy.js';

export const LOCALES = ['en', 'fr', 'es', 'ar', 'zh'] as const;
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(/|$)`, 'i');
const RESERVED = /^\/(api|t)(\/|$)|^\/(healthz|readyz)$/;

/**
 * Serves the Vite build on the api's origin in embedded mode. Hashed files under /assets are
 * immutable for a year; index.html is revalidated on every load so a deploy is picked up at once.
 * Locale paths fall back to that language's entry document, index.<locale>.html (the SPA routes them);
 * any other unknown path gets index.html with status 404 so the app can show its not-found page
 * while crawlers see the truth.
 *
 * The build writes `x.br` and `x.gz` beside each text file (frontend/build/precompress.ts): koa-send
 * picks the best one the client accepts, so nothing is compressed per request. Every file answer
 * varies by Accept-Encoding, so a shared cache never hands Brotli to a client that cannot read it.
 */
export function staticFrontend(distDir: string): Middleware {
  const index = join(distDir, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || RESERVED.test(ctx.path)) return next();
    if (!existsSync(index)) return next();

    if (ctx.path === '/') {
      ctx.status = 302;
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Vary', 'Cookie, Accept-Language');
      ctx.redirect(`/${preferredLocale(ctx.cookies.get(COOKIES.locale.name), ctx.get('Accept-Language'))}${ctx.search}`);
      return;
    }

    const file = safeFile(distDir, ctx.path);
    if (file) {
      await send(ctx, file, { ...PRECOMPRESSED, root: distDir, hidden: false, index: false, setHeaders: fileHeaders });
      return;
    }
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    const locale = LOCALE_PREFIX.exec(ctx.path)?.[1]?.toLowerCase();
    if (locale || /\.[a-z0-9]+$/i.test(ctx.path) === false) {
      // The build writes index.<locale>.html (right lang/dir, that language's catalog preloaded); older builds only index.html.
      const document = locale && existsSync(join(distDir, `index.${locale}.html`)) ? `index.${locale}.html` : 'index.html';
      await send(ctx, document, { ...PRECOMPRESSED, root: distDir, setHeaders: fileHeaders });
      if (!locale) ctx.status = 404;
    }
  };
}

/** Locale cookie first, then the browser's languages in order, then English (docs/product.md §2.3). */
export function preferredLocale(cookie: string | undefined, acceptLanguage: string): string {
  const supported = new Set<string>(LOCALES);
  if (cookie && supported.has(cookie.toLowerCase())) return cookie.toLowerCase();
  const ranked = acceptLanguage
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0]!, q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.find((e) => supported.has(e.lang))?.lang ?? 'en';
}

const PRECOMPRESSED = { brotli: true, gzip: true } as const;

function fileHeaders(res: ServerResponse, path: string): void {
  res.setHeader('Cache-Control', cacheFor(path.replace(/\.(br|gz)$/, '')));
  res.setHeader('Vary', 'Accept-Encoding');
}

function cacheFor(path: string): string {
  if (/[\\/]index(\.[a-z]+)?\.html$/.test(path)) return 'no-cache';
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Only real files inside distDir; koa-send also refuses traversal, this keeps directories out. */
function safeFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return null;
  const relative = decoded.replace(/^\/+/, '');
  if (!relative) return null;
  const full = join(root, relative);
  try {
    return statSync(full).isFile() ? relative : null;
  } catch {
    return null;
  }
}
