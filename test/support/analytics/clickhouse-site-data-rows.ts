import { randomUUID } from 'node:crypto';
import type { ClickHouseClient } from '@clickhouse/client';
import { CLICKHOUSE_SITE_DATA_TABLES } from '../../../src/modules/analytics/adapters/clickhouse/clickhouse-site-data-tables.js';

/**
 * ClickHouse's twin of site-data-rows.ts: rows built from the catalog (system.columns), so a table added
 * to the ClickHouse store is seeded, purged and counted by the specs without editing them.
 */

/** The value of a column of ClickHouse type `type` for a row dated `at`; undefined leaves a Nullable column NULL. */
function filler(type: string, at: Date, unique: string): unknown {
  if (type.startsWith('Nullable(') || type.startsWith('LowCardinality(Nullable(')) return undefined;
  // Every time column (the row's date, a session's start, an error's last sighting) is `at`: the row
  // belongs to that instant's hour and day, whichever column a table is partitioned or purged by.
  if (type.includes('DateTime')) return at.toISOString();
  if (type === 'Date') return at.toISOString().slice(0, 10);
  if (type === 'UUID') return randomUUID();
  if (type === 'String' || type === 'LowCardinality(String)') return `x-${unique}`;
  // Non-zero: SummingMergeTree drops a row whose counters are all zero when its part merges.
  if (/^U?Int\d+$/.test(type)) return 1;
  if (type === 'Bool') return false;
  throw new Error(`clickhouse-site-data-rows: no filler for type ${type}`);
}

const tablesCache = new WeakMap<ClickHouseClient, Map<string, Map<string, string>>>();

/**
 * The database's tables other than the migrations' ledger and the views (which store nothing of their own), with
 * their columns' types (read once per client).
 * Columns with a DEFAULT are left to it: the write intents' `created_at` (now()) drives their TTL, and a row
 * seeded 90 days old must not be expired by it while a spec runs.
 */
export async function clickHouseTables(client: ClickHouseClient): Promise<Map<string, Map<string, string>>> {
  const cached = tablesCache.get(client);
  if (cached) return cached;
  const rows = await (
    await client.query({
      query: `SELECT table, name, type FROM system.columns WHERE database = currentDatabase() AND table != 'analytics_schema_migrations' AND default_kind = ''
                AND table IN (SELECT name FROM system.tables WHERE database = currentDatabase() AND engine != 'MaterializedView')
              ORDER BY table, position`,
      format: 'JSONEachRow',
    })
  ).json<{ table: string; name: string; type: string }>();
  const tables = new Map<string, Map<string, string>>();
  for (const { table, name, type } of rows) {
    if (!tables.has(table)) tables.set(table, new Map());
    tables.get(table)!.set(name, type);
  }
  tablesCache.set(client, tables);
  return tables;
}

/** One row of `table` for `siteId`, every time column `at`, every other column filled (keys unique per row). */
export async function insertClickHouseRow(client: ClickHouseClient, table: string, siteId: string, at: Date): Promise<void> {
  const columns = (await clickHouseTables(client)).get(table);
  if (!columns) throw new Error(`${table} is not a ClickHouse table`);
  const unique = randomUUID();
  const row: Record<string, unknown> = {};
  for (const [name, type] of columns) {
    const value = name === 'site_id' ? siteId : filler(type, at, unique);
    if (value !== undefined) row[name] = value;
  }
  await client.insert({ table, values: [row], format: 'JSONEachRow', clickhouse_settings: { date_time_input_format: 'best_effort' } });
}

/** Rows of `siteId` per table of CLICKHOUSE_SITE_DATA_TABLES (rows hidden by a lightweight DELETE are not counted). */
export async function countClickHouseSiteRows(client: ClickHouseClient, siteId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { table } of CLICKHOUSE_SITE_DATA_TABLES) {
    const [row] = await (await client.query({ query: `SELECT count() AS n FROM ${table} WHERE site_id = {site:UUID}`, query_params: { site: siteId }, format: 'JSONEachRow' })).json<{ n: string }>();
    out[table] = Number(row!.n);
  }
  return out;
}
