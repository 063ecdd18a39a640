import { inject, injectable } from 'inversify';
import { CHARGE_CURRENCY } from '../../domain/money.js';
import { REFUND_WINDOW_DAYS } from '../../domain/order.js';
import { PLAN_FEATURES, PLAN_IDS } from '../../domain/plans.js';
import { PUBLIC_PROMO_PERCENT, SINGLE_USE_PROMO_PERCENT } from '../../domain/promo.js';
import { BILLING_COUNTRIES } from '../../domain/vat.js';
import { BILLING } from '../../billing.tokens.js';
import type { BillingSettings } from '../ports/billing-settings.js';
import type { PaymentProviders } from '../ports/payment-provider.port.js';
import type { PlansResponse } from '../../contract.js';

/** `GET /api/payment/plans`: what the pricing page and the checkout show, from configuration. */
@injectable()
export class GetPlans {
  constructor(
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
  ) {}

  execute(): PlansResponse {
    return {
      success: true,
      currency: CHARGE_CURRENCY,
      plans: PLAN_IDS.map((id) => ({ id, priceCents: this.settings.prices[id] })),
      displayCurrencies: [{ code: CHARGE_CURRENCY, rate: 1 }, ...Object.entries(this.settings.displayRates).map(([code, rate]) => ({ code, rate }))],
      publicPromo: { code: this.settings.publicPromoCode, percent: PUBLIC_PROMO_PERCENT },
      studentDiscountPercent: SINGLE_USE_PROMO_PERCENT,
      refundDays: REFUND_WINDOW_DAYS,
      features: PLAN_FEATURES.map((f) => ({ id: f.id, plan: f.plan, tools: [...f.tools] })),
      countries: [...BILLING_COUNTRIES],
      defaultCountry: 'FR',
      testMode: this.providers.testMode,
      stripePublishableKey: this.settings.stripePublishableKey,
      paypalClientId: this.settings.paypalClientId,
    };
  }
}
