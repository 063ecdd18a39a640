import { YEAR_2100_MS } from './tracking-event.js';

/**
 * When the events of a batch happened. The snippet stamps each event with the browser's clock (`ts`), which
 * keeps their order and spacing but may be set wrong. The tracker trusts it when the batch's newest event
 * is within MAX_CLIENT_LAG_MS before and MAX_CLIENT_LEAD_MS after the moment the batch arrived (the snippet
 * sends at least every 5 s and on page hide, so an honest batch is seconds old). Otherwise the browser's
 * clock is off: the whole batch is shifted so its newest event is the arrival time, which keeps the
 * spacing. No event is ever placed after the arrival time.
 */
export const MAX_CLIENT_LAG_MS = 10 * 60_000;
export const MAX_CLIENT_LEAD_MS = 60_000;

export function occurrenceTimes(timestamps: readonly number[], receivedAtMs: number): number[] {
  let newest = -Infinity;
  for (const ts of timestamps) if (ts > newest) newest = ts;
  const skewed = newest > receivedAtMs + MAX_CLIENT_LEAD_MS || newest < receivedAtMs - MAX_CLIENT_LAG_MS;
  const shift = skewed ? receivedAtMs - newest : 0;
  return timestamps.map((ts) => Math.min(ts + shift, receivedAtMs));
}

/**
 * `occurrenceTimes` of a batch whose events are not validated yet: an event whose `ts` is not one the
 * schema allows (an integer from 0 to 2100) counts as arriving now, so an invalid event cannot shift
 * the valid ones further than a valid one could. The tracker (for the visitor id of each event's day) and the worker (which
 * validates, then stores these times) compute it from the same events, so they agree.
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
