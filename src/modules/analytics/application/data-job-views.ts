import type { DataJob } from '../domain/data-job.js';

/** The status answers of the contract (`GET …/exports/:id`, `GET …/purges/:id`), plus times. */
export function exportView(job: DataJob) {
  return {
    id: job.id,
    status: job.status,
    format: job.format,
    rows: job.recordCount,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
  };
}

export function purgeView(job: DataJob) {
  return {
    id: job.id,
    status: job.status,
    scope: job.scope,
    deleted: job.recordCount,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
