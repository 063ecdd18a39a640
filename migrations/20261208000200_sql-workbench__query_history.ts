import type { Knex } from 'knex';

/**
 * The query tool's history (sql-workbench README, "Query tool"): one row per run of the terminal, ok or
 * failed, the last 100 kept per owner and connection. connection_id is text, not a reference: the
 * built-in sample database's id is `sample`, and a saved connection's id is a uuid. The id is a sequence
 * so that runs within the same instant keep their order. owner_id is identity's user id (text of up to
 * 64 characters, no foreign key: modules own their tables); the account's deletion erases the rows
 * through the module's personal-data holder.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sql_workbench_query_history', (t) => {
    t.bigIncrements('id').primary();
    t.string('owner_id', 64).notNullable();
    t.text('connection_id').notNullable();
    t.text('sql').notNullable();
    t.string('mode', 8).notNullable();
    t.boolean('dry_run').notNullable().defaultTo(false);
    t.string('status', 8).notNullable();
    t.string('error_code', 64).nullable();
    t.bigInteger('row_count').nullable();
    t.double('duration_ms').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id', 'connection_id', 'id']);
  });
  await knex.raw(`alter table sql_workbench_query_history
    add constraint sql_workbench_query_history_mode_check check (mode in ('read', 'write')),
    add constraint sql_workbench_query_history_status_check check (status in ('ok', 'error')),
    add constraint sql_workbench_query_history_sql_size_check check (octet_length(sql) <= 102400)`);
}
