import type mysql from 'mysql2';
import { queryFailed, readOnlyViolation, statementTimeout } from '../../../domain/database-access.error.js';

export function query<Row>(connection: mysql.Connection, sql: string, values: unknown[] = []): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    connection.query(sql, values, (error, result) => (error ? reject(error) : resolve(result as Row[])));
  });
}

/** MariaDB and MySQL differ in their statement limits and in what information_schema shows. */
export async function isMariadb(connection: mysql.Connection): Promise<boolean> {
  const [row] = await query<{ version: string }>(connection, 'SELECT VERSION() AS version');
  return /mariadb/i.test(row?.version ?? '');
}

export type TransactionAccess = 'read only' | 'read write';

/**
 * Runs `work` in a transaction that is always rolled back, under the session's statement limit:
 * MariaDB's max_statement_time (seconds, every statement), MySQL's max_execution_time (milliseconds,
 * SELECT only). MySQL 8 also caches information_schema's table figures for a day unless told not to.
 */
export async function inRolledBackTransaction<T>(
  connection: mysql.Connection,
  access: TransactionAccess,
  statementTimeoutMs: number,
  work: (mariadb: boolean) => Promise<T>,
): Promise<T> {
  const timeoutMs = Math.max(1, Math.trunc(statementTimeoutMs));
  const mariadb = await isMariadb(connection);
  if (mariadb) await query(connection, `SET SESSION max_statement_time = ${timeoutMs / 1000}`);
  else {
    await query(connection, `SET SESSION max_execution_time = ${timeoutMs}`);
    // MySQL 5.7 has no such cache (and no such variable).
    await query(connection, 'SET SESSION information_schema_stats_expiry = 0').catch(() => undefined);
  }
  await query(connection, `START TRANSACTION ${access === 'read only' ? 'READ ONLY' : 'READ WRITE'}`);
  let result: T;
  try {
    result = await work(mariadb);
  } catch (error) {
    await query(connection, 'ROLLBACK').catch(() => undefined);
    throw error;
  }
  await query(connection, 'ROLLBACK');
  return result;
}

/** MariaDB's max_statement_time and MySQL's max_execution_time refusals. */
const TIMEOUT_ERRORS = new Set([1969, 3024]);
/** A write inside a read-only transaction; the server's read-only mode. */
const READ_ONLY_ERRORS = new Set([1792, 1290]);

/** A server's refusal in the query tool's terms; anything that is not a server error is rethrown as is. */
export function inspectionError(error: unknown, statementTimeoutMs: number): unknown {
  const errno = (error as { errno?: unknown } | null)?.errno;
  if (!(error instanceof Error) || typeof errno !== 'number') return error;
  if (TIMEOUT_ERRORS.has(errno)) return statementTimeout(statementTimeoutMs);
  if (READ_ONLY_ERRORS.has(errno)) return readOnlyViolation(error.message);
  const sqlState = (error as { sqlState?: unknown }).sqlState;
  return queryFailed(error.message, { errno, ...(typeof sqlState === 'string' ? { sqlState } : {}) });
}

export function quoteName(name: string): string {
  return `\`${name.replace(/`/g, '``')}\``;
}
