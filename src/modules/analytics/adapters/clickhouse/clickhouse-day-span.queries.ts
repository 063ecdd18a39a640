import type { ClickHouseClient } from '@clickhouse/client';
import type { ClickCell, DaySpan, Dimension, DimensionCount, ElementRow, ErrorRow, PageRow } from '../../application/reports/report-queries.port.js';
import type { ElementGroup } from '../../domain/element-groups.js';
import { FLOW_EXIT } from '../../domain/report-figures.js';
import type { ScreenClass } from '../../domain/tracking-event.js';
import {
  clicksPerGroup,
  describedElements,
  elementPage,
  gridCells,
  gridRows,
  rankDimensions,
  topClickedPaths,
  topErrors,
  topLinks,
  topPages,
  type ElementCount,
} from '../persistence/report-queries/report-lists.js';
import { asDate, num } from '../persistence/report-queries/sql-values.js';
import { DAYS_OF_SITE, daysOfSite, rowsOf } from './clickhouse-read.js';

/**
 * Reads of the per-day rollups (SummingMergeTree: rows are the writer's increments, merged at any time), so
 * every figure is a sum with GROUP BY and never FINAL. The days of the span are read directly: ClickHouse
 * needs neither PostgreSQL's weekly tables nor its memo. Lists are ranked and cut here by count only
 * (`LIMIT n WITH TIES` keeps every row tied with the last), then in code by the same functions as the
 * PostgreSQL store (persistence/report-queries/report-lists.ts): its ties go in UTF-16 code-unit order,
 * which byte order does not always match.
 */

export async function pages(client: ClickHouseClient, siteId: string, days: DaySpan, limit: number): Promise<PageRow[]> {
  const rows = await rowsOf<Record<'path' | 'views' | 'entries' | 'exits' | 'time_ms' | 'timed_views', unknown>>(
    client,
    `SELECT path, sum(views) AS views, sum(entries) AS entries, sum(exits) AS exits, sum(time_ms) AS time_ms, sum(timed_views) AS timed_views
     FROM analytics_daily_pages WHERE ${DAYS_OF_SITE}
     GROUP BY path HAVING views > 0 ORDER BY views DESC LIMIT {limit:UInt32} WITH TIES`,
    { ...daysOfSite(siteId, days), limit },
  );
  const summed = rows.map((r) => ({ path: String(r.path), views: num(r.views), entries: num(r.entries), exits: num(r.exits), timeMs: num(r.time_ms), timedViews: num(r.timed_views) }));
  return topPages(summed, limit);
}

/** Only session counts are read (sessions count on their first day: migration header of the PostgreSQL rollups). */
export async function dimensions<D extends Dimension>(client: ClickHouseClient, siteId: string, days: DaySpan, limits: Record<D, number>): Promise<Record<D, DimensionCount[]>> {
  const dims = Object.keys(limits) as D[];
  const rows = await rowsOf<{ dim: Dimension; value: string; sessions: unknown }>(
    client,
    `SELECT dim, value, sum(sessions) AS sessions
     FROM analytics_daily_dims WHERE ${DAYS_OF_SITE} AND dim IN {dims:Array(String)}
     GROUP BY dim, value HAVING sessions > 0
     QUALIFY rank() OVER (PARTITION BY dim ORDER BY sessions DESC) <= transform(dim, {dims:Array(String)}, {limits:Array(UInt32)}, 0)`,
    { ...daysOfSite(siteId, days), dims, limits: dims.map((d) => limits[d]) },
  );
  return rankDimensions(
    rows.map((r) => ({ dim: r.dim, value: r.value, sessions: num(r.sessions) })),
    limits,
  );
}

/** Errors by count then message, with the count of every error of the span (`total`, over all keys). */
export async function errors(client: ClickHouseClient, siteId: string, days: DaySpan, limit: number): Promise<{ total: number; rows: ErrorRow[] }> {
  const rows = await rowsOf<Record<'key' | 'message' | 'source' | 'browser' | 'n' | 'last_seen' | 'total', unknown>>(
    client,
    `SELECT key, min(message) AS message, min(source) AS source, min(browser) AS browser, sum(\`count\`) AS n, max(last_seen) AS last_seen,
            sum(n) OVER () AS total
     FROM analytics_daily_errors WHERE ${DAYS_OF_SITE}
     GROUP BY key HAVING n > 0 ORDER BY n DESC LIMIT {limit:UInt32} WITH TIES`,
    { ...daysOfSite(siteId, days), limit: Math.max(1, limit) },
  );
  const summed = rows.map((r) => ({ key: String(r.key), message: String(r.message), source: String(r.source), browser: String(r.browser), count: num(r.n), lastSeen: asDate(r.last_seen) }));
  return { total: num(rows[0]?.total), rows: topErrors(summed, limit) };
}

export async function elementGroups(client: ClickHouseClient, siteId: string, days: DaySpan): Promise<{ group: string; clicks: number }[]> {
  const rows = await rowsOf<{ grp: string; clicks: unknown }>(
    client,
    `SELECT grp, sum(clicks) AS clicks FROM (
       SELECT key, min(grp) AS grp, sum(clicks) AS clicks FROM analytics_daily_elements WHERE ${DAYS_OF_SITE} GROUP BY key HAVING clicks > 0
     ) GROUP BY grp`,
    daysOfSite(siteId, days),
  );
  return clicksPerGroup(rows.map((r) => ({ group: r.grp, clicks: num(r.clicks) })));
}

/**
 * One page of elements: summed by key alone (md5 of path, group, selector and text, so those are equal
 * within a key), `total` counting every element of the filter; the texts are then read for the shown keys.
 */
