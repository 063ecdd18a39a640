import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSessionExpired, selectSessionStatus, selectSessionUser } from '../../app/auth.slice';
import type { LoginPageState } from '../../app/session/login-state';
import { decideAccess, type Redirect, type Viewer } from './access-rules';
import { accessMessages as m } from './access.messages';
import { loginPathFor } from './return-path';

/** What the guard passes to the page it redirects to, so that page can say why the visitor landed there. */
export interface RefusedAccessState {
  readonly refusedPath: string;
  readonly requires: 'auth' | 'premium' | 'admin';
}

function Refused({ to, state }: { to: string; state: RefusedAccessState }) {
  const dispatch = useAppDispatch();
  const reported = useRef(false);
  useEffect(() => {
    // Once per refusal, even when React runs effects twice in development.
    if (reported.current) return;
    reported.current = true;
    // The path alone: a query string or fragment can carry tokens or addresses (the server strips them too).
    const report = { path: state.refusedPath.split(/[?#]/)[0]!, timestamp: new Date().toISOString(), type: 'unauthorized_access' } as const;
    // The API client loads only when there is something to report: pages that refuse nobody never download it.
    void import('./access.api').then(({ accessApi }) => {
      const request = dispatch(accessApi.endpoints.logRefusedAccess.initiate(report));
      void request.finally(() => request.reset());
    });
  }, [dispatch, state.refusedPath]);
  return <Navigate replace to={to} state={state} />;
}

function targetFor(locale: string, redirect: Redirect, refusedPath: string): string {
  return redirect === '/login' ? loginPathFor(locale, refusedPath) : `/${locale}${redirect}`;
}

/**
 * Applies the page guards of docs/product.md §4.2 to every page under `/{lang}` before it renders. While a stored
 * session is being confirmed, guarded pages wait instead of bouncing a signed-in user to /login.
 */
export function AccessGate({ locale, children }: { locale: string; children: ReactNode }) {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const expired = useAppSelector(selectSessionExpired);
  const viewer: Viewer = {
    authenticated: status !== 'anonymous' && user !== null,
    premium: user?.isPremium ?? false,
    admin: user?.isAdmin ?? false,
  };
  const pagePath = pathname.slice(locale.length + 1) || '/';
  const decision = decideAccess(pagePath, viewer);

  if (decision.allowed) return children;
  if (status === 'restoring') return <div aria-busy="true" aria-label={intl.formatMessage(m.checking)} />;
  const refusedPath = `${pathname}${search}${hash}`;
  // The session ended on this page (refresh refused, docs/product.md §6.2): the visitor was allowed here, so
  // the sign-in page says the session expired rather than what the page requires, and nothing is reported.
  if (expired) return <Navigate replace to={loginPathFor(locale, refusedPath)} state={{ notice: 'sessionExpired' } satisfies LoginPageState} />;
  return <Refused to={targetFor(locale, decision.redirect, refusedPath)} state={{ refusedPath, requires: decision.requires }} />;
}
