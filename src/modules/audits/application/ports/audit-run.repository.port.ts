import type { AuditResult } from '../../domain/audit-result.js';
import type { AuditType } from '../../domain/audit-type.js';
import type { AuditError, AuditRun, AuditRunSummary, AuditStage } from '../../domain/audit-run.js';

export interface NewAuditRun {
  userId: string;
  type: AuditType;
  url: string;
  crawl: boolean;
}

export interface HistoryQuery {
  userId: string;
  type?: AuditType;
  url?: string;
  limit: number;
  offset: number;
}

export interface AuditRunRepository {
  create(run: NewAuditRun): Promise<AuditRun>;
  find(id: string): Promise<AuditRun | null>;
  /** Runs of the user not finished yet, to cap how many one user queues at once. */
  countUnfinished(userId: string): Promise<number>;
  markRunning(id: string, at: Date): Promise<void>;
  updateProgress(id: string, progress: number, stage: AuditStage): Promise<void>;
  complete(id: string, result: AuditResult, at: Date): Promise<void>;
  fail(id: string, error: AuditError, at: Date): Promise<void>;
  /** The latest finished-and-done run of the same user, type and URL before `before` (for trends). */
  findPreviousDone(userId: string, type: AuditType, url: string, before: Date): Promise<AuditRun | null>;
  history(query: HistoryQuery): Promise<{ items: AuditRunSummary[]; total: number }>;
  listForUser(userId: string): Promise<AuditRun[]>;
  deleteForUser(userId: string): Promise<number>;
}
