import type { Clock } from '../../../shared/index.js';
import type { EngagementBand, EngagementFactor, EngagementReport, FactorKey, FactorLevel, FactorUnit, ReadingPattern } from '../contract.js';

/**
 * Engagement quality (docs/product.md §5.9 factors, §13.2 bands excellent/good/average/poor/very poor).
 *
 * Input is one aggregate row per session (the application reads them for the chosen range, newest first,
 * up to a sample cap — hence the "sessions analysed" factor). Times are milliseconds in, seconds out.
 *
 * Ratios are ratios of sums over all sessions, not means of per-session ratios, so a 2-second session
 * does not weigh as much as a 20-minute one:
 *   scrollDepth          Σ(avgScrollDepth × pageViews) ÷ ΣpageViews                      %   (mean over page views)
 *   interactionDensity   Σinteractions ÷ ΣpageViews                                       per page view
 *   timeQuality          ΣactiveMs ÷ ΣdurationMs × 100                                    %
 *   contentConsumption   ΣdeepPageViews ÷ ΣpageViews × 100                                %   (deep = max depth ≥ 75 %)
 *   averageScrollSpeed   ΣscrollDistancePx ÷ ΣscrollTimeMs × 1000                         px/s
 *   interactionsPerMinute Σinteractions ÷ (ΣactiveMs ÷ 60 000)                            per active minute
 *   clickThroughRate     ΣclickThroughPageViews ÷ ΣpageViews × 100                        %
 *   formCompletionRate   ΣformsSubmitted ÷ ΣformsStarted × 100, capped at 100; null when no form was started
 * Per-session means:
 *   scrollDirectionChanges, clicksPerSession, scrollsPerSession,
 *   focusedTime (s), averageDuration (s),
 *   readingTime (s) = mean of max(0, activeMs − scrollTimeMs): active time not spent scrolling, i.e. reading
 *                     or filling in, the closest a cookieless snippet gets without eye tracking.
 * readingPattern: each session is classified, the most frequent class wins (ties: reader > scanner > skimmer)
 *   with activePerView = activeMs ÷ pageViews and speed = scrollDistancePx ÷ scrollTimeMs (0 if no scroll):
 *     skimmer  activePerView < 10 s, or speed > 1 500 px/s   (passes through)
 *     reader   activePerView ≥ 30 s and speed ≤ 600 px/s     (stays and scrolls at reading pace)
 *     scanner  anything else                                  (looks for something, jumps between parts)
 *
 * Overall score: weighted mean of the sub-scores (0-100) of six factors; a factor without data (no form
 * started) is left out and the other weights are rescaled to sum to 1.
 *   scrollDepth 0.20 (score = the %), timeQuality 0.20 (= the %), contentConsumption 0.15 (= the %),
 *   interactionDensity 0.15 (2 interactions per page view or more = 100, linear below),
 *   clickThroughRate 0.15 (50 % or more = 100, linear below), formCompletionRate 0.15 (= the %).
 * Bands on the rounded score: 80-100 excellent, 60-79 good, 40-59 average, 20-39 poor, 0-19 very poor.
 * Each scored factor also gets a level: high ≥ 70, medium ≥ 40, low below; scroll speed gets its own
 * levels (comfortable ≤ 800 px/s, fast ≤ 2 000, very fast above). Explanation codes are
 * ENGAGEMENT_<FACTOR>_<LEVEL>, translated by the frontend; `explanation` is the English text.
 */
export interface EngagementSession {
  /** First to last event of the session. */
  durationMs: number;
  /** Page visible and the visitor gave input in the last few seconds (the snippet's definition). */
  activeMs: number;
  /** Page visible and window focused. */
  focusedMs: number;
  pageViews: number;
  /** Mean over the session's page views of the deepest point reached, 0-100. */
  avgScrollDepth: number;
  /** Page views whose deepest point reached DEEP_SCROLL_PERCENT. */
  deepPageViews: number;
  scrollDistancePx: number;
  /** Time spent with the page moving under a scroll gesture. */
  scrollTimeMs: number;
  scrollDirectionChanges: number;
  /** Scroll gestures (bursts of scroll events), not raw events. */
  scrolls: number;
  clicks: number;
  /** Clicks plus form and input events. */
  interactions: number;
  /** Page views left through a click on a link or button (to another page or site). */
  clickThroughPageViews: number;
  formsStarted: number;
  formsSubmitted: number;
}

