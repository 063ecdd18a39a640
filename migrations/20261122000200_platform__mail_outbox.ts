import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.string('to_address', 320).notNullable();
    t.string('subject', 300).notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').nullable();
    t.string('template', 64).nullable();
    t.string('locale', 8).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Null: recorded only (no SMTP configured, or delivery failed).
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.index(['created_at']);
  });
}
