import { inject, injectable } from 'inversify';
import { AUDITS } from '../../audits.tokens.js';
import type { AuditResult } from '../../domain/audit-result.js';
import { analysisOf, defaultWebsiteName, WEBSITE_DATA_LIMITS } from '../../domain/website-data.js';
import type { WebsiteDataRepository, WebsiteDataWrite } from '../ports/website-data.repository.port.js';

/**
 * A finished website audit keeps its detected URLs and generated sitemap in the owner's website data for
 * the audited URL, creating that website (named after its host) when the person has none with that URL
 * (audits README, "Website data"). Website data holds https:// addresses only, so an http:// audit
 * leaves it alone, as does an owner already at the limit of websites.
 */
@injectable()
export class RecordWebsiteAnalysis {
  constructor(@inject(AUDITS.WebsiteDataRepository) private readonly websites: WebsiteDataRepository) {}

  async execute(command: { ownerId: string; url: string; result: AuditResult }): Promise<void> {
    if (command.result.type !== 'website' || !command.url.startsWith('https://')) return;
    const details = (command.result as AuditResult<'website'>).details;
    const { analyzisUrls, sitemapContent } = analysisOf(details.detectedUrls, details.generatedSitemap);
    const existing = await this.websites.findByUrl(command.ownerId, command.url);
    const write: WebsiteDataWrite = { name: existing?.name ?? defaultWebsiteName(command.url), url: command.url, analyzisUrls };
    if (sitemapContent !== null) write.sitemapContent = sitemapContent;
    await this.websites.save({ ownerId: command.ownerId, id: existing?.id, write, makeMain: false, maxForOwner: WEBSITE_DATA_LIMITS.websitesPerOwner });
  }
}
