import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { isPlanId, type PlanId } from '../../domain/plans.js';
import { isPlausiblePromoCode, normalizePromoCode, PROMO_REFUSED, PUBLIC_PROMO_PERCENT } from '../../domain/promo.js';
import { quote, type Quote } from '../../domain/quote.js';
import { BILLING_COUNTRIES, decideVat, type VatInput } from '../../domain/vat.js';
import { checkVatNumber } from '../../domain/vat-number.js';
import { BILLING } from '../../billing.tokens.js';
import type { BillingSettings } from '../ports/billing-settings.js';
import type { VatEvidence } from '../ports/order.repository.port.js';
import type { PromoRepository } from '../ports/promo.repository.port.js';
import { VatVerification } from './vat-verification.js';

/** The checkout's fields as the server reads them (docs/product.md §5.5: the payment intent request and the PayPal order). */
export interface CheckoutInput {
  plan: string;
  countryCode: string;
  isBusiness: boolean;
  vatNumber: string | null;
  promoCode: string | null;
  customerName: string | null;
}

export interface PricedCheckout {
  plan: PlanId;
  quote: Quote;
  evidence: VatEvidence;
  countryCode: string;
  isBusiness: boolean;
  /** Normalised, with its country prefix; null for consumers or when none was given. */
  vatNumber: string | null;
  /** What VIES said the business is called and where, for the invoice. */
  businessAddress: string | null;
  promo: { code: string; id: string | null; percent: number } | null;
}

export const promoRefused = () => new DomainError('validation', PROMO_REFUSED.code, PROMO_REFUSED.message, { fields: { promo_code: PROMO_REFUSED.code } });

/**
 * Prices a checkout on the server: the plan's configured price, the promo code checked (again), the
 * VAT decided from the country, the business tick and VIES (billing README, "VAT"). The browser's
 * amounts are never read. Used by the live quote and by every order creation.
 */
@injectable()
export class PriceCheckout {
  constructor(
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
    @inject(BILLING.PromoRepository) private readonly promos: PromoRepository,
    @inject(VatVerification) private readonly vies: VatVerification,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async price(input: CheckoutInput, userId: string): Promise<PricedCheckout> {
    if (!isPlanId(input.plan)) throw new DomainError('validation', 'BILLING_PLAN_INVALID', 'selected_plan: standard or premium', { fields: { selected_plan: 'BILLING_PLAN_INVALID' } });
    const country = input.countryCode.trim().toUpperCase();
    if (!BILLING_COUNTRIES.includes(country)) throw new DomainError('validation', 'BILLING_COUNTRY_INVALID', 'country_code: an ISO 3166 country code', { fields: { country_code: 'BILLING_COUNTRY_INVALID' } });
    const now = this.clock.now();
    const vat = await this.vatFor(country, input, now);
    const promo = input.promoCode?.trim() ? await this.promoFor(input.promoCode, userId) : null;
    try {
      return {
        plan: input.plan,
        quote: quote(input.plan, this.settings.prices[input.plan], promo?.percent ?? 0, decideVat(vat.input)),
        evidence: vat.evidence,
        countryCode: country,
        isBusiness: input.isBusiness,
        vatNumber: vat.number,
        businessAddress: vat.address,
        promo,
      };
    } catch (error) {
      // A rate missing from the table for this day: the checkout says the tax could not be computed.
      throw new DomainError('unavailable', 'BILLING_TAX_FAILED', `Tax calculation failed: ${(error as Error).message}`);
    }
  }

  private async vatFor(country: string, input: CheckoutInput, now: Date): Promise<{ input: VatInput; evidence: VatEvidence; number: string | null; address: string | null }> {
    const base = { country, isBusiness: input.isBusiness, ossThresholdExceeded: this.settings.ossThresholdExceeded, at: now };
    const typed = input.isBusiness ? input.vatNumber?.trim() || null : null;
    const evidence: VatEvidence = { country, isBusiness: input.isBusiness, vatNumber: null, numberVerdict: null, vies: null, ossThresholdExceeded: base.ossThresholdExceeded, decidedAt: now.toISOString() };
    if (!typed) return { input: { ...base, numberVerdict: null }, evidence, number: null, address: null };
    const checked = checkVatNumber(country, typed);
    if (!checked.ok) {
      const verdict = checked.reason === 'country' ? 'country' : 'format';
      return { input: { ...base, numberVerdict: verdict }, evidence: { ...evidence, vatNumber: typed.toUpperCase().slice(0, 20), numberVerdict: verdict }, number: null, address: null };
    }
    const number = `${checked.prefix}${checked.number}`;
    const vies = await this.vies.check(checked.prefix, checked.number);
    return {
      input: { ...base, numberVerdict: vies.status },
      evidence: {
        ...evidence,
        vatNumber: number,
        numberVerdict: vies.status,
        vies: { status: vies.status, requestId: vies.requestId, checkedAt: vies.checkedAt.toISOString(), name: vies.name, address: vies.address },
      },
      number,
      address: vies.status === 'valid' ? vies.address : null,
    };
  }

  private async promoFor(typed: string, userId: string): Promise<{ code: string; id: string | null; percent: number }> {
    const code = normalizePromoCode(typed);
    if (!isPlausiblePromoCode(code)) throw promoRefused();
    if (code === normalizePromoCode(this.settings.publicPromoCode)) {
      if (await this.promos.publicCodeUsedBy(code, userId)) throw promoRefused();
      return { code, id: null, percent: PUBLIC_PROMO_PERCENT };
    }
    const promo = await this.promos.findSingleUse(code);
    if (!promo || promo.consumedBy || (promo.heldBy && promo.heldBy.userId !== userId)) throw promoRefused();
    return { code, id: promo.id, percent: promo.percent };
  }
}
