import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import { RunAudit } from '../../application/run-audit/run-audit.use-case.js';
import type { RunAuditJob } from '../../index.js';

@injectable()
export class RunAuditProcessor implements JobProcessor<RunAuditJob, void> {
  constructor(@inject(RunAudit) private readonly runAudit: RunAudit) {}

  async handle(job: JobContext<RunAuditJob>): Promise<void> {
    await this.runAudit.execute({ runId: String(job.data.runId), signal: job.signal });
  }
}
