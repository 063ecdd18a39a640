import { createHash } from 'node:crypto';
import type { ClickHouseClient } from '@clickhouse/client';
import type { Knex } from 'knex';
import type { SiteDataTable } from '../persistence/site-data-tables.js';
import { CLICKHOUSE_MIRRORED_TABLES } from './clickhouse-site-data-tables.js';

/**
 * `make migrate-analytics-to-clickhouse` (docs/adr/0012-analytics-on-clickhouse.md, "Moving"): the
 * PostgreSQL store's collected data copied into the ClickHouse store, table by table
 * (CLICKHOUSE_MIRRORED_TABLES), then checked on both sides. Not copied: the weekly rollups (sums of the
 * daily rows, which ClickHouse has no use for) and the visitor counts of analytics_daily and
 * analytics_hourly, which ClickHouse counts from the visitor tables; both counts are checked against them.
 * Nor the ClickHouse writer's write-intent journal (analytics_write_intents), which PostgreSQL has no use for,
 * nor the form events' own table (analytics_form_events_by_month), which its view fills from the copied events.
 *
 * Run it while the PostgreSQL store takes no writes (the workers stopped, the tracker's jobs waiting in the
 * queue) and before the ClickHouse store takes any: the checks compare the two stores as wholes.
 *
 * - **Streamed**: one UTC day of a table at a time (every ClickHouse table is partitioned by day or month, so
 *   each insert lands in one or two partitions), in keyset pages of the PostgreSQL primary key.
 * - **Re-runnable**: a day whose figures already agree on both sides is skipped; a day copied halfway
 *   (a run killed) is copied again, each page with an `insert_deduplication_token` of its content, so the
 *   pages already in are dropped by ClickHouse (the tables' non_replicated_deduplication_window) and no
 *   counter is added twice.
 * - **Checked**: rows for the tables of one row per key (events, sessions, visitors; FINAL, since a key can
 *   still be stored twice until its parts merge), the sums of the counters for the SummingMergeTree
 *   tables (ClickHouse adds rows of one key together, and drops those that sum to zero, so their row
 *   counts legitimately differ), the latest `last_seen` of the errors.
 */

export interface CopyCheck {
  /** `table: measure`, e.g. `analytics_daily_pages: sum(views)`. */
  name: string;
  postgres: string;
  clickhouse: string;
}

export interface CopyOutcome {
  /** Per table: PostgreSQL rows inserted by this run (ClickHouse may have dropped some as already in), days skipped as equal. */
  tables: { table: string; rowsSent: number; daysCopied: number; daysSkipped: number }[];
  checks: CopyCheck[];
  ok: boolean;
}

export interface CopyOptions {
  /** Rows per PostgreSQL page and ClickHouse insert. */
  pageRows?: number;
  /** Told about each insert; the tests throw from it to stop a run halfway. */
  onPage?: (table: string, day: string, rows: number) => void;
}

interface Measure {
  name: string;
  postgres: string;
  clickhouse: string;
}

interface TablePlan {
  entry: SiteDataTable;
  /** Select list of the PostgreSQL rows, in ClickHouse's column names and text forms. */
  select: string[];
  /** Primary key columns with their PostgreSQL types, for the keyset. */
  keys: { column: string; type: string }[];
  measures: Measure[];
  /** ReplacingMergeTree: rows are counted with FINAL. */
  final: boolean;
}

/** A row that is the same for each key in ReplacingMergeTree; a version column PostgreSQL has not (sessions). */
const COPIED_VERSION = 1;
const DAY_MS = 86_400_000;

/** ClickHouse's time types as text its JSON input reads in any setting, from a PostgreSQL column. */
function postgresValue(column: string, chType: string, pgType: string | undefined): string {
  if (pgType === undefined) {
    if (column === 'version') return `${COPIED_VERSION} as version`;
    throw new Error(`ClickHouse column ${column} has no PostgreSQL counterpart to copy from`);
  }
  if (chType.includes('DateTime64')) return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as ${column}`;
  if (chType.includes('DateTime')) return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as ${column}`;
  if (chType === 'Date') return `to_char(${column}, 'YYYY-MM-DD') as ${column}`;
  // The writer stores events' data as JSON text (clickhouse-event-rows.ts).
  if (pgType === 'jsonb' || pgType === 'json') return `${column}::text as ${column}`;
  return column;
}

/** Counters of a SummingMergeTree table: its integer columns outside the sorting key. */
const isCounter = (type: string) => /^U?Int\d+$/.test(type);

async function chRows<T>(client: ClickHouseClient, query: string, params: Record<string, unknown> = {}): Promise<T[]> {
  return (await client.query({ query, query_params: params, format: 'JSONEachRow' })).json<T>();
}

