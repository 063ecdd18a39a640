import { SITE_DATA_TABLES, type SiteDataTable } from '../persistence/site-data-tables.js';

/**
 * Tables of the PostgreSQL store that the ClickHouse store has no counterpart for
 * (migrations/clickhouse/20261229000100_analytics__event_store.sql): `analytics_daily` held only the day's
 * distinct visitors, which ClickHouse counts from analytics_daily_visitors at read time; the weekly
 * rollups and their markers (the `week` tables) exist because PostgreSQL updates rows in place, while
 * SummingMergeTree adds a key's rows together itself.
 */
const POSTGRES_ONLY = new Set(['analytics_daily']);

/**
 * The ClickHouse store's collected-data tables with the column that dates a row: the PostgreSQL list
 * (adapters/persistence/site-data-tables.ts) minus its PostgreSQL-only tables, so both stores purge by the
 * same columns and `rowCutoff`. clickhouse.site-data.store.clickhouse.spec.ts fails when a ClickHouse table
 * is left out.
 */
export const CLICKHOUSE_SITE_DATA_TABLES: readonly SiteDataTable[] = SITE_DATA_TABLES.filter((t) => t.timeColumn !== 'week' && !POSTGRES_ONLY.has(t.table));
