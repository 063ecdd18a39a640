import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import pg, { type ClientBase, type QueryResult } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isPglite, type Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DAY_MS } from '../../domain/daily-rollup.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { groupBySession, rollUpBatch, sessionKey, sessionsToReplay, type BatchRollup, type SessionEvents, type StoredSession } from '../../domain/event-rollup.js';
import { ensurePartitions } from './partition-maintenance.js';

export interface BatchWriteResult {
  /** Events stored by this call. */
  inserted: number;
  /** Events already stored by an earlier attempt of the same job (or a duplicate id in the batch). */
  duplicates: number;
}

/** Rows per INSERT statement on the portable path: one JSON parameter per statement, bounded by memory. */
export const DEFAULT_CHUNK_SIZE = 5_000;

/** check_violation: PostgreSQL's "no partition of relation found for row". */
const NO_PARTITION = '23514';
const UNIQUE_VIOLATION = '23505';

/**
 * Writes one queue job's batch of enriched events: the events, their sessions, the hourly and the daily
 * rollups, in ONE transaction, so a batch is all or nothing. The arithmetic is domain/event-rollup.ts;
 * this class moves rows.
 *
 * Idempotency: event ids come from the tracker and travel in the job, so a job retried after a worker
 * died (before or after its commit) re-sends the same ids. Only events stored by this call feed the
 * rollups: a re-written batch adds nothing anywhere, and a batch overlapping an earlier one adds only
 * its new part.
 *
 * Two ways through, same result:
 * - COPY (node-postgres): on a connection of its own from the pool, three round trips: (1) one simple
 *   query holding `begin`, the sessions' advisory locks, the read of the stored sessions and COPY of the
 *   events straight into the partitioned table, with the COPY data (each statement takes its own
 *   snapshot, so the read sees what the writers we waited for committed); (2) all rollups as one prepared
 *   statement; (3) `commit`. Nearly every batch is new, so every event is fresh and nothing is read back.
 *   A batch holding an already stored id fails the COPY with a unique violation (COPY has no ON
 *   CONFLICT): it is rolled back and goes the portable way. Round trips, socket writes and planning are
 *   most of a small batch's cost (the tracker's jobs hold up to 500 events, often far fewer), hence one
 *   statement for all rollups and named statements, planned once per connection.
 * - Portable (PGlite, which has no COPY FROM STDIN through knex; a retried job; a call inside a running
 *   transaction): the events go in with INSERT … SELECT FROM json_to_recordset(one JSON parameter) ON
 *   CONFLICT DO NOTHING RETURNING id, then the same lock, read and rollup statements through knex.
 * Every statement takes its rows as one JSON parameter per table: no per-row placeholders to build and
 * no bind-parameter limit, whatever the batch size.
 *
 * Text PostgreSQL cannot store would fail the batch forever, and the queue would retry it: U+0000 is
 * dropped and lone UTF-16 surrogates become U+FFFD before anything else happens.
 *
 * Concurrency: writers may share sessions (two jobs of one visitor). Session keys are locked with
 * transaction-level advisory locks in sorted order before their rows are read, and rollup rows are
 * written in sorted key order, table after table in a fixed order, so concurrent writers neither double
 * count nor deadlock. Late events that need a replay (see event-rollup.ts) read the session's stored
 * events under that lock.
 */
@injectable()
export class EventBatchWriter {
  /** UTC days (days since the epoch) whose partition this process has seen exist. */
  private readonly knownDays = new Set<number>();
  chunkSize = DEFAULT_CHUNK_SIZE;
  /** COPY the events when the driver is node-postgres; tests turn it off to run the portable path on PostgreSQL. */
  useCopy: boolean;
  /** Called after each step of a batch with the step's name: the write benchmark attributes CPU time with it. */
  onStep: ((step: string) => void) | null = null;

  constructor(@inject(PLATFORM.Database) private readonly db: Database) {
    this.useCopy = !isPglite(db.knex);
  }

