import { useParams, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../../features/errors';
import { reloadForStaleBuild } from '../../shared/errors/chunk-reload';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { EmptyLayout } from '../layouts';
import { detectPreferredLocale } from '../locale-preference';
import { matchLocale } from '../locales';

/**
 * The router's error element. It replaces the failed route, so it brings its own locale and layout.
 * A stale-build chunk error reloads the page (guarded); anything else shows the error page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { lang } = useParams();
  const locale = matchLocale(lang) ?? detectPreferredLocale();

  // Rendering is the only moment the router hands the error over; the guard makes a repeat harmless.
  if (reloadForStaleBuild(error)) return <div aria-busy="true" />;
  console.error(error);

  return (
    <LocaleProvider locale={locale}>
      <EmptyLayout>
        <ErrorPage error={error} />
      </EmptyLayout>
    </LocaleProvider>
  );
}
