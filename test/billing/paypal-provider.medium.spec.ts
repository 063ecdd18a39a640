import { expect } from 'chai';
import { CapturePayPalPayment } from '../../src/modules/billing/application/confirm-payment/confirm-payment.use-case.js';
import { HandleProviderEvent } from '../../src/modules/billing/application/handle-provider-event/handle-provider-event.use-case.js';
import { RefundOrder } from '../../src/modules/billing/application/refund-order/refund-order.use-case.js';
import { StartPayment } from '../../src/modules/billing/application/start-payment/start-payment.use-case.js';
import { billingHarness, type BillingHarness } from '../support/billing/billing-harness.js';
import { PayPalInterceptor } from '../support/billing/paypal-interceptor.js';
import { codeOf, countRows, userRow } from './billing-assertions.js';

const CLIENT = { id: 'paypal-contract-client', secret: 'paypal-contract-secret', webhook: 'WH-CONTRACT-0001' };
const checkout = { plan: 'standard', countryCode: 'DE', isBusiness: false, vatNumber: null, promoCode: null, customerName: 'Grace Buyer' };

/**
 * The PayPal adapter through @paypal/paypal-server-sdk, its HTTP calls intercepted in this process
 * (nock; every host but 127.0.0.1 refused, so nothing reaches PayPal): Orders v2 with PayPal-Request-Id
 * from our order, the capture checked for COMPLETED and our amount and currency before anything is
 * granted, refunds, and webhooks verified through PayPal's verify-webhook-signature call.
 */
