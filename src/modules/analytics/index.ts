/** The analytics module's public surface for other modules: its types, and its queue and job names. */
export type { AnalyticsSite } from './domain/analytics-site.js';

/** The module's one queue (the tracker's ingest and data management): with Bull, one process handles all its job names. */
export const ANALYTICS_QUEUE = 'analytics';
/**
 * One tracker group commit (application/ingest/ingest-job.ts). Jobs of this format have their own name: a
 * worker from before it has no handler for the name and fails such a job back to the queue (retried with
 * backoff) instead of completing it with nothing read, so during a rolling deploy a new tracker's jobs
 * wait for a new worker and none is lost.
 */
export const INGEST_JOB = 'analytics.ingest-requests';
/** The former format's name (`formerQueuedEvents`): jobs an older tracker enqueued, still written by the same processor. */
export const FORMER_INGEST_JOB = 'analytics.ingest';

/**
 * The worker jobs of data management (application/data-jobs.ts), on the same queue: with Bull, the worker
 * that handles one name of a queue handles all of them.
 */
export const DATA_JOBS_QUEUE = ANALYTICS_QUEUE;
export const DATA_JOBS = {
  export: 'analytics.export',
  purge: 'analytics.purge',
  retention: 'analytics.retention',
  compaction: 'analytics.compaction',
} as const;
