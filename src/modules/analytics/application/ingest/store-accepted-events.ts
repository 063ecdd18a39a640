import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { sessionRuns } from '../../domain/live-session.js';
import type { EventWriter } from '../ports/event-writer.port.js';
import type { AnalyticsLiveStore, SessionClaim } from '../ports/live-store.port.js';

/**
 * One writer batch of the worker (adapters/queue/ingest-events.processor.ts gathers jobs into it):
 * assigns the sessions of the events that have none yet in one call to the live store (one Lua script in
 * Redis, atomic across workers), writes the batch, then records the written events in the realtime window
 * (best effort: a failure is logged, never fails the batch). A batch written again job by job after the
 * database refused it keeps the sessions it was given and records each event once. Events that arrive
 * with a session (jobs of the former format, ingest-job.ts) are written as they are.
 */
@injectable()
export class StoreAcceptedEvents {
  /** Events this store gave a session: the ones it records in the realtime window, once each. */
  private readonly assigned = new WeakSet<EnrichedEvent>();
  private readonly recorded = new WeakSet<EnrichedEvent>();

  constructor(
    @inject(ANALYTICS.LiveStore) private readonly live: AnalyticsLiveStore,
    @inject(ANALYTICS.EventWriter) private readonly writer: EventWriter,
    @inject(PLATFORM.Logger) private readonly log: { warn(obj: object, msg?: string): void },
  ) {}

  async execute(events: EnrichedEvent[]): Promise<void> {
    const unassigned = events.filter((e) => e.sessionId === '');
    if (unassigned.length > 0) await this.assignSessions(unassigned);
    await this.writer.write(events);
    // Events that came with a session (a job of the former format) were recorded by their tracker.
    const fresh = events.filter((e) => this.assigned.has(e) && !this.recorded.has(e));
    for (const e of fresh) this.recorded.add(e);
    // An enriched event is a LiveEvent (siteId, visitorId, kind, path, occurredAt): no copy.
    await this.live.recordLive(fresh).catch((error: unknown) => this.log.warn({ err: error }, 'realtime window not updated'));
  }

  /** Events of one visitor, in batch order, split into runs that each belong to one session. */
  private async assignSessions(events: EnrichedEvent[]): Promise<void> {
    const byVisitor = new Map<string, EnrichedEvent[]>();
    for (const event of events) {
      const list = byVisitor.get(event.visitorId);
      if (list) list.push(event);
      else byVisitor.set(event.visitorId, [event]);
    }
    const claims: SessionClaim[] = [];
    const members: EnrichedEvent[][] = [];
    for (const [visitorId, list] of byVisitor) {
      for (const run of sessionRuns(list.map((e) => e.occurredAt.getTime()))) {
        claims.push({ visitorId, firstAt: new Date(run.firstMs), lastAt: new Date(run.lastMs) });
        members.push(run.indexes.map((i) => list[i]!));
      }
    }
    const ids = await this.live.assignSessions(claims);
    members.forEach((run, i) => {
      const sessionId = ids[i];
      if (!sessionId) throw new Error('live store returned fewer sessions than claims');
      for (const event of run) {
        event.sessionId = sessionId;
        this.assigned.add(event);
      }
    });
  }
}
