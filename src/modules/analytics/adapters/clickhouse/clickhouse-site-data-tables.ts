import { SITE_DATA_TABLES, type SiteDataTable } from '../persistence/site-data-tables.js';
import { FORM_EVENTS_TABLE } from './clickhouse-form-events.queries.js';

/**
 * Tables of the PostgreSQL store that the ClickHouse store has no counterpart for
 * (migrations/clickhouse/20261229000100_analytics__event_store.sql): `analytics_daily` holds the day's
 * distinct visitors as the writer adds them, which ClickHouse keeps in analytics_daily_visitor_counts once the
 * day has ended (clickhouse.rollup-compactor.ts); the weekly
 * rollups and their markers (the `week` tables) exist because PostgreSQL updates rows in place, while
 * SummingMergeTree adds a key's rows together itself.
 */
const POSTGRES_ONLY = new Set(['analytics_daily']);

/**
 * The ClickHouse tables with a PostgreSQL counterpart: the PostgreSQL list (adapters/persistence/site-data-tables.ts)
 * minus its PostgreSQL-only tables, so both stores purge by the same columns and `rowCutoff`. These are the
 * tables the copy (postgres-to-clickhouse.copy.ts) fills and compares.
 */
export const CLICKHOUSE_MIRRORED_TABLES: readonly SiteDataTable[] = SITE_DATA_TABLES.filter((t) => t.timeColumn !== 'week' && !POSTGRES_ONLY.has(t.table));

/**
 * The ClickHouse store's collected-data tables with the column that dates a row: the mirrored tables, the
 * kept visitor counts, the form events' own table and the writer's write-intent journal (migrations/clickhouse/20261229000200_analytics__write_intents.sql), which
 * holds copies of events and so is purged, retained and erased with them. It has no PostgreSQL counterpart:
 * the copy leaves it empty. clickhouse.site-data.store.clickhouse.spec.ts fails when a ClickHouse table is left out.
 */
export const CLICKHOUSE_SITE_DATA_TABLES: readonly SiteDataTable[] = [
  ...CLICKHOUSE_MIRRORED_TABLES,
  { table: 'analytics_write_intents', timeColumn: 'occurred_at' },
  // The form events again with their flags as columns, filled by a view on analytics_events, which deletes do
  // not reach: purged with the events, dated like them.
  { table: FORM_EVENTS_TABLE, timeColumn: 'occurred_at' },
  // The kept visitor counts (migrations/clickhouse/20261230000100_analytics__visitor_counts.sql): figures of the
  // purged buckets, filled by the compaction job, never copied from PostgreSQL.
  { table: 'analytics_hourly_visitor_counts', timeColumn: 'hour' },
  { table: 'analytics_daily_visitor_counts', timeColumn: 'day' },
];
