import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Extra header fields (List-Unsubscribe...) as sent. NOT NULL with a constant default is a
  // metadata-only change on PostgreSQL 11+, and rows from pods still on the previous release get {}.
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('headers').notNullable().defaultTo('{}');
  });
}
