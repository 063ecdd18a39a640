import { inject, injectable } from 'inversify';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { PaymentMethod } from '../../domain/order.js';
import { BILLING } from '../../billing.tokens.js';
import type { OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentProviders } from '../ports/payment-provider.port.js';
import { MarkPaid } from '../mark-paid/mark-paid.js';
import { proofOf } from '../orders/order-closer.js';
import { RefundOrder } from '../refund-order/refund-order.use-case.js';

/**
 * A webhook delivery (Stripe, PayPal, or the test provider's signed events): the signature is checked
 * by the provider's adapter before anything is read (billing README, "Webhooks"), then the event drives
 * the same MarkPaid as every other path. Its id is recorded in MarkPaid's transaction, so a replay
 * changes nothing; events about refunds made at the provider's dashboard apply the refund here too.
 */
@injectable()
export class HandleProviderEvent {
  constructor(
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(MarkPaid) private readonly markPaid: MarkPaid,
    @inject(RefundOrder) private readonly refunds: RefundOrder,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(command: { method: PaymentMethod; rawBody: Buffer; headers: Record<string, string | undefined> }): Promise<string> {
    const provider = this.providers.of(command.method);
    const event = await provider.verifyEvent(command.rawBody, command.headers);
    const order = event.reference ? ((await this.orders.findByProviderRef(provider.name, event.reference)) ?? (event.orderId ? await this.orders.findById(event.orderId) : null)) : null;
    switch (event.kind) {
      case 'payment-succeeded': {
        if (event.amountCents === null || !event.reference) return 'ignored';
        const outcome = await this.markPaid.execute({ provider: provider.name, reference: event.reference, orderId: event.orderId, amountCents: event.amountCents, currency: event.currency ?? '', captureRef: event.captureRef, event: { id: event.id, type: event.type } });
        return outcome.outcome;
      }
      case 'payment-approved': {
        // PayPal: the customer approved but the page that would have captured never called back.
        if (!order || order.status !== 'pending_payment' || !order.providerRef) return 'ignored';
        const state = await provider.capture(order.providerRef, `capture-${order.id}`);
        if (state.status !== 'succeeded') return 'not-completed';
        return (await this.markPaid.execute({ ...proofOf(order, state), event: { id: event.id, type: event.type } })).outcome;
      }
      case 'refunded': {
        if (!order || order.status !== 'paid') return 'ignored';
        await this.refunds.applyProviderRefund(order.id, event.captureRef ?? event.id);
        return 'refunded';
      }
      default:
        this.logger.debug({ provider: provider.name, type: event.type }, 'provider event ignored');
        return 'ignored';
    }
  }
}
