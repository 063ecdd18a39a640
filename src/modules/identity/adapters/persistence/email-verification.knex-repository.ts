import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { EmailVerificationRepository } from '../../application/ports/email-verification.repository.port.js';
import type { StoredEmailVerification } from '../../domain/email-verification.js';

const TABLE = 'identity_email_verifications';

interface Row {
  id: string | number;
  user_id: string;
  email: string;
  token_hash: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  created_at: Date | string;
}

@injectable()
export class EmailVerificationKnexRepository implements EmailVerificationRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async add(verification: { userId: string; email: string; tokenHash: string; expiresAt: Date }): Promise<StoredEmailVerification> {
    const [row] = (await this.db
      .executor()(TABLE)
      .insert({ user_id: verification.userId, email: verification.email, token_hash: verification.tokenHash, expires_at: verification.expiresAt })
      .returning('*')) as Row[];
    return toVerification(row!);
  }

  async findByHash(tokenHash: string): Promise<StoredEmailVerification | null> {
    const row = (await this.db.executor()(TABLE).where({ token_hash: tokenHash }).first()) as Row | undefined;
    return row ? toVerification(row) : null;
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    return (await this.db.executor()(TABLE).where({ id }).whereNull('used_at').update({ used_at: at })) === 1;
  }

  async invalidateForUser(userId: string, at: Date): Promise<void> {
    await this.db.executor()(TABLE).where({ user_id: userId }).whereNull('used_at').update({ used_at: at });
  }

  async listForUser(userId: string): Promise<StoredEmailVerification[]> {
    return ((await this.db.executor()(TABLE).where({ user_id: userId }).orderBy('id')) as Row[]).map(toVerification);
  }

  async deleteForUser(userId: string): Promise<number> {
    return this.db.executor()(TABLE).where({ user_id: userId }).delete();
  }
}

function toVerification(row: Row): StoredEmailVerification {
  return {
    id: String(row.id),
    userId: row.user_id,
    email: row.email,
    tokenHash: row.token_hash,
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    createdAt: new Date(row.created_at),
  };
}
