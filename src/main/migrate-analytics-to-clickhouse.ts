import { openClickHouse } from '../modules/analytics/adapters/clickhouse/clickhouse-connection.js';
import { prepareClickHouseSchema } from '../modules/analytics/adapters/clickhouse/clickhouse-migrator.js';
import { copyAnalyticsToClickHouse, formatCopyOutcome } from '../modules/analytics/adapters/clickhouse/postgres-to-clickhouse.copy.js';
import { ConfigError, loadConfig } from '../platform/config/index.js';
import { acquireDataDirLock, createKnex, underMigrationLock } from '../platform/db/index.js';

/**
 * `make migrate-analytics-to-clickhouse` (docs/adr/0012-analytics-on-clickhouse.md, "Moving"): the ClickHouse
 * schema brought up to date, then the PostgreSQL store's analytics data copied into it and both sides'
 * figures printed (adapters/clickhouse/postgres-to-clickhouse.copy.ts). Exits 1 when a figure differs.
 * Safe to run again: what is already copied is skipped or dropped as a duplicate.
 */
async function run(): Promise<boolean> {
  const config = loadConfig();
  if (config.analyticsStore.kind !== 'clickhouse') throw new ConfigError('CLICKHOUSE_URL is not set: there is no ClickHouse store to copy the analytics data into');
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : undefined;
  const knex = createKnex(config.database);
  const client = openClickHouse(config.analyticsStore);
  try {
    // The database created when missing and the schema brought up to date, as `make migrate` does.
    const settings = config.analyticsStore;
    const { applied } = await underMigrationLock(knex, () => prepareClickHouseSchema(settings));
    if (applied.length) process.stdout.write(`Applied ${applied.length} ClickHouse migration(s):\n${applied.map((m) => `  ${m}\n`).join('')}`);
    const outcome = await copyAnalyticsToClickHouse(knex, client, { onPage: (table, day, rows) => process.stdout.write(`  ${table} ${day}: ${rows} rows\n`) });
    process.stdout.write(formatCopyOutcome(outcome));
    return outcome.ok;
  } finally {
    await client.close();
    await knex.destroy();
    lock?.release();
  }
}

run().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(error instanceof ConfigError ? `Copy cannot start: ${error.message}\n` : `Copy failed: ${String(error instanceof Error ? error.stack : error)}\n`);
    process.exit(1);
  },
);
