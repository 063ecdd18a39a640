import type { Knex } from 'knex';
import type { DaySpan, TimeSpan, TrafficBucket, TrafficTotals } from '../../../application/reports/report-queries.port.js';
import { asDate, num, utcDay, type Rows } from './sql-values.js';

export type TotalsRow = Record<'page_views' | 'sessions' | 'bounces' | 'session_seconds' | 'frustrated_sessions' | 'converted_sessions', unknown>;

export const toTotals = (r: TotalsRow | undefined): TrafficTotals => ({
  pageViews: num(r?.page_views),
  sessions: num(r?.sessions),
  bounces: num(r?.bounces),
  sessionSeconds: num(r?.session_seconds),
  frustratedSessions: num(r?.frustrated_sessions),
  convertedSessions: num(r?.converted_sessions),
});

export async function trafficTotals(db: Knex, siteId: string, span: TimeSpan): Promise<TrafficTotals> {
  const { rows } = await db.raw<Rows<TotalsRow>>(
    `select sum(page_views) as page_views, sum(sessions) as sessions, sum(bounces) as bounces, sum(session_seconds) as session_seconds,
            sum(frustrated_sessions) as frustrated_sessions, sum(converted_sessions) as converted_sessions
     from analytics_hourly where site_id = ? and hour >= ? and hour < ?`,
    [siteId, span.start.toISOString(), span.end.toISOString()],
  );
  return toTotals(rows[0]);
}

export async function visitorsByDay(db: Knex, siteId: string, days: DaySpan): Promise<number> {
  const { rows } = await db.raw<Rows<{ visitors: unknown }>>(`select sum(visitors) as visitors from analytics_daily where site_id = ? and day between ?::date and ?::date`, [
    siteId,
    days.firstDay,
    days.lastDay,
  ]);
  return num(rows[0]?.visitors);
}

export async function trafficSeries(db: Knex, siteId: string, span: TimeSpan, bucket: 'hour' | 'day', days: DaySpan): Promise<TrafficBucket[]> {
  if (bucket === 'hour') {
    const { rows } = await db.raw<Rows<{ hour: unknown; visitors: unknown; page_views: unknown; sessions: unknown }>>(
      `select hour, visitors, page_views, sessions from analytics_hourly where site_id = ? and hour >= ? and hour < ? order by hour`,
      [siteId, span.start.toISOString(), span.end.toISOString()],
    );
    return rows.map((r) => ({ at: asDate(r.hour), visitors: num(r.visitors), pageViews: num(r.page_views), sessions: num(r.sessions) }));
  }
  const { rows } = await db.raw<Rows<{ day: string; visitors: unknown; page_views: unknown; sessions: unknown }>>(
    `with hours as (
       select (hour at time zone 'UTC')::date as day, sum(page_views) as page_views, sum(sessions) as sessions
       from analytics_hourly where site_id = ? and hour >= ? and hour < ? group by 1
     ), visitors as (
       select day, visitors from analytics_daily where site_id = ? and day between ?::date and ?::date
     )
     select day::text as day, coalesce(v.visitors, 0) as visitors, coalesce(h.page_views, 0) as page_views, coalesce(h.sessions, 0) as sessions
     from hours h full join visitors v using (day) order by day`,
    [siteId, span.start.toISOString(), span.end.toISOString(), siteId, days.firstDay, days.lastDay],
  );
  return rows.map((r) => ({ at: utcDay(r.day), visitors: num(r.visitors), pageViews: num(r.page_views), sessions: num(r.sessions) }));
}

/** Same definitions as domain/session-metrics.ts and the writer's rollup (bounce, frustrated, converted). */
export async function recentSessionTotals(db: Knex, siteId: string, span: TimeSpan): Promise<TrafficTotals> {
  const { rows } = await db.raw<Rows<TotalsRow>>(
    `select sum(page_views) as page_views, count(*) as sessions,
            count(*) filter (where page_views <= 1 and interactions = 0) as bounces,
            sum(greatest(0, round(extract(epoch from last_seen_at - started_at)))) as session_seconds,
            count(*) filter (where rage_clicks > 0 or dead_clicks > 0 or js_errors > 0) as frustrated_sessions,
            count(*) filter (where form_submits > 0) as converted_sessions
     from analytics_sessions where site_id = ? and last_seen_at >= ? and last_seen_at < ?`,
    [siteId, span.start.toISOString(), span.end.toISOString()],
  );
  return toTotals(rows[0]);
}

export async function sessionStartsPerMinute(db: Knex, siteId: string, span: TimeSpan): Promise<{ at: Date; sessions: number }[]> {
  const { rows } = await db.raw<Rows<{ minute: unknown; sessions: unknown }>>(
    `select date_bin('1 minute', started_at, timestamptz '2000-01-01 00:00:00+00') as minute, count(*) as sessions
     from analytics_sessions where site_id = ? and started_at >= ? and started_at < ? group by 1 order by 1`,
    [siteId, span.start.toISOString(), span.end.toISOString()],
  );
  return rows.map((r) => ({ at: asDate(r.minute), sessions: num(r.sessions) }));
}

/** Events stored for the site in the span: Σ analytics_hourly.events (the writer counts every event it stores there). */
export async function storedEvents(db: Knex, siteId: string, span: TimeSpan): Promise<number> {
  const { rows } = await db.raw<Rows<{ events: unknown }>>(`select sum(events) as events from analytics_hourly where site_id = ? and hour >= ? and hour < ?`, [
    siteId,
    span.start.toISOString(),
    span.end.toISOString(),
  ]);
  return num(rows[0]?.events);
}
