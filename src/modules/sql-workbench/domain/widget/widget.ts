/**
 * A dashboard widget of the query tool (docs/product.md §5.6, visualizer: chart type, axes, size, group
 * by, data point limit, legend, dashboard widgets): a saved read query and how to draw its result. The
 * query runs again, under the terminal's read-only rules, each time the dashboard opens it.
 */
import { DomainError } from '../../../../shared/index.js';

export type ChartType = 'bar' | 'line' | 'pie' | 'heatmap';
export type ChartSize = 'small' | 'medium' | 'large';

export interface ChartSettings {
  type: ChartType;
  x: string;
  y: string;
  groupBy: string | null;
  limit: number;
  size: ChartSize;
  legend: boolean;
}

export interface WidgetSettings {
  name: string;
  /** A saved connection's id or the sample's (`sample`). */
  connectionId: string;
  sql: string;
  chart: ChartSettings;
}

export interface SqlWidgetRecord extends WidgetSettings {
  id: string;
  ownerId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A dashboard past this many widgets stops being read at a glance, and each one is a query per opening. */
export const MAX_WIDGETS = 50;

export const WIDGET_LIMITS = {
  nameLength: 120,
  /** The terminal's text limit (100 kB, UTF-8), so a widget holds any statement the terminal runs. */
  sqlBytes: 100_000,
  columnNameLength: 128,
  /** Data points drawn at most; the page folds the rest into "other". */
  maxPoints: 1000,
} as const;

export const CHART_TYPES: readonly ChartType[] = ['bar', 'line', 'pie', 'heatmap'];
export const CHART_SIZES: readonly ChartSize[] = ['small', 'medium', 'large'];

export const widgetNotFound = () => new DomainError('not_found', 'SQL_WIDGET_NOT_FOUND', 'No such widget');

export const widgetLimitReached = () =>
  new DomainError('conflict', 'SQL_WIDGET_LIMIT_REACHED', `An account keeps at most ${MAX_WIDGETS} widgets: delete one first`, { max: MAX_WIDGETS });

/** The widget as the API answers it (contract's SqlWidget). */
export function widgetView(record: SqlWidgetRecord) {
  return {
    id: record.id,
    name: record.name,
    connectionId: record.connectionId,
    sql: record.sql,
    chart: { ...record.chart },
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
