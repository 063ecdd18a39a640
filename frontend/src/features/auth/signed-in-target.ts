import type { SessionUser } from '../../app/auth.slice';
import { decideAccess } from '../access';

/**
 * Where a signed-in visitor of the sign-in or sign-up page goes: the page that sent them (`next`)
 * when they may open it, else the dashboard. A page they may not open would send them straight
 * back here (a signed-in Standard user refused /admin is asked to sign in as an administrator).
 */
export function mayOpen(target: string, user: SessionUser): boolean {
  const path = target.split(/[?#]/)[0]!.replace(/^\/[^/]+/, '') || '/';
  return decideAccess(path, { authenticated: true, premium: user.isPremium, admin: user.isAdmin }).allowed;
}
