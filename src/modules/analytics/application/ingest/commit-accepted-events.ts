import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { JobQueue } from '../../../../platform/queue/index.js';
import { ANALYTICS_QUEUE, INGEST_JOB } from '../../index.js';
import { INGEST_ATTEMPTS, INGEST_BACKOFF_MS, type IngestJobData, type QueuedRequest } from './ingest-job.js';

/**
 * One group commit of the tracker (see group-commit.ts): the accepted requests of the group become ONE
 * `analytics.ingest` job, one round trip to Redis whatever the number of requests. Their events are only
 * accepted once the job is stored. Sessions and the realtime window are the worker's
 * (adapters/queue/ingest-events.processor.ts), for a whole writer batch at once.
 */
@injectable()
export class CommitAcceptedEvents {
  constructor(@inject(PLATFORM.JobQueue) private readonly queue: JobQueue) {}

  async execute(requests: QueuedRequest[]): Promise<void> {
    await this.queue.add<IngestJobData>(ANALYTICS_QUEUE, INGEST_JOB, { requests }, {
      attempts: INGEST_ATTEMPTS,
      backoff: { type: 'exponential', delayMs: INGEST_BACKOFF_MS },
      removeOnComplete: true,
    });
  }
}
