import type { DeviceClass } from './dashboard-report.js';
import { sectionOf } from './dead-zones.js';
import { DEEP_SCROLL_PERCENT, type EngagementSession } from './engagement-quality.js';

/**
 * The arithmetic between the rollup rows and the report figures, kept pure so it is tested without a
 * database. The rollup layout (grids, dimension values, session aggregates) is the one described in
 * migrations/20261123000400_analytics__rollups.ts.
 */

/** part ÷ whole × 100 with one decimal; 0 when there is nothing to divide by (session-metrics.ts' rule). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0;
}

/** Whole seconds per unit; 0 when there is none. */
export function wholeMean(total: number, count: number): number {
  return count > 0 ? Math.round(total / count) : 0;
}

/**
 * The dashboard's device classes come from the snippet's screen class (viewport width), which the
 * session keeps from its first page view: laptop folds into desktop; no screen (a session without a page
 * view) or an unexpected value is unknown.
 */
export function deviceClassOfScreen(screen: string | null): DeviceClass {
  if (screen === 'mobile' || screen === 'tablet' || screen === 'desktop') return screen;
  if (screen === 'laptop') return 'desktop';
  return 'unknown';
}

/** The click grid of analytics_daily_clicks: 50 columns (2 % of the page width) and 100 rows (1 % of its height). */
export const GRID_COLUMNS = 50;
export const GRID_ROWS = 100;

export function cellCentre(xBin: number, yBin: number): { x: number; y: number } {
  return { x: (xBin + 0.5) / GRID_COLUMNS, y: (yBin + 0.5) / GRID_ROWS };
}

/**
 * Folds the click grid's row totals into `sections` bands of the page height for dead-zones.ts. A row
 * is counted in the band holding its centre: exact when `sections` divides 100 (the default 10 does),
 * otherwise a row straddling two bands goes whole to the one holding most of it.
 */
export function sectionCountsFromRows(rows: readonly { yBin: number; clicks: number }[], sections: number): number[] {
  const counts = new Array<number>(sections).fill(0);
  for (const { yBin, clicks } of rows) {
    const index = sectionOf((yBin + 0.5) / GRID_ROWS, sections);
    if (index !== null) counts[index] = (counts[index] ?? 0) + clicks;
  }
  return counts;
}

/** The end of a flow: links from a session's last page lead here (the writer marks the start as `(entry)`). */
export const FLOW_EXIT = '(exit)';

/** `source|medium|campaign` as the campaign dimension stores it (the writer turns a `|` inside a part into `/`). */
export function splitCampaign(value: string): { source: string; medium: string; campaign: string } {
  const [source = '', medium = '', ...rest] = value.split('|');
  return { source, medium, campaign: rest.join('|') };
}

/** `city|CC` as the city dimension stores it. */
export function splitCity(value: string): { city: string; country: string } {
  const bar = value.lastIndexOf('|');
  return bar < 0 ? { city: value, country: '' } : { city: value.slice(0, bar), country: value.slice(bar + 1) };
}

/** One analytics_sessions row's engagement columns (the migration's names, camel-cased). */
export interface SessionAggregates {
  durationMs: number;
  activeMs: number;
  totalMs: number;
  pageViews: number;
  viewDepth: number;
  depthSum: number;
  deepViews: number;
  scrollPx: number;
  scrollMs: number;
  scrolls: number;
  directionChanges: number;
  clicks: number;
  interactions: number;
  clickThroughViews: number;
  formsStarted: number;
  formSubmits: number;
}

/**
 * The writer keeps the last page view's depth open (`viewDepth`) and the closed views' totals apart
 * (`depthSum`, `deepViews`), so the reader adds the open view. The snippet measures visible time, not
 * window focus, so the visible total stands for the focused time.
 */
export function engagementSessionOf(s: SessionAggregates): EngagementSession {
  const views = Math.max(0, s.pageViews);
  const depthSum = s.depthSum + (views > 0 ? s.viewDepth : 0);
  const deep = s.deepViews + (views > 0 && s.viewDepth >= DEEP_SCROLL_PERCENT ? 1 : 0);
  return {
    durationMs: s.durationMs,
    activeMs: s.activeMs,
    focusedMs: s.totalMs,
    pageViews: views,
    avgScrollDepth: views > 0 ? depthSum / views : 0,
    deepPageViews: deep,
    scrollDistancePx: s.scrollPx,
    scrollTimeMs: s.scrollMs,
    scrollDirectionChanges: s.directionChanges,
    scrolls: s.scrolls,
    clicks: s.clicks,
    interactions: s.interactions,
    clickThroughPageViews: s.clickThroughViews,
    formsStarted: s.formsStarted,
    formsSubmitted: s.formSubmits,
  };
}
