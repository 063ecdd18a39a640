import { inject, injectable } from 'inversify';
import { AUDITS } from '../../audits.tokens.js';
import type { AuditType } from '../../domain/audit-type.js';
import type { AuditRunSummary } from '../../domain/audit-run.js';
import type { AuditRunRepository } from '../ports/audit-run.repository.port.js';

export interface ListAuditsQuery {
  userId: string;
  type?: AuditType;
  url?: string;
  page: number;
  pageSize: number;
}

@injectable()
export class ListAudits {
  constructor(@inject(AUDITS.RunRepository) private readonly runs: AuditRunRepository) {}

  execute(query: ListAuditsQuery): Promise<{ items: AuditRunSummary[]; total: number }> {
    return this.runs.history({
      userId: query.userId,
      type: query.type,
      url: query.url,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
  }
}
