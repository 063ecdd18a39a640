/**
 * Thresholds and weights of the engagement audit (numbers ours, each tied to a published rule):
 * - fold: 940 px, the desktop viewport height the collector renders at;
 * - contrast: WCAG 1.4.3 AA, 4.5:1 (3:1 for large text: ≥ 24 px, or ≥ 18.66 px bold);
 * - tap target: 44×44 px (WCAG 2.5.5);
 * - competing CTAs: more than 5 above the fold outside header and navigation.
 */
export const MIN_CONTRAST = 4.5;
export const MIN_CONTRAST_LARGE_TEXT = 3;
export const MIN_TARGET_PX = 44;
export const MAX_COMPETING_CTAS = 5;

/**
 * Navigation score (0-100): a nav landmark 30; its link count 20 (1-7 links 20, 8-15: 15, 16-30: 8,
 * more: 3, none: 0, as menus beyond a handful of items get hard to scan); a skip link 15; a search
 * field 15; breadcrumbs 10; links in the footer 10.
 */
export function navigationScore(facts: { hasNav: boolean; links: number; hasSkipLink: boolean; hasSearch: boolean; breadcrumbs: boolean; footerLinks: number }): number {
  let linkPoints = 0;
  if (facts.links >= 1 && facts.links <= 7) linkPoints = 20;
  else if (facts.links <= 15 && facts.links > 7) linkPoints = 15;
  else if (facts.links <= 30 && facts.links > 15) linkPoints = 8;
  else if (facts.links > 30) linkPoints = 3;
  return (facts.hasNav ? 30 : 0) + linkPoints + (facts.hasSkipLink ? 15 : 0) + (facts.hasSearch ? 15 : 0) + (facts.breadcrumbs ? 10 : 0) + (facts.footerLinks > 0 ? 10 : 0);
}

/** Readability as 0-100 engagement points: ≥ 60 full, 50-59 73 %, 30-49 40 %, below 13 %, no text 0. */
export function readabilityPart(score: number, words: number): number {
  if (words === 0) return 0;
  if (score >= 60) return 100;
  if (score >= 50) return (11 / 15) * 100;
  if (score >= 30) return (6 / 15) * 100;
  return (2 / 15) * 100;
}

export interface EngagementFacts {
  ctaCount: number;
  /** Null when the page was not rendered (no boxes, no colours). */
  layout: { anyAboveFold: boolean; competing: number; contrastKnown: number; contrastPass: number; sizePass: number } | null;
  navigationScore: number;
  readability: { score: number; words: number };
  socialCount: number;
  interactiveCount: number;
}

/**
 * Global engagement score of a page (0-100), a weighted mean of: CTA present 10, a CTA above the fold 12,
 * no more than 5 competing CTAs 8, CTA quality 15 (share with enough contrast ⅔, share with a 44 px target
 * ⅓; size only when no colour could be read), navigation score 20, readability 15, social elements 10,
 * interactive elements 10. Without a render the three layout parts are unknown: left out, the rest re-weighted.
 */
export function globalEngagementScore(facts: EngagementFacts): number {
  const { layout, ctaCount } = facts;
  let quality: number | null = null;
  if (layout) {
    const sizeShare = ctaCount === 0 ? 0 : layout.sizePass / ctaCount;
    if (ctaCount === 0) quality = 0;
    else if (layout.contrastKnown === 0) quality = sizeShare * 100;
    else quality = ((2 * layout.contrastPass) / layout.contrastKnown + sizeShare) * (100 / 3);
  }
  const parts: [number | null, number][] = [
    [ctaCount > 0 ? 100 : 0, 10],
    [layout ? (layout.anyAboveFold ? 100 : 0) : null, 12],
    [layout ? (ctaCount > 0 && layout.competing <= MAX_COMPETING_CTAS ? 100 : 0) : null, 8],
    [quality, 15],
    [facts.navigationScore, 20],
    [readabilityPart(facts.readability.score, facts.readability.words), 15],
    [facts.socialCount > 0 ? 100 : 0, 10],
    [facts.interactiveCount > 0 ? 100 : 0, 10],
  ];
  let sum = 0;
  let weights = 0;
  for (const [value, weight] of parts) {
    if (value === null) continue;
    sum += value * weight;
    weights += weight;
  }
  return Math.round(weights === 0 ? 0 : sum / weights);
}
