import type { DeadZoneBand, DeadZoneReport, DeadZoneSection } from '../contract.js';

/**
 * Dead zones (docs/product.md §5.9 "a band of the page as a percentage of its height, with its share of interactions"; §13.1 bands
 * "dead-zone coverage: 0-20 critical, 21-40 problematic, 41-60 average, 61-100 good").
 *
 * The page is cut into N equal horizontal sections of the document height (default 10, so each is 10 % of
 * the height). Each interaction has a y position normalised to the document height (0 = top, 1 = bottom);
 * section index = floor(y × N), with y = 1 put in the last section. Out-of-range or non-finite y values are
 * ignored and counted, not clamped: they come from a page height measured before late content loaded.
 *
 * Two numbers per section:
 *  - interactionShare: the section's interactions as a percentage of all the page's interactions (sums to
 *    100). That is the product's "share of interactions", shown as-is.
 *  - coverage: what the bands apply to. It cannot be the share itself: with 10 sections a perfectly even
 *    page gives every section 10 %, which would band the whole page "critical". Nor the share relative to the
 *    busiest section: one hot button would make every other section look dead. So coverage is the share
 *    relative to an even split — 100 × share ÷ (100 / N) — capped at 100: a section that gets at least its
 *    fair share of interactions is fully covered (100, good), one that gets half of it scores 50 (average),
 *    one that gets a fifth or less is critical. It reads the same whatever N is.
 * Coverage is rounded to a whole number before banding, so the integer bands of docs/product.md §13.1 have no gaps:
 *   0-20 critical, 21-40 problematic, 41-60 average, 61-100 good.
 * With no interactions at all there is nothing to judge: coverage and band are null (an empty state, not a
 * page of critical sections).
 */
// The sections travel in the dead-zones report as they are: the HTTP contract owns their types.
export type { DeadZoneBand, DeadZoneReport, DeadZoneSection };

export const DEFAULT_SECTION_COUNT = 10;
export const MAX_SECTION_COUNT = 100;

export function deadZoneBand(coverage: number): DeadZoneBand {
  const c = Math.round(coverage);
  if (c <= 20) return 'critical';
  if (c <= 40) return 'problematic';
  if (c <= 60) return 'average';
  return 'good';
}

/** Same rule as the SQL histogram must use (floor(y * n), top edge into the last bucket). */
export function sectionOf(y: number, sectionCount: number): number | null {
  if (!Number.isFinite(y) || y < 0 || y > 1) return null;
  return Math.min(sectionCount - 1, Math.floor(y * sectionCount));
}

export function deadZonesFromPositions(ys: readonly number[], sectionCount = DEFAULT_SECTION_COUNT): DeadZoneReport {
  const n = checkSectionCount(sectionCount);
  const counts = new Array<number>(n).fill(0);
  let ignored = 0;
  for (const y of ys) {
    const index = sectionOf(y, n);
    if (index === null) ignored++;
    else counts[index] = (counts[index] ?? 0) + 1;
  }
  return { ...deadZonesFromCounts(counts), ignored };
}

/** For counts already bucketed by the database, one per section from the top. */
export function deadZonesFromCounts(counts: readonly number[]): DeadZoneReport {
  const n = checkSectionCount(counts.length);
  const clean = counts.map((c) => (Number.isFinite(c) && c > 0 ? Math.floor(c) : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  const evenShare = 100 / n;
  const sections = clean.map((interactions, index): DeadZoneSection => {
    const share = total === 0 ? 0 : (100 * interactions) / total;
    const coverage = total === 0 ? null : Math.min(100, Math.round((100 * share) / evenShare));
    return {
      index,
      fromPercent: round1((100 * index) / n),
      toPercent: round1((100 * (index + 1)) / n),
      interactions,
      interactionShare: round1(share),
      coverage,
      band: coverage === null ? null : deadZoneBand(coverage),
    };
  });
  return { sections, totalInteractions: total, ignored: 0 };
}

function checkSectionCount(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SECTION_COUNT) throw new RangeError(`section count must be 1-${MAX_SECTION_COUNT}, got ${n}`);
  return n;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
