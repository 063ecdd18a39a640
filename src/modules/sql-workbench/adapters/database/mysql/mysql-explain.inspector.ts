import type mysql from 'mysql2';
import type { ExplainRequest, ExplainResult } from '../../../application/ports/database-inspector.port.js';
import { multipleStatements } from '../../../domain/database-access.error.js';
import { inRolledBackTransaction, inspectionError, query } from './inspection-session.js';
import { mysqlStatements } from './mysql-statement.js';

/** The statements MariaDB refuses to EXPLAIN inside a read-only transaction, though EXPLAIN does not run them. */
const ROW_WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'REPLACE']);

/**
 * EXPLAIN FORMAT=JSON of one statement, in a transaction rolled back under the statement limit (the
 * optimiser may evaluate a constant subquery while planning, and nothing it does stays), read-only but
 * for a row write, whose EXPLAIN MariaDB refuses there. ANALYZE is not offered here, so the plan is
 * always the optimiser's estimate; no statement history is read, so `history` is null.
 */
export async function explainMysql(connection: mysql.Connection, request: ExplainRequest, statementTimeoutMs: number): Promise<ExplainResult> {
  const statements = mysqlStatements(request.sql);
  if (statements.length > 1) throw multipleStatements(statements.length);
  const first = statements[0]?.find((token) => token.kind !== 'symbol' || token.text !== '(');
  const writesRows = first?.kind === 'word' && ROW_WRITES.has(first.text);
  try {
    return await inRolledBackTransaction(connection, writesRows ? 'read write' : 'read only', statementTimeoutMs, async () => {
      const rows = await query<Record<string, string>>(connection, `EXPLAIN FORMAT=JSON ${request.sql}`);
      const text = Object.values(rows[0] ?? {})[0] ?? 'null';
      return { engine: 'mysql', plan: JSON.parse(text) as unknown, analyzed: false, provenance: 'estimated', history: null };
    });
  } catch (error) {
    throw inspectionError(error, statementTimeoutMs);
  }
}
