import { dayNumber } from './daily-rollup.js';
import { YEAR_2100_MS } from './tracking-event.js';

/**
 * When the events of a batch happened. The snippet stamps each event with the browser's clock (`ts`), which
 * keeps their order and spacing but may be set wrong. The tracker trusts it when the batch's newest event
 * is within MAX_CLIENT_LAG_MS before and MAX_CLIENT_LEAD_MS after the moment the batch arrived (the snippet
 * sends at least every 5 s and on page hide, so an honest batch is seconds old). Otherwise the browser's
 * clock is off: the whole batch is shifted so its newest event is the arrival time, which keeps the
 * spacing. No event is ever placed after the arrival time, nor more than MAX_EVENT_AGE_MS before it.
 */
export const MAX_CLIENT_LAG_MS = 10 * 60_000;
export const MAX_CLIENT_LEAD_MS = 60_000;
/**
 * The earliest an event is placed, before its batch's arrival. An honest batch spans seconds; an older
 * event (a batch held while the device slept, or a hostile one spread over years) is placed at this
 * bound. The bound is what lets the tracker know, from the arrival alone, the days a batch's events fall
 * on (`batchDays`), and so hash visitor ids without reading the events.
 */
export const MAX_EVENT_AGE_MS = 60 * 60_000;

export function occurrenceTimes(timestamps: readonly number[], receivedAtMs: number): number[] {
  let newest = -Infinity;
  for (const ts of timestamps) if (ts > newest) newest = ts;
  const skewed = newest > receivedAtMs + MAX_CLIENT_LEAD_MS || newest < receivedAtMs - MAX_CLIENT_LAG_MS;
  const shift = skewed ? receivedAtMs - newest : 0;
  const earliest = receivedAtMs - MAX_EVENT_AGE_MS;
  return timestamps.map((ts) => Math.max(earliest, Math.min(ts + shift, receivedAtMs)));
}

/**
 * `occurrenceTimes` of a batch whose events are not validated yet: an event whose `ts` is not one the
 * schema allows (an integer from 0 to 2100) counts as arriving now, so an invalid event cannot shift
 * the valid ones further than a valid one could. The worker validates the events, then stores these times.
 */
export function batchTimes(candidates: readonly unknown[], receivedAtMs: number): number[] {
  return occurrenceTimes(
    candidates.map((event) => {
      const ts = (event as { ts?: unknown } | null)?.ts;
      return Number.isInteger(ts) && (ts as number) >= 0 && (ts as number) <= YEAR_2100_MS ? (ts as number) : receivedAtMs;
    }),
    receivedAtMs,
  );
}

/**
 * The UTC days (days since the epoch) the events of a batch that arrived at `receivedAtMs` can fall on:
 * its own, and the day before during the first MAX_EVENT_AGE_MS after midnight. The tracker hashes one
 * visitor id per day of this list, the worker picks the one of each event's day.
 */
export function batchDays(receivedAtMs: number): number[] {
  const last = dayNumber(receivedAtMs);
  const first = dayNumber(receivedAtMs - MAX_EVENT_AGE_MS);
  return first === last ? [last] : [first, last];
}
