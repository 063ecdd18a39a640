import type { Knex } from 'knex';

/**
 * Saved database connections of the query tool (sql-workbench README, "Connections"). The password is
 * stored only sealed (AES-256-GCM under CREDENTIALS_KEY, the row's id as associated data), so the id is
 * chosen by the application before the insert, not defaulted here. owner_id is identity's user id, text
 * of up to 64 characters, without a foreign key (modules own their tables); the account's deletion
 * erases the rows through the module's personal-data holder.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sql_workbench_connections', (t) => {
    t.uuid('id').primary();
    t.string('owner_id', 64).notNullable();
    t.string('name', 120).notNullable();
    t.string('engine', 16).notNullable();
    t.string('host', 253).notNullable();
    t.integer('port').notNullable();
    t.string('database', 128).notNullable();
    t.string('username', 128).notNullable();
    t.text('password_sealed').notNullable();
    t.string('tls', 16).notNullable();
    t.integer('statement_timeout_ms').notNullable().defaultTo(10_000);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id']);
  });
  await knex.raw(`alter table sql_workbench_connections
    add constraint sql_workbench_connections_engine_check check (engine in ('postgresql', 'mysql')),
    add constraint sql_workbench_connections_tls_check check (tls in ('disable', 'require', 'verify-full')),
    add constraint sql_workbench_connections_port_check check (port between 1 and 65535),
    add constraint sql_workbench_connections_timeout_check check (statement_timeout_ms between 1000 and 60000)`);
}
