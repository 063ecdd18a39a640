import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { ErrorsReport } from '../../domain/dashboard-report.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { dayGranularWindow, openReport, type ReportCommand } from './report-scope.js';

export const MAX_ERRORS = 100;

/** JS errors grouped by message, source and browser (docs/product.md §5.9 error events), most frequent first. */
@injectable()
export class GetErrorsReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<ErrorsReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const { total, rows } = await this.queries.errors(scope.siteId, scope.days, MAX_ERRORS);
    return {
      window: dayGranularWindow(scope),
      total,
      errors: rows.map((r) => ({ message: r.message, source: r.source, browser: r.browser, count: r.count, lastSeen: r.lastSeen.toISOString() })),
    };
  }
}
