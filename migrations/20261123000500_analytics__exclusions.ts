import type { Knex } from 'knex';

/**
 * An owner's exclusions (analytics README, "Tracker"; domain/exclusion.ts): events from an IP address, a user id sent
 * by the snippet's `data-user`, a visitor id, or a device (keyed hash of IP and user agent) are dropped by
 * the tracker. The FK to analytics_sites is within the module: deleting a site (or an account, which
 * deletes its sites) removes its exclusions. The tracker reads them by site through a short cache.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_exclusions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('site_id').notNullable().references('id').inTable('analytics_sites').onDelete('CASCADE');
    t.text('type').notNullable();
    t.string('value', 128).notNullable();
    t.string('label', 100).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['site_id', 'type', 'value']);
  });
  await knex.raw(`alter table analytics_exclusions add constraint analytics_exclusions_type_check check (type in ('ip', 'user', 'visitor', 'device'))`);
}
