import type { StoredPasswordReset } from '../../domain/password-reset.js';

export interface PasswordResetRepository {
  add(reset: { userId: string; tokenHash: string; expiresAt: Date }): Promise<StoredPasswordReset>;
  findByHash(tokenHash: string): Promise<StoredPasswordReset | null>;
  /** Uses the token, only if still unused (one statement): a link clicked twice at once resets once. */
  markUsed(id: string, at: Date): Promise<boolean>;
  /** After a reset or a change, older links stop working too. */
  invalidateForUser(userId: string, at: Date): Promise<void>;
  listForUser(userId: string): Promise<StoredPasswordReset[]>;
  deleteForUser(userId: string): Promise<number>;
}
