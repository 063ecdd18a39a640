import { DomainError } from '../../../shared/index.js';

/**
 * The order state machine (billing README, "Orders"):
 *
 *   pending_payment ──paid──▶ paid ──refund──▶ refunded
 *          │
 *          ├──cancel──▶ canceled   (the customer started another order, or the provider refused for good)
 *          └──expire──▶ expired    (reconciliation: nothing happened at the provider, and it says so)
 *
 * An order leaves pending_payment for canceled or expired only once the provider confirmed no payment
 * can follow (the PaymentIntent canceled, the PayPal order never captured by us), so a paid event can
 * never meet a closed order.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'refunded', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderEvent = 'pay' | 'refund' | 'cancel' | 'expire';

const TRANSITIONS: Record<OrderEvent, { from: OrderStatus; to: OrderStatus }> = {
  pay: { from: 'pending_payment', to: 'paid' },
  refund: { from: 'paid', to: 'refunded' },
  cancel: { from: 'pending_payment', to: 'canceled' },
  expire: { from: 'pending_payment', to: 'expired' },
};

/** The next status, or a conflict naming the move refused. */
export function transition(status: OrderStatus, event: OrderEvent): OrderStatus {
  const move = TRANSITIONS[event];
  if (move.from !== status) throw new DomainError('conflict', 'BILLING_ORDER_STATE', `An order that is ${status} cannot be ${event === 'pay' ? 'paid' : `${event}ed`}`);
  return move.to;
}

export const canTransition = (status: OrderStatus, event: OrderEvent): boolean => TRANSITIONS[event].from === status;

/** Orders still pending this long are settled by asking the provider (reconciliation job). */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** A payment still waiting on the customer (3-D Secure, PayPal approval) after this long is canceled. */
export const ABANDON_AFTER_MS = 24 * 3600 * 1000;

/** The money-back guarantee (docs/product.md §7.4: 30 days): an admin may refund until then, counted from the payment. */
export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export type RefundVerdict = { refundable: true; until: Date } | { refundable: false; reason: 'not-paid' | 'window-closed'; until: Date | null };

export function refundVerdict(order: { status: OrderStatus; paidAt: Date | null }, now: Date): RefundVerdict {
  if (order.status !== 'paid' || !order.paidAt) return { refundable: false, reason: 'not-paid', until: null };
  const until = new Date(order.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
  return now.getTime() <= until.getTime() ? { refundable: true, until } : { refundable: false, reason: 'window-closed', until };
}

export type PaymentMethod = 'card' | 'paypal';
export type ProviderName = 'stripe' | 'paypal' | 'test';

/** Text of the consent to immediate access the consumer ticks; its version is stored with the order. */
export const WITHDRAWAL_CONSENT_VERSION = '2026-11';