async function planTable(knex: Knex, client: ClickHouseClient, entry: SiteDataTable): Promise<TablePlan> {
  const { table } = entry;
  const chColumns = await chRows<{ name: string; type: string }>(client, 'SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = {table:String} ORDER BY position', { table });
  const [chTable] = await chRows<{ engine: string; sorting_key: string }>(client, 'SELECT engine, sorting_key FROM system.tables WHERE database = currentDatabase() AND name = {table:String}', { table });
  const pgColumns = new Map(
    (
      await knex.raw<{ rows: { column_name: string; data_type: string }[] }>(
        'select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = ?',
        [table],
      )
    ).rows.map((c) => [c.column_name, c.data_type]),
  );
  const { rows: keys } = await knex.raw<{ rows: { column: string; type: string }[] }>(
    `select a.attname as column, format_type(a.atttypid, a.atttypmod) as type
     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = to_regclass(?) and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
    [table],
  );
  if (!chTable || keys.length === 0) throw new Error(`${table}: missing in ClickHouse or without a primary key in PostgreSQL`);
  const sortingKey = new Set(chTable.sorting_key.split(',').map((c) => c.trim()));
  let measures: Measure[];
  if (chTable.engine === 'SummingMergeTree') {
    measures = chColumns.flatMap(({ name, type }): Measure[] => {
      if (sortingKey.has(name)) return [];
      if (isCounter(type)) return [{ name: `sum(${name})`, postgres: `coalesce(sum(${name}), 0)::text`, clickhouse: `toString(sum(${name}))` }];
      if (type.startsWith('SimpleAggregateFunction(max')) {
        return [{ name: `max(${name})`, postgres: `coalesce(to_char(max(${name}) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS'), '')`, clickhouse: `if(count() = 0, '', toString(max(${name})))` }];
      }
      return [];
    });
  } else {
    measures = [{ name: 'rows', postgres: 'count(*)::text', clickhouse: 'toString(count())' }];
  }
  return { entry, select: chColumns.map(({ name, type }) => postgresValue(name, type, pgColumns.get(name))), keys, measures, final: chTable.engine !== 'SummingMergeTree' };
}

/** PostgreSQL's and ClickHouse's condition for one UTC day of the table's time column, with its values. */
function dayBounds(entry: SiteDataTable, day: string): { pg: [string, Knex.RawBinding[]]; ch: [string, Record<string, unknown>] } {
  const column = entry.timeColumn;
  if (column === 'day') return { pg: [`${column} = ?::date`, [day]], ch: [`${column} = {day:Date}`, { day }] };
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const chType = column === 'hour' ? "DateTime('UTC')" : "DateTime64(3, 'UTC')";
  return {
    pg: [`${column} >= ?::timestamptz and ${column} < ?::timestamptz`, [from.toISOString(), to.toISOString()]],
    ch: [`${column} >= {from:${chType}} AND ${column} < {to:${chType}}`, { from, to }],
  };
}

/** Both sides' figures for `where` (the whole table when absent). */
async function measure(knex: Knex, client: ClickHouseClient, plan: TablePlan, where?: ReturnType<typeof dayBounds>): Promise<CopyCheck[]> {
  const { table } = plan.entry;
  const final = plan.final ? ' FINAL' : '';
  const pgWhere = where ? ` where ${where.pg[0]}` : '';
  const chWhere = where ? ` WHERE ${where.ch[0]}` : '';
  const { rows: pgRows } = await knex.raw<{ rows: Record<string, string>[] }>(
    `select ${plan.measures.map((m, i) => `${m.postgres} as m${i}`).join(', ')} from ${table}${pgWhere}`,
    where ? where.pg[1] : [],
  );
  const [chRow] = await chRows<Record<string, string>>(client, `SELECT ${plan.measures.map((m, i) => `${m.clickhouse} AS m${i}`).join(', ')} FROM ${table}${final}${chWhere}`, where ? where.ch[1] : {});
  return plan.measures.map((m, i) => ({ name: `${table}: ${m.name}`, postgres: String(pgRows[0]?.[`m${i}`]), clickhouse: String(chRow?.[`m${i}`]) }));
}

const agree = (checks: readonly CopyCheck[]) => checks.every((c) => c.postgres === c.clickhouse);

