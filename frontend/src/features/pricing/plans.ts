import type { MessageDescriptor } from 'react-intl';
import type { FeatureId, PlanId } from '../../../../src/shared/billing/index.js';
import { pricingMessages as m } from './pricing.messages';

/** How the pricing page names each row of the plans' feature table (src/shared/billing); which plan opens it is the table's. */
export const FEATURE_LABELS: Readonly<Record<FeatureId, MessageDescriptor>> = {
  audits: m.featureAudits,
  studio: m.featureStudio,
  testing: m.featureTesting,
  community: m.featureCommunity,
  semantic: m.featureSemantic,
  analytics: m.featureAnalytics,
  sql: m.featureSql,
  robots: m.featureRobots,
  'priority-support': m.featurePriority,
};

export interface Plan {
  readonly id: PlanId;
  /** Plan names are brands, written the same in every language. */
  readonly name: string;
  readonly body: MessageDescriptor;
  readonly popular: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'standard', name: 'Standard', body: m.standardBody, popular: false },
  { id: 'premium', name: 'Premium', body: m.premiumBody, popular: true },
];
