import type { MessageDescriptor } from 'react-intl';
import type { PlanId } from '../../shared/pricing';
import { pricingMessages as m } from './pricing.messages';

export interface Feature {
  readonly label: MessageDescriptor;
  readonly standard: boolean;
}

/** What each plan unlocks, following the premium-only paths of docs/product.md §4.2. The trial unlocks everything. */
export const FEATURES: readonly Feature[] = [
  { label: m.featureAudits, standard: true },
  { label: m.featureStudio, standard: true },
  { label: m.featureTesting, standard: true },
  { label: m.featureCommunity, standard: true },
  { label: m.featureSemantic, standard: false },
  { label: m.featureAnalytics, standard: false },
  { label: m.featureSql, standard: false },
  { label: m.featureRobots, standard: false },
  { label: m.featurePriority, standard: false },
];

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
