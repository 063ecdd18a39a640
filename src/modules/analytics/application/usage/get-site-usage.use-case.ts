import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { allowancePlan, monthOf, siteUsage, type SiteUsage } from '../../domain/event-allowance.js';
import { isSystemSite } from '../../domain/self-site.js';
import { findOwnedSite, type SiteUser } from '../owned-site.js';
import type { OwnerPlans } from '../ports/owner-plans.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from '../reports/report-queries.port.js';
import type { AllowanceSettings } from './allowance-settings.js';

export interface SiteUsageCommand {
  siteId: string;
  caller: SiteUser;
  /**
   * The caller's premium access as the request's principal says (a paid Premium plan or a running trial).
   * Identity's public index tells paid plans only, so a running trial is known from this when the caller
   * owns the site.
   */
  callerHasPremiumAccess: boolean;
}

/**
 * This calendar month's stored events of a site against its owner's monthly allowance (analytics README,
 * "Monthly event allowance"). The count is Σ of the hourly rollup's `events` over the month: at most 744
 * rows on the rollup's primary key, and no new write on the ingest path.
 */
@injectable()
export class GetSiteUsage {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(ANALYTICS.OwnerPlans) private readonly owners: OwnerPlans,
    @inject(ANALYTICS.AllowanceSettings) private readonly settings: AllowanceSettings,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: SiteUsageCommand): Promise<SiteUsage> {
    const site = await findOwnedSite(this.sites, command.siteId, command.caller);
    const now = this.clock.now();
    const { start, end } = monthOf(now);
    const ownerIsCaller = site.userId === command.caller.userId;
    // The built-in site's owner is no account (domain/self-site.ts): it is not looked up.
    const [events, owner] = await Promise.all([this.queries.storedEvents(site.id, { start, end }), isSystemSite(site) ? null : this.owners.find(site.userId)]);
    return siteUsage(events, allowancePlan(owner, ownerIsCaller && command.callerHasPremiumAccess), this.settings.allowances, now);
  }
}
