import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../../features/errors';
import { reloadForStaleBuild } from '../../shared/errors/chunk-reload';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { EmptyLayout } from '../layouts';
import { detectPreferredLocale } from '../locale-preference';
import { matchLocale } from '../locales';

/** Replaces the failed route tree, so it brings its own locale (from the path) and layout. */
function RouteError({ error, pathname }: { error: unknown; pathname: string }) {
  const locale = matchLocale(pathname.split('/')[1]) ?? detectPreferredLocale();

  // Rendering is the only moment the boundary hands the error over; the guard makes a repeat harmless.
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

interface BoundaryProps {
  readonly location: { readonly key: string; readonly pathname: string };
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  /** Location key the error happened at: following a link away from it clears the error, as the router's own boundary did. */
  readonly failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error, failedAt: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.location.key };
    return state.failedAt === props.location.key ? null : { failed: false, error: null, failedAt: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} pathname={this.props.location.pathname} /> : this.props.children;
  }
}

/**
 * Catches what any page throws while rendering (a lazy page whose chunk is gone after a deploy, a
 * bug): a stale-build chunk error reloads the page (guarded); anything else shows the error page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}
