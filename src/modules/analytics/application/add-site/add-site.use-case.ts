import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { AnalyticsSite } from '../../domain/analytics-site.js';
import { validateNewSite } from '../../domain/site.js';
import type { AnalyticsSettings } from '../analytics-settings.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import { siteHostRule } from '../site-host-rule.js';

@injectable()
export class AddSite {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.Settings) private readonly settings: Pick<AnalyticsSettings, 'allowPrivateTargets'>,
  ) {}

  async execute(command: { userId: string; name?: unknown; url?: unknown }): Promise<AnalyticsSite> {
    const site = validateNewSite({ name: command.name, url: command.url }, siteHostRule(this.settings));
    return this.sites.create({ userId: command.userId, name: site.name, url: site.url, host: site.host });
  }
}
