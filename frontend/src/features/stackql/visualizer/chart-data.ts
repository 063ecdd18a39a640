import type { SqlChartSettings, SqlQueryResult } from '../../../../../src/modules/sql-workbench/contract.js';
import { columnKind } from './suggest-chart.js';

/** Labels the page translates: the bucket "top N + other" merges the rest into, and SQL NULL. */
export const OTHER_LABEL = '\u0000other';
export const NULL_LABEL = '\u0000null';

/** More series than this make an unreadable legend: the smaller groups share one "other" series. */
export const MAX_SERIES = 10;

export interface CategorySeries {
  name: string | null;
  values: Array<number | null>;
}

export interface CategoryChartData {
  kind: 'category';
  categories: string[];
  series: CategorySeries[];
  /** Distinct x values merged into "other" by the data point limit. */
  merged: number;
  /** Rows whose y is not a number (NULL, text). */
  skipped: number;
}

export interface TimeChartData {
  kind: 'time';
  series: Array<{ name: string | null; points: Array<[number, number]> }>;
  /** The oldest points left out by the limit: times cannot be merged into one "other" point. */
  dropped: number;
  skipped: number;
}

export interface HeatmapChartData {
  kind: 'heatmap';
  xCategories: string[];
  yCategories: string[];
  /** [x index, y index, value]. */
  cells: Array<[number, number, number]>;
  merged: number;
  skipped: number;
}

export type ChartDataProblem = 'column-missing' | 'y-not-numeric' | 'heatmap-needs-group' | 'no-rows';

export type ChartData = CategoryChartData | TimeChartData | HeatmapChartData | { kind: 'problem'; problem: ChartDataProblem };

type Result = Pick<SqlQueryResult, 'columns' | 'rows'>;

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Bigints and numerics arrive as strings to keep their digits; a chart needs only a double.
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function labelOf(value: unknown): string {
  if (value === null || value === undefined) return NULL_LABEL;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Milliseconds since the epoch of a date, timestamp, MySQL YEAR or time of day; null when unreadable. */
function timeOf(value: unknown, type: string): number | null {
  if (value === null || value === undefined) return null;
  const base = type.toLowerCase();
  if (base === 'year') {
    const year = numberOf(value);
    return year === null ? null : Date.UTC(year, 0, 1);
  }
  const text = String(value);
  if (/^\d{1,2}:\d{2}/.test(text)) return Date.parse(`1970-01-01T${text.replace(/[+-]\d{2}(:?\d{2})?$/, '')}Z`);
  // MySQL's DATETIME comes as "2024-01-31 10:00:00" and PostgreSQL's timestamptz as "2024-01-31 10:00:00+00":
  // the space form is not ISO for every browser, and ISO wants the offset with its minutes ("+00:00").
  const iso = /^\d{4}-\d{2}-\d{2} \d/.test(text) ? text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})?$/, (_, hours: string, minutes?: string) => `${hours}:${minutes ?? '00'}`) : text;
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? null : parsed;
}

/** The labels kept by the limit, in the result's order: all of them, or the N largest totals. */
function keepLargest(totals: Map<string, number>, limit: number): { kept: Set<string>; merged: number } {
  if (totals.size <= limit) return { kept: new Set(totals.keys()), merged: 0 };
  const ranked = [...totals.entries()].sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
  return { kept: new Set(ranked.slice(0, limit).map(([label]) => label)), merged: totals.size - limit };
}

