import { COOKIES } from '../../../src/shared/cookies/cookie-policy.js';
import { readCookie, writeCookie } from '../shared/cookies';
import { DEFAULT_LOCALE, matchLanguageTag, matchLocale, type Locale } from './locales';

export const LOCALE_COOKIE = COOKIES.locale.name;

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
  // Essential, so written without consent: it keeps the site in the language the visitor chose.
  writeCookie(COOKIES.locale, locale);
}
