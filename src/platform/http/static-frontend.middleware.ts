import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

export const LOCALES = ['en', 'fr', 'es', 'ar', 'zh'] as const;
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(/|$)`, 'i');
const RESERVED = /^\/(api|t)(\/|$)|^\/(healthz|readyz)$/;

/**
 * Serves the Vite build on the api's origin in embedded mode. Hashed files under /assets are
 * immutable for a year; index.html is revalidated on every load so a deploy is picked up at once.
 * Locale paths fall back to index.html (the SPA routes them); any other unknown path gets the same
 * page with status 404 so the app can show its not-found page while crawlers see the truth.
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
      ctx.redirect(`/${preferredLocale(ctx.cookies.get('locale'), ctx.get('Accept-Language'))}${ctx.search}`);
      return;
    }

    const file = safeFile(distDir, ctx.path);
    if (file) {
      await send(ctx, file, { root: distDir, hidden: false, index: false, setHeaders: (res, path) => res.setHeader('Cache-Control', cacheFor(path)) });
      return;
    }
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (LOCALE_PREFIX.test(ctx.path) || /\.[a-z0-9]+$/i.test(ctx.path) === false) {
      await send(ctx, 'index.html', { root: distDir, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
      if (!LOCALE_PREFIX.test(ctx.path)) ctx.status = 404;
    }
  };
}

/** Locale cookie first, then the browser's languages in order, then English (SPEC §2). */
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

function cacheFor(path: string): string {
  if (path.endsWith('index.html')) return 'no-cache';
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
