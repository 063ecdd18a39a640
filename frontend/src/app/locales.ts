import type { MessageFormatElement } from 'react-intl';

/**
 * The locale registry: the only place that knows which languages exist, how they are named in
 * their own script, which way they are written and where their catalog lives.
 */

/** ICU strings in `frontend/lang/*.json` and under `vite dev`; ASTs in a build (frontend/build/formatjs-precompile.ts). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

export type Direction = 'ltr' | 'rtl';

export interface LocaleDefinition {
  readonly code: string;
  /** The language's own name (autonym), so a reader finds it whatever the current language is. */
  readonly nativeName: string;
  readonly dir: Direction;
  /**
   * Lazily imported so each visitor downloads only the catalog they read: in a build, only the
   * messages of the first page's code; `loadRest` brings the others when a lazy page needs them.
   */
  readonly load: () => Promise<{ default: Messages }>;
  readonly loadRest: () => Promise<{ default: Messages }>;
}

export const LOCALES = [
  { code: 'en', nativeName: 'English', dir: 'ltr', load: () => import('../../lang/en.json'), loadRest: () => import('../../lang/en.json?catalog-rest') },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', load: () => import('../../lang/fr.json'), loadRest: () => import('../../lang/fr.json?catalog-rest') },
  { code: 'es', nativeName: 'Español', dir: 'ltr', load: () => import('../../lang/es.json'), loadRest: () => import('../../lang/es.json?catalog-rest') },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl', load: () => import('../../lang/ar.json'), loadRest: () => import('../../lang/ar.json?catalog-rest') },
  { code: 'zh', nativeName: '中文', dir: 'ltr', load: () => import('../../lang/zh.json'), loadRest: () => import('../../lang/zh.json?catalog-rest') },
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
