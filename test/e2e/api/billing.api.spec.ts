import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Knex } from 'knex';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import type { Database } from '../../../src/platform/db/index.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The billing module over HTTP with the test payment provider (no keys: what `make start` runs): plans,
 * quotes, a card payment with and without 3-D Secure, a declined card, PayPal approval and capture,
 * webhooks refused when forged, stale or unsigned, invoices and their PDF, refunds and promo codes.
 */
describe('billing API (test payment provider)', function () {
  this.timeout(90_000);
  let app: TestApp;
  let knex: Knex;

  before(async () => {
    app = await startTestApp();
    knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
  });
  after(() => app?.stop());

  async function call<T = Record<string, unknown>>(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T };
  }

  const buyer = async () => {
    const sub = randomUUID();
    return { sub, email: `${sub}@example.test`, token: await app.tokenFor({ sub, email: `${sub}@example.test` }) };
  };
  const intent = { selected_plan: 'premium', country_code: 'FR', is_business: false, consent: true, currency: 'EUR', locale: 'fr' };

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const account = (id: string) => knex('identity_users').where({ id }).first() as Promise<Record<string, unknown>>;

  it('lists the plans from configuration, with the display currencies and the public code', async () => {
    const { status, body } = await call<{ plans: { id: string; priceCents: number }[]; displayCurrencies: { code: string }[]; publicPromo: { code: string }; testMode: boolean; features: unknown[] }>('GET', '/api/payment/plans', null);
    expect(status).to.equal(200);
    expect(body.plans).to.deep.equal([{ id: 'standard', priceCents: 7900 }, { id: 'premium', priceCents: 14900 }]);
    expect(body.displayCurrencies.map((c) => c.code)).to.deep.equal(['EUR', 'USD', 'GBP']);
    expect(body.publicPromo.code).to.equal('STACKLENS20');
    expect(body.testMode).to.equal(true);
    expect(body.features).to.have.length.greaterThan(5);
  });

  it('buys Premium by card with the public code: one order, one payment, the plan, an invoice and its mail', async () => {
    const user = await buyer();
    const quote = await call<{ taxDetails: Record<string, unknown> }>('POST', '/api/payment/quote', user.token, { ...intent, promo_code: 'stacklens20' });
    expect(quote.body.taxDetails).to.include({ baseAmount: 14900, discountAmount: 2980, netAmount: 11920, taxRate: 20, taxAmount: 2384, totalAmount: 14304 });

    const first = await call<{ orderId: string; clientSecret: string; paymentIntentId: string; taxDetails: { totalAmount: number } }>('POST', '/api/payment/create-intent', user.token, { ...intent, promo_code: 'STACKLENS20', user_id: randomUUID() });
    expect(first.status).to.equal(200);
    const again = await call<{ orderId: string; paymentIntentId: string }>('POST', '/api/payment/create-intent', user.token, { ...intent, promo_code: 'STACKLENS20' });
    expect(again.body.orderId).to.equal(first.body.orderId);
    expect(again.body.paymentIntentId).to.equal(first.body.paymentIntentId);
    expect((await account(user.sub)).is_buying).to.equal(true);

    const card = await call<{ status: string }>('POST', '/api/payment/test/card', user.token, { clientSecret: first.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', returnUrl: '/fr/payment/3ds-return' });
    expect(card.body.status).to.equal('succeeded');
    const confirmed = await call<{ order: { status: string; invoice: { number: string } } }>('POST', '/api/payment/confirm', user.token, { orderId: first.body.orderId });
    expect(confirmed.body.order.status).to.equal('paid');
    expect(confirmed.body.order.invoice.number).to.match(/^F-\d{4}-\d{6}$/);

    const row = await account(user.sub);
    expect(row).to.include({ is_premium: true, is_buying: false, subscription_status: 'premium', payment_status: 'paid' });
    // The signed event arrives too; it changes nothing.
    await until(() => knex('billing_provider_events').where({ order_id: first.body.orderId }).count<{ c: string }[]>({ c: '*' }), (r) => Number(r[0]!.c) >= 1);
    expect(Number((await knex('billing_invoices').where({ order_id: first.body.orderId }).count<{ c: string }[]>({ c: '*' }))[0]!.c)).to.equal(1);

    const mail = await app.mailTo(user.email, { template: 'billing.invoice', timeoutMs: 60_000 });
    expect(mail.subject).to.contain(confirmed.body.order.invoice.number);
    const invoices = await call<{ invoices: { id: string; number: string; totalAmount: number; date: string; taxPercentage: number }[] }>('GET', '/api/payment/invoices', user.token);
    expect(invoices.body.invoices).to.have.length(1);
    expect(invoices.body.invoices[0]).to.include({ totalAmount: 14304, taxPercentage: 20 });
    expect(invoices.body.invoices[0]!.date).to.match(/^\d{2}\/\d{2}\/\d{4}$/);
    const pdf = await fetch(`${app.baseUrl}/api/payment/invoices/${invoices.body.invoices[0]!.id}/pdf`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(pdf.status).to.equal(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).to.equal('%PDF-');
    const other = await buyer();
    expect((await call('GET', `/api/payment/invoices/${invoices.body.invoices[0]!.id}/pdf`, other.token)).status).to.equal(404);

    const generated = await call<{ invoice: { number: string } }>('POST', '/api/payment/generate-invoice', user.token, { orderId: first.body.orderId });
    expect(generated.body.invoice.number).to.equal(confirmed.body.order.invoice.number);
    // The public code is once per account.
    expect((await call<{ code: string }>('POST', '/api/payment/quote', user.token, { ...intent, selected_plan: 'standard', promo_code: 'STACKLENS20' })).body.code).to.equal('BILLING_PROMO_INVALID');
    // Issued invoices cannot change, even by SQL.
    let refused = false;
    await knex('billing_invoices').where({ order_id: first.body.orderId }).update({ total_cents: 1 }).catch(() => (refused = true));
    expect(refused).to.equal(true);
  });

  it('serves an account whose id is not a UUID (identity ids are text): its invoices, then an order paid and its invoice listed', async () => {
    const sub = `seeded_${randomUUID().slice(0, 8)}`;
    const token = await app.tokenFor({ sub, email: `${sub}@example.test` });
    const empty = await call<{ invoices: unknown[] }>('GET', '/api/payment/invoices', token);
    expect(empty.status).to.equal(200);
    expect(empty.body.invoices).to.deep.equal([]);

    const order = await call<{ orderId: string; clientSecret: string }>('POST', '/api/payment/create-intent', token, intent);
    expect(order.status).to.equal(200);
    const card = await call<{ status: string }>('POST', '/api/payment/test/card', token, { clientSecret: order.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', returnUrl: '/fr/payment/3ds-return' });
    expect(card.body.status).to.equal('succeeded');
    const confirmed = await call<{ order: { status: string; invoice: { number: string } } }>('POST', '/api/payment/confirm', token, { orderId: order.body.orderId });
    expect(confirmed.body.order.status).to.equal('paid');
    const listed = await call<{ invoices: { number: string }[] }>('GET', '/api/payment/invoices', token);
    expect(listed.status).to.equal(200);
    expect(listed.body.invoices.map((i) => i.number)).to.deep.equal([confirmed.body.order.invoice.number]);
  });

  it('asks 3-D Secure for 4000 0027 6000 3184 and pays once the return page asks the server', async () => {
    const user = await buyer();
    const started = await call<{ orderId: string; clientSecret: string; paymentIntentId: string }>('POST', '/api/payment/create-intent', user.token, intent);
    const card = await call<{ status: string; challengeUrl: string }>('POST', '/api/payment/test/card', user.token, { clientSecret: started.body.clientSecret, cardNumber: '4000002760003184', expiry: '01/39', cvc: '999', returnUrl: '/fr/payment/3ds-return' });
    expect(card.body.status).to.equal('requires_action');
    expect(card.body.challengeUrl).to.match(/^\/fr\/payment\/test-3ds\?/);
    expect((await call<{ order: { status: string; providerStatus: string } }>('POST', '/api/payment/confirm', user.token, { paymentIntentId: started.body.paymentIntentId })).body.order).to.include({ status: 'pending_payment', providerStatus: 'requires_action' });
    const back = await call<{ redirectUrl: string }>('POST', '/api/payment/test/3ds', user.token, { paymentIntentId: started.body.paymentIntentId, clientSecret: started.body.clientSecret, outcome: 'authenticate', returnUrl: '/fr/payment/3ds-return' });
    expect(back.body.redirectUrl).to.match(/^\/fr\/payment\/3ds-return\?payment_intent=.*redirect_status=succeeded/);
    const confirmed = await call<{ order: { status: string } }>('POST', '/api/payment/confirm', user.token, { paymentIntentId: started.body.paymentIntentId });
    expect(confirmed.body.order.status).to.equal('paid');
    expect((await account(user.sub)).is_premium).to.equal(true);
  });

  it('declines 4000 0000 0000 0002 and leaves the order payable', async () => {
    const user = await buyer();
    const started = await call<{ orderId: string; clientSecret: string }>('POST', '/api/payment/create-intent', user.token, { ...intent, selected_plan: 'standard' });
    const declined = await call<{ code: string }>('POST', '/api/payment/test/card', user.token, { clientSecret: started.body.clientSecret, cardNumber: '4000000000000002', expiry: '01/39', cvc: '999', returnUrl: '/en/payment/3ds-return' });
    expect(declined.status).to.equal(400);
    expect(declined.body.code).to.equal('BILLING_CARD_DECLINED');
    const order = await call<{ order: { status: string; lastError: string } }>('GET', `/api/payment/orders/${started.body.orderId}`, user.token);
    expect(order.body.order).to.include({ status: 'pending_payment', lastError: 'card_declined' });
    expect((await account(user.sub)).is_standard).to.equal(false);
  });

  it('pays with the test PayPal: approval, capture with our amount, the plan', async () => {
    const user = await buyer();
    const started = await call<{ orderId: string; paypalOrderId: string; approveUrl: string }>('POST', '/api/payment/create-paypal-order', user.token, { selectedPlan: 'standard', billingCountry: 'DE', isBusinessCustomer: false, consent: true, locale: 'ar' });
    expect(started.body.approveUrl).to.contain('/ar/payment/test-paypal?token=');
    const approved = await call<{ redirectUrl: string }>('POST', '/api/payment/test/paypal', user.token, { token: started.body.paypalOrderId, outcome: 'approve' });
    expect(approved.body.redirectUrl).to.equal(`/ar/checkout?paypal=return&token=${started.body.paypalOrderId}`);
    const captured = await call<{ order: { status: string; totalAmount: number } }>('POST', '/api/payment/capture-paypal-payment', user.token, { orderId: started.body.paypalOrderId });
    expect(captured.body.order).to.include({ status: 'paid', totalAmount: 9480 });
    expect((await account(user.sub)).is_standard).to.equal(true);
    // The approval webhook arriving later captures nothing twice.
    await new Promise((r) => setTimeout(r, 300));
    expect(Number((await knex('billing_invoices').where({ order_id: started.body.orderId }).count<{ c: string }[]>({ c: '*' }))[0]!.c)).to.equal(1);
  });

  it('refuses forged, tampered, stale and unsigned webhooks with 400 and changes nothing', async () => {
    const user = await buyer();
    const started = await call<{ orderId: string; paymentIntentId: string }>('POST', '/api/payment/create-intent', user.token, intent);
    const event = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: started.body.paymentIntentId, object: 'payment_intent', amount: 17880, amount_received: 17880, currency: 'eur', status: 'succeeded', metadata: { order_id: started.body.orderId } } } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_not_ours' });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_not_ours', timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const headers of [{ 'stripe-signature': forged }, { 'stripe-signature': stale }, {}, { 'stripe-signature': 't=1,v1=00' }] as Record<string, string>[]) {
      const answer = await call<{ code: string }>('POST', '/api/payment/webhooks/stripe', null, event, { 'content-type': 'application/json', ...headers });
      expect(answer.status).to.equal(400);
      expect(answer.body.code).to.equal('BILLING_WEBHOOK_INVALID');
    }
    const paypal = await call<{ code: string }>('POST', '/api/payment/webhooks/paypal', null, JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' }), { 'content-type': 'application/json', 'x-stacklens-test-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` });
    expect(paypal.status).to.equal(400);
    expect((await knex('billing_orders').where({ id: started.body.orderId }).first()).status).to.equal('pending_payment');
    expect((await account(user.sub)).is_premium).to.equal(false);
  });

  it('lets an admin refund within 30 days: credit note, plan removed, tokens renewed; not after', async () => {
    const admin = await app.tokenFor({ sub: randomUUID(), isAdmin: true });
    const user = await buyer();
    const started = await call<{ orderId: string; clientSecret: string }>('POST', '/api/payment/create-intent', user.token, intent);
    await call('POST', '/api/payment/test/card', user.token, { clientSecret: started.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', returnUrl: '/en/payment/3ds-return' });
    await call('POST', '/api/payment/confirm', user.token, { orderId: started.body.orderId });
    const list = await call<{ entries: { id: string; refundable: boolean }[] }>('GET', '/api/admin/billing/orders?status=paid', admin);
    expect(list.body.entries.find((e) => e.id === started.body.orderId)?.refundable).to.equal(true);
    const refunded = await call<{ order: { status: string } }>('POST', `/api/admin/billing/orders/${started.body.orderId}/refund`, admin, {});
    expect(refunded.body.order.status).to.equal('refunded');
    expect(await account(user.sub)).to.include({ is_premium: false, payment_status: 'refunded' });
    // The user's token from before the refund is refused (its rights changed).
    expect((await call('GET', '/api/payment/invoices', user.token)).status).to.equal(401);
    const kinds = (await knex('billing_invoices').where({ order_id: started.body.orderId }).select('kind', 'number', 'credits_invoice_id')) as { kind: string; number: string; credits_invoice_id: string | null }[];
    expect(kinds.map((k) => k.kind).sort()).to.deep.equal(['credit_note', 'invoice']);
    expect(kinds.find((k) => k.kind === 'credit_note')!.number).to.match(/^AV-/);
    expect((await call<{ code: string }>('POST', `/api/admin/billing/orders/${started.body.orderId}/refund`, admin, {})).body.code).to.equal('BILLING_REFUND_NOT_PAID');

    const late = await buyer();
    const lateOrder = await call<{ orderId: string; clientSecret: string }>('POST', '/api/payment/create-intent', late.token, intent);
    await call('POST', '/api/payment/test/card', late.token, { clientSecret: lateOrder.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', returnUrl: '/en/payment/3ds-return' });
    await call('POST', '/api/payment/confirm', late.token, { orderId: lateOrder.body.orderId });
    await knex('billing_orders').where({ id: lateOrder.body.orderId }).update({ paid_at: new Date(Date.now() - 31 * 24 * 3600 * 1000) });
    const closed = await call<{ code: string }>('POST', `/api/admin/billing/orders/${lateOrder.body.orderId}/refund`, admin, {});
    expect(closed.status).to.equal(409);
    expect(closed.body.code).to.equal('BILLING_REFUND_WINDOW_CLOSED');
  });

  it('issues single-use 50 % codes that one account only can use, and mails them', async () => {
    const admin = await app.tokenFor({ sub: randomUUID(), isAdmin: true });
    const issued = await call<{ promoCode: { code: string; percent: number } }>('POST', '/api/admin/billing/promo-codes', admin, { email: 'Student@Example.org', note: 'contact form' });
    expect(issued.status).to.equal(201);
    expect(issued.body.promoCode.percent).to.equal(50);
    expect((await app.mailTo('student@example.org', { template: 'billing.promo-code' })).text).to.contain(issued.body.promoCode.code);
    const users = await Promise.all(Array.from({ length: 12 }, buyer));
    const answers = await Promise.all(users.map((u) => call<{ code?: string; taxDetails?: { discountPercent: number } }>('POST', '/api/payment/create-intent', u.token, { ...intent, promo_code: issued.body.promoCode.code })));
    const held = answers.filter((a) => a.status === 200);
    expect(held).to.have.length(1);
    expect(held[0]!.body.taxDetails!.discountPercent).to.equal(50);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).to.equal('BILLING_PROMO_INVALID');
  });

  it('keeps the routes behind their policies', async () => {
    expect((await call('POST', '/api/payment/create-intent', null, intent)).status).to.equal(401);
    const user = await buyer();
    expect((await call('GET', '/api/admin/billing/orders', user.token)).status).to.equal(403);
    expect((await call<{ code: string }>('POST', '/api/payment/create-intent', user.token, { ...intent, consent: false })).body.code).to.equal('BILLING_CONSENT_REQUIRED');
    expect((await call<{ code: string }>('POST', '/api/payment/create-intent', user.token, { ...intent, currency: 'USD' })).status).to.equal(400);
  });
});
