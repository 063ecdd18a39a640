import { DomainError } from '../../../shared/index.js';
import type { DataJobStatus } from '../contract.js';
import type { ExportFormat } from './export-format.js';
import type { PurgeScope } from './site.js';

/**
 * An export or purge the owner asked for, run by the worker (analytics README, "Data management"). The API reports its status
 * from this record, whichever pod asks.
 */
export type DataJobKind = 'export' | 'purge';
export type { DataJobStatus };

export interface DataJob {
  id: string;
  siteId: string;
  userId: string;
  kind: DataJobKind;
  status: DataJobStatus;
  /** Exports only. */
  format: ExportFormat | null;
  /** Purges only; `cutoff` null with scope 'all'. */
  scope: PurgeScope | null;
  cutoff: Date | null;
  /** Rows exported, or event records deleted; null until done. */
  recordCount: number | null;
  /** Size of the stored (gzipped) export. */
  storedBytes: number | null;
  /** A stable code (ANALYTICS_EXPORT_FAILED, ANALYTICS_PURGE_FAILED) once failed. */
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Exports only, once done: the file is deleted by the nightly retention job after this. */
  expiresAt: Date | null;
}

/**
 * A finished export stays downloadable for 24 hours: long enough to come back for it the next day,
 * short enough that copies of visitor data do not pile up in the database.
 */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;

/** The download is offered only for a finished export that has not expired. */
export function assertDownloadable(job: DataJob, now: Date): void {
  if (job.status !== 'done') {
    throw new DomainError('conflict', 'ANALYTICS_EXPORT_NOT_READY', 'The export is not finished yet', { status: job.status });
  }
  if (job.expiresAt && job.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('not_found', 'ANALYTICS_EXPORT_EXPIRED', 'This export has expired; please export again');
  }
}

export function exportNotFound(): DomainError {
  return new DomainError('not_found', 'ANALYTICS_EXPORT_NOT_FOUND', 'No such export');
}

export function purgeNotFound(): DomainError {
  return new DomainError('not_found', 'ANALYTICS_PURGE_NOT_FOUND', 'No such purge');
}
