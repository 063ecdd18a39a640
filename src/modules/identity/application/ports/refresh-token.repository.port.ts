import type { NewRefreshToken, StoredRefreshToken } from '../../domain/session.js';

export interface RefreshTokenRepository {
  add(token: NewRefreshToken): Promise<StoredRefreshToken>;
  findByHash(tokenHash: string): Promise<StoredRefreshToken | null>;
  /**
   * Marks the token as exchanged, only if nobody did before (one statement): true for the one
   * request that wins when several present the same token at once.
   */
  markRotated(id: string, at: Date): Promise<boolean>;
  revokeFamily(familyId: string, at: Date): Promise<number>;
  revokeAllForUser(userId: string, at: Date): Promise<number>;
  listForUser(userId: string): Promise<StoredRefreshToken[]>;
  deleteForUser(userId: string): Promise<number>;
}
