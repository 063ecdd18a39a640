import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { AccessGate } from '../../features/access';
import { CookieBanner } from '../../features/consent';
import { NotFoundPage } from '../../features/errors';
import { useAppDispatch, useAppStore } from '../hooks';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { DefaultLayout } from '../layouts';
import { withLocalePrefix } from '../locale-path';
import { detectPreferredLocale } from '../locale-preference';
import { KeepAliveHome } from './KeepAliveHome';
import { matchLocale, type Locale } from '../locales';
import { languageChanged } from '../preferences.slice';
import { bootSession } from '../session/bootstrap';
import { SessionEndRedirect } from '../session/SessionEndRedirect';
import { NewVersionToast } from '../version/NewVersionToast';

/** What every page shares whatever its layout: the cookie banner, the new-version notice and the session. */
function PageChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    dispatch(languageChanged(locale));
  }, [dispatch, locale]);
  useEffect(() => bootSession(store), [store]);
  return (
    <LocaleProvider locale={locale}>
      {children}
      <NewVersionToast />
      <CookieBanner />
      <SessionEndRedirect locale={locale} />
    </LocaleProvider>
  );
}

/**
 * `/:lang/*`. A known language in another case (`/AR/...`) is redirected to its canonical
 * lower-case prefix; an unknown prefix is a 404, shown in the visitor's preferred language.
 */
export function LocaleRoute() {
  const { lang } = useParams();
  const location = useLocation();
  const locale = matchLocale(lang);

  if (!locale) {
    return (
      <PageChrome locale={detectPreferredLocale()}>
        <DefaultLayout>
          <NotFoundPage />
        </DefaultLayout>
      </PageChrome>
    );
  }

  if (lang !== locale) {
    const canonical = { pathname: withLocalePrefix(location.pathname, locale), search: location.search, hash: location.hash };
    return <Navigate replace to={canonical} />;
  }

  return (
    <PageChrome locale={locale}>
      <AccessGate locale={locale}>
        <KeepAliveHome locale={locale}>
          <Outlet />
        </KeepAliveHome>
      </AccessGate>
    </PageChrome>
  );
}
