import { DEFAULT_LOCALE, matchLanguageTag, matchLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

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

/** Order fixed by the spec: the locale cookie, then the browser's languages, then the default. */
export function resolvePreferredLocale(cookieHeader: string, browserLanguages: readonly string[]): Locale {
  const fromCookie = matchLocale(readCookie(cookieHeader, LOCALE_COOKIE));
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

export function detectPreferredLocale(): Locale {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return resolvePreferredLocale(document.cookie, languages);
}

export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
