import type { Knex } from 'knex';
import { ensurePartitions } from '../../src/modules/analytics/adapters/persistence/partition-maintenance.js';

/**
 * The rollup rows a site with `events` events over the last 90 days would have, generated in SQL
 * (generate_series) for the dashboard benchmark. Shapes, per day of a 10M-event site (scale 1):
 *
 *   111k events, 37k page views, 25k sessions, 21k visitors (hourly rows follow a day curve ±40 %)
 *   500 paths (views by rank, 1/r), 2,000 clicked elements (1/r over 22k clicks), 200 JS errors,
 *   1,000 cities in 150 countries, 300 referrer hosts, 50 campaigns, 25 browsers, 12 OSes,
 *   click grids: each element's clicks around its own cell, per screen class (layouts differ)
 *   flows: path-to-path transitions by rank (1/(a·b)), plus (entry)
 *   analytics_sessions: one row per session (2.25M rows for 90 days)
 *
 * Counts come from expected values rounded at random (floor(x + random())), so rare items appear on
 * some days only, as in real rollups. Not generated: analytics_daily_visitors and
 * analytics_hourly_visitors (the writer's dedup tables, which no report reads).
 */
export interface GeneratedSite {
  siteId: string;
  /** Scale 1 = 10M events over 90 days. */
  scale: number;
}

export const DAYS = 90;
const EVENTS_PER_DAY = 10_000_000 / DAYS;

/** One day curve per hour of the UTC day, mean 1. */
const HOUR_FACTOR = `(1 + 0.4 * sin((extract(hour from h at time zone 'UTC') - 9) / 24 * 2 * pi()))`;
/** Days of the window, today last: `day` (date) and `d` (0 = today). */
const WINDOW_DAYS = `(select d, ((now() at time zone 'UTC')::date - d) as day from generate_series(0, ${DAYS - 1}) as d) days`;
const rnd = (expected: string) => `floor((${expected}) + random())::int`;

