import { inject, injectable } from 'inversify';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { isUuid } from '../../../../shared/index.js';
import { EXPORT_TTL_MS } from '../../domain/data-job.js';
import { exportFile } from '../../domain/export-format.js';
import type { DataJobRepository, ExportFileStore } from '../ports/data-job.repository.port.js';
import type { SiteDataStore } from '../ports/site-data.store.port.js';

/** Events read per query: a page of this many rows is a few MB at most. */
export const EXPORT_PAGE_SIZE = 5_000;

/**
 * The worker's half of an export: pages through the site's events in time order and streams them into
 * the job's stored file, so memory stays one page whatever the site's size. A retry starts the file
 * over; the last failed try records ANALYTICS_EXPORT_FAILED for the owner to see.
 */
@injectable()
export class RunExport {
  constructor(
    @inject(ANALYTICS.DataJobRepository) private readonly jobs: DataJobRepository,
    @inject(ANALYTICS.ExportFileStore) private readonly files: ExportFileStore,
    @inject(ANALYTICS.SiteDataStore) private readonly data: SiteDataStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(command: { jobId: string; finalAttempt: boolean; signal?: AbortSignal }): Promise<{ rows: number }> {
    // A malformed payload or a job whose site was deleted meanwhile: nothing to do.
    const job = isUuid(command.jobId) ? await this.jobs.markRunning(command.jobId, this.clock.now()) : null;
    if (!job || job.kind !== 'export' || !job.format) return { rows: 0 };
    const format = job.format;
    try {
      const file = await this.files.create(job.id);
      await file.write(exportFile.head(format));
      let rows = 0;
      let cursor: string | null = null;
      do {
        command.signal?.throwIfAborted();
        const page = await this.data.readEvents(job.siteId, cursor, EXPORT_PAGE_SIZE);
        await file.write(page.events.map((event, i) => exportFile.item(format, event, rows + i)).join(''));
        rows += page.events.length;
        cursor = page.next;
      } while (cursor !== null);
      await file.write(exportFile.tail(format));
      const { storedBytes } = await file.finish();
      const now = this.clock.now();
      await this.jobs.markDone(job.id, { recordCount: rows, storedBytes, expiresAt: new Date(now.getTime() + EXPORT_TTL_MS) }, now);
      return { rows };
    } catch (error) {
      this.logger.warn({ err: error, jobId: job.id, finalAttempt: command.finalAttempt }, 'analytics export failed');
      if (command.finalAttempt) await this.jobs.markFailed(job.id, 'ANALYTICS_EXPORT_FAILED', this.clock.now());
      throw error;
    }
  }
}
