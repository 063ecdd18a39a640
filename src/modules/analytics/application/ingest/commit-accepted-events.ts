import type { JobQueue } from '../../../../platform/queue/index.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { sessionRuns } from '../../domain/live-session.js';
import type { AnalyticsLiveStore, SessionClaim } from '../ports/live-store.port.js';
import { ANALYTICS_QUEUE, INGEST_ATTEMPTS, INGEST_BACKOFF_MS, INGEST_JOB, ingestJobData } from './ingest-job.js';

/**
 * One group commit of accepted events (see group-commit.ts): gives every event its session, then
 * enqueues them all as ONE `analytics.ingest` job while recording them in the realtime window. Two round
 * trips, whatever the number of requests in the group. Events are only accepted once the job is stored;
 * the realtime record is best effort.
 */
export class CommitAcceptedEvents {
  constructor(
    private readonly live: AnalyticsLiveStore,
    private readonly queue: JobQueue,
    private readonly log: { warn(obj: object, msg?: string): void },
  ) {}

  async execute(events: EnrichedEvent[]): Promise<void> {
    await this.assignSessions(events);
    const data = ingestJobData(events);
    // Both at once: one round trip of latency. The realtime window is best effort and never fails the group.
    // An enriched event is a LiveEvent (siteId, visitorId, kind, path, occurredAt): no copy.
    const realtime = this.live
      .recordLive(events)
      .catch((error: unknown) => this.log.warn({ err: error }, 'realtime window not updated'));
    await Promise.all([
      this.queue.add(ANALYTICS_QUEUE, INGEST_JOB, data, {
        attempts: INGEST_ATTEMPTS,
        backoff: { type: 'exponential', delayMs: INGEST_BACKOFF_MS },
        removeOnComplete: true,
      }),
      realtime,
    ]);
  }

  /** Events of one visitor, in arrival order, split into runs that each belong to one session. */
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
      for (const event of run) event.sessionId = sessionId;
    });
  }
}
