import { injectable } from 'inversify';
import mysql from 'mysql2';
import nodeSqlParser from 'node-sql-parser';
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
  statementNotSupported,
  statementTimeout,
  withoutPassword,
} from '../../../domain/database-access.error.js';
import { CappedRows, jsonSafe, statementLimitOf, watchWireBytes } from '../result-limits.js';
import { classifyMysqlStatement } from './mysql-statement.js';
import { closeMysqlConnection, openMysqlConnection } from './open-mysql-connection.js';

/** Past the server's own statement limit, the connection is cut from our side (a server that stopped answering). */
const CLIENT_GRACE_MS = 2_000;

/** MariaDB's max_statement_time and MySQL's max_execution_time refusals; the read-only transaction's and server's. */
const TIMEOUT_ERRORS = new Set([1969, 3024]);
const READ_ONLY_ERRORS = new Set([1792, 1290]);

/** The wire types of MySQL's protocol, as the SQL names a user knows. */
const TYPE_NAMES: Record<string, string> = {
  DECIMAL: 'DECIMAL',
  NEWDECIMAL: 'DECIMAL',
  TINY: 'TINYINT',
  SHORT: 'SMALLINT',
  LONG: 'INT',
  INT24: 'MEDIUMINT',
  LONGLONG: 'BIGINT',
  FLOAT: 'FLOAT',
  DOUBLE: 'DOUBLE',
  NULL: 'NULL',
  TIMESTAMP: 'TIMESTAMP',
  DATE: 'DATE',
  NEWDATE: 'DATE',
  TIME: 'TIME',
  DATETIME: 'DATETIME',
  YEAR: 'YEAR',
  VARCHAR: 'VARCHAR',
  VAR_STRING: 'VARCHAR',
  STRING: 'CHAR',
  BIT: 'BIT',
  JSON: 'JSON',
  ENUM: 'ENUM',
  SET: 'SET',
  GEOMETRY: 'GEOMETRY',
  VECTOR: 'VECTOR',
};
/** The character set number of binary data: BLOB and TEXT share wire types and differ by it. */
const BINARY_CHARSET = 63;
const BLOB_TYPES = new Set(['TINY_BLOB', 'MEDIUM_BLOB', 'LONG_BLOB', 'BLOB']);
const WIRE_TYPES = mysql.Types as unknown as Record<number, string>;

/** Servers send every BLOB and TEXT as the BLOB wire type; the length in bytes tells the size. */
function blobSize(length: number | undefined): string {
  if (length === undefined) return '';
  if (length <= 0xff) return 'TINY';
  if (length <= 0xffff) return '';
  if (length <= 0xffffff) return 'MEDIUM';
  return 'LONG';
}

function columnOf(field: mysql.FieldPacket): ResultColumn {
  if (field.extendedTypeName) return { name: field.name, type: field.extendedTypeName.toUpperCase() };
  const wire = WIRE_TYPES[field.columnType ?? field.type ?? -1] ?? '';
  const binary = field.characterSet === BINARY_CHARSET;
  if (BLOB_TYPES.has(wire)) return { name: field.name, type: `${blobSize(field.columnLength)}${binary ? 'BLOB' : 'TEXT'}` };
  if (binary && (wire === 'VAR_STRING' || wire === 'VARCHAR')) return { name: field.name, type: 'VARBINARY' };
  if (binary && wire === 'STRING') return { name: field.name, type: 'BINARY' };
  return { name: field.name, type: TYPE_NAMES[wire] ?? (wire || 'UNKNOWN') };
}

/** A server or driver error as the query tool's error, with the server's message and never the password. */
export function mysqlQueryError(error: unknown, target: ConnectionTarget, mode: QueryMode): DatabaseAccessError {
  if (error instanceof DatabaseAccessError) return error;
  const errno = typeof (error as { errno?: unknown })?.errno === 'number' ? (error as { errno: number }).errno : 0;
  const sqlState = typeof (error as { sqlState?: unknown })?.sqlState === 'string' ? (error as { sqlState: string }).sqlState : '';
  const message = withoutPassword(error instanceof Error ? error.message : String(error), target.password);
  if (TIMEOUT_ERRORS.has(errno)) return statementTimeout(statementLimitOf(target.statementTimeoutMs));
  if (READ_ONLY_ERRORS.has(errno) || (mode === 'read' && sqlState === '25006')) return readOnlyViolation(message);
  return queryFailed(message, { ...(sqlState ? { sqlState } : {}), ...(errno ? { errno } : {}) });
}

