import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { IDENTITY_ACCOUNT_PLANS, type AccountPlans } from '../../../identity/index.js';
import { BILLING } from '../../billing.tokens.js';
import type { Order, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentProviders, ProviderPayment } from '../ports/payment-provider.port.js';
import { MarkPaid, type MarkPaidOutcome } from '../mark-paid/mark-paid.js';

export type CloseOutcome = { closed: true } | { closed: false; paid: MarkPaidOutcome };

/**
 * Closes a pending order only once its provider confirms no payment can follow (billing README,
 * "Orders"): the payment is canceled there first; if the provider answers that it succeeded meanwhile,
 * the order is marked paid instead. Its promo code is free again and the account no longer buying.
 */
@injectable()
export class OrderCloser {
  constructor(
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(IDENTITY_ACCOUNT_PLANS) private readonly plans: AccountPlans,
    @inject(MarkPaid) private readonly markPaid: MarkPaid,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async close(order: Order, status: 'canceled' | 'expired', reason: string): Promise<CloseOutcome> {
    if (order.providerRef) {
      const state = await this.providers.of(order.method).cancel(order.providerRef);
      if (state.status === 'succeeded') return { closed: false, paid: await this.markPaid.execute(proofOf(order, state)) };
    }
    await this.transactions.run(async () => {
      const closed = await this.orders.close(order.id, status, reason, this.clock.now());
      if (closed && order.userId) await this.plans.setBuying(order.userId, false);
    });
    return { closed: true };
  }
}

export function proofOf(order: Order, state: ProviderPayment) {
  return { provider: order.provider, reference: state.reference, orderId: order.id, amountCents: state.amountCents ?? -1, currency: state.currency ?? '', captureRef: state.captureRef };
}
