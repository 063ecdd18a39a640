import type { EnrichedEvent } from '../../domain/enriched-event.js';

/** The analytics module's one queue (issue 6 contract): with Bull, one process handles all its job names. */
export const ANALYTICS_QUEUE = 'analytics';
export const INGEST_JOB = 'analytics.ingest';

/**
 * Attempts of an ingest job: a failed write (database restarting, a deadlock victim) is retried with
 * exponential backoff, 2 s then 4, 8, 16 s; the writer is idempotent per event id, so a retry of a batch
 * that was in fact stored adds nothing.
 */
export const INGEST_ATTEMPTS = 5;
export const INGEST_BACKOFF_MS = 2_000;

/**
 * The job's data (JSON, so compact: one group commit is tens to hundreds of events). Consecutive events
 * that share everything but their own fields (one request's visitor, session and enrichment) travel as one
 * group; each event keeps its id, kind, time in ms since the epoch, path, data, and for page views the
 * referrer and source. About half the size of a list of full events, which is what Bull serialises,
 * writes to Redis and keeps there until a worker takes the job.
 */
export interface IngestJobData {
  groups: QueuedGroup[];
}

export interface QueuedGroup {
  siteId: string;
  visitorId: string;
  sessionId: string;
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  events: QueuedEvent[];
}

export interface QueuedEvent {
  id: string;
  kind: EnrichedEvent['kind'];
  /** ms since the epoch. */
  at: number;
  path: string;
  /** Page views only. */
  referrer?: string | null;
  sourceKind?: EnrichedEvent['sourceKind'];
  data: EnrichedEvent['data'];
}

const CONTEXT = ['siteId', 'visitorId', 'sessionId', 'country', 'city', 'browser', 'os', 'device'] as const;

/** The tracker's side: events (sessions assigned) into groups of consecutive events with the same context. */
export function ingestJobData(events: readonly EnrichedEvent[]): IngestJobData {
  const groups: QueuedGroup[] = [];
  let group: QueuedGroup | undefined;
  for (const e of events) {
    if (!group || CONTEXT.some((key) => group![key] !== e[key])) {
      group = { siteId: e.siteId, visitorId: e.visitorId, sessionId: e.sessionId, country: e.country, city: e.city, browser: e.browser, os: e.os, device: e.device, events: [] };
      groups.push(group);
    }
    group.events.push(
      e.kind === 'pageview'
        ? { id: e.id, kind: e.kind, at: e.occurredAt.getTime(), path: e.path, referrer: e.referrer, sourceKind: e.sourceKind, data: e.data }
        : { id: e.id, kind: e.kind, at: e.occurredAt.getTime(), path: e.path, data: e.data },
    );
  }
  return { groups };
}

/** The worker's side: back to enriched events; anything malformed is left out. */
export function fromQueued(data: unknown): EnrichedEvent[] {
  const groups = (data as Partial<IngestJobData> | null)?.groups;
  if (!Array.isArray(groups)) return [];
  const events: EnrichedEvent[] = [];
  for (const group of groups as QueuedGroup[]) {
    if (!group || !Array.isArray(group.events)) continue;
    for (const e of group.events) {
      if (!e || typeof e.id !== 'string' || !Number.isFinite(e.at)) continue;
      events.push({
        id: e.id,
        siteId: group.siteId,
        visitorId: group.visitorId,
        sessionId: group.sessionId,
        occurredAt: new Date(e.at),
        path: e.path,
        referrer: e.referrer ?? null,
        sourceKind: e.sourceKind ?? null,
        country: group.country,
        city: group.city,
        browser: group.browser,
        os: group.os,
        device: group.device,
        kind: e.kind,
        data: e.data,
      } as EnrichedEvent);
    }
  }
  return events;
}
