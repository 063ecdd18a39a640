import type { Knex } from 'knex';

/**
 * The test payment provider keeps one payment per order and method, as Stripe and PayPal do for a
 * repeated idempotency key (billing README, "Test mode"). Two checkout submits arriving at once both
 * found no row and both inserted one, leaving an order with two payments; the unique index makes the
 * second insert a no-op that reads the first. Rows written before it are deduplicated first, keeping
 * the oldest, which is the one its order points to unless it was never used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    delete from billing_test_payments p
    using billing_test_payments q
    where p.order_id = q.order_id and p.kind = q.kind and p.status <> 'succeeded'
      and (q.created_at, q.id) < (p.created_at, p.id)`);
  await knex.raw('create unique index billing_test_payments_one_per_order on billing_test_payments (order_id, kind)');
}
