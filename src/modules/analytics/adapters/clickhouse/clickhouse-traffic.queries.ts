import type { ClickHouseClient } from '@clickhouse/client';
import type { DaySpan, TimeSpan, TrafficBucket, TrafficTotals } from '../../application/reports/report-queries.port.js';
import { asDate, num, utcDay } from '../persistence/report-queries/sql-values.js';
import { toTotals, type TotalsRow } from '../persistence/report-queries/traffic.queries.js';
import { END, rowsOf, spanOfSite, START } from './clickhouse-read.js';
import { RECENT_SESSIONS_SOURCE, STARTED_SESSIONS_SOURCE } from './clickhouse-sessions.queries.js';
import { dayVisitors, hourVisitors } from './clickhouse-visitor-counts.js';

/**
 * Traffic figures of the ClickHouse store (migrations/clickhouse/20261229000100_analytics__event_store.sql):
 * sums of analytics_hourly's increments, visitors from the kept counts or the visitor tables
 * (clickhouse-visitor-counts.ts). The figures are those of the PostgreSQL store
 * (persistence/report-queries/traffic.queries.ts), whose hourly `visitors` counts the visitors new to the
 * hour and whose daily `visitors` the day's distinct visitors.
 */
const HOURS_OF_SITE = `site_id = {site:UUID} AND hour >= ${START} AND hour < ${END}`;

export async function trafficTotals(client: ClickHouseClient, siteId: string, span: TimeSpan): Promise<TrafficTotals> {
  const rows = await rowsOf<TotalsRow>(
    client,
    `SELECT sum(page_views) AS page_views, sum(sessions) AS sessions, sum(bounces) AS bounces, sum(session_seconds) AS session_seconds,
            sum(frustrated_sessions) AS frustrated_sessions, sum(converted_sessions) AS converted_sessions
     FROM analytics_hourly WHERE ${HOURS_OF_SITE}`,
    spanOfSite(siteId, span),
  );
  return toTotals(rows[0]);
}

/** Σ of each day's distinct visitors: distinct (day, visitor) pairs. */
export async function visitorsByDay(client: ClickHouseClient, siteId: string, days: DaySpan): Promise<number> {
  let visitors = 0;
  for (const count of (await dayVisitors(client, siteId, days)).values()) visitors += count;
  return visitors;
}

type SumsRow = { at: string; page_views: unknown; sessions: unknown };

/**
 * Hours: every hour the rollup has a row for (as the PostgreSQL rows), with that hour's distinct visitors.
 * Days: the days with hourly rows in the span or visitors in the days, as PostgreSQL's full join.
 */
export async function trafficSeries(client: ClickHouseClient, siteId: string, span: TimeSpan, bucket: 'hour' | 'day', days: DaySpan): Promise<TrafficBucket[]> {
  if (bucket === 'hour') {
    const sums = await rowsOf<SumsRow>(
      client,
      `SELECT hour AS at, sum(page_views) AS page_views, sum(sessions) AS sessions FROM analytics_hourly WHERE ${HOURS_OF_SITE} GROUP BY hour ORDER BY hour`,
      spanOfSite(siteId, span),
    );
    const hours = sums.map((r) => asDate(r.at).getTime());
    const visitors = await hourVisitors(client, siteId, span, hours);
    return sums.map((r, i) => ({ at: new Date(hours[i]!), visitors: visitors.get(hours[i]!) ?? 0, pageViews: num(r.page_views), sessions: num(r.sessions) }));
  }
  const [sums, visitors] = await Promise.all([
    rowsOf<SumsRow>(
      client,
      `SELECT toString(toDate(hour)) AS at, sum(page_views) AS page_views, sum(sessions) AS sessions FROM analytics_hourly WHERE ${HOURS_OF_SITE} GROUP BY at`,
      spanOfSite(siteId, span),
    ),
    dayVisitors(client, siteId, days),
  ]);
  const byDay = new Map<string, TrafficBucket>();
  for (const r of sums) byDay.set(r.at, { at: utcDay(r.at), visitors: visitors.get(r.at) ?? 0, pageViews: num(r.page_views), sessions: num(r.sessions) });
  for (const [day, count] of visitors) if (count > 0 && !byDay.has(day)) byDay.set(day, { at: utcDay(day), visitors: count, pageViews: 0, sessions: 0 });
  return [...byDay.values()].sort((x, y) => x.at.getTime() - y.at.getTime());
}

/**
 * The realtime sums from the sessions themselves, as the writer's rollup defines them (domain/session-metrics.ts):
 * PostgreSQL rounds a session's seconds half away from zero, hence intDiv(ms + 500, 1000) rather than round(),
 * which rounds half to even.
 */
export async function recentSessionTotals(client: ClickHouseClient, siteId: string, span: TimeSpan): Promise<TrafficTotals> {
  const rows = await rowsOf<TotalsRow>(
    client,
    `SELECT sum(pv) AS page_views, count() AS sessions, countIf(bounce) AS bounces, sum(seconds) AS session_seconds,
            countIf(frustrated) AS frustrated_sessions, countIf(converted) AS converted_sessions
     FROM (
       SELECT page_views AS pv, page_views <= 1 AND interactions = 0 AS bounce,
              greatest(0, intDiv(toUnixTimestamp64Milli(last_seen_at) - toUnixTimestamp64Milli(started_at) + 500, 1000)) AS seconds,
              rage_clicks > 0 OR dead_clicks > 0 OR js_errors > 0 AS frustrated, form_submits > 0 AS converted
       FROM ${RECENT_SESSIONS_SOURCE}
     )`,
    spanOfSite(siteId, span),
  );
  return toTotals(rows[0]);
}

export async function sessionStartsPerMinute(client: ClickHouseClient, siteId: string, span: TimeSpan): Promise<{ at: Date; sessions: number }[]> {
  const rows = await rowsOf<{ minute: string; sessions: unknown }>(
    client,
    `SELECT toStartOfMinute(started_at) AS minute, count() AS sessions
     FROM ${STARTED_SESSIONS_SOURCE}
     GROUP BY minute ORDER BY minute`,
    spanOfSite(siteId, span),
  );
  return rows.map((r) => ({ at: asDate(r.minute), sessions: num(r.sessions) }));
}

/** Σ analytics_hourly.events: the writer counts every event it stores there. */
export async function storedEvents(client: ClickHouseClient, siteId: string, span: TimeSpan): Promise<number> {
  const rows = await rowsOf<{ events: unknown }>(client, `SELECT sum(events) AS events FROM analytics_hourly WHERE ${HOURS_OF_SITE}`, spanOfSite(siteId, span));
  return num(rows[0]?.events);
}
