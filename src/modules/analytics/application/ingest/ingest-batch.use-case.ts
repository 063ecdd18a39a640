import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../../shared/index.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { occurrenceTimes } from '../../domain/event-time.js';
import { classifySource } from '../../domain/source-classification.js';
import { parseTrackingBatch, type TrackingEvent } from '../../domain/tracking-event.js';
import { saltDay, visitorId } from '../../domain/visitor-id.js';
import type { GeoLocator } from '../ports/geo-locator.port.js';
import type { AnalyticsLiveStore } from '../ports/live-store.port.js';
import type { UserAgentReader } from '../ports/user-agent-reader.port.js';
import { DROP_REASONS, type DroppedCounter } from './dropped-counter.js';
import type { SiteDirectory } from './site-directory.js';

const DAY_MS = 86_400_000;

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
  accepted: number;
  dropped: number;
}

/** Where accepted events go: resolves once they are enqueued (group-commit.ts over commit-accepted-events.ts). */
export interface AcceptedEventSink {
  add(events: readonly EnrichedEvent[]): Promise<void>;
}

/**
 * The tracker's intake (issue 6 §3), for one request:
 *  1. parse and validate (domain/tracking-event.ts; never throws): a refused body or event is counted;
 *  2. drop the whole batch when the site is unknown or has tracking off, the user agent is a bot,
 *     DNT/GPC came with the request and the site honours them, or an exclusion matches (IP, the
 *     snippet's `user`, the visitor id, or the device hash) — each counted by reason;
 *  3. enrich: occurrence time (event-time.ts), visitor id (daily salt, site, IP, user agent), country and
 *     city from the IP, browser/OS/device from the user agent, path without query, and for page views the
 *     source (source-classification.ts with the site's host) and the referrer without its query; a fresh
 *     event id;
 *  4. hand the events to the sink and resolve once they are enqueued (sessions are assigned there, for
 *     a whole group at once).
 * The IP and the `user` field are used here and never leave this call.
 */
export class IngestBatch {
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
    const parsed = parseTrackingBatch(request.body);
    if (!parsed.ok) return this.drop(parsed.reason === 'not-json' ? DROP_REASONS.notJson : parsed.reason === 'too-large' ? DROP_REASONS.tooLarge : DROP_REASONS.badEnvelope, 1);
    const invalid = parsed.dropped.length;
    if (invalid > 0) this.dropped.add(DROP_REASONS.badEvent, invalid);
    const events = parsed.events;
    if (events.length === 0) return { accepted: 0, dropped: invalid };
    const outcome = (reason: Parameters<DroppedCounter['add']>[0]) => {
      this.dropped.add(reason, events.length);
      return { accepted: 0, dropped: invalid + events.length };
    };

    const { site, exclusions } = await this.directory.lookup(parsed.site);
    if (!site) return outcome(DROP_REASONS.unknownSite);
    if (!site.trackingEnabled) return outcome(DROP_REASONS.trackingOff);
    if (this.userAgents.isBot(request.userAgent)) return outcome(DROP_REASONS.bot);
    if (request.declined && site.respectDnt) return outcome(DROP_REASONS.doNotTrack);

    const receivedAt = this.clock.now().getTime();
    const times = occurrenceTimes(
      events.map((e) => e.ts),
      receivedAt,
    );
    // The visitor id of each UTC day the events fall on (nearly always one), keyed by day number.
    const visitors = new Map<number, string>();
    for (const at of times) {
      const day = Math.floor(at / DAY_MS);
      if (!visitors.has(day)) visitors.set(day, visitorId({ salt: await this.live.dailySalt(saltDay(new Date(at))), siteId: site.id, ip: request.ip, userAgent: request.userAgent }));
    }
    if (exclusions.matches({ ip: request.ip, userAgent: request.userAgent, userId: parsed.user, visitorIds: [...visitors.values()] })) {
      return outcome(DROP_REASONS.excluded);
    }

    const [place, agent] = [await this.geo.locate(request.ip), this.userAgents.read(request.userAgent)];
    const paths = new Map<string, string>();
    const enriched = events.map((event, i): EnrichedEvent => {
      const at = times[i]!;
      let path = paths.get(event.url);
      if (path === undefined) {
        path = new URL(event.url).pathname;
        paths.set(event.url, path);
      }
      // The URL's path is the typed column; its query string (possibly tokens, e-mail addresses) is not kept.
      const { type, url: _url, ts: _ts, ...data } = event as TrackingEvent & Record<string, unknown>;
      let referrer: string | null = null;
      let sourceKind: EnrichedEvent['sourceKind'] = null;
      if (event.type === 'pageview') {
        sourceKind = classifySource({ referrer: event.referrer, landingUrl: event.url, siteHost: site.host }).kind;
        referrer = withoutQuery(event.referrer);
        data.referrer = referrer ?? '';
      }
      // One object literal with every field, in one order: the hot path allocates one shape per event.
      return {
        id: randomUUID(),
        siteId: site.id,
        visitorId: visitors.get(Math.floor(at / DAY_MS))!,
        // Assigned for the whole group commit (commit-accepted-events.ts).
        sessionId: '',
        occurredAt: new Date(at),
        path,
        referrer,
        sourceKind,
        country: place.country,
        city: place.city,
        browser: agent.browser,
        os: agent.os,
        device: agent.device,
        kind: type,
        data,
      } as EnrichedEvent;
    });

    try {
      await this.sink.add(enriched);
    } catch (error) {
      this.dropped.add(DROP_REASONS.enqueueFailed, enriched.length);
      throw error;
    }
    return { accepted: enriched.length, dropped: invalid };
  }

  private drop(reason: Parameters<DroppedCounter['add']>[0], count: number): IngestOutcome {
    this.dropped.add(reason, count);
    return { accepted: 0, dropped: count };
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
