import type { Knex } from 'knex';

/**
 * Weekly rollups (analytics README, "Event store and rollups"): the first view of a 90-day window summed some 90 days of daily rows per
 * report (450k flow rows for a busy site), 100-250 ms. Past weeks no longer change, so the worker's
 * hourly `analytics.compaction` job (application/compact-rollups) sums the daily rows of every sealed ISO
 * week into one row per key and week, and reports read a window's whole compacted weeks from here and its
 * other days from the daily tables. The writer does not touch these tables: its per-batch cost stays as it is.
 *
 * Weeks are ISO weeks in UTC, Monday to Sunday, named by their Monday (`week`, checked). Each table has
 * the columns of its daily table (migration 20261123000400) with `week` for `day`, summed; counters are
 * bigint, a week holding seven days of sums. analytics_weekly_elements keeps `last_day`, the last day of
 * the week the element's daily row exists on, where the report finds its descriptive texts again.
 *
 * analytics_compacted_weeks has one row per compacted (site, week) with the week's fingerprint when it
 * was compacted: Σ analytics_hourly.events and the count of its hour rows, read in the same statement as
 * the sums. Every batch the writer stores adds to the hourly events of the days whose rollups it changes
 * (a session never spans UTC midnight: visitor ids change with the daily salt), and purges delete hour
 * rows, so a week whose fingerprint moved is read from its daily rows until the job compacts it again.
 *
 * Purges, retention and "delete site data" delete the weekly rows and the marker of every week holding a
 * purged day (adapters/persistence/site-data-tables.ts): reports then fall back to the week's remaining
 * daily rows. The daily rows are never deleted by compaction.
 *
 * No index on `week` alone, unlike the daily tables' `day`: with one, the planner read a site's weeks
 * through it, every site's rows of those weeks filtered (4 times the rows, 55 ms instead of 15 for the
 * elements of 12 weeks). Only the nightly retention deletes by week across sites, over tables a seventh
 * the size of the daily ones.
 */
const COUNTER = 'bigint';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_compacted_weeks', (t) => {
    t.uuid('site_id').notNullable();
    t.date('week').notNullable();
    t.bigInteger('events').notNullable();
    t.integer('hours').notNullable();
    t.timestamp('compacted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['site_id', 'week']);
  });

  await knex.schema.createTable('analytics_weekly_pages', (t) => {
    t.uuid('site_id').notNullable();
    t.date('week').notNullable();
    t.text('path').notNullable();
    t.specificType('views', COUNTER).notNullable();
    t.specificType('entries', COUNTER).notNullable();
    t.specificType('exits', COUNTER).notNullable();
    t.specificType('time_ms', COUNTER).notNullable();
    t.specificType('timed_views', COUNTER).notNullable();
    t.primary(['site_id', 'week', 'path']);
  });

  await knex.schema.createTable('analytics_weekly_dims', (t) => {
    t.uuid('site_id').notNullable();
    t.date('week').notNullable();
    t.text('dim').notNullable();
    t.text('value').notNullable();
    t.specificType('sessions', COUNTER).notNullable();
    t.specificType('page_views', COUNTER).notNullable();
    t.primary(['site_id', 'week', 'dim', 'value']);
  });

  await knex.schema.createTable('analytics_weekly_errors', (t) => {
    t.uuid('site_id').notNullable();
    t.date('week').notNullable();
    t.text('key').notNullable();
    t.text('message').notNullable();
    t.text('source').notNullable();
    t.text('browser').notNullable();
    t.specificType('count', COUNTER).notNullable();
    t.timestamp('last_seen', { useTz: true }).notNullable();
    t.primary(['site_id', 'week', 'key']);
  });

  await knex.schema.createTable('analytics_weekly_elements', (t) => {
    t.uuid('site_id').notNullable();
    t.date('week').notNullable();
    t.text('key').notNullable();
    t.text('path').notNullable();
    t.text('grp').notNullable();
    t.text('selector').notNullable();
    t.text('text').notNullable();
    t.specificType('clicks', COUNTER).notNullable();
    t.specificType('rage_clicks', COUNTER).notNullable();
    t.specificType('dead_clicks', COUNTER).notNullable();
    t.date('last_day').notNullable();
    t.primary(['site_id', 'week', 'key']);
  });

  // The primary key leads with (site_id, week, path): a heatmap reads one path's cells of a few weeks.
  await knex.schema.createTable('analytics_weekly_clicks', (t) => {
    t.uuid('site_id').notNullable();
    t.date('week').notNullable();
    t.text('path').notNullable();
    t.text('screen').notNullable();
    t.smallint('x_bin').notNullable();
    t.smallint('y_bin').notNullable();
    t.specificType('clicks', COUNTER).notNullable();
    t.primary(['site_id', 'week', 'path', 'screen', 'x_bin', 'y_bin']);
  });

  await knex.schema.createTable('analytics_weekly_flows', (t) => {
    t.uuid('site_id').notNullable();
    t.date('week').notNullable();
    t.text('from_path').notNullable();
    t.text('to_path').notNullable();
    t.specificType('count', COUNTER).notNullable();
    t.primary(['site_id', 'week', 'from_path', 'to_path']);
  });

  for (const table of ['analytics_compacted_weeks', 'analytics_weekly_pages', 'analytics_weekly_dims', 'analytics_weekly_errors', 'analytics_weekly_elements', 'analytics_weekly_clicks', 'analytics_weekly_flows']) {
    await knex.raw(`alter table ?? add constraint ?? check (extract(isodow from week) = 1)`, [table, `${table}_week_is_monday`]);
  }
}
