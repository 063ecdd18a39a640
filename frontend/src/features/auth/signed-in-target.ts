import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { SessionUser } from '../../app/auth.slice';
import { decideAccess, NEXT_PARAM, safeReturnPath } from '../access';

/** The page to go on to once signed in: the one that asked (`?next=`, same-origin paths only), else the dashboard. */
export function useReturnTarget(): string {
  const intl = useIntl();
  const [params] = useSearchParams();
  return safeReturnPath(params.get(NEXT_PARAM), `/${intl.locale}/dashboard`);
}

/**
 * Where a signed-in visitor of the sign-in or sign-up page goes: the page that sent them (`next`)
 * when they may open it, else the dashboard. A page they may not open would send them straight
 * back here (a signed-in Standard user refused /admin is asked to sign in as an administrator).
 */
export function mayOpen(target: string, user: SessionUser): boolean {
  const path = target.split(/[?#]/)[0]!.replace(/^\/[^/]+/, '') || '/';
  return decideAccess(path, { authenticated: true, premium: user.isPremium, admin: user.isAdmin }).allowed;
}
