import { ApiError, CheckoutPaymentIntent, Client, Environment, OrdersController, PaymentsController, type Order as PayPalOrder } from '@paypal/paypal-server-sdk';
import { DomainError } from '../../../../shared/index.js';
import { centsToDecimal, decimalToCents } from '../../domain/money.js';
import type { PaymentProvider, ProviderOrder, ProviderPayment, ProviderPaymentStatus, StartedPayment, VerifiedProviderEvent } from '../../application/ports/payment-provider.port.js';
import { invalidWebhook } from './stripe.payment-provider.js';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'sandbox' | 'live';
  /** Where PayPal sends the customer back: `{publicUrl}/{lang}/checkout?paypal=return`. */
  publicUrl: string;
}

const BASE = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/**
 * PayPal Orders v2 through @paypal/paypal-server-sdk (billing README, "Providers"): amounts from our
 * order, `PayPal-Request-Id` derived from our order so retries neither create nor capture twice, and
 * webhooks verified by PayPal's verify-webhook-signature call.
 */
export class PayPalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly method = 'paypal' as const;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(private readonly options: PayPalOptions) {
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
      environment: options.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 15_000,
    });
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  async start(order: ProviderOrder): Promise<StartedPayment> {
    const lang = order.locale;
    const { result } = await this.call(() =>
      this.orders.createOrder({
        paypalRequestId: `order-${order.id}`,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ referenceId: order.id, customId: order.id, description: order.description, amount: { currencyCode: order.currency, value: centsToDecimal(order.amountCents) } }],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: `${this.options.publicUrl}/${lang}/checkout?paypal=return`,
                cancelUrl: `${this.options.publicUrl}/${lang}/checkout?paypal=cancel`,
                userAction: 'PAY_NOW',
                shippingPreference: 'NO_SHIPPING',
              },
            },
          },
        } as never,
      }),
    );
    return { reference: result.id!, approveUrl: approveLink(result) };
  }

  async resume(reference: string): Promise<StartedPayment> {
    const { result } = await this.call(() => this.orders.getOrder({ id: reference }));
    return { reference, approveUrl: approveLink(result) };
  }

  async lookup(reference: string): Promise<ProviderPayment> {
    return toPayment((await this.call(() => this.orders.getOrder({ id: reference }))).result);
  }

  async capture(reference: string, requestId: string): Promise<ProviderPayment> {
    try {
      const { result } = await this.orders.captureOrder({ id: reference, paypalRequestId: requestId, prefer: 'return=representation' });
      return toPayment(result);
    } catch (error) {
      // Captured before (a retry after a lost answer): read the order as it stands.
      if (error instanceof ApiError && error.statusCode === 422 && String(error.body).includes('ORDER_ALREADY_CAPTURED')) return this.lookup(reference);
      throw providerError(error);
    }
  }

  /** An order we never capture cannot take money; nothing to cancel at PayPal. */
  cancel(reference: string): Promise<ProviderPayment> {
    return this.lookup(reference).then((p) => (p.status === 'succeeded' ? p : { ...p, status: 'canceled' }));
  }

  async refund(payment: { reference: string; captureRef: string | null }, amountCents: number, idempotencyKey: string): Promise<{ refundRef: string }> {
    if (!payment.captureRef) throw new DomainError('conflict', 'BILLING_REFUND_NOT_PAID', 'No PayPal capture to refund');
    const { result } = await this.call(() =>
      this.payments.refundCapturedPayment({ captureId: payment.captureRef!, paypalRequestId: idempotencyKey, body: { amount: { currencyCode: 'EUR', value: centsToDecimal(amountCents) } } }),
    );
    return { refundRef: result.id! };
  }

  async verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<VerifiedProviderEvent> {
    const names = ['paypal-transmission-id', 'paypal-transmission-time', 'paypal-transmission-sig', 'paypal-cert-url', 'paypal-auth-algo'] as const;
    if (names.some((n) => !headers[n])) throw invalidWebhook('missing PayPal transmission headers');
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw invalidWebhook('body is not JSON');
    }
    const token = await this.accessToken();
    const response = await fetch(`${BASE[this.options.environment]}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: this.options.webhookId,
        webhook_event: event,
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response) throw new DomainError('unavailable', 'BILLING_PROVIDER_UNAVAILABLE', 'PayPal could not verify the webhook');
    const verdict = (await response.json().catch(() => ({}))) as { verification_status?: string };
    if (verdict.verification_status !== 'SUCCESS') throw invalidWebhook('PayPal did not verify the signature');
    return readPayPalEvent(event);
  }

  private async accessToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await fetch(`${BASE[this.options.environment]}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) throw new DomainError('unavailable', response?.status === 401 ? 'BILLING_PAYMENT_CONFIG' : 'BILLING_PROVIDER_UNAVAILABLE', 'PayPal refused our credentials or is unreachable');
    return ((await response.json()) as { access_token: string }).access_token;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw providerError(error);
    }
  }
}

