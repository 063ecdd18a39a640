/**
 * The two lifetime plans and what each opens (docs/product.md, "Plans and payment"). `PLAN_FEATURES` is
 * the one table the server's premium policy, the pricing page and the dashboard's badges read
 * (billing README, "Plans"); it is exported to the browser through contract.ts.
 */
export const PLAN_IDS = ['standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const isPlanId = (value: unknown): value is PlanId => value === 'standard' || value === 'premium';

/** Which plan a feature needs. A running trial opens everything, as Premium does. */
export type FeaturePlan = 'standard' | 'premium';

export interface PlanFeature {
  /** Stable id; the dashboard's tool ids where the feature is a tool. */
  readonly id: string;
  readonly plan: FeaturePlan;
  /** Dashboard tools this feature covers (their cards carry the Premium badge when `plan` is premium). */
  readonly tools: readonly string[];
  /** Page paths after `/{lang}` the feature lives under (the page guards' premium rules). */
  readonly pages: readonly string[];
  /** API path prefixes whose routes declare `auth: 'premium'` for this feature. */
  readonly api: readonly string[];
}

export const PLAN_FEATURES: readonly PlanFeature[] = [
  { id: 'audits', plan: 'standard', tools: ['audit-content', 'audit-website', 'audit-security', 'audit-performance', 'audit-user-engagement'], pages: ['/stack-audit'], api: [] },
  { id: 'studio', plan: 'standard', tools: ['studio', 'css-playground', 'snippets'], pages: ['/studio'], api: [] },
  { id: 'testing', plan: 'standard', tools: ['api-testing', 'responsive-testing'], pages: [], api: [] },
  { id: 'community', plan: 'standard', tools: [], pages: [], api: [] },
  { id: 'semantic', plan: 'premium', tools: ['audit-semantic'], pages: ['/stack-audit/semantic', '/semantic'], api: [] },
  { id: 'analytics', plan: 'premium', tools: ['stacklens-analytics'], pages: ['/stacklens-analytics', '/analytics'], api: ['/api/analytics/sites'] },
  // The designer is premium whole; StackQL's page and terminal are for every account, and only its index
  // advice, plan comparison and widgets are premium (a second saved connection too, decided by its use case).
  {
    id: 'sql',
    plan: 'premium',
    tools: ['stackql', 'database-designer'],
    pages: ['/database-designer', '/sql-generator'],
    api: ['/api/sql/saveSQLSchema', '/api/sql/loadSQLSchemas', '/api/sql/import', '/api/sql/:id', '/api/sql/connections/:id/advise', '/api/sql/plans', '/api/sql/widgets'],
  },
  { id: 'robots', plan: 'premium', tools: ['robots', 'audit-seo'], pages: ['/robots', '/seo-audit'], api: ['/api/devtools/robots', '/api/devtools/structured-data'] },
  { id: 'priority-support', plan: 'premium', tools: [], pages: [], api: [] },
];

/** Whether a dashboard tool needs Premium (or a trial), from PLAN_FEATURES. */
export function toolNeedsPremium(toolId: string): boolean {
  return PLAN_FEATURES.some((feature) => feature.plan === 'premium' && feature.tools.includes(toolId));
}

/** The plan a paid order grants, and whether owning `owned` makes buying `wanted` pointless. */
export function alreadyCovers(owned: { isPremium: boolean; isStandard: boolean }, wanted: PlanId): boolean {
  return owned.isPremium || (wanted === 'standard' && owned.isStandard);
}

export interface PlanPrices {
  standard: number;
  premium: number;
}
