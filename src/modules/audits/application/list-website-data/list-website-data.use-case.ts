import { inject, injectable } from 'inversify';
import { AUDITS } from '../../audits.tokens.js';
import type { WebsiteDataRecord } from '../../domain/website-data.js';
import type { WebsiteDataRepository } from '../ports/website-data.repository.port.js';

/** `GET /api/website/load-website-data`: the owner's websites, the main one first. */
@injectable()
export class ListWebsiteData {
  constructor(@inject(AUDITS.WebsiteDataRepository) private readonly websites: WebsiteDataRepository) {}

  execute(query: { ownerId: string }): Promise<WebsiteDataRecord[]> {
    return this.websites.listForOwner(query.ownerId);
  }
}
