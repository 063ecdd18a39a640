import { inject, injectable } from 'inversify';
import type { JobQueue } from '../../../../platform/queue/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { parseExportFormat } from '../../domain/export-format.js';
import { assertExportConfirmed } from '../../domain/site.js';
import { DATA_JOBS, DATA_JOBS_QUEUE } from '../../index.js';
import { DATA_JOB_ATTEMPTS, type DataJobPayload } from '../data-jobs.js';
import { findOwnedSite, type SiteUser } from '../owned-site.js';
import type { DataJobRepository } from '../ports/data-job.repository.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

/** An export needs the confirmation tick (docs/product.md §8); the worker writes the file (analytics README, "Data management"). */
@injectable()
export class StartExport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.DataJobRepository) private readonly jobs: DataJobRepository,
    @inject(PLATFORM.JobQueue) private readonly queue: JobQueue,
  ) {}

  async execute(command: { siteId: string; caller: SiteUser; format: unknown; confirmed: unknown }): Promise<{ id: string }> {
    const site = await findOwnedSite(this.sites, command.siteId, command.caller);
    assertExportConfirmed(command.confirmed);
    const format = parseExportFormat(command.format);
    const job = await this.jobs.create({ siteId: site.id, userId: command.caller.userId, kind: 'export', format });
    await this.queue.add<DataJobPayload>(DATA_JOBS_QUEUE, DATA_JOBS.export, { jobId: job.id }, {
      jobId: `export-${job.id}`,
      attempts: DATA_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delayMs: 5_000 },
    });
    return { id: job.id };
  }
}
