import { expect } from 'chai';
import Stripe from 'stripe';
import { ConfirmPayment } from '../../src/modules/billing/application/confirm-payment/confirm-payment.use-case.js';
import { HandleProviderEvent } from '../../src/modules/billing/application/handle-provider-event/handle-provider-event.use-case.js';
import { ReconcileOrders } from '../../src/modules/billing/application/reconcile-orders/reconcile-orders.use-case.js';
import { RefundOrder } from '../../src/modules/billing/application/refund-order/refund-order.use-case.js';
import { StartPayment } from '../../src/modules/billing/application/start-payment/start-payment.use-case.js';
import { StripePaymentProvider } from '../../src/modules/billing/adapters/external/stripe.payment-provider.js';
import { billingHarness, type BillingHarness } from '../support/billing/billing-harness.js';
import { StripeContractServer } from '../support/billing/stripe-contract-server.js';
import { codeOf, countRows, userRow } from './billing-assertions.js';

const WEBHOOK_SECRET = 'whsec_contracttestsecret0001';
const checkout = { plan: 'premium', countryCode: 'FR', isBusiness: false, vatNumber: null, promoCode: null, customerName: 'Ada Buyer' };

/**
 * The Stripe adapter through stripe-node against a local contract server (its host, port and protocol
 * options; STRIPE_API_URL): what we send Stripe for an order, how retries stay one PaymentIntent, the
 * 3-D Secure return and reconciliation asking Stripe, refunds, and webhooks signed the way Stripe signs
 * them (stripe.webhooks.generateTestHeaderString). Nothing leaves 127.0.0.1.
 */
