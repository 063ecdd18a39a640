import { applyBasisPoints, assertCents, CHARGE_CURRENCY, type Cents } from './money.js';
import type { PlanId } from './plans.js';
import type { VatDecision } from './vat.js';

/**
 * The price of one order, computed once on the server and frozen on the order (billing README, "Money"):
 * the discount comes off the base price, VAT is computed on what remains, and the total is their sum.
 */
export interface Quote {
  plan: PlanId;
  currency: typeof CHARGE_CURRENCY;
  baseCents: Cents;
  discountPercent: number;
  discountCents: Cents;
  /** Base minus discount: what VAT is computed on. */
  netCents: Cents;
  vatBasisPoints: number;
  taxCents: Cents;
  totalCents: Cents;
  vat: VatDecision;
}

export function quote(plan: PlanId, baseCents: Cents, discountPercent: number, vat: VatDecision): Quote {
  assertCents(baseCents, 'base price');
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) throw new RangeError(`discount percent out of range: ${discountPercent}`);
  const discountCents = applyBasisPoints(baseCents, discountPercent * 100);
  const netCents = baseCents - discountCents;
  const taxCents = applyBasisPoints(netCents, vat.basisPoints);
  return { plan, currency: CHARGE_CURRENCY, baseCents, discountPercent, discountCents, netCents, vatBasisPoints: vat.basisPoints, taxCents, totalCents: netCents + taxCents, vat };
}

/** The rate as a number of percent for display and the invoice's taxPercentage (2 550 → 25.5). */
export const basisPointsToPercent = (bp: number): number => bp / 100;
