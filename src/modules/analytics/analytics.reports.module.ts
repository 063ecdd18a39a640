import { ContainerModule } from 'inversify';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { AnalyticsReportsRoutes } from './adapters/http/analytics-reports.routes.js';
import { KnexReportQueries } from './adapters/persistence/report-queries/knex.report-queries.js';
import { GetDeadZonesReport } from './application/reports/get-dead-zones-report.use-case.js';
import { GetDevicesReport } from './application/reports/get-devices-report.use-case.js';
import { GetEngagementReport } from './application/reports/get-engagement-report.use-case.js';
import { GetErrorsReport } from './application/reports/get-errors-report.use-case.js';
import { GetFlowsReport } from './application/reports/get-flows-report.use-case.js';
import { GetGeographyReport } from './application/reports/get-geography-report.use-case.js';
import { GetHeatmapReport } from './application/reports/get-heatmap-report.use-case.js';
import { GetInteractionsReport } from './application/reports/get-interactions-report.use-case.js';
import { GetOverviewReport } from './application/reports/get-overview-report.use-case.js';
import { GetPagesReport } from './application/reports/get-pages-report.use-case.js';
import { GetSourcesReport } from './application/reports/get-sources-report.use-case.js';
import type { ReportQueries } from './application/reports/report-queries.port.js';
import { ANALYTICS } from './analytics.tokens.js';

/**
 * The dashboard reports (api role). Needs the analytics core (site repository) and ANALYTICS.LiveStore
 * (realtime overview) bound beside it.
 */
export const analyticsReportsModule = new ContainerModule(({ bind }) => {
  bind<ReportQueries>(ANALYTICS.ReportQueries).to(KnexReportQueries).inSingletonScope();
  bind(GetOverviewReport).toSelf().inSingletonScope();
  bind(GetPagesReport).toSelf().inSingletonScope();
  bind(GetSourcesReport).toSelf().inSingletonScope();
  bind(GetDevicesReport).toSelf().inSingletonScope();
  bind(GetGeographyReport).toSelf().inSingletonScope();
  bind(GetErrorsReport).toSelf().inSingletonScope();
  bind(GetInteractionsReport).toSelf().inSingletonScope();
  bind(GetEngagementReport).toSelf().inSingletonScope();
  bind(GetFlowsReport).toSelf().inSingletonScope();
  bind(GetHeatmapReport).toSelf().inSingletonScope();
  bind(GetDeadZonesReport).toSelf().inSingletonScope();
  bind(AnalyticsReportsRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AnalyticsReportsRoutes });
});
