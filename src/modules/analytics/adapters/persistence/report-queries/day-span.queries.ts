import type { Knex } from 'knex';
import type { DaySpan, Dimension, PageRow } from '../../../application/reports/report-queries.port.js';
import { FLOW_EXIT } from '../../../domain/report-figures.js';
import { RollupRows } from './rollup-rows.js';
import { asDate, num, type Rows } from './sql-values.js';

/**
 * Whole aggregates of the per-day rollups over one span of days, unsorted and uncut: the reader sums the
 * spans of a window (some of them memoised, rollup-memo.ts) and ranks the result itself. A span's whole
 * compacted weeks come from the weekly tables, its other days from the daily ones (rollup-rows.ts).
 */
async function run<T>(db: Knex, q: RollupRows, body: string): Promise<T[]> {
  const { sql, bindings } = q.sql(body);
  return (await db.raw<Rows<T>>(sql, bindings as Knex.RawBinding[])).rows;
}

export async function pagesIn(db: Knex, siteId: string, days: DaySpan): Promise<PageRow[]> {
  const q = new RollupRows(siteId, days);
  const rows = await run<Record<'path' | 'views' | 'entries' | 'exits' | 'time_ms' | 'timed_views', unknown>>(
    db,
    q,
    `select path, sum(views) as views, sum(entries) as entries, sum(exits) as exits, sum(time_ms) as time_ms, sum(timed_views) as timed_views
     from ${q.rows('pages', ['path', 'views', 'entries', 'exits', 'time_ms', 'timed_views'])} r group by path`,
  );
  return rows.map((r) => ({ path: String(r.path), views: num(r.views), entries: num(r.entries), exits: num(r.exits), timeMs: num(r.time_ms), timedViews: num(r.timed_views) }));
}

export interface DimensionRow {
  dim: Dimension;
  value: string;
  sessions: number;
}

/** Sessions count on their first day, page views on their own (migration header): only session counts are read. */
export async function dimensionsIn(db: Knex, siteId: string, days: DaySpan, dims: readonly Dimension[]): Promise<DimensionRow[]> {
  const q = new RollupRows(siteId, days);
  const rows = await run<{ dim: Dimension; value: string; sessions: unknown }>(
    db,
    q,
    `select dim, value, sum(sessions) as sessions from ${q.rows('dims', ['dim', 'value', 'sessions'], 'dim = any(?::text[])', [[...dims]])} r
     group by dim, value having sum(sessions) <> 0`,
  );
  return rows.map((r) => ({ dim: r.dim, value: r.value, sessions: num(r.sessions) }));
}

export interface ErrorGroupRow {
  key: string;
  message: string;
  source: string;
  browser: string;
  count: number;
  lastSeen: Date;
}

export async function errorsIn(db: Knex, siteId: string, days: DaySpan): Promise<ErrorGroupRow[]> {
  const q = new RollupRows(siteId, days);
  const rows = await run<Record<'key' | 'message' | 'source' | 'browser' | 'count' | 'last_seen', unknown>>(
    db,
    q,
    `select key, min(message) as message, min(source) as source, min(browser) as browser, sum(count) as count, max(last_seen) as last_seen
     from ${q.rows('errors', ['key', 'message', 'source', 'browser', 'count', 'last_seen'])} r group by key`,
  );
  return rows.map((r) => ({ key: String(r.key), message: String(r.message), source: String(r.source), browser: String(r.browser), count: num(r.count), lastSeen: asDate(r.last_seen) }));
}

export interface ElementCountRow {
  key: string;
  group: string;
  /** The last day of the span the element was clicked on, to find its descriptive columns again. */
  day: string;
  clicks: number;
  rageClicks: number;
  deadClicks: number;
}

/**
 * Summed by key alone (the md5 of path, group, selector and text, so those are equal within a key):
 * hashing the texts of every day's rows would cost more than the sums. `describeElements` fetches the
 * texts of the few elements a page of the report shows.
 */
