import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { EngagementQualityReport } from '../../domain/dashboard-report.js';
import { assessEngagement } from '../../domain/engagement-quality.js';
import { engagementSessionOf } from '../../domain/report-figures.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { openReport, type ReportCommand } from './report-scope.js';

/**
 * How many of the window's most recent sessions are analysed. The factors are ratios and means, which a
 * few thousand sessions already pin down to a tenth of a percent; reading all of a busy site's 90 days
 * (millions of rows) would cost seconds for no visible change. The count is the "sessions analysed" factor.
 */
export const ENGAGEMENT_SAMPLE = 5_000;

/** Engagement quality (docs/product.md §5.9 factors) of the window's sessions; realtime: those active in the last 30 minutes. */
@injectable()
export class GetEngagementReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<EngagementQualityReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const rows = await this.queries.engagementSessions(scope.siteId, scope.span, scope.realtime ? 'last-seen' : 'started', ENGAGEMENT_SAMPLE);
    return { window: scope.resolved.window, ...assessEngagement(rows.map(engagementSessionOf), this.clock) };
  }
}
