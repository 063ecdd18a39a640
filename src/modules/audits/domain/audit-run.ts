import type { AuditResult } from './audit-result.js';
import type { AuditType } from './audit-type.js';
import type { CollectionStage } from './collection-bundle.js';

export type AuditStatus = 'queued' | 'running' | 'done' | 'failed';

/** Where a run is: a collection stage, the auditing itself, or saving. */
export type AuditStage = CollectionStage | 'queued' | 'audit' | 'done';

export interface AuditError {
  /** AUDIT_FAILED, AUDIT_TARGET_REFUSED, AUDIT_TIMEOUT … translated by the frontend. */
  code: string;
  message: string;
  stage: AuditStage | null;
}

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