  async write(events: readonly EnrichedEvent[]): Promise<BatchWriteResult> {
    if (events.length === 0) return { inserted: 0, duplicates: 0 };
    // One pass over the batch: duplicate ids (the first one counts, the others are duplicates as if an
    // earlier attempt had stored them), text PostgreSQL cannot store, days without a known partition.
    const seen = new Set<string>();
    const unique: EnrichedEvent[] = [];
    let firstDay = Infinity;
    let lastDay = -Infinity;
    for (const event of events) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      unique.push(storable(event));
      const day = Math.floor(event.occurredAt.getTime() / DAY_MS);
      if (this.knownDays.has(day)) continue;
      if (day < firstDay) firstDay = day;
      if (day > lastDay) lastDay = day;
    }
    try {
      return await this.writeOnce(unique, events.length, firstDay, lastDay);
    } catch (error) {
      // A partition this process remembered was dropped since (purge): forget them all and try once more.
      if (errorCode(error) !== NO_PARTITION) throw error;
      this.knownDays.clear();
      let first = Infinity;
      let last = -Infinity;
      for (const e of unique) {
        const day = Math.floor(e.occurredAt.getTime() / DAY_MS);
        first = Math.min(first, day);
        last = Math.max(last, day);
      }
      return this.writeOnce(unique, events.length, first, last);
    }
  }

  private async writeOnce(events: readonly EnrichedEvent[], total: number, firstDay: number, lastDay: number): Promise<BatchWriteResult> {
    if (firstDay <= lastDay) {
      // Outside the batch transaction: creating a partition locks the parent table, keep that short.
      await ensurePartitions(this.db.knex, new Date(firstDay * DAY_MS), new Date(lastDay * DAY_MS));
      for (let day = firstDay; day <= lastDay; day++) this.knownDays.add(day);
    }
    this.step('prepare');
    if (this.useCopy && this.db.executor() === this.db.knex) {
      const copied = await this.copyBatch(events);
      if (copied) return { inserted: copied, duplicates: total - copied };
    }
    return this.db.transaction(() => this.portableBatch(events, total));
  }

  private step(name: string): void {
    this.onStep?.(name);
  }

  /** The COPY way; null when some event was already stored (the transaction is then rolled back). */
  private async copyBatch(events: readonly EnrichedEvent[]): Promise<number | null> {
    const client = this.db.knex.client as Knex.Client;
    const connection = (await client.acquireConnection()) as ClientBase;
    try {
      const groups = groupBySession(events);
      const literal = (sql: string, json: string) => sql.replace('?', () => connection.escapeLiteral(json));
      let read: QueryResult;
      try {
        [, , read] = await copyIn(
          connection,
          `begin; ${literal(LOCK_SESSIONS, lockKeys(groups))}; ${literal(READ_SESSIONS, sessionPairs(groups))}; ${COPY_EVENTS}`,
          Buffer.from(copyText(events)),
        ) as [QueryResult, QueryResult, QueryResult];
      } catch (error) {
        if (errorCode(error) !== UNIQUE_VIOLATION) throw error;
        await connection.query('rollback');
        return null;
      }
      this.step('begin, lock and read sessions, events COPY');
      const run = async (name: string, sql: string, values: string[]) => (await connection.query({ name, text: numbered(sql), values })).rows as Record<string, unknown>[];
      await this.rollUp(groups, read.rows as Record<string, unknown>[], events, run);
      await connection.query('commit');
      this.step('commit');
      return events.length;
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.releaseConnection(connection);
    }
  }

  private async portableBatch(events: readonly EnrichedEvent[], total: number): Promise<BatchWriteResult> {
    const trx = this.db.executor();
    const insertedIds = new Set<string>();
    for (let start = 0; start < events.length; start += this.chunkSize) {
      for (const id of await insertEvents(trx, events.slice(start, start + this.chunkSize))) insertedIds.add(id);
    }
    const fresh = events.filter((e) => insertedIds.has(e.id));
    this.step('events INSERT');
    if (fresh.length > 0) {
      const groups = groupBySession(fresh);
      await trx.raw(LOCK_SESSIONS, [lockKeys(groups)]);
      const { rows: stored } = await trx.raw<{ rows: Record<string, unknown>[] }>(READ_SESSIONS, [sessionPairs(groups)]);
      this.step('lock and read sessions');
      await this.rollUp(groups, stored, fresh, async (_name, sql, values) => (await trx.raw<{ rows: Record<string, unknown>[] }>(sql, values)).rows);
    }
    return { inserted: fresh.length, duplicates: total - fresh.length };
  }

  /** Folds the new events onto their stored sessions (replaying those that need it) and writes all rollups in one statement. */
  private async rollUp(
    groups: readonly SessionEvents[],
    storedRows: readonly Record<string, unknown>[],
    fresh: readonly EnrichedEvent[],
    run: (name: string, sql: string, values: string[]) => Promise<Record<string, unknown>[]>,
  ): Promise<BatchRollup> {
    const storedSessions = new Map(storedRows.map((row) => [sessionKey(row.site_id as string, row.session_id as string), sessionFromRow(row)]));
    const replays = sessionsToReplay(groups, storedSessions);
    const history = new Map<string, EnrichedEvent[]>();
    if (replays.length > 0) {
      for (const s of replays) history.set(sessionKey(s.siteId, s.sessionId), []);
      const freshIds = new Set(fresh.map((e) => e.id));
      const rows = (await run('analytics_session_history', SESSION_HISTORY, [historyKeys(replays)])) as unknown as EventRow[];
      for (const row of rows) if (!freshIds.has(row.id)) history.get(sessionKey(row.site_id, row.session_id))?.push(eventFromRow(row));
      this.step('replay reads');
    }
    const rollup = rollUpBatch(groups, storedSessions, history);
    const values = rollupBindings(rollup);
    this.step('fold (JS)');
    await run('analytics_write_rollups', WRITE_ROLLUPS, values);
    this.step('rollups statement');
    return rollup;
  }
}

