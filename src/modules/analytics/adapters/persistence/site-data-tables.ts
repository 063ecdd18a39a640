/**
 * Every table holding a site's collected data, with the column that dates a row. Purges, retention,
 * "delete site data", site deletion and account erasure all walk this one list, so a table added for a
 * new rollup is purged the moment it is listed here (a medium test checks no analytics table is missed).
 * `analytics_events` is partitioned by day: whole-day purges across all sites drop partitions instead.
 * `week` columns (the weekly rollups and their markers, migration 20261124000100) hold the week's Monday:
 * a purge deletes every week holding a purged day, and reports read that week's remaining daily rows.
 */
export interface SiteDataTable {
  table: string;
  timeColumn: string;
}

export const SITE_DATA_TABLES: readonly SiteDataTable[] = [
  { table: 'analytics_events', timeColumn: 'occurred_at' },
  { table: 'analytics_sessions', timeColumn: 'last_seen_at' },
  { table: 'analytics_hourly', timeColumn: 'hour' },
  { table: 'analytics_hourly_visitors', timeColumn: 'hour' },
  { table: 'analytics_daily_visitors', timeColumn: 'day' },
  { table: 'analytics_daily', timeColumn: 'day' },
  { table: 'analytics_daily_pages', timeColumn: 'day' },
  { table: 'analytics_daily_dims', timeColumn: 'day' },
  { table: 'analytics_daily_errors', timeColumn: 'day' },
  { table: 'analytics_daily_elements', timeColumn: 'day' },
  { table: 'analytics_daily_clicks', timeColumn: 'day' },
  { table: 'analytics_daily_flows', timeColumn: 'day' },
  { table: 'analytics_compacted_weeks', timeColumn: 'week' },
  { table: 'analytics_weekly_pages', timeColumn: 'week' },
  { table: 'analytics_weekly_dims', timeColumn: 'week' },
  { table: 'analytics_weekly_errors', timeColumn: 'week' },
  { table: 'analytics_weekly_elements', timeColumn: 'week' },
  { table: 'analytics_weekly_clicks', timeColumn: 'week' },
  { table: 'analytics_weekly_flows', timeColumn: 'week' },
];
