import type { Knex } from 'knex';

/**
 * Dashboard widgets of the query tool (sql-workbench README, "Analyzer and index advice"): a saved read
 * query and its chart settings. owner_id is identity's user id, text of up to 64 characters, without a
 * foreign key (modules own their tables); the account's deletion erases the rows through the module's
 * personal-data holder. connection_id is text so the built-in sample's id (`sample`) fits beside saved
 * connections' UUIDs; a widget whose connection was deleted answers SQL_CONNECTION_NOT_FOUND when run.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sql_workbench_widgets', (t) => {
    t.uuid('id').primary();
    t.string('owner_id', 64).notNullable();
    t.string('name', 120).notNullable();
    t.string('connection_id', 64).notNullable();
    t.text('sql').notNullable();
    t.jsonb('chart').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id', 'created_at']);
  });
}
