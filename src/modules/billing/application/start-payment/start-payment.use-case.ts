import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { IDENTITY_ACCOUNT_PLANS, type AccountPlanAccount, type AccountPlans } from '../../../identity/index.js';
import { WITHDRAWAL_CONSENT_VERSION, type PaymentMethod } from '../../domain/order.js';
import { alreadyCovers } from '../../domain/plans.js';
import { BILLING } from '../../billing.tokens.js';
import type { NewOrder, Order, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentProviders, StartedPayment } from '../ports/payment-provider.port.js';
import type { PromoRepository } from '../ports/promo.repository.port.js';
import { OrderCloser } from '../orders/order-closer.js';
import { PriceCheckout, promoRefused, type CheckoutInput, type PricedCheckout } from '../pricing/price-checkout.js';

export interface StartPaymentCommand {
  userId: string;
  method: PaymentMethod;
  input: CheckoutInput;
  /** The consumer ticked the express consent to immediate access (withdrawal right, digital content). */
  consent: boolean;
  locale: string;
}

export interface StartedCheckout {
  order: Order;
  payment: StartedPayment;
  testMode: boolean;
}

/**
 * `create-intent` and `create-paypal-order` (billing README, "Orders"): the order row comes first, with
 * its amounts computed here, its VAT decision and evidence frozen, its promo code held and the account
 * marked as buying; only then is the provider called, with an idempotency key derived from the order.
 * The same call repeated for the same open order reuses its payment; a call with other terms cancels
 * the open order first (at the provider, then here).
 */
@injectable()
export class StartPayment {
  constructor(
    @inject(PriceCheckout) private readonly pricing: PriceCheckout,
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.PromoRepository) private readonly promos: PromoRepository,
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(IDENTITY_ACCOUNT_PLANS) private readonly plans: AccountPlans,
    @inject(OrderCloser) private readonly closer: OrderCloser,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: StartPaymentCommand): Promise<StartedCheckout> {
    const account = await this.plans.find(command.userId);
    if (!account) throw new DomainError('not_found', 'USER_NOT_FOUND', 'user not found');
    const priced = await this.pricing.price(command.input, account.id);
    if (alreadyCovers(account, priced.plan)) throw new DomainError('conflict', 'BILLING_PLAN_OWNED', 'This account already has this plan');
    if (!priced.isBusiness && !command.consent) {
      throw new DomainError('validation', 'BILLING_CONSENT_REQUIRED', 'consent: the express consent to immediate access is required', { fields: { consent: 'BILLING_CONSENT_REQUIRED' } });
    }
    const provider = this.providers.of(command.method);
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await this.orders.findOpenFor(account.id);
      if (open && sameTerms(open, priced, command.method)) return this.startAt(open);
      if (open) {
        const closed = await this.closer.close(open, 'canceled', 'replaced');
        if (!closed.closed) throw new DomainError('conflict', 'BILLING_ALREADY_PAID', 'The open order of this account was paid meanwhile');
      }
      const created = await this.create(account, priced, command, provider.name);
      if (created) return this.startAt(created);
      // Another request of the same account created its order meanwhile: take that one.
    }
    throw new DomainError('conflict', 'BILLING_ORDER_BUSY', 'Another checkout of this account is in progress');
  }

  private async startAt(order: Order): Promise<StartedCheckout> {
    const provider = this.providers.of(order.method);
    const testMode = this.providers.testMode;
    if (order.providerRef) return { order, payment: await provider.resume(order.providerRef), testMode };
    const payment = await provider.start({
      id: order.id,
      amountCents: order.quote.totalCents,
      currency: order.quote.currency,
      plan: order.plan,
      customerEmail: order.customerEmail,
      description: `StackLens ${order.plan === 'premium' ? 'Premium' : 'Standard'} (lifetime)`,
      locale: order.locale,
    });
    if (!(await this.orders.setProviderRef(order.id, payment.reference, this.clock.now()))) {
      // Closed meanwhile (another submit of this account replaced it): this payment must never be payable.
      const now = await this.orders.findById(order.id);
      if (now?.status !== 'pending_payment') {
        await provider.cancel(payment.reference);
        throw new DomainError('conflict', 'BILLING_ORDER_CLOSED', 'This order is closed; start the checkout again');
      }
      throw new DomainError('conflict', 'BILLING_ORDER_BUSY', 'The order already has another payment');
    }
    return { order: { ...order, providerRef: payment.reference }, payment, testMode };
  }

  /** Null when the account has an open order after all (a concurrent request's). */
  private async create(account: AccountPlanAccount, priced: PricedCheckout, command: StartPaymentCommand, providerName: Order['provider']): Promise<Order | null> {
    const now = this.clock.now();
    const order: NewOrder = {
      id: randomUUID(),
      userId: account.id,
      plan: priced.plan,
      method: command.method,
      provider: providerName,
      quote: priced.quote,
      vatEvidence: priced.evidence,
      countryCode: priced.countryCode,
      isBusiness: priced.isBusiness,
      vatNumber: priced.vatNumber,
      customerName: command.input.customerName?.trim() || account.username,
      customerEmail: account.email,
      promoCode: priced.promo?.code ?? null,
      promoId: priced.promo?.id ?? null,
      consentAt: command.consent ? now : null,
      consentVersion: command.consent ? WITHDRAWAL_CONSENT_VERSION : null,
      locale: command.locale,
      createdAt: now,
    };
    return this.transactions.run(async () => {
      const inserted = await this.orders.insert(order);
      if (inserted === 'open-order-exists') return null;
      if (order.promoId && !(await this.promos.reserve(order.promoId, order.id, account.id))) throw promoRefused();
      await this.plans.setBuying(account.id, true);
      return inserted;
    });
  }
}

function sameTerms(order: Order, priced: PricedCheckout, method: PaymentMethod): boolean {
  const a = order.quote;
  const b = priced.quote;
  return (
    order.method === method &&
    order.plan === priced.plan &&
    order.countryCode === priced.countryCode &&
    order.isBusiness === priced.isBusiness &&
    order.vatNumber === priced.vatNumber &&
    order.promoCode === (priced.promo?.code ?? null) &&
    a.totalCents === b.totalCents &&
    a.taxCents === b.taxCents &&
    a.discountCents === b.discountCents
  );
}
