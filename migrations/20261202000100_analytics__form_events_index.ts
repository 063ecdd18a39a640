import type { Knex } from 'knex';

/**
 * The form report (analytics README, "Form report") reads a window's form events, which have no rollup:
 * their fields are grouped into visits per session, which a sum cannot do. Through the (site_id,
 * occurred_at) index it would walk every event of the window (a busy site's 90 days are millions of rows)
 * to find the few percent that are form events. A partial index holds only those; the writer updates it
 * for form rows alone. Created on the partitioned parent, so every day's partition, present and future,
 * gets its own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index analytics_events_form_site_time_idx on analytics_events (site_id, occurred_at) where kind = 'form'`);
}
