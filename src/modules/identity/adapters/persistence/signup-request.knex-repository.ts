import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { SignupRequestRepository } from '../../application/ports/signup-request.repository.port.js';
import type { NewSignupRequest, StoredSignupRequest } from '../../domain/email-verification.js';

const TABLE = 'identity_signup_requests';

interface Row {
  id: string | number;
  email: string;
  username: string;
  password_hash: string;
  token_hash: string;
  locale: string;
  expires_at: Date | string;
  created_at: Date | string;
}

@injectable()
export class SignupRequestKnexRepository implements SignupRequestRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async add(request: NewSignupRequest): Promise<StoredSignupRequest> {
    const [row] = (await this.db
      .executor()(TABLE)
      .insert({
        email: request.email,
        username: request.username,
        password_hash: request.passwordHash,
        token_hash: request.tokenHash,
        locale: request.locale,
        expires_at: request.expiresAt,
      })
      .returning('*')) as Row[];
    return toRequest(row!);
  }

  async findByHash(tokenHash: string): Promise<StoredSignupRequest | null> {
    const row = (await this.db.executor()(TABLE).where({ token_hash: tokenHash }).first()) as Row | undefined;
    return row ? toRequest(row) : null;
  }

  async latestFor(email: string, now: Date): Promise<StoredSignupRequest | null> {
    const row = (await this.db.executor()(TABLE).where({ email }).where('expires_at', '>', now).orderBy('id', 'desc').first()) as Row | undefined;
    return row ? toRequest(row) : null;
  }

  async replaceToken(id: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
    return (await this.db.executor()(TABLE).where({ id }).update({ token_hash: tokenHash, expires_at: expiresAt })) === 1;
  }

  async deleteFor(email: string): Promise<number> {
    return this.db.executor()(TABLE).where({ email }).delete();
  }

  async take(id: string): Promise<boolean> {
    return (await this.db.executor()(TABLE).where({ id }).delete()) === 1;
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.db.executor()(TABLE).where('expires_at', '<=', now).delete();
  }
}

function toRequest(row: Row): StoredSignupRequest {
  return {
    id: String(row.id),
    email: row.email,
    username: row.username,
    passwordHash: row.password_hash,
    tokenHash: row.token_hash,
    locale: row.locale,
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
  };
}
