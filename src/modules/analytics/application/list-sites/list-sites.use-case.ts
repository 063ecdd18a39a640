import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { AnalyticsSite } from '../../domain/analytics-site.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

@injectable()
export class ListSites {
  constructor(@inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository) {}

  execute(query: { userId: string }): Promise<AnalyticsSite[]> {
    return this.sites.listForUser(query.userId);
  }
}
