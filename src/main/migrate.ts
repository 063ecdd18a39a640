import { migrateClickHouseStore } from '../modules/analytics/analytics.module.js';
import { ConfigError, loadConfig } from '../platform/config/index.js';
import { acquireDataDirLock, createKnex, migrateToLatest, underMigrationLock } from '../platform/db/index.js';

/** `make migrate` and the Helm pre-upgrade Job: apply pending migrations and exit. */
async function run(): Promise<void> {
  const config = loadConfig();
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : undefined;
  const knex = createKnex(config.database);
  try {
    const { applied } = await migrateToLatest(knex);
    process.stdout.write(applied.length ? `Applied ${applied.length} migration(s):\n${applied.map((m) => `  ${m}\n`).join('')}` : 'Database already up to date.\n');
    if (config.analyticsStore.kind === 'clickhouse') {
      const settings = config.analyticsStore;
      const clickhouse = await underMigrationLock(knex, () => migrateClickHouseStore(settings));
      process.stdout.write(
        clickhouse.applied.length
          ? `Applied ${clickhouse.applied.length} ClickHouse migration(s):\n${clickhouse.applied.map((m) => `  ${m}\n`).join('')}`
          : 'ClickHouse analytics store already up to date.\n',
      );
    }
  } finally {
    await knex.destroy();
    lock?.release();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(error instanceof ConfigError ? `Migration cannot start: ${error.message}\n` : `Migration failed: ${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