const errorCode = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;

/** `?` placeholders (knex's) as `$1…$n` (node-postgres'); the statements here hold no other `?`. */
const numberedCache = new Map<string, string>();
function numbered(sql: string): string {
  let text = numberedCache.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/\?/g, () => `$${++n}`);
    numberedCache.set(sql, text);
  }
  return text;
}

const LOCK_SESSIONS = `select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select k from json_array_elements_text(?::json) as k order by k) locks`;
/**
 * One primary-key probe per session. As a plain join the planner, which guesses 100 rows for any
 * json_to_recordset, hashes the whole sessions table instead: 3 ms at 4,000 sessions and growing with the
 * table. LATERAL with LIMIT 1 (the key is unique) keeps it a nested loop over the index.
 */
const READ_SESSIONS = `select s.* from json_to_recordset(?::json) as k(site_id uuid, session_id text)
  cross join lateral (select * from analytics_sessions s where s.site_id = k.site_id and s.session_id = k.session_id limit 1) s`;

const lockKeys = (groups: readonly SessionEvents[]) => JSON.stringify(groups.map((g) => g.key).sort());
const sessionPairs = (groups: readonly SessionEvents[]) => JSON.stringify(groups.map((g) => ({ site_id: g.siteId, session_id: g.sessionId })));

/** A session's stored events through the (site_id, occurred_at) index, one probe per session (LATERAL, as above). */
const SESSION_HISTORY = `select e.* from json_to_recordset(?::json) as k(site_id uuid, session_id text, since timestamptz, until timestamptz)
  cross join lateral (
    select id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data
    from analytics_events e where e.site_id = k.site_id and e.occurred_at between k.since and k.until and e.session_id = k.session_id offset 0
  ) e`;

const historyKeys = (sessions: readonly StoredSession[]) =>
  JSON.stringify(sessions.map((s) => ({ site_id: s.siteId, session_id: s.sessionId, since: s.startedAt.toISOString(), until: s.lastSeenAt.toISOString() })));

const EVENT_COLUMNS = `id uuid, site_id uuid, visitor_id text, session_id text, kind text, occurred_at timestamptz, path text,
  referrer text, source_kind text, country text, city text, browser text, os text, device text, data jsonb`;
const EVENT_NAMES = 'id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data';

