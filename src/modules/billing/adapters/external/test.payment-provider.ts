import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { Database } from '../../../../platform/db/index.js';
import type { JobQueue } from '../../../../platform/queue/index.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { centsToDecimal } from '../../domain/money.js';
import type { PaymentMethod } from '../../domain/order.js';
import { BILLING_JOBS, BILLING_QUEUE, type TestProviderEventJob } from '../../index.js';
import type { PaymentProvider, ProviderOrder, ProviderPayment, ProviderPaymentStatus, StartedPayment, VerifiedProviderEvent } from '../../application/ports/payment-provider.port.js';
import { invalidWebhook, verifyStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe.payment-provider.js';
import { readPayPalEvent } from './paypal.payment-provider.js';

/**
 * The test payment provider (billing README, "Test mode"): with no provider keys and outside production
 * it stands in for Stripe and PayPal so a `make start` user can buy a plan end to end. It keeps its
 * payments in `billing_test_payments`, takes Stripe's documented test card numbers on a local card form,
 * asks 3-D Secure on a local challenge page, approves PayPal on a local page, and reports every success
 * through a signed event delivered like a webhook (Stripe's signature scheme for cards, an HMAC for
 * PayPal), so the same verification, order state machine and MarkPaid run as in production.
 */
export const TEST_CARDS: Record<string, 'succeeds' | 'three-d-secure' | 'card_declined' | 'insufficient_funds'> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000002760003184': 'three-d-secure',
  '4000002500003155': 'three-d-secure',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

const STATUS: Record<string, ProviderPaymentStatus> = {
  requires_payment_method: 'awaiting_customer',
  requires_action: 'requires_action',
  approved: 'approved',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

interface Row {
  id: string;
  kind: PaymentMethod;
  order_id: string;
  amount_cents: number;
  currency: string;
  status: string;
  secret: string;
  capture_id: string | null;
  last_error: string | null;
  refund_id: string | null;
}

export interface TestProviderOptions {
  /** Signs and verifies the provider's events; derived from CREDENTIALS_KEY so every process agrees. */
  signingSecret: string;
  publicUrl: string;
}

const LOCALES = ['en', 'fr', 'es', 'ar', 'zh'];
const lang = (locale: string) => (LOCALES.includes(locale) ? locale : 'en');

export class TestPaymentGateway {
  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly options: TestProviderOptions,
  ) {}

  provider(method: PaymentMethod): PaymentProvider {
    return new TestPaymentProvider(this, method);
  }

  private table() {
    return this.db.executor()('billing_test_payments');
  }

  async find(id: string): Promise<Row | null> {
    return ((await this.table().where({ id }).first()) as Row | undefined) ?? null;
  }

  async create(method: PaymentMethod, order: ProviderOrder): Promise<Row> {
    const existing = (await this.table().where({ order_id: order.id, kind: method }).first()) as Row | undefined;
    if (existing) return existing;
    const now = this.clock.now();
    const id = method === 'card' ? `pi_test_${randomBytes(12).toString('hex')}` : `TESTPAYPAL${randomBytes(8).toString('hex').toUpperCase()}`;
    const row = { id, kind: method, order_id: order.id, amount_cents: order.amountCents, currency: order.currency, status: 'requires_payment_method', secret: randomBytes(16).toString('hex'), created_at: now, updated_at: now };
    // Two submits of one checkout at once: the unique (order_id, kind) index keeps one payment, both answer it.
    await this.table().insert(row).onConflict(['order_id', 'kind']).ignore();
    return (await this.table().where({ order_id: order.id, kind: method }).first()) as Row;
  }

  private async update(id: string, change: Partial<Row>): Promise<Row> {
    await this.table().where({ id }).update({ ...change, updated_at: this.clock.now() });
    return (await this.find(id))!;
  }

  private async owned(id: string, secret: string, method: PaymentMethod): Promise<Row> {
    const row = await this.find(id);
    if (!row || row.kind !== method || !sameText(row.secret, secret)) throw new DomainError('not_found', 'BILLING_ORDER_NOT_FOUND', 'No such test payment');
    return row;
  }

  /** The local card form: Stripe's documented test numbers decide what happens. */
  async confirmCard(input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string; returnUrl: string }): Promise<{ status: 'succeeded' | 'requires_action'; challengeUrl: string | null }> {
    const [id, secret] = splitSecret(input.clientSecret);
    const row = await this.owned(id, secret, 'card');
    const number = input.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw cardError('BILLING_CARD_NUMBER_INVALID', 'Your card number is invalid', 'cardNumber');
    if (!futureExpiry(input.expiry, this.clock.now())) throw cardError('BILLING_CARD_EXPIRY_INVALID', 'Your card’s expiration date is invalid', 'expiry');
    if (!/^\d{3,4}$/.test(input.cvc.trim())) throw cardError('BILLING_CARD_CVC_INVALID', 'Your card’s security code is invalid', 'cvc');
    const returnPath = safeReturn(input.returnUrl, '/payment/3ds-return');
    if (row.status === 'succeeded') return { status: 'succeeded', challengeUrl: null };
    if (row.status === 'canceled') throw new DomainError('conflict', 'BILLING_ORDER_CLOSED', 'This payment was canceled');
    const behaviour = TEST_CARDS[number];
    if (!behaviour) throw cardError('BILLING_TEST_CARD_UNKNOWN', 'Test mode takes Stripe’s test card numbers only (4242 4242 4242 4242…)', 'cardNumber');
    if (behaviour === 'card_declined' || behaviour === 'insufficient_funds') {
      await this.update(row.id, { status: 'requires_payment_method', last_error: behaviour });
      throw cardError('BILLING_CARD_DECLINED', 'Your card was declined', 'cardNumber', behaviour);
    }
    if (behaviour === 'three-d-secure') {
      await this.update(row.id, { status: 'requires_action', last_error: null });
      const params = new URLSearchParams({ payment_intent: row.id, client_secret: input.clientSecret, return_url: returnPath });
      return { status: 'requires_action', challengeUrl: `/${returnPath.split('/')[1]}/payment/test-3ds?${params.toString()}` };
    }
    await this.succeed(row);
    return { status: 'succeeded', challengeUrl: null };
  }

  /** The local 3-D Secure page's answer; back to the return page with Stripe's query parameters. */
  async completeChallenge(input: { paymentIntentId: string; clientSecret: string; outcome: 'authenticate' | 'fail'; returnUrl: string }): Promise<string> {
    const [, secret] = splitSecret(input.clientSecret);
    const row = await this.owned(input.paymentIntentId, secret, 'card');
    const returnPath = safeReturn(input.returnUrl, '/payment/3ds-return');
    let status = row.status;
    if (row.status === 'requires_action') {
      if (input.outcome === 'authenticate') status = (await this.succeed(row)).status;
      else status = (await this.update(row.id, { status: 'requires_payment_method', last_error: 'authentication_failed' })).status;
    }
    const params = new URLSearchParams({ payment_intent: row.id, payment_intent_client_secret: input.clientSecret, redirect_status: status === 'succeeded' ? 'succeeded' : 'failed' });
    return `${returnPath}?${params.toString()}`;
  }

  /** The local PayPal approval page's answer; back to the checkout as PayPal would send the customer. */
  async approvePayPal(input: { token: string; outcome: 'approve' | 'cancel' }): Promise<string> {
    const row = await this.find(input.token);
    if (!row || row.kind !== 'paypal') throw new DomainError('not_found', 'BILLING_ORDER_NOT_FOUND', 'No such test payment');
    const back = `/${lang(await this.localeOf(row.order_id))}/checkout`;
    if (input.outcome === 'cancel') return `${back}?paypal=cancel&token=${row.id}`;
    if (row.status === 'requires_payment_method') {
      await this.update(row.id, { status: 'approved' });
      await this.emit('paypal', { id: `WH-TEST-APPROVED-${row.id}`, event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: row.id, custom_id: row.order_id, amount: { value: centsToDecimal(row.amount_cents), currency_code: row.currency } } });
    }
    return `${back}?paypal=return&token=${row.id}`;
  }

  async localeOf(orderId: string): Promise<string> {
    const order = (await this.db.executor()('billing_orders').where({ id: orderId }).first('locale')) as { locale?: string } | undefined;
    return order?.locale ?? 'en';
  }

  async capture(id: string): Promise<Row> {
    const row = await this.find(id);
    if (!row) throw new DomainError('not_found', 'BILLING_ORDER_NOT_FOUND', 'No such test payment');
    if (row.status === 'approved') return this.succeed(row);
    return row;
  }

  async cancel(id: string): Promise<Row> {
    const row = (await this.find(id))!;
    if (row.status === 'succeeded' || row.status === 'canceled') return row;
    return this.update(row.id, { status: 'canceled' });
  }

  async refund(id: string): Promise<string> {
    const row = await this.find(id);
    if (!row || row.status !== 'succeeded') throw new DomainError('conflict', 'BILLING_REFUND_NOT_PAID', 'Nothing captured to refund');
    if (row.refund_id) return row.refund_id;
    const refundId = `re_test_${randomBytes(8).toString('hex')}`;
    await this.update(row.id, { refund_id: refundId });
    return refundId;
  }

  /** Money taken; the success is reported by a signed event like a provider's webhook. */
  private async succeed(row: Row): Promise<Row> {
    const captureId = row.kind === 'card' ? `ch_test_${randomBytes(8).toString('hex')}` : `TESTCAPTURE${randomBytes(6).toString('hex').toUpperCase()}`;
    // Conditional: two confirmations racing take the money once.
    const updated = await this.table().where({ id: row.id }).whereNot({ status: 'succeeded' }).update({ status: 'succeeded', capture_id: captureId, last_error: null, updated_at: this.clock.now() });
    const now = (await this.find(row.id))!;
    if (!updated) return now;
    if (row.kind === 'card') {
      await this.emit('card', { id: `evt_test_${randomBytes(10).toString('hex')}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: row.id, object: 'payment_intent', amount: row.amount_cents, amount_received: row.amount_cents, currency: row.currency.toLowerCase(), status: 'succeeded', metadata: { order_id: row.order_id }, latest_charge: captureId } } });
    } else {
      await this.emit('paypal', { id: `WH-TEST-${randomBytes(8).toString('hex').toUpperCase()}`, event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: captureId, status: 'COMPLETED', custom_id: row.order_id, amount: { value: centsToDecimal(row.amount_cents), currency_code: row.currency }, supplementary_data: { related_ids: { order_id: row.id } } } });
    }
    return now;
  }

  private async emit(method: PaymentMethod, event: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify(event);
    const headers: Record<string, string> = method === 'card' ? { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.options.signingSecret }) } : { 'x-stacklens-test-signature': this.paypalSignature(body, Math.floor(Date.now() / 1000)) };
    await this.queue.add<TestProviderEventJob>(BILLING_QUEUE, BILLING_JOBS.testProviderEvent, { method, body, headers }, { attempts: 5, backoff: { type: 'exponential', delayMs: 1_000 } });
  }

  paypalSignature(body: string, timestamp: number): string {
    return `t=${timestamp},v1=${createHmac('sha256', this.options.signingSecret).update(`${timestamp}.${body}`).digest('hex')}`;
  }

  async verify(method: PaymentMethod, rawBody: Buffer, headers: Record<string, string | undefined>): Promise<VerifiedProviderEvent> {
    if (method === 'card') return verifyStripeEvent(rawBody, headers['stripe-signature'], this.options.signingSecret);
    const header = headers['x-stacklens-test-signature'];
    const match = header ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
    if (!match) throw invalidWebhook('missing or malformed test signature');
    const timestamp = Number(match[1]);
    if (Math.abs(Date.now() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw invalidWebhook('timestamp outside the tolerance zone');
    if (!sameText(this.paypalSignature(rawBody.toString('utf8'), timestamp), header!)) throw invalidWebhook('signature does not match');
    try {
      return readPayPalEvent(JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>);
    } catch {
      throw invalidWebhook('body is not JSON');
    }
  }

  toPayment(row: Row): ProviderPayment {
    return { reference: row.id, status: STATUS[row.status] ?? 'processing', amountCents: row.amount_cents, currency: row.currency, orderId: row.order_id, captureRef: row.capture_id, lastError: row.last_error };
  }

  started(row: Row, locale: string): StartedPayment {
    return row.kind === 'card' ? { reference: row.id, clientSecret: `${row.id}_secret_${row.secret}` } : { reference: row.id, approveUrl: `${this.options.publicUrl}/${lang(locale)}/payment/test-paypal?token=${row.id}` };
  }
}

class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly gateway: TestPaymentGateway,
    readonly method: PaymentMethod,
  ) {}

  async start(order: ProviderOrder): Promise<StartedPayment> {
    return this.gateway.started(await this.gateway.create(this.method, order), order.locale);
  }

  async resume(reference: string): Promise<StartedPayment> {
    const row = await this.gateway.find(reference);
    if (!row) throw new DomainError('unavailable', 'BILLING_PROVIDER_UNAVAILABLE', 'Unknown test payment');
    return this.gateway.started(row, await this.gateway.localeOf(row.order_id));
  }

  async lookup(reference: string): Promise<ProviderPayment> {
    const row = await this.gateway.find(reference);
    if (!row) throw new DomainError('unavailable', 'BILLING_PROVIDER_UNAVAILABLE', 'Unknown test payment');
    return this.gateway.toPayment(row);
  }

  async capture(reference: string): Promise<ProviderPayment> {
    return this.gateway.toPayment(this.method === 'paypal' ? await this.gateway.capture(reference) : (await this.gateway.find(reference))!);
  }

  async cancel(reference: string): Promise<ProviderPayment> {
    return this.gateway.toPayment(await this.gateway.cancel(reference));
  }

  async refund(payment: { reference: string }): Promise<{ refundRef: string }> {
    return { refundRef: await this.gateway.refund(payment.reference) };
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<VerifiedProviderEvent> {
    return this.gateway.verify(this.method, rawBody, headers);
  }
}

function splitSecret(clientSecret: string): [string, string] {
  const match = /^(pi_test_[0-9a-f]{24})_secret_([0-9a-f]{32})$/.exec(clientSecret);
  if (!match) throw new DomainError('not_found', 'BILLING_ORDER_NOT_FOUND', 'No such test payment');
  return [match[1]!, match[2]!];
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function futureExpiry(text: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Only our own return page: `/{lang}/payment/3ds-return`, never another site (no open redirect). */
function safeReturn(url: string, page: string): string {
  const match = /^\/(en|fr|es|ar|zh)(\/payment\/3ds-return)$/.exec(url);
  if (!match || match[2] !== page) throw new DomainError('validation', 'VALIDATION_FAILED', 'returnUrl: our 3-D Secure return page', { fields: { returnUrl: 'INVALID' } });
  return url;
}

const cardError = (code: string, message: string, field: string, reason?: string) => new DomainError('validation', code, message, { fields: { [field]: code }, ...(reason ? { declineCode: reason } : {}) });
