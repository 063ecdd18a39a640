import type { StoredEmailVerification } from '../../domain/email-verification.js';

export interface EmailVerificationRepository {
  add(verification: { userId: string; email: string; tokenHash: string; expiresAt: Date }): Promise<StoredEmailVerification>;
  findByHash(tokenHash: string): Promise<StoredEmailVerification | null>;
  /** Uses the link, only if still unused (one statement). */
  markUsed(id: string, at: Date): Promise<boolean>;
  /** A new link, or a new address, makes the older links of the account useless. */
  invalidateForUser(userId: string, at: Date): Promise<void>;
  listForUser(userId: string): Promise<StoredEmailVerification[]>;
  deleteForUser(userId: string): Promise<number>;
}
