import { randomBytes } from 'node:crypto';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { openClickHouse } from '../../src/modules/analytics/adapters/clickhouse/clickhouse-connection.js';
import { migrateClickHouse } from '../../src/modules/analytics/adapters/clickhouse/clickhouse-migrator.js';
import type { ClickHouseSettings } from '../../src/modules/analytics/adapters/clickhouse/clickhouse-settings.js';

export interface ClickHouseTestDatabase {
  client: ClickHouseClient;
  settings: ClickHouseSettings;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated ClickHouse database per test file, on the engine `make test-clickhouse` started
 * (CLICKHOUSE_TEST_URL). Without that variable the ClickHouse specs fail: they never skip.
 */
export async function createClickHouseTestDatabase(): Promise<ClickHouseTestDatabase> {
  const db = await createEmptyClickHouseDatabase();
  await migrateClickHouse(db.client);
  return db;
}

/** The same without the migrations applied: for the migrations' own specs. */
export async function createEmptyClickHouseDatabase(): Promise<ClickHouseTestDatabase> {
  const url = process.env.CLICKHOUSE_TEST_URL;
  if (!url) throw new Error('CLICKHOUSE_TEST_URL is not set: run the ClickHouse specs with `make test-clickhouse` (test/clickhouse/run.ts starts the engine)');
  const database = `t_${randomBytes(6).toString('hex')}`;
  const admin = createClient({ url });
  await admin.command({ query: `CREATE DATABASE ${database}` });
  await admin.close();
  const settings: ClickHouseSettings = { url, username: 'default', password: '', database };
  const client = openClickHouse(settings);
  return {
    client,
    settings,
    drop: async () => {
      await client.command({ query: `DROP DATABASE IF EXISTS ${database} SYNC` });
      await client.close();
    },
  };
}
