import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { DeadZonesReport } from '../../domain/dashboard-report.js';
import { deadZonesFromCounts } from '../../domain/dead-zones.js';
import { sectionCountsFromRows } from '../../domain/report-figures.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import { pickClickedPage, type ClickMapCommand } from './click-map-scope.js';
import type { ReportQueries } from './report-queries.port.js';
import { dayGranularWindow, openReport } from './report-scope.js';

export interface DeadZonesCommand extends ClickMapCommand {
  /** 1..MAX_SECTION_COUNT of dead-zones.ts. */
  sections: number;
}

/** Dead zones of one page (docs/product.md §5.9; analytics README, "Reports"): the click grid's rows summed into bands of the page height. */
@injectable()
export class GetDeadZonesReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: DeadZonesCommand): Promise<DeadZonesReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const { pages, screen, path } = await pickClickedPage(this.queries, scope, command);
    const rows = path === null ? [] : await this.queries.clickRows(scope.siteId, scope.days, path, screen);
    return {
      window: dayGranularWindow(scope),
      path,
      device: command.device,
      pages,
      ...deadZonesFromCounts(sectionCountsFromRows(rows, command.sections)),
    };
  }
}
