import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_user_preferences', (t) => {
    // The token's subject; no FK yet because accounts arrive in their own migration.
    t.text('user_id').primary();
    // Only the fields the user set: defaults live in the domain, so changing a default reaches everyone.
    t.jsonb('preferences').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}
