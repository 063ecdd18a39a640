import { injectable } from 'inversify';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type {
  ConnectionTarget,
  DatabaseDriver,
  QueryMode,
  QueryRequest,
  QueryResult,
  ResultColumn,
  ServerInfo,
} from '../../../application/ports/database-driver.port.js';
import {
  DatabaseAccessError,
  queryFailed,
  readOnlyViolation,
  statementTimeout,
  withoutPassword,
} from '../../../domain/database-access.error.js';
import { CappedRows, jsonSafe, MAX_RESULT_BYTES, MAX_RESULT_ROWS, statementLimitOf, watchWireBytes } from '../result-limits.js';
import { closePostgresClient, destroyPostgresClient, openPostgresClient } from './open-postgres-client.js';
import { classifyPostgresStatement } from './postgres-statement.js';

/** Past the server's own statement_timeout, the connection is cut from our side (a server that stopped answering). */
const CLIENT_GRACE_MS = 2_000;
const MAX_BATCH = 100;

const BOOL_OID = 16;
/** int2, int4, oid, float4, float8: numbers JSON holds exactly. */
const NUMBER_OIDS = new Set([21, 23, 26, 700, 701]);
const asText = (value: string): string => value;
const asNumber = (value: string): number | string => {
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
};
const asBoolean = (value: string): boolean => value === 't' || value === 'true';

/**
 * Values as the server wrote them (int8 and numeric keep every digit, timestamps keep their offset),
 * except booleans and the number types JSON holds exactly. DateStyle ISO and bytea_output hex are set for
 * the statement, so dates read as ISO text and bytes as `\x` hex.
 */
const JSON_SAFE_TYPES = {
  getTypeParser: (oid: number) => (oid === BOOL_OID ? asBoolean : NUMBER_OIDS.has(oid) ? asNumber : asText),
} as unknown as pg.CustomTypesConfig;

const BUILTIN_TYPE_NAMES = new Map<number, string>(Object.entries(pg.types.builtins).map(([name, oid]) => [oid as number, name.toLowerCase()]));

interface CursorOutcome {
  capped: CappedRows;
  fields: pg.FieldDef[];
  /** The command tag's count (rows affected by a write), when the statement ran to its end. */
  commandRowCount: number | null;
  /** The answer passed the wire ceiling and the connection was cut: nothing more can be asked on it. */
  cut: boolean;
}

function readBatch(cursor: Cursor<unknown[]>, size: number): Promise<{ rows: unknown[][]; result: pg.QueryResult | undefined }> {
  return new Promise((resolve, reject) => {
    cursor.read(size, (error, rows, result) => (error ? reject(error) : resolve({ rows, result })));
  });
}

type WatchedSocket = Parameters<typeof watchWireBytes>[0] & { destroy(): void };

/**
 * The statement through a cursor (the extended protocol: Parse refuses a second statement), read in
 * batches until it ends or a cap is reached; the portal is closed there, so the rest is never sent.
 */
async function readThroughCursor(client: pg.Client, sql: string): Promise<CursorOutcome> {
  const cursor = client.query(new Cursor<unknown[]>(sql, undefined, { rowMode: 'array', types: JSON_SAFE_TYPES }));
  const capped = new CappedRows();
  let fields: pg.FieldDef[] = [];
  let commandRowCount: number | null = null;
  let bytesPerRow = 0;
  let cut = false;
  let full = false;
  // Rows are taken as the cursor parses them, so those that arrived before a cut at the wire ceiling are kept.
  const keep = (row: unknown[]): void => {
    if (full) return;
    const safe = row.map(jsonSafe);
    bytesPerRow = Math.max(bytesPerRow, Buffer.byteLength(JSON.stringify(safe)));
    if (!capped.add(safe)) full = true;
  };
  cursor.on('row', keep);
  const socket = (client as unknown as { connection: { stream: WatchedSocket } }).connection.stream;
  const detach = watchWireBytes(socket, () => {
    cut = true;
    socket.destroy();
  });
  try {
    for (;;) {
      const room = MAX_RESULT_ROWS + 1 - capped.rows.length;
      const bySize = bytesPerRow > 0 ? Math.floor(MAX_RESULT_BYTES / bytesPerRow) : MAX_BATCH;
      const size = Math.max(1, Math.min(MAX_BATCH, room, bySize));
      const { rows, result } = await readBatch(cursor, size);
      if (result?.fields) fields = result.fields;
      if (typeof result?.rowCount === 'number') commandRowCount = result.rowCount;
      if (full || rows.length < size) break;
    }
    await cursor.close();
  } catch (error) {
    if (!cut) throw error;
    capped.truncated = true;
    // The row description came before the rows; pg-cursor keeps it on its result.
    fields = (cursor as unknown as { _result?: { fields?: pg.FieldDef[] } })._result?.fields ?? fields;
  } finally {
    detach();
    cursor.off('row', keep);
  }
  return { capped, fields, commandRowCount, cut };
}

