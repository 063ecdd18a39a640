import type { EnrichedEvent } from './enriched-event.js';
import { isBounce, isFrustrated, type SessionRecord } from './session-metrics.js';

/**
 * How a batch of enriched events turns into session rows and hourly counters (the rollups the
 * dashboard reads instead of scanning events). Pure, so the worker's arithmetic is tested without a
 * database; the writer only applies the results.
 *
 * - Event counters (page views, clicks, rage/dead clicks, JS errors, form submits, active/total ms) go
 *   to the UTC hour of each event.
 * - Session counters (sessions, bounces, duration, frustrated, converted) go to the session's
 *   `rollupHour`: the hour of the earliest event of the first batch that saw the session, never moved
 *   afterwards. Each batch adds the difference between the session's state after and before it, so a
 *   session that stops being a bounce when its second page view arrives in a later batch is taken out of
 *   that hour's bounces. An event older than the session's first batch still extends its duration but
 *   does not move its hour (rare: the snippet sends in order).
 * - Definitions are those of session-metrics.ts: interactions are clicks and form events; a conversion
 *   is a form submit (goal paths are site settings applied at query time).
 */
export const HOUR_MS = 3_600_000;

export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

export interface StoredSession {
  siteId: string;
  sessionId: string;
  visitorId: string;
  startedAt: Date;
  lastSeenAt: Date;
  rollupHour: Date;
  entryPath: string;
  exitPath: string;
  pageViews: number;
  interactions: number;
  rageClicks: number;
  deadClicks: number;
  jsErrors: number;
  formSubmits: number;
  referrer: string | null;
  sourceKind: string | null;
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
}

export interface HourlyCounters {
  siteId: string;
  hour: Date;
  pageViews: number;
  visitors: number;
  sessions: number;
  bounces: number;
  sessionSeconds: number;
  frustratedSessions: number;
  convertedSessions: number;
  events: number;
  clicks: number;
  rageClicks: number;
  deadClicks: number;
  jsErrors: number;
  formSubmits: number;
  activeMs: number;
  totalMs: number;
}

// Site ids are uuids, so '|' cannot occur in them and the keys are unambiguous; also used as advisory lock keys.
export const sessionKey = (siteId: string, sessionId: string): string => `${siteId}|${sessionId}`;
const hourKey = (siteId: string, hour: Date): string => `${siteId}|${hour.toISOString()}`;

export function emptyCounters(siteId: string, hour: Date): HourlyCounters {
  return { siteId, hour, pageViews: 0, visitors: 0, sessions: 0, bounces: 0, sessionSeconds: 0, frustratedSessions: 0, convertedSessions: 0, events: 0, clicks: 0, rageClicks: 0, deadClicks: 0, jsErrors: 0, formSubmits: 0, activeMs: 0, totalMs: 0 };
}

const isInteraction = (event: EnrichedEvent): boolean => event.kind === 'click' || event.kind === 'form';
const durationSeconds = (s: StoredSession): number => Math.max(0, Math.round((s.lastSeenAt.getTime() - s.startedAt.getTime()) / 1000));

function asRecord(s: StoredSession): SessionRecord {
  return { visitorId: s.visitorId, pageViews: s.pageViews, interactions: s.interactions, durationSeconds: durationSeconds(s), rageClicks: s.rageClicks, deadClicks: s.deadClicks, jsErrors: s.jsErrors, formSubmits: s.formSubmits, paths: [] };
}

/** Folds events (any order) into the session as stored before them (undefined: a new session). */
export function foldSession(previous: StoredSession | undefined, events: readonly EnrichedEvent[]): StoredSession {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const first = sorted[0];
  if (!first) throw new Error('foldSession needs at least one event');
  const firstPageview = sorted.find((e) => e.kind === 'pageview') ?? first;
  const s: StoredSession = previous
    ? { ...previous }
    : {
        siteId: first.siteId,
        sessionId: first.sessionId,
        visitorId: first.visitorId,
        startedAt: first.occurredAt,
        lastSeenAt: first.occurredAt,
        rollupHour: hourOf(first.occurredAt),
        entryPath: first.path,
        exitPath: first.path,
        pageViews: 0,
        interactions: 0,
        rageClicks: 0,
        deadClicks: 0,
        jsErrors: 0,
        formSubmits: 0,
        referrer: firstPageview.referrer,
        sourceKind: firstPageview.sourceKind,
        country: first.country,
        city: first.city,
        browser: first.browser,
        os: first.os,
        device: first.device,
      };
  for (const event of sorted) {
    if (event.occurredAt < s.startedAt) {
      s.startedAt = event.occurredAt;
      s.entryPath = event.path;
    }
    if (event.occurredAt >= s.lastSeenAt) {
      s.lastSeenAt = event.occurredAt;
      s.exitPath = event.path;
    }
    if (event.kind === 'pageview') s.pageViews++;
    if (isInteraction(event)) s.interactions++;
    if (event.kind === 'click' && event.data.rage) s.rageClicks++;
    if (event.kind === 'click' && event.data.dead) s.deadClicks++;
    if (event.kind === 'error') s.jsErrors++;
    if (event.kind === 'form' && event.data.action === 'submit') s.formSubmits++;
  }
  return s;
}

