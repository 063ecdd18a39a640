import type { DeadZoneReport } from './dead-zones.js';
import type { ElementGroup } from './element-groups.js';
import type { EngagementReport } from './engagement-quality.js';
import type { SourceKind } from './source-classification.js';
import type { ScreenClass } from './tracking-event.js';

/**
 * What `GET /api/analytics/sites/:id/<report>?range=…` answers: the contract between the query side and
 * the dashboard (the frontend imports these types, type-only). Every report carries its `window`.
 * Counts are integers; rates are percentages 0-100 with one decimal; durations are seconds.
 *
 * Ranges: `7d`, `30d`, `90d` end now; `custom` takes `from` and `to` (YYYY-MM-DD, UTC days, both
 * included, at most 366 days); `realtime` is the last 30 minutes, served from the live store.
 */
export const DASHBOARD_RANGES = ['7d', '30d', '90d', 'realtime', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const REALTIME_MINUTES = 30;
export const MAX_CUSTOM_RANGE_DAYS = 366;

export const DASHBOARD_REPORTS = ['overview', 'pages', 'sources', 'devices', 'geography', 'errors', 'interactions', 'engagement', 'flows', 'heatmap', 'dead-zones'] as const;
export type DashboardReportName = (typeof DASHBOARD_REPORTS)[number];

/** Device classes of the dashboard (SPEC §3): the snippet's screen classes folded, laptop counting as desktop. */
export const DEVICE_CLASSES = ['desktop', 'tablet', 'mobile', 'unknown'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export interface ReportWindow {
  range: DashboardRange;
  /** ISO instants, `from` included, `to` excluded. */
  from: string;
  to: string;
  /** Width of one `series` point. */
  bucket: 'minute' | 'hour' | 'day';
  /**
   * Start of the data actually counted (ISO). Equals `from`, except for `realtime` on the reports whose
   * rollups are kept per UTC day (pages, errors, interactions, flows, heatmap, dead-zones): those count the
   * whole current day (and the previous one when the 30 minutes began before midnight).
   */
  dataFrom: string;
}

export interface SeriesPoint {
  /** Start of the bucket, ISO. */
  at: string;
  visitors: number;
  pageViews: number;
  sessions: number;
}

export interface OverviewReport {
  window: ReportWindow;
  totalVisitors: number;
  totalPageViews: number;
  sessions: number;
  avgSessionDuration: number;
  bounceRate: number;
  bounceCount: number;
  frustratedSessions: number;
  conversionRate: number;
  /** One point per bucket of the window, zeros included, oldest first. */
  series: SeriesPoint[];
  /** Realtime only: the most viewed paths of the last 30 minutes (at most 10), from the live store. */
  topPages?: { path: string; pageViews: number }[];
}

export interface PagesReport {
  window: ReportWindow;
  pages: { path: string; views: number; avgTimeSeconds: number; entries: number; exits: number }[];
}

export interface SourcesReport {
  window: ReportWindow;
  /** Sessions by SPEC §3 source kind (campaign visits counted apart), every kind present, zeros included. */
  kinds: { kind: SourceKind; sessions: number }[];
  referrers: { host: string; sessions: number }[];
  campaigns: { source: string; medium: string; campaign: string; sessions: number }[];
}

export interface NamedCount {
  name: string;
  sessions: number;
}

export interface DevicesReport {
  window: ReportWindow;
  /** Every DeviceClass present, zeros included. */
  devices: { name: DeviceClass; sessions: number }[];
  browsers: NamedCount[];
  os: NamedCount[];
}

export interface GeographyReport {
  window: ReportWindow;
  /** ISO 3166-1 alpha-2 codes; sessions whose country is unknown are in `unknownSessions`. */
  countries: { code: string; sessions: number }[];
  cities: { city: string; country: string; sessions: number }[];
  unknownSessions: number;
}

export interface ErrorsReport {
  window: ReportWindow;
  total: number;
  errors: { message: string; source: string; browser: string; count: number; lastSeen: string }[];
}

export interface InteractionItem {
  /** Stable within a window: path + group + selector + text. */
  key: string;
  path: string;
  group: ElementGroup;
  text: string;
  selector: string;
  clicks: number;
  rageClicks: number;
  deadClicks: number;
}

/** `?offset=&limit=` (default 0 and 24, limit at most 100) page through items sorted by clicks, descending. */
export interface InteractionsReport {
  window: ReportWindow;
  /** Elements matching the `group` filter (all groups without it): the length of the whole list being paged. */
  total: number;
  /** Clicks per element group over the whole window. */
  groups: { group: ElementGroup; clicks: number }[];
  items: InteractionItem[];
  nextOffset: number | null;
}

export interface EngagementQualityReport extends EngagementReport {
  window: ReportWindow;
}

export interface FlowsReport {
  window: ReportWindow;
  /** Page-to-page transitions within sessions (`(entry)` and `(exit)` mark the ends), most frequent first. */
  links: { from: string; to: string; count: number }[];
}

/**
 * `?path=&device=` (device: a ScreenClass or `all`). Points are click positions as fractions of the
 * page's width and document height, binned on a grid; `pages` lists the paths with clicks to choose from.
 */
export interface HeatmapReport {
  window: ReportWindow;
  path: string | null;
  device: ScreenClass | 'all';
  pages: { path: string; clicks: number }[];
  /** Grid cell centres: x and y in 0..1. */
  points: { x: number; y: number; count: number }[];
  totalClicks: number;
  /** Size of one grid cell as fractions of the page width and height (a point is the centre of its cell). */
  cellWidth: number;
  cellHeight: number;
}

/** `?path=&device=&sections=` (sections default 10). */
export interface DeadZonesReport extends DeadZoneReport {
  window: ReportWindow;
  path: string | null;
  device: ScreenClass | 'all';
  pages: { path: string; clicks: number }[];
}
