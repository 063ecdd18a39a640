import { MAX_CUSTOM_RANGE_DAYS, type DashboardRange } from './dashboard-types';

/** What the reports are asked for: a preset, or a custom pair of UTC days (YYYY-MM-DD, both included). */
export type RangeSelection = { range: Exclude<DashboardRange, 'custom'> } | { range: 'custom'; from: string; to: string };

export type CustomRangeProblem = 'startRequired' | 'endRequired' | 'startAfterEnd' | 'future' | 'tooLong';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query string of a report request. */
export function rangeParams(selection: RangeSelection): Record<string, string> {
  return selection.range === 'custom' ? { range: 'custom', from: selection.from, to: selection.to } : { range: selection.range };
}

/** A stable text key for a selection (cache keys, effect dependencies). */
export function rangeKey(selection: RangeSelection): string {
  return selection.range === 'custom' ? `custom:${selection.from}:${selection.to}` : selection.range;
}

function dayNumber(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms / DAY_MS;
}

/**
 * The custom range's rules: both days given, start not after end, end not after today, at most
 * MAX_CUSTOM_RANGE_DAYS days counting both ends, the rules the server applies (domain/report-window.ts).
 */
export function customRangeProblems(from: string, to: string, today: string): CustomRangeProblem[] {
  const start = dayNumber(from);
  const end = dayNumber(to);
  const problems: CustomRangeProblem[] = [];
  if (start === null) problems.push('startRequired');
  if (end === null) problems.push('endRequired');
  if (start === null || end === null) return problems;
  const last = dayNumber(today) ?? end;
  if (start > end) problems.push('startAfterEnd');
  if (end > last || start > last) problems.push('future');
  else if (start <= end && end - start + 1 > MAX_CUSTOM_RANGE_DAYS) problems.push('tooLong');
  return problems;
}

/** YYYY-MM-DD of `date` in UTC: the reports count UTC days, and the server refuses an end after today's. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `days` before `day` (YYYY-MM-DD), for the custom range's first suggestion. */
export function daysBefore(day: string, days: number): string {
  const n = dayNumber(day);
  if (n === null) return day;
  return new Date((n - days) * DAY_MS).toISOString().slice(0, 10);
}