describe('billing: PayPal Orders through HTTP interception of the SDK', function () {
  this.timeout(60_000);
  let paypal: PayPalInterceptor;
  let h: BillingHarness;

  before(async () => {
    paypal = new PayPalInterceptor(CLIENT.id, CLIENT.secret, CLIENT.webhook).start();
    h = await billingHarness({ PAYPAL_CLIENT_ID: CLIENT.id, PAYPAL_CLIENT_SECRET: CLIENT.secret, PAYPAL_WEBHOOK_ID: CLIENT.webhook, PAYPAL_ENVIRONMENT: 'sandbox', PUBLIC_URL: 'http://127.0.0.1:9' });
  });
  after(async () => {
    await h?.stop();
    paypal?.stop();
  });

  const start = async (userId: string, input: Partial<typeof checkout> = {}) => h.container.get(StartPayment).execute({ userId, method: 'paypal', input: { ...checkout, ...input }, consent: true, locale: 'es' });
  const orderRow = (id: string) => h.db.knex('billing_orders').where({ id }).first() as Promise<Record<string, unknown>>;

  it('creates the PayPal order with a request id and amounts from our order, and reuses it on a repeated checkout', async () => {
    const user = await h.seedUser();
    const started = await start(user.id);
    const creates = paypal.calls('POST', /^\/v2\/checkout\/orders$/).filter((c) => c.requestId === `order-${started.order.id}`);
    expect(creates).to.have.length(1);
    expect(creates[0]!.authorization).to.equal('Bearer A21AA-fake-token');
    // 79 € + 20 % (a German consumer below the one-stop-shop threshold pays French VAT).
    expect(creates[0]!.body).to.deep.include({ intent: 'CAPTURE' });
    expect((creates[0]!.body!.purchase_units as unknown[])[0]).to.deep.include({ custom_id: started.order.id, amount: { currency_code: 'EUR', value: '94.80' } });
    expect(started.payment.approveUrl).to.equal(`https://www.sandbox.paypal.com/checkoutnow?token=${started.payment.reference}`);
    const again = await start(user.id);
    expect(again.payment.reference).to.equal(started.payment.reference);
    expect(paypal.calls('POST', /^\/v2\/checkout\/orders$/).filter((c) => c.requestId === `order-${started.order.id}`)).to.have.length(1);
  });

  it('captures only an approved order, with a request id from ours, then grants the plan once', async () => {
    const user = await h.seedUser();
    const started = await start(user.id);
    const capture = h.container.get(CapturePayPalPayment);
    expect(await codeOf(capture.execute({ userId: user.id, paypalOrderId: started.payment.reference }))).to.equal('BILLING_PAYMENT_NOT_COMPLETED');
    expect((await orderRow(started.order.id)).status).to.equal('pending_payment');

    paypal.approve(started.payment.reference);
    const paid = await capture.execute({ userId: user.id, paypalOrderId: started.payment.reference });
    expect(paid.order.status).to.equal('paid');
    const captures = paypal.calls('POST', new RegExp(`^/v2/checkout/orders/${started.payment.reference}/capture$`));
    expect(captures.map((c) => c.requestId)).to.deep.equal([`capture-${started.order.id}`, `capture-${started.order.id}`]);
    expect(paid.order.providerCaptureRef).to.equal(paypal.orders.get(started.payment.reference)!.captureId);
    expect(await userRow(h, user.id)).to.include({ is_standard: true, payment_status: 'paid' });

    // The page calling capture again (a double click, a reload) captures nothing more.
    expect((await capture.execute({ userId: user.id, paypalOrderId: started.payment.reference })).order.status).to.equal('paid');
    expect(paypal.calls('POST', new RegExp(`^/v2/checkout/orders/${started.payment.reference}/capture$`))).to.have.length(2);
    expect(await countRows(h, 'billing_invoices', { order_id: started.order.id })).to.equal(1);
  });

  it('grants nothing when PayPal answers a capture that is pending, or of another amount or currency', async () => {
    const capture = h.container.get(CapturePayPalPayment);
    for (const [captureAs, code] of [
      [{ status: 'PENDING' }, 'BILLING_PAYMENT_NOT_COMPLETED'],
      [{ amount: { currency_code: 'EUR', value: '1.00' } }, 'BILLING_PAYMENT_MISMATCH'],
      [{ amount: { currency_code: 'USD', value: '94.80' } }, 'BILLING_PAYMENT_MISMATCH'],
    ] as const) {
      const user = await h.seedUser();
      const started = await start(user.id);
      paypal.approve(started.payment.reference);
      paypal.orders.get(started.payment.reference)!.captureAs = captureAs;
      expect(await codeOf(capture.execute({ userId: user.id, paypalOrderId: started.payment.reference })), JSON.stringify(captureAs)).to.equal(code);
      expect((await orderRow(started.order.id)).status).to.equal('pending_payment');
      expect(await userRow(h, user.id)).to.include({ is_standard: false });
      expect(await countRows(h, 'billing_invoices', { order_id: started.order.id })).to.equal(0);
    }
  });

  it('verifies webhooks through PayPal: a verified capture pays, an approval is captured, forged or unsigned ones are refused', async () => {
    const events = h.container.get(HandleProviderEvent);
    const user = await h.seedUser();
    const started = await start(user.id);
    paypal.approve(started.payment.reference);
    const approved = JSON.stringify({ id: `WH-APPROVED-${started.order.id}`, event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: started.payment.reference, custom_id: started.order.id, amount: { value: '94.80', currency_code: 'EUR' } } });

    const forged = { ...paypal.sign(approved), 'paypal-transmission-sig': 'bm90IHBheXBhbA==' };
    expect(await codeOf(events.execute({ method: 'paypal', rawBody: Buffer.from(approved), headers: forged }))).to.equal('BILLING_WEBHOOK_INVALID');
    expect(await codeOf(events.execute({ method: 'paypal', rawBody: Buffer.from(approved), headers: {} }))).to.equal('BILLING_WEBHOOK_INVALID');
    const tampered = paypal.sign(approved);
    expect(await codeOf(events.execute({ method: 'paypal', rawBody: Buffer.from(approved.replace('94.80', '0.01')), headers: tampered }))).to.equal('BILLING_WEBHOOK_INVALID');
    expect((await orderRow(started.order.id)).status).to.equal('pending_payment');
    const verifies = paypal.calls('POST', /^\/v1\/notifications\/verify-webhook-signature$/);
    expect(verifies.at(-1)!.body).to.include({ webhook_id: CLIENT.webhook, auth_algo: 'SHA256withRSA' });

    expect(await events.execute({ method: 'paypal', rawBody: Buffer.from(approved), headers: paypal.sign(approved) })).to.equal('paid');
    expect(await userRow(h, user.id)).to.include({ is_standard: true });

    // PAYMENT.CAPTURE.COMPLETED of the same payment, delivered afterwards and twice: nothing more.
    const captureId = paypal.orders.get(started.payment.reference)!.captureId;
    const completed = JSON.stringify({ id: `WH-COMPLETED-${started.order.id}`, event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: captureId, status: 'COMPLETED', custom_id: started.order.id, amount: { value: '94.80', currency_code: 'EUR' }, supplementary_data: { related_ids: { order_id: started.payment.reference } } } });
    expect(await events.execute({ method: 'paypal', rawBody: Buffer.from(completed), headers: paypal.sign(completed) })).to.equal('already-paid');
    expect(await events.execute({ method: 'paypal', rawBody: Buffer.from(completed), headers: paypal.sign(completed) })).to.equal('duplicate-event');
    expect(await countRows(h, 'billing_invoices', { order_id: started.order.id })).to.equal(1);
  });

  it('fulfils from a verified PAYMENT.CAPTURE.COMPLETED alone, and refunds the capture with a request id from the order', async () => {
    const user = await h.seedUser();
    const started = await start(user.id, { plan: 'premium' });
    // Captured by PayPal's own page; our capture call never came back.
    paypal.approve(started.payment.reference);
    const fake = paypal.orders.get(started.payment.reference)!;
    fake.status = 'COMPLETED';
    fake.captureId = 'CAPTUREDBYPAYPAL01';
    const completed = JSON.stringify({ id: `WH-C-${started.order.id}`, event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: fake.captureId, status: 'COMPLETED', custom_id: started.order.id, amount: { value: '178.80', currency_code: 'EUR' }, supplementary_data: { related_ids: { order_id: started.payment.reference } } } });
    expect(await h.container.get(HandleProviderEvent).execute({ method: 'paypal', rawBody: Buffer.from(completed), headers: paypal.sign(completed) })).to.equal('paid');

    const refunded = await h.container.get(RefundOrder).execute({ orderId: started.order.id });
    expect(refunded.status).to.equal('refunded');
    const refunds = paypal.calls('POST', /^\/v2\/payments\/captures\/CAPTUREDBYPAYPAL01\/refund$/);
    expect(refunds).to.have.length(1);
    expect(refunds[0]!.requestId).to.equal(`refund-${started.order.id}`);
    expect(refunds[0]!.body).to.deep.include({ amount: { currency_code: 'EUR', value: '178.80' } });
    expect(await userRow(h, user.id)).to.include({ is_premium: false, payment_status: 'refunded' });
  });

  it('says the payment system is unavailable when PayPal fails, and keeps the order to try again', async () => {
    const user = await h.seedUser();
    paypal.failNext = { path: /^\/v2\/checkout\/orders$/, status: 503, times: 1 };
    expect(await codeOf(start(user.id))).to.equal('BILLING_PROVIDER_UNAVAILABLE');
    const order = await h.db.knex('billing_orders').where({ user_id: user.id }).first();
    expect(order).to.include({ status: 'pending_payment', provider_ref: null });
    expect((await start(user.id)).order.id).to.equal(order.id);
  });
});