describe('billing: Stripe PaymentIntents against a local contract server', function () {
  this.timeout(60_000);
  let stripe: StripeContractServer;
  let h: BillingHarness;

  before(async () => {
    stripe = await new StripeContractServer().start();
    h = await billingHarness({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_contract0001', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
  });
  after(async () => {
    await h?.stop();
    await stripe?.stop();
  });

  const start = async (userId: string, input: Partial<typeof checkout> = {}) => h.container.get(StartPayment).execute({ userId, method: 'card', input: { ...checkout, ...input }, consent: true, locale: 'fr' });
  const signed = (event: unknown, options: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(event);
    return { rawBody: Buffer.from(payload), headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp }) } };
  };
  const succeededEvent = (intent: { id: string; amount: number; metadata: Record<string, string> }, id = `evt_${Math.random().toString(36).slice(2)}`) => ({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intent.id, object: 'payment_intent', amount: intent.amount, amount_received: intent.amount, currency: 'eur', status: 'succeeded', metadata: intent.metadata, latest_charge: 'ch_contract' } },
  });

  it('creates one PaymentIntent per order, keyed by the order, with our amount, and reuses it on a repeated checkout', async () => {
    const user = await h.seedUser();
    const before = stripe.calls('POST', '/v1/payment_intents').length;
    const first = await start(user.id);
    const creates = stripe.calls('POST', '/v1/payment_intents').slice(before);
    expect(creates).to.have.length(1);
    const call = creates[0]!;
    expect(call.authorization).to.equal(`Bearer ${stripe.secretKey}`);
    expect(call.idempotencyKey).to.equal(`order-${first.order.id}`);
    expect(call.stripeVersion, 'stripe-node pins an API version').to.be.a('string');
    // 149 € + 20 % French VAT, in cents, from our order; the browser sent no amount at all.
    expect(call.params).to.include({ amount: '17880', currency: 'eur', 'metadata[order_id]': first.order.id, 'metadata[plan]': 'premium', receipt_email: user.email });
    expect(first.payment.clientSecret).to.equal(stripe.intents.get(first.payment.reference)!.client_secret);
    expect(first.order.providerRef).to.equal(first.payment.reference);

    const again = await start(user.id);
    expect(again.order.id).to.equal(first.order.id);
    expect(again.payment.clientSecret).to.equal(first.payment.clientSecret);
    expect(stripe.calls('POST', '/v1/payment_intents').slice(before), 'no second PaymentIntent').to.have.length(1);
    expect(stripe.calls('GET', `/v1/payment_intents/${first.payment.reference}`).length).to.be.greaterThan(0);
  });

  it('stays one PaymentIntent when the answer to the create is lost and stripe-node retries with the same key', async () => {
    const user = await h.seedUser();
    const count = stripe.intents.size;
    stripe.inject({ kind: 'lose-answer' });
    const started = await start(user.id);
    const creates = stripe.calls('POST', '/v1/payment_intents').filter((c) => c.idempotencyKey === `order-${started.order.id}`);
    expect(creates, 'the retry carried the same key').to.have.length(2);
    expect(stripe.intents.size).to.equal(count + 1);
    expect(started.payment.reference).to.equal([...stripe.intents.values()].at(-1)!.id);
  });

  it('says the payment system is unavailable when Stripe keeps failing, and keeps the order to try again', async () => {
    const user = await h.seedUser();
    for (let i = 0; i < 3; i++) stripe.inject({ kind: 'status', status: 500 });
    expect(await codeOf(start(user.id))).to.equal('BILLING_PROVIDER_UNAVAILABLE');
    const order = await h.db.knex('billing_orders').where({ user_id: user.id }).first();
    expect(order).to.include({ status: 'pending_payment', provider: 'stripe', provider_ref: null });
    // The next attempt (Stripe back) finishes the same order.
    const retried = await start(user.id);
    expect(retried.order.id).to.equal(order.id);
    expect(retried.order.providerRef).to.match(/^pi_/);
  });

  it('asks Stripe on the 3-D Secure return and pays only once Stripe says succeeded', async () => {
    const user = await h.seedUser();
    const started = await start(user.id);
    stripe.requireAction(started.payment.reference);
    const confirm = h.container.get(ConfirmPayment);
    const waiting = await confirm.execute({ userId: user.id, reference: started.payment.reference });
    expect(waiting.order.status).to.equal('pending_payment');
    expect(waiting.provider?.status).to.equal('requires_action');
    stripe.succeed(started.payment.reference);
    const paid = await confirm.execute({ userId: user.id, reference: started.payment.reference });
    expect(paid.order.status).to.equal('paid');
    expect(paid.order.providerCaptureRef).to.equal(stripe.intents.get(started.payment.reference)!.latest_charge);
    expect(await userRow(h, user.id)).to.include({ is_premium: true, payment_status: 'paid' });
    // Someone else's return page finds no such order.
    const other = await h.seedUser();
    expect(await codeOf(confirm.execute({ userId: other.id, reference: started.payment.reference }))).to.equal('BILLING_ORDER_NOT_FOUND');
  });

  it('reconciles an order whose webhook never came: Stripe is asked after 15 minutes; an abandoned one is canceled there first', async () => {
    const paidUser = await h.seedUser();
    const paidOrder = await start(paidUser.id);
    stripe.succeed(paidOrder.payment.reference);
    const idleUser = await h.seedUser();
    const idleOrder = await start(idleUser.id, { plan: 'standard' });
    const reconcile = h.container.get(ReconcileOrders);
    expect((await reconcile.execute()).paid, 'nothing before 15 minutes').to.equal(0);
    h.clock.offsetMs += 16 * 60_000;
    try {
      await reconcile.execute();
    } finally {
      h.clock.offsetMs -= 16 * 60_000;
    }
    expect((await h.db.knex('billing_orders').where({ id: paidOrder.order.id }).first()).status).to.equal('paid');
    expect(await countRows(h, 'billing_invoices', { order_id: paidOrder.order.id })).to.equal(1);
    // A customer still on the card form after 15 minutes keeps a payable order (billing domain, ABANDON_AFTER_MS).
    expect((await h.db.knex('billing_orders').where({ id: idleOrder.order.id }).first()).status).to.equal('pending_payment');
    expect(stripe.intents.get(idleOrder.payment.reference)!.status).to.equal('requires_payment_method');

    h.clock.offsetMs += 25 * 3600_000;
    try {
      await reconcile.execute();
    } finally {
      h.clock.offsetMs -= 25 * 3600_000;
    }
    expect((await h.db.knex('billing_orders').where({ id: idleOrder.order.id }).first()).status).to.equal('expired');
    expect(stripe.intents.get(idleOrder.payment.reference)!.status, 'canceled at Stripe before closing here').to.equal('canceled');
    expect(stripe.calls('POST', `/v1/payment_intents/${idleOrder.payment.reference}/cancel`)[0]!.idempotencyKey).to.equal(`cancel-${idleOrder.payment.reference}`);
    expect(await userRow(h, idleUser.id)).to.include({ is_buying: false, is_standard: false });
  });

  it('fulfils from a signed payment_intent.succeeded once; replays, forgeries, tampering, stale and foreign amounts change nothing', async () => {
    const user = await h.seedUser();
    const started = await start(user.id);
    const intent = stripe.succeed(started.payment.reference);
    const events = h.container.get(HandleProviderEvent);
    const event = succeededEvent(intent);

    for (const refused of [
      signed(event, { secret: 'whsec_not_ours_at_all' }),
      signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      { ...signed(event), rawBody: Buffer.from(JSON.stringify({ ...event, data: { object: { ...event.data.object, amount: 1, amount_received: 1 } } })) },
      { rawBody: Buffer.from(JSON.stringify(event)), headers: {} },
    ]) {
      expect(await codeOf(events.execute({ method: 'card', ...refused }))).to.equal('BILLING_WEBHOOK_INVALID');
    }
    expect((await h.db.knex('billing_orders').where({ id: started.order.id }).first()).status).to.equal('pending_payment');

    const foreign = succeededEvent({ ...intent, amount: 100 });
    expect(await events.execute({ method: 'card', ...signed(foreign) })).to.equal('mismatch');
    expect((await h.db.knex('billing_orders').where({ id: started.order.id }).first()).status).to.equal('pending_payment');

    expect(await events.execute({ method: 'card', ...signed(event) })).to.equal('paid');
    expect(await events.execute({ method: 'card', ...signed(event) })).to.equal('duplicate-event');
    expect(await events.execute({ method: 'card', ...signed(succeededEvent(intent)) })).to.equal('already-paid');
    expect(await countRows(h, 'billing_invoices', { order_id: started.order.id })).to.equal(1);
    expect(await userRow(h, user.id)).to.include({ is_premium: true });
  });

  it('refunds through Stripe with a key from the order, once; the charge.refunded webhook that follows changes nothing', async () => {
    const user = await h.seedUser();
    const started = await start(user.id);
    stripe.succeed(started.payment.reference);
    await h.container.get(ConfirmPayment).execute({ userId: user.id, orderId: started.order.id });
    const refunds = h.container.get(RefundOrder);
    const refunded = await refunds.execute({ orderId: started.order.id });
    expect(refunded.status).to.equal('refunded');
    const calls = stripe.calls('POST', '/v1/refunds').filter((c) => c.params.payment_intent === started.payment.reference);
    expect(calls).to.have.length(1);
    expect(calls[0]).to.deep.include({ idempotencyKey: `refund-${started.order.id}` });
    expect(calls[0]!.params.amount).to.equal('17880');
    expect(await codeOf(refunds.execute({ orderId: started.order.id }))).to.equal('BILLING_REFUND_NOT_PAID');

    const charge = { id: `evt_refund_${started.order.id}`, object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_x', object: 'charge', payment_intent: started.payment.reference, refunded: true, amount_refunded: 17880, currency: 'eur', metadata: {} } } };
    expect(await h.container.get(HandleProviderEvent).execute({ method: 'card', ...signed(charge) })).to.equal('ignored');
    expect(await countRows(h, 'billing_invoices', { order_id: started.order.id, kind: 'credit_note' })).to.equal(1);
    expect(await userRow(h, user.id)).to.include({ is_premium: false, payment_status: 'refunded' });
  });

  it('says payment configuration error when Stripe refuses our key', async () => {
    const wrong = new StripePaymentProvider({ secretKey: 'sk_test_notthecontractkey', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url });
    const order = { id: '00000000-0000-4000-8000-00000000c0de', amountCents: 17880, currency: 'EUR', plan: 'premium', customerEmail: 'a@example.test', description: 'StackLens Premium (lifetime)', locale: 'en' };
    expect(await codeOf(wrong.start(order))).to.equal('BILLING_PAYMENT_CONFIG');
  });
});
