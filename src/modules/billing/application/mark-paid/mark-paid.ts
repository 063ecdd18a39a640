import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { IDENTITY_ACCOUNT_PLANS, type AccountPlans } from '../../../identity/index.js';
import type { Clock } from '../../../../shared/index.js';
import { invoiceNumber, sequenceYear } from '../../domain/invoice.js';
import { transition, type ProviderName } from '../../domain/order.js';
import { BILLING } from '../../billing.tokens.js';
import type { BillingSettings } from '../ports/billing-settings.js';
import type { Invoice, InvoiceRepository } from '../ports/invoice.repository.port.js';
import type { Order, OrderRepository } from '../ports/order.repository.port.js';
import type { PromoRepository } from '../ports/promo.repository.port.js';
import type { ProviderEventRepository } from '../ports/provider-event.repository.port.js';
import { InvoiceFollowUp } from './invoice-follow-up.js';

export interface PaymentProof {
  provider: ProviderName;
  /** PaymentIntent id, PayPal order id or the test provider's id, as the provider reported it. */
  reference: string;
  /** Our order id as the provider carried it (metadata), used when the reference is not stored yet. */
  orderId: string | null;
  amountCents: number;
  currency: string;
  captureRef: string | null;
  /** The webhook event that proved it, recorded in the same transaction so a replay changes nothing. */
  event?: { id: string; type: string };
}

export type MarkPaidOutcome =
  | { outcome: 'paid'; order: Order; invoiceId: string }
  | { outcome: 'already-paid'; order: Order }
  | { outcome: 'duplicate-event' }
  | { outcome: 'unknown-order' }
  /** The provider's amount or currency is not the order's: nothing granted, logged for a person to look at. */
  | { outcome: 'mismatch'; order: Order }
  | { outcome: 'not-payable'; order: Order };

/**
 * The one way an order becomes paid (billing README, "Fulfilment"), whoever learned of the payment: the
 * Stripe or PayPal webhook, the PayPal capture, the 3-D Secure return page asking the server, or the
 * reconciliation job. One transaction: the event recorded, the order locked and paid, the promo code
 * consumed, the plan granted, the invoice numbered from its counter row and stored. Then the PDF and
 * mail are queued under the invoice's id. Run twice, or twenty times at once, it pays once.
 */
@injectable()
export class MarkPaid {
  constructor(
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.PromoRepository) private readonly promos: PromoRepository,
    @inject(BILLING.InvoiceRepository) private readonly invoices: InvoiceRepository,
    @inject(BILLING.ProviderEventRepository) private readonly events: ProviderEventRepository,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
    @inject(IDENTITY_ACCOUNT_PLANS) private readonly plans: AccountPlans,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(InvoiceFollowUp) private readonly followUp: InvoiceFollowUp,
  ) {}

  async execute(proof: PaymentProof): Promise<MarkPaidOutcome> {
    const result = await this.transactions.run(() => this.inTransaction(proof));
    if (result.outcome === 'paid') await this.followUp.queue(result.order.id, result.invoiceId);
    if (result.outcome === 'mismatch' || result.outcome === 'not-payable') {
      this.logger.error({ event: `billing.payment-${result.outcome}`, orderId: result.order.id, status: result.order.status, provider: proof.provider, reference: proof.reference, amountCents: proof.amountCents, currency: proof.currency }, 'payment not applied to its order: look at it');
    }
    return result;
  }

  private async inTransaction(proof: PaymentProof): Promise<MarkPaidOutcome> {
    const found = (await this.orders.findByProviderRef(proof.provider, proof.reference)) ?? (proof.orderId ? await this.orders.findById(proof.orderId) : null);
    if (proof.event && !(await this.events.record({ provider: proof.provider, id: proof.event.id, type: proof.event.type, orderId: found?.id ?? null, at: this.clock.now() }))) {
      return { outcome: 'duplicate-event' };
    }
    if (!found) return { outcome: 'unknown-order' };
    const order = (await this.orders.lock(found.id))!;
    if (order.status === 'paid' || order.status === 'refunded') return { outcome: 'already-paid', order };
    if (order.status !== 'pending_payment' || order.provider !== proof.provider || (order.providerRef !== null && order.providerRef !== proof.reference)) return { outcome: 'not-payable', order };
    if (proof.amountCents !== order.quote.totalCents || proof.currency.toUpperCase() !== order.quote.currency) return { outcome: 'mismatch', order };

    const now = this.clock.now();
    transition(order.status, 'pay');
    await this.orders.markPaid(order.id, { at: now, reference: proof.reference, captureRef: proof.captureRef });
    await this.consumePromo(order, now);
    if (order.userId) await this.plans.grant(order.userId, order.plan);
    await this.orders.setFollowUp(order.id, 'pending', now);
    // The counter row last: it serialises every payment until commit, so it is held for as little as possible.
    const year = sequenceYear(now);
    const sequence = await this.invoices.nextSequence('F', year);
    const invoice = invoiceFor(order, proof.reference, { year, sequence, at: now, seller: this.settings.seller });
    await this.invoices.insert(invoice);
    await this.invoices.ensureDocument(invoice.id, now);
    return { outcome: 'paid', order: { ...order, status: 'paid', paidAt: now }, invoiceId: invoice.id };
  }

  /** The code was held for this order since it was created; a refusal now is logged, never charged back to the customer. */
  private async consumePromo(order: Order, now: Date): Promise<void> {
    if (!order.promoCode) return;
    const taken = order.promoId
      ? await this.promos.consume(order.promoId, order.id, now)
      : !order.userId || (await this.promos.recordPublicUse(order.promoCode, order.userId, order.id, now));
    if (!taken) this.logger.warn({ event: 'billing.promo-already-used', orderId: order.id, code: order.promoCode }, 'promo code used twice; the paid price stands');
  }
}

function invoiceFor(order: Order, paymentId: string, numbering: { year: number; sequence: number; at: Date; seller: BillingSettings['seller'] }): Invoice {
  const q = order.quote;
  return {
    id: randomUUID(),
    number: invoiceNumber('F', numbering.year, numbering.sequence),
    series: 'F',
    year: numbering.year,
    sequence: numbering.sequence,
    kind: 'invoice',
    orderId: order.id,
    creditsInvoiceId: null,
    issuedAt: numbering.at,
    paymentId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerAddress: order.vatEvidence.vies?.status === 'valid' ? order.vatEvidence.vies.address : null,
    vatNumber: order.vatNumber,
    country: order.countryCode,
    isBusiness: order.isBusiness,
    selectedPlan: order.plan,
    currency: q.currency,
    baseCents: q.baseCents,
    discountCents: q.discountCents,
    netCents: q.netCents,
    taxCents: q.taxCents,
    totalCents: q.totalCents,
    taxBasisPoints: q.vatBasisPoints,
    isVatExempt: q.vat.exempt,
    reverseCharge: q.vat.reverseCharge,
    vatMention: q.vat.mention,
    seller: numbering.seller,
    locale: order.locale,
  };
}
