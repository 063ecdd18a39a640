import type { ClickHouseClient } from '@clickhouse/client';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { DAY_MS, dayString } from '../../domain/daily-rollup.js';
import { HOUR_MS } from '../../domain/event-rollup.js';
import type { RollupCompactor, SiteWeek } from '../../application/ports/rollup-compactor.port.js';
import { asDate, num } from '../persistence/report-queries/sql-values.js';
import { clickHouseHour, PER_PARTITION_FINAL, rowsOf } from './clickhouse-read.js';

/**
 * The compaction job's port on the ClickHouse store. ClickHouse needs no weekly rollups (analytics README,
 * "ClickHouse"): SummingMergeTree adds a key's rows together as parts merge. What it keeps instead is the
 * count of distinct visitors of every hour and UTC day that has ended
 * (migrations/clickhouse/20261230000100_analytics__visitor_counts.sql), which a report would otherwise count
 * from the visitor rows again at every read. The job's unit stays the week: `staleWeeks` names the weeks
 * holding an ended hour or day whose count is missing or no longer holds, `compactWeek` counts them again.
 *
 * Why a kept count stays exact: each count carries the bucket's Σ analytics_hourly.events, read BEFORE the
 * visitor rows are counted, and the writer inserts a batch's visitor rows BEFORE its hourly increments
 * (clickhouse.event-writer.ts). So any write whose events the sum includes had its visitors counted; a write
 * that lands later moves the sum, and readers fall back to counting the rows until the next run
 * (clickhouse-visitor-counts.ts). Unlike the weeks PostgreSQL seals with a margin, hours and days count as
 * soon as they end: a late event only costs a recount.
 */
@injectable()
export class ClickHouseRollupCompactor implements RollupCompactor {
  constructor(
    @inject(ANALYTICS.ClickHouse) private readonly client: ClickHouseClient,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /**
   * `before` (the first week PostgreSQL leaves open) is not used: the current hour and day are the only open
   * buckets here. A changed sum is looked for from `recheckFrom` on, a missing count at any age.
   */
  async staleWeeks(_before: string, recheckFrom: string, limit: number): Promise<SiteWeek[]> {
    const { hourEnd, dayEnd } = this.openBuckets();
    const rows = await rowsOf<{ site_id: string; monday: string }>(
      this.client,
      `SELECT site_id, toString(week) AS monday FROM (
         SELECT h.site_id AS site_id, toMonday(toDate(h.hour)) AS week
         FROM (SELECT site_id, hour, sum(events) AS events FROM analytics_hourly WHERE hour < {hourEnd:DateTime('UTC')} GROUP BY site_id, hour) AS h
         LEFT JOIN (SELECT site_id, hour, events FROM analytics_hourly_visitor_counts FINAL WHERE hour < {hourEnd:DateTime('UTC')}) AS c
         ON h.site_id = c.site_id AND h.hour = c.hour
         WHERE c.events IS NULL OR (h.hour >= toDateTime({recheck:Date}, 'UTC') AND c.events != h.events)
         UNION ALL
         SELECT h.site_id AS site_id, toMonday(h.day) AS week
         FROM (SELECT site_id, toDate(hour) AS day, sum(events) AS events FROM analytics_hourly WHERE hour < {dayEnd:DateTime('UTC')} GROUP BY site_id, day) AS h
         LEFT JOIN (SELECT site_id, day, events FROM analytics_daily_visitor_counts FINAL WHERE day < toDate({dayEnd:DateTime('UTC')})) AS c
         ON h.site_id = c.site_id AND h.day = c.day
         WHERE c.events IS NULL OR (h.day >= {recheck:Date} AND c.events != h.events)
       ) GROUP BY site_id, week ORDER BY week DESC, site_id LIMIT {limit:UInt32}`,
      { hourEnd: clickHouseHour(hourEnd), dayEnd: clickHouseHour(dayEnd), recheck: recheckFrom, limit },
      { join_use_nulls: 1 },
    );
    return rows.map((r) => ({ siteId: r.site_id, week: r.monday }));
  }

  /** Counts the week's ended hours and days again: sums first, then the visitor rows (the class comment). */
  async compactWeek(week: SiteWeek): Promise<void> {
    const { hourEnd, dayEnd } = this.openBuckets();
    const start = Date.parse(`${week.week}T00:00:00Z`);
    const hoursTo = Math.min(start + 7 * DAY_MS, hourEnd);
    const daysTo = Math.min(start + 7 * DAY_MS, dayEnd);
    if (hoursTo <= start) return;
    const range = { site: week.siteId, start: clickHouseHour(start), end: clickHouseHour(hoursTo) };
    const sums = await rowsOf<{ hour: string; events: unknown }>(
      this.client,
      "SELECT hour, sum(events) AS events FROM analytics_hourly WHERE site_id = {site:UUID} AND hour >= {start:DateTime('UTC')} AND hour < {end:DateTime('UTC')} GROUP BY hour",
      range,
    );
    const [hourVisitors, dayVisitors] = await Promise.all([
      rowsOf<{ hour: string; visitors: unknown }>(
        this.client,
        "SELECT hour, count() AS visitors FROM analytics_hourly_visitors FINAL WHERE site_id = {site:UUID} AND hour >= {start:DateTime('UTC')} AND hour < {end:DateTime('UTC')} GROUP BY hour",
        range,
        PER_PARTITION_FINAL,
      ),
      rowsOf<{ d: string; visitors: unknown }>(
        this.client,
        'SELECT toString(day) AS d, count() AS visitors FROM analytics_daily_visitors FINAL WHERE site_id = {site:UUID} AND day >= {first:Date} AND day < {end:Date} GROUP BY day',
        { site: week.siteId, first: week.week, end: dayString(Math.floor(daysTo / DAY_MS)) },
        PER_PARTITION_FINAL,
      ),
    ]);
    const perHour = new Map(hourVisitors.map((r) => [asDate(r.hour).getTime(), num(r.visitors)]));
    const perDay = new Map(dayVisitors.map((r) => [r.d, num(r.visitors)]));
    const countedAt = this.clock.now().toISOString();
    const hours: Record<string, unknown>[] = [];
    const dayEvents = new Map<string, number>();
    for (const r of sums) {
      const at = asDate(r.hour).getTime();
      const events = num(r.events);
      hours.push({ site_id: week.siteId, hour: clickHouseHour(at), visitors: perHour.get(at) ?? 0, events, counted_at: countedAt });
      if (at < daysTo) {
        const day = dayString(Math.floor(at / DAY_MS));
        dayEvents.set(day, (dayEvents.get(day) ?? 0) + events);
      }
    }
    const days = [...dayEvents].map(([day, events]) => ({ site_id: week.siteId, day, visitors: perDay.get(day) ?? 0, events, counted_at: countedAt }));
    await Promise.all([this.insert('analytics_hourly_visitor_counts', hours), this.insert('analytics_daily_visitor_counts', days)]);
  }

  /** The current hour and UTC day are still being written: counts end at their starts. */
  private openBuckets(): { hourEnd: number; dayEnd: number } {
    const now = this.clock.now().getTime();
    return { hourEnd: now - (now % HOUR_MS), dayEnd: now - (now % DAY_MS) };
  }

  private async insert(table: string, values: Record<string, unknown>[]): Promise<void> {
    if (values.length === 0) return;
    await this.client.insert({ table, values, format: 'JSONEachRow', clickhouse_settings: { date_time_input_format: 'best_effort' } });
  }
}
