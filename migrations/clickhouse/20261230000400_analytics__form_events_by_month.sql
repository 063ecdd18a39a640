-- The form events' own table partitioned by month instead of UTC day (docs/adr/0012-analytics-on-clickhouse.md,
-- "Form events"). The form report of a site with few form events reads its whole span, and over 90 days that
-- opened 90 day partitions: on the test engine the read took 24 ms over day partitions against 8 ms over month
-- partitions for the same 11,000 events, and a busy site's read of its newest week 31 against 20 ms
-- (docs/benchmarks.md, "ClickHouse: the form events by month"). Purges of whole days then DELETE the cut month's
-- older rows, as for the rollups (adapters/clickhouse/clickhouse.site-data.store.ts).
-- Forward-only, like 20261230000300_analytics__form_events.sql, which made the table this one replaces.
--
-- ClickHouse cannot change a table's partition key. Instead of a copy exchanged with the live table (which
-- loses what the worker writes between the copy and the exchange: 20261230000200 asks for a paused worker),
-- the form events move to a table with a new name, and the worker may run throughout:
-- * its view is created first, so every form event inserted from then on reaches it;
-- * then the events of the old table are copied (an event in both is one row per id for every read, and once
--   merged: ReplacingMergeTree);
-- * then the old view and table are dropped.
-- Safe to run again from any statement (the migrator re-runs a file that did not finish, from its first
-- statement: adapters/clickhouse/clickhouse-migrator.ts). The copy reads the old table through a Merge table
-- with the new table's columns, which reads as empty once the old table is gone: a re-run after the old table
-- was dropped copies nothing instead of failing. (The merge() table function would do the same, but asks the
-- migrating user for the CREATE TEMPORARY TABLE grant as well.)
-- The table's columns and the view's SELECT repeat 20261230000300's: `CREATE TABLE … AS analytics_form_events`
-- reads the old table even when IF NOT EXISTS finds the new one (a re-run after the drop would fail), the view
-- it replaces is dropped here, and SQL has no include.

CREATE TABLE IF NOT EXISTS analytics_form_events_by_month (
  id UUID,
  site_id UUID,
  session_id String,
  occurred_at DateTime64(3, 'UTC'),
  path String,
  action LowCardinality(String),
  name String,
  html_type LowCardinality(String),
  has_value Bool,
  valid Bool,
  required Bool,
  error LowCardinality(String)
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(occurred_at)
ORDER BY (site_id, occurred_at, id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_form_events_by_month_view TO analytics_form_events_by_month AS
SELECT id, site_id, session_id, occurred_at, path,
       ifNull(f.action, '') AS action, ifNull(f.name, '') AS name, ifNull(f.htmlType, '') AS html_type,
       ifNull(f.hasValue, false) AS has_value, ifNull(f.valid, true) AS valid, ifNull(f.required, false) AS required,
       ifNull(f.error, '') AS error
FROM (
  SELECT id, site_id, session_id, occurred_at, path,
         JSONExtract(data, 'Tuple(action Nullable(String), name Nullable(String), htmlType Nullable(String), hasValue Nullable(Bool), valid Nullable(Bool), required Nullable(Bool), error Nullable(String))') AS f
  FROM analytics_events
  WHERE kind = 'form'
);

CREATE TABLE IF NOT EXISTS analytics_form_events__by_day AS analytics_form_events_by_month
ENGINE = Merge(currentDatabase(), '^analytics_form_events$');

INSERT INTO analytics_form_events_by_month SELECT * FROM analytics_form_events__by_day;

DROP VIEW IF EXISTS analytics_form_events_view;

DROP TABLE IF EXISTS analytics_form_events;

DROP TABLE IF EXISTS analytics_form_events__by_day;
