import type { JobQueue } from '../../../../platform/queue/index.js';
import { ANALYTICS_QUEUE, INGEST_ATTEMPTS, INGEST_BACKOFF_MS, INGEST_JOB, type IngestJobData, type QueuedRequest } from './ingest-job.js';

/**
 * One group commit of the tracker (see group-commit.ts): the accepted requests of the group become ONE
 * `analytics.ingest` job, one round trip to Redis whatever the number of requests. Their events are only
 * accepted once the job is stored. Sessions and the realtime window are the worker's
 * (adapters/queue/ingest-events.processor.ts), for a whole writer batch at once.
 */
export class CommitAcceptedEvents {
  constructor(private readonly queue: JobQueue) {}

  async execute(requests: QueuedRequest[]): Promise<void> {
    await this.queue.add<IngestJobData>(ANALYTICS_QUEUE, INGEST_JOB, { requests }, {
      attempts: INGEST_ATTEMPTS,
      backoff: { type: 'exponential', delayMs: INGEST_BACKOFF_MS },
      removeOnComplete: true,
    });
  }
}
