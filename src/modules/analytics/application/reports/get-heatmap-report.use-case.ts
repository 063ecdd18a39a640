import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { HeatmapReport } from '../../domain/dashboard-report.js';
import { cellCentre, GRID_COLUMNS, GRID_ROWS } from '../../domain/report-figures.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import { pickClickedPage, type ClickMapCommand } from './click-map-scope.js';
import type { ReportQueries } from './report-queries.port.js';
import { dayGranularWindow, openReport } from './report-scope.js';

/** Click heatmap of one page (analytics README, "Reports"): the grid cells with clicks, as positions relative to the page. */
@injectable()
export class GetHeatmapReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ClickMapCommand): Promise<HeatmapReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const { pages, screen, path } = await pickClickedPage(this.queries, scope, command);
    const cells = path === null ? [] : await this.queries.clickCells(scope.siteId, scope.days, path, screen);
    return {
      window: dayGranularWindow(scope),
      path,
      device: command.device,
      pages,
      points: cells.map((c) => ({ ...cellCentre(c.xBin, c.yBin), count: c.clicks })),
      totalClicks: cells.reduce((sum, c) => sum + c.clicks, 0),
      cellWidth: 1 / GRID_COLUMNS,
      cellHeight: 1 / GRID_ROWS,
    };
  }
}
