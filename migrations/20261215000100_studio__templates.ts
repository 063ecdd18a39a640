import type { Knex } from 'knex';

/**
 * Saved studio templates (studio README, "Templates"): a component's HTML, CSS and script, or a CSS
 * playground snippet, as one jsonb document beside its name and kind. owner_id is identity's user id
 * (text of up to 64 characters, no foreign key: modules own their tables); the account's deletion erases
 * the rows through the module's personal-data holder. The list reads an owner's rows most recently
 * updated first, hence the index's order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('studio_templates', (t) => {
    t.uuid('id').primary();
    t.string('owner_id', 64).notNullable();
    t.string('template_name', 120).notNullable();
    t.string('component_type', 32).notNullable();
    t.jsonb('template_data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index studio_templates_owner_updated_index on studio_templates (owner_id, updated_at desc)');
}
