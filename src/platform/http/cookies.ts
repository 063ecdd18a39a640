import type { Context } from 'koa';

export interface CookieOptions {
  maxAgeMs?: number;
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
}

/**
 * Safe defaults for every cookie the server sets: HttpOnly, SameSite=Lax, path /, and Secure whenever
 * the request came over HTTPS (directly or through a trusted proxy). Callers loosen only what they must.
 */
export function setCookie(ctx: Context, name: string, value: string, options: CookieOptions = {}): void {
  ctx.cookies.set(name, value, {
    httpOnly: options.httpOnly ?? true,
    sameSite: options.sameSite ?? 'lax',
    path: options.path ?? '/',
    secure: ctx.secure,
    maxAge: options.maxAgeMs,
    overwrite: true,
  });
}

export function clearCookie(ctx: Context, name: string, path = '/'): void {
  ctx.cookies.set(name, '', { path, maxAge: 0, expires: new Date(0), httpOnly: true, secure: ctx.secure, overwrite: true });
}
