import { membersOf } from '../../../shared/index.js';
import type { DashboardRange, DashboardReportName, DeviceClass } from '../contract.js';

/**
 * What `GET /api/analytics/sites/:id/<report>?range=…` answers: the contract between the query side and
 * the dashboard. The report types are the HTTP contract's (../contract.ts), re-exported for the domain
 * and the query side that build them; every report carries its `window`. Counts are integers; rates are
 * percentages 0-100 with one decimal; durations are seconds.
 *
 * Ranges: `7d`, `30d`, `90d` end now; `custom` takes `from` and `to` (YYYY-MM-DD, UTC days, both
 * included, at most 366 days); `realtime` is the last 30 minutes, served from the live store.
 */
export type {
  DeadZonesReport,
  DevicesReport,
  EngagementQualityReport,
  ErrorsReport,
  FlowsReport,
  FormFieldReport,
  FormPageReport,
  FormsReport,
  GeographyReport,
  HeatmapReport,
  InteractionItem,
  InteractionsReport,
  NamedCount,
  OverviewReport,
  PagesReport,
  ReportWindow,
  SeriesPoint,
  SourcesReport,
} from '../contract.js';
export type { DashboardRange, DashboardReportName, DeviceClass };

export const DASHBOARD_RANGES = membersOf<DashboardRange>()(['7d', '30d', '90d', 'realtime', 'custom']);

export const REALTIME_MINUTES = 30;
export const MAX_CUSTOM_RANGE_DAYS = 366;

export const DASHBOARD_REPORTS = membersOf<DashboardReportName>()(['overview', 'pages', 'sources', 'devices', 'geography', 'errors', 'interactions', 'engagement', 'flows', 'heatmap', 'dead-zones', 'forms']);

/** Device classes of the dashboard (docs/product.md §5.9): the snippet's screen classes folded, laptop counting as desktop. */
export const DEVICE_CLASSES = membersOf<DeviceClass>()(['desktop', 'tablet', 'mobile', 'unknown']);
