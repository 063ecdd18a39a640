import { DEFAULT_LOCALE, localeDefinition, type Locale, type Messages } from '../locales';

const cache = new Map<Locale, Promise<Messages>>();

async function importCatalog(locale: Locale): Promise<Messages> {
  try {
    return (await localeDefinition(locale).load()).default;
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    // A catalog that fails to download must not leave the page blank: read it in English.
    return (await localeDefinition(DEFAULT_LOCALE).load()).default;
  }
}

/**
 * One promise per locale, kept for the page's lifetime so React's `use()` sees a stable value.
 * Messages missing from a catalog fall back to the descriptors' English defaultMessage.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = importCatalog(locale);
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
