import { DomainError } from '../../../shared/index.js';
import type { AuditResult } from '../domain/audit-result.js';
import type { AuditRun } from '../domain/audit-run.js';
import type { AuditRunRepository } from './ports/audit-run.repository.port.js';
import { isUuid } from '../../../shared/index.js';

/**
 * A run is read only by the user who started it. Another user's id answers exactly like an unknown
 * one (404), so ids cannot be probed.
 */
export async function findOwnedRun(runs: AuditRunRepository, id: string, userId: string): Promise<AuditRun> {
  const run = isUuid(id) ? await runs.find(id) : null;
  if (!run || run.userId !== userId) throw new DomainError('not_found', 'AUDIT_NOT_FOUND', 'No such audit');
  return run;
}


/** The result of a run that finished well; exports and diffs need one. */
export function finishedResult(run: AuditRun): AuditResult {
  if (run.status !== 'done' || !run.result) throw new DomainError('conflict', 'AUDIT_NOT_FINISHED', 'This audit has no result yet');
  return run.result;
}
