import { toolNeedsPremium, type PlanFeature } from '../../../../src/shared/billing/index.js';

/**
 * Each tool with its Premium badge read from the plans' feature table (src/shared/billing), so the badge,
 * the pricing page and the server's premium routes never disagree. Kept apart from tools.ts, which the
 * bundler's message imports tie to the frontend build, so the specs can hand it another table.
 */
export function withPlanBadges<T extends { readonly id: string }>(tools: readonly T[], features: readonly PlanFeature[]): (T & { readonly premium: boolean })[] {
  return tools.map((tool) => ({ ...tool, premium: toolNeedsPremium(tool.id, features) }));
}
