import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_password_resets', (t) => {
    t.bigIncrements('id').primary();
    t.string('user_id', 64).notNullable().references('id').inTable('identity_users').onDelete('CASCADE');
    // SHA-256 (hex) of the mailed token.
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}
