import type { Knex } from 'knex';

/**
 * Contact messages from a sender with Premium access when they wrote are marked priority and listed
 * first for admins (docs/product.md §1, "Support"). Older messages predate the mark: not priority.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outreach_contact_messages', (t) => {
    t.boolean('priority').notNullable().defaultTo(false);
    t.index(['priority', 'created_at'], 'outreach_contact_messages_priority_created_at_index');
  });
}

