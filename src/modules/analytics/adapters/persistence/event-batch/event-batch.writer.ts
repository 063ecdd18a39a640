import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type { ClientBase, QueryResult } from 'pg';
import { isPglite, type Database } from '../../../../../platform/db/index.js';
import { PLATFORM } from '../../../../../platform/platform.tokens.js';
import { DAY_MS } from '../../../domain/daily-rollup.js';
import type { EnrichedEvent } from '../../../domain/enriched-event.js';
import { groupBySession, rollUpBatch, sessionKey, sessionsToReplay, type BatchRollup, type SessionEvents } from '../../../domain/event-rollup.js';
import { ensurePartitions } from '../partition-maintenance.js';
import { COPY_EVENTS, INSERT_EVENTS, LOCK_SESSIONS, numbered, READ_SESSIONS, SESSION_HISTORY, WRITE_ROLLUPS } from './batch-statements.js';
import { copyIn, copyText } from './copy-protocol.js';
import { eventFromRow, eventToRow, historyKeys, lockKeys, rollupBindings, sessionFromRow, sessionPairs, type EventRow } from './row-mapping.js';
import { storable } from './storable-text.js';

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
 * this class runs the transaction and picks the way through. The SQL text is in batch-statements.ts, the
 * rows of its JSON parameters and of its results in row-mapping.ts, the COPY protocol and text format in
 * copy-protocol.ts.
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
 * Text PostgreSQL cannot store would fail the batch forever, and the queue would retry it: it is cleaned
 * before anything else happens (storable-text.ts).
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

/** The event rows alone, portable path (exported for the write benchmark's breakdown); returns the ids actually stored. */
export async function insertEvents(trx: Knex, chunk: readonly EnrichedEvent[]): Promise<string[]> {
  const { rows: inserted } = await trx.raw<{ rows: { id: string }[] }>(INSERT_EVENTS, [JSON.stringify(chunk.map(eventToRow))]);
  return inserted.map((r) => r.id);
}
