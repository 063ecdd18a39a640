import type { Knex } from 'knex';

/**
 * A schema's owner is identity's user id, which is text of up to 64 characters, not necessarily a UUID
 * (migrations/20261122003000_identity__users.ts): the first migration typed it uuid, and an account whose id is not one
 * got a server error on every /api/sql call. Widened in place; existing rows are UUIDs and stay valid.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table sql_workbench_schemas alter column owner_id type varchar(64) using owner_id::text');
}
