/** A reset link works once, for one hour (identity README, "Mail"). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface StoredPasswordReset {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export function resetUsable(reset: StoredPasswordReset, now: Date): boolean {
  return reset.usedAt === null && reset.expiresAt.getTime() > now.getTime();
}
