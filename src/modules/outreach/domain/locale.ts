export const MAIL_LOCALES = ['en', 'fr', 'es', 'ar', 'zh'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];
export const DEFAULT_LOCALE: MailLocale = 'en';

/** 'FR', 'fr-CA' and 'fr' are French; anything we do not translate falls back to English. */
export function mailLocale(value: unknown): MailLocale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (MAIL_LOCALES as readonly string[]).includes(base ?? '') ? (base as MailLocale) : DEFAULT_LOCALE;
}
