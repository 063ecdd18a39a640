import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import { fromQueued, type IngestJobData } from '../../application/ingest/ingest-job.js';
import type { EventWriter } from '../../application/ports/event-writer.port.js';

/**
 * `analytics.ingest`: one tracker group commit. Dates come back from JSON, then the writer stores the
 * batch in one transaction. A worker killed mid-write leaves the transaction uncommitted and the job's
 * lock lapses, so another worker runs it again; one killed after the commit makes the rerun a no-op,
 * since event ids travel in the job and the writer skips ids it already has.
 */
export class IngestEventsProcessor implements JobProcessor<IngestJobData, { inserted: number; duplicates: number }> {
  constructor(private readonly writer: EventWriter) {}

  handle(job: JobContext<IngestJobData>): Promise<{ inserted: number; duplicates: number }> {
    return this.writer.write(fromQueued(job.data));
  }
}