export const DEEP_SCROLL_PERCENT = 75;

// The report travels as it is: the HTTP contract owns its types.
export type { EngagementBand, EngagementFactor, EngagementReport, FactorKey, FactorLevel, FactorUnit, ReadingPattern };

const WEIGHTS: Partial<Record<FactorKey, number>> = {
  scrollDepth: 0.2,
  timeQuality: 0.2,
  contentConsumption: 0.15,
  interactionDensity: 0.15,
  clickThroughRate: 0.15,
  formCompletionRate: 0.15,
};
const TARGET_DENSITY = 2;
const TARGET_CTR = 50;
const SKIM_ACTIVE_S = 10;
const READ_ACTIVE_S = 30;
const SKIM_SPEED = 1500;
const READ_SPEED = 600;

export function engagementBand(score: number): EngagementBand {
  const s = Math.round(score);
  if (s >= 80) return 'excellent';
  if (s >= 60) return 'good';
  if (s >= 40) return 'average';
  if (s >= 20) return 'poor';
  return 'very-poor';
}

export function readingPatternOf(s: EngagementSession): ReadingPattern {
  return patternOf(sanitise(s));
}

function patternOf(clean: EngagementSession): ReadingPattern {
  const activePerViewS = clean.activeMs / Math.max(1, clean.pageViews) / 1000;
  const speed = clean.scrollTimeMs > 0 ? (clean.scrollDistancePx / clean.scrollTimeMs) * 1000 : 0;
  if (activePerViewS < SKIM_ACTIVE_S || speed > SKIM_SPEED) return 'skimmer';
  if (activePerViewS >= READ_ACTIVE_S && speed <= READ_SPEED) return 'reader';
  return 'scanner';
}

/** The sums the factors are made of, over the sanitised sessions, added up in one pass (thousands of sessions per report). */
interface SessionSums {
  pageViews: number;
  activeMs: number;
  interactions: number;
  formsStarted: number;
  formsSubmitted: number;
  depthTimesViews: number;
  durationMs: number;
  deepPageViews: number;
  scrollDistancePx: number;
  scrollTimeMs: number;
  scrollDirectionChanges: number;
  focusedS: number;
  clicks: number;
  scrolls: number;
  clickThroughPageViews: number;
  readingS: number;
  durationS: number;
}