interface EventRow {
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

function eventFromRow(r: EventRow): EnrichedEvent {
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

/** The event rows alone, portable path (exported for the write benchmark's breakdown); returns the ids actually stored. */
export async function insertEvents(trx: Knex, chunk: readonly EnrichedEvent[]): Promise<string[]> {
  const rows = chunk.map((e) => ({
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
  }));
  const { rows: inserted } = await trx.raw<{ rows: { id: string }[] }>(
    `insert into analytics_events (${EVENT_NAMES})
     select ${EVENT_NAMES} from json_to_recordset(?::json) as t(${EVENT_COLUMNS})
     on conflict do nothing returning id`,
    [JSON.stringify(rows)],
  );
  return inserted.map((r) => r.id);
}

const COPY_EVENTS = `copy analytics_events (${EVENT_NAMES}) from stdin`;

/**
 * COPY … FROM STDIN in text format inside the transaction `trx` (for the write benchmark's events-only
 * figure). Fails with a unique violation if any event is already stored.
 */
export async function copyEvents(trx: Knex, events: readonly EnrichedEvent[]): Promise<void> {
  const connection = (await trx.client.acquireConnection()) as ClientBase;
  const stream = connection.query(copyFrom(COPY_EVENTS));
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(copyText(events));
  });
}

/** node-postgres' connection as a Submittable sees it (pg-protocol's writers and the socket). */
interface CopyConnection {
  stream: { cork(): void; uncork(): void };
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * A simple query ending with COPY … FROM STDIN whose data is already in memory: the statements before the
 * COPY, the COPY and its data travel in one round trip, the data and CopyDone in one socket write (a
 * socket write on loopback costs as much CPU as a small statement). pg-copy-streams would add a round
 * trip and two writes per batch; PostgreSQL runs the statements after a COPY once it ends, and reports
 * every statement's result.
 */
class CopyInQuery extends pg.Query {
  private readonly payload: Buffer;

  constructor(text: string, payload: Buffer, callback: (error: Error | null, results?: QueryResult | QueryResult[]) => void) {
    // node-postgres takes the callback from the config object of a Submittable.
    super({ text, callback } as unknown as pg.QueryConfig);
    this.payload = payload;
  }

