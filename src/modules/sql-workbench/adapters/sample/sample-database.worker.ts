/**
 * The sample database's thread (sql-workbench README, "Sample database"): PGlite in memory, seeded at
 * start, answering one request at a time. PGlite runs PostgreSQL in this thread and has no working
 * statement_timeout, so a long statement blocks only here; the host ends the thread past the limit.
 */
import { parentPort } from 'node:worker_threads';
import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import { isDomainError } from '../../../../shared/index.js';
import type { QueryResult, ResultColumn } from '../../application/ports/database-driver.port.js';
import { explorePostgresql, postgresqlUsage } from '../database/postgresql/postgresql-catalog.inspector.js';
import { explainPostgresql } from '../database/postgresql/postgresql-explain.inspector.js';
import { inspectionError } from '../database/postgresql/inspection-session.js';
import { classifyPostgresStatement } from '../database/postgresql/postgres-statement.js';
import { CappedRows, jsonSafe, MAX_RESULT_BYTES, MAX_RESULT_ROWS } from '../database/result-limits.js';
import { PgliteClient, textParsers } from './pglite-client.js';
import { SAMPLE_ANALYZE_SQL, SAMPLE_PLANNER_ROLE, SAMPLE_READER_ROLE, SAMPLE_SEED_SQL } from './sample-shop.seed.js';
import type { FromSampleWorker, SampleWorkerError, ToSampleWorker } from './sample-worker.protocol.js';

const CURSOR_PREFIX = 'DECLARE sample_result NO SCROLL CURSOR FOR ';
const MAX_BATCH = 100;
/** Sorts and hashes that spill write temporary files, which live in this thread's memory here. */
const TEMP_FILE_LIMIT = '256MB';

const BOOL_OID = 16;
/** int2, int4, oid, float4, float8: as the PostgreSQL driver, the numbers JSON holds exactly; the rest as the server's text. */
const NUMBER_OIDS = new Set([21, 23, 26, 700, 701]);

/** PGlite with the size of its WebAssembly memory in view. */
class MeasuredPGlite extends PGlite {
  memoryBytes(): number {
    return this.mod?.wasmMemory.buffer.byteLength ?? 0;
  }
}

interface Session {
  db: MeasuredPGlite;
  client: PgliteClient;
  typeNames: Map<number, string>;
  /** The terminal's values, as the PostgreSQL driver gives them. */
  rowParsers: ParserOptions;
}

async function openSession(): Promise<{ session: Session; startMs: number; seedMs: number }> {
  const started = performance.now();
  const db = new MeasuredPGlite();
  await db.waitReady;
  const seeding = performance.now();
  await db.exec(SAMPLE_SEED_SQL);
  await db.exec(SAMPLE_ANALYZE_SQL);
  const seeded = performance.now();
  // The database takes no new type once seeded, so one read of pg_type serves every result.
  const types = await db.query<{ oid: number; typname: string }>('SELECT oid::int4 AS oid, typname::text AS typname FROM pg_catalog.pg_type');
  const typeNames = new Map(types.rows.map((row) => [row.oid, row.typname]));
  const rowParsers = textParsers(typeNames.keys());
  rowParsers[BOOL_OID] = (value: string) => value === 't' || value === 'true';
  for (const oid of NUMBER_OIDS) {
    rowParsers[oid] = (value: string) => {
      const n = Number(value);
      return Number.isFinite(n) ? n : value;
    };
  }
  // temp_file_limit is a superuser's setting: fixed before the session leaves the superuser, for good
  // (SET ROLE back to it is refused to the planner, and the terminal parses away every SET anyway).
  await db.exec(`SET temp_file_limit = '${TEMP_FILE_LIMIT}'; SET SESSION AUTHORIZATION ${SAMPLE_PLANNER_ROLE}`);
  const session = { db, client: new PgliteClient(db, textParsers(typeNames.keys())), typeNames, rowParsers };
  return { session, startMs: seeding - started, seedMs: seeded - seeding };
}

interface Rows {
  capped: CappedRows;
  fields: Array<{ name: string; dataTypeID: number }>;
}

/** Keeps rows until a cap: `full` once one did not fit, `widest` the largest row's JSON in bytes. */
function keep(capped: CappedRows, rows: unknown[][]): { full: boolean; widest: number } {
  let widest = 0;
  for (const row of rows) {
    const safe = row.map(jsonSafe);
    widest = Math.max(widest, Buffer.byteLength(JSON.stringify(safe)));
    if (!capped.add(safe)) return { full: true, widest };
  }
  return { full: false, widest };
}

/**
 * A query through a cursor, fetched in batches sized to the room left under the caps, so a huge result
 * is never built whole in this thread's memory (PGlite otherwise hands over a result in one piece).
 */
async function readThroughCursor(session: Session, sql: string): Promise<Rows> {
  await session.db.query(`${CURSOR_PREFIX}${sql}`);
  const capped = new CappedRows();
  let fields: Rows['fields'];
  let bytesPerRow = 0;
  for (;;) {
    const room = MAX_RESULT_ROWS + 1 - capped.rows.length;
    const bySize = bytesPerRow > 0 ? Math.floor(MAX_RESULT_BYTES / bytesPerRow) : MAX_BATCH;
    const size = Math.max(1, Math.min(MAX_BATCH, room, bySize));
    const batch = await session.db.query<unknown[]>(`FETCH FORWARD ${size} FROM sample_result`, [], { rowMode: 'array', parsers: session.rowParsers });
    fields = batch.fields;
    const { full, widest } = keep(capped, batch.rows);
    bytesPerRow = Math.max(bytesPerRow, widest);
    if (full || batch.rows.length < size) break;
  }
  return { capped, fields };
}

