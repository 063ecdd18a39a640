import type { Knex } from 'knex';
import pg, { type ClientBase, type QueryResult } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DAY_MS } from '../../../domain/daily-rollup.js';
import type { EnrichedEvent } from '../../../domain/enriched-event.js';
import { COPY_EVENTS } from './batch-statements.js';

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

export function copyIn(connection: ClientBase, text: string, payload: Buffer): Promise<QueryResult[]> {
  return new Promise((resolve, reject) => {
    connection.query(new CopyInQuery(text, payload, (error, results) => (error ? reject(error) : resolve(Array.isArray(results) ? results : [results!]))));
  });
}

/** The rows in COPY text format. */
export function copyText(events: readonly EnrichedEvent[]): string {
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
