import type { EnrichedEvent } from '../../domain/enriched-event.js';

/**
 * Attempts of an ingest job: a failed write (database restarting, a deadlock victim) is retried with
 * exponential backoff, 2 s then 4, 8, 16 s; event ids derive from the request ids in the job, and the
 * writer is idempotent per event id, so a retry of a batch that was in fact stored adds nothing.
 */
export const INGEST_ATTEMPTS = 5;
export const INGEST_BACKOFF_MS = 2_000;

/**
 * The job's data: one tracker group commit, one entry per accepted request. The tracker keeps to what
 * needs the IP or has to be decided before answering (envelope, site, bot, DNT, visitor ids, exclusions,
 * geo) and passes the events on as the JSON text of the body's `events` array, unvalidated: the worker
 * validates, enriches, assigns sessions and writes (adapters/queue/ingest-events.processor.ts). Bull
 * writes this as JSON, so the events travel as one string per request rather than as objects, which is
 * cheaper to serialise and about the size of the body.
 */
export interface IngestJobData {
  requests: QueuedRequest[];
}

export interface QueuedRequest {
  /** A random uuid per request: event ids derive from it and the event's index (domain/event-id.ts). */
  id: string;
  /** analytics_sites.id (uuid). */
  siteId: string;
  /** The site's host when the request came, for the source of page views (domain/source-classification.ts). */
  host: string;
  /** When the tracker received the request, ms since the epoch (domain/event-time.ts `batchTimes`, `batchDays`). */
  receivedAt: number;
  /**
   * The visitor id (domain/visitor-id.ts) of each UTC day the events can fall on, keyed by day number
   * (floor(ms / 86,400,000)): the days of `batchDays(receivedAt)`, nearly always one. A job of a tracker
   * before 2026-11-28 holds the days of its events' times instead, which the same lookup reads.
   */
  visitors: Record<string, string>;
  /** From the IP, which stays in the tracker. */
  country: string | null;
  city: string | null;
  userAgent: string;
  /**
   * The JSON text of the body's `events` array, not validated and, for a body in the snippet's own form,
   * not even parsed (domain/tracking-event.ts `readTrackingEnvelope`). Never the `user` field.
   */
  events: string;
}

export { DAY_MS } from '../../domain/daily-rollup.js';

/** The worker's side: the well-formed requests of a job's data; `malformed` counts the others. */
export function queuedRequests(data: unknown): { requests: QueuedRequest[]; malformed: number } {
  const list = (data as Partial<IngestJobData> | null)?.requests;
  if (!Array.isArray(list)) return { requests: [], malformed: 1 };
  const requests: QueuedRequest[] = [];
  let malformed = 0;
  for (const r of list as Partial<QueuedRequest>[]) {
    if (r && typeof r.id === 'string' && typeof r.siteId === 'string' && typeof r.host === 'string' && Number.isFinite(r.receivedAt) && r.visitors && typeof r.visitors === 'object' && typeof r.userAgent === 'string' && typeof r.events === 'string') {
      requests.push(r as QueuedRequest);
    } else malformed++;
  }
  return { requests, malformed };
}

/**
 * The format trackers enqueued until 2026-11-23 (`{ groups }`: events already validated and enriched,
 * sessions assigned, realtime recorded), still read so that jobs waiting in Redis during a deploy are
 * written rather than lost. Deploy workers before trackers: an older worker reads nothing from the
 * current format. Remove once no such job can be left (a day after every tracker runs this version).
 */
interface FormerQueuedGroup {
  siteId: string;
  visitorId: string;
  sessionId: string;
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  events: { id: string; kind: EnrichedEvent['kind']; at: number; path: string; referrer?: string | null; sourceKind?: EnrichedEvent['sourceKind']; data: EnrichedEvent['data'] }[];
}

/** The events of a job in the former format, or null when the data is not in that format. */
export function formerQueuedEvents(data: unknown): EnrichedEvent[] | null {
  const groups = (data as { groups?: unknown } | null)?.groups;
  if (!Array.isArray(groups)) return null;
  const events: EnrichedEvent[] = [];
  for (const group of groups as FormerQueuedGroup[]) {
    if (!group || !Array.isArray(group.events) || typeof group.sessionId !== 'string' || !group.sessionId) continue;
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
