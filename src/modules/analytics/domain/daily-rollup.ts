import { createHash } from 'node:crypto';

/**
 * The increments one batch makes to the daily rollup tables (migration 20261123000400, whose header
 * defines the columns), keyed exactly like their primary keys. Built by the session fold in
 * event-rollup.ts, applied by the writer as one upsert per table adding every counter.
 *
 * Rows of one day are keyed by the UTC day of the event that causes them, except where noted:
 *   pages     views: +1 per page view on (its day, its path)
 *             entries: +1 on (day, path) of a session's first page view
 *             exits: +1 on the (day, path) of the session's last page view; a later page view moves it
 *                    (-1 on the previous last view's day and path, +1 on its own)
 *             time_ms, timed_views: engagement totalMs added to the (day, path) of the page view it
 *                    belongs to (the session's current view); timed_views +1 on the view's first one
 *   dims      sessions: +1 per session and dimension value on the day of the session's rollup hour (its
 *                    first batch), moved when the value changes (a first page view arriving after other
 *                    events sets source, screen, utm, referrer)
 *             page_views: +1 per page view on its day, for each dimension value of its session then
 *   errors    count +1, last_seen = latest, per (day, message, source, browser)
 *   elements  clicks / rage_clicks / dead_clicks per (day, path, group, selector, text)
 *   clicks    +1 per click in cell (x_bin, y_bin) of (day, path, screen)
 *   flows     +1 per page view on its day, from the previous page view's path (`(entry)` for the first)
 *
 * `key` of errors and elements: md5 hex of the UTF-8 parts joined by U+0000, i.e. in SQL
 * `md5(convert_to(a, 'UTF8') || '\x00'::bytea || convert_to(b, 'UTF8') …)`. PostgreSQL text cannot
 * hold U+0000, so the join is unambiguous whatever the texts contain; the same separator builds the
 * in-memory map keys below.
 *
 * Counters are signed: replaying a session (event-rollup.ts) subtracts its old contribution and adds
 * the new one, so some increments are negative. Rows whose increments are all zero are left out.
 */
export const DAY_MS = 86_400_000;
export const ENTRY_PATH = '(entry)';
const SEP = '\u0000';

export const DIMENSIONS = ['source', 'referrer', 'campaign', 'device', 'browser', 'os', 'country', 'city', 'screen'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Days since 1970-01-01 UTC. */
export const dayNumber = (ms: number): number => Math.floor(ms / DAY_MS);

const dayStrings = new Map<number, string>();
/** `YYYY-MM-DD` of a day number (cached: a batch touches one or two days). */
export function dayString(day: number): string {
  let text = dayStrings.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayStrings.size > 10_000) dayStrings.clear();
    dayStrings.set(day, text);
  }
  return text;
}

export function rollupKey(...parts: readonly string[]): string {
  return createHash('md5').update(parts.join(SEP)).digest('hex');
}

export interface PageDay {
  siteId: string;
  day: string;
  path: string;
  views: number;
  entries: number;
  exits: number;
  timeMs: number;
  timedViews: number;
}

export interface DimensionDay {
  siteId: string;
  day: string;
  dim: Dimension;
  value: string;
  sessions: number;
  pageViews: number;
}

export interface ErrorDay {
  siteId: string;
  day: string;
  key: string;
  message: string;
  source: string;
  browser: string;
  count: number;
  lastSeen: Date;
}

export interface ElementDay {
  siteId: string;
  day: string;
  key: string;
  path: string;
  group: string;
  selector: string;
  text: string;
  clicks: number;
  rageClicks: number;
  deadClicks: number;
}

export interface ClickCell {
  siteId: string;
  day: string;
  path: string;
  screen: string;
  xBin: number;
  yBin: number;
  clicks: number;
}

export interface FlowDay {
  siteId: string;
  day: string;
  fromPath: string;
  toPath: string;
  count: number;
}

export interface DailyRows {
  pages: PageDay[];
  dims: DimensionDay[];
  errors: ErrorDay[];
  elements: ElementDay[];
  clicks: ClickCell[];
  flows: FlowDay[];
}

type Counters<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

const PAGE_COUNTERS = ['views', 'entries', 'exits', 'timeMs', 'timedViews'] as const satisfies readonly Counters<PageDay>[];
const DIM_COUNTERS = ['sessions', 'pageViews'] as const satisfies readonly Counters<DimensionDay>[];
const ERROR_COUNTERS = ['count'] as const satisfies readonly Counters<ErrorDay>[];
const ELEMENT_COUNTERS = ['clicks', 'rageClicks', 'deadClicks'] as const satisfies readonly Counters<ElementDay>[];
const CELL_COUNTERS = ['clicks'] as const satisfies readonly Counters<ClickCell>[];
const FLOW_COUNTERS = ['count'] as const satisfies readonly Counters<FlowDay>[];

export class DailyRollup {
  private readonly pages = new Map<string, PageDay>();
  private readonly dims = new Map<string, DimensionDay>();
  private readonly errors = new Map<string, ErrorDay>();
  private readonly elements = new Map<string, ElementDay>();
  private readonly cells = new Map<string, ClickCell>();
  private readonly flows = new Map<string, FlowDay>();

