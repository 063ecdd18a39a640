-- The form events again, in a table of their own with their flags as columns (docs/adr/0012-analytics-on-clickhouse.md,
-- "Form events"). The form report reads a site's newest 50,000 form events; in analytics_events (ordered by site
-- and time, every kind) that meant reading every event of the site's newest day or week and extracting the
-- flags from each form event's JSON `data`: at 100 M events a quarter, about 90 of the report's 170 ms.
-- Forward-only, like 20261229000100_analytics__event_store.sql.
--
-- * Filled by a materialized view on every insert into analytics_events, whoever inserts (the writer, the copy
--   from PostgreSQL), so the writer's order of inserts and its deduplication (adapters/clickhouse/clickhouse.event-writer.ts)
--   are unchanged.
-- * The flags as adapters/persistence/report-queries/form-events.queries.ts reads them, absent ones at the snippet's
--   defaults (no value, valid, not required, no error: an empty `error`).
-- * Same order and partitions as analytics_events: the purges drop and delete it with the events
--   (adapters/clickhouse/clickhouse-site-data-tables.ts).
-- * ReplacingMergeTree on the event's id: an event stored twice (the view created before the existing events
--   are copied, a re-run of this file) is one row once merged, and every read takes one row per id (LIMIT 1 BY id).
--   So the view comes first and the copy second: no event inserted meanwhile is missed, and the worker may run.
--   The copy repeats the view's SELECT: a view writing TO a table cannot POPULATE it, and a SELECT from the view
--   reads that table, not analytics_events.

CREATE TABLE IF NOT EXISTS analytics_form_events (
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
PARTITION BY toDate(occurred_at)
ORDER BY (site_id, occurred_at, id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_form_events_view TO analytics_form_events AS
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

INSERT INTO analytics_form_events
SELECT id, site_id, session_id, occurred_at, path,
       ifNull(f.action, '') AS action, ifNull(f.name, '') AS name, ifNull(f.htmlType, '') AS html_type,
       ifNull(f.hasValue, false) AS has_value, ifNull(f.valid, true) AS valid, ifNull(f.required, false) AS required,
       ifNull(f.error, '') AS error
FROM (
  SELECT id, site_id, session_id, occurred_at, path,
         JSONExtract(data, 'Tuple(action Nullable(String), name Nullable(String), htmlType Nullable(String), hasValue Nullable(Bool), valid Nullable(Bool), required Nullable(Bool), error Nullable(String))') AS f
  FROM analytics_events
  WHERE kind = 'form'
)
SETTINGS max_partitions_per_insert_block = 0;
