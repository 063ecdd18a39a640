import { PLAN_FEATURES, type FeatureId, type PlanFeature } from '../../../shared/billing/index.js';

/**
 * The API path prefixes whose routes declare `auth: 'premium'`, per feature of the shared plan table
 * (src/shared/billing/plan-features.ts decides which plan each feature needs). Kept here, on the server,
 * because the browser never needs them and the table is in the home page's first bundle, whose
 * JavaScript budget (docs/product.md, test/e2e/web/budget.web.spec.ts) they would eat into.
 */
export const PREMIUM_API_PREFIXES: Readonly<Partial<Record<FeatureId, readonly string[]>>> = {
  analytics: ['/api/analytics/sites'],
  sql: ['/api/sql/saveSQLSchema', '/api/sql/loadSQLSchemas', '/api/sql/import', '/api/sql/:id', '/api/sql/connections/:id/advise', '/api/sql/plans', '/api/sql/widgets'],
  robots: ['/api/devtools/robots', '/api/devtools/structured-data'],
};

/** The API path prefixes whose routes are premium: those of the features the table puts in Premium. */
export function premiumApiPrefixes(features: readonly PlanFeature[] = PLAN_FEATURES): string[] {
  return features.filter((feature) => feature.plan === 'premium').flatMap((feature) => PREMIUM_API_PREFIXES[feature.id] ?? []);
}

/** Whether a route path (a @koa/router pattern) lies under one of the premium API prefixes. */
export function isPremiumApiPath(path: string, features: readonly PlanFeature[] = PLAN_FEATURES): boolean {
  return premiumApiPrefixes(features).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
