/** Browser cookie access. Values are URI-encoded, so JSON payloads survive `;` and spaces. */

export interface CookieOptions {
  readonly maxAgeSeconds: number;
}

export const DAY_SECONDS = 24 * 60 * 60;

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

/** Path=/ and SameSite=Lax always; Secure whenever the page itself is served over https. */
export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
