import Stripe from 'stripe';
import { DomainError } from '../../../../shared/index.js';
import type { PaymentProvider, ProviderOrder, ProviderPayment, ProviderPaymentStatus, StartedPayment, VerifiedProviderEvent } from '../../application/ports/payment-provider.port.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: another API host (a contract server in tests); unset, Stripe's own. */
  apiUrl?: string | null;
}

/** Stripe's signature tolerance we keep: events older than 5 minutes are refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const STATUS: Record<string, ProviderPaymentStatus> = {
  succeeded: 'succeeded',
  requires_action: 'requires_action',
  requires_confirmation: 'awaiting_customer',
  requires_payment_method: 'awaiting_customer',
  requires_capture: 'processing',
  processing: 'processing',
  canceled: 'canceled',
};

/**
 * Cards through Stripe PaymentIntents (billing README, "Providers"): created with the order's amount
 * and an idempotency key from the order id; webhooks checked with the endpoint's secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly method = 'card' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    const url = options.apiUrl ? new URL(options.apiUrl) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(url ? { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  async start(order: ProviderOrder): Promise<StartedPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: order.currency.toLowerCase(),
          description: order.description,
          receipt_email: order.customerEmail,
          automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
          metadata: { order_id: order.id, plan: order.plan },
        },
        { idempotencyKey: `order-${order.id}` },
      ),
    );
    return { reference: intent.id, clientSecret: intent.client_secret ?? undefined };
  }

  async resume(reference: string): Promise<StartedPayment> {
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(reference));
    return { reference: intent.id, clientSecret: intent.client_secret ?? undefined };
  }

  async lookup(reference: string): Promise<ProviderPayment> {
    return toPayment(await this.call(() => this.stripe.paymentIntents.retrieve(reference)));
  }

  capture(reference: string): Promise<ProviderPayment> {
    return this.lookup(reference);
  }

  async cancel(reference: string): Promise<ProviderPayment> {
    const current = await this.lookup(reference);
    if (current.status === 'succeeded' || current.status === 'canceled' || current.status === 'processing') return current;
    return toPayment(await this.call(() => this.stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel-${reference}` })));
  }

  async refund(payment: { reference: string }, amountCents: number, idempotencyKey: string): Promise<{ refundRef: string }> {
    const refund = await this.call(() => this.stripe.refunds.create({ payment_intent: payment.reference, amount: amountCents }, { idempotencyKey }));
    return { refundRef: refund.id };
  }

  async verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<VerifiedProviderEvent> {
    return verifyStripeEvent(rawBody, headers['stripe-signature'], this.options.webhookSecret);
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw providerError(error);
    }
  }
}

/** Shared with the test provider, which signs its events the way Stripe does. */
export async function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string): Promise<VerifiedProviderEvent> {
  if (!signature) throw invalidWebhook('missing Stripe-Signature');
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw invalidWebhook((error as Error).message);
  }
  const object = event.data.object as unknown as Record<string, unknown>;
  const base = { id: event.id, type: event.type, captureRef: null as string | null };
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.canceled') {
    const intent = object as unknown as Stripe.PaymentIntent;
    return {
      ...base,
      kind: event.type === 'payment_intent.succeeded' ? 'payment-succeeded' : 'payment-canceled',
      reference: intent.id,
      orderId: intent.metadata?.order_id ?? null,
      amountCents: intent.amount_received || intent.amount,
      currency: intent.currency.toUpperCase(),
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = object as unknown as Stripe.Charge;
    const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
    return { ...base, kind: charge.refunded ? 'refunded' : 'other', reference: intent, orderId: charge.metadata?.order_id ?? null, amountCents: charge.amount_refunded, currency: charge.currency.toUpperCase(), captureRef: charge.id };
  }
  return { ...base, kind: 'other', reference: null, orderId: null, amountCents: null, currency: null };
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    reference: intent.id,
    status: STATUS[intent.status] ?? 'processing',
    amountCents: intent.status === 'succeeded' ? intent.amount_received || intent.amount : intent.amount,
    currency: intent.currency.toUpperCase(),
    orderId: intent.metadata?.order_id ?? null,
    captureRef: typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null),
    lastError: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
  };
}

export const invalidWebhook = (why: string) => new DomainError('validation', 'BILLING_WEBHOOK_INVALID', `Webhook refused: ${why}`);

/** Stripe's errors as the checkout's messages: our keys refused → configuration; unreachable or 5xx → unavailable. */
function providerError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return new DomainError('unavailable', 'BILLING_PAYMENT_CONFIG', 'Payment configuration error, contact support');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new DomainError('unavailable', 'BILLING_PAYMENT_CONFIG', `Payment configuration error: ${error.message}`);
  }
  return new DomainError('unavailable', 'BILLING_PROVIDER_UNAVAILABLE', 'Payment system unavailable, try again later');
}
