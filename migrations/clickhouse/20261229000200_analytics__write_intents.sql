-- The ClickHouse writer's write-intent journal (adapters/clickhouse/clickhouse.event-writer.ts, its class
-- comment). Forward-only, like 20261229000100_analytics__event_store.sql.
--
-- * A batch's first insert: its fresh events, each row tagged with the batch's token. Its last insert is the
--   same events into analytics_events. An event with an intent row and no analytics_events row belongs to an
--   attempt that died part-way; the next batch holding that event first finishes that attempt exactly as it
--   began (the same events, hence the same token and every insert it made dropped as a repeat), whatever
--   other events the queue grouped the retried job with.
-- * The event's columns exactly as analytics_events, partitioned and ordered the same way (site first, then
--   time), so the writer finds a batch's intents as it finds its stored ids, and purges, retention and
--   erasure clear them with the other tables (adapters/clickhouse/clickhouse-site-data-tables.ts).
-- * created_at and its TTL: an intent only matters until its job is retried, which the queue does within
--   minutes, and a retry older than the deduplication window (10,000 inserts per table) is unsafe anyway.
--   Seven days after the write, not after occurred_at: a late event (a tracker's queue flushed days later)
--   must not be expired on arrival.
-- * The token's bloom filter: finishing an attempt reads all of its rows by token, whatever their sites and days.

CREATE TABLE IF NOT EXISTS analytics_write_intents (
  token String,
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
  data String,
  created_at DateTime('UTC') DEFAULT now(),
  INDEX write_intents_token token TYPE bloom_filter GRANULARITY 1
) ENGINE = ReplacingMergeTree
PARTITION BY toDate(occurred_at)
ORDER BY (site_id, occurred_at, id, token)
TTL created_at + INTERVAL 7 DAY
SETTINGS non_replicated_deduplication_window = 10000;
