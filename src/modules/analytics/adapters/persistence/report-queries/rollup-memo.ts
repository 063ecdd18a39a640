import type { DaySpan } from '../../../application/reports/report-queries.port.js';

/**
 * Long windows read many days of rollup rows (90 days of a busy site's flows: ~450k rows), while past days
 * no longer change. So a window is cut in two: its *sealed* days, summed once and kept in memory (the
 * whole list, so it can be added to), and the unsealed days (today, and yesterday until SEAL_MARGIN_MS
 * past midnight), read on every call. A window's sealed part changes once a day.
 *
 * Sealed: the day ended more than SEAL_MARGIN_MS ago. Rollups of a day keep changing for a while after
 * it (a session crossing midnight moves its exit; late batches), and sessions end after 30 idle minutes.
 * A memo entry is also tied to a fingerprint of its days (analytics_hourly events and row count, which
 * every write and purge of those days changes), so late data or a purge reloads it; TTL_MS bounds what a
 * fingerprint cannot see (a change to a sealed day made by an event of an unsealed day arriving hours late).
 */
export const SEAL_MARGIN_MS = 6 * 3_600_000;
export const TTL_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;

const dayIndex = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (index: number): string => new Date(index * DAY_MS).toISOString().slice(0, 10);

/** The last UTC day (index since the epoch) that ended SEAL_MARGIN_MS or more before `now`. */
export const lastSealedDay = (now: Date): number => Math.floor((now.getTime() - SEAL_MARGIN_MS) / DAY_MS) - 1;

export function splitAtSeal(days: DaySpan, now: Date): { sealed: DaySpan | null; unsealed: DaySpan | null } {
  const first = dayIndex(days.firstDay);
  const last = dayIndex(days.lastDay);
  const cut = Math.min(last, lastSealedDay(now));
  return {
    sealed: cut >= first ? { firstDay: days.firstDay, lastDay: dayText(cut) } : null,
    unsealed: cut < last ? { firstDay: dayText(Math.max(first, cut + 1)), lastDay: days.lastDay } : null,
  };
}

interface Entry {
  fingerprint: string;
  expiresAt: number;
  rows: number;
  value: Promise<readonly unknown[]>;
}

/**
 * An LRU of aggregates bounded by their total row count (400k rows: some 50 MB). Loads in flight are shared, so the
 * reports of one dashboard view asking for the same block at once read it once; a failed load is forgotten.
 */
export class RollupMemo {
  private readonly entries = new Map<string, Entry>();
  private rows = 0;

  constructor(
    private readonly maxRows = 400_000,
    private readonly now: () => number = Date.now,
    /** Also bounds the entries themselves: empty aggregates (a path without clicks) hold no rows. */
    private readonly maxEntries = 5_000,
  ) {}

  get<T>(key: string, fingerprint: string, load: () => Promise<T[]>): Promise<readonly T[]> {
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint && hit.expiresAt > this.now()) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<readonly T[]>;
    }
    if (hit) this.forget(key);
    const entry: Entry = { fingerprint, expiresAt: this.now() + TTL_MS, rows: 0, value: load() };
    this.entries.set(key, entry);
    entry.value.then(
      (rows) => {
        if (this.entries.get(key) !== entry) return;
        entry.rows = rows.length;
        this.rows += rows.length;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value as Promise<readonly T[]>;
  }

  clear(): void {
    this.entries.clear();
    this.rows = 0;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.rows -= entry.rows;
    this.entries.delete(key);
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.rows <= this.maxRows && this.entries.size <= this.maxEntries) return;
      this.forget(key);
    }
  }
}
