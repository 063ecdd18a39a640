import type { Knex } from 'knex';

/**
 * Mails may carry attachments (billing's invoice PDFs). The outbox records their name, type and size,
 * not their bytes: the module that made the file keeps it (src/platform/mail).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('attachments').notNullable().defaultTo('[]');
  });
}
