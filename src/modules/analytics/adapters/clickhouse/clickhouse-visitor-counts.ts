import type { ClickHouseClient } from '@clickhouse/client';
import type { DaySpan, TimeSpan } from '../../application/reports/report-queries.port.js';
import { dayNumber, dayString } from '../../domain/daily-rollup.js';
import { HOUR_MS } from '../../domain/event-rollup.js';
import { dayIndex, dayText } from '../../domain/rollup-weeks.js';
import { asDate, num } from '../persistence/report-queries/sql-values.js';
import { clickHouseHour, DAYS_OF_SITE, daysOfSite, END, PER_PARTITION_FINAL, rowsOf, spanOfSite, START } from './clickhouse-read.js';

/**
 * Distinct visitors per hour and per UTC day (migrations/clickhouse/20261230000100_analytics__visitor_counts.sql):
 * the count the compaction job kept for a bucket while the bucket's Σ analytics_hourly.events still equals the
 * sum it was counted at, else a count of the bucket's visitor rows (FINAL: a row may be there twice until its
 * parts merge). Both give the same figure; the kept one reads a row instead of every visitor of the bucket.
 */

const HOURS_OF_SITE = `site_id = {site:UUID} AND hour >= ${START} AND hour < ${END}`;
/** The whole UTC days of a DaySpan, as hours: a day's count holds for the sum of all its hours. */
const HOURS_OF_DAYS = "site_id = {site:UUID} AND hour >= toDateTime({first:Date}, 'UTC') AND hour < toDateTime({last:Date} + 1, 'UTC')";

/** The days of the span whose kept count still holds, with that count (`YYYY-MM-DD` → visitors). */
async function keptDays(client: ClickHouseClient, siteId: string, days: DaySpan): Promise<Map<string, number>> {
  const rows = await rowsOf<{ d: string; visitors: unknown }>(
    client,
    `SELECT toString(c.day) AS d, c.visitors AS visitors
     FROM (SELECT day, visitors, events FROM analytics_daily_visitor_counts FINAL WHERE ${DAYS_OF_SITE}) AS c
     INNER JOIN (SELECT toDate(hour) AS day, sum(events) AS events FROM analytics_hourly WHERE ${HOURS_OF_DAYS} GROUP BY day) AS h
     ON c.day = h.day AND c.events = h.events`,
    daysOfSite(siteId, days),
  );
  return new Map(rows.map((r) => [r.d, num(r.visitors)]));
}

/** The hours of the span whose kept count still holds (epoch ms → visitors). */
async function keptHours(client: ClickHouseClient, siteId: string, span: TimeSpan): Promise<Map<number, number>> {
  const rows = await rowsOf<{ hour: string; visitors: unknown }>(
    client,
    `SELECT c.hour AS hour, c.visitors AS visitors
     FROM (SELECT hour, visitors, events FROM analytics_hourly_visitor_counts FINAL WHERE ${HOURS_OF_SITE}) AS c
     INNER JOIN (SELECT hour, sum(events) AS events FROM analytics_hourly WHERE ${HOURS_OF_SITE} GROUP BY hour) AS h
     ON c.hour = h.hour AND c.events = h.events`,
    spanOfSite(siteId, span),
  );
  return new Map(rows.map((r) => [asDate(r.hour).getTime(), num(r.visitors)]));
}

/** Visitors of the listed days counted from their rows; only days with visitors appear. */
async function countedDays(client: ClickHouseClient, siteId: string, list: readonly string[]): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  // `d`, not `day`: an alias named like a column would stand for it in WHERE.
  const rows = await rowsOf<{ d: string; visitors: unknown }>(
    client,
    'SELECT toString(day) AS d, count() AS visitors FROM analytics_daily_visitors FINAL WHERE site_id = {site:UUID} AND day IN {days:Array(Date)} GROUP BY day',
    { site: siteId, days: list },
    PER_PARTITION_FINAL,
  );
  return new Map(rows.map((r) => [r.d, num(r.visitors)]));
}

/** Visitors of the listed hours counted from their rows. */
async function countedHours(client: ClickHouseClient, siteId: string, list: readonly number[]): Promise<Map<number, number>> {
  if (list.length === 0) return new Map();
  const rows = await rowsOf<{ hour: string; visitors: unknown }>(
    client,
    "SELECT hour, count() AS visitors FROM analytics_hourly_visitors FINAL WHERE site_id = {site:UUID} AND hour IN {hours:Array(DateTime('UTC'))} GROUP BY hour",
    { site: siteId, hours: list.map(clickHouseHour) },
    PER_PARTITION_FINAL,
  );
  return new Map(rows.map((r) => [asDate(r.hour).getTime(), num(r.visitors)]));
}

/** Every day of the span, `YYYY-MM-DD`, both ends included. */
function daysIn(days: DaySpan): string[] {
  const out: string[] = [];
  for (let d = dayIndex(days.firstDay); d <= dayIndex(days.lastDay); d++) out.push(dayText(d));
  return out;
}

/**
 * Reads asked for at once share one answer: an overview asks for the same days' visitors twice in parallel
 * (its total and its series). Only while in flight, so nothing stale is ever served.
 */
const inFlight = new WeakMap<ClickHouseClient, Map<string, Promise<Map<string, number>>>>();

/**
 * Each day of the span with visitors: its distinct visitors. Today is counted from its rows alongside the
 * kept counts' read (it has none yet), so the usual window costs one round trip; a day with neither (a late
 * event since the job's last run, or no run yet) takes a second. The guess only saves time: every day
 * not kept is counted either way.
 */
export function dayVisitors(client: ClickHouseClient, siteId: string, days: DaySpan): Promise<Map<string, number>> {
  let reads = inFlight.get(client);
  if (!reads) inFlight.set(client, (reads = new Map()));
  const key = `${siteId}|${days.firstDay}|${days.lastDay}`;
  const pending = reads.get(key);
  if (pending) return pending;
  const read = readDayVisitors(client, siteId, days).finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
}

async function readDayVisitors(client: ClickHouseClient, siteId: string, days: DaySpan): Promise<Map<string, number>> {
  const all = daysIn(days);
  const today = dayString(dayNumber(Date.now()));
  const open = all.filter((d) => d >= today);
  const [kept, counted] = await Promise.all([keptDays(client, siteId, days), countedDays(client, siteId, open)]);
  const rest = all.filter((d) => d < today && !kept.has(d));
  const late = await countedDays(client, siteId, rest);
  return new Map([...kept, ...counted, ...late]);
}

/**
 * The distinct visitors of each listed hour of the span (epoch ms); hours without visitors are left out.
 * The current hour is counted alongside the kept counts' read, as today is above.
 */
export async function hourVisitors(client: ClickHouseClient, siteId: string, span: TimeSpan, hours: readonly number[]): Promise<Map<number, number>> {
  const now = Date.now();
  const currentHour = now - (now % HOUR_MS);
  const [kept, counted] = await Promise.all([keptHours(client, siteId, span), countedHours(client, siteId, hours.filter((h) => h >= currentHour))]);
  const late = await countedHours(
    client,
    siteId,
    hours.filter((h) => h < currentHour && !kept.has(h)),
  );
  return new Map([...kept, ...counted, ...late]);
}