  handleCopyInResponse(connection: CopyConnection): void {
    connection.stream.cork();
    connection.sendCopyFromChunk(this.payload);
    connection.endCopyFrom();
    connection.stream.uncork();
  }
}

function copyIn(connection: ClientBase, text: string, payload: Buffer): Promise<QueryResult[]> {
  return new Promise((resolve, reject) => {
    connection.query(new CopyInQuery(text, payload, (error, results) => (error ? reject(error) : resolve(Array.isArray(results) ? results : [results!]))));
  });
}

/** The rows in COPY text format. */
function copyText(events: readonly EnrichedEvent[]): string {
  let text = '';
  for (const e of events) {
    const json = JSON.stringify(e.data);
    text += `${e.id}\t${e.siteId}\t${copyValue(e.visitorId)}\t${copyValue(e.sessionId)}\t${e.kind}\t${isoTimestamp(e.occurredAt.getTime())}\t${copyValue(e.path)}\t${copyValue(e.referrer)}\t${copyValue(e.sourceKind)}\t${copyValue(e.country)}\t${copyValue(e.city)}\t${copyValue(e.browser)}\t${copyValue(e.os)}\t${copyValue(e.device)}\t${json.includes('\\') ? json.replaceAll('\\', '\\\\') : json}\n`;
  }
  return text;
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const dayPrefixes = new Map<number, string>();

/** Date#toISOString for the years 1970-9999, without a Date: the day's prefix is cached, the time is arithmetic. */
function isoTimestamp(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    if (dayPrefixes.size > 10_000) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${prefix}${TWO_DIGITS[hours]!}:${TWO_DIGITS[minutes]!}:${TWO_DIGITS[seconds]!}.${THREE_DIGITS[rest - seconds * 1000]!}Z`;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY text format: `\N` is NULL; backslash, tab, newline and carriage return are escaped. */
function copyValue(value: string | null): string {
  if (value === null) return '\\N';
  return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;
}

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what PostgreSQL text cannot hold
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function storableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Strings of a plain object and of the plain objects in it (the event, its data, data.utm). */
function suspect(value: Record<string, unknown>): boolean {
  for (const key in value) {
    const v = value[key];
    if (typeof v === 'string') {
      if (SUSPECT.test(v)) return true;
    } else if (v !== null && typeof v === 'object' && !(v instanceof Date) && suspect(v as Record<string, unknown>)) return true;
  }
  return false;
}

function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleaned(v)]));
}

/**
 * The event itself when every text in it can be stored (a few regex tests; surrogate pairs, i.e. emoji,
 * only cost the slow path), else a copy with U+0000 dropped and lone surrogates replaced.
 */
function storable(event: EnrichedEvent): EnrichedEvent {
  return suspect(event as unknown as Record<string, unknown>) ? (cleaned(event) as EnrichedEvent) : event;
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

const SESSION_COLUMNS = SESSION_FIELDS.map(([field, type]) => [field, field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), type] as const);
const SESSION_NAMES = SESSION_COLUMNS.map(([, column]) => column).join(', ');
const SESSION_TYPES = SESSION_COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', ');

function sessionToRow(s: StoredSession): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of SESSION_COLUMNS) {
    const value = s[field];
    row[column] = value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

function sessionFromRow(row: Record<string, unknown>): StoredSession {
  const s: Record<string, unknown> = {};
  for (const [field, column, type] of SESSION_COLUMNS) {
    const value = row[column];
    // node-postgres returns bigint as a string; every counter here fits a double exactly.
    s[field] = value === null || value === undefined ? null : type === 'timestamptz' ? new Date(value as string) : type === 'bigint' ? Number(value) : value;
  }
  return s as unknown as StoredSession;
}

const HOURLY_COUNTERS = [
  'page_views',
  'sessions',
  'bounces',
  'session_seconds',
  'frustrated_sessions',
  'converted_sessions',
  'events',
  'clicks',
  'rage_clicks',
  'dead_clicks',
  'js_errors',
  'form_submits',
  'active_ms',
  'total_ms',
];
const BIGINT_COUNTERS = new Set(['session_seconds', 'active_ms', 'total_ms']);

/** Adds `counters` to the existing row, `extra` are further SET clauses. */
function upsertAdding(table: string, columns: string, keys: string, counters: readonly string[], extra: readonly string[] = []): string {
  const names = columns
    .split(',')
    .map((c) => c.trim().split(' ')[0])
    .join(', ');
  return `insert into ${table} (${names})
    select ${names} from json_to_recordset(?::json) as t(${columns})
    on conflict (${keys}) do update set ${[...counters.map((c) => `${c} = ${table}.${c} + excluded.${c}`), ...extra].join(', ')}`;
}

/**
 * Sessions, hourly and daily rollups in one statement (data-modifying CTEs all run, each on its own
 * table), so a batch pays one round trip and, prepared, one plan for them. Visitors new to their hour or
 * day are the rows ON CONFLICT DO NOTHING lets into analytics_hourly_visitors / analytics_daily_visitors;
 * their count joins the same upsert. Every row list arrives sorted by key (see BatchRollup and
 * DailyRollup.rows), and json_to_recordset keeps that order, which is the lock order.
 */
const WRITE_ROLLUPS = `
  with sessions as (
    insert into analytics_sessions (${SESSION_NAMES})
    select ${SESSION_NAMES} from json_to_recordset(?::json) as t(${SESSION_TYPES})
    on conflict (site_id, session_id) do update set ${SESSION_COLUMNS.filter(([, c]) => !['site_id', 'session_id', 'rollup_hour'].includes(c))
      .map(([, c]) => `${c} = excluded.${c}`)
      .join(', ')}
  ), new_hour_visitors as (
    insert into analytics_hourly_visitors (site_id, hour, visitor_id)
    select site_id, hour, visitor_id from json_to_recordset(?::json) as t(site_id uuid, hour timestamptz, visitor_id text)
    on conflict do nothing
    returning site_id, hour
  ), hour_visitors as (
    select site_id, hour, count(*)::integer as visitors from new_hour_visitors group by site_id, hour
  ), hourly as (
    insert into analytics_hourly (site_id, hour, visitors, ${HOURLY_COUNTERS.join(', ')})
    select t.site_id, t.hour, coalesce(v.visitors, 0), ${HOURLY_COUNTERS.map((c) => `t.${c}`).join(', ')}
    from json_to_recordset(?::json) as t(site_id uuid, hour timestamptz, ${HOURLY_COUNTERS.map((c) => `${c} ${BIGINT_COUNTERS.has(c) ? 'bigint' : 'integer'}`).join(', ')})
    left join hour_visitors v using (site_id, hour)
    order by t.site_id, t.hour
    on conflict (site_id, hour) do update set ${['visitors', ...HOURLY_COUNTERS].map((c) => `${c} = analytics_hourly.${c} + excluded.${c}`).join(', ')}
  ), new_day_visitors as (
    insert into analytics_daily_visitors (site_id, day, visitor_id)
    select site_id, day, visitor_id from json_to_recordset(?::json) as t(site_id uuid, day date, visitor_id text)
    on conflict do nothing
    returning site_id, day
  ), daily as (
    insert into analytics_daily (site_id, day, visitors)
    select site_id, day, count(*) from new_day_visitors group by site_id, day order by site_id, day
    on conflict (site_id, day) do update set visitors = analytics_daily.visitors + excluded.visitors
  ), pages as (
    ${upsertAdding('analytics_daily_pages', 'site_id uuid, day date, path text, views integer, entries integer, exits integer, time_ms bigint, timed_views integer', 'site_id, day, path', ['views', 'entries', 'exits', 'time_ms', 'timed_views'])}
  ), dims as (
    ${upsertAdding('analytics_daily_dims', 'site_id uuid, day date, dim text, value text, sessions integer, page_views integer', 'site_id, day, dim, value', ['sessions', 'page_views'])}
  ), errors as (
    ${upsertAdding('analytics_daily_errors', 'site_id uuid, day date, key text, message text, source text, browser text, count integer, last_seen timestamptz', 'site_id, day, key', ['count'], [
      'last_seen = greatest(analytics_daily_errors.last_seen, excluded.last_seen)',
    ])}
  ), elements as (
    ${upsertAdding('analytics_daily_elements', 'site_id uuid, day date, key text, path text, grp text, selector text, text text, clicks integer, rage_clicks integer, dead_clicks integer', 'site_id, day, key', ['clicks', 'rage_clicks', 'dead_clicks'])}
  ), clicks as (
    ${upsertAdding('analytics_daily_clicks', 'site_id uuid, day date, path text, screen text, x_bin smallint, y_bin smallint, clicks integer', 'site_id, day, path, screen, x_bin, y_bin', ['clicks'])}
  ), flows as (
    ${upsertAdding('analytics_daily_flows', 'site_id uuid, day date, from_path text, to_path text, count integer', 'site_id, day, from_path, to_path', ['count'])}
  )
  select 1`;

/** The JSON parameters of WRITE_ROLLUPS, in its order. */
function rollupBindings(rollup: BatchRollup): string[] {
  const daily = rollup.daily.rows();
  return [
    JSON.stringify(rollup.sessions.map(sessionToRow)),
    JSON.stringify(rollup.visitorHours.map((v) => ({ site_id: v.siteId, hour: v.hour.toISOString(), visitor_id: v.visitorId }))),
    JSON.stringify(
      rollup.hourly.map((h) => ({
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
    ),
    JSON.stringify(rollup.visitorDays.map((v) => ({ site_id: v.siteId, day: v.day, visitor_id: v.visitorId }))),
    JSON.stringify(daily.pages.map((p) => ({ site_id: p.siteId, day: p.day, path: p.path, views: p.views, entries: p.entries, exits: p.exits, time_ms: p.timeMs, timed_views: p.timedViews }))),
    JSON.stringify(daily.dims.map((d) => ({ site_id: d.siteId, day: d.day, dim: d.dim, value: d.value, sessions: d.sessions, page_views: d.pageViews }))),
    JSON.stringify(
      daily.errors.map((e) => ({ site_id: e.siteId, day: e.day, key: e.key, message: e.message, source: e.source, browser: e.browser, count: e.count, last_seen: e.lastSeen.toISOString() })),
    ),
    JSON.stringify(
      daily.elements.map((e) => ({
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
    ),
    JSON.stringify(daily.clicks.map((c) => ({ site_id: c.siteId, day: c.day, path: c.path, screen: c.screen, x_bin: c.xBin, y_bin: c.yBin, clicks: c.clicks }))),
    JSON.stringify(daily.flows.map((f) => ({ site_id: f.siteId, day: f.day, from_path: f.fromPath, to_path: f.toPath, count: f.count }))),
  ];
}
