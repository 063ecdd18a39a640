import type { DataJob, DataJobKind } from '../../domain/data-job.js';
import type { ExportFormat } from '../../domain/export-format.js';
import type { PurgeScope } from '../../domain/site.js';

export interface NewDataJob {
  siteId: string;
  userId: string;
  kind: DataJobKind;
  format?: ExportFormat;
  scope?: PurgeScope;
  cutoff?: Date | null;
}

export interface DataJobRepository {
  create(job: NewDataJob): Promise<DataJob>;
  find(id: string): Promise<DataJob | null>;
  /** Null when the job is gone (its site was deleted meanwhile). */
  markRunning(id: string, at: Date): Promise<DataJob | null>;
  markDone(id: string, result: { recordCount: number; storedBytes?: number; expiresAt?: Date }, at: Date): Promise<void>;
  markFailed(id: string, error: string, at: Date): Promise<void>;
  /** A site's exports and their files (they are copies of its data). */
  deleteExports(siteId: string): Promise<number>;
  /** Exports whose file expired before `now`, with their files. */
  deleteExpiredExports(now: Date): Promise<number>;
}

/** A file being written: text in, stored gzipped piece by piece. */
export interface ExportFileWriter {
  write(text: string): Promise<void>;
  finish(): Promise<{ storedBytes: number }>;
}

export interface ExportFileStore {
  /** Starts the job's file afresh: a retried job first discards what an interrupted try stored. */
  create(jobId: string): Promise<ExportFileWriter>;
  /** The stored gzip bytes, piece by piece, in order. */
  read(jobId: string): AsyncIterable<Uint8Array>;
}
