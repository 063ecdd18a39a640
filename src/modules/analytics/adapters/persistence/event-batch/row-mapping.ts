import type { EnrichedEvent } from '../../../domain/enriched-event.js';
import type { BatchRollup, SessionEvents, StoredSession } from '../../../domain/event-rollup.js';

/**
 * Objects to rows and back: the JSON parameters of the statements in batch-statements.ts (column names,
 * ISO timestamps) and the rows PostgreSQL returns as domain objects.
 */

export const lockKeys = (groups: readonly SessionEvents[]) => JSON.stringify(groups.map((g) => g.key).sort());
export const sessionPairs = (groups: readonly SessionEvents[]) => JSON.stringify(groups.map((g) => ({ site_id: g.siteId, session_id: g.sessionId })));

export const historyKeys = (sessions: readonly StoredSession[]) =>
  JSON.stringify(sessions.map((s) => ({ site_id: s.siteId, session_id: s.sessionId, since: s.startedAt.toISOString(), until: s.lastSeenAt.toISOString() })));

export interface EventRow {
  id: string;
  site_id: string;
  visitor_id: string;
  session_id: string;
  kind: EnrichedEvent['kind'];
  occurred_at: Date | string;
  path: string;
  referrer: string | null;
  source_kind: EnrichedEvent['sourceKind'];
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  data: EnrichedEvent['data'];
}

export function eventFromRow(r: EventRow): EnrichedEvent {
  return {
    id: r.id,
    siteId: r.site_id,
    visitorId: r.visitor_id,
    sessionId: r.session_id,
    kind: r.kind,
    occurredAt: new Date(r.occurred_at),
    path: r.path,
    referrer: r.referrer,
    sourceKind: r.source_kind,
    country: r.country,
    city: r.city,
    browser: r.browser,
    os: r.os,
    device: r.device,
    data: r.data,
  } as EnrichedEvent;
}

/** An event as a row of analytics_events (INSERT_EVENTS' JSON parameter). */
export function eventToRow(e: EnrichedEvent): Record<string, unknown> {
  return {
    id: e.id,
    site_id: e.siteId,
    visitor_id: e.visitorId,
    session_id: e.sessionId,
    kind: e.kind,
    occurred_at: e.occurredAt.toISOString(),
    path: e.path,
    referrer: e.referrer,
    source_kind: e.sourceKind,
    country: e.country,
    city: e.city,
    browser: e.browser,
    os: e.os,
    device: e.device,
    data: e.data,
  };
}

// Session rows: one list of (field, SQL type) builds the column list, the JSON row and the reading back.
const SESSION_FIELDS = [
  ['siteId', 'uuid'],
  ['sessionId', 'text'],
  ['visitorId', 'text'],
  ['startedAt', 'timestamptz'],
  ['lastSeenAt', 'timestamptz'],
  ['rollupHour', 'timestamptz'],
  ['entryPath', 'text'],
  ['exitPath', 'text'],
  ['lastViewAt', 'timestamptz'],
  ['pageViews', 'integer'],
  ['interactions', 'integer'],
  ['rageClicks', 'integer'],
  ['deadClicks', 'integer'],
  ['jsErrors', 'integer'],
  ['formSubmits', 'integer'],
  ['referrer', 'text'],
  ['sourceKind', 'text'],
  ['country', 'text'],
  ['city', 'text'],
  ['browser', 'text'],
  ['os', 'text'],
  ['device', 'text'],
  ['activeMs', 'bigint'],
  ['totalMs', 'bigint'],
  ['viewDepth', 'smallint'],
  ['depthSum', 'integer'],
  ['deepViews', 'integer'],
  ['scrollPx', 'bigint'],
  ['scrollMs', 'bigint'],
  ['scrolls', 'integer'],
  ['directionChanges', 'integer'],
  ['lastScrollSign', 'smallint'],
  ['clicks', 'integer'],
  ['clickThroughViews', 'integer'],
  ['clickedSinceView', 'boolean'],
  ['formsStarted', 'integer'],
  ['formTouchedSinceView', 'boolean'],
  ['viewTimed', 'boolean'],
  ['screen', 'text'],
  ['utmSource', 'text'],
  ['utmMedium', 'text'],
  ['utmCampaign', 'text'],
  ['referrerHost', 'text'],
] as const satisfies readonly (readonly [keyof StoredSession, string])[];

type MissingSessionField = Exclude<keyof StoredSession, (typeof SESSION_FIELDS)[number][0]>;
// Compile-time check that every StoredSession field has a column: this line fails to type-check otherwise.
const everySessionField: [MissingSessionField] extends [never] ? true : MissingSessionField = true;
void everySessionField;

