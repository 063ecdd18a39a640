import type { LiveSnapshot, LiveSnapshotMinute } from '../../application/ports/live-store.port.js';

/**
 * The realtime window both live stores keep: per-minute buckets for the last hour (the dashboard shows
 * 30 minutes; the rest absorbs late batches and clock differences between pods).
 */
export const MINUTE_MS = 60_000;
export const LIVE_WINDOW_MINUTES = 60;
export const TOP_PAGES = 10;

export const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** The window's minutes, oldest first, ending with the minute of `now`; `minutes` is clamped to 1..LIVE_WINDOW_MINUTES. */
export function emptySnapshotMinutes(now: Date, minutes: number): LiveSnapshotMinute[] {
  const count = Math.min(LIVE_WINDOW_MINUTES, Math.max(1, Math.floor(minutes) || 1));
  const last = minuteOf(now.getTime());
  return Array.from({ length: count }, (_, i) => ({ minute: new Date(last - (count - 1 - i) * MINUTE_MS), pageViews: 0, visitors: 0 }));
}

/** Most viewed first, ties by path, at most TOP_PAGES. */
export function topPages(counts: ReadonlyMap<string, number>): LiveSnapshot['topPages'] {
  return [...counts]
    .sort(([pathA, a], [pathB, b]) => b - a || (pathA < pathB ? -1 : pathA > pathB ? 1 : 0))
    .slice(0, TOP_PAGES)
    .map(([path, pageViews]) => ({ path, pageViews }));
}
