-- The hourly and daily rollup tables partitioned by month instead of UTC day
-- (docs/adr/0012-analytics-on-clickhouse.md, "Partitions"). A report over 90 days read one part per day
-- and table, and ClickHouse pays for every part it opens: on the test engine a 90-day sum of
-- analytics_hourly took 29 ms at p50 over 90 day partitions against 7 ms over 4 month partitions, for the
-- same 2,160 rows (docs/benchmarks.md, "ClickHouse"). Purges of whole days then DELETE the cut month's
-- older rows (adapters/clickhouse/clickhouse.site-data.store.ts); events, sessions, the visitor ids and the
-- write intents keep their day partitions, which "older than" still drops whole.
--
-- ClickHouse cannot change a table's partition key, so each table is copied into a new one and the two
-- exchanged (an Atomic database, ClickHouse's default). Safe to run again from any statement (the migrator
-- re-runs a file that did not finish, one migrator at a time under the PostgreSQL migration lock,
-- adapters/clickhouse/clickhouse-migrator.ts): the copy is dropped and made again from the live table.
-- The copy gets the writer's deduplication window only after it is filled: with the window, two parts read
-- as identical blocks (two equal increments) could be taken for a retried insert and one dropped.
-- Rows the worker inserts into a table between its copy and the exchange would be left in the old table:
-- the upgrade that applies this migration pauses the worker first (docs/deploy.md, "ClickHouse for analytics").

DROP TABLE IF EXISTS analytics_hourly__by_month;
CREATE TABLE analytics_hourly__by_month AS analytics_hourly
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(hour)
ORDER BY (site_id, hour);
INSERT INTO analytics_hourly__by_month SELECT * FROM analytics_hourly;
ALTER TABLE analytics_hourly__by_month MODIFY SETTING non_replicated_deduplication_window = 10000;
EXCHANGE TABLES analytics_hourly AND analytics_hourly__by_month;
DROP TABLE analytics_hourly__by_month;

DROP TABLE IF EXISTS analytics_daily_pages__by_month;
CREATE TABLE analytics_daily_pages__by_month AS analytics_daily_pages
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (site_id, day, path);
INSERT INTO analytics_daily_pages__by_month SELECT * FROM analytics_daily_pages;
ALTER TABLE analytics_daily_pages__by_month MODIFY SETTING non_replicated_deduplication_window = 10000;
EXCHANGE TABLES analytics_daily_pages AND analytics_daily_pages__by_month;
DROP TABLE analytics_daily_pages__by_month;

DROP TABLE IF EXISTS analytics_daily_dims__by_month;
CREATE TABLE analytics_daily_dims__by_month AS analytics_daily_dims
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (site_id, day, dim, value);
INSERT INTO analytics_daily_dims__by_month SELECT * FROM analytics_daily_dims;
ALTER TABLE analytics_daily_dims__by_month MODIFY SETTING non_replicated_deduplication_window = 10000;
EXCHANGE TABLES analytics_daily_dims AND analytics_daily_dims__by_month;
DROP TABLE analytics_daily_dims__by_month;

DROP TABLE IF EXISTS analytics_daily_errors__by_month;
CREATE TABLE analytics_daily_errors__by_month AS analytics_daily_errors
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (site_id, day, key);
INSERT INTO analytics_daily_errors__by_month SELECT * FROM analytics_daily_errors;
ALTER TABLE analytics_daily_errors__by_month MODIFY SETTING non_replicated_deduplication_window = 10000;
EXCHANGE TABLES analytics_daily_errors AND analytics_daily_errors__by_month;
DROP TABLE analytics_daily_errors__by_month;

DROP TABLE IF EXISTS analytics_daily_elements__by_month;
CREATE TABLE analytics_daily_elements__by_month AS analytics_daily_elements
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (site_id, day, key);
INSERT INTO analytics_daily_elements__by_month SELECT * FROM analytics_daily_elements;
ALTER TABLE analytics_daily_elements__by_month MODIFY SETTING non_replicated_deduplication_window = 10000;
EXCHANGE TABLES analytics_daily_elements AND analytics_daily_elements__by_month;
DROP TABLE analytics_daily_elements__by_month;

DROP TABLE IF EXISTS analytics_daily_clicks__by_month;
CREATE TABLE analytics_daily_clicks__by_month AS analytics_daily_clicks
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (site_id, day, path, screen, x_bin, y_bin);
INSERT INTO analytics_daily_clicks__by_month SELECT * FROM analytics_daily_clicks;
ALTER TABLE analytics_daily_clicks__by_month MODIFY SETTING non_replicated_deduplication_window = 10000;
EXCHANGE TABLES analytics_daily_clicks AND analytics_daily_clicks__by_month;
DROP TABLE analytics_daily_clicks__by_month;

DROP TABLE IF EXISTS analytics_daily_flows__by_month;
CREATE TABLE analytics_daily_flows__by_month AS analytics_daily_flows
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (site_id, day, from_path, to_path);
INSERT INTO analytics_daily_flows__by_month SELECT * FROM analytics_daily_flows;
ALTER TABLE analytics_daily_flows__by_month MODIFY SETTING non_replicated_deduplication_window = 10000;
EXCHANGE TABLES analytics_daily_flows AND analytics_daily_flows__by_month;
DROP TABLE analytics_daily_flows__by_month;
