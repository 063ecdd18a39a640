import type { Knex } from 'knex';

/**
 * Indexes for the dashboard reports (analytics README, "Reports"; adapters/persistence/report-queries). Each one costs the
 * writer an index update per row it touches, so only where a report would otherwise scan far more than it
 * reads:
 *   analytics_daily_clicks (site_id, path, day)      a heatmap or dead-zone view reads one path's grid; the
 *                                                    primary key leads with the day, so it would walk every
 *                                                    path's cells of every day of the window (~30k a week)
 *   analytics_sessions (site_id, last_seen_at)       realtime reports read the sessions active in the last
 *                                                    30 minutes; the existing (last_seen_at) index holds
 *                                                    every site's
 * The other reports read whole days of a site, which the primary keys (site_id, day, …) already give.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_daily_clicks', (t) => {
    t.index(['site_id', 'path', 'day'], 'analytics_daily_clicks_site_path_day_idx');
  });
  await knex.schema.alterTable('analytics_sessions', (t) => {
    t.index(['site_id', 'last_seen_at'], 'analytics_sessions_site_last_seen_idx');
  });
}
