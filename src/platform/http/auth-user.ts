import { DomainError } from '../../shared/index.js';
import type { AuthPolicy, AuthUser } from './route.js';

/** Flags reach us as true, 1, '1' or 'true' depending on the writer (SPEC §3); all mean yes. */
export const readFlag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** Maps verified access-token claims to the caller; anything without a subject is no user at all. */
export function userFromClaims(claims: unknown): AuthUser | null {
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as Record<string, unknown>;
  if (typeof c.sub !== 'string' || c.sub.length === 0) return null;
  return {
    id: c.sub,
    username: typeof c.username === 'string' ? c.username : undefined,
    email: typeof c.email === 'string' ? c.email : undefined,
    isPremium: readFlag(c.isPremium),
    isAdmin: readFlag(c.isAdmin),
  };
}

/** Throws the error the caller gets when the route's policy refuses them. */
export function enforcePolicy(policy: AuthPolicy, user: AuthUser | null): void {
  if (policy === 'public') return;
  if (!user) throw new DomainError('unauthenticated', 'AUTH_REQUIRED', 'Authentication required');
  if (policy === 'premium' && !user.isPremium && !user.isAdmin) {
    throw new DomainError('forbidden', 'PREMIUM_REQUIRED', 'A Premium plan or an active trial is required');
  }
  if (policy === 'admin' && !user.isAdmin) throw new DomainError('forbidden', 'ADMIN_REQUIRED', 'Administrator access required');
}