function run<T = unknown>(connection: mysql.Connection, sql: string, values: unknown[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    connection.query(sql, values, (error, result) => (error ? reject(error) : resolve(result as T)));
  });
}

interface Streamed {
  capped: CappedRows;
  fields: mysql.FieldPacket[];
  affectedRows: number | null;
  /** The connection was destroyed at a cap: it cannot be used again. */
  cut: boolean;
}

/**
 * The statement with rows streamed as they come: at the first row past a cap the connection is
 * destroyed, so the server stops sending (and rolls back whatever was open on it).
 */
function stream(connection: mysql.Connection, sql: string): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const capped = new CappedRows();
    let fields: mysql.FieldPacket[] | null = null;
    let affectedRows: number | null = null;
    let settled = false;
    const socket = (connection as unknown as { stream: Parameters<typeof watchWireBytes>[0] }).stream;
    const detach = watchWireBytes(socket, () => {
      if (settled) return;
      settled = true;
      capped.truncated = true;
      connection.destroy();
      resolve({ capped, fields: fields ?? [], affectedRows, cut: true });
    });
    const query = connection.query({ sql, rowsAsArray: true });
    query.on('end', detach);
    query.on('error', detach);
    query.on('fields', (packets: mysql.FieldPacket[]) => {
      fields ??= packets;
    });
    query.on('result', (row: unknown, index?: number) => {
      if (settled) return;
      if (Array.isArray(row)) {
        if ((index ?? 0) > 0) return;
        if (!capped.add(row.map(jsonSafe))) {
          settled = true;
          connection.destroy();
          resolve({ capped, fields: fields ?? [], affectedRows, cut: true });
        }
      } else if (row && typeof (row as { affectedRows?: unknown }).affectedRows === 'number') {
        affectedRows ??= (row as { affectedRows: number }).affectedRows;
      }
    });
    query.on('error', (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    query.on('end', () => {
      if (settled) return;
      settled = true;
      resolve({ capped, fields: fields ?? [], affectedRows, cut: false });
    });
  });
}

/**
 * MySQL's max_execution_time stops SELECTs only, and a server does not notice a client that left until the
 * statement ends, so a write past the limit would run on. KILL QUERY from a second connection, opened
 * through the same guard, stops it; best effort, given two seconds once connected.
 */
function killQuery(target: ConnectionTarget, allowPrivateTargets: boolean, threadId: number | null): void {
  if (!threadId) return;
  void openMysqlConnection(target, allowPrivateTargets).then(
    (killer) => {
      const timer = setTimeout(() => killer.destroy(), 2_000);
      killer.query(`KILL QUERY ${Math.floor(threadId)}`, () => {
        clearTimeout(timer);
        killer.destroy();
      });
    },
    () => undefined,
  );
}

const sqlParser = new nodeSqlParser.Parser();

/**
 * A dry run is only as good as ROLLBACK: a table of an engine without transactions (MyISAM, Aria, MEMORY,
 * CSV…) keeps what the statement wrote. Every table the statement writes must be one whose engine has
 * transactions; a view, or a text the parser cannot read, cannot be vouched for and is refused.
 */
async function assertRollbackable(connection: mysql.Connection, sql: string, mariadb: boolean): Promise<void> {
  let written: Array<{ schema: string | null; table: string }>;
  try {
    written = sqlParser
      .tableList(sql, { database: mariadb ? 'MariaDB' : 'MySQL' })
      .map((entry) => entry.split('::'))
      .filter(([action]) => action === 'insert' || action === 'update' || action === 'delete' || action === 'replace')
      .map(([, schema, table]) => ({ schema: schema === 'null' || !schema ? null : schema, table: table ?? '' }));
  } catch {
    throw statementNotSupported('A dry run needs to know which tables the statement writes, and this text could not be read for it');
  }
  for (const { schema, table } of written) {
    const rows = await run<Array<{ kind: string; engine: string | null; transactions: string | null }>>(
      connection,
      `SELECT t.TABLE_TYPE AS kind, t.ENGINE AS engine, e.TRANSACTIONS AS transactions
         FROM information_schema.TABLES t LEFT JOIN information_schema.ENGINES e ON e.ENGINE = t.ENGINE
        WHERE t.TABLE_SCHEMA = COALESCE(?, DATABASE()) AND t.TABLE_NAME = ?`,
      [schema, table],
    );
    const found = rows[0];
    if (!found) continue;
    if (found.kind === 'VIEW') throw statementNotSupported(`A dry run cannot vouch for writes through the view ${table}: run it on its tables`);
    if (found.transactions !== 'YES') {
      throw statementNotSupported(`A dry run cannot roll back ${table}: its engine (${found.engine ?? 'unknown'}) has no transactions`);
    }
  }
}

