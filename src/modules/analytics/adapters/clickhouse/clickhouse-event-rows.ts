import { createHash } from 'node:crypto';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import type { StoredSession } from '../../domain/event-rollup.js';
import { eventFromRow, eventToRow, sessionFromRow, type EventRow } from '../persistence/event-batch/row-mapping.js';

/**
 * The ClickHouse writer's rows (adapters/clickhouse/clickhouse.event-writer.ts): the PostgreSQL writer's
 * row mapping (persistence/event-batch/row-mapping.ts: same column names, ISO timestamps, which inserts
 * read with `date_time_input_format: 'best_effort'`), with what ClickHouse stores differently: event
 * `data` as JSON text, and the sessions' `version`.
 */

export const eventToClickHouseRow = (e: EnrichedEvent): Record<string, unknown> => ({ ...eventToRow(e), data: JSON.stringify(e.data) });

export const eventFromClickHouseRow = (row: Omit<EventRow, 'data'> & { data: string }): EnrichedEvent => eventFromRow({ ...row, data: JSON.parse(row.data) as EnrichedEvent['data'] });

/** `YYYY-MM-DD hh:mm:ss.sss` (UTC): a DateTime64(3, 'UTC') query parameter. */
export const clickHouseTime = (at: Date): string => at.toISOString().replace('T', ' ').replace('Z', '');

/** The batch's identity for insert deduplication: sha256 hex of its fresh event ids, sorted. */
export function batchToken(freshIds: readonly string[]): string {
  return createHash('sha256').update([...freshIds].sort().join(',')).digest('hex');
}

/**
 * A session row's `version` (ReplacingMergeTree keeps the highest): the number of batches that wrote the
 * session in the high 20 bits (a million; a session lasts less than a day), the low 44 bits of the writing
 * batch's token below them, rather than the time of the write the migration's column comment names. So a newer state
 * always wins (the count grows by one per batch), the same batch retried computes the same version, and a
 * retry can tell that its own earlier attempt already stored the session (the writer's class comment).
 */
const TAG_BITS = 44n;
const TAG_MASK = (1n << TAG_BITS) - 1n;

export const batchTag = (token: string): bigint => BigInt(`0x${token.slice(0, 11)}`) & TAG_MASK;

export const nextVersion = (stored: bigint | undefined, tag: bigint): bigint => (((stored ?? 0n) >> TAG_BITS) + 1n) * (1n << TAG_BITS) + tag;

export const versionTag = (version: bigint): bigint => version & TAG_MASK;

/** A row of `analytics_sessions` as the client returns it (64-bit integers as strings, ISO times). */
export function sessionFromClickHouseRow(row: Record<string, unknown>): { session: StoredSession; version: bigint } {
  return { session: sessionFromRow(row), version: BigInt(row.version as string) };
}
