import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { EnvelopeRefusal } from '../../domain/tracking-event.js';
import type { AnalyticsLiveStore } from '../ports/live-store.port.js';
import type { TrackerSettings } from '../tracker-settings.js';

/**
 * Why the tracker refused events. Counts are events, except for bodies refused whole (too large, not
 * JSON, not a `{ site, events }` envelope) and requests refused unread (over the rate limit), which count
 * one per request since their events are unknown.
 */
export const DROP_REASONS = {
  tooLarge: 'too-large',
  notJson: 'invalid:not-json',
  badEnvelope: 'invalid:bad-envelope',
  badEvent: 'invalid:event',
  unknownSite: 'unknown-site',
  trackingOff: 'tracking-disabled',
  bot: 'bot',
  doNotTrack: 'dnt',
  excluded: 'excluded',
  enqueueFailed: 'enqueue-failed',
  /** Over the per-client rate limit (client-rate-limit.ts): the request counts once, its body unread. */
  rateLimited: 'rate-limited',
} as const;
export type DropReason = (typeof DROP_REASONS)[keyof typeof DROP_REASONS];

/** The counter of a body refused whole, by the tracker (`readTrackingEnvelope`) or the worker (`readEventList`). */
export const REFUSED_BODY: Record<EnvelopeRefusal['reason'], DropReason> = {
  'too-large': DROP_REASONS.tooLarge,
  'not-json': DROP_REASONS.notJson,
  'bad-envelope': DROP_REASONS.badEnvelope,
};

/**
 * Adds up drops in memory and hands them to the live store every `droppedFlushMs`, so a flood of bad
 * requests costs one Redis round trip a second, not one per request. One per process (the tracker's
 * refusals and the worker's invalid events alike). The counts of the last interval are lost if the process
 * is killed; a failed write is kept for the next one.
 */
@injectable()
export class DroppedCounter {
  private pending = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  private readonly flushMs: number;

  constructor(
    @inject(ANALYTICS.LiveStore) private readonly live: AnalyticsLiveStore,
    @inject(ANALYTICS.TrackerSettings) settings: Pick<TrackerSettings, 'droppedFlushMs'>,
    @inject(PLATFORM.Logger) private readonly log: { warn(obj: object, msg?: string): void },
  ) {
    this.flushMs = settings.droppedFlushMs;
  }

  add(reason: DropReason, count = 1): void {
    if (count <= 0) return;
    this.pending.set(reason, (this.pending.get(reason) ?? 0) + count);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Writes what is pending now (also used by tests and on shutdown). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
    if (this.pending.size === 0) return;
    const counts = Object.fromEntries(this.pending);
    this.pending = new Map();
    this.flushing = this.live.countDropped(counts).catch((error: unknown) => {
      this.log.warn({ err: error }, 'dropped-event counters not saved; retrying with the next ones');
      for (const [reason, count] of Object.entries(counts)) this.pending.set(reason, (this.pending.get(reason) ?? 0) + count);
      if (!this.timer) {
        this.timer = setTimeout(() => void this.flush(), this.flushMs);
        this.timer.unref();
      }
    });
    await this.flushing;
  }
}
