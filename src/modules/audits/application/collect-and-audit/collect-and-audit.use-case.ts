import { isDomainError } from '../../../../shared/index.js';
import type { AuditResult } from '../../domain/audit-result.js';
import type { AuditStage } from '../../domain/audit-run.js';
import type { AuditType } from '../../domain/audit-type.js';
import { collectionPlan, type AuditContext } from '../../domain/auditor.js';
import { AUDITORS } from '../../domain/auditors/index.js';
import type { PageCollector } from '../ports/page-collector.port.js';

export interface CollectAndAuditCommand {
  type: AuditType;
  url: string;
  crawl: boolean;
  context: AuditContext;
  /** Aborts the collection (job cancelled, worker shutting down). */
  signal?: AbortSignal;
  /** 0-100 over the whole audit, with the stage running now. */
  onProgress?: (percent: number, stage: AuditStage) => void;
}

/** How an audit ended: its result, or the code, message and stage of its failure (never a throw). */
export type AuditOutcome = { ok: true; result: AuditResult } | { ok: false; code: string; message: string; stage: AuditStage };

/** Collection is most of an audit's wall time; the auditors take the last tenth. */
const COLLECTION_SHARE = 0.9;
const AUDIT_STARTED_PERCENT = 92;

/**
 * One audit (README "Runs"): a single collection pass planned for the audit type through the
 * PageCollector, then the type's pure auditor on the bundle. A start page that could not be fetched at
 * all leaves nothing to judge and fails the run with the stage that failed; any other failure is named
 * by the stage running when it happened. Runs inside the sandboxed audit process
 * (adapters/runner/audit-runner.child.ts), which only relays the outcome to the worker.
 */
export class CollectAndAudit {
  constructor(private readonly collector: PageCollector) {}

  async execute(command: CollectAndAuditCommand): Promise<AuditOutcome> {
    let stage: AuditStage = 'fetch';
    try {
      const bundle = await this.collector.collect({
        url: command.url,
        plan: collectionPlan(command.type, command.crawl),
        signal: command.signal,
        onProgress: (percent, current) => {
          stage = current;
          command.onProgress?.(Math.round(percent * COLLECTION_SHARE), current);
        },
      });
      if (bundle.pages.length === 0) {
        const failure = bundle.failures[0];
        return { ok: false, code: 'AUDIT_FAILED', message: failure?.message ?? 'The page could not be fetched', stage: failure?.stage ?? 'fetch' };
      }
      stage = 'audit';
      command.onProgress?.(AUDIT_STARTED_PERCENT, stage);
      const auditor = AUDITORS[command.type];
      return { ok: true, result: auditor(bundle, command.context) };
    } catch (error) {
      return { ok: false, ...failureOf(error), stage };
    }
  }
}

/** A DomainError or an error carrying an AUDIT_ code keeps it (a refused target, a timeout); anything else is AUDIT_FAILED. */
function failureOf(error: unknown): { code: string; message: string } {
  if (isDomainError(error)) return { code: error.code, message: error.message };
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('AUDIT_')) return { code: error.code, message: error.message };
  return { code: 'AUDIT_FAILED', message: error instanceof Error ? error.message : String(error) };
}
