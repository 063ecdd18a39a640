import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { AnalyticsSite } from '../../domain/analytics-site.js';
import { trackingCode } from '../../domain/tracking-code.js';
import type { AnalyticsSettings } from '../analytics-settings.js';
import { findOwnedSite } from '../owned-site.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

@injectable()
export class GetSite {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.Settings) private readonly settings: Pick<AnalyticsSettings, 'trackerPublicUrl'>,
  ) {}

  /** `isAdmin` lets an admin open the built-in StackLens site (application/owned-site.ts). */
  async execute(query: { id: string; userId: string; isAdmin?: boolean }): Promise<{ site: AnalyticsSite; trackingCode: string }> {
    const site = await findOwnedSite(this.sites, query.id, { userId: query.userId, isAdmin: query.isAdmin });
    return { site, trackingCode: trackingCode(this.settings.trackerPublicUrl, site) };
  }
}
