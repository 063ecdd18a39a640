-- Distinct visitors per hour and per day, counted once a bucket has ended (docs/adr/0012-analytics-on-clickhouse.md,
-- "Visitor counts"), so a report sums a few rows instead of counting every visitor row of its window again.
-- Forward-only, like 20261229000100_analytics__event_store.sql.
--
-- * Filled by the hourly `analytics.compaction` job (adapters/clickhouse/clickhouse.rollup-compactor.ts) from
--   analytics_hourly_visitors and analytics_daily_visitors, for hours and UTC days that have ended.
-- * `events` is the bucket's Σ analytics_hourly.events when it was counted. A report uses a count only while that
--   sum is unchanged: a late event moves it (the writer adds every stored event there), and the bucket is counted
--   from the visitor rows again until the next job recounts it (adapters/clickhouse/clickhouse-visitor-counts.ts).
-- * Not partitioned: a site's counts are a few thousand rows a year, and a 90-day read touches one part, not 90.
--   Purges delete them with the other collected data (adapters/clickhouse/clickhouse-site-data-tables.ts).
-- * ReplacingMergeTree by `counted_at`: a recount replaces the earlier row; readers use FINAL.

CREATE TABLE IF NOT EXISTS analytics_hourly_visitor_counts (
  site_id UUID,
  hour DateTime('UTC'),
  visitors UInt64,
  events Int64,
  counted_at DateTime64(3, 'UTC')
) ENGINE = ReplacingMergeTree(counted_at)
ORDER BY (site_id, hour);

CREATE TABLE IF NOT EXISTS analytics_daily_visitor_counts (
  site_id UUID,
  day Date,
  visitors UInt64,
  events Int64,
  counted_at DateTime64(3, 'UTC')
) ENGINE = ReplacingMergeTree(counted_at)
ORDER BY (site_id, day);
