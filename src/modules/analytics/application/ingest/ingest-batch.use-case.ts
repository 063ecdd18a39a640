import { inject, injectable } from 'inversify';
import { randomUUID } from 'node:crypto';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { batchDays } from '../../domain/event-time.js';
import { readEventList, readTrackingEnvelope, type TrackingEnvelope } from '../../domain/tracking-event.js';
import { saltDay, visitorId } from '../../domain/visitor-id.js';
import type { GeoLocator } from '../ports/geo-locator.port.js';
import type { AnalyticsLiveStore } from '../ports/live-store.port.js';
import type { UserAgentReader } from '../ports/user-agent-reader.port.js';
import { DROP_REASONS, DroppedCounter, REFUSED_BODY } from './dropped-counter.js';
import { DAY_MS, type QueuedRequest } from './ingest-job.js';
import { SiteDirectory } from './site-directory.js';

/** One POST to the tracker as the route read it. The IP lives only in this object, for the request. */
export interface TrackingRequest {
  /** The raw body, at most MAX_BATCH_BYTES (+1 when `tooLarge`). */
  body: Uint8Array;
  /** The body was longer than MAX_BATCH_BYTES: refused without parsing. */
  tooLarge: boolean;
  ip: string;
  userAgent: string;
  /** `DNT: 1` or `Sec-GPC: 1` came with the request. */
  declined: boolean;
}

export interface IngestOutcome {
  /** The request was enqueued; the worker may still drop some of its events as invalid. */
  accepted: boolean;
  /** Events the tracker dropped (a refused body counts one). */
  dropped: number;
}

/** Where accepted requests go: resolves once they are enqueued (grouped-ingest-jobs.ts). */
export interface AcceptedEventSink {
  add(requests: readonly QueuedRequest[]): Promise<void>;
}

/**
 * The tracker's intake (analytics README, "Tracker"), for one request. Only what needs the IP, or must be decided before
 * the answer, happens here; the events themselves are parsed, validated and enriched by the worker:
 *  1. the envelope (domain/tracking-event.ts `readTrackingEnvelope`: size, then the snippet's own form cut
 *     without parsing, any other parsed and checked as `{ site, user?, events }` with 1..25 events; never
 *     throws), a refused body counted once;
 *  2. drop the whole batch when the site is unknown or has tracking off, the user agent is a bot,
 *     DNT/GPC came with the request and the site honours them, or an exclusion matches (IP, the
 *     snippet's `user`, the visitor id, or the device hash) — each counted by reason, per event (the only
 *     case where the tracker parses a cut body: to count its events);
 *  3. the visitor id of each UTC day the events can fall on (event-time.ts `batchDays`: the arrival's
 *     day, and the day before in the first hour after midnight; daily salt, site, IP, user agent), country
 *     and city from the IP;
 *  4. hand ONE record for the request (ingest-job.ts `QueuedRequest`: those, the user agent, the site's
 *     host and the events' JSON text) to the sink and resolve once it is enqueued.
 * The IP and the `user` field are used here and never leave this call.
 */
@injectable()
export class IngestBatch {
  private lastDay?: { day: number; name: string };

  constructor(
    @inject(SiteDirectory) private readonly directory: SiteDirectory,
    @inject(ANALYTICS.LiveStore) private readonly live: AnalyticsLiveStore,
    @inject(ANALYTICS.GeoLocator) private readonly geo: GeoLocator,
    @inject(ANALYTICS.UserAgentReader) private readonly userAgents: UserAgentReader,
    @inject(DroppedCounter) private readonly dropped: DroppedCounter,
    @inject(ANALYTICS.AcceptedEventSink) private readonly sink: AcceptedEventSink,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(request: TrackingRequest): Promise<IngestOutcome> {
    if (request.tooLarge) return this.refuse(DROP_REASONS.tooLarge);
    const envelope = readTrackingEnvelope(request.body);
    if (!envelope.ok) return this.refuse(REFUSED_BODY[envelope.reason]);

    const { site, exclusions } = await this.directory.lookup(envelope.site);
    if (!site) return this.drop(DROP_REASONS.unknownSite, envelope);
    if (!site.trackingEnabled) return this.drop(DROP_REASONS.trackingOff, envelope);
    if (this.userAgents.isBot(request.userAgent)) return this.drop(DROP_REASONS.bot, envelope);
    if (request.declined && site.respectDnt) return this.drop(DROP_REASONS.doNotTrack, envelope);

    const receivedAt = this.clock.now().getTime();
    // The visitor id of each UTC day the events can fall on (nearly always one), keyed by day number.
    const visitors: Record<string, string> = {};
    const ids: string[] = [];
    for (const day of batchDays(receivedAt)) {
      const id = visitorId({ salt: await this.live.dailySalt(this.saltDay(day)), siteId: site.id, ip: request.ip, userAgent: request.userAgent });
      visitors[day] = id;
      ids.push(id);
    }
    if (exclusions.matches({ ip: request.ip, userAgent: request.userAgent, userId: envelope.user, visitorIds: ids })) {
      return this.drop(DROP_REASONS.excluded, envelope);
    }

    const place = await this.geo.locate(request.ip);
    const record: QueuedRequest = {
      id: randomUUID(),
      siteId: site.id,
      host: site.host,
      receivedAt,
      visitors,
      country: place.country,
      city: place.city,
      userAgent: request.userAgent,
      events: envelope.eventsText,
    };
    try {
      await this.sink.add([record]);
    } catch (error) {
      this.dropped.add(DROP_REASONS.enqueueFailed, eventCount(envelope));
      throw error;
    }
    return { accepted: true, dropped: 0 };
  }

  /** `saltDay` of a day number, kept for the day (formatting a date costs more than the rest of this loop). */
  private saltDay(day: number): string {
    if (this.lastDay?.day !== day) this.lastDay = { day, name: saltDay(new Date(day * DAY_MS)) };
    return this.lastDay.name;
  }

  private refuse(reason: Parameters<DroppedCounter['add']>[0]): IngestOutcome {
    this.dropped.add(reason, 1);
    return { accepted: false, dropped: 1 };
  }

  private drop(reason: Parameters<DroppedCounter['add']>[0], envelope: TrackingEnvelope): IngestOutcome {
    const count = eventCount(envelope);
    this.dropped.add(reason, count);
    return { accepted: false, dropped: count };
  }
}

/**
 * How many events a dropped batch held, for its counter: a cut body is parsed for it (drops are rare next
 * to accepted batches); one whose events do not read as a list counts once, as a refused body does.
 */
function eventCount(envelope: TrackingEnvelope): number {
  if (envelope.events) return envelope.events.length;
  const list = readEventList(envelope.eventsText);
  return list.ok ? list.events.length : 1;
}
