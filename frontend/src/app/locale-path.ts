import { matchLocale, type Locale } from './locales';

export interface PathLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** Server-owned prefixes: a language change must never rewrite them. */
const UNTOUCHED_PREFIXES = ['/api/', '/images/', '/logo/'];

/**
 * Rewrites the `/{lang}` prefix of a path to `locale`, keeping the rest of the path. A path whose
 * first segment is not a supported locale gets the prefix added in front.
 */
export function withLocalePrefix(pathname: string, locale: Locale): string {
  if (UNTOUCHED_PREFIXES.some((prefix) => pathname.toLowerCase().startsWith(prefix))) return pathname;
  const segments = pathname.split('/');
  // segments[0] is the empty string before the leading slash.
  if (matchLocale(segments[1])) {
    segments[1] = locale;
    return segments.join('/');
  }
  const rest = pathname === '/' ? '' : pathname;
  return `/${locale}${rest}`;
}

export function switchLocation(location: PathLocation, locale: Locale): PathLocation {
  return { pathname: withLocalePrefix(location.pathname, locale), search: location.search, hash: location.hash };
}

export function toHref({ pathname, search, hash }: PathLocation): string {
  return `${pathname}${search}${hash}`;
}
