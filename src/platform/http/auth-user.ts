import { DomainError } from '../../shared/index.js';
import type { AuthPolicy, AuthUser } from './route.js';

/** Flags reach us as true, 1, '1' or 'true' depending on the writer (docs/product.md §5.1); all mean yes. */
export const readFlag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

const REFUSALS: Record<string, string> = {
  AUTH_USER_NOT_FOUND: 'user not found',
  AUTH_TOKEN_REVOKED: 'This session was signed out or its rights changed; refresh it',
  AUTH_TOKEN_INVALID: 'The access token is not valid',
};

/**
 * Throws the error the caller gets when the route's policy refuses them. `refusal` is the code of a
 * token that verified but stands for no one any more (PrincipalResolver): a 401 with that code, so the
 * browser refreshes (or signs out) instead of showing "sign in" to someone who is signed in.
 */
export function enforcePolicy(policy: AuthPolicy, user: AuthUser | null, refusal?: string): void {
  if (policy === 'public') return;
  if (!user && refusal) throw new DomainError('unauthenticated', refusal, REFUSALS[refusal] ?? 'Authentication required');
  if (!user) throw new DomainError('unauthenticated', 'AUTH_REQUIRED', 'Authentication required');
  if (policy === 'premium' && !user.isPremium && !user.isAdmin) {
    throw new DomainError('forbidden', 'PREMIUM_REQUIRED', 'A Premium plan or an active trial is required');
  }
  if (policy === 'admin' && !user.isAdmin) throw new DomainError('forbidden', 'ADMIN_REQUIRED', 'Administrator access required');
}
