/**
 * Weekly rollups (migration 20261124000100): ISO weeks in UTC, Monday to Sunday, each named by its
 * Monday (`YYYY-MM-DD`). The worker compacts a week's daily rows once the week is *sealed*: it ended
 * WEEK_SEAL_MARGIN_MS ago, the margin the dashboard's memo gives a day (rollup-memo.ts). Rollups of a day
 * change only through events of that day (a session never spans UTC midnight, visitor ids changing with
 * the daily salt), and an event is never placed after its arrival (event-time.ts), so after the margin
 * only a batch held up in the queue can still change a sealed week; the compacted week's fingerprint
 * catches that one (see the migration), so the margin only saves work, it does not make figures right.
 */
export const WEEK_SEAL_MARGIN_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` UTC day, and back. */
export const dayIndex = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayText = (index: number): string => new Date(index * DAY_MS).toISOString().slice(0, 10);

/** 1970-01-01 was a Thursday: day 0 is 3 days after a Monday. */
const mondayOn = (index: number): number => index - (((index + 3) % 7) + 7) % 7;

/** The Monday of the week holding `day`. */
export const weekOf = (day: string): string => dayText(mondayOn(dayIndex(day)));

/** The Monday of the first week not sealed at `now`: every week before it can be compacted. */
export function firstOpenWeek(now: Date): string {
  return dayText(mondayOn(Math.floor((now.getTime() - WEEK_SEAL_MARGIN_MS) / DAY_MS)));
}

/** The whole weeks inside a span of days (both ends included), as their first and last Monday; null if none. */
export function wholeWeeksIn(firstDay: string, lastDay: string): { first: string; last: string } | null {
  const start = dayIndex(firstDay);
  const first = mondayOn(start) === start ? start : mondayOn(start) + 7;
  const last = mondayOn(dayIndex(lastDay) - 6);
  return first <= last ? { first: dayText(first), last: dayText(last) } : null;
}