export function assessEngagement(input: readonly EngagementSession[], clock: Clock): EngagementReport {
  const n = input.length;
  const t: SessionSums = {
    pageViews: 0, activeMs: 0, interactions: 0, formsStarted: 0, formsSubmitted: 0, depthTimesViews: 0, durationMs: 0, deepPageViews: 0,
    scrollDistancePx: 0, scrollTimeMs: 0, scrollDirectionChanges: 0, focusedS: 0, clicks: 0, scrolls: 0, clickThroughPageViews: 0, readingS: 0, durationS: 0,
  };
  const patterns: Record<ReadingPattern, number> = { reader: 0, scanner: 0, skimmer: 0 };
  for (const raw of input) {
    const s = sanitise(raw);
    t.pageViews += s.pageViews;
    t.activeMs += s.activeMs;
    t.interactions += s.interactions;
    t.formsStarted += s.formsStarted;
    t.formsSubmitted += s.formsSubmitted;
    t.depthTimesViews += s.avgScrollDepth * s.pageViews;
    t.durationMs += s.durationMs;
    t.deepPageViews += s.deepPageViews;
    t.scrollDistancePx += s.scrollDistancePx;
    t.scrollTimeMs += s.scrollTimeMs;
    t.scrollDirectionChanges += s.scrollDirectionChanges;
    t.focusedS += s.focusedMs / 1000;
    t.clicks += s.clicks;
    t.scrolls += s.scrolls;
    t.clickThroughPageViews += s.clickThroughPageViews;
    t.readingS += Math.max(0, s.activeMs - s.scrollTimeMs) / 1000;
    t.durationS += s.durationMs / 1000;
    patterns[patternOf(s)]++;
  }
  const mean = (total: number) => (n === 0 ? null : total / n);
  const ratio = (num: number, den: number, scale = 1) => (den > 0 ? (num / den) * scale : null);
  const dominant = n === 0 ? null : (['reader', 'scanner', 'skimmer'] as const).reduce((best, p) => (patterns[p] > patterns[best] ? p : best), 'reader' as ReadingPattern);

  const formRate = ratio(t.formsSubmitted, t.formsStarted, 100);
  const values: Record<FactorKey, number | string | null> = {
    scrollDepth: ratio(t.depthTimesViews, t.pageViews),
    interactionDensity: ratio(t.interactions, t.pageViews),
    timeQuality: ratio(t.activeMs, t.durationMs, 100),
    contentConsumption: ratio(t.deepPageViews, t.pageViews, 100),
    averageScrollSpeed: ratio(t.scrollDistancePx, t.scrollTimeMs, 1000),
    scrollDirectionChanges: mean(t.scrollDirectionChanges),
    focusedTime: mean(t.focusedS),
    interactionsPerMinute: ratio(t.interactions, t.activeMs / 60_000),
    clicksPerSession: mean(t.clicks),
    scrollsPerSession: mean(t.scrolls),
    readingPattern: dominant,
    clickThroughRate: ratio(t.clickThroughPageViews, t.pageViews, 100),
    formCompletionRate: formRate === null ? null : Math.min(100, formRate),
    readingTime: mean(t.readingS),
    sessionsAnalysed: n,
    averageDuration: mean(t.durationS),
    analysisDate: clock.now().toISOString(),
  };

  const factors = (Object.keys(values) as FactorKey[]).map((key) => describe(key, values[key], n));
  let weighted = 0;
  let weightSum = 0;
  for (const f of factors) {
    const w = WEIGHTS[f.key];
    if (w !== undefined && f.score !== null) {
      weighted += w * f.score;
      weightSum += w;
    }
  }
  const score = weightSum > 0 ? Math.round(weighted / weightSum) : null;
  return { score, band: score === null ? null : engagementBand(score), factors, readingPatterns: patterns };
}

const UNITS: Record<FactorKey, FactorUnit> = {
  scrollDepth: 'percent',
  interactionDensity: 'per-page-view',
  timeQuality: 'percent',
  contentConsumption: 'percent',
  averageScrollSpeed: 'px-per-second',
  scrollDirectionChanges: 'per-session',
  focusedTime: 'seconds',
  interactionsPerMinute: 'per-minute',
  clicksPerSession: 'per-session',
  scrollsPerSession: 'per-session',
  readingPattern: 'pattern',
  clickThroughRate: 'percent',
  formCompletionRate: 'percent',
  readingTime: 'seconds',
  sessionsAnalysed: 'count',
  averageDuration: 'seconds',
  analysisDate: 'date',
};

/** Sub-score 0-100 for the weighted factors. */
function subScore(key: FactorKey, value: number): number | null {
  switch (key) {
    case 'scrollDepth':
    case 'timeQuality':
    case 'contentConsumption':
    case 'formCompletionRate':
      return clamp(value);
    case 'interactionDensity':
      return clamp((value / TARGET_DENSITY) * 100);
    case 'clickThroughRate':
      return clamp((value / TARGET_CTR) * 100);
    default:
      return null;
  }
}

const TEXTS: Partial<Record<FactorKey, Partial<Record<FactorLevel, string>>>> = {
  scrollDepth: { high: 'Visitors scroll through most of each page.', medium: 'Visitors see about half of each page.', low: 'Most visitors leave before seeing much of the page.' },
  interactionDensity: { high: 'Pages get plenty of clicks and form input.', medium: 'Pages get some clicks and form input.', low: 'Pages are mostly looked at, rarely used.' },
  timeQuality: { high: 'Visitors are active for most of the time the page is open.', medium: 'Visitors are active for part of the time the page is open.', low: 'Pages are mostly left open in the background.' },
  contentConsumption: { high: 'Most page views reach the end of the content.', medium: 'Some page views reach the end of the content.', low: 'Few page views reach the end of the content.' },
  clickThroughRate: { high: 'Many page views lead to a click on a link or button.', medium: 'Some page views lead to a click on a link or button.', low: 'Few page views lead to a click on a link or button.' },
  formCompletionRate: { high: 'Most forms that are started are submitted.', medium: 'Many started forms are abandoned.', low: 'Most started forms are abandoned.' },
  averageScrollSpeed: { comfortable: 'Visitors scroll at a reading pace.', fast: 'Visitors scroll quickly, looking for something.', 'very-fast': 'Visitors scroll very fast and read little.' },
};

