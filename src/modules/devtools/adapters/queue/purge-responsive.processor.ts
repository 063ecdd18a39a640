import { inject, injectable } from 'inversify';
import type { JobProcessor } from '../../../../platform/queue/index.js';
import { PurgeResponsiveRuns } from '../../application/purge-responsive-runs/purge-responsive-runs.use-case.js';

@injectable()
export class PurgeResponsiveProcessor implements JobProcessor<unknown, { deleted: number; interrupted: number }> {
  constructor(@inject(PurgeResponsiveRuns) private readonly purge: PurgeResponsiveRuns) {}

  handle(): Promise<{ deleted: number; interrupted: number }> {
    return this.purge.execute();
  }
}