/** The UTC days the table's time column spans in PostgreSQL, oldest first. */
async function daysOf(knex: Knex, entry: SiteDataTable): Promise<string[]> {
  const asDay = (f: string) => (entry.timeColumn === 'day' ? `to_char(${f}(day), 'YYYY-MM-DD')` : `to_char(${f}(${entry.timeColumn}) at time zone 'UTC', 'YYYY-MM-DD')`);
  const { rows } = await knex.raw<{ rows: { first: string | null; last: string | null }[] }>(`select ${asDay('min')} as first, ${asDay('max')} as last from ${entry.table}`);
  const { first, last } = rows[0] ?? { first: null, last: null };
  const days: string[] = [];
  if (!first || !last) return days;
  for (let t = Date.parse(first); t <= Date.parse(last); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** One day of one table, page by page; returns the rows sent. */
async function copyDay(knex: Knex, client: ClickHouseClient, plan: TablePlan, bounds: ReturnType<typeof dayBounds>, day: string, options: CopyOptions): Promise<number> {
  const { table } = plan.entry;
  const pageRows = options.pageRows ?? 10_000;
  const keyList = plan.keys.map((k) => k.column).join(', ');
  const keyText = plan.keys.map((k, i) => `${k.column}::text as k${i}`).join(', ');
  let after: string[] | null = null;
  let sent = 0;
  for (;;) {
    const keyset = after ? ` and (${keyList}) > (${plan.keys.map((k) => `?::${k.type}`).join(', ')})` : '';
    const { rows } = await knex.raw<{ rows: Record<string, unknown>[] }>(
      `select ${plan.select.join(', ')}, ${keyText} from ${table} where ${bounds.pg[0]}${keyset} order by ${keyList} limit ${pageRows}`,
      [...bounds.pg[1], ...(after ?? [])],
    );
    if (rows.length === 0) return sent;
    const keyOf = (row: Record<string, unknown>) => plan.keys.map((_, i) => String(row[`k${i}`]));
    const first = keyOf(rows[0]!);
    const last = keyOf(rows[rows.length - 1]!);
    // The page's identity: the same rows give the same token, so a page inserted by an earlier run is dropped.
    const token = createHash('sha256').update(JSON.stringify([table, first, last, rows.length])).digest('hex');
    const values = rows.map((row) => {
      const value = { ...row };
      plan.keys.forEach((_, i) => delete value[`k${i}`]);
      return value;
    });
    await client.insert({
      table,
      values,
      format: 'JSONEachRow',
      clickhouse_settings: { insert_deduplicate: 1, insert_deduplication_token: token },
    });
    sent += rows.length;
    options.onPage?.(table, day, rows.length);
    if (rows.length < pageRows) return sent;
    after = last;
  }
}

/**
 * Copies every table, then compares them whole. The ClickHouse schema must be migrated (migrateClickHouse).
 */
export async function copyAnalyticsToClickHouse(knex: Knex, client: ClickHouseClient, options: CopyOptions = {}): Promise<CopyOutcome> {
  const tables: CopyOutcome['tables'] = [];
  const checks: CopyCheck[] = [];
  for (const entry of CLICKHOUSE_MIRRORED_TABLES) {
    const plan = await planTable(knex, client, entry);
    const done = { table: entry.table, rowsSent: 0, daysCopied: 0, daysSkipped: 0 };
    for (const day of await daysOf(knex, entry)) {
      const bounds = dayBounds(entry, day);
      if (agree(await measure(knex, client, plan, bounds))) {
        done.daysSkipped++;
        continue;
      }
      done.rowsSent += await copyDay(knex, client, plan, bounds, day, options);
      done.daysCopied++;
    }
    tables.push(done);
    checks.push(...(await measure(knex, client, plan)));
  }
  checks.push(...(await recomputedVisitors(knex, client)));
  return { tables, checks, ok: agree(checks) };
}

/** PostgreSQL's stored visitor counts against ClickHouse's visitor rows, which its reports count instead. */
async function recomputedVisitors(knex: Knex, client: ClickHouseClient): Promise<CopyCheck[]> {
  const out: CopyCheck[] = [];
  for (const [table, visitors] of [
    ['analytics_hourly', 'analytics_hourly_visitors'],
    ['analytics_daily', 'analytics_daily_visitors'],
  ] as const) {
    const { rows } = await knex.raw<{ rows: { n: string }[] }>(`select coalesce(sum(visitors), 0)::text as n from ${table}`);
    const [row] = await chRows<{ n: string }>(client, `SELECT toString(count()) AS n FROM ${visitors} FINAL`);
    out.push({ name: `${table}: sum(visitors) = ${visitors} rows`, postgres: String(rows[0]?.n), clickhouse: String(row?.n) });
  }
  return out;
}

/** The outcome as the command prints it: what was copied, then one line per check. */
export function formatCopyOutcome(outcome: CopyOutcome): string {
  const lines = outcome.tables.map((t) => `${t.table}: ${t.rowsSent} rows sent, ${t.daysCopied} days copied, ${t.daysSkipped} days already equal`);
  const width = Math.max(...outcome.checks.map((c) => c.name.length));
  lines.push('', `${'check'.padEnd(width)}  ${'PostgreSQL'.padStart(14)}  ${'ClickHouse'.padStart(14)}`);
  for (const c of outcome.checks) {
    lines.push(`${c.name.padEnd(width)}  ${c.postgres.padStart(14)}  ${c.clickhouse.padStart(14)}${c.postgres === c.clickhouse ? '' : '  MISMATCH'}`);
  }
  lines.push('', outcome.ok ? 'Every figure agrees.' : `${outcome.checks.filter((c) => c.postgres !== c.clickhouse).length} figure(s) differ.`);
  return `${lines.join('\n')}\n`;
}
