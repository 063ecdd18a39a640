import type { Knex } from 'knex';

/**
 * The analytics event store (analytics README, "Event store and rollups").
 *
 * - `analytics_events` is partitioned by RANGE (occurred_at) into one partition per UTC day, named
 *   `analytics_events_pYYYYMMDD`. Daily rather than monthly because retention and purges are counted in
 *   days (7, 30, 90): dropping whole-day partitions removes exactly the days past the cut-off in
 *   milliseconds, whereas monthly partitions would still need a DELETE for the partial month. 90-odd
 *   partitions is well within what the planner prunes cheaply. No partition is created here: future days
 *   need them anyway, so `ensurePartitions` in adapters/persistence/partition-maintenance.ts creates them
 *   (ahead of time, and on demand in the writer). There is no DEFAULT partition: a stray row in it would
 *   block creating that day's partition later.
 * - The primary key must include the partition key, hence (occurred_at, id). `id` is the event id the
 *   tracker assigns on acceptance; a retried queue job carries the same ids, so ON CONFLICT DO NOTHING
 *   makes a re-write a no-op.
 * - Columns the dashboard filters and groups by are typed; the kind-specific fields (click positions,
 *   form flags, error text, utm…) are in `data` jsonb.
 * - No foreign key to analytics_sites: it would cost an index probe per inserted event on the hot path.
 *   Deleting a site's data is done explicitly.
 * - `analytics_sessions` (one row per session, merged by the writer) and `analytics_hourly` (per site and
 *   UTC hour counters the dashboard reads) are small, so they are plain tables.
 * - `analytics_hourly_visitors` holds the distinct visitor hashes seen per site and hour; inserting into it
 *   with ON CONFLICT DO NOTHING tells the writer which visitors are new for the hour, which keeps
 *   `analytics_hourly.visitors` an exact per-hour distinct count. Sums of it over several hours count a
 *   visitor once per hour; exact distinct counts over a range are read from this table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table analytics_events (
      id uuid not null,
      site_id uuid not null,
      visitor_id text not null,
      session_id text not null,
      kind text not null,
      occurred_at timestamptz not null,
      path text not null,
      referrer text,
      source_kind text,
      country text,
      city text,
      browser text,
      os text,
      device text,
      data jsonb not null default '{}'::jsonb,
      primary key (occurred_at, id)
    ) partition by range (occurred_at)
  `);
  await knex.raw('create index analytics_events_site_time_idx on analytics_events (site_id, occurred_at)');

  await knex.schema.createTable('analytics_sessions', (t) => {
    t.uuid('site_id').notNullable();
    t.text('session_id').notNullable();
    t.text('visitor_id').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    // The hour this session's counters were added to in analytics_hourly; fixed at the first write so later
    // batches can correct the same rollup row (see domain/event-rollup.ts).
    t.timestamp('rollup_hour', { useTz: true }).notNullable();
    t.text('entry_path').notNullable();
    t.text('exit_path').notNullable();
    t.integer('page_views').notNullable().defaultTo(0);
    t.integer('interactions').notNullable().defaultTo(0);
    t.integer('rage_clicks').notNullable().defaultTo(0);
    t.integer('dead_clicks').notNullable().defaultTo(0);
    t.integer('js_errors').notNullable().defaultTo(0);
    t.integer('form_submits').notNullable().defaultTo(0);
    t.text('referrer').nullable();
    t.text('source_kind').nullable();
    t.text('country').nullable();
    t.text('city').nullable();
    t.text('browser').nullable();
    t.text('os').nullable();
    t.text('device').nullable();
    t.primary(['site_id', 'session_id']);
    t.index(['site_id', 'started_at']);
    t.index(['last_seen_at']);
  });

  await knex.schema.createTable('analytics_hourly', (t) => {
    t.uuid('site_id').notNullable();
    t.timestamp('hour', { useTz: true }).notNullable();
    t.integer('page_views').notNullable().defaultTo(0);
    t.integer('visitors').notNullable().defaultTo(0);
    t.integer('sessions').notNullable().defaultTo(0);
    t.integer('bounces').notNullable().defaultTo(0);
    t.bigInteger('session_seconds').notNullable().defaultTo(0);
    t.integer('frustrated_sessions').notNullable().defaultTo(0);
    t.integer('converted_sessions').notNullable().defaultTo(0);
    t.integer('events').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
    t.integer('rage_clicks').notNullable().defaultTo(0);
    t.integer('dead_clicks').notNullable().defaultTo(0);
    t.integer('js_errors').notNullable().defaultTo(0);
    t.integer('form_submits').notNullable().defaultTo(0);
    t.bigInteger('active_ms').notNullable().defaultTo(0);
    t.bigInteger('total_ms').notNullable().defaultTo(0);
    t.primary(['site_id', 'hour']);
    t.index(['hour']);
  });

  await knex.schema.createTable('analytics_hourly_visitors', (t) => {
    t.uuid('site_id').notNullable();
    t.timestamp('hour', { useTz: true }).notNullable();
    t.text('visitor_id').notNullable();
    t.primary(['site_id', 'hour', 'visitor_id']);
    t.index(['hour']);
  });
}
