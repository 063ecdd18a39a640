/** Browser cookie access. Values are URI-encoded, so JSON payloads survive `;` and spaces. */
import { fixedMaxAgeSeconds, type CookieSpec } from '../../../src/shared/cookies/cookie-policy.js';

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Writes a cookie of the one cookie list (src/shared/cookies) with the list's name, lifetime, path and
 * SameSite, so the privacy policy's table, rendered from the same list, says what the browser stores.
 */
export function writeCookie(spec: CookieSpec, value: string): void {
  const maxAge = fixedMaxAgeSeconds(spec);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${spec.name}=${encodeURIComponent(value)}${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}; Path=${spec.path}; SameSite=${spec.sameSite}${secure}`;
}

export function deleteCookie(spec: CookieSpec): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${spec.name}=; Max-Age=0; Path=${spec.path}; SameSite=${spec.sameSite}${secure}`;
}
