import type { Knex } from 'knex';

/**
 * The dashboard's rollups (analytics README, "Event store and rollups"): what every report reads instead of scanning events, so a
 * 90-day report over millions of events touches a few thousand rows.
 *
 * Days are UTC days. Visitor ids rotate with the daily salt (domain/visitor-id.ts), so visitors can only be
 * told apart within a day: a range's visitors are the sum of each day's distinct visitors (Plausible's rule
 * too), kept in `analytics_daily_visitors`.
 *
 * analytics_sessions gains the per-session engagement aggregates of domain/engagement-quality.ts and the
 * state the writer needs to keep them incremental across batches:
 *   active_ms / total_ms         sums of the engagement events' increments (total = page visible)
 *   view_depth                   deepest scroll point of the current (last) page view, 0-100
 *   depth_sum / deep_views       over the page views before it (closed views); the reader adds view_depth
 *   scroll_px / scroll_ms        |distance| and duration of scroll gestures; scrolls = gestures
 *   direction_changes            sign changes between consecutive gestures; last_scroll_sign remembers the last
 *   clicks                       clicks (interactions keeps clicks + form events)
 *   click_through_views          page views left by a new page view after a click on them
 *   clicked_since_view           a click happened since the last page view
 *   forms_started                page views with at least one form input/change event
 *   form_touched_since_view      a form was touched since the last page view
 *   screen, utm_*, referrer_host from the session's first page view
 *
 * Daily tables, keyed by (site_id, day, …):
 *   analytics_daily_visitors  one row per distinct visitor and day; `analytics_daily.visitors` counts them
 *   analytics_daily           visitors per day (the other day totals are sums of analytics_hourly)
 *   analytics_daily_pages     views, entries, exits, time on page (sum of engagement total_ms and the number
 *                             of views it covers) per path
 *   analytics_daily_dims      sessions and page views per dimension value; dim is one of source (kind),
 *                             referrer (host), campaign (`source|medium|campaign`), device, browser, os,
 *                             country (alpha-2), city (`city|CC`), screen. Sessions count on their first
 *                             day; page views on the day they happened.
 *   analytics_daily_errors    JS errors per (message, source, browser); `key` = md5 of the three
 *   analytics_daily_elements  clicks per element (path, group, selector, text); `key` = md5 of the four
 *   analytics_daily_clicks    click heatmap grid: x_bin 0-49 (2 % of page width), y_bin 0-99 (1 % of document
 *                             height) per path and screen class; dead zones sum y bins into sections
 *   analytics_daily_flows     page-to-page transitions within a session, `(entry)` as the first `from_path`
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_sessions', (t) => {
    t.bigInteger('active_ms').notNullable().defaultTo(0);
    t.bigInteger('total_ms').notNullable().defaultTo(0);
    t.smallint('view_depth').notNullable().defaultTo(0);
    t.integer('depth_sum').notNullable().defaultTo(0);
    t.integer('deep_views').notNullable().defaultTo(0);
    t.bigInteger('scroll_px').notNullable().defaultTo(0);
    t.bigInteger('scroll_ms').notNullable().defaultTo(0);
    t.integer('scrolls').notNullable().defaultTo(0);
    t.integer('direction_changes').notNullable().defaultTo(0);
    t.smallint('last_scroll_sign').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
    t.integer('click_through_views').notNullable().defaultTo(0);
    t.boolean('clicked_since_view').notNullable().defaultTo(false);
    t.integer('forms_started').notNullable().defaultTo(0);
    t.boolean('form_touched_since_view').notNullable().defaultTo(false);
    t.text('screen').nullable();
    t.text('utm_source').nullable();
    t.text('utm_medium').nullable();
    t.text('utm_campaign').nullable();
    t.text('referrer_host').nullable();
  });

  await knex.schema.createTable('analytics_daily_visitors', (t) => {
    t.uuid('site_id').notNullable();
    t.date('day').notNullable();
    t.text('visitor_id').notNullable();
    t.primary(['site_id', 'day', 'visitor_id']);
    t.index(['day']);
  });

  await knex.schema.createTable('analytics_daily', (t) => {
    t.uuid('site_id').notNullable();
    t.date('day').notNullable();
    t.integer('visitors').notNullable().defaultTo(0);
    t.primary(['site_id', 'day']);
    t.index(['day']);
  });

  await knex.schema.createTable('analytics_daily_pages', (t) => {
    t.uuid('site_id').notNullable();
    t.date('day').notNullable();
    t.text('path').notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.integer('entries').notNullable().defaultTo(0);
    t.integer('exits').notNullable().defaultTo(0);
    t.bigInteger('time_ms').notNullable().defaultTo(0);
    t.integer('timed_views').notNullable().defaultTo(0);
    t.primary(['site_id', 'day', 'path']);
    t.index(['day']);
  });

  await knex.schema.createTable('analytics_daily_dims', (t) => {
    t.uuid('site_id').notNullable();
    t.date('day').notNullable();
    t.text('dim').notNullable();
    t.text('value').notNullable();
    t.integer('sessions').notNullable().defaultTo(0);
    t.integer('page_views').notNullable().defaultTo(0);
    t.primary(['site_id', 'day', 'dim', 'value']);
    t.index(['day']);
  });

  await knex.schema.createTable('analytics_daily_errors', (t) => {
    t.uuid('site_id').notNullable();
    t.date('day').notNullable();
    t.text('key').notNullable();
    t.text('message').notNullable();
    t.text('source').notNullable();
    t.text('browser').notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.timestamp('last_seen', { useTz: true }).notNullable();
    t.primary(['site_id', 'day', 'key']);
    t.index(['day']);
  });

  await knex.schema.createTable('analytics_daily_elements', (t) => {
    t.uuid('site_id').notNullable();
    t.date('day').notNullable();
    t.text('key').notNullable();
    t.text('path').notNullable();
    t.text('grp').notNullable();
    t.text('selector').notNullable();
    t.text('text').notNullable();
    t.integer('clicks').notNullable().defaultTo(0);
    t.integer('rage_clicks').notNullable().defaultTo(0);
    t.integer('dead_clicks').notNullable().defaultTo(0);
    t.primary(['site_id', 'day', 'key']);
    t.index(['day']);
  });

  await knex.schema.createTable('analytics_daily_clicks', (t) => {
    t.uuid('site_id').notNullable();
    t.date('day').notNullable();
    t.text('path').notNullable();
    t.text('screen').notNullable();
    t.smallint('x_bin').notNullable();
    t.smallint('y_bin').notNullable();
    t.integer('clicks').notNullable().defaultTo(0);
    t.primary(['site_id', 'day', 'path', 'screen', 'x_bin', 'y_bin']);
    t.index(['day']);
  });

  await knex.schema.createTable('analytics_daily_flows', (t) => {
    t.uuid('site_id').notNullable();
    t.date('day').notNullable();
    t.text('from_path').notNullable();
    t.text('to_path').notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['site_id', 'day', 'from_path', 'to_path']);
    t.index(['day']);
  });
}
