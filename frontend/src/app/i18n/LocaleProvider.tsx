import { Suspense, use, useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LOCALE, directionOf, type Locale } from '../locales';
import { loadMessages } from './load-messages';

function reportIntlError(error: { readonly code: string }): void {
  // Missing keys already fall back to English and are caught by the catalog test; keep production consoles quiet.
  if (import.meta.env.PROD && error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
}

function CatalogBoundary({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = use(loadMessages(locale));

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
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
