import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '../../features/access';
import { selectSessionExpired, sessionExpiryNoticed } from '../auth.slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { LoginPageState } from './login-state';

/** docs/product.md §6.2: once a refresh is refused, the visitor goes to sign in after about 100 ms. */
export const SESSION_END_REDIRECT_MS = 100;

/**
 * The sign-in page says why it was opened. On a guarded page the guard (features/access AccessGate) redirects first,
 * with the same notice and return path; this then only marks the expiry as noticed.
 */
export function SessionEndRedirect({ locale }: { locale: string }) {
  const expired = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (!expired) return;
    const timer = window.setTimeout(() => {
      dispatch(sessionExpiryNoticed());
      const loginPath = `/${locale}/login`;
      if (pathname === loginPath) return;
      void navigate(loginPathFor(locale, `${pathname}${search}${hash}`), { state: { notice: 'sessionExpired' } satisfies LoginPageState });
    }, SESSION_END_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [expired, dispatch, navigate, locale, pathname, search, hash]);
  return null;
}
