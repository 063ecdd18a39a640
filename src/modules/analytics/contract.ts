/**
 * The analytics module's HTTP contract: request and response shapes of /api/analytics and the admins'
 * dropped-events count (adapters/http), the only analytics file the frontend may import (type-only).
 * Types only; it imports nothing but other contracts. The tracker's own routes (/s.js, /t/e) are not
 * here: the snippet, built from the domain's wire format, is their only client.
 *
 * The dashboard's report shapes are owned here and imported by the domain and the query side that build
 * them; the short unions the domain also needs as runtime lists (ranges, device and screen classes,
 * element groups, source kinds, exclusion types, export formats, purge scopes) are stated here and the
 * domain's lists are checked against them (analytics README, "HTTP contract").
 */
import type { SuccessResponse } from '../../platform/contract.js';

// ---------- unions the domain lists ----------

/** `7d`, `30d`, `90d` end now; `custom` takes `from` and `to`; `realtime` is the last 30 minutes. */
export type DashboardRange = '7d' | '30d' | '90d' | 'realtime' | 'custom';
export type DashboardReportName = 'overview' | 'pages' | 'sources' | 'devices' | 'geography' | 'errors' | 'interactions' | 'engagement' | 'flows' | 'heatmap' | 'dead-zones' | 'forms';
/** Device classes of the dashboard: the snippet's screen classes folded, laptop counting as desktop. */
export type DeviceClass = 'desktop' | 'tablet' | 'mobile' | 'unknown';
/** Screen classes by viewport width: < 576 mobile, < 992 tablet, < 1440 laptop, else desktop. */
export type ScreenClass = 'mobile' | 'tablet' | 'laptop' | 'desktop';
/** The element-type groups an interaction is filed under. */
export type ElementGroup =
  | 'button'
  | 'link'
  | 'input'
  | 'email'
  | 'password'
  | 'search'
  | 'checkbox'
  | 'radio'
  | 'textarea'
  | 'image'
  | 'navigation'
  | 'icon'
  | 'list'
  | 'card'
  | 'tab'
  | 'control'
  | 'chip'
  | 'dialog'
  | 'heading'
  | 'form'
  | 'table'
  | 'pagination'
  | 'other';
/** Where a session came from (a campaign visit counts apart from its referrer). */
export type SourceKind = 'campaign' | 'organic-search' | 'social' | 'direct' | 'referrer';
export type ExclusionType = 'ip' | 'user' | 'visitor' | 'device';
export type ExportFormat = 'csv' | 'json';
/** Purge records older than 90, 30 or 7 days (exact 24-hour days back from now), or all. */
export type PurgeScope = '90d' | '30d' | '7d' | 'all';
export type DataJobStatus = 'queued' | 'running' | 'done' | 'failed';

// ---------- sites (/api/analytics/sites, premium) ----------

/** A site as the API answers it (and the account export records it). */
export interface AnalyticsSiteView {
  id: string;
  name: string;
  url: string;
  trackingEnabled: boolean;
  respectDnt: boolean;
  retentionDays: number;
  addedAt: string;
  updatedAt: string;
}

/** `GET /api/analytics/sites/:id` adds the exact HTML the owner pastes into their pages. */
export interface AnalyticsSiteDetail extends AnalyticsSiteView {
  trackingCode: string;
}

/** `GET /api/analytics/sites`: the caller's sites. */
export interface SitesResponse extends SuccessResponse {
  sites: AnalyticsSiteView[];
}

/** `POST /api/analytics/sites` (201) and `PATCH /api/analytics/sites/:id`. */
export interface SiteResponse extends SuccessResponse {
  site: AnalyticsSiteView;
}

export interface SiteDetailResponse extends SuccessResponse {
  site: AnalyticsSiteDetail;
}

/** `POST /api/analytics/sites`: the url must be a public website (ANALYTICS_SITE_URL_NOT_PUBLIC otherwise). */
export interface NewSiteRequest {
  name: string;
  url: string;
}

/** `PATCH /api/analytics/sites/:id`: the fields to change. */
export type SitePatchRequest = Partial<Pick<AnalyticsSiteView, 'name' | 'url' | 'trackingEnabled' | 'respectDnt'>>;

/** What the owner typed and ticked before a deletion (`DELETE …/sites/:id`, `DELETE …/sites/:id/data`); checked again by the server. */
export interface DeletionConfirmation {
  confirmName: string;
  acknowledge: boolean;
}

// ---------- exclusions (/api/analytics/sites/:id/exclusions) ----------

export interface ExclusionView {
  id: string;
  type: ExclusionType;
  value: string;
  /** For a device, something a person recognises ("Chrome on Linux"); the value is a hash. */
  label: string | null;
  createdAt: string;
}

export interface ExclusionsResponse extends SuccessResponse {
  /** The device exclusion matching the browser asking carries `current: true`: the one "reactivate tracking" deletes. */
  exclusions: (ExclusionView & { current?: true })[];
  currentDeviceExcluded: boolean;
}

