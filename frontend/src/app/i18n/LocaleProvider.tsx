import { Suspense, use, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LOCALE, directionOf, type Locale } from '../locales';
import { applyLanguageWithResync } from './language-resync';
import { catalogVersion, loadMessages, subscribeToCatalog } from './load-messages';

function reportIntlError(error: { readonly code: string }): void {
  // Missing keys already fall back to English and are caught by the catalog test; keep production consoles quiet.
  if (import.meta.env.PROD && error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
}

function CatalogBoundary({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Re-render when a lazy page has completed the catalog; the whole catalog is loaded by then, so `use` does not suspend.
  useSyncExternalStore(subscribeToCatalog, catalogVersion);
  const messages = use(loadMessages(locale));

  useLayoutEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      if (root.lang !== locale) root.lang = locale;
      if (root.dir !== directionOf(locale)) root.dir = directionOf(locale);
    };
    return applyLanguageWithResync(apply, (run, delay) => window.setTimeout(run, delay), (handle) => window.clearTimeout(handle as number));
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/** Renders children in `locale` once its catalog is loaded, and mirrors it onto `<html lang dir>`. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <CatalogBoundary locale={locale}>{children}</CatalogBoundary>
    </Suspense>
  );
}
