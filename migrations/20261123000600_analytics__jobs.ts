import type { Knex } from 'knex';

/**
 * Data management (analytics README, "Data management"): export and purge jobs, and the exported files.
 *
 * - `analytics_jobs` is the state the API reports (`GET …/exports/:id`, `GET …/purges/:id`). It lives in
 *   PostgreSQL rather than in the queue so every api pod reads the same answer and it outlives Bull's
 *   bounded history. `record_count` is the export's row count or the purge's deleted event count;
 *   `cutoff` is fixed when the owner confirms the purge, so a retried or delayed job deletes exactly what
 *   was asked. `expires_at` (exports only) is when the nightly retention job removes the file.
 * - `analytics_export_chunks` holds a finished export, gzipped, in ordered pieces of about 1 MiB. Not a
 *   file under DATA_DIR: in Kubernetes the worker that writes it and the api pod that serves the download
 *   share no disk. Not one bytea value either: a large site's export would have to sit whole in memory on
 *   both sides and hits the 1 GB field limit; pieces are written and streamed one at a time. Deleting the
 *   job deletes its pieces (ON DELETE CASCADE).
 * - A partial unique index on analytics_sites lets every api pod "ensure" the built-in StackLens site
 *   (owner `system:stacklens`, the dogfooding site) concurrently without creating it twice.
 */
// domain/self-site.ts SYSTEM_SITE_OWNER; a migration is frozen, so the value is written out here.
const SYSTEM_SITE_OWNER = 'system:stacklens';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_jobs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('site_id').notNullable();
    // Who asked; no FK across modules.
    t.string('user_id', 64).notNullable();
    t.string('kind', 16).notNullable();
    t.string('status', 16).notNullable().defaultTo('queued');
    t.string('format', 8).nullable();
    t.string('scope', 8).nullable();
    t.timestamp('cutoff', { useTz: true }).nullable();
    t.bigInteger('record_count').nullable();
    t.bigInteger('stored_bytes').nullable();
    t.text('error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('started_at', { useTz: true }).nullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.index(['site_id', 'created_at']);
    t.index(['expires_at']);
  });
  await knex.raw(`alter table analytics_jobs add constraint analytics_jobs_kind_check check (kind in ('export', 'purge'))`);
  await knex.raw(`alter table analytics_jobs add constraint analytics_jobs_status_check check (status in ('queued', 'running', 'done', 'failed'))`);

  await knex.schema.createTable('analytics_export_chunks', (t) => {
    t.uuid('job_id').notNullable().references('id').inTable('analytics_jobs').onDelete('CASCADE');
    t.integer('seq').notNullable();
    t.binary('data').notNullable();
    t.primary(['job_id', 'seq']);
  });

  await knex.raw(`create unique index analytics_sites_system_owner_idx on analytics_sites (user_id) where user_id = '${SYSTEM_SITE_OWNER}'`);
}
