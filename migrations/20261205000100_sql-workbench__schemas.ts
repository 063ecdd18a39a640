import type { Knex } from 'knex';

/**
 * Saved SQL schemas of the designer (sql-workbench README, "Model"): the model's tables as one jsonb
 * document and the diagram's node positions beside it, so a layout change never rewrites the model.
 * owner_id is the identity user's id without a foreign key (modules own their tables); the account's
 * deletion erases the rows through the module's personal-data holder.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sql_workbench_schemas', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('owner_id').notNullable();
    t.text('database_name').notNullable();
    t.jsonb('tables').notNullable();
    t.jsonb('positions').notNullable().defaultTo('{}');
    t.integer('table_count').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id', 'updated_at']);
  });
}

