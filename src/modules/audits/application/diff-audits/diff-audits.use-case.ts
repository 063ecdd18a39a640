import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/index.js';
import { AUDITS } from '../../audits.tokens.js';
import { diffAudits } from '../../domain/audit-diff.js';
import type { AuditDiff } from '../../domain/audit-result.js';
import { findOwnedRun, finishedResult } from '../owned-run.js';
import type { AuditRunRepository } from '../ports/audit-run.repository.port.js';

@injectable()
export class DiffAudits {
  constructor(@inject(AUDITS.RunRepository) private readonly runs: AuditRunRepository) {}

  async execute(query: { id: string; otherId: string; userId: string }): Promise<AuditDiff> {
    const base = await findOwnedRun(this.runs, query.id, query.userId);
    const other = await findOwnedRun(this.runs, query.otherId, query.userId);
    if (base.type !== other.type) throw new DomainError('validation', 'AUDIT_TYPE_MISMATCH', 'Only two audits of the same type can be compared');
    return diffAudits(base.id, finishedResult(base), other.id, finishedResult(other));
  }
}
