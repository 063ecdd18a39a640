import type { ErrorDay, ElementDay } from '../../domain/daily-rollup.js';
import type { ElementGroup } from '../../domain/element-groups.js';
import type { FormEventRow, FormPageReport } from '../../domain/form-report.js';
import type { SessionAggregates } from '../../domain/report-figures.js';
import type { ScreenClass } from '../../domain/tracking-event.js';

/** An instant range, `start` included, `end` excluded. */
export interface TimeSpan {
  start: Date;
  end: Date;
}

/** UTC days as YYYY-MM-DD, both included. */
export interface DaySpan {
  firstDay: string;
  lastDay: string;
}

export interface TrafficTotals {
  pageViews: number;
  sessions: number;
  bounces: number;
  sessionSeconds: number;
  frustratedSessions: number;
  convertedSessions: number;
}

export interface TrafficBucket {
  at: Date;
  visitors: number;
  pageViews: number;
  sessions: number;
}

/** The dimensions of analytics_daily_dims (values as the migration header describes them). */
export type Dimension = 'source' | 'referrer' | 'campaign' | 'device' | 'browser' | 'os' | 'country' | 'city' | 'screen';

export interface DimensionCount {
  value: string;
  sessions: number;
}

export interface PageRow {
  path: string;
  views: number;
  entries: number;
  exits: number;
  timeMs: number;
  timedViews: number;
}

/** A JS error summed over the window: the writer's daily row without its site, day and key. */
export type ErrorRow = Omit<ErrorDay, 'siteId' | 'day' | 'key'>;

/** An element's clicks summed over the window: the writer's daily row without its site and day. */
export type ElementRow = Omit<ElementDay, 'siteId' | 'day'>;

export interface ClickCell {
  xBin: number;
  yBin: number;
  clicks: number;
}

/** The form report of a span's newest form events: its pages, how many events it folded, whether the span held more. */
export interface FormReportRead {
  pages: FormPageReport[];
  eventsRead: number;
  truncated: boolean;
}

/**
 * What the dashboard reports read (analytics README, "Reports"). Lists come back sorted and cut as documented per
 * method; every count is a JS number. Spans are resolved by domain/report-window.ts.
 */
export interface ReportQueries {
  /** Sums of the hourly rollup over the span. */
  trafficTotals(siteId: string, span: TimeSpan): Promise<TrafficTotals>;
  /** Σ of each day's distinct visitors (visitor ids rotate daily, so days cannot be merged). */
  visitorsByDay(siteId: string, days: DaySpan): Promise<number>;
  /** Non-empty buckets only, oldest first; per hour from the hourly rollup, per day summed from it (visitors: the daily distinct count). */
  trafficSeries(siteId: string, span: TimeSpan, bucket: 'hour' | 'day', days: DaySpan): Promise<TrafficBucket[]>;
  /** The sessions whose last event falls in the span (realtime), summed like the hourly rollup. */
  recentSessionTotals(siteId: string, span: TimeSpan): Promise<TrafficTotals>;
  /** Sessions started per minute of the span, non-empty minutes only. */
  sessionStartsPerMinute(siteId: string, span: TimeSpan): Promise<{ at: Date; sessions: number }[]>;
  /** For each dimension asked, its values by sessions descending then value, at most the limit given for it. */
  dimensions<D extends Dimension>(siteId: string, days: DaySpan, limits: Record<D, number>): Promise<Record<D, DimensionCount[]>>;
  /** The same from the sessions whose last event falls in the span (realtime). */
  recentSessionDimensions<D extends Dimension>(siteId: string, span: TimeSpan, limits: Record<D, number>): Promise<Record<D, DimensionCount[]>>;
  /** By views descending then path. */
  pages(siteId: string, days: DaySpan, limit: number): Promise<PageRow[]>;
  /** By count descending then message; `total` counts every error of the span. */
  errors(siteId: string, days: DaySpan, limit: number): Promise<{ total: number; rows: ErrorRow[] }>;
  /** Clicks per element group over the span, every group that has any. */
  elementGroups(siteId: string, days: DaySpan): Promise<{ group: string; clicks: number }[]>;
  /** One page of elements by clicks descending then key; `total` = elements matching the filter. */
  elements(siteId: string, days: DaySpan, page: { group: ElementGroup | null; offset: number; limit: number }): Promise<{ total: number; rows: ElementRow[] }>;
  /**
   * Engagement aggregates of up to `cap` sessions, newest first: those started in the span, or (realtime)
   * those whose last event falls in it.
   */
  engagementSessions(siteId: string, span: TimeSpan, by: 'started' | 'last-seen', cap: number): Promise<SessionAggregates[]>;
  /** Page-to-page links by count descending. */
  flows(siteId: string, days: DaySpan, limit: number): Promise<{ from: string; to: string; count: number }[]>;
  /** Paths by clicks (of one screen class or all) descending then path. */
  clickedPages(siteId: string, days: DaySpan, screen: ScreenClass | null, limit: number): Promise<{ path: string; clicks: number }[]>;
  /** The click grid of one path summed over the days, one screen class or all. */
  clickCells(siteId: string, days: DaySpan, path: string, screen: ScreenClass | null): Promise<ClickCell[]>;
  /** Row totals of that grid (for dead zones). */
  clickRows(siteId: string, days: DaySpan, path: string, screen: ScreenClass | null): Promise<{ yBin: number; clicks: number }[]>;
  /** The span's form events, newest first, at most `cap`: the events formReport folds. */
  formEvents(siteId: string, span: TimeSpan, cap: number): Promise<FormEventRow[]>;
  /**
   * The form report (domain/form-report.ts) of the span's newest `cap` form events, as buildFormReport folds
   * them at `now`; `truncated` when the span held more. A store may fold them where they are.
   */
  formReport(siteId: string, span: TimeSpan, cap: number, now: Date): Promise<FormReportRead>;
  /** Events stored for the site in the span, every kind (the monthly allowance's count). */
  storedEvents(siteId: string, span: TimeSpan): Promise<number>;
}
