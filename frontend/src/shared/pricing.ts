/**
 * Lifetime plan prices. Payment is always charged in euros (docs/product.md §7.4: payments charged in
 * EUR); the other currencies are display-only, converted with fixed indicative rates chosen for
 * this page (not live exchange rates), and the page says so next to every converted amount.
 * Change a price or a rate here only.
 */
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CHARGE_CURRENCY: Currency = 'EUR';

export type PlanId = 'standard' | 'premium';

/** One-time prices in euros. */
export const PLAN_PRICES_EUR: Record<PlanId, number> = { standard: 79, premium: 149 };

/** Indicative units of each currency per euro; display only. */
export const INDICATIVE_RATES: Record<Currency, number> = { EUR: 1, USD: 1.08, GBP: 0.85 };

/** Percent off for students and non-profits (code via contact); the public code and its percent come from GET /api/payment/plans. */
export const STUDENT_DISCOUNT_PERCENT = 50;


/** The price in `currency`, rounded to whole units for display. */
export function displayPrice(plan: PlanId, currency: Currency): number {
  return Math.round(PLAN_PRICES_EUR[plan] * INDICATIVE_RATES[currency]);
}
