import type { Knex } from 'knex';

/**
 * The billing module's tables (src/modules/billing/README.md): orders before any provider call, promo
 * codes, gapless invoice counters, invoices that the database itself keeps unchanged once issued, their
 * PDF renderings, the provider events already applied, and the VIES answers of the day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('billing_orders', (t) => {
    t.uuid('id').primary();
    // The account (identity's id, no foreign key across modules); null once the account is deleted,
    // when `user_ref` keeps a pseudonym so the invoices still group by customer.
    t.uuid('user_id').nullable();
    t.string('user_ref', 64).nullable();
    t.string('status', 20).notNullable();
    t.string('plan', 16).notNullable();
    t.string('method', 8).notNullable();
    t.string('provider', 8).notNullable();
    // PaymentIntent id, PayPal order id, or the test provider's id; unique per provider.
    t.string('provider_ref', 255).nullable();
    t.string('provider_capture_ref', 255).nullable();
    t.string('currency', 3).notNullable();
    t.integer('base_cents').notNullable();
    t.smallint('discount_percent').notNullable();
    t.integer('discount_cents').notNullable();
    t.integer('net_cents').notNullable();
    t.integer('vat_basis_points').notNullable();
    t.integer('tax_cents').notNullable();
    t.integer('total_cents').notNullable();
    t.string('vat_regime', 32).notNullable();
    t.string('vat_rate_country', 2).nullable();
    t.boolean('reverse_charge').notNullable();
    t.boolean('vat_exempt').notNullable();
    t.text('vat_mention').nullable();
    // What the VAT decision rested on (country, number, VIES answer and request id, setting, rate date).
    t.jsonb('vat_evidence').notNullable();
    t.string('country_code', 2).notNullable();
    t.boolean('is_business').notNullable();
    t.string('vat_number', 20).nullable();
    t.string('customer_name', 200).notNullable();
    t.string('customer_email', 254).notNullable();
    t.string('promo_code', 32).nullable();
    t.uuid('promo_id').nullable();
    // The consumer's express consent to immediate access (withdrawal right waived for digital content).
    t.timestamp('consent_at', { useTz: true }).nullable();
    t.string('consent_version', 16).nullable();
    t.string('locale', 8).notNullable();
    // Invoice PDF and mail queued after the payment committed: pending, done, failed (retried by reconciliation).
    t.string('follow_up', 8).notNullable().defaultTo('none');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.timestamp('closed_at', { useTz: true }).nullable();
    t.string('close_reason', 64).nullable();
    t.timestamp('refunded_at', { useTz: true }).nullable();
    t.string('refund_ref', 255).nullable();
    t.uuid('refunded_by').nullable();
  });
  // One open order per account: a double submit finds the first one instead of creating a second.
  await knex.raw("create unique index billing_orders_one_open on billing_orders (user_id) where status = 'pending_payment'");
  await knex.raw('create unique index billing_orders_provider_ref on billing_orders (provider, provider_ref) where provider_ref is not null');
  await knex.raw("create index billing_orders_pending on billing_orders (created_at) where status = 'pending_payment'");
  await knex.raw('create index billing_orders_user on billing_orders (user_id, created_at desc)');
  await knex.raw('create index billing_orders_paid on billing_orders (paid_at desc) where paid_at is not null');

  await knex.schema.createTable('billing_promo_codes', (t) => {
    t.uuid('id').primary();
    t.string('code', 32).notNullable().unique();
    t.smallint('percent').notNullable();
    t.string('issued_to', 254).notNullable();
    t.uuid('issued_by').nullable();
    t.string('note', 200).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    // Held by one pending order; free again once that order is no longer pending.
    t.uuid('reserved_by').nullable();
    // Set once, by the transaction that marks the order paid.
    t.uuid('consumed_by').nullable().unique();
    t.timestamp('consumed_at', { useTz: true }).nullable();
  });

  // The public code, once per account: one row per account that paid with it.
  await knex.schema.createTable('billing_promo_redemptions', (t) => {
    t.string('code', 32).notNullable();
    t.uuid('user_id').notNullable();
    t.uuid('order_id').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['code', 'user_id']);
  });

  await knex.schema.createTable('billing_invoice_counters', (t) => {
    t.string('series', 4).notNullable();
    t.integer('year').notNullable();
    t.integer('last').notNullable();
    t.primary(['series', 'year']);
  });

  await knex.schema.createTable('billing_invoices', (t) => {
    t.uuid('id').primary();
    t.string('number', 32).notNullable().unique();
    t.string('series', 4).notNullable();
    t.integer('year').notNullable();
    t.integer('sequence').notNullable();
    t.string('kind', 16).notNullable();
    t.uuid('order_id').notNullable().references('id').inTable('billing_orders');
    t.uuid('credits_invoice_id').nullable().references('id').inTable('billing_invoices');
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.string('payment_id', 255).notNullable();
    t.string('customer_name', 200).notNullable();
    t.string('customer_email', 254).notNullable();
    t.text('customer_address').nullable();
    t.string('vat_number', 20).nullable();
    t.string('country', 2).notNullable();
    t.boolean('is_business').notNullable();
    t.string('selected_plan', 16).notNullable();
    t.string('currency', 3).notNullable();
    t.integer('base_cents').notNullable();
    t.integer('discount_cents').notNullable();
    t.integer('net_cents').notNullable();
    t.integer('tax_cents').notNullable();
    t.integer('total_cents').notNullable();
    t.integer('tax_basis_points').notNullable();
    t.boolean('is_vat_exempt').notNullable();
    t.boolean('reverse_charge').notNullable();
    t.text('vat_mention').nullable();
    t.jsonb('seller').notNullable();
    t.string('locale', 8).notNullable();
    t.unique(['series', 'year', 'sequence']);
    // Exactly one invoice and at most one credit note per order, whatever runs twice.
    t.unique(['order_id', 'kind']);
  });

  // An issued invoice is a legal document: nobody changes or deletes it, not even our own code.
  await knex.raw(`
    create function billing_invoices_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'billing_invoices: issued invoice % cannot be %', old.number, lower(tg_op)
        using errcode = 'raise_exception';
    end
    $$`);
  await knex.raw('create trigger billing_invoices_no_change before update or delete on billing_invoices for each row execute function billing_invoices_immutable()');

  await knex.schema.createTable('billing_invoice_documents', (t) => {
    t.uuid('invoice_id').primary().references('id').inTable('billing_invoices');
    t.string('status', 12).notNullable();
    t.binary('pdf').nullable();
    t.timestamp('rendered_at', { useTz: true }).nullable();
    t.timestamp('mailed_at', { useTz: true }).nullable();
    t.text('error').nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  // Provider events applied, recorded in the transaction that applied them: a replay changes nothing.
  await knex.schema.createTable('billing_provider_events', (t) => {
    t.string('provider', 8).notNullable();
    t.string('event_id', 255).notNullable();
    t.string('type', 64).notNullable();
    t.uuid('order_id').nullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.primary(['provider', 'event_id']);
  });

  await knex.schema.createTable('billing_vies_checks', (t) => {
    t.string('country', 2).notNullable();
    t.string('number', 16).notNullable();
    t.string('status', 12).notNullable();
    t.string('name', 300).nullable();
    t.text('address').nullable();
    t.string('request_id', 64).nullable();
    t.timestamp('checked_at', { useTz: true }).notNullable();
    t.primary(['country', 'number']);
  });

  // The test payment provider's own state (never used in production): what a provider would keep.
  await knex.schema.createTable('billing_test_payments', (t) => {
    t.string('id', 64).primary();
    t.string('kind', 8).notNullable();
    t.uuid('order_id').notNullable();
    t.integer('amount_cents').notNullable();
    t.string('currency', 3).notNullable();
    t.string('status', 32).notNullable();
    t.string('secret', 64).notNullable();
    t.string('capture_id', 64).nullable();
    t.string('last_error', 64).nullable();
    t.string('refund_id', 64).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}
