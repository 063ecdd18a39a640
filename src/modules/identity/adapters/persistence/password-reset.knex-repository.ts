import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { PasswordResetRepository } from '../../application/ports/password-reset.repository.port.js';
import type { StoredPasswordReset } from '../../domain/password-reset.js';

const TABLE = 'identity_password_resets';

interface Row {
  id: string | number;
  user_id: string;
  token_hash: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  created_at: Date | string;
}

@injectable()
export class PasswordResetKnexRepository implements PasswordResetRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async add(reset: { userId: string; tokenHash: string; expiresAt: Date }): Promise<StoredPasswordReset> {
    const [row] = (await this.db.executor()(TABLE).insert({ user_id: reset.userId, token_hash: reset.tokenHash, expires_at: reset.expiresAt }).returning('*')) as Row[];
    return toReset(row!);
  }

  async findByHash(tokenHash: string): Promise<StoredPasswordReset | null> {
    const row = (await this.db.executor()(TABLE).where({ token_hash: tokenHash }).first()) as Row | undefined;
    return row ? toReset(row) : null;
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    return (await this.db.executor()(TABLE).where({ id }).whereNull('used_at').update({ used_at: at })) === 1;
  }

  async invalidateForUser(userId: string, at: Date): Promise<void> {
    await this.db.executor()(TABLE).where({ user_id: userId }).whereNull('used_at').update({ used_at: at });
  }

  async listForUser(userId: string): Promise<StoredPasswordReset[]> {
    return ((await this.db.executor()(TABLE).where({ user_id: userId }).orderBy('id')) as Row[]).map(toReset);
  }

  async deleteForUser(userId: string): Promise<number> {
    return this.db.executor()(TABLE).where({ user_id: userId }).delete();
  }
}

function toReset(row: Row): StoredPasswordReset {
  return {
    id: String(row.id),
    userId: row.user_id,
    tokenHash: row.token_hash,
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    createdAt: new Date(row.created_at),
  };
}
