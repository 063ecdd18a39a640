/**
 * The locale registry: the only place that knows which languages exist, how they are named in
 * their own script, which way they are written and where their catalog lives.
 */
export type Messages = Record<string, string>;

export type Direction = 'ltr' | 'rtl';

export interface LocaleDefinition {
  readonly code: string;
  /** The language's own name (autonym), so a reader finds it whatever the current language is. */
  readonly nativeName: string;
  readonly dir: Direction;
  /** Lazily imported so each visitor downloads only the catalog they read. */
  readonly load: () => Promise<{ default: Messages }>;
}

export const LOCALES = [
  { code: 'en', nativeName: 'English', dir: 'ltr', load: () => import('../../lang/en.json') },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', load: () => import('../../lang/fr.json') },
  { code: 'es', nativeName: 'Español', dir: 'ltr', load: () => import('../../lang/es.json') },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl', load: () => import('../../lang/ar.json') },
  { code: 'zh', nativeName: '中文', dir: 'ltr', load: () => import('../../lang/zh.json') },
] as const satisfies readonly LocaleDefinition[];

export type Locale = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code);

export function localeDefinition(locale: Locale): LocaleDefinition {
  // LOCALES covers every member of Locale, so the lookup cannot miss.
  return LOCALES.find((l) => l.code === locale)!;
}

export function directionOf(locale: Locale): Direction {
  return localeDefinition(locale).dir;
}

/** Case-insensitive match of a path segment or tag against the registry; returns the canonical code. */
export function matchLocale(candidate: string | null | undefined): Locale | null {
  if (!candidate) return null;
  const lower = candidate.trim().toLowerCase();
  return LOCALE_CODES.find((code) => code === lower) ?? null;
}

/** Matches a BCP 47 tag such as `fr-FR` or `zh-Hant-TW` by its primary language subtag. */
export function matchLanguageTag(tag: string): Locale | null {
  const primary = tag.split(/[-_]/)[0];
  return matchLocale(primary);
}
