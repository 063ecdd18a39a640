import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { FlowsReport } from '../../domain/dashboard-report.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { dayGranularWindow, openReport, type ReportCommand } from './report-scope.js';

/** A flow chart stays readable up to a few dozen links. */
export const MAX_FLOW_LINKS = 50;

/** User flows (docs/product.md §5.9): the most frequent page-to-page transitions. */
@injectable()
export class GetFlowsReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<FlowsReport> {
    const scope = await openReport(this.sites, this.clock, command);
    return { window: dayGranularWindow(scope), links: await this.queries.flows(scope.siteId, scope.days, MAX_FLOW_LINKS) };
  }
}