export async function elementCountsIn(db: Knex, siteId: string, days: DaySpan): Promise<ElementCountRow[]> {
  const q = new RollupRows(siteId, days);
  const rows = await run<Record<'key' | 'grp' | 'day' | 'clicks' | 'rage_clicks' | 'dead_clicks', unknown>>(
    db,
    q,
    `select key, min(grp) as grp, max(day)::text as day, sum(clicks) as clicks, sum(rage_clicks) as rage_clicks, sum(dead_clicks) as dead_clicks
     from ${q.rows('elements', ['key', 'grp', ['day', 'last_day as day'], 'clicks', 'rage_clicks', 'dead_clicks'])} r group by key`,
  );
  return rows.map((r) => ({ key: String(r.key), group: String(r.grp), day: String(r.day), clicks: num(r.clicks), rageClicks: num(r.rage_clicks), deadClicks: num(r.dead_clicks) }));
}

export async function describeElements(db: Knex, siteId: string, wanted: readonly { key: string; day: string }[]): Promise<Map<string, { path: string; selector: string; text: string }>> {
  if (wanted.length === 0) return new Map();
  const { rows } = await db.raw<Rows<{ key: string; path: string; selector: string; text: string }>>(
    `select e.key, e.path, e.selector, e.text from analytics_daily_elements e
     join unnest(?::date[], ?::text[]) as w(day, key) on e.day = w.day and e.key = w.key
     where e.site_id = ?`,
    [wanted.map((w) => w.day), wanted.map((w) => w.key), siteId],
  );
  return new Map(rows.map((r) => [r.key, { path: r.path, selector: r.selector, text: r.text }]));
}

export interface LinkRow {
  from: string;
  to: string;
  count: number;
}

/**
 * Transitions from the flows rollup (`(entry)` as the first page's origin) and, as links to `(exit)`,
 * the sessions' last pages counted in the pages rollup's exits.
 */
export async function linksIn(db: Knex, siteId: string, days: DaySpan): Promise<LinkRow[]> {
  const q = new RollupRows(siteId, days);
  const rows = await run<{ from_path: string; to_path: string; count: unknown }>(
    db,
    q,
    `select from_path, to_path, sum(count) as count from ${q.rows('flows', ['from_path', 'to_path', 'count'])} f group by from_path, to_path
     union all
     select path, ${q.value(FLOW_EXIT)}, sum(exits) from ${q.rows('pages', ['path', 'exits'])} p group by path`,
  );
  return rows.map((r) => ({ from: r.from_path, to: r.to_path, count: num(r.count) }));
}

export interface PathClicksRow {
  path: string;
  screen: string;
  clicks: number;
}

export async function clickedPathsIn(db: Knex, siteId: string, days: DaySpan): Promise<PathClicksRow[]> {
  const q = new RollupRows(siteId, days);
  const rows = await run<{ path: string; screen: string; clicks: unknown }>(
    db,
    q,
    `select path, screen, sum(clicks) as clicks from ${q.rows('clicks', ['path', 'screen', 'clicks'])} r group by path, screen`,
  );
  return rows.map((r) => ({ path: r.path, screen: r.screen, clicks: num(r.clicks) }));
}

export interface CellRow {
  screen: string;
  xBin: number;
  yBin: number;
  clicks: number;
}

export async function clickCellsIn(db: Knex, siteId: string, days: DaySpan, path: string): Promise<CellRow[]> {
  const q = new RollupRows(siteId, days);
  const rows = await run<{ screen: string; x_bin: unknown; y_bin: unknown; clicks: unknown }>(
    db,
    q,
    `select screen, x_bin, y_bin, sum(clicks) as clicks from ${q.rows('clicks', ['screen', 'x_bin', 'y_bin', 'clicks'], 'path = ?', [path])} r group by screen, x_bin, y_bin`,
  );
  return rows.map((r) => ({ screen: r.screen, xBin: num(r.x_bin), yBin: num(r.y_bin), clicks: num(r.clicks) }));
}

/**
 * What changes whenever the rollups of the days can change: every batch the writer stores adds to
 * analytics_hourly.events for the hours of its events, in the transaction that updates the daily tables;
 * purges delete hourly rows.
 */
export async function daysFingerprint(db: Knex, siteId: string, days: DaySpan): Promise<string> {
  const { rows } = await db.raw<Rows<{ events: unknown; hours: unknown }>>(
    `select sum(events) as events, count(*) as hours from analytics_hourly
     where site_id = ? and hour >= ?::date and hour < ?::date + 1`,
    [siteId, days.firstDay, days.lastDay],
  );
  return `${num(rows[0]?.events)}/${num(rows[0]?.hours)}`;
}
