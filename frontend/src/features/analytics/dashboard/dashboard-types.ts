/**
 * The report shapes of `GET /api/analytics/sites/:id/<report>`: the analytics module's HTTP contract
 * (src/modules/analytics/contract.ts), imported type-only (erased at build; dependency-cruiser lets the
 * frontend import nothing else of the server). The few lists the browser needs at run time are repeated
 * here, each checked against the contract's type.
 */
import type { DashboardRange, DeadZoneBand, DeviceClass, EngagementBand, ScreenClass, SourceKind } from '../../../../../src/modules/analytics/contract.js';

export type {
  DashboardRange,
  DashboardReports,
  DeadZoneBand,
  DeadZoneSection,
  DeadZonesReport,
  DevicesReport,
  DeviceClass,
  ElementGroup,
  EngagementBand,
  EngagementFactor,
  EngagementQualityReport,
  ErrorsReport,
  FactorKey,
  FactorLevel,
  FactorUnit,
  FlowsReport,
  FormFieldReport,
  FormPageReport,
  FormsReport,
  GeographyReport,
  HeatmapReport,
  InteractionItem,
  InteractionsReport,
  OverviewReport,
  PagesReport,
  ReadingPattern,
  ReportWindow,
  ScreenClass,
  SourceKind,
  SiteUsage,
  SiteUsageResponse,
  SourcesReport,
  UsageLevel,
  ValidityError,
} from '../../../../../src/modules/analytics/contract.js';

/** The picker's order (docs/product.md §11: 7, 30, 90 days, realtime, custom). */
export const RANGES = ['7d', '30d', '90d', 'realtime', 'custom'] as const satisfies readonly DashboardRange[];

/** Same as the server's REALTIME_MINUTES and MAX_CUSTOM_RANGE_DAYS. */
export const REALTIME_MINUTES = 30;
export const MAX_CUSTOM_RANGE_DAYS = 366;
/** Realtime reports are asked for again this often while shown. */
export const REALTIME_REFRESH_MS = 10_000;

export type HeatmapDevice = ScreenClass | 'all';
export const HEATMAP_DEVICES = ['all', 'desktop', 'laptop', 'tablet', 'mobile'] as const satisfies readonly HeatmapDevice[];

export const ENGAGEMENT_BANDS = ['excellent', 'good', 'average', 'poor', 'very-poor'] as const satisfies readonly EngagementBand[];
export const DEAD_ZONE_BANDS = ['critical', 'problematic', 'average', 'good'] as const satisfies readonly DeadZoneBand[];

/** Score ranges of the bands, as engagementBand() and deadZoneBand() cut them (rounded score). */
export const ENGAGEMENT_BAND_RANGES: Record<EngagementBand, readonly [number, number]> = {
  excellent: [80, 100],
  good: [60, 79],
  average: [40, 59],
  poor: [20, 39],
  'very-poor': [0, 19],
};
export const DEAD_ZONE_BAND_RANGES: Record<DeadZoneBand, readonly [number, number]> = {
  critical: [0, 20],
  problematic: [21, 40],
  average: [41, 60],
  good: [61, 100],
};

export const SOURCE_KIND_ORDER = ['direct', 'organic-search', 'social', 'referrer', 'campaign'] as const satisfies readonly SourceKind[];
export const DEVICE_CLASS_ORDER = ['desktop', 'tablet', 'mobile', 'unknown'] as const satisfies readonly DeviceClass[];
