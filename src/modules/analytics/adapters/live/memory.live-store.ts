import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../../shared/index.js';
import type { AnalyticsLiveStore, LiveEvent, LiveSnapshot, SessionClaim } from '../../application/ports/live-store.port.js';
import { nextSession, SESSION_IDLE_MS, type LiveSession } from '../../domain/live-session.js';
import { newDailySalt, SALT_TTL_SECONDS } from '../../domain/visitor-id.js';
import { emptySnapshotMinutes, LIVE_WINDOW_MINUTES, MINUTE_MS, minuteOf, topPages } from './live-window.js';

interface MinuteBucket {
  pageViews: number;
  visitors: Set<string>;
  paths: Map<string, number>;
}

/**
 * The embedded runtime's live store: one process, so plain maps, with the same lifetimes as the Redis
 * adapter (salts 48 h, sessions 30 min after their last event, realtime minutes about an hour), enforced
 * on access against the injected clock. Dropped counters last as long as the process.
 */
export class MemoryLiveStore implements AnalyticsLiveStore {
  private readonly salts = new Map<string, { salt: string; expiresAt: number }>();
  private readonly sessions = new Map<string, LiveSession & { expiresAt: number }>();
  private readonly minutes = new Map<string, MinuteBucket>();
  private readonly dropped = new Map<string, number>();
  private nextSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly newId: () => string = randomUUID,
  ) {}

  async dailySalt(day: string): Promise<string> {
    const now = this.clock.now().getTime();
    const stored = this.salts.get(day);
    if (stored && stored.expiresAt > now) return stored.salt;
    const salt = newDailySalt();
    this.salts.set(day, { salt, expiresAt: now + SALT_TTL_SECONDS * 1000 });
    for (const [key, value] of this.salts) if (value.expiresAt <= now) this.salts.delete(key);
    return salt;
  }

  async assignSessions(claims: readonly SessionClaim[]): Promise<string[]> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    return claims.map(({ visitorId, firstAt, lastAt }) => {
      const entry = this.sessions.get(visitorId);
      const stored = entry && entry.expiresAt > now ? entry : undefined;
      const step = nextSession(stored, firstAt.getTime(), lastAt.getTime(), this.newId());
      if (step.kind !== 'detached') this.sessions.set(visitorId, { ...step.session, expiresAt: now + SESSION_IDLE_MS });
      return step.session.sessionId;
    });
  }

  async recordLive(events: readonly LiveEvent[]): Promise<void> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const oldest = minuteOf(now) - (LIVE_WINDOW_MINUTES - 1) * MINUTE_MS;
    for (const event of events) {
      const minute = minuteOf(event.occurredAt.getTime());
      if (minute < oldest) continue;
      const key = `${event.siteId}|${minute}`;
      let bucket = this.minutes.get(key);
      if (!bucket) {
        bucket = { pageViews: 0, visitors: new Set(), paths: new Map() };
        this.minutes.set(key, bucket);
      }
      bucket.visitors.add(event.visitorId);
      if (event.kind === 'pageview') {
        bucket.pageViews += 1;
        bucket.paths.set(event.path, (bucket.paths.get(event.path) ?? 0) + 1);
      }
    }
  }

  async liveSnapshot(siteId: string, now: Date, minutes: number): Promise<LiveSnapshot> {
    const window = emptySnapshotMinutes(now, minutes);
    const visitors = new Set<string>();
    const paths = new Map<string, number>();
    let pageViews = 0;
    for (const entry of window) {
      const bucket = this.minutes.get(`${siteId}|${entry.minute.getTime()}`);
      if (!bucket) continue;
      entry.pageViews = bucket.pageViews;
      entry.visitors = bucket.visitors.size;
      pageViews += bucket.pageViews;
      for (const visitor of bucket.visitors) visitors.add(visitor);
      for (const [path, count] of bucket.paths) paths.set(path, (paths.get(path) ?? 0) + count);
    }
    return { visitors: visitors.size, pageViews, minutes: window, topPages: topPages(paths) };
  }

  async countDropped(counts: Readonly<Record<string, number>>): Promise<void> {
    for (const [reason, count] of Object.entries(counts)) {
      if (count > 0) this.dropped.set(reason, (this.dropped.get(reason) ?? 0) + count);
    }
  }

  async droppedCounts(): Promise<Record<string, number>> {
    return Object.fromEntries(this.dropped);
  }

  /** At most once a minute: forget ended sessions and minutes that left the realtime window. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + MINUTE_MS;
    for (const [visitor, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(visitor);
    const oldest = minuteOf(now) - (LIVE_WINDOW_MINUTES - 1) * MINUTE_MS;
    for (const key of this.minutes.keys()) {
      if (Number(key.slice(key.lastIndexOf('|') + 1)) < oldest) this.minutes.delete(key);
    }
  }
}
