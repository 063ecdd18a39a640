import { expect } from 'chai';
import { TestPaymentGateway } from '../../src/modules/billing/adapters/external/test.payment-provider.js';
import { ConfirmPayment } from '../../src/modules/billing/application/confirm-payment/confirm-payment.use-case.js';
import { RefundOrder } from '../../src/modules/billing/application/refund-order/refund-order.use-case.js';
import { StartPayment } from '../../src/modules/billing/application/start-payment/start-payment.use-case.js';
import { DeleteAccount } from '../../src/modules/identity/application/delete-account/delete-account.use-case.js';
import { billingHarness, type BillingHarness } from '../support/billing/billing-harness.js';
import { codeOf, userRow } from './billing-assertions.js';

const DAY_MS = 24 * 3600_000;

/**
 * Refunds inside and outside the 30-day guarantee (docs/product.md, "Plans and payment"), invoices that
 * the database itself keeps unchanged, and what an account deletion leaves of them (billing README,
 * "Personal data"): kept, with the account's id and address replaced by a pseudonym on its orders.
 */
describe('billing: refunds, immutable invoices and deleted accounts', function () {
  this.timeout(60_000);
  let h: BillingHarness;
  before(async () => {
    h = await billingHarness();
  });
  after(() => h?.stop());

  async function paidOrder(plan: 'standard' | 'premium' = 'premium') {
    const user = await h.seedUser();
    const started = await h.container.get(StartPayment).execute({ userId: user.id, method: 'card', input: { plan, countryCode: 'FR', isBusiness: false, vatNumber: null, promoCode: null, customerName: 'Refund Buyer' }, consent: true, locale: 'en' });
    await h.container.get(TestPaymentGateway).confirmCard({ clientSecret: started.payment.clientSecret!, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', returnUrl: '/en/payment/3ds-return' });
    const { order } = await h.container.get(ConfirmPayment).execute({ userId: user.id, orderId: started.order.id });
    expect(order.status).to.equal('paid');
    return { user, order };
  }
  const invoicesOf = (orderId: string) => h.db.knex('billing_invoices').where({ order_id: orderId }).orderBy('kind', 'desc') as Promise<Record<string, unknown>[]>;

  it('refunds on the 30th day: a credit note referencing the invoice, the plan removed, the tokens renewed', async () => {
    const { user, order } = await paidOrder();
    const before = await userRow(h, user.id);
    expect(before).to.include({ is_premium: true });
    h.clock.offsetMs = 30 * DAY_MS - 60_000;
    try {
      expect((await h.container.get(RefundOrder).execute({ orderId: order.id })).status).to.equal('refunded');
    } finally {
      h.clock.offsetMs = 0;
    }
    const [invoice, credit] = await invoicesOf(order.id);
    expect(invoice).to.include({ kind: 'invoice', total_cents: 17880 });
    expect(credit).to.include({ kind: 'credit_note', credits_invoice_id: invoice!.id, total_cents: 17880, series: 'AV' });
    expect(String(credit!.number)).to.match(/^AV-\d{4}-\d{6}$/);
    const after = await userRow(h, user.id);
    expect(after).to.include({ is_premium: false, payment_status: 'refunded' });
    expect(Number(after.token_version), 'every token issued before is refused').to.equal(Number(before.token_version) + 1);
    const payment = await h.db.knex('billing_test_payments').where({ order_id: order.id }).first();
    expect(payment.refund_id).to.match(/^re_test_/);
  });

  it('refuses a refund after 30 days and changes nothing', async () => {
    const { user, order } = await paidOrder('standard');
    h.clock.offsetMs = 30 * DAY_MS + 60_000;
    try {
      expect(await codeOf(h.container.get(RefundOrder).execute({ orderId: order.id }))).to.equal('BILLING_REFUND_WINDOW_CLOSED');
    } finally {
      h.clock.offsetMs = 0;
    }
    expect(await invoicesOf(order.id)).to.have.length(1);
    expect(await userRow(h, user.id)).to.include({ is_standard: true, payment_status: 'paid' });
    expect((await h.db.knex('billing_test_payments').where({ order_id: order.id }).first()).refund_id).to.equal(null);
  });

  it('refuses UPDATE and DELETE of an issued invoice in the database itself', async () => {
    const { order } = await paidOrder();
    const [invoice] = await invoicesOf(order.id);
    const refusal = async (work: () => Promise<unknown>) => {
      try {
        await work();
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(await refusal(() => h.db.knex('billing_invoices').where({ id: invoice!.id }).update({ total_cents: 1 }))).to.contain('cannot be update');
    expect(await refusal(() => h.db.knex('billing_invoices').where({ id: invoice!.id }).update({ customer_name: 'someone else' }))).to.contain('cannot be update');
    expect(await refusal(() => h.db.knex('billing_invoices').where({ id: invoice!.id }).delete())).to.contain('cannot be delete');
    expect(await invoicesOf(order.id)).to.deep.equal([invoice]);
  });

  it('keeps the invoices of a deleted account and pseudonymises its orders', async () => {
    const { user, order } = await paidOrder();
    const [invoice] = await invoicesOf(order.id);
    await h.container.get(DeleteAccount).execute({ userId: user.id, confirm: 'DELETE' });
    expect(await h.db.knex('identity_users').where({ id: user.id }).first()).to.equal(undefined);
    // The invoice, a legal record, is unchanged (it could not be changed anyway).
    expect(await invoicesOf(order.id)).to.deep.equal([invoice]);
    const row = await h.db.knex('billing_orders').where({ id: order.id }).first();
    expect(row.user_id).to.equal(null);
    expect(row.user_ref).to.match(/^deleted-[0-9a-f]{24}$/);
    expect(row.customer_email).to.equal(`${row.user_ref}@deleted.invalid`);
    expect(JSON.stringify(row)).to.not.contain(user.email);
    expect(JSON.stringify(row)).to.not.contain(user.id);
  });
});
