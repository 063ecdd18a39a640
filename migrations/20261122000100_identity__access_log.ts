import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_access_log', (t) => {
    t.bigIncrements('id').primary();
    t.string('path', 512).notNullable();
    t.string('type', 32).notNullable();
    // A user id from another table of this module; no FK yet because accounts arrive in their own migration.
    t.string('user_id', 64).nullable();
    t.string('ip_hash', 64).notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['received_at']);
  });
}
