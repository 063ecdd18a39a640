import type { DaySpan } from '../../../application/reports/report-queries.port.js';
import { dayIndex, wholeWeeksIn } from '../../../domain/rollup-weeks.js';

export type RollupKind = 'pages' | 'dims' | 'errors' | 'elements' | 'clicks' | 'flows';

/** A column read from both tables, or `[daily, weekly]` expressions where the weekly table names it otherwise. */
export type RollupColumn = string | readonly [daily: string, weekly: string];

/**
 * One statement over the rows of per-day rollups for a span of days. The span's whole weeks that the
 * worker compacted (migration 20261124000100) are read from the weekly tables, one row per key and week
 * instead of up to seven; every other day from the daily tables. A compacted week counts only while its
 * fingerprint still equals the one stored when it was compacted (late data, purges: see the migration),
 * else its daily rows are read. Markers and rows are read in the same statement, so one snapshot: a week
 * is never counted twice nor missed while the job or a purge runs.
 *
 * Placeholders are knex's `?`; `rows()` and `value()` append their bindings in call order, so a template
 * literal calling them left to right keeps text and bindings in step.
 */
export class RollupRows {
  readonly values: unknown[] = [];
  private readonly weeks: { first: string; last: string } | null;

  constructor(
    private readonly siteId: string,
    private readonly days: DaySpan,
  ) {
    this.weeks = wholeWeeksIn(days.firstDay, days.lastDay);
  }

  /** A bound value, as `?`. */
  value(v: unknown): string {
    this.values.push(v);
    return '?';
  }

  /** A parenthesised row source for `from`, with `filter` (further conditions on both tables, `?` for `filterValues`). */
  rows(kind: RollupKind, columns: readonly RollupColumn[], filter = '', filterValues: readonly unknown[] = []): string {
    const pick = (which: 0 | 1) => columns.map((c) => (typeof c === 'string' ? c : c[which])).join(', ');
    const and = filter ? ` and ${filter}` : '';
    if (!this.weeks) {
      this.values.push(this.siteId, this.days.firstDay, this.days.lastDay, ...filterValues);
      return `(select ${pick(0)} from analytics_daily_${kind} where site_id = ? and day between ?::date and ?::date${and})`;
    }
    this.values.push(this.siteId, ...filterValues, this.siteId, ...filterValues);
    return `(select ${pick(1)} from analytics_weekly_${kind} where site_id = ? and week = any(array(select week from compacted))${and}
      union all
      select ${pick(0)} from analytics_daily_${kind} where site_id = ? and day = any(array(select day from other_days))${and})`;
  }

  /**
   * The statement: `body` (built with `rows()` and `value()`) behind the clause naming `compacted` (the
   * span's whole weeks compacted with a fingerprint that still holds) and `other_days`.
   */
  sql(body: string): { sql: string; bindings: unknown[] } {
    if (!this.weeks) return { sql: body, bindings: this.values };
    const { first, last } = this.weeks;
    return {
      sql: `with compacted as (
          select m.week from analytics_compacted_weeks m
          where m.site_id = ? and m.week between ?::date and ?::date
            and (m.events, m.hours) = (
              select coalesce(sum(h.events), 0), count(*) from analytics_hourly h
              where h.site_id = m.site_id and h.hour >= m.week::timestamp at time zone 'UTC' and h.hour < (m.week + 7)::timestamp at time zone 'UTC')
        ), other_days as (
          select d.day from (select ?::date + i as day from generate_series(0, ?::int) as i) d
          where d.day - (extract(isodow from d.day)::int - 1) not in (select week from compacted)
        )
        ${body}`,
      bindings: [this.siteId, first, last, this.days.firstDay, dayIndex(this.days.lastDay) - dayIndex(this.days.firstDay), ...this.values],
    };
  }
}
