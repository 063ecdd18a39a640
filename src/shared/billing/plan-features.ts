/**
 * What each lifetime plan opens (docs/product.md, "Plans and payment"; billing README, "Plans"): the one
 * table the server's premium routes, the pricing page's plan cards and comparison, the dashboard's
 * Premium badges and the browser's premium page guards all read. Pure data and functions of it: the
 * browser bundle imports this file (.dependency-cruiser.cjs), so it imports no package.
 */
export const PLAN_IDS = ['standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const isPlanId = (value: unknown): value is PlanId => value === 'standard' || value === 'premium';

/** Which plan a feature needs. A running trial opens what its row says, as Premium does. */
export type FeaturePlan = PlanId;

export const FEATURE_IDS = ['audits', 'studio', 'testing', 'community', 'semantic', 'analytics', 'sql', 'robots', 'priority-support'] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

export interface PlanFeature {
  /** Stable id; the pricing page names each feature by it. */
  readonly id: FeatureId;
  readonly plan: FeaturePlan;
  /** Whether the free week opens it (everything but the support promised to paying Premium customers). */
  readonly trial: boolean;
  /** Dashboard tools this feature covers (their cards carry the Premium badge when `plan` is premium). */
  readonly tools: readonly string[];
  /** Page paths after `/{lang}` the feature lives under (the browser's premium page guards). */
  readonly pages: readonly string[];
}

export const PLAN_FEATURES: readonly PlanFeature[] = [
  { id: 'audits', plan: 'standard', trial: true, tools: ['audit-content', 'audit-website', 'audit-security', 'audit-performance', 'audit-user-engagement'], pages: ['/stack-audit'] },
  { id: 'studio', plan: 'standard', trial: true, tools: ['studio', 'css-playground', 'snippets'], pages: ['/studio'] },
  { id: 'testing', plan: 'standard', trial: true, tools: ['api-testing', 'responsive-testing'], pages: [] },
  { id: 'community', plan: 'standard', trial: true, tools: [], pages: [] },
  { id: 'semantic', plan: 'premium', trial: true, tools: ['audit-semantic'], pages: ['/stack-audit/semantic', '/semantic'] },
  { id: 'analytics', plan: 'premium', trial: true, tools: ['stacklens-analytics'], pages: ['/stacklens-analytics', '/analytics'] },
  // The designer is premium whole; StackQL's page and terminal are for every account, and only its index
  // advice, plan comparison and widgets are premium (a second saved connection too, decided by its use case).
  {
    id: 'sql',
    plan: 'premium',
    trial: true,
    tools: ['stackql', 'database-designer'],
    pages: ['/database-designer', '/sql-generator'],
  },
  { id: 'robots', plan: 'premium', trial: true, tools: ['robots', 'audit-seo'], pages: ['/robots', '/seo-audit'] },
  { id: 'priority-support', plan: 'premium', trial: false, tools: [], pages: [] },
];

/** Whether `plan` opens `feature`: Premium opens everything Standard does. */
export function planIncludes(plan: PlanId, feature: PlanFeature): boolean {
  return plan === 'premium' || feature.plan === 'standard';
}

/** Whether a dashboard tool needs Premium (or a trial). */
export function toolNeedsPremium(toolId: string, features: readonly PlanFeature[] = PLAN_FEATURES): boolean {
  return features.some((feature) => feature.plan === 'premium' && feature.tools.includes(toolId));
}

/** The page prefixes only Premium (or a trial) opens, in the table's order. */
export function premiumPages(features: readonly PlanFeature[] = PLAN_FEATURES): string[] {
  return features.filter((feature) => feature.plan === 'premium').flatMap((feature) => feature.pages);
}