/** What a session adds to its rollup hour when it goes from `before` (undefined: new) to `after`. */
export function sessionDelta(before: StoredSession | undefined, after: StoredSession): Omit<HourlyCounters, 'siteId' | 'hour'> {
  const flag = (s: StoredSession | undefined, test: (r: SessionRecord) => boolean) => (s ? Number(test(asRecord(s))) : 0);
  const delta = emptyCounters(after.siteId, after.rollupHour);
  delta.sessions = before ? 0 : 1;
  delta.bounces = flag(after, isBounce) - flag(before, isBounce);
  delta.frustratedSessions = flag(after, isFrustrated) - flag(before, isFrustrated);
  delta.convertedSessions = flag(after, (r) => r.formSubmits > 0) - flag(before, (r) => r.formSubmits > 0);
  delta.sessionSeconds = durationSeconds(after) - (before ? durationSeconds(before) : 0);
  const { siteId: _s, hour: _h, ...counters } = delta;
  return counters;
}

export interface BatchRollup {
  sessions: StoredSession[];
  /** Sorted by site and hour, so concurrent writers lock rollup rows in the same order. */
  hourly: HourlyCounters[];
}

/**
 * The session rows to store and the hourly increments for `events` (only those not stored before),
 * given the stored state of their sessions. `newVisitorHours` are the (site, hour, visitor) triples
 * first seen by this batch; each adds one visitor to its hour.
 */
export function rollUpBatch(
  events: readonly EnrichedEvent[],
  storedSessions: ReadonlyMap<string, StoredSession>,
  newVisitorHours: readonly { siteId: string; hour: Date }[],
): BatchRollup {
  const hourly = new Map<string, HourlyCounters>();
  const counters = (siteId: string, hour: Date) => {
    const key = hourKey(siteId, hour);
    let row = hourly.get(key);
    if (!row) hourly.set(key, (row = emptyCounters(siteId, hour)));
    return row;
  };
  const bySession = new Map<string, EnrichedEvent[]>();
  for (const event of events) {
    const key = sessionKey(event.siteId, event.sessionId);
    const list = bySession.get(key);
    if (list) list.push(event);
    else bySession.set(key, [event]);
    const row = counters(event.siteId, hourOf(event.occurredAt));
    row.events++;
    if (event.kind === 'pageview') row.pageViews++;
    if (event.kind === 'click') {
      row.clicks++;
      if (event.data.rage) row.rageClicks++;
      if (event.data.dead) row.deadClicks++;
    }
    if (event.kind === 'error') row.jsErrors++;
    if (event.kind === 'form' && event.data.action === 'submit') row.formSubmits++;
    if (event.kind === 'engagement') {
      row.activeMs += event.data.activeMs;
      row.totalMs += event.data.totalMs;
    }
  }
  for (const { siteId, hour } of newVisitorHours) counters(siteId, hour).visitors++;
  const sessions: StoredSession[] = [];
  for (const [key, sessionEvents] of bySession) {
    const before = storedSessions.get(key);
    const after = foldSession(before, sessionEvents);
    sessions.push(after);
    const row = counters(after.siteId, after.rollupHour);
    const delta = sessionDelta(before, after);
    for (const name of Object.keys(delta) as (keyof typeof delta)[]) row[name] += delta[name];
  }
  const sorted = [...hourly.values()].sort((a, b) => (a.siteId === b.siteId ? a.hour.getTime() - b.hour.getTime() : a.siteId < b.siteId ? -1 : 1));
  return { sessions, hourly: sorted };
}
