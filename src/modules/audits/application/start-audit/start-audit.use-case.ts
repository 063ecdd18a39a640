import { inject, injectable } from 'inversify';
import type { JobQueue } from '../../../../platform/queue/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError } from '../../../../shared/index.js';
import { AUDITS } from '../../audits.tokens.js';
import { AUDIT_TYPES, PREMIUM_AUDIT_TYPES, type AuditType } from '../../domain/audit-type.js';
import { parseAuditUrl } from '../../domain/audit-url.js';
import { AUDITS_JOBS, AUDITS_QUEUE, type RunAuditJob } from '../../index.js';
import type { AuditsSettings } from '../audits-settings.js';
import type { AuditRunRepository } from '../ports/audit-run.repository.port.js';

export interface StartAuditCommand {
  user: { id: string; isPremium: boolean; isAdmin: boolean };
  type: unknown;
  url: unknown;
  crawl: unknown;
}

@injectable()
export class StartAudit {
  constructor(
    @inject(AUDITS.RunRepository) private readonly runs: AuditRunRepository,
    @inject(PLATFORM.JobQueue) private readonly queue: JobQueue,
    @inject(AUDITS.Settings) private readonly settings: AuditsSettings,
  ) {}

  async execute(command: StartAuditCommand): Promise<{ id: string }> {
    const type = parseType(command.type);
    const url = parseAuditUrl(command.url);
    // Semantic is premium (docs/product.md §4.2); a running trial counts as premium, which isPremium already says.
    if (PREMIUM_AUDIT_TYPES.includes(type) && !command.user.isPremium && !command.user.isAdmin) {
      throw new DomainError('forbidden', 'PREMIUM_REQUIRED', 'This audit is part of the Premium plan');
    }
    if ((await this.runs.countUnfinished(command.user.id)) >= this.settings.maxUnfinishedPerUser) {
      throw new DomainError('rate_limited', 'AUDIT_TOO_MANY_RUNNING', 'Wait for your running audits to finish before starting another');
    }
    const run = await this.runs.create({ userId: command.user.id, type, url, crawl: command.crawl === true });
    // The run id as job id: a retried request of the API cannot queue the same run twice.
    await this.queue.add<RunAuditJob>(AUDITS_QUEUE, AUDITS_JOBS.run, { runId: run.id }, { jobId: `run-${run.id}` });
    return { id: run.id };
  }
}

function parseType(input: unknown): AuditType {
  if (typeof input === 'string' && (AUDIT_TYPES as readonly string[]).includes(input)) return input as AuditType;
  throw new DomainError('validation', 'AUDIT_INVALID_TYPE', `type must be one of ${AUDIT_TYPES.join(', ')}`, { field: 'type' });
}
