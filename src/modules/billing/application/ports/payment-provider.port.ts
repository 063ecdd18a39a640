import type { PaymentMethod, ProviderName } from '../../domain/order.js';

/** What a provider needs of an order: amounts always come from our order, never from the browser. */
export interface ProviderOrder {
  id: string;
  amountCents: number;
  currency: string;
  plan: string;
  customerEmail: string;
  description: string;
  locale: string;
}

export interface StartedPayment {
  /** PaymentIntent id, PayPal order id, or the test provider's id. */
  reference: string;
  /** Card: what the browser confirms the payment with. */
  clientSecret?: string;
  /** PayPal: where the customer approves the payment. */
  approveUrl?: string;
}

export type ProviderPaymentStatus =
  /** Money taken. */
  | 'succeeded'
  /** Card: 3-D Secure or another step by the customer. */
  | 'requires_action'
  /** Waiting for the customer to enter or approve anything. */
  | 'awaiting_customer'
  /** PayPal: approved by the customer, not captured yet. */
  | 'approved'
  /** The provider is still working on it. */
  | 'processing'
  | 'canceled';

export interface ProviderPayment {
  reference: string;
  status: ProviderPaymentStatus;
  amountCents: number | null;
  currency: string | null;
  /** Our order id as we gave it to the provider (metadata, custom_id). */
  orderId: string | null;
  captureRef: string | null;
  /** Why the last attempt failed (card_declined, authentication_failed…), when it did. */
  lastError: string | null;
}

export type ProviderEventKind = 'payment-succeeded' | 'payment-approved' | 'payment-canceled' | 'refunded' | 'other';

export interface VerifiedProviderEvent {
  id: string;
  type: string;
  kind: ProviderEventKind;
  reference: string | null;
  orderId: string | null;
  amountCents: number | null;
  currency: string | null;
  captureRef: string | null;
}

/**
 * A payment provider (billing README, "Providers"): Stripe for cards, PayPal, or the test provider that
 * stands in for both when no keys are configured outside production. Every call that creates or moves
 * money is idempotent by a key derived from our order, so a retried call never charges twice.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly method: PaymentMethod;
  /** Creates the payment for the order, or returns the one created before for the same order. */
  start(order: ProviderOrder): Promise<StartedPayment>;
  /** The client secret or approval link of an existing payment, for a repeated checkout call. */
  resume(reference: string): Promise<StartedPayment>;
  /** How the payment stands at the provider now. */
  lookup(reference: string): Promise<ProviderPayment>;
  /** PayPal: captures an approved order (idempotent by `requestId`); cards: same as lookup. */
  capture(reference: string, requestId: string): Promise<ProviderPayment>;
  /** Makes sure no payment can follow; answers the final state (succeeded if it already had). */
  cancel(reference: string): Promise<ProviderPayment>;
  refund(payment: { reference: string; captureRef: string | null }, amountCents: number, idempotencyKey: string): Promise<{ refundRef: string }>;
  /** Checks the signature of a webhook delivery and reads it; throws BILLING_WEBHOOK_INVALID otherwise. */
  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<VerifiedProviderEvent>;
}

export interface PaymentProviders {
  of(method: PaymentMethod): PaymentProvider;
  /** True when the test provider stands in (no keys, outside production). */
  readonly testMode: boolean;
}
