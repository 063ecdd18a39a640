import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClickHouseClient } from '@clickhouse/client';
import { openClickHouse } from './clickhouse-connection.js';
import type { ClickHouseSettings } from './clickhouse-settings.js';

const here = dirname(fileURLToPath(import.meta.url));
/** migrations/clickhouse under tsx and once compiled (the build copies the .sql files beside dist/migrations). */
export const CLICKHOUSE_MIGRATIONS_DIR = resolve(here, '../../../../../migrations/clickhouse');

const LEDGER = 'analytics_schema_migrations';
const MIGRATION_TIMEOUT_MS = 6 * 60 * 60 * 1000;

/**
 * Applies the ClickHouse migrations (`migrations/clickhouse/<timestamp>_<module>__<change>.sql`, forward-only,
 * in name order) that the database's ledger does not list yet. A file is listed once all its statements ran,
 * so one that stopped part-way runs again from its first statement: each file must be safe to re-run from
 * any point (`IF NOT EXISTS`; a copy dropped before it is made again). The callers hold the PostgreSQL
 * migration lock meanwhile (`underMigrationLock`, src/platform/db/migrator.ts), so several pods and the Helm
 * Job migrate one at a time.
 */
export async function migrateClickHouse(client: ClickHouseClient, directory = CLICKHOUSE_MIGRATIONS_DIR): Promise<{ applied: string[] }> {
  await client.command({ query: `CREATE TABLE IF NOT EXISTS ${LEDGER} (name String, applied_at DateTime('UTC') DEFAULT now()) ENGINE = ReplacingMergeTree ORDER BY name` });
  const done = new Set((await (await client.query({ query: `SELECT name FROM ${LEDGER} FINAL`, format: 'JSONEachRow' })).json<{ name: string }>()).map((r) => r.name));
  const applied: string[] = [];
  for (const name of readdirSync(directory).filter((f) => f.endsWith('.sql')).sort()) {
    if (done.has(name)) continue;
    for (const statement of statementsOf(readFileSync(join(directory, name), 'utf8'))) await client.command({ query: statement });
    await client.insert({ table: LEDGER, values: [{ name }], format: 'JSONEachRow', columns: ['name'] });
    applied.push(name);
  }
  return { applied };
}

/**
 * `make migrate`, the Helm migration Job and a start with MIGRATE_ON_START: the database created when missing
 * (an operator-managed cluster may have made it already), then the pending migrations.
 */
export async function prepareClickHouseSchema(settings: ClickHouseSettings): Promise<{ applied: string[] }> {
  const server = openClickHouse({ ...settings, database: 'default' });
  try {
    await server.command({ query: `CREATE DATABASE IF NOT EXISTS ${settings.database}` });
  } finally {
    await server.close();
  }
  // A migration may copy a whole table (20261230000200): far longer than a query's default 30 s.
  const client = openClickHouse(settings, { requestTimeoutMs: MIGRATION_TIMEOUT_MS });
  try {
    return await migrateClickHouse(client);
  } finally {
    await client.close();
  }
}

/** The file's statements: `--` comment lines dropped, split at the `;` that ends a line. */
export function statementsOf(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
