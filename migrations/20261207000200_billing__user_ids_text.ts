import type { Knex } from 'knex';

/**
 * Billing's user ids are identity's, text of up to 64 characters and not necessarily a UUID
 * (migrations/20261122003000_identity__users.ts); the first billing migration typed them uuid, and an
 * account whose id is not one got a server error on GET /api/payment/invoices (the settings page) and on
 * every order it started. Widened in place; existing rows are UUIDs and stay valid. The order and promo
 * ids beside them (reserved_by, consumed_by, order_id) are billing's own UUIDs and keep their type.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table billing_orders alter column user_id type varchar(64) using user_id::text');
  await knex.raw('alter table billing_orders alter column refunded_by type varchar(64) using refunded_by::text');
  await knex.raw('alter table billing_promo_codes alter column issued_by type varchar(64) using issued_by::text');
  await knex.raw('alter table billing_promo_redemptions alter column user_id type varchar(64) using user_id::text');
}