/** `POST …/exclusions` (201): a `device` exclusion takes the caller's own browser and needs no value. */
export interface AddExclusionRequest {
  type: ExclusionType;
  value?: string;
  label?: string;
}

export interface ExclusionResponse extends SuccessResponse {
  exclusion: ExclusionView;
}

// ---------- data management (exports, purges, deletion) ----------

/** `POST …/exports` (202): `confirmed` is the owner's tick that the file holds personal data. */
export interface StartExportRequest {
  format: ExportFormat;
  confirmed: boolean;
}

/** `POST …/exports` and `POST …/purges` (202): the job to poll. */
export interface JobStartedResponse extends SuccessResponse {
  id: string;
}

/** `GET …/exports/:exportId`; the file is at `…/exports/:exportId/download` once done, for 24 hours. */
export interface ExportJobView {
  id: string;
  status: DataJobStatus;
  format: ExportFormat | null;
  /** Rows exported; null until done. */
  rows: number | null;
  /** A stable code once failed. */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
}

export interface ExportStatusResponse extends SuccessResponse {
  export: ExportJobView;
}

/** `GET …/purge-challenge`: a sum to answer, signed and short-lived. */
export interface PurgeChallengeResponse extends SuccessResponse {
  a: number;
  b: number;
  token: string;
  expiresAt: string;
}

/** `POST …/purges` (202). */
export interface StartPurgeRequest {
  scope: PurgeScope;
  answer: string;
  token: string;
}

