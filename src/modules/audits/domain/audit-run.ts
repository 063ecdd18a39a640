import type { AuditError, AuditStage, AuditStatus } from '../contract.js';
import type { AuditResult } from './audit-result.js';
import type { AuditType } from './audit-type.js';

// A run's status, stage and error are what GET /api/audits/:id shows: the HTTP contract owns their types.
export type { AuditError, AuditStage, AuditStatus };

/** One audit a user asked for, from the queue to its stored result. */
export interface AuditRun {
  id: string;
  userId: string;
  type: AuditType;
  url: string;
  crawl: boolean;
  status: AuditStatus;
  progress: number;
  stage: AuditStage;
  result: AuditResult | null;
  error: AuditError | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** What history lists show: no result body, just its headline. */
export interface AuditRunSummary {
  id: string;
  type: AuditType;
  url: string;
  crawl: boolean;
  status: AuditStatus;
  score: number | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export const isFinished = (status: AuditStatus): boolean => status === 'done' || status === 'failed';
