import type { Knex } from 'knex';

/**
 * Images uploaded from the studio (studio README, "Uploads"): the re-encoded bytes in `data`, so every api
 * pod serves them without a shared volume, and the record the list shows beside them. `token` is the
 * unguessable part of the public address (32 random bytes, base64url). owner_id is identity's user id
 * (text, no foreign key: modules own their tables); the account's deletion erases the rows through the
 * module's personal-data holder. bytes is the stored size the per-user quota sums.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('studio_uploads', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('owner_id', 64).notNullable();
    t.string('token', 64).notNullable().unique();
    t.string('content_type', 40).notNullable();
    t.string('format', 10).notNullable();
    t.integer('bytes').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.string('original_name', 255).notNullable();
    t.binary('data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id', 'created_at']);
  });
}
