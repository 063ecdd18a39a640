import type { ClickCell, Dimension, DimensionCount, ElementRow, PageRow } from '../../../application/reports/report-queries.port.js';
import { byCountThen, sumBy } from './ranking.js';

/**
 * How each ReportQueries list is filtered, ordered and cut once its rows are summed (analytics README,
 * "Reports": ties in code-unit order). Both stores call these, PostgreSQL (knex.report-queries.ts) and
 * ClickHouse (adapters/clickhouse/clickhouse.report-queries.ts), so their lists cannot drift apart. Rows
 * whose sum is zero or less are dropped: a merged ClickHouse rollup row whose counters add up to zero
 * disappears, where PostgreSQL keeps it.
 */

/** Each dimension's values by sessions descending then value, at most its limit; keys in name order. */
export function rankDimensions<D extends Dimension>(
  rows: readonly { dim: Dimension; value: string; sessions: number }[],
  limits: Record<D, number>,
): Record<D, DimensionCount[]> {
  const out = {} as Record<D, DimensionCount[]>;
  for (const dim of (Object.keys(limits) as D[]).sort()) {
    out[dim] = rows
      .filter((r) => r.dim === dim && r.sessions > 0)
      .sort(byCountThen((r) => r.sessions, (r) => r.value))
      .slice(0, limits[dim])
      .map((r) => ({ value: r.value, sessions: r.sessions }));
  }
  return out;
}

export function topPages<T extends PageRow>(rows: readonly T[], limit: number): T[] {
  return rows
    .filter((r) => r.views > 0)
    .sort(byCountThen((r) => r.views, (r) => r.path))
    .slice(0, limit);
}

export function topErrors<T extends { key: string; message: string; count: number }>(rows: readonly T[], limit: number): T[] {
  return rows
    .filter((r) => r.count > 0)
    .sort(byCountThen((r) => r.count, (r) => r.message, (r) => r.key))
    .slice(0, limit);
}

/** Clicks per element group, groups with clicks only, by clicks descending then group. */
export function clicksPerGroup(rows: readonly { group: string; clicks: number }[]): { group: string; clicks: number }[] {
  return sumBy([rows.map((r) => ({ group: r.group, clicks: r.clicks }))], (r) => r.group, (into, r) => (into.clicks += r.clicks))
    .filter((r) => r.clicks > 0)
    .sort(byCountThen((r) => r.clicks, (r) => r.group));
}

export interface ElementCount {
  key: string;
  group: string;
  clicks: number;
  rageClicks: number;
  deadClicks: number;
}

/** One page of the elements by clicks descending then key. */
export function elementPage<T extends ElementCount>(matching: readonly T[], page: { offset: number; limit: number }): T[] {
  return matching
    .filter((e) => e.clicks > 0)
    .sort(byCountThen((e) => e.clicks, (e) => e.key))
    .slice(page.offset, page.offset + page.limit);
}

/** The shown elements with their texts (empty where none were found). */
export function describedElements(shown: readonly ElementCount[], texts: ReadonlyMap<string, { path: string; selector: string; text: string }>): ElementRow[] {
  return shown.map((e) => ({ key: e.key, group: e.group, clicks: e.clicks, rageClicks: e.rageClicks, deadClicks: e.deadClicks, path: '', selector: '', text: '', ...texts.get(e.key) }));
}

export function topLinks<T extends { from: string; to: string; count: number }>(rows: readonly T[], limit: number): T[] {
  return rows
    .filter((r) => r.count > 0)
    .sort(byCountThen((r) => r.count, (r) => r.from, (r) => r.to))
    .slice(0, limit);
}

/** Clicks per path (rows of one path are added), by clicks descending then path. */
export function topClickedPaths(rows: readonly { path: string; clicks: number }[], limit: number): { path: string; clicks: number }[] {
  return sumBy([rows.map((r) => ({ path: r.path, clicks: r.clicks }))], (r) => r.path, (into, r) => (into.clicks += r.clicks))
    .filter((r) => r.clicks > 0)
    .sort(byCountThen((r) => r.clicks, (r) => r.path))
    .slice(0, limit);
}

/** The grid's cells (rows of one cell are added), top row first, then left to right. */
export function gridCells(rows: readonly ClickCell[]): ClickCell[] {
  return sumBy([rows], (c) => `${c.xBin}:${c.yBin}`, (into, c) => (into.clicks += c.clicks))
    .filter((c) => c.clicks > 0)
    .sort((a, b) => a.yBin - b.yBin || a.xBin - b.xBin)
    .map((c) => ({ xBin: c.xBin, yBin: c.yBin, clicks: c.clicks }));
}

/** The grid's row totals, top row first. */
export function gridRows(rows: readonly { yBin: number; clicks: number }[]): { yBin: number; clicks: number }[] {
  return sumBy([rows], (c) => String(c.yBin), (into, c) => (into.clicks += c.clicks))
    .filter((c) => c.clicks > 0)
    .sort((a, b) => a.yBin - b.yBin)
    .map((c) => ({ yBin: c.yBin, clicks: c.clicks }));
}
