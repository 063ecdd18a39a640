import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { FormsReport } from '../../domain/dashboard-report.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { openReport, type ReportCommand } from './report-scope.js';

/**
 * How many of the window's form events are read. Form events are a few per form a visitor fills in; 50,000
 * is thousands of form visits, which rank a page's fields as surely as all of them would, and keeps a busy
 * site's 90 days to one bounded read. The report says when the window held more (`truncated`).
 */
export const FORM_EVENTS_READ = 50_000;

/**
 * The form report (analytics README, "Form report"): each page's form visits and fields, from the raw form
 * events of the window (exact for every range, realtime included: no rollup is involved), folded by the
 * store (ReportQueries.formReport) so that only the report leaves it.
 */
@injectable()
export class GetFormsReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<FormsReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const { pages, eventsRead, truncated } = await this.queries.formReport(scope.siteId, scope.span, FORM_EVENTS_READ, scope.now);
    return { window: scope.resolved.window, pages, eventsRead, truncated };
  }
}
