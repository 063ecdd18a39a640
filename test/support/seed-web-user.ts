import type { Database } from '../../src/platform/db/database.js';
import { PLATFORM } from '../../src/platform/platform.tokens.js';
import type { RunningProcess } from '../../src/main/runtime.js';
import { seedAccount } from './seed-account.js';
import { webToken, type WebTokenClaims } from './web.js';

/** The account a minted web token names (seedAccount), in this worker's app (web-server.ts). */
export async function seedWebUser(process: RunningProcess, claims: WebTokenClaims): Promise<void> {
  await seedAccount(process.container.root.get<Database>(PLATFORM.Database).knex, claims);
}

let webProcess: RunningProcess | undefined;

/** web-server.ts names the app it started; with WEB_BASE_URL pointing elsewhere there is none, and nothing is seeded. */
export function registerWebProcess(process: RunningProcess | undefined): void {
  webProcess = process;
}

/** A token for `claims`, its account written first (see seedWebUser). */
export async function webUser(claims: WebTokenClaims, expiresInSeconds?: number): Promise<string> {
  if (webProcess) await seedWebUser(webProcess, claims);
  return webToken(claims, expiresInSeconds);
}
