import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import type { RunAudit } from '../../application/run-audit/run-audit.use-case.js';
import { AUDITS } from '../../audits.tokens.js';
import type { RunAuditJob } from '../../index.js';

@injectable()
export class RunAuditProcessor implements JobProcessor<RunAuditJob, void> {
  constructor(@inject(AUDITS.RunAudit) private readonly runAudit: RunAudit) {}

  async handle(job: JobContext<RunAuditJob>): Promise<void> {
    await this.runAudit.execute({ runId: String(job.data.runId), signal: job.signal });
  }
}
