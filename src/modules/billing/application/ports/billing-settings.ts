import type { Seller } from '../../domain/invoice.js';
import type { PlanPrices } from '../../domain/plans.js';

/** The billing configuration use cases read (src/platform/config, README "Configuration"). */
export interface BillingSettings {
  prices: PlanPrices;
  /** Indicative units per euro of the other currencies the pricing page shows; never charged. */
  displayRates: Record<string, number>;
  publicPromoCode: string;
  ossThresholdExceeded: boolean;
  seller: Seller;
  publicUrl: string;
  /** What the browser needs to load the real providers' scripts; null in test mode. */
  stripePublishableKey: string | null;
  paypalClientId: string | null;
}
