import { inject, injectable } from 'inversify';
import type { Clock } from '../../../../shared/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { AnalyticsSite } from '../../domain/analytics-site.js';
import { assertDownloadable, exportNotFound, type DataJob } from '../../domain/data-job.js';
import { exportFile } from '../../domain/export-format.js';
import { findOwnedSite, type SiteCaller } from '../owned-site.js';
import { isUuid } from '../../../../shared/index.js';
import type { DataJobRepository, ExportFileStore } from '../ports/data-job.repository.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

export interface ExportDownload {
  fileName: string;
  contentType: string;
  /** The stored gzip stream and its length. */
  gzipBytes: number;
  gzip: AsyncIterable<Uint8Array>;
}

/** An export of the caller's site; another site's export id answers like an unknown one. */
@injectable()
export class GetExport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.DataJobRepository) private readonly jobs: DataJobRepository,
    @inject(ANALYTICS.ExportFileStore) private readonly files: ExportFileStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(query: ExportQuery): Promise<DataJob> {
    return (await this.owned(query)).job;
  }

  async download(query: ExportQuery): Promise<ExportDownload> {
    const { site, job } = await this.owned(query);
    assertDownloadable(job, this.clock.now());
    const format = job.format ?? 'csv';
    return {
      fileName: exportFile.fileName(site.name, format, job.createdAt),
      contentType: exportFile.contentType(format),
      gzipBytes: job.storedBytes ?? 0,
      gzip: this.files.read(job.id),
    };
  }

  private async owned(query: ExportQuery): Promise<{ site: AnalyticsSite; job: DataJob }> {
    const site = await findOwnedSite(this.sites, query.siteId, query.caller);
    const job = isUuid(query.exportId) ? await this.jobs.find(query.exportId) : null;
    if (!job || job.kind !== 'export' || job.siteId !== site.id) throw exportNotFound();
    return { site, job };
  }
}

export interface ExportQuery {
  siteId: string;
  exportId: string;
  caller: SiteCaller;
}
