/**
 * Short-lived analytics state that must never reach the database: the daily visitor-id salt, the
 * visitors' current sessions, the realtime window, and the tracker's dropped-event counters. Redis when
 * REDIS_URL is set (every tracker, worker and api pod sees the same values), memory in the embedded
 * runtime (one process).
 */
export interface LiveSnapshotMinute {
  /** Start of the UTC minute. */
  minute: Date;
  pageViews: number;
  visitors: number;
}

export interface LiveSnapshot {
  /** Distinct visitors seen in the window. */
  visitors: number;
  pageViews: number;
  /** One entry per minute of the window, oldest first, zeros included. */
  minutes: LiveSnapshotMinute[];
  /** Most viewed paths in the window, at most 10. */
  topPages: { path: string; pageViews: number }[];
}

export interface LiveEvent {
  siteId: string;
  visitorId: string;
  kind: string;
  path: string;
  occurredAt: Date;
}

/**
 * A run of one visitor's events whose gaps are all under the session idle limit (domain/live-session.ts
 * `sessionRuns`): the whole run belongs to one session.
 */
export interface SessionClaim {
  visitorId: string;
  firstAt: Date;
  lastAt: Date;
}

export interface AnalyticsLiveStore {
  /** The salt of a UTC day (saltDay of domain/visitor-id.ts); created once per day across processes, kept 48 h. */
  dailySalt(day: string): Promise<string>;
  /**
   * The session of each claim (domain/live-session.ts `nextSession`), in order: claims of one visitor are
   * applied one after the other, and the visitor's session state is kept SESSION_IDLE_MS after its last
   * update. Atomic per call across processes (one Lua script in Redis).
   */
  assignSessions(claims: readonly SessionClaim[]): Promise<string[]>;
  /** Records accepted events in the realtime window (kept about an hour). */
  recordLive(events: readonly LiveEvent[]): Promise<void>;
  /** The last `minutes` minutes of a site up to `now`. */
  liveSnapshot(siteId: string, now: Date, minutes: number): Promise<LiveSnapshot>;
  /** Adds to the tracker's dropped-event counters, by reason (`bot`, `excluded`, `invalid:<reason>`, `too-large`…). */
  countDropped(counts: Readonly<Record<string, number>>): Promise<void>;
  /** Totals since the counters were last reset (Redis: kept; memory: since start). */
  droppedCounts(): Promise<Record<string, number>>;
}