/** `GET …/purges/:purgeId`. */
export interface PurgeJobView {
  id: string;
  status: DataJobStatus;
  scope: PurgeScope | null;
  /** Event records deleted; null until done. */
  deleted: number | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface PurgeStatusResponse extends SuccessResponse {
  purge: PurgeJobView;
}

/** `DELETE …/data` with a DeletionConfirmation: every event of the site, at once. */
export interface DeleteSiteDataResponse extends SuccessResponse {
  deleted: number;
}

/**
 * `GET …/screenshot?path=&device=`: a PNG of the page for the heatmap, with its height in `X-Page-Height`
 * and its width in `X-Screenshot-Width`; 502 ANALYTICS_SCREENSHOT_FAILED when the site could not be shown.
 */
export interface ScreenshotQuery {
  path: string;
  device: ScreenClass;
}

/** `GET /api/analytics/self` (public): StackLens's own site, when the installation tracks itself. */
export interface SelfAnalyticsResponse extends SuccessResponse {
  /** null when the installation does not track itself: the frontend then loads nothing. */
  siteId: string | null;
  scriptUrl: string;
}

/** `GET /api/admin/analytics/dropped` (admin): events the trackers refused, by reason, since their counters started. */
export interface DroppedCountsResponse extends SuccessResponse {
  counts: Record<string, number>;
}

// ---------- dashboard reports (GET /api/analytics/sites/:id/<report>) ----------

/**
 * `?range=` (and `from`, `to`: YYYY-MM-DD, UTC days, both included, at most 366 days, for `custom`).
 * Counts are integers; rates are percentages 0-100 with one decimal; durations are seconds.
 */
export interface ReportQuery {
  range: DashboardRange;
  from?: string;
  to?: string;
}

/** `interactions`: `?offset=&limit=` (default 0 and 24, limit at most 100) page through items sorted by clicks. */
export interface InteractionsQuery extends ReportQuery {
  offset?: number;
  limit?: number;
  group?: ElementGroup;
}

/** `heatmap`: `?path=&device=` (device `all` by default; without a path the page with the most clicks). */
export interface HeatmapQuery extends ReportQuery {
  path?: string;
  device?: ScreenClass | 'all';
}

/** `dead-zones`: as the heatmap, with `?sections=` (default 10, at most 100). */
export interface DeadZonesQuery extends HeatmapQuery {
  sections?: number;
}

/** Each report by its name in the path. */
export interface DashboardReports {
  overview: OverviewReport;
  pages: PagesReport;
  sources: SourcesReport;
  devices: DevicesReport;
  geography: GeographyReport;
  errors: ErrorsReport;
  interactions: InteractionsReport;
  engagement: EngagementQualityReport;
  flows: FlowsReport;
  heatmap: HeatmapReport;
  'dead-zones': DeadZonesReport;
  forms: FormsReport;
}

export interface ReportResponse<N extends DashboardReportName> extends SuccessResponse {
  report: DashboardReports[N];
}

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
  /** Sessions by source kind (campaign visits counted apart), every kind present, zeros included. */
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

// ---------- forms (GET …/forms) ----------

/** The constraint a field failed, as the browser's ValidityState names it (never its message). */
export type ValidityError =
  | 'valueMissing'
  | 'typeMismatch'
  | 'patternMismatch'
  | 'tooLong'
  | 'tooShort'
  | 'rangeUnderflow'
  | 'rangeOverflow'
  | 'stepMismatch'
  | 'badInput'
  | 'customError';

/**
 * One form field of one page over the window, from the snippet's form events: its name, HTML type and
 * flags, never a value (analytics README, "Form report", defines visits, failures and abandonment).
 */
export interface FormFieldReport {
  /** The field's name attribute, else its id; '' when it has neither. */
  name: string;
  /** The HTML type last seen (`email`, `select-one`, `textarea`…). */
  htmlType: string;
  /** Marked required in any of its events. */
  required: boolean;
  /** Form visits in which the field was filled in or changed. */
  touched: number;
  /** Of those, the visits where the field held a value at its last event. */
  withValue: number;
  /** Form visits in which the field failed validation at least once. */
  failedVisits: number;
  /** Validation failures (events), by constraint, most frequent first. */
  errors: { error: ValidityError; count: number }[];
  /** Abandoned form visits whose last touched field this was. */
  abandoned: number;
}

export interface FormPageReport {
  path: string;
  /** Form visits in which a field was touched. */
  started: number;
  /** Form visits ended by a submission. */
  submitted: number;
  /** Started visits left without a submission for 30 minutes or more. */
  abandoned: number;
  /** Fields by failed visits, then abandonments, then touches (at most 50). */
  fields: FormFieldReport[];
}

export interface FormsReport {
  window: ReportWindow;
  /** Pages with form activity, by started visits (at most 50). */
  pages: FormPageReport[];
  /** Form events read: the most recent 50,000 of the window. */
  eventsRead: number;
  /** More form events than that fell in the window; the oldest were left out. */
  truncated: boolean;
}

// ---------- monthly event allowance (GET /api/analytics/sites/:id/usage) ----------

/** `ok` under 80 %, `warning` from 80 %, `exceeded` from 100 % (analytics README, "Monthly event allowance"). */
export type UsageLevel = 'ok' | 'warning' | 'exceeded';
/** The owner's plan the allowance follows. */
export type AllowancePlan = 'trial' | 'free' | 'standard' | 'premium';

export interface SiteUsage {
  /** The calendar month counted, UTC, as YYYY-MM. */
  month: string;
  /** Events the site's trackers accepted and stored this month. */
  events: number;
  allowance: number;
  /** events ÷ allowance in %, one decimal (may pass 100). */
  percent: number;
  level: UsageLevel;
  plan: AllowancePlan;
  /** When the count starts again (the next month's first instant, ISO). */
  resetsAt: string;
}

export interface SiteUsageResponse extends SuccessResponse {
  usage: SiteUsage;
}

/** GET /api/analytics/allowances (public): the configured allowance of each plan, for the pricing page. */
export interface EventAllowancesResponse extends SuccessResponse {
  /** Events per site and calendar month. */
  allowances: Record<AllowancePlan, number>;
}

// ---------- what the dead-zones and engagement reports are made of ----------

export type DeadZoneBand = 'critical' | 'problematic' | 'average' | 'good';

export interface DeadZoneSection {
  index: number;
  /** Top and bottom of the section as percentages of page height, e.g. 0-10, 10-20. */
  fromPercent: number;
  toPercent: number;
  interactions: number;
  /** Percentage of the page's interactions, one decimal. */
  interactionShare: number;
  coverage: number | null;
  band: DeadZoneBand | null;
}

export interface DeadZoneReport {
  sections: DeadZoneSection[];
  totalInteractions: number;
  /** Positions outside 0-1 or not numbers, left out of every section. */
  ignored: number;
}

export type EngagementBand = 'excellent' | 'good' | 'average' | 'poor' | 'very-poor';
export type ReadingPattern = 'reader' | 'scanner' | 'skimmer';
export type FactorLevel = 'high' | 'medium' | 'low' | 'comfortable' | 'fast' | 'very-fast' | 'info' | 'no-data';

export type FactorKey =
  | 'scrollDepth'
  | 'interactionDensity'
  | 'timeQuality'
  | 'contentConsumption'
  | 'averageScrollSpeed'
  | 'scrollDirectionChanges'
  | 'focusedTime'
  | 'interactionsPerMinute'
  | 'clicksPerSession'
  | 'scrollsPerSession'
  | 'readingPattern'
  | 'clickThroughRate'
  | 'formCompletionRate'
  | 'readingTime'
  | 'sessionsAnalysed'
  | 'averageDuration'
  | 'analysisDate';

export type FactorUnit = 'percent' | 'per-page-view' | 'px-per-second' | 'per-session' | 'seconds' | 'per-minute' | 'count' | 'date' | 'pattern';

export interface EngagementFactor {
  key: FactorKey;
  value: number | string | null;
  unit: FactorUnit;
  /** 0-100 contribution to the overall score; null for descriptive factors. */
  score: number | null;
  level: FactorLevel;
  code: string;
  explanation: string;
}

export interface EngagementReport {
  score: number | null;
  band: EngagementBand | null;
  factors: EngagementFactor[];
  readingPatterns: Record<ReadingPattern, number>;
}
