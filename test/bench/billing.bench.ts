import Stripe from 'stripe';
import { HandleProviderEvent } from '../../src/modules/billing/application/handle-provider-event/handle-provider-event.use-case.js';
import { MarkPaid } from '../../src/modules/billing/application/mark-paid/mark-paid.js';
import type { OrderRepository } from '../../src/modules/billing/application/ports/order.repository.port.js';
import { StartPayment } from '../../src/modules/billing/application/start-payment/start-payment.use-case.js';
import { BILLING } from '../../src/modules/billing/billing.tokens.js';
import { pendingOrder } from '../billing/orders.fixture.js';
import { billingHarness } from '../support/billing/billing-harness.js';
import { StripeContractServer } from '../support/billing/stripe-contract-server.js';

export interface Timed {
  perSec: number;
  p50Ms: number;
  p95Ms: number;
}

export interface BillingFigures {
  engine: string;
  samples: number;
  bareInsert: Timed;
  createIntent: Timed;
  markPaid: Timed;
  webhook: Timed;
}

const WEBHOOK_SECRET = 'whsec_benchbillingsecret0001';

async function timed(count: number, work: (i: number) => Promise<unknown>): Promise<Timed> {
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await work(i);
    samples.push(performance.now() - t);
  }
  const wall = performance.now() - started;
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)]!;
  return { perSec: count / (wall / 1000), p50Ms: at(0.5), p95Ms: at(0.95) };
}

/**
 * Billing's hot paths in one process, one call after another, on a migrated database (PGlite, or the
 * PostgreSQL schema DATABASE_URL names), beside a bare one-row INSERT on the same connection pool:
 * create-intent (prices the checkout with VAT, writes the order and holds it, then asks Stripe, here
 * the local contract server, for a PaymentIntent), MarkPaid (the order, the plan, the invoice number
 * and row in one transaction; the follow-up job into an in-memory queue), and the Stripe webhook handler
 * (signature check, then MarkPaid) whose p95 the issue bounds at 200 ms.
 */
export async function benchBilling(samples = 300): Promise<BillingFigures> {
  const stripe = await new StripeContractServer().start();
  const h = await billingHarness({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_bench', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
  try {
    const knex = h.db.knex;
    const orders = h.container.get<OrderRepository>(BILLING.OrderRepository);
    const users = await h.seedUsers(samples * 3 + 40);
    const warm = users.splice(0, 40);
    const startPayment = h.container.get(StartPayment);
    const markPaid = h.container.get(MarkPaid);
    const events = h.container.get(HandleProviderEvent);
    const checkout = (userId: string) => startPayment.execute({ userId, method: 'card', input: { plan: 'premium', countryCode: 'DE', isBusiness: false, vatNumber: null, promoCode: null, customerName: 'Bench' }, consent: true, locale: 'en' });
    const insertRow = (i: number) => knex.raw('insert into identity_access_log (path, type, user_id, ip_hash, occurred_at) values (?, ?, ?, ?, ?)', [`/bench/billing/${i}`, 'unauthorized_access', null, 'h', new Date()]);
    for (const [i, u] of warm.entries()) {
      await insertRow(i);
      await checkout(u.id);
    }

    const bareInsert = await timed(samples, insertRow);
    const createIntent = await timed(samples, (i) => checkout(users[i]!.id));

    const forMarkPaid: Awaited<ReturnType<typeof pendingOrder>>[] = [];
    for (const u of users.slice(samples, samples * 2)) forMarkPaid.push(await pendingOrder(orders, u.id));
    const markPaidTimes = await timed(samples, (i) => {
      const o = forMarkPaid[i]!;
      return markPaid.execute({ provider: 'test', reference: o.providerRef, orderId: o.id, amountCents: o.quote.totalCents, currency: 'EUR', captureRef: null });
    });

    // Orders with a PaymentIntent at the contract server, paid there; their webhooks are signed as Stripe signs them.
    const deliveries: { rawBody: Buffer; headers: Record<string, string> }[] = [];
    for (const u of users.slice(samples * 2, samples * 3)) {
      const started = await checkout(u.id);
      const intent = stripe.succeed(started.payment.reference);
      const payload = JSON.stringify({ id: `evt_bench_${started.order.id}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: intent.id, object: 'payment_intent', amount: intent.amount, amount_received: intent.amount, currency: intent.currency, status: 'succeeded', metadata: intent.metadata, latest_charge: intent.latest_charge } } });
      deliveries.push({ rawBody: Buffer.from(payload), headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) } });
    }
    const webhook = await timed(samples, async (i) => {
      const outcome = await events.execute({ method: 'card', ...deliveries[i]! });
      if (outcome !== 'paid') throw new Error(`webhook ${i}: ${outcome}`);
    });
    return { engine: h.db.url ? 'PostgreSQL' : 'PGlite (in memory)', samples, bareInsert, createIntent, markPaid: markPaidTimes, webhook };
  } finally {
    await h.stop();
    await stripe.stop();
  }
}