export async function generateRollups(trx: Knex.Transaction, { siteId, scale }: GeneratedSite): Promise<void> {
  const site = `'${siteId}'::uuid`;
  const eventsPerHour = (EVENTS_PER_DAY / 24) * scale;
  await trx.raw(`
    insert into analytics_hourly (site_id, hour, page_views, visitors, sessions, bounces, session_seconds, frustrated_sessions, converted_sessions,
                                  events, clicks, rage_clicks, dead_clicks, js_errors, form_submits, active_ms, total_ms)
    select ${site}, h, round(ev * 0.333), round(ev * 0.19), s, round(s * 0.45), s * 95, round(s * 0.06), round(s * 0.025),
           ev, round(ev * 0.2), round(ev * 0.004), round(ev * 0.01), round(ev * 0.01), round(ev * 0.006), s * 41000, s * 88000
    from generate_series(date_trunc('day', now(), 'UTC') - interval '${DAYS - 1} days', date_trunc('hour', now()), interval '1 hour') as h,
         lateral (select ${rnd(`${eventsPerHour} * ${HOUR_FACTOR} * (0.9 + random() * 0.2)`)} as ev) e,
         lateral (select round(e.ev * 0.225)::int as s) s`);
  await trx.raw(`
    insert into analytics_daily (site_id, day, visitors)
    select ${site}, (hour at time zone 'UTC')::date, round(sum(visitors) * 0.8) from analytics_hourly where site_id = ${site} group by 2`);

  const views = `(select sum(page_views) from analytics_hourly where site_id = ${site} and (hour at time zone 'UTC')::date = day)`;
  await trx.raw(`
    insert into analytics_daily_pages (site_id, day, path, views, entries, exits, time_ms, timed_views)
    select ${site}, day, case when r = 1 then '/' else '/page/' || r end, v, round(v * 0.4), round(v * 0.4), round(v * 0.7) * 45000, round(v * 0.7)
    from ${WINDOW_DAYS}, lateral (select ${views} as pv) t, generate_series(1, 500) as r,
         lateral (select ${rnd(`coalesce(pv, 0) / (r * 6.79)`)} as v) x
    where v > 0`);

  const sessionsPerDay = 25_000 * scale;
  const dims: [dim: string, share: number, count: number, harmonic: number, value: string][] = [
    ['referrer', 0.13, 300, 6.28, `'ref' || r || '.example'`],
    ['campaign', 0.05, 50, 4.5, `'newsletter|email|autumn-' || r`],
    ['browser', 1, 25, 3.82, `'Browser ' || r`],
    ['os', 1, 12, 3.1, `'OS ' || r`],
    ['country', 0.97, 150, 5.59, `chr(65 + r % 26) || chr(65 + r / 26)`],
    ['city', 0.9, 1000, 7.49, `'City ' || r || '|' || chr(65 + (r % 150) % 26) || chr(65 + (r % 150) / 26)`],
  ];
  for (const [dim, share, count, harmonic, value] of dims) {
    await trx.raw(`
      insert into analytics_daily_dims (site_id, day, dim, value, sessions, page_views)
      select ${site}, day, '${dim}', ${value}, s, round(s * 1.5) from ${WINDOW_DAYS}, generate_series(1, ${count}) as r,
             lateral (select ${rnd(`${sessionsPerDay * share} / (r * ${harmonic})`)} as s) x
      where s > 0`);
  }
  const fixed: [dim: string, values: [string, number][]][] = [
    ['source', [['direct', 0.4], ['organic-search', 0.3], ['social', 0.12], ['referrer', 0.13], ['campaign', 0.05]]],
    ['device', [['desktop', 0.55], ['mobile', 0.38], ['tablet', 0.07]]],
    ['screen', [['desktop', 0.3], ['laptop', 0.25], ['tablet', 0.08], ['mobile', 0.36]]],
  ];
  for (const [dim, values] of fixed) {
    const list = values.map(([v, share]) => `('${v}', ${share})`).join(', ');
    await trx.raw(`
      insert into analytics_daily_dims (site_id, day, dim, value, sessions, page_views)
      select ${site}, day, '${dim}', v, s, round(s * 1.5) from ${WINDOW_DAYS}, (values ${list}) as f(v, share),
             lateral (select ${rnd(`${sessionsPerDay} * share * (0.9 + random() * 0.2)`)} as s) x`);
  }

  await trx.raw(`
    insert into analytics_daily_errors (site_id, day, key, message, source, browser, count, last_seen)
    select ${site}, day, md5('error ' || r), 'TypeError: x' || r || ' is undefined', 'https://shop.example/app.' || (r % 7) || '.js', 'Browser ' || (r % 25 + 1), c,
           day + time '12:00' + (r % 600) * interval '1 minute'
    from ${WINDOW_DAYS}, generate_series(1, 200) as r, lateral (select ${rnd(`${EVENTS_PER_DAY * scale * 0.01} / (r * 5.88)`)} as c) x
    where c > 0`);

  const clicksPerDay = EVENTS_PER_DAY * scale * 0.2;
  // Element r sits on path (r % 500) + 1; groups cycle through a few common ones.
  const element = `'/page/' || (r % 500 + 1)`;
  await trx.raw(`
    insert into analytics_daily_elements (site_id, day, key, path, grp, selector, text, clicks, rage_clicks, dead_clicks)
    select ${site}, day, md5('element ' || r), ${element}, (array['button','link','navigation','card','input','image','tab','icon'])[r % 8 + 1],
           'main > section:nth-child(' || (r % 9 + 1) || ') > .el-' || r, 'Element ' || r, c, c / 50, c / 30
    from ${WINDOW_DAYS}, generate_series(1, 2000) as r, lateral (select ${rnd(`${clicksPerDay} / (r * 8.18)`)} as c) x
    where c > 0`);
  // Two elements of one path may share a cell: summed, like the writer's upsert.
  await trx.raw(`
    insert into analytics_daily_clicks (site_id, day, path, screen, x_bin, y_bin, clicks)
    select ${site}, day, path, screen, x_bin, y_bin, sum(c) from (
      select day, ${element} as path, screen, least(49, (r * 7 + sx) % 50 + dx) as x_bin, least(99, (r * 13 + sy) % 100 + dy) as y_bin, c
      from ${WINDOW_DAYS}, generate_series(1, 2000) as r,
           (values ('mobile', 0.36, 0, 3), ('tablet', 0.08, 5, 2), ('laptop', 0.25, 11, 1), ('desktop', 0.31, 17, 0)) as sc(screen, share, sx, sy),
           (values (0, 0, 0.6), (1, 0, 0.2), (0, 1, 0.2)) as cell(dx, dy, part),
           lateral (select ${rnd(`${clicksPerDay} / (r * 8.18) * share * part`)} as c) x
      where c > 0
    ) cells group by day, path, screen, x_bin, y_bin`);

  const path = (rank: string) => `case when ${rank} = 1 then '/' else '/page/' || ${rank} end`;
  await trx.raw(`
    insert into analytics_daily_flows (site_id, day, from_path, to_path, count)
    select ${site}, day, case when a = 0 then '(entry)' else ${path('a')} end, ${path('b')}, c
    from ${WINDOW_DAYS}, generate_series(0, 500) as a, lateral generate_series(1, least(500, 2000 / (a + 1))) as b,
         lateral (select ${rnd(`${EVENTS_PER_DAY * scale * 0.333} / ((a + 1) * b * 46)`)} as c) x
    where c > 0`);

  await trx.raw(`
    insert into analytics_sessions (site_id, session_id, visitor_id, started_at, last_seen_at, rollup_hour, entry_path, exit_path, page_views, interactions,
      rage_clicks, dead_clicks, js_errors, form_submits, referrer, source_kind, country, city, browser, os, device,
      active_ms, total_ms, view_depth, depth_sum, deep_views, scroll_px, scroll_ms, scrolls, direction_changes, clicks, click_through_views, forms_started,
      screen, utm_source, utm_medium, utm_campaign, referrer_host)
    select ${site}, 's' || i, 'v' || (i * 5 / 6), started, started + dur * interval '1 second', date_trunc('hour', started), '/', '/page/' || (i % 500 + 1),
           pv, inter, (i % 97 = 0)::int, (i % 41 = 0)::int, (i % 101 = 0)::int, (i % 40 = 0)::int, null,
           (array['direct','organic-search','social','referrer','campaign'])[i % 5 + 1], 'FR', 'Paris', 'Browser ' || (i % 25 + 1), 'OS ' || (i % 12 + 1), 'desktop',
           dur * 450, dur * 950, (i * 37) % 101, (pv - 1) * 55, (pv - 1) / 3, pv * 2400, pv * 3100, pv * 3, pv, inter, pv / 2, (i % 20 = 0)::int,
           (array['mobile','tablet','laptop','desktop'])[i % 4 + 1], null, null, null, null
    from generate_series(1, ${Math.round(sessionsPerDay * DAYS)}) as i,
         lateral (select now() - (i::float8 / ${Math.round(sessionsPerDay * DAYS)}) * interval '${DAYS} days' as started, 1 + i % 4 as pv, i % 5 as inter, (i::bigint * 7919 % 600)::int as dur) x`);
}

