import 'reflect-metadata';
import { GrantAdmin } from '../modules/identity/application/grant-admin/grant-admin.use-case.js';
import { UserKnexRepository } from '../modules/identity/adapters/persistence/user.knex-repository.js';
import { ConfigError, loadConfig } from '../platform/config/index.js';
import { acquireDataDirLock, createKnex, Database } from '../platform/db/index.js';
import { isDomainError, systemClock } from '../shared/index.js';

/**
 * `make admin EMAIL=…`: makes an existing account an administrator, against the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR, which must not be in use by a running StackLens).
 * The account must exist: sign up first. Takes effect at the account's next sign-in or token refresh.
 */
async function run(email: string | undefined): Promise<void> {
  if (!email) {
    process.stderr.write('Usage: make admin EMAIL=you@example.com\n');
    process.exit(2);
  }
  const config = loadConfig();
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : undefined;
  const database = new Database(createKnex(config.database));
  try {
    await new GrantAdmin(new UserKnexRepository(database), systemClock).execute(email);
    process.stdout.write(`${email.trim().toLowerCase()} is now an administrator (from its next sign-in or token refresh).\n`);
  } finally {
    await database.close();
    lock?.release();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  if (error instanceof ConfigError || isDomainError(error)) process.stderr.write(`Cannot grant admin: ${error.message}\n`);
  else process.stderr.write(`Granting admin failed: ${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
