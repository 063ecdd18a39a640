/**
 * How a plan price is shown. Prices (integer euro cents) and the indicative rates of the other display
 * currencies are configuration (`PLAN_*_PRICE_CENTS`, `DISPLAY_CURRENCY_RATES`; billing README, "Plans"),
 * answered by GET /api/payment/plans; none is copied into the bundle. Payment is always charged in euros
 * (docs/product.md §7.4); the other currencies are display-only, fixed indicative rates rather than live
 * exchange rates, and the pricing page says so next to every converted amount.
 */
export const CHARGE_CURRENCY = 'EUR';

/** An ISO 4217 code the server lists among its display currencies. */
export type Currency = string;

/** A price in cents shown in a currency `rate` units per euro, rounded to whole units. */
export function displayAmount(priceCents: number, rate: number): number {
  return Math.round((priceCents / 100) * rate);
}
