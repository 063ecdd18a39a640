import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { ExclusionRepository } from '../../application/ports/exclusion.repository.port.js';
import type { SiteDataStore } from '../../application/ports/site-data.store.port.js';
import type { SiteRepository } from '../../application/ports/site.repository.port.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { siteView } from '../../application/site-view.js';

/**
 * The sites a person added, with their settings. Visitor events belong to the sites' visitors, not to
 * the owner, and hold no owner data; they go with the sites when the account is deleted (inside the
 * account deletion's transaction, like every holder's erasure).
 */
@injectable()
export class AnalyticsPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'analytics';

  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.SiteDataStore) private readonly data: SiteDataStore,
    @inject(ANALYTICS.ExclusionRepository) private readonly exclusions: ExclusionRepository,
  ) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    const sites = await this.sites.listForUser(subject.userId);
    // Exclusions are the owner's own entries: their IP addresses, user ids, visitor and device hashes.
    const exclusions = await this.exclusions.listForSites(sites.map((site) => site.id));
    return {
      sites: sites.map(siteView),
      exclusions: exclusions.map((e) => ({ siteId: e.siteId, type: e.type, value: e.value, label: e.label, createdAt: e.createdAt.toISOString() })),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    const sites = await this.sites.listForUser(subject.userId);
    await this.exclusions.deleteForSites(sites.map((site) => site.id));
    for (const site of sites) await this.data.eraseSite(site.id);
    await this.sites.deleteForUser(subject.userId);
  }
}
