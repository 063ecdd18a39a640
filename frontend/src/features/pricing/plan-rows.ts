import { PLAN_IDS, planIncludes, type FeatureId, type PlanFeature, type PlanId } from '../../../../src/shared/billing/index.js';

/** One row of the comparison: whether the trial and each plan open the feature. */
export type CompareRow = { readonly id: FeatureId; readonly trial: boolean } & Readonly<Record<PlanId, boolean>>;

/**
 * The pricing page's comparison read from the plans' feature table (src/shared/billing), in its order.
 * Kept apart from plans.ts, whose message imports tie it to the frontend build, so the specs can hand
 * it another table.
 */
export function compareRows(features: readonly PlanFeature[]): CompareRow[] {
  return features.map((feature) => ({ id: feature.id, trial: feature.trial, ...(Object.fromEntries(PLAN_IDS.map((plan) => [plan, planIncludes(plan, feature)])) as Record<PlanId, boolean>) }));
}

/** What a plan card lists: the features the plan opens, in the table's order. */
export function planFeatureIds(plan: PlanId, features: readonly PlanFeature[]): FeatureId[] {
  return features.filter((feature) => planIncludes(plan, feature)).map((feature) => feature.id);
}
