import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RefreshTokenRepository } from '../../application/ports/refresh-token.repository.port.js';
import type { NewRefreshToken, StoredRefreshToken } from '../../domain/session.js';

const TABLE = 'identity_refresh_tokens';

interface Row {
  id: string | number;
  token_hash: string;
  family_id: string;
  user_id: string;
  remember_me: boolean;
  expires_at: Date | string;
  created_at: Date | string;
  rotated_at: Date | string | null;
  revoked_at: Date | string | null;
}

@injectable()
export class RefreshTokenKnexRepository implements RefreshTokenRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async add(token: NewRefreshToken): Promise<StoredRefreshToken> {
    const [row] = (await this.db
      .executor()(TABLE)
      .insert({ token_hash: token.tokenHash, family_id: token.familyId, user_id: token.userId, remember_me: token.rememberMe, expires_at: token.expiresAt })
      .returning('*')) as Row[];
    return toToken(row!);
  }

  async findByHash(tokenHash: string): Promise<StoredRefreshToken | null> {
    const row = (await this.db.executor()(TABLE).where({ token_hash: tokenHash }).first()) as Row | undefined;
    return row ? toToken(row) : null;
  }

  async markRotated(id: string, at: Date): Promise<boolean> {
    return (await this.db.executor()(TABLE).where({ id }).whereNull('rotated_at').whereNull('revoked_at').update({ rotated_at: at })) === 1;
  }

  async revokeFamily(familyId: string, at: Date): Promise<number> {
    return this.db.executor()(TABLE).where({ family_id: familyId }).whereNull('revoked_at').update({ revoked_at: at });
  }

  async revokeAllForUser(userId: string, at: Date): Promise<number> {
    return this.db.executor()(TABLE).where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: at });
  }

  async listForUser(userId: string): Promise<StoredRefreshToken[]> {
    const rows = (await this.db.executor()(TABLE).where({ user_id: userId }).orderBy('id')) as Row[];
    return rows.map(toToken);
  }

  async deleteForUser(userId: string): Promise<number> {
    return this.db.executor()(TABLE).where({ user_id: userId }).delete();
  }
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function toToken(row: Row): StoredRefreshToken {
  return {
    id: String(row.id),
    tokenHash: row.token_hash,
    familyId: row.family_id,
    userId: row.user_id,
    rememberMe: row.remember_me,
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
    rotatedAt: date(row.rotated_at),
    revokedAt: date(row.revoked_at),
  };
}
