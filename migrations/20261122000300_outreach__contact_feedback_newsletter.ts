import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outreach_contact_messages', (t) => {
    t.bigIncrements('id').primary();
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('subject', 32).notNullable();
    t.text('message').notNullable();
    // An identity user id when the sender was signed in; no FK across modules.
    t.string('user_id', 64).nullable();
    t.string('ip_hash', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });

  await knex.schema.createTable('outreach_feedback', (t) => {
    t.bigIncrements('id').primary();
    t.string('type', 32).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.smallint('rating').notNullable();
    t.string('email', 254).nullable();
    t.string('user_id', 64).nullable();
    t.string('ip_hash', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });

  await knex.schema.createTable('outreach_newsletter_subscribers', (t) => {
    t.bigIncrements('id').primary();
    // Stored lower-cased, so one address is one subscriber.
    t.string('email', 254).notNullable().unique();
    t.string('locale', 8).notNullable();
    t.string('status', 16).notNullable();
    // SHA-256 (hex) of the tokens mailed; the tokens themselves are never stored.
    t.string('confirm_token_hash', 64).nullable().unique();
    t.timestamp('confirm_expires_at', { useTz: true }).nullable();
    t.string('unsubscribe_token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.timestamp('unsubscribed_at', { useTz: true }).nullable();
    t.index(['created_at']);
  });
}
