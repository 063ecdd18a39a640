import { DomainError } from '../../../shared/index.js';
import { DASHBOARD_RANGES, MAX_CUSTOM_RANGE_DAYS, REALTIME_MINUTES, type DashboardRange, type ReportWindow } from './dashboard-report.js';

/**
 * The period a dashboard report covers, from `?range=&from=&to=` (analytics README, "Reports"). All days are UTC days.
 *
 *   7d / 30d / 90d  the last N days including today: from today − (N − 1) at 00:00 to now.
 *                   Series buckets: hours for 7d, days otherwise.
 *   custom          `from` and `to` as YYYY-MM-DD, both days included; from ≤ to ≤ today, at most
 *                   MAX_CUSTOM_RANGE_DAYS days. Ends at the end of `to`, or now when `to` is today.
 *   realtime        the current minute and the 29 before it (REALTIME_MINUTES one-minute buckets), to now.
 * No range means 7d. Anything else is one 400 ANALYTICS_INVALID_RANGE: the dashboard only sends what its
 * picker offers, so a finer error would only serve hand-made URLs.
 *
 * `firstDay`/`lastDay` are the UTC days the window touches, for the rollups kept per day.
 */
export interface ResolvedWindow {
  window: ReportWindow;
  start: Date;
  end: Date;
  firstDay: string;
  lastDay: string;
  /** Bucket starts of the series, oldest first. */
  buckets: Date[];
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const STEP: Record<ReportWindow['bucket'], number> = { minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS };
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function invalidRange(detail: string): DomainError {
  return new DomainError('validation', 'ANALYTICS_INVALID_RANGE', `Invalid date range: ${detail}`);
}

export function resolveReportWindow(query: { range?: unknown; from?: unknown; to?: unknown }, now: Date): ResolvedWindow {
  const range = query.range === undefined || query.range === '' ? '7d' : query.range;
  if (typeof range !== 'string' || !(DASHBOARD_RANGES as readonly string[]).includes(range)) throw invalidRange('unknown range');
  const today = floorTo(now, DAY_MS);
  switch (range as DashboardRange) {
    case 'realtime':
      return build('realtime', 'minute', new Date(floorTo(now, MINUTE_MS).getTime() - (REALTIME_MINUTES - 1) * MINUTE_MS), now, now);
    case '7d':
      return lastDays('7d', 7, 'hour', today, now);
    case '30d':
      return lastDays('30d', 30, 'day', today, now);
    case '90d':
      return lastDays('90d', 90, 'day', today, now);
    case 'custom': {
      const from = parseDay(query.from);
      const to = parseDay(query.to);
      if (from > to) throw invalidRange('from is after to');
      if (to > today) throw invalidRange('to is in the future');
      if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_CUSTOM_RANGE_DAYS) throw invalidRange(`more than ${MAX_CUSTOM_RANGE_DAYS} days`);
      const endOfTo = new Date(to.getTime() + DAY_MS);
      return build('custom', 'day', from, endOfTo > now ? now : endOfTo, now);
    }
  }
}

function lastDays(range: DashboardRange, days: number, bucket: ReportWindow['bucket'], today: Date, now: Date): ResolvedWindow {
  return build(range, bucket, new Date(today.getTime() - (days - 1) * DAY_MS), now, now);
}

function build(range: DashboardRange, bucket: ReportWindow['bucket'], start: Date, end: Date, now: Date): ResolvedWindow {
  const step = STEP[bucket];
  // A window ending now ends with the bucket holding now (even when now is its first millisecond);
  // one ending at a past midnight ends with the bucket before it.
  const last = floorTo(end.getTime() === now.getTime() ? now : new Date(end.getTime() - 1), step).getTime();
  const buckets: Date[] = [];
  for (let at = start.getTime(); at <= last; at += step) buckets.push(new Date(at));
  return {
    window: { range, from: start.toISOString(), to: end.toISOString(), bucket, dataFrom: start.toISOString() },
    start,
    end,
    firstDay: dayOf(start),
    // `end` is excluded: a window ending exactly at midnight does not touch the next day.
    lastDay: dayOf(new Date(Math.max(start.getTime(), end.getTime() - 1))),
    buckets,
  };
}

function parseDay(value: unknown): Date {
  const match = typeof value === 'string' ? DAY_PATTERN.exec(value) : null;
  if (!match) throw invalidRange('from and to must be YYYY-MM-DD');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March: a real date reads back the same.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) throw invalidRange('no such day');
  return at;
}

export function floorTo(at: Date, step: number): Date {
  return new Date(Math.floor(at.getTime() / step) * step);
}

/** YYYY-MM-DD of the UTC day. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
