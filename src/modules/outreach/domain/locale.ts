export const MAIL_LOCALES = ['en', 'fr', 'es', 'ar', 'zh'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];
export const DEFAULT_LOCALE: MailLocale = 'en';

/**
 * 'FR', 'fr-CA' and 'fr' are French, and so is an Accept-Language header whose first choice is French
 * ('fr-CA,fr;q=0.9,en;q=0.8'); anything we do not translate falls back to English.
 */
export function mailLocale(value: unknown): MailLocale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const base = value.split(/[,;]/)[0]!.trim().toLowerCase().split(/[-_]/)[0];
  return (MAIL_LOCALES as readonly string[]).includes(base ?? '') ? (base as MailLocale) : DEFAULT_LOCALE;
}
