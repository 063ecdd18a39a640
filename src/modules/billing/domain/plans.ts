/**
 * The two lifetime plans and what each opens (docs/product.md, "Plans and payment"). The table itself,
 * `PLAN_FEATURES`, lives in src/shared/billing because the browser reads the same one (the pricing page,
 * the dashboard's badges, the premium page guards; billing README, "Plans"); the server's premium
 * routes are checked against it.
 */
export { PLAN_FEATURES, PLAN_IDS, isPlanId, toolNeedsPremium } from '../../../shared/billing/index.js';
export { PREMIUM_API_PREFIXES, premiumApiPrefixes, isPremiumApiPath } from './premium-api.js';
export type { FeaturePlan, PlanFeature, PlanId } from '../../../shared/billing/index.js';
import type { PlanId } from '../../../shared/billing/index.js';

/** The plan a paid order grants, and whether owning `owned` makes buying `wanted` pointless. */
export function alreadyCovers(owned: { isPremium: boolean; isStandard: boolean }, wanted: PlanId): boolean {
  return owned.isPremium || (wanted === 'standard' && owned.isStandard);
}

export interface PlanPrices {
  standard: number;
  premium: number;
}
