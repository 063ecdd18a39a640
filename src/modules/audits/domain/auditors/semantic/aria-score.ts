import type { AxeRuleResult, AxeSummary } from '../../collection-bundle.js';

/**
 * ARIA/accessibility score from axe-core's results over all its rules.
 *
 * Every applicable rule weighs by its impact: critical 10, serious 7, moderate 3, minor 1 (Lighthouse
 * weighs its accessibility audits 10/7/3 the same way). axe reports an impact only for failing rules,
 * so each passed rule weighs 3, a moderate rule; a violation without an impact also weighs 3.
 *
 *   score = 100 × 3·passed / (3·passed + Σ weight(violation))
 *
 * "Needs review" (incomplete) and inapplicable rules do not count: axe could not decide them. A page
 * where no rule applied scores 100. Node counts do not multiply the weight (as in Lighthouse): a rule
 * is either met or not.
 */
export const IMPACT_WEIGHTS: Record<NonNullable<AxeRuleResult['impact']>, number> = {
  critical: 10,
  serious: 7,
  moderate: 3,
  minor: 1,
};

export const PASSED_RULE_WEIGHT = 3;

export function impactWeight(impact: AxeRuleResult['impact']): number {
  return impact === null ? PASSED_RULE_WEIGHT : IMPACT_WEIGHTS[impact];
}

/** Unrounded score 0-100. */
export function ariaScore(axe: AxeSummary): number {
  const passed = PASSED_RULE_WEIGHT * axe.passes;
  const failed = axe.violations.reduce((sum, violation) => sum + impactWeight(violation.impact), 0);
  if (passed + failed === 0) return 100;
  return (100 * passed) / (passed + failed);
}
