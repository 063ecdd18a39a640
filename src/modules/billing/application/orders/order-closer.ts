import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { IDENTITY_ACCOUNT_PLANS, type AccountPlans } from '../../../identity/index.js';
import { BILLING } from '../../billing.tokens.js';
import type { Order, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentProviders, ProviderPayment } from '../ports/payment-provider.port.js';
import { MarkPaid, type MarkPaidOutcome } from '../mark-paid/mark-paid.js';

export type CloseOutcome = { closed: true } | { closed: false; paid: MarkPaidOutcome };

/**
 * Closes a pending order only once its provider confirms no payment can follow (billing README,
 * "Orders"): the payment is canceled there first; if the provider answers that it succeeded meanwhile,
 * the order is marked paid instead. A payment started for the order while it was being closed (a
 * double submit racing a submit with other terms) is canceled too before the order closes. Its promo
 * code is free again and the account no longer buying.
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
    let canceled: string | null = null;
    let reference = order.providerRef;
    for (let attempt = 0; attempt < 3; attempt++) {
      if (reference && reference !== canceled) {
        const state = await this.providers.of(order.method).cancel(reference);
        if (state.status === 'succeeded') return { closed: false, paid: await this.markPaid.execute(proofOf(order, state)) };
        canceled = reference;
      }
      // The row locked, so a payment being started for this order (setProviderRef) either shows here,
      // and is canceled at its provider first, or comes after the close and is refused.
      const result = await this.transactions.run(async (): Promise<CloseOutcome | { startedMeanwhile: string | null }> => {
        const current = await this.orders.lock(order.id);
        if (!current) return { closed: true };
        if (current.status === 'paid' || current.status === 'refunded') return { closed: false, paid: { outcome: 'already-paid', order: current } };
        if (current.status !== 'pending_payment') return { closed: true };
        if (current.providerRef && current.providerRef !== canceled) return { startedMeanwhile: current.providerRef };
        await this.orders.close(order.id, status, reason, this.clock.now());
        if (order.userId) await this.plans.setBuying(order.userId, false);
        return { closed: true };
      });
      if (!('startedMeanwhile' in result)) return result;
      reference = result.startedMeanwhile;
    }
    throw new DomainError('conflict', 'BILLING_ORDER_BUSY', 'Another checkout of this account is in progress');
  }
}

export function proofOf(order: Order, state: ProviderPayment) {
  return { provider: order.provider, reference: state.reference, orderId: order.id, amountCents: state.amountCents ?? -1, currency: state.currency ?? '', captureRef: state.captureRef };
}
