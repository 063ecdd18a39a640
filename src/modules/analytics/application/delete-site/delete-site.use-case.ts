import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import { assertDeletionConfirmed } from '../../domain/site.js';
import { findOwnedSite } from '../owned-site.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

/** SPEC §5: the owner types the site name and ticks the irreversible acknowledgement. */
@injectable()
export class DeleteSite {
  constructor(@inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository) {}

  async execute(command: { id: string; userId: string; confirmName?: unknown; acknowledge?: unknown }): Promise<void> {
    const site = await findOwnedSite(this.sites, command.id, command.userId);
    assertDeletionConfirmed(site.name, { typedName: command.confirmName, acknowledged: command.acknowledge });
    await this.sites.delete(site.id);
  }
}
