import type { AuditResult } from '../../domain/audit-result.js';
import type { AuditType } from '../../domain/audit-type.js';
import type { AuditStage } from '../../domain/audit-run.js';
import type { AuditContext } from '../../domain/auditor.js';

export interface AuditRunRequest {
  type: AuditType;
  url: string;
  crawl: boolean;
  context: AuditContext;
  signal?: AbortSignal;
  onProgress?: (percent: number, stage: AuditStage) => void;
}

/**
 * Collects the bundle and runs the auditor, isolated from the worker (a crashed or hung browser costs
 * one job, not the worker). Resolves with a possibly partial result; rejects with a DomainError for a
 * refused target (AUDIT_TARGET_REFUSED) or AUDIT_TIMEOUT / AUDIT_FAILED.
 */
export interface AuditRunner {
  run(request: AuditRunRequest): Promise<AuditResult>;
  close(): Promise<void>;
}
