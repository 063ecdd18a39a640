import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { LoginChallengeRepository, TwoFactorRepository, TwoFactorState } from '../../application/ports/two-factor.repository.port.js';
import type { StoredLoginChallenge } from '../../domain/two-factor.js';

const FACTORS = 'identity_two_factor';
const CODES = 'identity_recovery_codes';
const CHALLENGES = 'identity_login_challenges';

interface FactorRow {
  secret_encrypted: string | null;
  pending_secret_encrypted: string | null;
  enabled_at: Date | string | null;
  last_used_step: string | number | null;
}

@injectable()
export class TwoFactorKnexRepository implements TwoFactorRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async find(userId: string): Promise<TwoFactorState | null> {
    const row = (await this.db.executor()(FACTORS).where({ user_id: userId }).first()) as FactorRow | undefined;
    if (!row) return null;
    return {
      secretSealed: row.secret_encrypted,
      pendingSecretSealed: row.pending_secret_encrypted,
      enabledAt: row.enabled_at === null ? null : new Date(row.enabled_at),
      lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    };
  }

  async savePending(userId: string, pendingSecretSealed: string, at: Date): Promise<void> {
    await this.db
      .executor()(FACTORS)
      .insert({ user_id: userId, pending_secret_encrypted: pendingSecretSealed, updated_at: at })
      .onConflict('user_id')
      .merge(['pending_secret_encrypted', 'updated_at']);
  }

  async enable(userId: string, step: number, recoveryCodeHashes: string[], at: Date): Promise<void> {
    await this.db.transaction(async () => {
      const knex = this.db.executor();
      await knex(FACTORS)
        .where({ user_id: userId })
        .update({ secret_encrypted: knex.ref('pending_secret_encrypted'), pending_secret_encrypted: null, enabled_at: at, last_used_step: step, updated_at: at });
      await this.replaceRecoveryCodes(userId, recoveryCodeHashes, at);
    });
  }

  async disable(userId: string): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.executor()(CODES).where({ user_id: userId }).delete();
      await this.db.executor()(FACTORS).where({ user_id: userId }).delete();
    });
  }

  async useStep(userId: string, step: number): Promise<boolean> {
    const updated = await this.db
      .executor()(FACTORS)
      .where({ user_id: userId })
      .where((w) => w.whereNull('last_used_step').orWhere('last_used_step', '<', step))
      .update({ last_used_step: step });
    return updated === 1;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: string[], at: Date): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.executor()(CODES).where({ user_id: userId }).delete();
      if (codeHashes.length) await this.db.executor()(CODES).insert(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at })));
    });
  }

  async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    const knex = this.db.executor();
    // One row at most, even if a hash somehow repeated: spending a code spends one.
    const id = knex(CODES).select('id').where({ user_id: userId, code_hash: codeHash }).whereNull('used_at').limit(1);
    return (await knex(CODES).whereIn('id', id).whereNull('used_at').update({ used_at: at })) === 1;
  }

  async countUnusedRecoveryCodes(userId: string): Promise<number> {
    const [row] = await this.db.executor()(CODES).where({ user_id: userId }).whereNull('used_at').count<{ count: string | number }[]>({ count: '*' });
    return Number(row?.count ?? 0);
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.disable(userId);
  }
}

interface ChallengeRow {
  id: string;
  user_id: string;
  remember_me: boolean;
  failed_attempts: number;
  expires_at: Date | string;
}

@injectable()
export class LoginChallengeKnexRepository implements LoginChallengeRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async add(challenge: StoredLoginChallenge): Promise<void> {
    await this.db.executor()(CHALLENGES).insert({
      id: challenge.id,
      user_id: challenge.userId,
      remember_me: challenge.rememberMe,
      failed_attempts: challenge.failedAttempts,
      expires_at: challenge.expiresAt,
    });
  }

  async find(id: string): Promise<StoredLoginChallenge | null> {
    const row = (await this.db.executor()(CHALLENGES).where({ id }).first()) as ChallengeRow | undefined;
    return row ? { id: row.id, userId: row.user_id, rememberMe: row.remember_me, failedAttempts: Number(row.failed_attempts), expiresAt: new Date(row.expires_at) } : null;
  }

  async recordFailure(id: string): Promise<number> {
    const rows = (await this.db.executor()(CHALLENGES).where({ id }).increment('failed_attempts', 1).returning('failed_attempts')) as { failed_attempts: number }[];
    return rows.length ? Number(rows[0]!.failed_attempts) : Number.POSITIVE_INFINITY;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.db.executor()(CHALLENGES).where({ id }).delete()) > 0;
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.executor()(CHALLENGES).where({ user_id: userId }).delete();
  }
}
