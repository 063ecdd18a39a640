import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

export interface SeededClaims {
  sub: string;
  email?: string;
  isPremium?: boolean;
  isStandard?: boolean;
  isAdmin?: boolean;
  /** 'trial': a trial with 7 days left; otherwise the status follows the flags ('none' reads as free). */
  status?: 'premium' | 'standard' | 'trial' | 'free';
}

/**
 * Writes (or updates) the account a minted token names, with the same flags and a proved address. The
 * server decides every request from the account as it is (identity README, "Tokens and sessions"), so a
 * test acting as a user through a minted token needs the row. The password hash is no hash at all:
 * nobody can sign in to these accounts with a password.
 */
export async function seedAccount(knex: Knex, claims: SeededClaims): Promise<void> {
  const flags = { is_premium: claims.isPremium ?? false, is_standard: claims.isStandard ?? false, is_admin: claims.isAdmin ?? false };
  const trial = claims.status === 'trial' && !flags.is_premium && !flags.is_standard;
  const subscription_status = flags.is_premium ? 'premium' : flags.is_standard ? 'standard' : trial ? 'trial' : 'none';
  const trial_end_date = trial ? new Date(Date.now() + 7 * 24 * 3600 * 1000) : null;
  await knex('identity_users')
    .insert({
      id: claims.sub,
      // Unique like the column: tests give several accounts one display name (the token carries that).
      username: claims.sub.length <= 32 ? claims.sub : `${claims.sub.slice(0, 23)}-${createHash('sha256').update(claims.sub).digest('hex').slice(0, 8)}`,
      email: (claims.email ?? `${claims.sub}@example.test`).toLowerCase(),
      password_hash: '!seeded',
      email_verified_at: new Date(),
      ...flags,
      subscription_status,
      trial_end_date,
    })
    .onConflict('id')
    .merge({ ...flags, subscription_status, trial_end_date });
}
