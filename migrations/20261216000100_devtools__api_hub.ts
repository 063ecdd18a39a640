import type { Knex } from 'knex';

/**
 * The API testing hub's stored data (devtools README, "API testing hub"): environments (variables as a
 * jsonb list, a secret's value only sealed under CREDENTIALS_KEY with the row's id and the key as
 * associated data, so ids are chosen by the application), collections of saved requests (one jsonb
 * document) and the history of sends (the URL as typed, before substitution; the newest 100 per user
 * are kept). owner_id is identity's user id, text of up to 64 characters, without a foreign key
 * (modules own their tables); the account's deletion erases the rows through the module's
 * personal-data holder.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('devtools_api_environments', (t) => {
    t.uuid('id').primary();
    t.string('owner_id', 64).notNullable();
    t.string('name', 120).notNullable();
    t.jsonb('variables').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id']);
  });
  await knex.schema.createTable('devtools_api_collections', (t) => {
    t.uuid('id').primary();
    t.string('owner_id', 64).notNullable();
    t.string('name', 120).notNullable();
    t.jsonb('requests').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id']);
  });
  await knex.schema.createTable('devtools_api_history', (t) => {
    t.bigIncrements('id').primary();
    t.string('owner_id', 64).notNullable();
    t.string('method', 8).notNullable();
    t.text('url').notNullable();
    t.integer('status');
    t.integer('total_ms');
    t.string('error_code', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index devtools_api_history_owner_id_index on devtools_api_history (owner_id, id desc)');
}
