import type { ScoreBand, Scored } from '../contract.js';

// Scores travel in the report as they are: the HTTP contract owns their types.
export type { ScoreBand, Scored };

/** docs/product.md §13.1: 90-100 excellent, 50-89 needs improvement, 0-49 poor. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'excellent';
  if (score >= 50) return 'needs-improvement';
  return 'poor';
}

/** Scores are whole numbers 0-100 everywhere they are shown. */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, Math.round(value)));
}

export function scored(value: number): Scored {
  const score = clampScore(value);
  return { score, band: scoreBand(score) };
}