export async function elements(
  client: ClickHouseClient,
  siteId: string,
  days: DaySpan,
  page: { group: ElementGroup | null; offset: number; limit: number },
): Promise<{ total: number; rows: ElementRow[] }> {
  const counts = await rowsOf<Record<'key' | 'grp' | 'clicks' | 'rage_clicks' | 'dead_clicks' | 'total', unknown>>(
    client,
    `SELECT key, min(grp) AS grp, sum(clicks) AS clicks, sum(rage_clicks) AS rage_clicks, sum(dead_clicks) AS dead_clicks, count() OVER () AS total
     FROM analytics_daily_elements WHERE ${DAYS_OF_SITE}
     GROUP BY key HAVING clicks > 0 AND ({group:Nullable(String)} IS NULL OR grp = {group:Nullable(String)})
     ORDER BY clicks DESC LIMIT {upTo:UInt32} WITH TIES`,
    { ...daysOfSite(siteId, days), group: page.group, upTo: Math.max(1, page.offset + page.limit) },
  );
  const shown = elementPage(
    counts.map((r): ElementCount => ({ key: String(r.key), group: String(r.grp), clicks: num(r.clicks), rageClicks: num(r.rage_clicks), deadClicks: num(r.dead_clicks) })),
    page,
  );
  const texts =
    shown.length === 0
      ? []
      : await rowsOf<{ key: string; path: string; selector: string; text: string }>(
          client,
          `SELECT key, any(path) AS path, any(selector) AS selector, any(text) AS text
           FROM analytics_daily_elements WHERE ${DAYS_OF_SITE} AND key IN {keys:Array(String)} GROUP BY key`,
          { ...daysOfSite(siteId, days), keys: shown.map((e) => e.key) },
        );
  return { total: num(counts[0]?.total), rows: describedElements(shown, new Map(texts.map((t) => [t.key, { path: t.path, selector: t.selector, text: t.text }]))) };
}

/** Flows (`(entry)` as the first page's origin) and, as links to `(exit)`, the pages' exits. */
export async function flows(client: ClickHouseClient, siteId: string, days: DaySpan, limit: number): Promise<{ from: string; to: string; count: number }[]> {
  const rows = await rowsOf<{ from_path: string; to_path: string; n: unknown }>(
    client,
    `SELECT from_path, to_path, sum(n) AS n FROM (
       SELECT from_path, to_path, \`count\` AS n FROM analytics_daily_flows WHERE ${DAYS_OF_SITE}
       UNION ALL
       SELECT path AS from_path, {exit:String} AS to_path, exits AS n FROM analytics_daily_pages WHERE ${DAYS_OF_SITE}
     ) GROUP BY from_path, to_path HAVING n > 0 ORDER BY n DESC LIMIT {limit:UInt32} WITH TIES`,
    { ...daysOfSite(siteId, days), exit: FLOW_EXIT, limit: Math.max(1, limit) },
  );
  return topLinks(
    rows.map((r) => ({ from: r.from_path, to: r.to_path, count: num(r.n) })),
    limit,
  );
}

/** `{screen}` is null for every screen class. */
const OF_SCREEN = '({screen:Nullable(String)} IS NULL OR screen = {screen:Nullable(String)})';

export async function clickedPages(client: ClickHouseClient, siteId: string, days: DaySpan, screen: ScreenClass | null, limit: number): Promise<{ path: string; clicks: number }[]> {
  const rows = await rowsOf<{ path: string; clicks: unknown }>(
    client,
    `SELECT path, sum(clicks) AS clicks FROM analytics_daily_clicks WHERE ${DAYS_OF_SITE} AND ${OF_SCREEN}
     GROUP BY path HAVING clicks > 0 ORDER BY clicks DESC LIMIT {limit:UInt32} WITH TIES`,
    { ...daysOfSite(siteId, days), screen, limit: Math.max(1, limit) },
  );
  return topClickedPaths(
    rows.map((r) => ({ path: r.path, clicks: num(r.clicks) })),
    limit,
  );
}

export async function clickCells(client: ClickHouseClient, siteId: string, days: DaySpan, path: string, screen: ScreenClass | null): Promise<ClickCell[]> {
  const rows = await rowsOf<{ x_bin: unknown; y_bin: unknown; clicks: unknown }>(
    client,
    `SELECT x_bin, y_bin, sum(clicks) AS clicks FROM analytics_daily_clicks WHERE ${DAYS_OF_SITE} AND path = {path:String} AND ${OF_SCREEN}
     GROUP BY x_bin, y_bin HAVING clicks > 0`,
    { ...daysOfSite(siteId, days), path, screen },
  );
  return gridCells(rows.map((r) => ({ xBin: num(r.x_bin), yBin: num(r.y_bin), clicks: num(r.clicks) })));
}

export async function clickRows(client: ClickHouseClient, siteId: string, days: DaySpan, path: string, screen: ScreenClass | null): Promise<{ yBin: number; clicks: number }[]> {
  const rows = await rowsOf<{ y_bin: unknown; clicks: unknown }>(
    client,
    `SELECT y_bin, sum(clicks) AS clicks FROM analytics_daily_clicks WHERE ${DAYS_OF_SITE} AND path = {path:String} AND ${OF_SCREEN}
     GROUP BY y_bin HAVING clicks > 0`,
    { ...daysOfSite(siteId, days), path, screen },
  );
  return gridRows(rows.map((r) => ({ yBin: num(r.y_bin), clicks: num(r.clicks) })));
}
