import type { SqlChartSettings, SqlChartType, SqlResultColumn } from '../../../../../src/modules/sql-workbench/contract.js';

/** What a result column can be on a chart, read from the engine's type name. */
export type ColumnKind = 'time' | 'number' | 'category' | 'other';

// PostgreSQL's type names (pg's builtins, lower case, and the sample's typname) and MySQL/MariaDB's SQL names.
const TIME_TYPES = new Set(['date', 'timestamp', 'timestamptz', 'timestamp without time zone', 'timestamp with time zone', 'datetime', 'year', 'time', 'timetz']);
const NUMBER_TYPES = new Set([
  'int2', 'int4', 'int8', 'smallint', 'integer', 'int', 'bigint', 'mediumint', 'tinyint', 'numeric', 'decimal', 'float4', 'float8',
  'real', 'double', 'double precision', 'float', 'money', 'oid',
]);
const CATEGORY_TYPES = new Set(['text', 'varchar', 'char', 'bpchar', 'name', 'character varying', 'character', 'citext', 'enum', 'set', 'bool', 'boolean', 'uuid', 'inet', 'bit']);

/** `varchar(120)`, `DECIMAL`, `int4[]`: the base name in lower case; arrays are never plotted. */
export function columnKind(type: string): ColumnKind {
  const name = type.trim().toLowerCase();
  if (name.endsWith('[]') || name.startsWith('_')) return 'other';
  const base = name.replace(/\s+(unsigned|signed|zerofill)\b/g, '').replace(/\(.*?\)/, '').trim();
  if (TIME_TYPES.has(base)) return 'time';
  if (NUMBER_TYPES.has(base)) return 'number';
  if (CATEGORY_TYPES.has(base)) return 'category';
  return 'other';
}

export interface ChartSuggestion {
  type: SqlChartType;
  x: string;
  y: string;
  groupBy: string | null;
}

/**
 * The chart a result reads best as (docs/product.md §5.6, visualizer settings): time and a number → line over
 * time; two categories and a number → heatmap of the pairs; a category and a number → bar. A number
 * alone against a second number is drawn as bars of the first column. Null when no column is a number.
 */
export function suggestChart(columns: readonly SqlResultColumn[]): ChartSuggestion | null {
  const byKind = (kind: ColumnKind) => columns.filter((column) => columnKind(column.type) === kind).map((column) => column.name);
  const times = byKind('time');
  const numbers = byKind('number');
  const categories = byKind('category');
  if (numbers.length === 0) return null;

  if (times.length > 0) {
    const y = numbers[0]!;
    return { type: 'line', x: times[0]!, y, groupBy: categories[0] ?? null };
  }
  if (categories.length >= 2) return { type: 'heatmap', x: categories[0]!, y: numbers[0]!, groupBy: categories[1]! };
  if (categories.length === 1) return { type: 'bar', x: categories[0]!, y: numbers[0]!, groupBy: null };
  // Numbers only: an id or a year in the first column reads as the categories of the second.
  if (numbers.length >= 2) return { type: 'bar', x: numbers[0]!, y: numbers[1]!, groupBy: null };
  return null;
}

export const DEFAULT_LIMIT = 20;

/** The settings a fresh result starts with: the suggestion, or the first two columns as bars. */
export function initialSettings(columns: readonly SqlResultColumn[]): SqlChartSettings | null {
  if (columns.length === 0) return null;
  const suggestion = suggestChart(columns);
  const base = suggestion ?? { type: 'bar' as const, x: columns[0]!.name, y: (columns[1] ?? columns[0]!).name, groupBy: null };
  return { ...base, limit: DEFAULT_LIMIT, size: 'medium', legend: base.groupBy !== null };
}
