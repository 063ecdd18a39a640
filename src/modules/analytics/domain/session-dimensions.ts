import type { Dimension } from './daily-rollup.js';
import type { SourceKind } from './source-classification.js';
import type { ScreenClass } from './tracking-event.js';

/**
 * The values a session is counted under in `analytics_daily_dims`, and the small derivations the
 * rollups need from raw event fields.
 *
 *   source    the session's source kind (source-classification.ts, decided by the tracker)
 *   referrer  host of the first page view's referrer, lower case, without `www.`; none when the source
 *             kind is direct (no referrer, or the site's own host) or the referrer is not http(s) —
 *             the same rule as VisitSource.referrerHost
 *   campaign  `source|medium|campaign` from the first page view's utm_* parameters, each trimmed and cut
 *             to 100 characters (source and medium lower-cased, as source-classification.ts reads them),
 *             `|` inside a part replaced by `/` so the value splits back into three; none without any of
 *             the three
 *   device, browser, os, country   as enriched (first event of the session)
 *   city      `city|CC` (CC empty when the country is unknown)
 *   screen    screen class of the first page view
 * A dimension whose value is unknown gets no row: "unknown" is the session total minus the listed values.
 *
 * Heatmap cells: x_bin = floor(pageX × 50) and y_bin = floor(pageY × 100), the far edge (1.0) folded into
 * the last cell (49 and 99), so a cell is 2 % of the page width by 1 % of the document height; a
 * position on a cell boundary (0.29) belongs to the cell it starts (29).
 * Screen classes by viewport width, as the snippet decides them: < 576 mobile, < 992 tablet, < 1440
 * laptop, else desktop.
 */
export const X_BINS = 50;
export const Y_BINS = 100;
const MAX_CAMPAIGN_PART = 100;

export interface SessionAttributes {
  sourceKind: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  city: string | null;
  screen: string | null;
}

export function sessionDimensions(s: SessionAttributes): [Dimension, string][] {
  const out: [Dimension, string][] = [];
  const put = (dim: Dimension, value: string | null) => {
    if (value) out.push([dim, value]);
  };
  put('source', s.sourceKind);
  put('referrer', s.referrerHost);
  put('campaign', campaignValue(s.utmSource, s.utmMedium, s.utmCampaign));
  put('device', s.device);
  put('browser', s.browser);
  put('os', s.os);
  put('country', s.country);
  put('city', s.city ? `${s.city}|${s.country ?? ''}` : null);
  put('screen', s.screen);
  return out;
}

export function campaignValue(source: string | null, medium: string | null, campaign: string | null): string | null {
  if (!source && !medium && !campaign) return null;
  const part = (v: string | null) => (v ?? '').replaceAll('|', '/');
  return `${part(source)}|${part(medium)}|${part(campaign)}`;
}

/** One utm_* value as stored on the session: trimmed, cut, optionally lower-cased; null when empty. */
export function utmValue(raw: string | undefined, lowerCase: boolean): string | null {
  const v = raw?.trim().slice(0, MAX_CAMPAIGN_PART);
  if (!v) return null;
  return lowerCase ? v.toLowerCase() : v;
}

export function referrerHostOf(referrer: string | null | undefined, sourceKind: SourceKind | string | null): string | null {
  if (!referrer || sourceKind === 'direct') return null;
  if (!/^https?:\/\//i.test(referrer)) return null;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host.startsWith('www.')) host = host.slice(4);
  return host || null;
}

export function screenClassOf(viewportWidth: number): ScreenClass {
  return viewportWidth < 576 ? 'mobile' : viewportWidth < 992 ? 'tablet' : viewportWidth < 1440 ? 'laptop' : 'desktop';
}

export const xBinOf = (pageX: number): number => binOf(pageX, X_BINS);
export const yBinOf = (pageY: number): number => binOf(pageY, Y_BINS);

// The epsilon keeps decimal positions in their cell despite binary floating point (0.29 × 100 is
// 28.999999999999996 in IEEE doubles); the snippet rounds positions to 4 decimals, far coarser than it.
function binOf(fraction: number, bins: number): number {
  return Math.max(0, Math.min(bins - 1, Math.floor(fraction * bins + 1e-9)));
}
