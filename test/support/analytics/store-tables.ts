import type { ClickHouseClient } from '@clickhouse/client';
import type { Knex } from 'knex';
import { eventFromClickHouseRow } from '../../../src/modules/analytics/adapters/clickhouse/clickhouse-event-rows.js';
import { eventFromRow, sessionFromRow, type EventRow } from '../../../src/modules/analytics/adapters/persistence/event-batch/row-mapping.js';
import type { EnrichedEvent } from '../../../src/modules/analytics/domain/enriched-event.js';
import type { StoredSession } from '../../../src/modules/analytics/domain/event-rollup.js';

/**
 * One site's analytics tables read the same way from both stores, for parity specs: a rollup table as one
 * row per key (ClickHouse holds increments, summed per key here; PostgreSQL holds one row per key), the
 * sessions and events as domain objects. Rows come sorted by key (code units, whatever the collation),
 * times as ISO strings, days as YYYY-MM-DD, counters as numbers.
 */

interface TableShape {
  keys: readonly string[];
  /** Columns that are a function of the key (errors and elements are keyed by md5 of them). */
  attributes?: readonly string[];
  sums: readonly string[];
  maxima?: readonly string[];
}

/** The rollup tables both stores have, with their keys and counters (migrations/clickhouse/20261229000100_analytics__event_store.sql). */
export const ROLLUP_TABLES = {
  analytics_hourly: {
    keys: ['hour'],
    sums: ['page_views', 'sessions', 'bounces', 'session_seconds', 'frustrated_sessions', 'converted_sessions', 'events', 'clicks', 'rage_clicks', 'dead_clicks', 'js_errors', 'form_submits', 'active_ms', 'total_ms'],
  },
  analytics_hourly_visitors: { keys: ['hour', 'visitor_id'], sums: [] },
  analytics_daily_visitors: { keys: ['day', 'visitor_id'], sums: [] },
  analytics_daily_pages: { keys: ['day', 'path'], sums: ['views', 'entries', 'exits', 'time_ms', 'timed_views'] },
  analytics_daily_dims: { keys: ['day', 'dim', 'value'], sums: ['sessions', 'page_views'] },
  analytics_daily_errors: { keys: ['day', 'key'], attributes: ['message', 'source', 'browser'], sums: ['count'], maxima: ['last_seen'] },
  analytics_daily_elements: { keys: ['day', 'key'], attributes: ['path', 'grp', 'selector', 'text'], sums: ['clicks', 'rage_clicks', 'dead_clicks'] },
  analytics_daily_clicks: { keys: ['day', 'path', 'screen', 'x_bin', 'y_bin'], sums: ['clicks'] },
  analytics_daily_flows: { keys: ['day', 'from_path', 'to_path'], sums: ['count'] },
} as const satisfies Record<string, TableShape>;

export type RollupTable = keyof typeof ROLLUP_TABLES;

const TIME_COLUMNS = new Set(['hour', 'last_seen']);

