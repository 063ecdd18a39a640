import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { assertDeletionConfirmed } from '../../domain/site.js';
import { findOwnedSite } from '../owned-site.js';
import type { SiteDataStore } from '../ports/site-data.store.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

/**
 * docs/product.md §8: the owner types the site name and ticks the irreversible acknowledgement. The event tables
 * have no foreign key to the site (migration 20261123000300), so its data, jobs and exclusions are
 * erased here, in the same transaction as the site row: all of it goes or none.
 */
@injectable()
export class DeleteSite {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.SiteDataStore) private readonly data: SiteDataStore,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
  ) {}

  async execute(command: { id: string; userId: string; confirmName?: unknown; acknowledge?: unknown }): Promise<void> {
    const site = await findOwnedSite(this.sites, command.id, command.userId);
    assertDeletionConfirmed(site.name, { typedName: command.confirmName, acknowledged: command.acknowledge });
    await this.transactions.run(async () => {
      await this.data.eraseSite(site.id);
      await this.sites.delete(site.id);
    });
  }
}
