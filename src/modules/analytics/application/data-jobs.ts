/**
 * A data-management job's payload (names in the module's index.ts): only the analytics_jobs id. The
 * record holds the request, so a retried job repeats it.
 */
export interface DataJobPayload {
  jobId: string;
}

/** Both jobs can start over safely (an export rewrites its file, a purge deletes by a fixed cut-off). */
export const DATA_JOB_ATTEMPTS = 3;
