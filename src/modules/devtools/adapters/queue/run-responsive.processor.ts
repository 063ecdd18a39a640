import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import type { ResponsiveRunJob } from '../../application/responsive-settings.js';
import { RunResponsiveTest } from '../../application/run-responsive-test/run-responsive-test.use-case.js';

@injectable()
export class RunResponsiveProcessor implements JobProcessor<ResponsiveRunJob, void> {
  constructor(@inject(RunResponsiveTest) private readonly run: RunResponsiveTest) {}

  async handle(job: JobContext<ResponsiveRunJob>): Promise<void> {
    await this.run.execute({ runId: String(job.data.runId), signal: job.signal });
  }
}
