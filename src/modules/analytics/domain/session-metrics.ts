/**
 * The overview metrics of docs/product.md §5.9 (totalVisitors, totalPageViews, avgSessionDuration,
 * bounceRate, bounceCount, frustratedSessions, conversionRate) from plain session records. The worker's
 * hourly rollups must apply the same definitions; these functions are the reference they are tested against.
 *
 * Definitions:
 * - Bounce: a session with at most one page view and no interaction. Interactions are clicks, form and
 *   input events; scrolling is NOT one (reading a whole article and leaving is still a bounce, as in
 *   Plausible and Matomo; GA4's "engaged session" timer is not used because it makes bounce rate depend on a
 *   tab left open). A session with zero page views (only events) counts like one with one.
 * - Bounce rate: bounces ÷ sessions × 100, one decimal; 0 when there is no session.
 * - Average session duration: mean of (last event − first event) over ALL sessions, bounces included (their
 *   duration is often 0), in whole seconds. Negative or non-finite durations count as 0.
 * - Frustrated session: at least one rage click, dead click or JavaScript error.
 * - Conversion: the session submitted a form, or visited a goal path. Goal paths are the site's settings;
 *   a goal matches a visited path exactly, or as a prefix when it ends with "/*" ("/checkout/*" matches
 *   "/checkout/done" but not "/checkout" itself). Paths are compared without query string, fragment and
 *   trailing slash. Conversion rate: converted sessions ÷ sessions × 100, one decimal.
 * - Visitors: distinct visitor ids (cookieless daily hashes, so one person on two days counts twice — the
 *   same caveat Plausible documents).
 */
export interface SessionRecord {
  visitorId: string;
  pageViews: number;
  /** Clicks + form/input events; not scrolls. */
  interactions: number;
  durationSeconds: number;
  rageClicks: number;
  deadClicks: number;
  jsErrors: number;
  formSubmits: number;
  /** Paths of the pages viewed, in order. */
  paths: readonly string[];
}

export interface SessionSummary {
  totalSessions: number;
  totalVisitors: number;
  totalPageViews: number;
  avgSessionDuration: number;
  bounceCount: number;
  bounceRate: number;
  frustratedSessions: number;
  conversions: number;
  conversionRate: number;
}

export function isBounce(s: SessionRecord): boolean {
  return s.pageViews <= 1 && s.interactions === 0;
}

export function isFrustrated(s: SessionRecord): boolean {
  return s.rageClicks > 0 || s.deadClicks > 0 || s.jsErrors > 0;
}

export function isConversion(s: SessionRecord, goalPaths: readonly string[]): boolean {
  if (s.formSubmits > 0) return true;
  if (goalPaths.length === 0) return false;
  const visited = s.paths.map(normalisePath);
  return goalPaths.some((goal) => visited.some((path) => matchesGoal(path, goal)));
}

export function matchesGoal(path: string, goal: string): boolean {
  if (goal.endsWith('/*')) {
    const prefix = normalisePath(goal.slice(0, -2));
    return path.startsWith(prefix === '/' ? '/' : `${prefix}/`) && path !== prefix;
  }
  return path === normalisePath(goal);
}

export function normalisePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function summariseSessions(sessions: readonly SessionRecord[], goalPaths: readonly string[] = []): SessionSummary {
  const visitors = new Set<string>();
  let pageViews = 0;
  let duration = 0;
  let bounces = 0;
  let frustrated = 0;
  let conversions = 0;
  for (const s of sessions) {
    visitors.add(s.visitorId);
    pageViews += Math.max(0, s.pageViews);
    duration += Number.isFinite(s.durationSeconds) && s.durationSeconds > 0 ? s.durationSeconds : 0;
    if (isBounce(s)) bounces++;
    if (isFrustrated(s)) frustrated++;
    if (isConversion(s, goalPaths)) conversions++;
  }
  const n = sessions.length;
  return {
    totalSessions: n,
    totalVisitors: visitors.size,
    totalPageViews: pageViews,
    avgSessionDuration: n === 0 ? 0 : Math.round(duration / n),
    bounceCount: bounces,
    bounceRate: percent(bounces, n),
    frustratedSessions: frustrated,
    conversions,
    conversionRate: percent(conversions, n),
  };
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10;
}
