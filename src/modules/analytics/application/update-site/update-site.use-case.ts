import { inject, injectable } from 'inversify';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { AnalyticsSite, SiteSettingsPatch } from '../../domain/analytics-site.js';
import { validateSiteSettings } from '../../domain/site.js';
import { findOwnedSite, siteNotFound } from '../owned-site.js';
import type { AnalyticsSettings } from '../analytics-settings.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import { siteHostRule } from '../site-host-rule.js';

export interface UpdateSiteCommand {
  id: string;
  userId: string;
  name?: unknown;
  url?: unknown;
  trackingEnabled?: unknown;
  respectDnt?: unknown;
}

/** The website settings form (analytics README, Sites: its own messages; https and a public host for a changed URL) plus the two switches. */
@injectable()
export class UpdateSite {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(ANALYTICS.Settings) private readonly settings: Pick<AnalyticsSettings, 'allowPrivateTargets'>,
  ) {}

  async execute(command: UpdateSiteCommand): Promise<AnalyticsSite> {
    const current = await findOwnedSite(this.sites, command.id, command.userId);
    const patch: SiteSettingsPatch = validateSiteSettings({ name: command.name, url: command.url }, current, siteHostRule(this.settings));
    if (command.trackingEnabled !== undefined) patch.trackingEnabled = flag(command.trackingEnabled, 'trackingEnabled');
    if (command.respectDnt !== undefined) patch.respectDnt = flag(command.respectDnt, 'respectDnt');
    if (Object.keys(patch).length === 0) return current;
    // The site may have been deleted between the read and the write (another tab).
    const updated = await this.sites.update(current.id, patch, this.clock.now());
    if (!updated) throw siteNotFound();
    return updated;
  }
}

function flag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') {
    throw new DomainError('validation', 'ANALYTICS_SITE_INVALID_SETTING', `${field} must be true or false`, { field });
  }
  return value;
}
