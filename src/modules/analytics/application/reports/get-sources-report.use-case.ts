import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { SourcesReport } from '../../domain/dashboard-report.js';
import { splitCampaign } from '../../domain/report-figures.js';
import { SOURCE_KINDS } from '../../domain/source-classification.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { openReport, type ReportCommand } from './report-scope.js';

export const MAX_SOURCE_ROWS = 50;
const LIMITS = { source: MAX_SOURCE_ROWS, referrer: MAX_SOURCE_ROWS, campaign: MAX_SOURCE_ROWS };

/** Sessions by source kind (every kind, zeros included), referrer host and campaign. */
@injectable()
export class GetSourcesReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<SourcesReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const dims = scope.realtime
      ? await this.queries.recentSessionDimensions(scope.siteId, scope.span, LIMITS)
      : await this.queries.dimensions(scope.siteId, scope.days, LIMITS);
    const kinds = new Map(dims.source.map((d) => [d.value, d.sessions]));
    return {
      window: scope.resolved.window,
      kinds: SOURCE_KINDS.map((kind) => ({ kind, sessions: kinds.get(kind) ?? 0 })),
      referrers: dims.referrer.map((d) => ({ host: d.value, sessions: d.sessions })),
      campaigns: dims.campaign.map((d) => ({ ...splitCampaign(d.value), sessions: d.sessions })),
    };
  }
}
