import type { ExportJobView, PurgeJobView } from '../contract.js';
import type { DataJob } from '../domain/data-job.js';

/** The status answers of the contract (`GET …/exports/:id`, `GET …/purges/:id`), plus times. */
export function exportView(job: DataJob): ExportJobView {
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

export function purgeView(job: DataJob): PurgeJobView {
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
