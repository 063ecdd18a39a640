import type { ClickHouseClient } from '@clickhouse/client';
import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { dayNumber, dayString } from '../../domain/daily-rollup.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { groupBySession, rollUpBatch, sessionKey, sessionsToReplay, type SessionEvents, type StoredSession } from '../../domain/event-rollup.js';
import type { EventWriter } from '../../application/ports/event-writer.port.js';
import { EVENT_NAMES, LOCK_SESSIONS } from '../persistence/event-batch/batch-statements.js';
import { lockKeys, rollupRows, type EventRow } from '../persistence/event-batch/row-mapping.js';
import { storable } from '../persistence/event-batch/storable-text.js';
import { batchTag, batchToken, clickHouseTime, eventFromClickHouseRow, eventToClickHouseRow, nextVersion, sessionFromClickHouseRow, versionTag } from './clickhouse-event-rows.js';

/**
 * The event store's writer on ClickHouse (docs/adr/0012-analytics-on-clickhouse.md): the same result as
 * the PostgreSQL writer (adapters/persistence/event-batch/event-batch.writer.ts) — the events, their
 * sessions, the hourly and daily rollups, only events stored for the first time feeding the rollups —
 * with the same fold (domain/event-rollup.ts) and the same rows (row-mapping.ts, clickhouse-event-rows.ts).
 * ClickHouse has neither transactions nor locks, so a batch goes:
 *
 * 1. Duplicate ids in the batch are dropped (the first counts) and text PostgreSQL refuses is cleaned
 *    (storable-text.ts), so both stores hold the same text.
 * 2. The ids already in `analytics_events` are duplicates; the rest is fresh. The write intents
 *    (`analytics_write_intents`, migrations/clickhouse/20261229000200_analytics__write_intents.sql) of the
 *    fresh ids name the attempts that began writing them and died: each such attempt's token and all its events.
 * 3. PostgreSQL transaction-level advisory locks on the session keys of the batch and of those attempts' events
 *    (the PostgreSQL writer's statement, one statement, sorted keys), held while all the ClickHouse work below
 *    runs: two workers with events of one session (two jobs of a visitor) take turns, as on PostgreSQL.
 *    PostgreSQL keeps the queue's jobs, so it is there whichever store holds the events. Step 2 is read again
 *    under the locks (an attempt may have died while this one waited); if that names a session not locked,
 *    the locks are given back and the batch starts over.
 * 4. Each dead attempt, in token order, is finished exactly as it began: its events not stored yet are all of
 *    them (else nothing is left to do), so steps 5 to 7 over them find its fresh set, token and fold again.
 * 5. Then the batch's own events still fresh. Nothing fresh: done. Their token is the sha256 of the sorted
 *    fresh ids; the first insert is their intent rows.
 * 6. The stored sessions (`analytics_sessions FINAL`) and, for those `sessionsToReplay` names, their stored
 *    events are read, and the fresh events folded onto them (`rollUpBatch`).
 * 7. Inserts, each with `insert_deduplication_token` = the token, `:`, the table: the intents (step 5), the
 *    visitor tables, the rollup increment tables, then the sessions (version: see clickhouse-event-rows.ts),
 *    then the events LAST. The events are the commit marker: until they are in, the intents name the attempt.
 *
 * Why tokens: a MergeTree table with a deduplication window drops by default an insert whose rows repeat
 * an earlier insert's (a hash of the data; on the test engine, ClickHouse 26.7, `insert_deduplicate = 0`
 * does not even turn that off, `deduplicate_insert` does), and two jobs can well make the same increment
 * rows (two one-page bounces in one hour). With a token the token alone decides: different attempts never
 * collide, the same attempt finished again always does.
 *
 * A worker killed between two inserts: the queue retries the job, grouped with whatever other jobs the
 * worker takes (IngestEventsProcessor batches jobs freely), so the retry's fresh set may differ from the dead
 * attempt's. Whatever it is, step 4 finishes the dead attempt first with the dead attempt's own events, from
 * its intents. If its sessions insert had not landed, the finishing reads what the dead attempt read (rollup
 * inserts change no session or event), folds the same rows, and every insert the dead attempt made is
 * dropped by its token (the tables' `non_replicated_deduplication_window`,
 * migrations/clickhouse/20261229000100_analytics__event_store.sql); the others go in. If its sessions insert
 * had landed, the stored sessions carry the attempt's own tag in their version (folding onto them would count
 * it twice, and fail on a session it started): everything but the events is in, and only the events are
 * inserted. If its intents insert had not landed, it wrote nothing else, and is simply gone. The retried job's
 * events are then stored, or come in step 5 with the rest of the batch. ClickHouse deduplicates per
 * partition: each day's part of an insert is identified by the token and the partition, so the same rows
 * retried are dropped whole whatever days they span, but rows of a new day under the same token would go
 * in (both checked on the test engine) — hence finishing an attempt inserts exactly the rows it began with,
 * which the cases above guarantee (clickhouse.event-writer.clickhouse.spec.ts kills a write after each of
 * its inserts, and retries it alone and grouped with another job).
 *
 * Limits. An insert is one block (a batch is far below `min_insert_block_size_rows`) committed part by
 * part per day, so only a server failure inside one insert can store some of its days. A retry must come
 * within the last 10,000 inserts of a table (the deduplication window) and within the intents' 7 days. A
 * job of the same session that runs between a killed attempt (sessions stored, events not) and the next
 * batch holding one of its events builds on that session state without its events: still exact unless that
 * job replays the session, which then loses the dead attempt's events from its state.
 */