function normalised(shape: TableShape, rows: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const numeric = new Set([...shape.sums, 'x_bin', 'y_bin']);
  const out = rows.map((row) => {
    const plain: Record<string, unknown> = {};
    for (const column of [...shape.keys, ...(shape.attributes ?? []), ...shape.sums, ...(shape.maxima ?? [])]) {
      const value = row[column];
      plain[column] = TIME_COLUMNS.has(column) ? new Date(value as string | Date).toISOString() : numeric.has(column) ? Number(value) : value;
    }
    return plain;
  });
  // A key whose counters add up to zero is no row: SummingMergeTree drops such rows when it merges parts,
  // PostgreSQL keeps them (an exit moved away from a page leaves its row at zero).
  const kept = shape.sums.length === 0 ? out : out.filter((row) => shape.sums.some((c) => row[c] !== 0));
  const sortKey = (row: Record<string, unknown>) => JSON.stringify(shape.keys.map((k) => row[k]));
  return kept.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

/** One ClickHouse rollup table of a site, summed per key. */
export async function clickHouseRollup(client: ClickHouseClient, table: RollupTable, siteId: string): Promise<Record<string, unknown>[]> {
  const shape: TableShape = ROLLUP_TABLES[table];
  const columns = [
    ...shape.keys,
    ...(shape.attributes ?? []).map((c) => `any(${c}) AS ${c}`),
    ...shape.sums.map((c) => `sum(${c}) AS ${c}`),
    ...(shape.maxima ?? []).map((c) => `max(${c}) AS ${c}`),
  ];
  const rows = await (
    await client.query({
      query: `SELECT ${columns.join(', ')} FROM ${table} WHERE site_id = {site:UUID} GROUP BY ${shape.keys.join(', ')}`,
      query_params: { site: siteId },
      format: 'JSONEachRow',
    })
  ).json<Record<string, unknown>>();
  return normalised(shape, rows);
}

/** The same PostgreSQL rollup table of a site, in the same form. */
export async function postgresRollup(knex: Knex, table: RollupTable, siteId: string): Promise<Record<string, unknown>[]> {
  const shape: TableShape = ROLLUP_TABLES[table];
  const columns = [...shape.keys, ...(shape.attributes ?? []), ...shape.sums, ...(shape.maxima ?? [])].map((c) => (c === 'day' ? `to_char(day, 'YYYY-MM-DD') as day` : c));
  const { rows } = await knex.raw<{ rows: Record<string, unknown>[] }>(`select ${columns.join(', ')} from ${table} where site_id = ?`, [siteId]);
  return normalised(shape, rows);
}

const bySession = (a: StoredSession, b: StoredSession) => (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0);
const byId = (a: EnrichedEvent, b: EnrichedEvent) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A site's sessions on ClickHouse (the state FINAL keeps, the version left out), sorted by session id. */
export async function clickHouseSessions(client: ClickHouseClient, siteId: string): Promise<StoredSession[]> {
  const rows = await (
    await client.query({ query: 'SELECT * FROM analytics_sessions FINAL WHERE site_id = {site:UUID}', query_params: { site: siteId }, format: 'JSONEachRow' })
  ).json<Record<string, unknown>>();
  return rows.map(sessionFromRow).sort(bySession);
}

export async function postgresSessions(knex: Knex, siteId: string): Promise<StoredSession[]> {
  return ((await knex('analytics_sessions').where({ site_id: siteId })) as Record<string, unknown>[]).map(sessionFromRow).sort(bySession);
}

/** A site's events on ClickHouse, every stored row (a duplicate would show twice), sorted by id. */
export async function clickHouseEvents(client: ClickHouseClient, siteId: string): Promise<EnrichedEvent[]> {
  const rows = await (
    await client.query({ query: 'SELECT * FROM analytics_events WHERE site_id = {site:UUID}', query_params: { site: siteId }, format: 'JSONEachRow' })
  ).json<Omit<EventRow, 'data'> & { data: string }>();
  return rows.map(eventFromClickHouseRow).sort(byId);
}

export async function postgresEvents(knex: Knex, siteId: string): Promise<EnrichedEvent[]> {
  return ((await knex('analytics_events').where({ site_id: siteId })) as EventRow[]).map(eventFromRow).sort(byId);
}

/** Every table of a site on ClickHouse in the form above: what a clean write must leave. */
export async function clickHouseSnapshot(client: ClickHouseClient, siteId: string) {
  const names = Object.keys(ROLLUP_TABLES) as RollupTable[];
  const [sessions, events, ...rollups] = await Promise.all([clickHouseSessions(client, siteId), clickHouseEvents(client, siteId), ...names.map((t) => clickHouseRollup(client, t, siteId))]);
  return { ...Object.fromEntries(names.map((t, i) => [t, rollups[i]])), sessions, events };
}

export async function postgresSnapshot(knex: Knex, siteId: string) {
  const names = Object.keys(ROLLUP_TABLES) as RollupTable[];
  const [sessions, events, ...rollups] = await Promise.all([postgresSessions(knex, siteId), postgresEvents(knex, siteId), ...names.map((t) => postgresRollup(knex, t, siteId))]);
  return { ...Object.fromEntries(names.map((t, i) => [t, rollups[i]])), sessions, events };
}
