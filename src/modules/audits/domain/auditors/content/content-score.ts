import type { ContentPage, ContentScoreBand, SeoElementBand, Trend, WordCountBand } from '../../audit-result.js';

/**
 * Bands and the content score. Thresholds (docs/product.md §13.2 names the bands, §8 the targets; numbers ours):
 * - word count: too-short < 300, short 300-799, good 800-1499, excellent ≥ 1500 (docs/product.md §8 asks for 800-1000+);
 * - title: missing, too-short < 30, too-long > 60 characters, else good;
 * - description: missing, too-short < 120, too-long > 160 characters, else good (the ideal 150-160 of docs/product.md §8
 *   is a recommendation inside the good band);
 * - content score band: excellent ≥ 90, good 70-89, average 50-69, poor 30-49, critical < 30 (the 90 and 50
 *   limits line up with the general score bands of docs/product.md §13.1).
 */
export const WORD_COUNT_BANDS = { short: 300, good: 800, excellent: 1500 } as const;
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 120, max: 160, idealMin: 150, idealMax: 160 } as const;

export function wordCountBand(words: number): WordCountBand {
  if (words >= WORD_COUNT_BANDS.excellent) return 'excellent';
  if (words >= WORD_COUNT_BANDS.good) return 'good';
  if (words >= WORD_COUNT_BANDS.short) return 'short';
  return 'too-short';
}

export function seoElementBand(value: string | null, limits: { min: number; max: number }): SeoElementBand {
  if (value === null || value.trim() === '') return 'missing';
  const length = [...value].length;
  if (length < limits.min) return 'too-short';
  if (length > limits.max) return 'too-long';
  return 'good';
}

export function contentScoreBand(score: number): ContentScoreBand {
  if (score >= 90) return 'excellent';
  if (score >= 70) return 'good';
  if (score >= 50) return 'average';
  if (score >= 30) return 'poor';
  return 'critical';
}

/**
 * Content score weights (points out of 100):
 * word count 25 (excellent 25, good 22, short 12, too-short 0) · readability 15 (≥ 60: 15, 50-59: 11,
 * 30-49: 6, < 30: 2, no text: 0) · headings 15 (exactly one H1: 8, several: 3; an H2: 4; no skipped level: 3) ·
 * title 10 (good 10, too short/long 5, missing 0) · description 10 (same) · images 10 (7 × share with alt +
 * 3 × share with dimensions; full marks without images) · keywords 5 (top keyword optimal 5, too low 3,
 * too high or no repeated keyword 0) · links 5 (an internal link 3, an external link 2) · canonical and
 * Open Graph 5 (canonical 2, og:title, og:description, og:image 1 each).
 */
export const CONTENT_WEIGHTS = { wordCount: 25, readability: 15, headings: 15, title: 10, description: 10, images: 10, keywords: 5, links: 5, social: 5 } as const;

type ScoredPage = Omit<ContentPage, 'contentScore' | 'contentScoreBand' | 'issues' | 'recommendations' | 'url' | 'language'> & { skippedLevels: number };

const WORD_POINTS: Record<WordCountBand, number> = { excellent: 25, good: 22, short: 12, 'too-short': 0 };
const ELEMENT_POINTS: Record<SeoElementBand, number> = { good: 10, 'too-short': 5, 'too-long': 5, missing: 0 };

export function readabilityPoints(score: number, words: number): number {
  if (words === 0) return 0;
  if (score >= 60) return 15;
  if (score >= 50) return 11;
  if (score >= 30) return 6;
  return 2;
}

export function contentScore(page: ScoredPage): number {
  const { counts } = page.headings;
  const headings = (counts.h1 === 1 ? 8 : counts.h1 > 1 ? 3 : 0) + (counts.h2 > 0 ? 4 : 0) + (page.skippedLevels === 0 ? 3 : 0);
  const images = page.images.total === 0 ? 10 : (7 * page.images.withAlt) / page.images.total + (3 * page.images.withDimensions) / page.images.total;
  const top = page.keywords[0];
  const keywords = !top ? 0 : top.band === 'optimal' ? 5 : top.band === 'too-low' ? 3 : 0;
  const links = (page.links.internal > 0 ? 3 : 0) + (page.links.external > 0 ? 2 : 0);
  const og = page.meta.openGraph;
  const social = (page.meta.canonical ? 2 : 0) + (og['og:title'] ? 1 : 0) + (og['og:description'] ? 1 : 0) + (og['og:image'] ? 1 : 0);
  const total =
    WORD_POINTS[page.wordCountBand] +
    readabilityPoints(page.readability.score, page.readability.words) +
    headings +
    ELEMENT_POINTS[page.meta.title.band] +
    ELEMENT_POINTS[page.meta.description.band] +
    images +
    keywords +
    links +
    social;
  return Math.round(total);
}

/** Trend against the previous audit: a change of 3 points or more either way counts, less is stable. */
export const TREND_THRESHOLD = 3;

export function trendDirection(current: number, previous: number): Trend {
  const delta = current - previous;
  if (delta >= TREND_THRESHOLD) return 'improving';
  if (delta <= -TREND_THRESHOLD) return 'declining';
  return 'stable';
}