  page(siteId: string, day: number, path: string): PageDay {
    const id = siteId + SEP + day + SEP + path;
    let row = this.pages.get(id);
    if (!row) this.pages.set(id, (row = { siteId, day: dayString(day), path, views: 0, entries: 0, exits: 0, timeMs: 0, timedViews: 0 }));
    return row;
  }

  dim(siteId: string, day: number, dim: Dimension, value: string): DimensionDay {
    const id = siteId + SEP + day + SEP + dim + SEP + value;
    let row = this.dims.get(id);
    if (!row) this.dims.set(id, (row = { siteId, day: dayString(day), dim, value, sessions: 0, pageViews: 0 }));
    return row;
  }

  error(siteId: string, day: number, message: string, source: string, browser: string, at: Date): ErrorDay {
    const id = siteId + SEP + day + SEP + message + SEP + source + SEP + browser;
    let row = this.errors.get(id);
    if (!row) this.errors.set(id, (row = { siteId, day: dayString(day), key: '', message, source, browser, count: 0, lastSeen: at }));
    else if (at > row.lastSeen) row.lastSeen = at;
    return row;
  }

  element(siteId: string, day: number, path: string, group: string, selector: string, text: string): ElementDay {
    const id = siteId + SEP + day + SEP + path + SEP + group + SEP + selector + SEP + text;
    let row = this.elements.get(id);
    if (!row) this.elements.set(id, (row = { siteId, day: dayString(day), key: '', path, group, selector, text, clicks: 0, rageClicks: 0, deadClicks: 0 }));
    return row;
  }

  cell(siteId: string, day: number, path: string, screen: string, xBin: number, yBin: number): ClickCell {
    const id = siteId + SEP + day + SEP + screen + SEP + xBin + SEP + yBin + SEP + path;
    let row = this.cells.get(id);
    if (!row) this.cells.set(id, (row = { siteId, day: dayString(day), path, screen, xBin, yBin, clicks: 0 }));
    return row;
  }

  flow(siteId: string, day: number, fromPath: string, toPath: string): FlowDay {
    const id = siteId + SEP + day + SEP + fromPath + SEP + toPath;
    let row = this.flows.get(id);
    if (!row) this.flows.set(id, (row = { siteId, day: dayString(day), fromPath, toPath, count: 0 }));
    return row;
  }

  /** Adds `other` times `sign` (+1 or -1) to this; an error's last_seen keeps the latest of both. */
  add(other: DailyRollup, sign: 1 | -1): void {
    merge(this.pages, other.pages, PAGE_COUNTERS, sign);
    merge(this.dims, other.dims, DIM_COUNTERS, sign);
    merge(this.errors, other.errors, ERROR_COUNTERS, sign, (into, from) => {
      if (from.lastSeen > into.lastSeen) into.lastSeen = from.lastSeen;
    });
    merge(this.elements, other.elements, ELEMENT_COUNTERS, sign);
    merge(this.cells, other.cells, CELL_COUNTERS, sign);
    merge(this.flows, other.flows, FLOW_COUNTERS, sign);
  }

  /**
   * The rows to upsert: every row with a non-zero increment, sorted by key (so concurrent writers lock
   * rollup rows in the same order and cannot deadlock), with the md5 keys filled in.
   */
  rows(): DailyRows {
    const errors = nonZero(this.errors, ERROR_COUNTERS);
    for (const e of errors) e.key = rollupKey(e.message, e.source, e.browser);
    const elements = nonZero(this.elements, ELEMENT_COUNTERS);
    for (const e of elements) e.key = rollupKey(e.path, e.group, e.selector, e.text);
    return {
      pages: nonZero(this.pages, PAGE_COUNTERS),
      dims: nonZero(this.dims, DIM_COUNTERS),
      errors,
      elements,
      clicks: nonZero(this.cells, CELL_COUNTERS),
      flows: nonZero(this.flows, FLOW_COUNTERS),
    };
  }
}

function merge<T extends object>(into: Map<string, T>, from: Map<string, T>, counters: readonly Counters<T>[], sign: 1 | -1, extra?: (into: T, from: T) => void): void {
  for (const [id, row] of from) {
    const target = into.get(id);
    if (!target) {
      const copy = { ...row };
      for (const c of counters) (copy[c] as number) = sign * (row[c] as number);
      into.set(id, copy);
      continue;
    }
    for (const c of counters) (target[c] as number) += sign * (row[c] as number);
    extra?.(target, row);
  }
}

/**
 * Rows with a non-zero counter, in the order of their map keys (code units): any fixed total order of the
 * primary keys will do for locking, as long as every writer uses the same, and the map key is a function
 * of the primary key.
 */
function nonZero<T>(rows: Map<string, T>, counters: readonly Counters<T>[]): T[] {
  const keys: string[] = [];
  for (const [id, row] of rows) if (counters.some((c) => row[c] !== 0)) keys.push(id);
  return keys.sort().map((id) => rows.get(id)!);
}
