import { inject, injectable } from 'inversify';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ABANDON_AFTER_MS, RECONCILE_AFTER_MS } from '../../domain/order.js';
import { BILLING } from '../../billing.tokens.js';
import type { InvoiceRepository } from '../ports/invoice.repository.port.js';
import type { Order, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentProviders } from '../ports/payment-provider.port.js';
import { InvoiceFollowUp } from '../mark-paid/invoice-follow-up.js';
import { MarkPaid } from '../mark-paid/mark-paid.js';
import { OrderCloser, proofOf } from '../orders/order-closer.js';

export interface ReconcileReport {
  paid: number;
  expired: number;
  waiting: number;
  requeued: number;
  failed: number;
}

/**
 * The repeatable job that settles what no webhook or return page settled (billing README,
 * "Fulfilment"): every order still pending 15 minutes after it was created is looked up at its
 * provider; paid ones are marked paid, PayPal approvals captured, ones still waiting on the customer a
 * day later closed once the provider confirms nothing can follow. Invoice jobs that could not be
 * queued are queued again.
 */
@injectable()
export class ReconcileOrders {
  constructor(
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.InvoiceRepository) private readonly invoices: InvoiceRepository,
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(MarkPaid) private readonly markPaid: MarkPaid,
    @inject(OrderCloser) private readonly closer: OrderCloser,
    @inject(InvoiceFollowUp) private readonly followUp: InvoiceFollowUp,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(options: { limit?: number } = {}): Promise<ReconcileReport> {
    const report: ReconcileReport = { paid: 0, expired: 0, waiting: 0, requeued: 0, failed: 0 };
    const before = new Date(this.clock.now().getTime() - RECONCILE_AFTER_MS);
    for (const order of await this.orders.listPendingBefore(before, options.limit ?? 200)) {
      try {
        const settled = await this.settle(order);
        report[settled] += 1;
      } catch (error) {
        report.failed += 1;
        this.logger.warn({ err: error, orderId: order.id }, 'reconciliation could not settle an order; next run retries');
      }
    }
    for (const order of await this.orders.listFollowUpFailed(50)) {
      const invoice = await this.invoices.findByOrder(order.id, order.status === 'refunded' ? 'credit_note' : 'invoice');
      if (invoice && (await this.followUp.queue(order.id, invoice.id))) report.requeued += 1;
    }
    return report;
  }

  private async settle(order: Order): Promise<'paid' | 'expired' | 'waiting'> {
    if (!order.providerRef) {
      await this.closer.close(order, 'expired', 'never-started');
      return 'expired';
    }
    const provider = this.providers.of(order.method);
    let state = await provider.lookup(order.providerRef);
    if (state.status === 'approved') state = await provider.capture(order.providerRef, `capture-${order.id}`);
    if (state.status === 'succeeded') {
      await this.markPaid.execute(proofOf(order, state));
      return 'paid';
    }
    if (state.status === 'processing') return 'waiting';
    // A customer still on the card form or the 3-D Secure page keeps a payable order for a day; canceling
    // the payment under them after 15 minutes would refuse a card they are entering.
    if ((state.status === 'awaiting_customer' || state.status === 'requires_action') && this.clock.now().getTime() - order.createdAt.getTime() < ABANDON_AFTER_MS) return 'waiting';
    const outcome = await this.closer.close(order, 'expired', state.status === 'canceled' ? 'canceled-at-provider' : 'abandoned');
    return outcome.closed ? 'expired' : 'paid';
  }
}