function add(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

/**
 * A result's rows as a chart's points under the settings: y values summed per x (and per group),
 * at most `limit` x values — the largest, the rest summed into one "other" point ("top N + other") —
 * and at most MAX_SERIES groups. A line over time keeps the latest `limit` times instead.
 */
export function buildChartData(result: Result, settings: SqlChartSettings): ChartData {
  const index = (name: string | null | undefined) => (name ? result.columns.findIndex((column) => column.name === name) : -1);
  const xi = index(settings.x);
  const yi = index(settings.y);
  const groupName = settings.type === 'pie' ? null : settings.groupBy ?? null;
  const gi = index(groupName);
  if (xi < 0 || yi < 0 || (groupName && gi < 0)) return { kind: 'problem', problem: 'column-missing' };
  if (settings.type === 'heatmap' && gi < 0) return { kind: 'problem', problem: 'heatmap-needs-group' };
  if (result.rows.length === 0) return { kind: 'problem', problem: 'no-rows' };

  let skipped = 0;
  const rows: Array<{ x: unknown; y: number; group: string | null }> = [];
  for (const row of result.rows) {
    const y = numberOf(row[yi]);
    if (y === null) {
      skipped++;
      continue;
    }
    rows.push({ x: row[xi], y, group: gi >= 0 ? labelOf(row[gi]) : null });
  }
  if (rows.length === 0) return { kind: 'problem', problem: 'y-not-numeric' };
  const limit = Math.max(1, Math.floor(settings.limit));

  const groupTotals = new Map<string, number>();
  for (const row of rows) if (row.group !== null) add(groupTotals, row.group, row.y);
  const groups = keepLargest(groupTotals, settings.type === 'heatmap' ? limit : MAX_SERIES - 1);
  const groupOf = (group: string | null) => (group === null ? null : groups.kept.has(group) ? group : OTHER_LABEL);

  if (settings.type === 'line' && columnKind(result.columns[xi]!.type) === 'time') {
    const type = result.columns[xi]!.type;
    const sums = new Map<string | null, Map<number, number>>();
    const times = new Set<number>();
    for (const row of rows) {
      const at = timeOf(row.x, type);
      if (at === null) {
        skipped++;
        continue;
      }
      times.add(at);
      const group = groupOf(row.group);
      const series = sums.get(group) ?? new Map<number, number>();
      series.set(at, (series.get(at) ?? 0) + row.y);
      sums.set(group, series);
    }
    const ordered = [...times].sort((a, b) => a - b);
    const from = ordered[Math.max(0, ordered.length - limit)] ?? 0;
    return {
      kind: 'time',
      series: [...sums.entries()].map(([name, points]) => ({
        name,
        points: [...points.entries()].filter(([at]) => at >= from).sort((a, b) => a[0] - b[0]),
      })),
      dropped: Math.max(0, ordered.length - limit),
      skipped,
    };
  }

  const xTotals = new Map<string, number>();
  for (const row of rows) add(xTotals, labelOf(row.x), row.y);
  const xs = keepLargest(xTotals, limit);
  const xOf = (x: unknown) => {
    const label = labelOf(x);
    return xs.kept.has(label) ? label : OTHER_LABEL;
  };
  const categories = [...xTotals.keys()].filter((label) => xs.kept.has(label));
  if (xs.merged > 0) categories.push(OTHER_LABEL);

  if (settings.type === 'heatmap') {
    const yCategories = [...groupTotals.keys()].filter((label) => groups.kept.has(label));
    if (groups.merged > 0) yCategories.push(OTHER_LABEL);
    const cells = new Map<string, [number, number, number]>();
    for (const row of rows) {
      const x = categories.indexOf(xOf(row.x));
      const y = yCategories.indexOf(groupOf(row.group)!);
      const key = `${x}:${y}`;
      const cell = cells.get(key) ?? [x, y, 0];
      cell[2] += row.y;
      cells.set(key, cell);
    }
    return { kind: 'heatmap', xCategories: categories, yCategories, cells: [...cells.values()], merged: xs.merged + groups.merged, skipped };
  }

  const seriesNames: Array<string | null> = gi < 0 ? [null] : [...groupTotals.keys()].filter((label) => groups.kept.has(label));
  if (gi >= 0 && groups.merged > 0) seriesNames.push(OTHER_LABEL);
  const sums = new Map<string | null, Map<string, number>>(seriesNames.map((name) => [name, new Map()]));
  for (const row of rows) add(sums.get(groupOf(row.group))!, xOf(row.x), row.y);
  return {
    kind: 'category',
    categories,
    series: seriesNames.map((name) => ({ name, values: categories.map((category) => sums.get(name)!.get(category) ?? null) })),
    merged: xs.merged,
    skipped,
  };
}