async function columnTypes(client: pg.Client | null, fields: pg.FieldDef[]): Promise<ResultColumn[]> {
  if (fields.length === 0) return [];
  const names = new Map<number, string>();
  if (client) {
    try {
      const oids = [...new Set(fields.map((field) => field.dataTypeID))];
      const { rows } = await client.query<{ oid: number; typname: string }>('SELECT oid, typname FROM pg_catalog.pg_type WHERE oid = ANY($1::oid[])', [oids]);
      for (const row of rows) names.set(Number(row.oid), row.typname);
    } catch {
      // A write may have left the session unable to read the catalog (a role without rights); the built-in names still apply.
    }
  }
  return fields.map((field) => ({ name: field.name, type: names.get(field.dataTypeID) ?? BUILTIN_TYPE_NAMES.get(field.dataTypeID) ?? `oid ${field.dataTypeID}` }));
}

/** A server or driver error as the query tool's error, with the server's message and never the password. */
export function postgresQueryError(error: unknown, target: ConnectionTarget, mode: QueryMode): DatabaseAccessError {
  if (error instanceof DatabaseAccessError) return error;
  const sqlState = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const message = withoutPassword(error instanceof Error ? error.message : String(error), target.password);
  if (sqlState === '57014') return statementTimeout(statementLimitOf(target.statementTimeoutMs));
  if (sqlState === '25006' || (mode === 'read' && sqlState === '25001')) return readOnlyViolation(message);
  const position = Number((error as { position?: unknown })?.position);
  return queryFailed(message, { ...(sqlState ? { sqlState } : {}), ...(Number.isInteger(position) && position > 0 ? { position } : {}) });
}

/**
 * The query tool's PostgreSQL engine (sql-workbench README, "Terminal"). Each call opens its own guarded
 * connection and closes it. Read mode: `BEGIN READ ONLY` with a snapshot taken before the statement (so
 * `SET TRANSACTION READ WRITE` inside it fails), then rolled back. Write mode commits; a dry run runs in
 * BEGIN … ROLLBACK and reports the rows it would affect (sequences advanced by it stay advanced, as
 * PostgreSQL never rolls them back).
 */
@injectable()
export class PostgresqlDatabaseDriver implements DatabaseDriver {
  readonly engine = 'postgresql' as const;

  async testConnection(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<ServerInfo> {
    const client = await openPostgresClient(target, allowPrivateTargets);
    try {
      const { rows } = await client.query<{ version: string }>('SELECT pg_catalog.version() AS version');
      const version = rows[0]?.version ?? '';
      return { version: version.split(' on ')[0] ?? version };
    } catch (error) {
      throw postgresQueryError(error, target, 'read');
    } finally {
      await closePostgresClient(client);
    }
  }

  async runQuery(target: ConnectionTarget, request: QueryRequest, allowPrivateTargets: boolean): Promise<QueryResult> {
    const statement = await classifyPostgresStatement(request.sql, request.mode);
    const timeoutMs = statementLimitOf(target.statementTimeoutMs);
    const inTransaction = request.mode === 'read' || request.dryRun;
    const client = await openPostgresClient(target, allowPrivateTargets);
    let timedOut = false;
    const guard = setTimeout(() => {
      timedOut = true;
      destroyPostgresClient(client);
    }, timeoutMs + CLIENT_GRACE_MS);
    try {
      const scope = inTransaction ? 'LOCAL ' : '';
      const settings = `SET ${scope}statement_timeout = ${timeoutMs}; SET ${scope}DateStyle = 'ISO, YMD'; SET ${scope}bytea_output = 'hex'`;
      if (request.mode === 'read') await client.query(`BEGIN READ ONLY; ${settings}; SELECT 1`);
      else if (request.dryRun) await client.query(`BEGIN; ${settings}`);
      else await client.query(settings);
      const started = performance.now();
      const outcome = await readThroughCursor(client, request.sql);
      const durationMs = performance.now() - started;
      const columns = await columnTypes(outcome.cut ? null : client, outcome.fields);
      if (inTransaction && !outcome.cut) await client.query('ROLLBACK');
      const affected = statement.writesRows && outcome.commandRowCount !== null ? outcome.commandRowCount : null;
      return {
        columns,
        rows: outcome.capped.rows,
        rowCount: request.mode === 'write' && affected !== null ? affected : outcome.capped.rows.length,
        truncated: outcome.capped.truncated,
        durationMs: Math.round(durationMs * 1000) / 1000,
        rolledBack: request.mode === 'write' && request.dryRun,
      };
    } catch (error) {
      if (timedOut) throw statementTimeout(timeoutMs);
      throw postgresQueryError(error, target, request.mode);
    } finally {
      clearTimeout(guard);
      await closePostgresClient(client);
    }
  }
}
