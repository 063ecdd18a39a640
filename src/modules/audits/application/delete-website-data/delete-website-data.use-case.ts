import { inject, injectable } from 'inversify';
import { AUDITS } from '../../audits.tokens.js';
import { websiteNotFound } from '../../domain/website-data.js';
import type { WebsiteDataRepository } from '../ports/website-data.repository.port.js';
import { isUuid } from '../../../../shared/index.js';


/** `DELETE /api/website/:id`: the owner's only; anybody else's, or none, answers 404 alike. */
@injectable()
export class DeleteWebsiteData {
  constructor(@inject(AUDITS.WebsiteDataRepository) private readonly websites: WebsiteDataRepository) {}

  async execute(command: { id: string; ownerId: string }): Promise<void> {
    const deleted = isUuid(command.id) && (await this.websites.delete(command.id, command.ownerId));
    if (!deleted) throw websiteNotFound();
  }
}
