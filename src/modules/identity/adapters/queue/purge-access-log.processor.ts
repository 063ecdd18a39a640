import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import { PurgeAccessLog } from '../../application/purge-access-log/purge-access-log.use-case.js';

@injectable()
export class PurgeAccessLogProcessor implements JobProcessor<unknown, { deleted: number }> {
  constructor(@inject(PurgeAccessLog) private readonly purge: PurgeAccessLog) {}

  async handle(job: JobContext): Promise<{ deleted: number }> {
    const result = await this.purge.execute();
    await job.reportProgress(100);
    return result;
  }
}
