import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RollupCompactor, SiteWeek } from '../../application/ports/rollup-compactor.port.js';
import { dayIndex, dayText } from '../../domain/rollup-weeks.js';

const DAY_MS = 86_400_000;

/**
 * Compaction and purges of a site take this lock first (transaction-scoped), so a purge never commits
 * between the sums of a week and its marker.
 */
export async function lockSiteWeeks(knex: Knex, siteId: string): Promise<void> {
  await knex.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`analytics.weeks:${siteId}`]);
}

/** A week's fingerprint (migration 20261124000100) for `m.site_id`, `m.week`: compared with the stored one. */
const CURRENT_FINGERPRINT = `(select coalesce(sum(h.events), 0), count(*) from analytics_hourly h
  where h.site_id = m.site_id and h.hour >= m.week::timestamp at time zone 'UTC' and h.hour < (m.week + 7)::timestamp at time zone 'UTC')`;

const WEEKLY_TABLES = ['analytics_weekly_pages', 'analytics_weekly_dims', 'analytics_weekly_errors', 'analytics_weekly_elements', 'analytics_weekly_clicks', 'analytics_weekly_flows'];

/**
 * Each weekly table from its daily table: key columns grouped, counters summed. Texts that are equal
 * within a key (the key is their md5) are taken with min().
 */
const SUMS: { table: string; columns: string; select: string; groupBy: string }[] = [
  { table: 'pages', columns: 'path, views, entries, exits, time_ms, timed_views', select: 'path, sum(views), sum(entries), sum(exits), sum(time_ms), sum(timed_views)', groupBy: 'path' },
  { table: 'dims', columns: 'dim, value, sessions, page_views', select: 'dim, value, sum(sessions), sum(page_views)', groupBy: 'dim, value' },
  { table: 'errors', columns: 'key, message, source, browser, count, last_seen', select: 'key, min(message), min(source), min(browser), sum(count), max(last_seen)', groupBy: 'key' },
  {
    table: 'elements',
    columns: 'key, path, grp, selector, text, clicks, rage_clicks, dead_clicks, last_day',
    select: 'key, min(path), min(grp), min(selector), min(text), sum(clicks), sum(rage_clicks), sum(dead_clicks), max(day)',
    groupBy: 'key',
  },
  { table: 'clicks', columns: 'path, screen, x_bin, y_bin, clicks', select: 'path, screen, x_bin, y_bin, sum(clicks)', groupBy: 'path, screen, x_bin, y_bin' },
  { table: 'flows', columns: 'from_path, to_path, count', select: 'from_path, to_path, sum(count)', groupBy: 'from_path, to_path' },
];

/**
 * Every sum and the marker in ONE statement, so one snapshot: the fingerprint stored is that of the daily
 * rows summed, whatever the writer commits meanwhile.
 */
const COMPACT = `with hours as (
    select coalesce(sum(events), 0) as events, count(*) as hours from analytics_hourly
    where site_id = :site and hour >= :from::timestamptz and hour < :until::timestamptz
  ), ${SUMS.map(
    (s) => `${s.table} as (
    insert into analytics_weekly_${s.table} (site_id, week, ${s.columns})
    select site_id, :week::date, ${s.select} from analytics_daily_${s.table}
    where site_id = :site and day between :week::date and :lastDay::date group by site_id, ${s.groupBy}
  )`,
  ).join(', ')}
  insert into analytics_compacted_weeks (site_id, week, events, hours) select :site, :week::date, events, hours from hours`;

/** `:name` placeholders as positional `?` with their values (knex's own named bindings would trip over `::` casts). */
function positional(sql: string, named: Record<string, unknown>): { sql: string; bindings: unknown[] } {
  const bindings: unknown[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in named)) throw new Error(`no value for :${name}`);
    bindings.push(named[name]);
    return '?';
  });
  return { sql: text, bindings };
}

@injectable()
export class WeeklyRollupsKnexCompactor implements RollupCompactor {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async staleWeeks(before: string, recheckFrom: string, limit: number): Promise<SiteWeek[]> {
    const { rows } = await this.db.executor().raw<{ rows: { site_id: string; week: string }[] }>(
      `select site_id, week::text as week from (
         select w.site_id, w.week from (
           select distinct site_id, day - (extract(isodow from day)::int - 1) as week from analytics_daily where day < ?::date
         ) w
         where not exists (select 1 from analytics_compacted_weeks m where m.site_id = w.site_id and m.week = w.week)
         union
         select m.site_id, m.week from analytics_compacted_weeks m
         where m.week >= ?::date and m.week < ?::date and (m.events, m.hours) <> ${CURRENT_FINGERPRINT}
       ) stale
       order by week desc, site_id
       limit ?`,
      [before, recheckFrom, before, limit],
    );
    return rows.map((r) => ({ siteId: r.site_id, week: r.week }));
  }

  compactWeek({ siteId, week }: SiteWeek): Promise<void> {
    return this.db.transaction(async () => {
      const knex = this.db.executor();
      await lockSiteWeeks(knex, siteId);
      await knex.raw(
        `with ${WEEKLY_TABLES.map((t, i) => `d${i} as (delete from ${t} where site_id = ? and week = ?::date)`).join(', ')}
         delete from analytics_compacted_weeks where site_id = ? and week = ?::date`,
        Array.from({ length: WEEKLY_TABLES.length + 1 }, () => [siteId, week]).flat(),
      );
      const start = dayIndex(week);
      const { sql, bindings } = positional(COMPACT, {
        site: siteId,
        week,
        lastDay: dayText(start + 6),
        from: new Date(start * DAY_MS).toISOString(),
        until: new Date((start + 7) * DAY_MS).toISOString(),
      });
      await knex.raw(sql, bindings as Knex.RawBinding[]);
    });
  }
}
