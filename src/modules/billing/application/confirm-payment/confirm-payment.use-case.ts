import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/index.js';
import { BILLING } from '../../billing.tokens.js';
import type { Order, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentProviders, ProviderPayment } from '../ports/payment-provider.port.js';
import { MarkPaid } from '../mark-paid/mark-paid.js';
import { proofOf } from '../orders/order-closer.js';

export interface PaymentState {
  order: Order;
  /** What the provider says now (null when the order no longer waits on it). */
  provider: ProviderPayment | null;
}

/** The order of this user by our id or by the provider's reference (the 3-D Secure return carries the PaymentIntent id). */
export async function ownedOrder(orders: OrderRepository, userId: string, ref: { orderId?: string; reference?: string; provider?: Order['provider'] }): Promise<Order> {
  const order = ref.orderId ? await orders.findById(ref.orderId) : ref.reference && ref.provider ? await orders.findByProviderRef(ref.provider, ref.reference) : null;
  if (!order || order.userId !== userId) throw new DomainError('not_found', 'BILLING_ORDER_NOT_FOUND', 'No such order');
  return order;
}

/**
 * The return from 3-D Secure, or the browser saying a card payment went through: the server asks the
 * provider, never the browser, and marks the order paid when the provider says so (billing README,
 * "Fulfilment"). A webhook may have done it already; MarkPaid makes the second time a no-op.
 */
@injectable()
export class ConfirmPayment {
  constructor(
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(MarkPaid) private readonly markPaid: MarkPaid,
  ) {}

  async execute(command: { userId: string; orderId?: string; reference?: string }): Promise<PaymentState> {
    const provider = this.providers.of('card');
    const order = await ownedOrder(this.orders, command.userId, { orderId: command.orderId, reference: command.reference, provider: provider.name });
    if (order.status !== 'pending_payment' || !order.providerRef) return { order, provider: null };
    const state = await this.providers.of(order.method).lookup(order.providerRef);
    if (state.status === 'succeeded') {
      await this.markPaid.execute(proofOf(order, state));
      return { order: (await this.orders.findById(order.id))!, provider: state };
    }
    return { order, provider: state };
  }
}

/**
 * `capture-paypal-payment`: captures the approved PayPal order with a request id derived from our order,
 * checks that PayPal says COMPLETED for our amount and currency, then marks the order paid.
 */
@injectable()
export class CapturePayPalPayment {
  constructor(
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(MarkPaid) private readonly markPaid: MarkPaid,
  ) {}

  async execute(command: { userId: string; paypalOrderId: string }): Promise<PaymentState> {
    const provider = this.providers.of('paypal');
    const order = await ownedOrder(this.orders, command.userId, { reference: command.paypalOrderId, provider: provider.name });
    if (order.status === 'paid' || order.status === 'refunded') return { order, provider: null };
    if (order.status !== 'pending_payment') throw new DomainError('conflict', 'BILLING_ORDER_CLOSED', 'This order is closed; start the checkout again');
    const state = await provider.capture(command.paypalOrderId, `capture-${order.id}`);
    if (state.status !== 'succeeded') throw new DomainError('conflict', 'BILLING_PAYMENT_NOT_COMPLETED', `PayPal did not complete the payment (${state.status})`);
    if (state.amountCents !== order.quote.totalCents || state.currency !== order.quote.currency) {
      throw new DomainError('conflict', 'BILLING_PAYMENT_MISMATCH', 'PayPal captured another amount than the order’s');
    }
    await this.markPaid.execute(proofOf(order, state));
    return { order: (await this.orders.findById(order.id))!, provider: state };
  }
}
