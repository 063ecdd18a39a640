import type { AuditResult } from '../../domain/audit-result.js';
import type { AuditType } from '../../domain/audit-type.js';
import type { AuditStage } from '../../domain/audit-run.js';
import type { AuditContext } from '../../domain/auditor.js';

/** What the worker and its sandboxed audit process say to each other over the IPC channel. */
export interface RunnerOptions {
  allowPrivateTargets: boolean;
  allowedPorts: number[];
  /** Chromium is relaunched after this many pages' worth of jobs, against slow leaks. */
  browserRecycleJobs: number;
  chromiumPath: string;
}

export type ToChild =
  | { kind: 'run'; id: number; options: RunnerOptions; request: { type: AuditType; url: string; crawl: boolean; context: AuditContext } }
  | { kind: 'abort'; id: number };

export type FromChild =
  | { kind: 'progress'; id: number; percent: number; stage: AuditStage }
  | { kind: 'done'; id: number; result: AuditResult }
  | { kind: 'error'; id: number; code: string; message: string; stage: AuditStage | null };
