import { inject, injectable } from 'inversify';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { GetDeadZonesReport } from '../../application/reports/get-dead-zones-report.use-case.js';
import { GetDevicesReport } from '../../application/reports/get-devices-report.use-case.js';
import { GetEngagementReport } from '../../application/reports/get-engagement-report.use-case.js';
import { GetErrorsReport } from '../../application/reports/get-errors-report.use-case.js';
import { GetFlowsReport } from '../../application/reports/get-flows-report.use-case.js';
import { GetFormsReport } from '../../application/reports/get-forms-report.use-case.js';
import { GetGeographyReport } from '../../application/reports/get-geography-report.use-case.js';
import { GetHeatmapReport } from '../../application/reports/get-heatmap-report.use-case.js';
import { GetInteractionsReport } from '../../application/reports/get-interactions-report.use-case.js';
import { GetOverviewReport } from '../../application/reports/get-overview-report.use-case.js';
import { GetPagesReport } from '../../application/reports/get-pages-report.use-case.js';
import { GetSourcesReport } from '../../application/reports/get-sources-report.use-case.js';
import type { ReportCommand } from '../../application/reports/report-scope.js';
import type { DashboardReportName, DashboardReports, ReportResponse } from '../../contract.js';
import { clickMapQuerySchema, deadZonesQuerySchema, interactionsQuerySchema } from './report-query-schemas.js';

/**
 * `GET /api/analytics/sites/:id/<report>?range=…` → `{ success: true, report }` (ReportResponse of
 * ../../contract.ts). Premium like every analytics route; the use cases scope to the owner.
 */
@injectable()
export class AnalyticsReportsRoutes implements RouteProvider {
  constructor(
    @inject(GetOverviewReport) private readonly overview: GetOverviewReport,
    @inject(GetPagesReport) private readonly pages: GetPagesReport,
    @inject(GetSourcesReport) private readonly sources: GetSourcesReport,
    @inject(GetDevicesReport) private readonly devices: GetDevicesReport,
    @inject(GetGeographyReport) private readonly geography: GetGeographyReport,
    @inject(GetErrorsReport) private readonly errors: GetErrorsReport,
    @inject(GetInteractionsReport) private readonly interactions: GetInteractionsReport,
    @inject(GetEngagementReport) private readonly engagement: GetEngagementReport,
    @inject(GetFlowsReport) private readonly flows: GetFlowsReport,
    @inject(GetHeatmapReport) private readonly heatmap: GetHeatmapReport,
    @inject(GetDeadZonesReport) private readonly deadZones: GetDeadZonesReport,
    @inject(GetFormsReport) private readonly forms: GetFormsReport,
  ) {}

  routes(): Route[] {
    return [
      report('overview', (_, c) => this.overview.execute(c)),
      report('pages', (_, c) => this.pages.execute(c)),
      report('sources', (_, c) => this.sources.execute(c)),
      report('devices', (_, c) => this.devices.execute(c)),
      report('geography', (_, c) => this.geography.execute(c)),
      report('errors', (_, c) => this.errors.execute(c)),
      report('interactions', (ctx, c) => {
        const q = parseInput(interactionsQuerySchema, ctx.query);
        return this.interactions.execute({ ...c, offset: q.offset, limit: q.limit, group: q.group ?? null });
      }),
      report('engagement', (_, c) => this.engagement.execute(c)),
      report('flows', (_, c) => this.flows.execute(c)),
      report('heatmap', (ctx, c) => {
        const q = parseInput(clickMapQuerySchema, ctx.query);
        return this.heatmap.execute({ ...c, path: q.path ?? null, device: q.device });
      }),
      report('dead-zones', (ctx, c) => {
        const q = parseInput(deadZonesQuerySchema, ctx.query);
        return this.deadZones.execute({ ...c, path: q.path ?? null, device: q.device, sections: q.sections });
      }),
      report('forms', (_, c) => this.forms.execute(c)),
    ];
  }
}

function report<N extends DashboardReportName>(name: N, run: (ctx: HttpContext, command: ReportCommand) => Promise<DashboardReports[N]>): Route {
  return {
    method: 'GET',
    path: `/api/analytics/sites/:id/${name}`,
    auth: 'premium',
    handler: async (ctx) => {
      const command: ReportCommand = {
        siteId: ctx.params.id ?? '',
        // The 'premium' policy guarantees a user.
        userId: ctx.state.request.user!.id,
        range: ctx.query.range,
        from: ctx.query.from,
        to: ctx.query.to,
      };
      const result = await run(ctx, command);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { success: true, report: result } satisfies ReportResponse<N>;
    },
  };
}
