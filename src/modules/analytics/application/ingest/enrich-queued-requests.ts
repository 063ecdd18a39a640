import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { eventId } from '../../domain/event-id.js';
import { batchTimes } from '../../domain/event-time.js';
import { classifySource } from '../../domain/source-classification.js';
import { readEventList, validateTrackingEvent, type TrackingEvent } from '../../domain/tracking-event.js';
import type { UserAgentReader } from '../ports/user-agent-reader.port.js';
import { DROP_REASONS, DroppedCounter, REFUSED_BODY } from './dropped-counter.js';
import { DAY_MS, formerQueuedEvents, queuedRequests } from './ingest-job.js';

/**
 * The worker's half of the intake (the tracker's is ingest-batch.use-case.ts): the requests of one
 * `analytics.ingest` job into enriched events, sessions not yet assigned (`sessionId` empty). Per request:
 * parse the events' JSON text (domain/tracking-event.ts `readEventList`: a text that is not JSON is
 * counted `invalid:not-json`, which the tracker leaves to this for the snippet's bodies it only cut, and
 * one that is not an array of 1..25 `invalid:bad-envelope`), validate each event (`validateTrackingEvent`;
 * a refused one is counted `invalid:event`),
 * then enrich: occurrence time (event-time.ts `batchTimes`, as the tracker computed it for the visitor
 * ids), the visitor id of the event's day, browser / OS / device from the user agent, path without query,
 * and for page views the source (source-classification.ts with the site's host) and the referrer without
 * its query string (`data.referrer` too). Event ids derive from the request id and the event's index, so
 * running a job again gives the same events. Never throws.
 */
@injectable()
export class EnrichQueuedRequests {
  constructor(
    @inject(ANALYTICS.UserAgentReader) private readonly userAgents: UserAgentReader,
    @inject(DroppedCounter) private readonly dropped: DroppedCounter,
  ) {}

  execute(data: unknown): EnrichedEvent[] {
    // A job from a tracker of the former version: its events are ready (sessions included).
    const former = formerQueuedEvents(data);
    if (former) return former;
    const { requests, malformed } = queuedRequests(data);
    if (malformed > 0) this.dropped.add(DROP_REASONS.badEnvelope, malformed);
    const enriched: EnrichedEvent[] = [];
    let invalid = 0;
    for (const request of requests) {
      const list = readEventList(request.events);
      if (!list.ok) {
        this.dropped.add(REFUSED_BODY[list.reason]);
        continue;
      }
      const candidates = list.events;
      const times = batchTimes(candidates, request.receivedAt);
      const agent = this.userAgents.read(request.userAgent);
      const paths = new Map<string, string>();
      for (let i = 0; i < candidates.length; i++) {
        const checked = validateTrackingEvent(candidates[i]);
        const at = times[i]!;
        const visitorId = request.visitors[Math.floor(at / DAY_MS)];
        if (!checked.ok || typeof visitorId !== 'string') {
          invalid++;
          continue;
        }
        const event = checked.event;
        let path = paths.get(event.url);
        if (path === undefined) {
          path = new URL(event.url).pathname;
          paths.set(event.url, path);
        }
        // The URL's path is the typed column; its query string (possibly tokens, e-mail addresses) is not kept.
        const { type, url: _url, ts: _ts, ...rest } = event as TrackingEvent & Record<string, unknown>;
        let referrer: string | null = null;
        let sourceKind: EnrichedEvent['sourceKind'] = null;
        if (event.type === 'pageview') {
          sourceKind = classifySource({ referrer: event.referrer, landingUrl: event.url, siteHost: request.host }).kind;
          referrer = withoutQuery(event.referrer);
          rest.referrer = referrer ?? '';
        }
        // One object literal with every field, in one order: one shape per event.
        enriched.push({
          id: eventId(request.id, i),
          siteId: request.siteId,
          visitorId,
          // Assigned for a whole writer batch (store-accepted-events.ts).
          sessionId: '',
          occurredAt: new Date(at),
          path,
          referrer,
          sourceKind,
          country: request.country ?? null,
          city: request.city ?? null,
          browser: agent.browser,
          os: agent.os,
          device: agent.device,
          kind: type,
          data: rest,
        } as EnrichedEvent);
      }
    }
    if (invalid > 0) this.dropped.add(DROP_REASONS.badEvent, invalid);
    return enriched;
  }
}

/**
 * A referrer as stored: without query string or fragment, which can carry tokens or e-mail addresses (the
 * snippet's own referrer for an SPA navigation is the previous URL of the site, query included).
 * Browsers already send only the origin across sites by default. Empty means none.
 */
export function withoutQuery(referrer: string): string | null {
  if (!referrer) return null;
  const cut = referrer.search(/[?#]/);
  return cut < 0 ? referrer : referrer.slice(0, cut) || null;
}
