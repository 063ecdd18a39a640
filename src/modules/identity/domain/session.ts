/**
 * Session rules (identity contract; identity README, "Tokens and sessions"). An access token lives 15 minutes; the refresh
 * token behind it lives as long as the session: 1 day, or 30 days when the user asked to be
 * remembered. The session's end is fixed at sign-in: rotation hands out new tokens, never more time.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const DAY_MS = 24 * 3600 * 1000;
export const SESSION_TTL_MS = { default: DAY_MS, remembered: 30 * DAY_MS } as const;

/**
 * Two tabs that refresh at the same moment both present the same token; the second arrives just
 * after the first rotated it. Within this window the late one gets a sibling token of the same
 * family instead of tripping replay detection. 10 s covers slow networks and a busy event loop;
 * a thief replaying a stolen token later than that revokes the whole family.
 */
export const REFRESH_GRACE_MS = 10_000;

export interface StoredRefreshToken {
  id: string;
  tokenHash: string;
  familyId: string;
  userId: string;
  rememberMe: boolean;
  expiresAt: Date;
  createdAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export type NewRefreshToken = Omit<StoredRefreshToken, 'id' | 'createdAt' | 'rotatedAt' | 'revokedAt'>;

/**
 * What presenting a stored token means:
 * - rotate: current and valid, exchange it for a successor;
 * - grace: already rotated a moment ago (the two-tab race), issue a sibling;
 * - replay: rotated long enough ago that only a copy can be presenting it, revoke the family;
 * - dead: revoked (signed out, password changed, family revoked) or past the session's end.
 */
export type RefreshVerdict = 'rotate' | 'grace' | 'replay' | 'dead';

export function judgeRefresh(token: StoredRefreshToken, now: Date): RefreshVerdict {
  if (token.revokedAt || token.expiresAt.getTime() <= now.getTime()) return 'dead';
  if (!token.rotatedAt) return 'rotate';
  return now.getTime() - token.rotatedAt.getTime() <= REFRESH_GRACE_MS ? 'grace' : 'replay';
}

export function sessionEnd(now: Date, rememberMe: boolean): Date {
  return new Date(now.getTime() + (rememberMe ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.default));
}
