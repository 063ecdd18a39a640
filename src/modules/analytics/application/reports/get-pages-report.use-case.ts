import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { PagesReport } from '../../domain/dashboard-report.js';
import { wholeMean } from '../../domain/report-figures.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { dayGranularWindow, openReport, type ReportCommand } from './report-scope.js';

export const MAX_PAGES = 100;

/** Top pages (docs/product.md §5.9: path, views, average time), with entries and exits. */
@injectable()
export class GetPagesReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<PagesReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const rows = await this.queries.pages(scope.siteId, scope.days, MAX_PAGES);
    return {
      window: dayGranularWindow(scope),
      // Time on page is known only for views that sent an engagement event, so the mean is over those.
      pages: rows.map((r) => ({ path: r.path, views: r.views, avgTimeSeconds: wholeMean(r.timeMs / 1000, r.timedViews), entries: r.entries, exits: r.exits })),
    };
  }
}
