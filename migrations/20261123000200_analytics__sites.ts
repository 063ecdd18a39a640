import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_sites', (t) => {
    // The id is public: it is the data-site attribute of the tracking code. gen_random_uuid makes it unguessable.
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // An identity user id; no FK across modules (account deletion reaches this table through identity's holders).
    t.string('user_id', 64).notNullable();
    t.string('name', 100).notNullable();
    t.string('url', 2048).notNullable();
    // Host without port or www., kept beside the URL so the tracker's source classification reads it directly.
    t.string('host', 255).notNullable();
    // Per-site tracking switch (analytics README, "Sites"); the tracker drops events of a site that is off.
    t.boolean('tracking_enabled').notNullable().defaultTo(true);
    // DNT and GPC honoured by default (analytics README, "Sites"); off writes data-respect-dnt="false" into the tracking code.
    t.boolean('respect_dnt').notNullable().defaultTo(true);
    // 395 days = 13 months: a month can be compared with the same month a year before. The nightly
    // retention job deletes raw events older than this; the product leaves the figure to us (docs/product.md §11).
    t.integer('retention_days').notNullable().defaultTo(395);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
}
