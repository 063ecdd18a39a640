import { createHash } from 'node:crypto';
import type { Database } from '../../src/platform/db/database.js';
import { PLATFORM } from '../../src/platform/platform.tokens.js';
import type { RunningProcess } from '../../src/main/runtime.js';
import { webToken, type WebTokenClaims } from './web.js';

/**
 * Writes (or updates) the account a minted token names, with the same flags. The browser confirms
 * a stored token with GET /api/auth/validate on load (SPEC §4) and drops it when the account does
 * not exist, so a web test acting as a user needs the row. The password hash is no hash at all:
 * nobody can sign in to these accounts with a password.
 */
export async function seedWebUser(process: RunningProcess, claims: WebTokenClaims): Promise<void> {
  const db = process.container.root.get<Database>(PLATFORM.Database);
  const flags = { is_premium: claims.isPremium ?? false, is_standard: claims.isStandard ?? false, is_admin: claims.isAdmin ?? false };
  const subscription_status = flags.is_premium ? 'premium' : flags.is_standard ? 'standard' : 'none';
  await db.knex('identity_users')
    .insert({
      id: claims.sub,
      // Unique like the column: tests give several accounts one display name (the token carries that).
      username: claims.sub.length <= 32 ? claims.sub : `${claims.sub.slice(0, 23)}-${createHash('sha256').update(claims.sub).digest('hex').slice(0, 8)}`,
      email: (claims.email ?? `${claims.sub}@example.test`).toLowerCase(),
      password_hash: '!seeded',
      ...flags,
      subscription_status,
    })
    .onConflict('id')
    .merge({ ...flags, subscription_status });
}

let webProcess: RunningProcess | undefined;

/** web.setup.ts names the app it started; with WEB_BASE_URL pointing elsewhere there is none, and nothing is seeded. */
export function registerWebProcess(process: RunningProcess | undefined): void {
  webProcess = process;
}

/** A token for `claims`, its account written first (see seedWebUser). */
export async function webUser(claims: WebTokenClaims, expiresInSeconds?: number): Promise<string> {
  if (webProcess) await seedWebUser(webProcess, claims);
  return webToken(claims, expiresInSeconds);
}
