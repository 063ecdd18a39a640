/**
 * The worker jobs of data management, on the module's one queue (`analytics`, shared with the tracker's
 * `analytics.ingest`): with Bull, the worker that handles one name of a queue handles all of them.
 * The payload is only the analytics_jobs id: the record holds the request, so a retried job repeats it.
 */
export const DATA_JOBS_QUEUE = 'analytics';
export const DATA_JOBS = {
  export: 'analytics.export',
  purge: 'analytics.purge',
  retention: 'analytics.retention',
  compaction: 'analytics.compaction',
} as const;

export interface DataJobPayload {
  jobId: string;
}

/** Both jobs can start over safely (an export rewrites its file, a purge deletes by a fixed cut-off). */
export const DATA_JOB_ATTEMPTS = 3;