/**
 * The query tool's MySQL/MariaDB engine (sql-workbench README, "Terminal"). Each call opens its own
 * guarded connection and closes it. The statement limit is the session's: MariaDB's max_statement_time
 * (seconds, every statement), MySQL's max_execution_time (milliseconds, SELECT only), told apart by the
 * version. Read mode runs in START TRANSACTION READ ONLY; write mode commits; a dry run runs in
 * START TRANSACTION … ROLLBACK over transactional tables only and reports the rows it would affect.
 */
@injectable()
export class MysqlDatabaseDriver implements DatabaseDriver {
  readonly engine = 'mysql' as const;

  async testConnection(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<ServerInfo> {
    const connection = await openMysqlConnection(target, allowPrivateTargets);
    try {
      const rows = await run<Array<{ version: string }>>(connection, 'SELECT VERSION() AS version');
      return { version: rows[0]?.version ?? '' };
    } catch (error) {
      throw mysqlQueryError(error, target, 'read');
    } finally {
      await closeMysqlConnection(connection);
    }
  }

  async runQuery(target: ConnectionTarget, request: QueryRequest, allowPrivateTargets: boolean): Promise<QueryResult> {
    const statement = classifyMysqlStatement(request.sql, request.mode, request.dryRun);
    const timeoutMs = statementLimitOf(target.statementTimeoutMs);
    const connection = await openMysqlConnection(target, allowPrivateTargets);
    let timedOut = false;
    let cut = false;
    // A destroyed mysql2 connection leaves its pending query without a callback: the guard rejects the wait itself.
    let fire: (error: Error) => void = () => undefined;
    const guardFired = new Promise<never>((_resolve, reject) => {
      fire = reject;
    });
    const guard = setTimeout(() => {
      timedOut = true;
      killQuery(target, allowPrivateTargets, connection.threadId);
      connection.destroy();
      fire(statementTimeout(timeoutMs));
    }, timeoutMs + CLIENT_GRACE_MS);
    const work = async (): Promise<QueryResult> => {
      const [about] = await run<Array<{ version: string }>>(connection, 'SELECT VERSION() AS version');
      const mariadb = /mariadb/i.test(about?.version ?? '');
      if (mariadb) await run(connection, `SET SESSION max_statement_time = ${timeoutMs / 1000}`);
      else await run(connection, `SET SESSION max_execution_time = ${timeoutMs}`);
      const dryRun = request.mode === 'write' && request.dryRun;
      if (dryRun) await assertRollbackable(connection, request.sql, mariadb);
      if (request.mode === 'read') await run(connection, 'START TRANSACTION READ ONLY');
      else if (dryRun) await run(connection, 'START TRANSACTION');
      const started = performance.now();
      const outcome = await stream(connection, request.sql);
      const durationMs = performance.now() - started;
      cut = outcome.cut;
      if (!cut && (request.mode === 'read' || dryRun)) await run(connection, 'ROLLBACK');
      const affected = statement.writesRows ? outcome.affectedRows : null;
      return {
        columns: outcome.fields.map(columnOf),
        rows: outcome.capped.rows,
        rowCount: request.mode === 'write' && affected !== null ? affected : outcome.capped.rows.length,
        truncated: outcome.capped.truncated,
        durationMs: Math.round(durationMs * 1000) / 1000,
        rolledBack: dryRun,
      };
    };
    const working = work();
    working.catch(() => undefined);
    try {
      return await Promise.race([working, guardFired]);
    } catch (error) {
      if (timedOut) throw statementTimeout(timeoutMs);
      throw mysqlQueryError(error, target, request.mode);
    } finally {
      clearTimeout(guard);
      if (cut || timedOut) connection.destroy();
      else await closeMysqlConnection(connection);
    }
  }
}
