import { inject, injectable } from 'inversify';
import { AUDITS } from '../../audits.tokens.js';
import {
  parseAnalyzisUrls,
  parseSitemapContent,
  parseWebsiteName,
  parseWebsiteUrl,
  WEBSITE_DATA_LIMITS,
  websiteLimitReached,
  websiteNotFound,
  websiteUrlTaken,
  type WebsiteDataRecord,
} from '../../domain/website-data.js';
import type { WebsiteDataRepository, WebsiteDataWrite } from '../ports/website-data.repository.port.js';
import { isUuid } from '../../../../shared/index.js';

export interface SaveWebsiteDataCommand {
  /** The token's user: a body's userId is never read. */
  ownerId: string;
  /** Edits this website of the owner's (name and URL); absent, the website with the same URL is updated or a new one made. */
  id?: string | null;
  name: unknown;
  url: unknown;
  /** Absent: the stored ones are kept. */
  analyzisUrls?: unknown;
  sitemapContent?: unknown;
  main?: boolean;
}


/** `POST /api/website/insert-website-data` (audits README, "Website data"). */
@injectable()
export class SaveWebsiteData {
  constructor(@inject(AUDITS.WebsiteDataRepository) private readonly websites: WebsiteDataRepository) {}

  async execute(command: SaveWebsiteDataCommand): Promise<WebsiteDataRecord> {
    const write: WebsiteDataWrite = { name: parseWebsiteName(command.name), url: parseWebsiteUrl(command.url) };
    if (command.analyzisUrls !== undefined) write.analyzisUrls = parseAnalyzisUrls(command.analyzisUrls);
    if (command.sitemapContent !== undefined) write.sitemapContent = parseSitemapContent(command.sitemapContent);
    if (command.id != null && !isUuid(command.id)) throw websiteNotFound();
    const outcome = await this.websites.save({
      ownerId: command.ownerId,
      id: command.id ?? undefined,
      write,
      makeMain: command.main === true,
      maxForOwner: WEBSITE_DATA_LIMITS.websitesPerOwner,
    });
    if ('saved' in outcome) return outcome.saved;
    if (outcome.refused === 'limit') throw websiteLimitReached();
    if (outcome.refused === 'url-taken') throw websiteUrlTaken();
    throw websiteNotFound();
  }
}