export function readPayPalEvent(event: Record<string, unknown>): VerifiedProviderEvent {
  const type = String(event.event_type ?? '');
  const resource = (event.resource ?? {}) as Record<string, unknown>;
  const amount = resource.amount as { value?: string; currency_code?: string } | undefined;
  const related = ((resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids?.order_id ?? null) as string | null;
  const base = { id: String(event.id ?? ''), type, orderId: (resource.custom_id as string | undefined) ?? null, amountCents: amount?.value ? decimalToCents(amount.value) : null, currency: amount?.currency_code ?? null };
  if (type === 'PAYMENT.CAPTURE.COMPLETED') return { ...base, kind: 'payment-succeeded', reference: related, captureRef: (resource.id as string) ?? null };
  if (type === 'CHECKOUT.ORDER.APPROVED') return { ...base, kind: 'payment-approved', reference: (resource.id as string) ?? null, captureRef: null };
  if (type === 'PAYMENT.CAPTURE.REFUNDED') return { ...base, kind: 'refunded', reference: related, captureRef: (resource.id as string) ?? null };
  return { ...base, kind: 'other', reference: null, captureRef: null };
}

const PAYPAL_STATUS: Record<string, ProviderPaymentStatus> = {
  CREATED: 'awaiting_customer',
  SAVED: 'awaiting_customer',
  PAYER_ACTION_REQUIRED: 'awaiting_customer',
  APPROVED: 'approved',
  COMPLETED: 'succeeded',
  VOIDED: 'canceled',
};

function toPayment(order: PayPalOrder): ProviderPayment {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const completed = order.status === 'COMPLETED' && capture?.status === 'COMPLETED';
  const amount = completed ? capture?.amount : unit?.amount;
  return {
    reference: order.id!,
    status: order.status === 'COMPLETED' && !completed ? 'processing' : (PAYPAL_STATUS[order.status ?? ''] ?? 'processing'),
    amountCents: amount?.value ? decimalToCents(amount.value) : null,
    currency: amount?.currencyCode ?? null,
    orderId: unit?.customId ?? unit?.referenceId ?? null,
    captureRef: capture?.id ?? null,
    lastError: null,
  };
}

function approveLink(order: PayPalOrder): string {
  const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  if (!link) throw new DomainError('unavailable', 'BILLING_PROVIDER_UNAVAILABLE', 'PayPal answered no approval link');
  return link.href;
}

function providerError(error: unknown): Error {
  if (error instanceof DomainError) return error;
  if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return new DomainError('unavailable', 'BILLING_PAYMENT_CONFIG', 'Payment configuration error, contact support');
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return new DomainError('conflict', 'BILLING_PAYMENT_NOT_COMPLETED', `PayPal refused: ${error.statusCode}`);
  return new DomainError('unavailable', 'BILLING_PROVIDER_UNAVAILABLE', 'Payment system unavailable, try again later');
}
