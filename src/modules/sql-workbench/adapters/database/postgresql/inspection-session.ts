import type pg from 'pg';
import { multipleStatements, queryFailed, readOnlyViolation, statementTimeout } from '../../../domain/database-access.error.js';

/**
 * The extended protocol parses one statement only: a user's text carrying a second statement after
 * `EXPLAIN …` is refused by the server before anything runs, never half-run (the module README,
 * Terminal). Without values, pg would use the simple protocol unless told.
 */
export async function extendedQuery<Row extends pg.QueryResultRow>(client: pg.Client, text: string, values: unknown[] = []): Promise<pg.QueryResult<Row>> {
  const config: pg.QueryConfig & { queryMode: 'extended' } = { text, values, queryMode: 'extended' };
  return client.query<Row>(config);
}

/** Like extendedQuery, with json and jsonb columns left as the server's text (a bigint inside stays exact). */
export async function extendedQueryRaw(client: pg.Client, text: string): Promise<string[][]> {
  const config: pg.QueryArrayConfig & { queryMode: 'extended' } = {
    text,
    values: [],
    rowMode: 'array',
    queryMode: 'extended',
    types: { getTypeParser: () => (value: string) => value },
  };
  const result = await client.query<string[]>(config);
  return result.rows;
}

export type TransactionAccess = 'read only' | 'read write';

/**
 * Runs `work` in a transaction that is always rolled back: whatever a statement might have changed
 * (a function with side effects, an extension enabled for the length of a check) is undone. The
 * statement timeout is local to the transaction.
 */
export async function inRolledBackTransaction<T>(
  client: pg.Client,
  access: TransactionAccess,
  statementTimeoutMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const timeout = Math.max(1, Math.trunc(statementTimeoutMs));
  await client.query(`BEGIN ${access === 'read only' ? 'READ ONLY' : 'READ WRITE'}`);
  let result: T;
  try {
    await client.query(`SET LOCAL statement_timeout = ${timeout}`);
    result = await work();
  } catch (error) {
    // The first error is the one to report; a connection already lost cannot roll back either.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  await client.query('ROLLBACK');
  return result;
}

/**
 * Runs `work` under a savepoint: an error rolls back to it, so the transaction stays usable, and is
 * returned for the caller to judge instead of thrown.
 */
export async function underSavepoint<T>(client: pg.Client, work: () => Promise<T>): Promise<{ value: T } | { error: unknown }> {
  await client.query('SAVEPOINT inspection_step');
  try {
    const value = await work();
    await client.query('RELEASE SAVEPOINT inspection_step');
    return { value };
  } catch (error) {
    await client.query('ROLLBACK TO SAVEPOINT inspection_step');
    return { error };
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Schemas no user table lives in: the catalogues, TOAST and temporary schemas (pg_ is reserved). */
export const USER_SCHEMA_FILTER = `n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'`;

interface PgServerError {
  code: string;
  message: string;
  position?: string;
}

function isServerError(error: unknown): error is PgServerError {
  const code: unknown = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * A server's refusal in the query tool's terms: 57014 is the statement timeout (the only cancel this
 * code sends), 25006 the read-only transaction's refusal, 42601 with this wording the extended
 * protocol's refusal of a second statement. Anything else that is not a server error is rethrown as is.
 */
export function inspectionError(error: unknown, statementTimeoutMs: number): unknown {
  if (!isServerError(error)) return error;
  if (error.code === '57014') return statementTimeout(statementTimeoutMs);
  if (error.code === '25006') return readOnlyViolation(error.message);
  if (error.code === '42601' && /multiple commands/.test(error.message)) return multipleStatements(2);
  const position = Number(error.position);
  return queryFailed(error.message, { sqlState: error.code, ...(Number.isFinite(position) && position > 0 ? { position } : {}) });
}
