import type { Knex } from 'knex';

/**
 * Responsive testing (devtools README, "Responsive testing"): one row per run with its sizes and their
 * findings in `devices` (jsonb, in the run's order, at most 12), and one row per rendered size with
 * the PNG in `data` (bytea, as studio uploads keep images), so every api pod serves every shot without
 * a shared volume. owner_id is identity's user id (text, no foreign key: modules own their tables);
 * the account's deletion erases both through the module's personal-data holder. Runs are kept 7 days
 * and 20 per user; the shots go with their run (on delete cascade, within this module).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('devtools_responsive_runs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('owner_id', 64).notNullable();
    t.text('url').notNullable();
    t.string('status', 16).notNullable().defaultTo('queued');
    t.string('error_code', 64).nullable();
    t.jsonb('devices').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('started_at', { useTz: true }).nullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.index(['owner_id', 'created_at']);
    t.index(['status', 'created_at']);
  });
  await knex.schema.createTable('devtools_responsive_shots', (t) => {
    t.uuid('run_id').notNullable().references('id').inTable('devtools_responsive_runs').onDelete('CASCADE');
    t.integer('device_index').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('bytes').notNullable();
    t.binary('data').notNullable();
    t.primary(['run_id', 'device_index']);
  });
}
