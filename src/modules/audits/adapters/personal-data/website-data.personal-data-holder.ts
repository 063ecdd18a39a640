import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { WebsiteDataRepository } from '../../application/ports/website-data.repository.port.js';
import { AUDITS } from '../../audits.tokens.js';
import { websiteView } from '../../domain/website-data.js';

/** The websites a person keeps, with their detected URLs and sitemaps; deleted with the account. */
@injectable()
export class WebsiteDataPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'websiteData';

  constructor(@inject(AUDITS.WebsiteDataRepository) private readonly websites: WebsiteDataRepository) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    return (await this.websites.listForOwner(subject.userId)).map(websiteView);
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.websites.deleteForOwner(subject.userId);
  }
}