/** EXPLAIN and SHOW, which a cursor does not take: their answers are a plan or a setting, small by nature. */
async function readWhole(session: Session, sql: string): Promise<Rows> {
  const result = await session.db.query<unknown[]>(sql, [], { rowMode: 'array', parsers: session.rowParsers });
  const capped = new CappedRows();
  keep(capped, result.rows);
  return { capped, fields: result.fields };
}

/** A server error's position counts from the start of the text sent: the cursor's prefix is taken off. */
function withoutPrefix(error: unknown): unknown {
  const position = Number((error as { position?: unknown } | null)?.position);
  if (Number.isFinite(position) && position > CURSOR_PREFIX.length) (error as { position: string }).position = String(position - CURSOR_PREFIX.length);
  return error;
}

/**
 * One statement under the PostgreSQL driver's read-mode rules: parsed first (one statement, no
 * transaction control, queries only, no function acting outside the transaction), then run in a
 * read-only transaction that is rolled back, by the role that may only SELECT the four tables.
 */
async function runStatement(session: Session, sql: string, statementTimeoutMs: number): Promise<QueryResult> {
  const statement = await classifyPostgresStatement(sql, 'read');
  const throughCursor = statement.kind === 'SelectStmt';
  await session.db.exec(`BEGIN READ ONLY; SET LOCAL ROLE ${SAMPLE_READER_ROLE}; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL bytea_output = 'hex'`);
  try {
    const started = performance.now();
    const { capped, fields } = throughCursor ? await readThroughCursor(session, sql) : await readWhole(session, sql);
    const durationMs = performance.now() - started;
    const columns: ResultColumn[] = fields.map((field) => ({ name: field.name, type: session.typeNames.get(field.dataTypeID) ?? `oid ${field.dataTypeID}` }));
    return {
      columns,
      rows: capped.rows,
      rowCount: capped.rows.length,
      truncated: capped.truncated,
      durationMs: Math.round(durationMs * 1000) / 1000,
      rolledBack: false,
    };
  } catch (error) {
    throw inspectionError(throughCursor ? withoutPrefix(error) : error, statementTimeoutMs);
  } finally {
    // A ROLLBACK that fails leaves the session aborted: the check after the answer retires the thread.
    await session.db.exec('ROLLBACK').catch(() => undefined);
  }
}

async function answer(session: Session, message: ToSampleWorker): Promise<unknown> {
  const client = session.client.asPgClient();
  switch (message.op) {
    case 'version': {
      const { rows } = await session.db.query<{ version: string }>('SELECT pg_catalog.version() AS version');
      const version = rows[0]?.version ?? '';
      return { version: version.split(' on ')[0] ?? version };
    }
    case 'query':
      return runStatement(session, message.sql, message.statementTimeoutMs);
    case 'explore':
      return explorePostgresql(client, message.statementTimeoutMs);
    case 'usage':
      return postgresqlUsage(client, message.statementTimeoutMs);
    case 'explain':
      return explainPostgresql(client, message.request, message.statementTimeoutMs);
  }
}

function serialize(error: unknown): SampleWorkerError {
  const mapped = isDomainError(error) ? error : inspectionError(error, 0);
  if (isDomainError(mapped)) {
    return { domain: true, kind: mapped.kind, code: mapped.code, message: mapped.message, ...(mapped.details ? { details: mapped.details } : {}) };
  }
  return { domain: false, name: mapped instanceof Error ? mapped.name : typeof mapped, message: mapped instanceof Error ? mapped.message : String(mapped) };
}

/**
 * PostgreSQL's WebAssembly memory grows and never shrinks: a statement that took it past this (a huge
 * value folded at plan time, say) leaves the thread retired after its answer, and the next request
 * seeds a new one. Seeded and queried, the database keeps to about 190 MB.
 */
const RETIRE_AT_MEMORY_BYTES = 384 * 1024 * 1024;

/**
 * Whether the thread should end after this answer: PGlite can be left in a transaction it cannot roll
 * back (an error raised again by ROLLBACK), which the next request would find aborted.
 */
async function unfit(session: Session): Promise<boolean> {
  if (session.db.memoryBytes() > RETIRE_AT_MEMORY_BYTES) return true;
  try {
    await session.db.query('SELECT 1');
    return false;
  } catch {
    return true;
  }
}

const port = parentPort;
if (!port) throw new Error('sample-database.worker runs as a worker thread');
const send = (message: FromSampleWorker) => port.postMessage(message);

try {
  const { session, startMs, seedMs } = await openSession();
  // One request at a time: PGlite is one session, and the host times each request from when it is sent.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (message: ToSampleWorker) => {
    queue = queue.then(async () => {
      let outcome: { value: unknown } | { error: SampleWorkerError };
      try {
        outcome = { value: await answer(session, message) };
      } catch (error) {
        outcome = { error: serialize(error) };
      }
      const retire = await unfit(session);
      send('value' in outcome ? { kind: 'answer', id: message.id, value: outcome.value, retire } : { kind: 'error', id: message.id, error: outcome.error, retire });
    });
  });
  send({ kind: 'ready', startMs, seedMs, memoryBytes: session.db.memoryBytes() });
} catch (error) {
  send({ kind: 'start-failed', message: error instanceof Error ? error.message : String(error) });
}
