-- The analytics event store on ClickHouse (docs/adr/0012-analytics-on-clickhouse.md): the same tables as
-- the PostgreSQL store (migrations 20261123000300/400/450), shaped for ClickHouse. Forward-only; applied
-- by `make migrate` and the Helm migration Job when CLICKHOUSE_URL is set (analytics README, "ClickHouse").
--
-- * Every table is partitioned by UTC day and ordered by site first, then time, so one site's range reads
--   one slice of each day and "older than" purges drop whole partitions.
-- * Rollup tables hold the writer's increments (the same rows the PostgreSQL writer adds with ON CONFLICT DO
--   UPDATE). SummingMergeTree adds rows of one key together when parts merge; reports always sum with
--   GROUP BY, so a figure is the same before and after a merge. Increments may be negative (an exit moves
--   with the session's last page view), hence signed counters.
-- * Events and sessions are ReplacingMergeTree: one row per id (events) or per session, the highest
--   `version` kept (sessions). Readers use FINAL where a duplicate could change a figure.
-- * non_replicated_deduplication_window: a retried insert with the same insert_deduplication_token is
--   dropped, which is how a batch written twice counts once (adapters/clickhouse/clickhouse.event-writer.ts).
--   Replicated tables deduplicate by default.

CREATE TABLE IF NOT EXISTS analytics_events (
  id UUID,
  site_id UUID,
  visitor_id String,
  session_id String,
  kind LowCardinality(String),
  occurred_at DateTime64(3, 'UTC'),
  path String,
  referrer Nullable(String),
  source_kind LowCardinality(Nullable(String)),
  country LowCardinality(Nullable(String)),
  city Nullable(String),
  browser LowCardinality(Nullable(String)),
  os LowCardinality(Nullable(String)),
  device LowCardinality(Nullable(String)),
  data String
) ENGINE = ReplacingMergeTree
PARTITION BY toDate(occurred_at)
ORDER BY (site_id, occurred_at, id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_sessions (
  site_id UUID,
  session_id String,
  visitor_id String,
  started_at DateTime64(3, 'UTC'),
  last_seen_at DateTime64(3, 'UTC'),
  rollup_hour DateTime('UTC'),
  entry_path String,
  exit_path String,
  last_view_at Nullable(DateTime64(3, 'UTC')),
  page_views Int32,
  interactions Int32,
  rage_clicks Int32,
  dead_clicks Int32,
  js_errors Int32,
  form_submits Int32,
  referrer Nullable(String),
  source_kind LowCardinality(Nullable(String)),
  country LowCardinality(Nullable(String)),
  city Nullable(String),
  browser LowCardinality(Nullable(String)),
  os LowCardinality(Nullable(String)),
  device LowCardinality(Nullable(String)),
  active_ms Int64,
  total_ms Int64,
  view_depth Int16,
  depth_sum Int32,
  deep_views Int32,
  scroll_px Int64,
  scroll_ms Int64,
  scrolls Int32,
  direction_changes Int32,
  last_scroll_sign Int8,
  clicks Int32,
  click_through_views Int32,
  clicked_since_view Bool,
  forms_started Int32,
  form_touched_since_view Bool,
  view_timed Bool,
  screen LowCardinality(Nullable(String)),
  utm_source Nullable(String),
  utm_medium Nullable(String),
  utm_campaign Nullable(String),
  referrer_host Nullable(String),
  -- The number of batches that wrote the session, then a tag of the last one (adapters/clickhouse/clickhouse-event-rows.ts):
  -- the newest state wins (ReplacingMergeTree's version column) and a retried batch recognises its own row.
  version UInt64
) ENGINE = ReplacingMergeTree(version)
-- A session never spans UTC midnight (visitor ids change with the daily salt), so it stays in one partition.
PARTITION BY toDate(started_at)
ORDER BY (site_id, session_id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_hourly (
  site_id UUID,
  hour DateTime('UTC'),
  page_views Int64,
  sessions Int64,
  bounces Int64,
  session_seconds Int64,
  frustrated_sessions Int64,
  converted_sessions Int64,
  events Int64,
  clicks Int64,
  rage_clicks Int64,
  dead_clicks Int64,
  js_errors Int64,
  form_submits Int64,
  active_ms Int64,
  total_ms Int64
) ENGINE = SummingMergeTree
PARTITION BY toDate(hour)
ORDER BY (site_id, hour)
SETTINGS non_replicated_deduplication_window = 10000;

-- Distinct visitors per hour and per day: counted with uniqExact at read time.
CREATE TABLE IF NOT EXISTS analytics_hourly_visitors (
  site_id UUID,
  hour DateTime('UTC'),
  visitor_id String
) ENGINE = ReplacingMergeTree
PARTITION BY toDate(hour)
ORDER BY (site_id, hour, visitor_id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_daily_visitors (
  site_id UUID,
  day Date,
  visitor_id String
) ENGINE = ReplacingMergeTree
PARTITION BY day
ORDER BY (site_id, day, visitor_id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_daily_pages (
  site_id UUID,
  day Date,
  path String,
  views Int64,
  entries Int64,
  exits Int64,
  time_ms Int64,
  timed_views Int64
) ENGINE = SummingMergeTree
PARTITION BY day
ORDER BY (site_id, day, path)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_daily_dims (
  site_id UUID,
  day Date,
  dim LowCardinality(String),
  value String,
  sessions Int64,
  page_views Int64
) ENGINE = SummingMergeTree
PARTITION BY day
ORDER BY (site_id, day, dim, value)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_daily_errors (
  site_id UUID,
  day Date,
  key String,
  message String,
  source String,
  browser String,
  count Int64,
  last_seen SimpleAggregateFunction(max, DateTime64(3, 'UTC'))
) ENGINE = SummingMergeTree
PARTITION BY day
ORDER BY (site_id, day, key)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_daily_elements (
  site_id UUID,
  day Date,
  key String,
  path String,
  grp LowCardinality(String),
  selector String,
  text String,
  clicks Int64,
  rage_clicks Int64,
  dead_clicks Int64
) ENGINE = SummingMergeTree
PARTITION BY day
ORDER BY (site_id, day, key)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_daily_clicks (
  site_id UUID,
  day Date,
  path String,
  screen LowCardinality(String),
  x_bin Int16,
  y_bin Int16,
  clicks Int64
) ENGINE = SummingMergeTree
PARTITION BY day
ORDER BY (site_id, day, path, screen, x_bin, y_bin)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics_daily_flows (
  site_id UUID,
  day Date,
  from_path String,
  to_path String,
  count Int64
) ENGINE = SummingMergeTree
PARTITION BY day
ORDER BY (site_id, day, from_path, to_path)
SETTINGS non_replicated_deduplication_window = 10000;
