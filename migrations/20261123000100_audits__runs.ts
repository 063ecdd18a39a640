import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audits_runs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // An identity user id; no FK across modules (account deletion reaches this table through identity's event).
    t.string('user_id', 64).notNullable();
    t.string('type', 32).notNullable();
    t.string('url', 2048).notNullable();
    t.boolean('crawl').notNullable().defaultTo(false);
    t.string('status', 16).notNullable().defaultTo('queued');
    t.smallint('progress').notNullable().defaultTo(0);
    t.string('stage', 32).notNullable().defaultTo('queued');
    // The overall score, copied out of the result so history lists need not read the result body.
    t.smallint('score').nullable();
    t.jsonb('result').nullable();
    t.jsonb('error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('started_at', { useTz: true }).nullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.index(['user_id', 'type', 'url', 'created_at']);
    t.index(['user_id', 'created_at']);
  });
}
