import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { EnrichQueuedRequests } from '../../application/ingest/enrich-queued-requests.js';
import { GroupCommit } from '../../application/ingest/group-commit.js';
import type { IngestJobData } from '../../application/ingest/ingest-job.js';
import { StoreAcceptedEvents } from '../../application/ingest/store-accepted-events.js';
import type { TrackerSettings } from '../../application/tracker-settings.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';

/**
 * `analytics.ingest`: one tracker group commit, small so the tracker can answer its beacons within
 * milliseconds, holding the requests' events unvalidated. Each job's events are validated and enriched
 * here (application/ingest/enrich-queued-requests.ts), then gathered: the writer's cost is mostly per
 * batch (docs/benchmarks.md: 2,000 events/s in batches of 25, over 20,000 in batches of 2,000), so the
 * worker takes many jobs at once (the queue's concurrency) and stores what they hold together
 * (application/ingest/store-accepted-events.ts: sessions for the whole batch in one call, one transaction
 * per batch of up to `maxEvents`, then the realtime window); each job completes when its batch is
 * committed. A worker killed mid-write leaves the transaction uncommitted and every job of the batch
 * still active: their Bull locks lapse and another worker runs them again; one killed after the commit
 * makes the rerun a no-op, since event ids derive from the request ids in the jobs and the writer skips
 * ids it already has. A batch the database refuses is written again job by job, so a bad job fails alone.
 * One per process (`TrackerSettings.workerBatching`): its batches gather the jobs that run at once.
 */
@injectable()
export class IngestEventsProcessor implements JobProcessor<IngestJobData, { events: number }> {
  private readonly batches: GroupCommit<EnrichedEvent>;

  constructor(
    @inject(EnrichQueuedRequests) private readonly enrich: EnrichQueuedRequests,
    @inject(StoreAcceptedEvents) store: StoreAcceptedEvents,
    @inject(ANALYTICS.TrackerSettings) settings: Pick<TrackerSettings, 'workerBatching'>,
  ) {
    const batching = settings.workerBatching;
    this.batches = new GroupCommit<EnrichedEvent>((events) => store.execute(events), batching.lingerMs, batching.maxEvents, batching.writers, batching.maxEvents / 2, true);
  }

  async handle(job: JobContext<IngestJobData>): Promise<{ events: number }> {
    const events = this.enrich.execute(job.data);
    await this.batches.add(events);
    return { events: events.length };
  }
}
