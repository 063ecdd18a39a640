import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../../shared/index.js';
import { batchTimes } from '../../domain/event-time.js';
import { readTrackingEnvelope, type TrackingEnvelope } from '../../domain/tracking-event.js';
import { saltDay, visitorId } from '../../domain/visitor-id.js';
import type { GeoLocator } from '../ports/geo-locator.port.js';
import type { AnalyticsLiveStore } from '../ports/live-store.port.js';
import type { UserAgentReader } from '../ports/user-agent-reader.port.js';
import { DROP_REASONS, type DroppedCounter } from './dropped-counter.js';
import { DAY_MS, type QueuedRequest } from './ingest-job.js';
import type { SiteDirectory } from './site-directory.js';

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
  /** Events handed to the queue; the worker may still drop some as invalid (`invalid:event`). */
  accepted: number;
  dropped: number;
}

/** Where accepted requests go: resolves once they are enqueued (group-commit.ts over commit-accepted-events.ts). */
export interface AcceptedEventSink {
  add(requests: readonly QueuedRequest[]): Promise<void>;
}

/**
 * The tracker's intake (issue 6 §3), for one request. Only what needs the IP, or must be decided before
 * the answer, happens here; the events themselves are validated and enriched by the worker:
 *  1. the envelope (domain/tracking-event.ts `readTrackingEnvelope`: size, JSON, `{ site, user?, events }`
 *     with 1..25 events; never throws), a refused body counted once;
 *  2. drop the whole batch when the site is unknown or has tracking off, the user agent is a bot,
 *     DNT/GPC came with the request and the site honours them, or an exclusion matches (IP, the
 *     snippet's `user`, the visitor id, or the device hash) — each counted by reason, per event;
 *  3. the visitor id of each UTC day the events fall on (event-time.ts `batchTimes`, daily salt, site, IP,
 *     user agent), country and city from the IP;
 *  4. hand ONE record for the request (ingest-job.ts `QueuedRequest`: those, the user agent, the site's
 *     host and the events' JSON text) to the sink and resolve once it is enqueued.
 * The IP and the `user` field are used here and never leave this call.
 */
export class IngestBatch {
  private lastDay?: { day: number; name: string };

  constructor(
    private readonly directory: SiteDirectory,
    private readonly live: AnalyticsLiveStore,
    private readonly geo: GeoLocator,
    private readonly userAgents: UserAgentReader,
    private readonly dropped: DroppedCounter,
    private readonly sink: AcceptedEventSink,
    private readonly clock: Clock,
  ) {}

  async execute(request: TrackingRequest): Promise<IngestOutcome> {
    if (request.tooLarge) return this.drop(DROP_REASONS.tooLarge, 1);
    const envelope = readTrackingEnvelope(request.body);
    if (!envelope.ok) return this.drop(envelope.reason === 'not-json' ? DROP_REASONS.notJson : envelope.reason === 'too-large' ? DROP_REASONS.tooLarge : DROP_REASONS.badEnvelope, 1);
    const events = envelope.json.events;

    const { site, exclusions } = await this.directory.lookup(envelope.site);
    if (!site) return this.drop(DROP_REASONS.unknownSite, events.length);
    if (!site.trackingEnabled) return this.drop(DROP_REASONS.trackingOff, events.length);
    if (this.userAgents.isBot(request.userAgent)) return this.drop(DROP_REASONS.bot, events.length);
    if (request.declined && site.respectDnt) return this.drop(DROP_REASONS.doNotTrack, events.length);

    const receivedAt = this.clock.now().getTime();
    // The visitor id of each UTC day the events fall on (nearly always one), keyed by day number.
    const visitors: Record<string, string> = {};
    const ids: string[] = [];
    for (const at of batchTimes(events, receivedAt)) {
      const day = Math.floor(at / DAY_MS);
      if (visitors[day] === undefined) {
        const id = visitorId({ salt: await this.live.dailySalt(this.saltDay(day)), siteId: site.id, ip: request.ip, userAgent: request.userAgent });
        visitors[day] = id;
        ids.push(id);
      }
    }
    if (exclusions.matches({ ip: request.ip, userAgent: request.userAgent, userId: envelope.user, visitorIds: ids })) {
      return this.drop(DROP_REASONS.excluded, events.length);
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
      events: eventsText(envelope),
    };
    try {
      await this.sink.add([record]);
    } catch (error) {
      this.dropped.add(DROP_REASONS.enqueueFailed, events.length);
      throw error;
    }
    return { accepted: events.length, dropped: 0 };
  }

  /** `saltDay` of a day number, kept for the day (formatting a date costs more than the rest of this loop). */
  private saltDay(day: number): string {
    if (this.lastDay?.day !== day) this.lastDay = { day, name: saltDay(new Date(day * DAY_MS)) };
    return this.lastDay.name;
  }

  private drop(reason: Parameters<DroppedCounter['add']>[0], count: number): IngestOutcome {
    this.dropped.add(reason, count);
    return { accepted: 0, dropped: count };
  }
}

/**
 * The JSON text of the body's `events` array, without the `user` field. The snippet posts
 * `{"site":"…","events":[…]}` when it has no user: then the array is cut out of the body as it came,
 * which costs nothing, whereas serialising the parsed events again costs about as much as parsing them.
 * A body of another shape (a `user`, spaces, keys in another order) has its events serialised again. A
 * cut is right whenever the rest parses as ONE JSON value, since the body is then exactly
 * `{"site":…,"events":<that value>}`; a hostile body with a repeated key does not, and the worker refuses it.
 */
function eventsText(envelope: TrackingEnvelope): string {
  const { text, site } = envelope;
  if (envelope.json.user === undefined && text.startsWith('{"site":"') && text.startsWith('","events":', 9 + site.length) && text.endsWith(']}')) {
    // The site id matched /^[A-Za-z0-9_-]+$/: it has no escapes, so it is the same in the text.
    if (text.startsWith(site, 9)) return text.slice(20 + site.length, -1);
  }
  return JSON.stringify(envelope.json.events);
}
