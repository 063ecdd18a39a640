import { inject, injectable } from 'inversify';
import { AUDITS } from '../../audits.tokens.js';
import type { AuditRun } from '../../domain/audit-run.js';
import { findOwnedRun } from '../owned-run.js';
import type { AuditRunRepository } from '../ports/audit-run.repository.port.js';

@injectable()
export class GetAudit {
  constructor(@inject(AUDITS.RunRepository) private readonly runs: AuditRunRepository) {}

  execute(query: { id: string; userId: string }): Promise<AuditRun> {
    return findOwnedRun(this.runs, query.id, query.userId);
  }
}
