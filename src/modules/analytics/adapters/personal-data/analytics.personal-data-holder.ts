import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { SiteRepository } from '../../application/ports/site.repository.port.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { siteView } from '../../application/site-view.js';

/**
 * The sites a person added, with their settings. Visitor events belong to the sites' visitors, not to
 * the owner, and hold no owner data; they go with the sites when the account is deleted.
 */
@injectable()
export class AnalyticsPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'analytics';

  constructor(@inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    const sites = await this.sites.listForUser(subject.userId);
    return {
      sites: sites.map(siteView),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.sites.deleteForUser(subject.userId);
  }
}
