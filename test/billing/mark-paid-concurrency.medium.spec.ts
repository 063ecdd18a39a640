import { expect } from 'chai';
import { MarkPaid } from '../../src/modules/billing/application/mark-paid/mark-paid.js';
import type { InvoiceRepository } from '../../src/modules/billing/application/ports/invoice.repository.port.js';
import type { OrderRepository } from '../../src/modules/billing/application/ports/order.repository.port.js';
import type { PromoRepository } from '../../src/modules/billing/application/ports/promo.repository.port.js';
import { BILLING } from '../../src/modules/billing/billing.tokens.js';
import { billingHarness, type BillingHarness } from '../support/billing/billing-harness.js';
import { seeded } from '../support/billing/seeded.js';
import { pendingOrder } from './orders.fixture.js';

/**
 * Gapless numbering under load (billing README, "Invoices"): 2,000 payments marked at once, a fifth of
 * their transactions rolled back at a random step (after the number was taken, or before), each retried
 * as a provider retries its webhook, and a second delivery of some racing the first. The invoices must be
 * numbered exactly 1…n, one per order. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
function paymentCount(): number {
  return process.env.DATABASE_URL ? 2_000 : 400;
}

describe('billing: concurrent MarkPaid with injected rollbacks', function () {
  this.timeout(240_000);
  let h: BillingHarness;
  before(async () => {
    h = await billingHarness();
  });
  after(() => h?.stop());

  // PGlite has a single connection, so its concurrency is interleaving only and every payment waits its
  // turn (about 40 ms each): the full 2,000 run on PostgreSQL, as CI does, and 400 on PGlite.
  const COUNT = paymentCount();
  it(`numbers ${COUNT} concurrent payments exactly 1…${COUNT} and pays each order once`, async () => {
    const orders = h.container.get<OrderRepository>(BILLING.OrderRepository);
    const invoices = h.container.get<InvoiceRepository>(BILLING.InvoiceRepository);
    const markPaid = h.container.get(MarkPaid);
    const users = await h.seedUsers(COUNT);
    const pending: Awaited<ReturnType<typeof pendingOrder>>[] = [];
    for (const user of users) pending.push(await pendingOrder(orders, user.id));

    const random = seeded(20261129);
    const insert = invoices.insert.bind(invoices);
    const ensure = invoices.ensureDocument.bind(invoices);
    let injected = 0;
    // Fail after the counter row moved (insert) or at the very end (the document row): both roll back the number.
    invoices.insert = async (invoice) => {
      if (random() < 0.1) {
        injected++;
        throw new Error('injected rollback before the invoice row');
      }
      return insert(invoice);
    };
    invoices.ensureDocument = async (id, at) => {
      await ensure(id, at);
      if (random() < 0.1) {
        injected++;
        throw new Error('injected rollback after the invoice row');
      }
    };

    const pay = async (order: (typeof pending)[number]) => {
      for (let attempt = 0; ; attempt++) {
        try {
          const proof = { provider: 'test' as const, reference: order.providerRef, orderId: order.id, amountCents: order.quote.totalCents, currency: 'EUR', captureRef: null };
          // Some deliveries arrive twice at once.
          const results = await Promise.all(random() < 0.1 ? [markPaid.execute(proof), markPaid.execute(proof)] : [markPaid.execute(proof)]);
          return results;
        } catch (error) {
          if (attempt > 50) throw error;
        }
      }
    };
    const started = Date.now();
    // Two thousand transactions queue for a pool of five connections: those waiting past the pool's
    // timeout fail and are retried like a webhook; knex says so on the console, which we keep quiet.
    const warn = console.warn;
    const log = console.log;
    console.warn = console.log = (...args: unknown[]) => (String(args[0]).startsWith('Acquire connection error') ? undefined : warn(...args));
    await Promise.all(pending.map(pay)).finally(() => {
      console.warn = warn;
      console.log = log;
    });
    const elapsed = Date.now() - started;
    invoices.insert = insert;
    invoices.ensureDocument = ensure;

    const rows = (await h.db.knex('billing_invoices').where({ series: 'F' }).select('sequence', 'order_id')) as { sequence: number; order_id: string }[];
    const sequences = rows.map((r) => Number(r.sequence)).sort((a, b) => a - b);
    expect(injected, 'rollbacks injected').to.be.greaterThan(COUNT / 10);
    expect(sequences).to.deep.equal(Array.from({ length: COUNT }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.order_id)).size).to.equal(COUNT);
    const paid = await h.db.knex('billing_orders').where({ status: 'paid' }).count<{ c: string }[]>({ c: '*' });
    expect(Number(paid[0]!.c)).to.equal(COUNT);
    const premium = await h.db.knex('identity_users').where({ is_premium: true }).count<{ c: string }[]>({ c: '*' });
    expect(Number(premium[0]!.c)).to.equal(COUNT);
    console.log(`      ${COUNT} payments, ${injected} injected rollbacks, ${elapsed} ms (${h.db.url ? 'PostgreSQL' : 'PGlite'})`);
  });

  it('lets exactly one of 100 concurrent redemptions of a single-use code consume it', async () => {
    const orders = h.container.get<OrderRepository>(BILLING.OrderRepository);
    const promos = h.container.get<PromoRepository>(BILLING.PromoRepository);
    await promos.issue({ id: '00000000-0000-4000-8000-000000000001', code: 'EDURACE0000001', percent: 50, issuedTo: 'student@example.org', issuedBy: '00000000-0000-4000-8000-000000000002', note: null, at: new Date() });
    const pending = [];
    for (let i = 0; i < 100; i++) pending.push(await pendingOrder(orders, (await h.seedUser()).id));
    const consumed = await Promise.all(pending.map((o) => promos.consume('00000000-0000-4000-8000-000000000001', o.id, new Date())));
    expect(consumed.filter(Boolean)).to.have.length(1);
  });
});
