import type { Knex } from 'knex';

/**
 * The websites a person keeps for the website analysis (audits README, "Website data"): a name, an
 * https:// address, the URLs the last website audit detected and the sitemap it generated. owner_id is
 * identity's user id without a foreign key (modules own their tables); the account's deletion erases the
 * rows through the module's personal-data holder. One row per owner and address; at most one main
 * website per owner, which the partial unique index holds even against two saves at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audits_website_data', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('owner_id', 64).notNullable();
    t.string('name', 120).notNullable();
    t.string('url', 2048).notNullable();
    t.jsonb('analyzis_urls').notNullable().defaultTo('[]');
    t.text('sitemap_content').notNullable().defaultTo('');
    t.boolean('is_main').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['owner_id', 'url']);
  });
  await knex.raw('create unique index audits_website_data_one_main on audits_website_data (owner_id) where is_main');
}
