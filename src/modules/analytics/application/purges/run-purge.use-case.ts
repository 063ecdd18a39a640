import { inject, injectable } from 'inversify';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { isUuid } from '../../../../shared/index.js';
import type { DataJobRepository } from '../ports/data-job.repository.port.js';
import type { SiteDataStore } from '../ports/site-data.store.port.js';

/**
 * The worker's half of a purge: the site's rows older than the job's cut-off go from every per-site table;
 * the owner is told how many event records (docs/product.md §10.2 '{count} records deleted'). A retry after a partial
 * run deletes the rest and reports what it deleted itself.
 */
@injectable()
export class RunPurge {
  constructor(
    @inject(ANALYTICS.DataJobRepository) private readonly jobs: DataJobRepository,
    @inject(ANALYTICS.SiteDataStore) private readonly data: SiteDataStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(command: { jobId: string; finalAttempt: boolean }): Promise<{ deleted: number }> {
    // A malformed payload or a job whose site was deleted meanwhile: nothing to do.
    const job = isUuid(command.jobId) ? await this.jobs.markRunning(command.jobId, this.clock.now()) : null;
    if (!job || job.kind !== 'purge') return { deleted: 0 };
    try {
      const { events } = await this.data.deleteCollected(job.siteId, job.cutoff);
      await this.jobs.markDone(job.id, { recordCount: events }, this.clock.now());
      return { deleted: events };
    } catch (error) {
      this.logger.warn({ err: error, jobId: job.id, finalAttempt: command.finalAttempt }, 'analytics purge failed');
      if (command.finalAttempt) await this.jobs.markFailed(job.id, 'ANALYTICS_PURGE_FAILED', this.clock.now());
      throw error;
    }
  }
}
