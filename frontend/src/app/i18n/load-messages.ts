import { DEFAULT_LOCALE, localeDefinition, type Locale, type Messages } from '../locales';

/**
 * A promise React's `use()` reads synchronously once settled: the `status`/`value` fields are the
 * protocol React itself writes on promises it has seen. Writing them here means a catalog that is
 * already loaded never suspends the page again, even through a promise React has not met yet.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

type Part = 'load' | 'loadRest';

async function importPart(locale: Locale, part: Part): Promise<Messages> {
  try {
    return (await localeDefinition(locale)[part]()).default;
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    // A catalog that fails to download must not leave the page blank: read it in English.
    return (await localeDefinition(DEFAULT_LOCALE)[part]()).default;
  }
}

/** One promise per locale and part, kept for the page's lifetime so React's `use()` sees a stable value. */
const cache = new Map<string, Tracked<Messages>>();

function cached(key: string, load: () => Promise<Messages>): Tracked<Messages> {
  let pending = cache.get(key);
  if (!pending) {
    pending = track(load());
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

let wholeCatalogs = false;
let activeLocale: Locale = DEFAULT_LOCALE;
let version = 0;
const listeners = new Set<() => void>();

/**
 * The messages of `locale`: at first only those of the code loaded with the first page (the build
 * splits each catalog, see frontend/build/formatjs-precompile.ts); whole catalogs once a lazily
 * loaded page has asked for them. Every message is in the catalogs (English fills the gaps at build
 * time), so descriptors carry no defaultMessage in production.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  activeLocale = locale;
  const initial = cached(`${locale}:initial`, () => importPart(locale, 'load'));
  if (!wholeCatalogs) return initial;
  return cached(`${locale}:whole`, async () => {
    const [first, rest] = await Promise.all([initial, cached(`${locale}:rest`, () => importPart(locale, 'loadRest'))]);
    return { ...first, ...rest } as Messages;
  });
}

/**
 * Awaited at the top level by every lazily loaded module that shows messages (the build injects the
 * import), so such a module finishes loading only once its messages are there. From then on every
 * locale loads whole, so switching language on a lazy page brings that page's text along.
 */
export async function completeCatalog(): Promise<void> {
  wholeCatalogs = true;
  await loadMessages(activeLocale);
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeToCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever more messages have arrived (useSyncExternalStore snapshot). */
export function catalogVersion(): number {
  return version;
}
