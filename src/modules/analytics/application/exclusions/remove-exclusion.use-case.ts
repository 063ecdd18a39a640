import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { findOwnedSite, type SiteCaller } from '../owned-site.js';
import { isUuid } from '../../../../shared/index.js';
import type { ExclusionRepository } from '../ports/exclusion.repository.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

/** Removing the `device` exclusion is "reactivate tracking" for this browser; trackers see it within their cache time. */
@injectable()
export class RemoveExclusion {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ExclusionRepository) private readonly exclusions: ExclusionRepository,
  ) {}

  async execute(command: { siteId: string; exclusionId: string; caller: SiteCaller }): Promise<void> {
    const site = await findOwnedSite(this.sites, command.siteId, command.caller);
    const removed = isUuid(command.exclusionId) && (await this.exclusions.delete(site.id, command.exclusionId));
    if (!removed) throw new DomainError('not_found', 'ANALYTICS_EXCLUSION_NOT_FOUND', 'No such exclusion');
  }
}
