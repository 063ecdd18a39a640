import type { SourceKind } from './source-classification.js';
import type { TrackingEvent, TrackingEventType } from './tracking-event.js';

/** The fields of one wire event kind that are not stored in typed columns (kept in `data` jsonb). */
export type EnrichedEventData<K extends TrackingEventType> = Omit<Extract<TrackingEvent, { type: K }>, 'type' | 'url' | 'ts'>;

interface EnrichedEventBase {
  /**
   * Assigned by the tracker when it accepts the event, before enqueueing; a retried queue job carries
   * the same ids, which is what makes writing a batch twice a no-op.
   */
  id: string;
  /** analytics_sites.id (uuid). */
  siteId: string;
  /** The daily visitor hash of domain/visitor-id.ts; never the IP. */
  visitorId: string;
  sessionId: string;
  occurredAt: Date;
  /** URL path without origin, query string or fragment. */
  path: string;
  referrer: string | null;
  sourceKind: SourceKind | null;
  /** ISO 3166-1 alpha-2, from the city database; the IP is discarded after the lookup. */
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  /** ua-parser-js device type, or 'desktop' when it reports none. */
  device: string | null;
}

/**
 * A tracking event after the tracker's enrichment, as the worker writes it. Columns the dashboard
 * filters and groups by are typed fields; the rest of the wire event is `data`.
 */
export type EnrichedEvent = { [K in TrackingEventType]: EnrichedEventBase & { kind: K; data: EnrichedEventData<K> } }[TrackingEventType];