/** The raw events of the main site (for the no-rollup baseline): `count` rows over 90 days, data left empty. */
export async function generateRawEvents(knex: Knex, siteId: string, count: number): Promise<void> {
  const now = new Date();
  await ensurePartitions(knex, new Date(now.getTime() - DAYS * 86_400_000), now);
  await knex.raw(`
    insert into analytics_events (id, site_id, visitor_id, session_id, kind, occurred_at, path, source_kind, country, city, browser, os, device)
    select gen_random_uuid(), '${siteId}', 'v' || (i / 5), 's' || (i / 4), (array['pageview','engagement','click','scroll','pageview','click','form','pageview','scroll'])[i % 9 + 1],
           now() - (i::float8 / ${count}) * interval '${DAYS - 1} days' - (i % 3600) * interval '1 second', '/page/' || (i % 500 + 1), 'direct', 'FR', 'Paris', 'Chrome', 'Linux', 'desktop'
    from generate_series(1, ${count}) as i`);
}

export const ROLLUP_TABLES = [
  'analytics_hourly',
  'analytics_daily',
  'analytics_daily_pages',
  'analytics_daily_dims',
  'analytics_daily_errors',
  'analytics_daily_elements',
  'analytics_daily_clicks',
  'analytics_daily_flows',
  'analytics_sessions',
];

/** Filled by the worker's analytics.compaction job from the daily tables (migration 20261124000100). */
export const WEEKLY_TABLES = [
  'analytics_compacted_weeks',
  'analytics_weekly_pages',
  'analytics_weekly_dims',
  'analytics_weekly_errors',
  'analytics_weekly_elements',
  'analytics_weekly_clicks',
  'analytics_weekly_flows',
];
