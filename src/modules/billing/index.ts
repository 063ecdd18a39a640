/** The billing module's public surface for other modules and the composition roots. */
export const BILLING_QUEUE = 'billing';
export const BILLING_JOBS = {
  /** The invoice's PDF rendered and mailed; job id = invoice id, so it runs once per invoice. */
  invoiceIssued: 'billing.invoice-issued',
  /** Every 5 minutes: orders pending for 15 minutes settled by asking their provider. */
  reconcile: 'billing.reconcile',
  /** The test payment provider's signed events, delivered like a provider's webhook (never in production). */
  testProviderEvent: 'billing.test-provider-event',
} as const;

export interface InvoiceIssuedJob {
  invoiceId: string;
}

export interface TestProviderEventJob {
  method: 'card' | 'paypal';
  body: string;
  headers: Record<string, string>;
}

export type { PlanId, PlanFeature } from './domain/plans.js';
export { PLAN_FEATURES, PREMIUM_API_PREFIXES, premiumApiPrefixes, isPremiumApiPath } from './domain/plans.js';
