import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { IDENTITY_ACCOUNT_PLANS, type AccountPlans } from '../../../identity/index.js';
import { invoiceNumber, sequenceYear } from '../../domain/invoice.js';
import { refundVerdict, transition } from '../../domain/order.js';
import { BILLING } from '../../billing.tokens.js';
import type { BillingSettings } from '../ports/billing-settings.js';
import type { InvoiceRepository } from '../ports/invoice.repository.port.js';
import type { Order, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentProviders } from '../ports/payment-provider.port.js';
import { InvoiceFollowUp } from '../mark-paid/invoice-follow-up.js';

/**
 * An admin refunds a paid order within the 30-day guarantee (docs/product.md, "Plans and payment"):
 * the provider refunds first (idempotent by a key from the order, so a retry never refunds twice), then
 * one transaction marks the order refunded, issues a credit note referencing the invoice and takes the
 * plan back, which renews the account's tokens (identity's AccountPlans).
 */
@injectable()
export class RefundOrder {
  constructor(
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.InvoiceRepository) private readonly invoices: InvoiceRepository,
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
    @inject(IDENTITY_ACCOUNT_PLANS) private readonly plans: AccountPlans,
    @inject(InvoiceFollowUp) private readonly followUp: InvoiceFollowUp,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { orderId: string }): Promise<Order> {
    const order = await this.orders.findById(command.orderId);
    if (!order) throw new DomainError('not_found', 'BILLING_ORDER_NOT_FOUND', 'No such order');
    const verdict = refundVerdict(order, this.clock.now());
    if (!verdict.refundable) {
      throw verdict.reason === 'window-closed'
        ? new DomainError('conflict', 'BILLING_REFUND_WINDOW_CLOSED', 'The 30-day guarantee of this order has ended', { refundableUntil: verdict.until?.toISOString() })
        : new DomainError('conflict', 'BILLING_REFUND_NOT_PAID', 'Only a paid order can be refunded');
    }
    const { refundRef } = await this.providers.of(order.method).refund({ reference: order.providerRef!, captureRef: order.providerCaptureRef }, order.quote.totalCents, `refund-${order.id}`);
    return this.apply(order.id, refundRef);
  }

  /** A refund made at the provider (its dashboard) and reported by webhook: recorded the same way, without the window. */
  async applyProviderRefund(orderId: string, refundRef: string): Promise<Order> {
    return this.apply(orderId, refundRef);
  }

  private async apply(orderId: string, refundRef: string): Promise<Order> {
    const issued = await this.transactions.run(async () => {
      const order = (await this.orders.lock(orderId))!;
      if (order.status === 'refunded') return null;
      transition(order.status, 'refund');
      const now = this.clock.now();
      await this.orders.markRefunded(order.id, { at: now, reference: refundRef });
      if (order.userId) await this.plans.revoke(order.userId, order.plan);
      const invoice = await this.invoices.findByOrder(order.id, 'invoice');
      if (!invoice) throw new Error(`paid order ${order.id} has no invoice`);
      const year = sequenceYear(now);
      const sequence = await this.invoices.nextSequence('AV', year);
      const creditNote = { ...invoice, id: randomUUID(), number: invoiceNumber('AV', year, sequence), series: 'AV' as const, year, sequence, kind: 'credit_note' as const, creditsInvoiceId: invoice.id, issuedAt: now, paymentId: refundRef, seller: this.settings.seller };
      await this.invoices.insert(creditNote);
      await this.invoices.ensureDocument(creditNote.id, now);
      return { orderId: order.id, creditNoteId: creditNote.id };
    });
    if (issued) await this.followUp.queue(issued.orderId, issued.creditNoteId);
    return (await this.orders.findById(orderId))!;
  }
}
