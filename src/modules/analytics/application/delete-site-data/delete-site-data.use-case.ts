import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { assertDeletionConfirmed } from '../../domain/site.js';
import { findOwnedSite, type SiteCaller } from '../owned-site.js';
import type { DataJobRepository } from '../ports/data-job.repository.port.js';
import type { SiteDataStore } from '../ports/site-data.store.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

/**
 * "Delete site data" (docs/product.md §8): the same confirmation as deleting the site (type its name, tick the
 * acknowledgement); the site, its settings and exclusions stay, every collected row goes, and so do its
 * exports, which are copies of that data. Synchronous and in one transaction: the owner reads the count
 * in the answer, and a failure leaves the data whole.
 */
@injectable()
export class DeleteSiteData {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.SiteDataStore) private readonly data: SiteDataStore,
    @inject(ANALYTICS.DataJobRepository) private readonly jobs: DataJobRepository,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
  ) {}

  async execute(command: { siteId: string; caller: SiteCaller; confirmName?: unknown; acknowledge?: unknown }): Promise<{ deleted: number }> {
    const site = await findOwnedSite(this.sites, command.siteId, command.caller);
    assertDeletionConfirmed(site.name, { typedName: command.confirmName, acknowledged: command.acknowledge });
    return this.transactions.run(async () => {
      const { events } = await this.data.deleteCollected(site.id, null);
      await this.jobs.deleteExports(site.id);
      return { deleted: events };
    });
  }
}