const INFO_TEXTS: Partial<Record<FactorKey, string>> = {
  scrollDirectionChanges: 'How often visitors scroll back up per session; many changes suggest searching.',
  focusedTime: 'Average time per session with the page visible and focused.',
  interactionsPerMinute: 'Clicks and form input per minute of active time.',
  clicksPerSession: 'Average clicks per session.',
  scrollsPerSession: 'Average scroll gestures per session.',
  readingTime: 'Average active time per session not spent scrolling.',
  sessionsAnalysed: 'Number of sessions this analysis is based on.',
  averageDuration: 'Average session length.',
  analysisDate: 'When this analysis was computed.',
};

const PATTERN_TEXTS: Record<ReadingPattern, string> = {
  reader: 'Most visitors stay and scroll at reading pace.',
  scanner: 'Most visitors move around the page looking for something.',
  skimmer: 'Most visitors pass through quickly.',
};

function describe(key: FactorKey, raw: number | string | null, sessions: number): EngagementFactor {
  const unit = UNITS[key];
  const value = typeof raw === 'number' ? round(raw, unit) : raw;
  const base = { key, value, unit };
  const code = (level: string) => `ENGAGEMENT_${snake(key)}_${level.toUpperCase().replace(/-/g, '_')}`;

  if (value === null || (sessions === 0 && key !== 'sessionsAnalysed' && key !== 'analysisDate')) {
    return { ...base, value: null, score: null, level: 'no-data', code: code('no-data'), explanation: 'Not enough data yet.' };
  }
  if (key === 'readingPattern') {
    const p = value as ReadingPattern;
    return { ...base, score: null, level: 'info', code: code(p), explanation: PATTERN_TEXTS[p] };
  }
  if (key === 'averageScrollSpeed') {
    const v = value as number;
    const level: FactorLevel = v <= 800 ? 'comfortable' : v <= 2000 ? 'fast' : 'very-fast';
    return { ...base, score: null, level, code: code(level), explanation: TEXTS.averageScrollSpeed?.[level] ?? '' };
  }
  const score = typeof raw === 'number' ? subScore(key, raw) : null;
  if (score === null) {
    return { ...base, score: null, level: 'info', code: code('info'), explanation: INFO_TEXTS[key] ?? '' };
  }
  const level: FactorLevel = score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low';
  return { ...base, score, level, code: code(level), explanation: TEXTS[key]?.[level] ?? '' };
}

const num = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

function sanitise(s: EngagementSession): EngagementSession {
  const durationMs = num(s.durationMs);
  return {
    durationMs,
    // Active and focused time cannot exceed the session; clock skew between tabs sometimes says otherwise.
    activeMs: Math.min(num(s.activeMs), durationMs),
    focusedMs: Math.min(num(s.focusedMs), durationMs),
    pageViews: num(s.pageViews),
    avgScrollDepth: Math.min(100, num(s.avgScrollDepth)),
    deepPageViews: Math.min(num(s.deepPageViews), num(s.pageViews)),
    scrollDistancePx: num(s.scrollDistancePx),
    scrollTimeMs: num(s.scrollTimeMs),
    scrollDirectionChanges: num(s.scrollDirectionChanges),
    scrolls: num(s.scrolls),
    clicks: num(s.clicks),
    interactions: num(s.interactions),
    clickThroughPageViews: Math.min(num(s.clickThroughPageViews), num(s.pageViews)),
    formsStarted: num(s.formsStarted),
    formsSubmitted: num(s.formsSubmitted),
  };
}

function round(v: number, unit: FactorUnit): number {
  if (unit === 'count' || unit === 'px-per-second') return Math.round(v);
  return Math.round(v * 10) / 10;
}

function clamp(v: number): number {
  return Math.max(0, Math.min(100, Math.round(v)));
}

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
}