@injectable()
export class ClickHouseEventWriter implements EventWriter {
  /** Called after each insert with its table: the crash tests throw from it after the k-th insert. */
  onInsert: ((table: string) => void) | null = null;

  constructor(
    @inject(ANALYTICS.ClickHouse) private readonly client: ClickHouseClient,
    @inject(PLATFORM.Database) private readonly db: Database,
  ) {}

  async write(events: readonly EnrichedEvent[]): Promise<{ inserted: number; duplicates: number }> {
    if (events.length === 0) return { inserted: 0, duplicates: 0 };
    const seen = new Set<string>();
    const unique: EnrichedEvent[] = [];
    for (const event of events) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      unique.push(storable(event));
    }
    for (;;) {
      // Step 2 before the locks, only to know which sessions to lock.
      const unlocked = await this.pending(unique);
      const keys = lockKeys(groupBySession([...unique, ...[...unlocked.intents.values()].flat()]));
      const done = await this.db.transaction(async () => {
        await this.db.executor().raw(LOCK_SESSIONS, [keys]);
        // Read again under the locks: an attempt that held them while this one waited may have died after its intents.
        const { stored, intents } = await this.pending(unique);
        const locked = new Set(JSON.parse(keys) as string[]);
        if ([...intents.values()].flat().some((e) => !locked.has(sessionKey(e.siteId, e.sessionId)))) return null;
        for (const token of [...intents.keys()].sort()) await this.writeLocked(intents.get(token)!);
        await this.writeLocked(unique);
        return { inserted: unique.length - stored.size, duplicates: events.length - unique.length + stored.size };
      });
      // Sessions unlocked when read: the locks are given back and taken again, the new ones included.
      if (done) return done;
    }
  }

  /** Step 2: the batch's ids already stored, and the intents of the others by token, every event of each such attempt. */
  private async pending(unique: readonly EnrichedEvent[]): Promise<{ stored: Set<string>; intents: Map<string, EnrichedEvent[]> }> {
    const stored = await this.storedIds(unique);
    const intents = new Map<string, EnrichedEvent[]>();
    const fresh = unique.filter((e) => !stored.has(e.id));
    if (fresh.length === 0) return { stored, intents };
    const tokens = distinct(
      (await inChunks(fresh, (chunk) => this.select<{ token: string }>(`SELECT DISTINCT token FROM ${INTENTS} WHERE ${BATCH_ROWS}`, batchRowsParams(chunk)))).map((t) => t.token),
    ).map((token) => ({ token }));
    if (tokens.length === 0) return { stored, intents };
    const rows = await this.select<Omit<EventRow, 'data'> & { data: string; token: string }>(
      `SELECT token, ${EVENT_NAMES} FROM ${INTENTS} WHERE token IN {tokens:Array(String)}`,
      { tokens: tokens.map((t) => t.token) },
    );
    // ReplacingMergeTree may still hold a row twice until its parts merge: the first counts.
    const read = new Set<string>();
    for (const row of rows) {
      if (read.has(`${row.token}/${row.id}`)) continue;
      read.add(`${row.token}/${row.id}`);
      intents.set(row.token, [...(intents.get(row.token) ?? []), eventFromClickHouseRow(row)]);
    }
    return { stored, intents };
  }

  /** Steps 5 to 7 under the sessions' locks: the events of `unique` not stored yet, written as one attempt. */
  private async writeLocked(unique: readonly EnrichedEvent[]): Promise<void> {
    const stored = await this.storedIds(unique);
    const fresh = unique.filter((e) => !stored.has(e.id));
    if (fresh.length === 0) return;
    const token = batchToken(fresh.map((e) => e.id));
    const tag = batchTag(token);
    await this.insert(INTENTS, fresh.map((e) => ({ token, ...eventToClickHouseRow(e) })), token);
    const groups = groupBySession(fresh);
    const sessions = await this.storedSessions(groups);
    // An earlier attempt with these very events stored its sessions (hence all its rollups) and died before the events.
    const ownEarlierAttempt = [...sessions.values()].some((s) => versionTag(s.version) === tag);
    if (!ownEarlierAttempt) {
      const storedSessions = new Map([...sessions].map(([key, s]) => [key, s.session]));
      const replays = sessionsToReplay(groups, storedSessions);
      const history = replays.length > 0 ? await this.history(replays, new Set(fresh.map((e) => e.id))) : new Map<string, EnrichedEvent[]>();
      const rollup = rollUpBatch(groups, storedSessions, history);
      const [sessionRows, ...rollups] = rollupRows(rollup);
      // Visitor rows before the hourly increments: a kept visitor count holds only while nothing moved the
      // hourly sums it was taken at, which needs every counted sum's visitors stored (clickhouse.rollup-compactor.ts).
      const visitorsFirst = [...rollups.filter((r) => VISITOR_TABLES.has(r.table)), ...rollups.filter((r) => !VISITOR_TABLES.has(r.table))];
      for (const { table, rows } of visitorsFirst) await this.insert(table, rows, token);
      const versioned = sessionRows!.rows.map((row, i) => {
        const s = rollup.sessions[i]!;
        return { ...row, version: nextVersion(sessions.get(sessionKey(s.siteId, s.sessionId))?.version, tag).toString() };
      });
      await this.insert(sessionRows!.table, versioned, token);
    }
    await this.insert('analytics_events', fresh.map(eventToClickHouseRow), token);
  }

  private async insert(table: string, rows: readonly Record<string, unknown>[], token: string): Promise<void> {
    if (rows.length === 0) return;
    await this.client.insert({
      table,
      values: rows as Record<string, unknown>[],
      format: 'JSONEachRow',
      clickhouse_settings: { insert_deduplicate: 1, insert_deduplication_token: `${token}:${table}`, date_time_input_format: 'best_effort' },
    });
    this.onInsert?.(table);
  }

  private async select<T>(query: string, params: Record<string, unknown>): Promise<T[]> {
    return (await this.client.query({ query, query_params: params, format: 'JSONEachRow' })).json<T>();
  }

  /** Ids of the batch already stored, through the (site_id, occurred_at) order of the table. */
  private async storedIds(events: readonly EnrichedEvent[]): Promise<Set<string>> {
    const rows = await inChunks(events, (chunk) => this.select<{ id: string }>(`SELECT id FROM analytics_events WHERE ${BATCH_ROWS}`, batchRowsParams(chunk)));
    return new Set(rows.map((r) => r.id));
  }

  /** The stored state of the batch's sessions with their versions, by session key. */
  private async storedSessions(groups: readonly SessionEvents[]): Promise<Map<string, { session: StoredSession; version: bigint }>> {
    // A session lies within one UTC day (the migration's header), the day its sessions partition is: only the
    // days of the batch's events, one day of margin either side, are read, not every day of the retention.
    let first = Infinity;
    let last = -Infinity;
    for (const { events } of groups) {
      first = Math.min(first, events[0]!.occurredAt.getTime());
      last = Math.max(last, events[events.length - 1]!.occurredAt.getTime());
    }
    const rows = await inChunks(distinct(groups.map((g) => g.sessionId)), (sessions) =>
      this.select<Record<string, unknown>>(
        `SELECT * FROM analytics_sessions FINAL
         WHERE toDate(started_at) BETWEEN {first:Date} AND {last:Date} AND site_id IN {sites:Array(UUID)} AND session_id IN {sessions:Array(String)}`,
        { first: dayString(dayNumber(first) - 1), last: dayString(dayNumber(last) + 1), sites: distinct(groups.map((g) => g.siteId)), sessions },
      ),
    );
    const wanted = new Set(groups.map((g) => g.key));
    const out = new Map<string, { session: StoredSession; version: bigint }>();
    for (const row of rows) {
      const key = sessionKey(row.site_id as string, row.session_id as string);
      if (wanted.has(key)) out.set(key, sessionFromClickHouseRow(row));
    }
    return out;
  }

  /** The stored events of the sessions to replay, by session key, without the fresh ones. */
  private async history(replays: readonly StoredSession[], freshIds: ReadonlySet<string>): Promise<Map<string, EnrichedEvent[]>> {
    const history = new Map<string, EnrichedEvent[]>();
    const ranges = new Map<string, StoredSession>();
    for (const s of replays) {
      const key = sessionKey(s.siteId, s.sessionId);
      history.set(key, []);
      ranges.set(key, s);
    }
    const rows = await inChunks(distinct(replays.map((s) => s.sessionId)), (sessions) =>
      this.select<Omit<EventRow, 'data'> & { data: string }>(
        `SELECT ${EVENT_NAMES} FROM analytics_events
         WHERE site_id IN {sites:Array(UUID)} AND occurred_at BETWEEN {from:DateTime64(3, 'UTC')} AND {to:DateTime64(3, 'UTC')} AND session_id IN {sessions:Array(String)}`,
        {
          sites: distinct(replays.map((s) => s.siteId)),
          from: clickHouseTime(new Date(Math.min(...replays.map((s) => s.startedAt.getTime())))),
          to: clickHouseTime(new Date(Math.max(...replays.map((s) => s.lastSeenAt.getTime())))),
          sessions,
        },
      ),
    );
    // ReplacingMergeTree may still hold an event twice until its parts merge: the first row counts.
    const seen = new Set<string>();
    for (const row of rows) {
      if (freshIds.has(row.id) || seen.has(row.id)) continue;
      seen.add(row.id);
      const key = sessionKey(row.site_id, row.session_id);
      const range = ranges.get(key);
      const at = new Date(row.occurred_at).getTime();
      if (range && at >= range.startedAt.getTime() && at <= range.lastSeenAt.getTime()) history.get(key)!.push(eventFromClickHouseRow(row));
    }
    return history;
  }
}

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * Query parameters travel in the request's URL, and the server refuses a field over 128 KiB
 * (http_max_field_value_size): 5,000 ids are about 220 KB. Lists are sent 1,000 at a time, the pieces at once.
 */
const LIST_CHUNK = 1_000;
async function inChunks<T, R>(items: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += LIST_CHUNK) pieces.push(items.slice(start, start + LIST_CHUNK));
  return (await Promise.all(pieces.map(read))).flat();
}

const INTENTS = 'analytics_write_intents';
const VISITOR_TABLES = new Set(['analytics_hourly_visitors', 'analytics_daily_visitors']);

/** The rows of the batch's ids, through the (site_id, occurred_at) order both analytics_events and the intents have. */
const BATCH_ROWS = `site_id IN {sites:Array(UUID)} AND occurred_at BETWEEN {from:DateTime64(3, 'UTC')} AND {to:DateTime64(3, 'UTC')} AND id IN {ids:Array(UUID)}`;

function batchRowsParams(events: readonly EnrichedEvent[]): Record<string, unknown> {
  let from = Infinity;
  let to = -Infinity;
  for (const e of events) {
    from = Math.min(from, e.occurredAt.getTime());
    to = Math.max(to, e.occurredAt.getTime());
  }
  return { sites: distinct(events.map((e) => e.siteId)), from: clickHouseTime(new Date(from)), to: clickHouseTime(new Date(to)), ids: events.map((e) => e.id) };
}