export const SESSION_COLUMNS = SESSION_FIELDS.map(([field, type]) => [field, field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), type] as const);

export function sessionToRow(s: StoredSession): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of SESSION_COLUMNS) {
    const value = s[field];
    row[column] = value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

export function sessionFromRow(row: Record<string, unknown>): StoredSession {
  const s: Record<string, unknown> = {};
  for (const [field, column, type] of SESSION_COLUMNS) {
    const value = row[column];
    // node-postgres returns bigint as a string; every counter here fits a double exactly.
    s[field] = value === null || value === undefined ? null : type === 'timestamptz' ? new Date(value as string) : type === 'bigint' ? Number(value) : value;
  }
  return s as unknown as StoredSession;
}

/** One table's rows of a batch's rollup, as plain objects with the table's column names. */
export interface RollupTableRows {
  table: string;
  rows: Record<string, unknown>[];
}

/**
 * The rows a batch's rollup writes, table by table in WRITE_ROLLUPS' order (sessions first), each list in
 * the fold's key order. The PostgreSQL writer sends each list as one JSON parameter (rollupBindings); the
 * ClickHouse writer inserts them (adapters/clickhouse/clickhouse.event-writer.ts), whose tables have the
 * same column names.
 */
export function rollupRows(rollup: BatchRollup): RollupTableRows[] {
  const daily = rollup.daily.rows();
  return [
    { table: 'analytics_sessions', rows: rollup.sessions.map(sessionToRow) },
    { table: 'analytics_hourly_visitors', rows: rollup.visitorHours.map((v) => ({ site_id: v.siteId, hour: v.hour.toISOString(), visitor_id: v.visitorId })) },
    {
      table: 'analytics_hourly',
      rows: rollup.hourly.map((h) => ({
        site_id: h.siteId,
        hour: h.hour.toISOString(),
        page_views: h.pageViews,
        sessions: h.sessions,
        bounces: h.bounces,
        session_seconds: h.sessionSeconds,
        frustrated_sessions: h.frustratedSessions,
        converted_sessions: h.convertedSessions,
        events: h.events,
        clicks: h.clicks,
        rage_clicks: h.rageClicks,
        dead_clicks: h.deadClicks,
        js_errors: h.jsErrors,
        form_submits: h.formSubmits,
        active_ms: h.activeMs,
        total_ms: h.totalMs,
      })),
    },
    { table: 'analytics_daily_visitors', rows: rollup.visitorDays.map((v) => ({ site_id: v.siteId, day: v.day, visitor_id: v.visitorId })) },
    {
      table: 'analytics_daily_pages',
      rows: daily.pages.map((p) => ({ site_id: p.siteId, day: p.day, path: p.path, views: p.views, entries: p.entries, exits: p.exits, time_ms: p.timeMs, timed_views: p.timedViews })),
    },
    { table: 'analytics_daily_dims', rows: daily.dims.map((d) => ({ site_id: d.siteId, day: d.day, dim: d.dim, value: d.value, sessions: d.sessions, page_views: d.pageViews })) },
    {
      table: 'analytics_daily_errors',
      rows: daily.errors.map((e) => ({ site_id: e.siteId, day: e.day, key: e.key, message: e.message, source: e.source, browser: e.browser, count: e.count, last_seen: e.lastSeen.toISOString() })),
    },
    {
      table: 'analytics_daily_elements',
      rows: daily.elements.map((e) => ({
        site_id: e.siteId,
        day: e.day,
        key: e.key,
        path: e.path,
        grp: e.group,
        selector: e.selector,
        text: e.text,
        clicks: e.clicks,
        rage_clicks: e.rageClicks,
        dead_clicks: e.deadClicks,
      })),
    },
    { table: 'analytics_daily_clicks', rows: daily.clicks.map((c) => ({ site_id: c.siteId, day: c.day, path: c.path, screen: c.screen, x_bin: c.xBin, y_bin: c.yBin, clicks: c.clicks })) },
    { table: 'analytics_daily_flows', rows: daily.flows.map((f) => ({ site_id: f.siteId, day: f.day, from_path: f.fromPath, to_path: f.toPath, count: f.count })) },
  ];
}

/** The JSON parameters of WRITE_ROLLUPS, in its order. */
export function rollupBindings(rollup: BatchRollup): string[] {
  return rollupRows(rollup).map(({ rows }) => JSON.stringify(rows));
}
