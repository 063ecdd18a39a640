import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ensurePartitions } from '../../../src/modules/analytics/adapters/persistence/partition-maintenance.js';
import { SITE_DATA_TABLES, type SiteDataTable } from '../../../src/modules/analytics/adapters/persistence/site-data-tables.js';
import { weekOf } from '../../../src/modules/analytics/domain/rollup-weeks.js';

interface Column {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

const columnsCache = new WeakMap<Knex, Map<string, Column[]>>();

async function columnsOf(knex: Knex, table: string): Promise<Column[]> {
  let perTable = columnsCache.get(knex);
  if (!perTable) columnsCache.set(knex, (perTable = new Map()));
  let columns = perTable.get(table);
  if (!columns) {
    const { rows } = await knex.raw<{ rows: Column[] }>(
      `select column_name, data_type, is_nullable, column_default from information_schema.columns
       where table_schema = current_schema() and table_name = ? order by ordinal_position`,
      [table],
    );
    columns = rows;
    perTable.set(table, columns);
  }
  return columns;
}

/** A value of the column's type that differs per call, so rows never collide on a primary key. */
function filler(column: Column, unique: string): unknown {
  switch (column.data_type) {
    case 'uuid':
      return randomUUID();
    case 'text':
    case 'character varying':
      return `x-${unique}`;
    case 'integer':
    case 'smallint':
    case 'bigint':
      return 0;
    case 'boolean':
      return false;
    case 'jsonb':
    case 'json':
      return '{}';
    case 'date':
      return '2026-01-01';
    case 'timestamp with time zone':
      return new Date(0);
    default:
      throw new Error(`site-data-rows: no filler for ${column.column_name} of type ${column.data_type}`);
  }
}

/** A `date` time column's value: the UTC day, or for `week` columns the Monday of its week (checked by the table). */
function dateOf(at: Date, timeColumn: string): string {
  const day = at.toISOString().slice(0, 10);
  return timeColumn === 'week' ? weekOf(day) : day;
}

/**
 * One row of a per-site data table for `siteId`, dated `at` in the table's time column, every other
 * required column filled from the catalog. It knows no table in particular, so a table the writer adds
 * to SITE_DATA_TABLES is exercised by the purge and deletion tests without editing them.
 */
export async function insertSiteRow(knex: Knex, table: string, siteId: string, at: Date): Promise<void> {
  const entry = SITE_DATA_TABLES.find((t) => t.table === table);
  if (!entry) throw new Error(`${table} is not in SITE_DATA_TABLES`);
  if (table === 'analytics_events') await ensurePartitions(knex, at, at);
  const unique = randomUUID();
  const row: Record<string, unknown> = {};
  for (const column of await columnsOf(knex, table)) {
    if (column.column_name === 'site_id') row.site_id = siteId;
    else if (column.column_name === entry.timeColumn) row[column.column_name] = column.data_type === 'date' ? dateOf(at, entry.timeColumn) : at;
    else if (column.is_nullable === 'NO' && column.column_default === null) row[column.column_name] = filler(column, unique);
  }
  await knex(table).insert(row);
}

/** Rows of `siteId` per table of SITE_DATA_TABLES. */
export async function countSiteRows(knex: Knex, siteId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { table } of SITE_DATA_TABLES) {
    out[table] = Number((await knex(table).where({ site_id: siteId }).count({ n: '*' }))[0]!.n);
  }
  return out;
}

/** The same count in every table, e.g. `everyTable(2)` (of SITE_DATA_TABLES unless `tables` is given). */
export function everyTable(n: number, tables: readonly SiteDataTable[] = SITE_DATA_TABLES): Record<string, number> {
  return Object.fromEntries(tables.map(({ table }) => [table, n]));
}
