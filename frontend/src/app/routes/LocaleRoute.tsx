import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../features/errors';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { withLocalePrefix } from '../locale-path';
import { detectPreferredLocale } from '../locale-preference';
import { matchLocale } from '../locales';
import { PublicLayout } from '../shell/PublicLayout';

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
      <LocaleProvider locale={detectPreferredLocale()}>
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      </LocaleProvider>
    );
  }

  if (lang !== locale) {
    const canonical = { pathname: withLocalePrefix(location.pathname, locale), search: location.search, hash: location.hash };
    return <Navigate replace to={canonical} />;
  }

  return (
    <LocaleProvider locale={locale}>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    </LocaleProvider>
  );
}
