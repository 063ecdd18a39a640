import { hasSqlDetails, parse, scan } from 'libpg-query';
import type { QueryMode } from '../../../application/ports/database-driver.port.js';
import { multipleStatements, queryFailed, readOnlyViolation, statementNotSupported } from '../../../domain/database-access.error.js';

/** Statement kinds read mode runs (SELECT, VALUES, TABLE and WITH parse as SelectStmt). */
const READ_KINDS = new Set(['SelectStmt', 'ExplainStmt', 'VariableShowStmt']);

export interface PostgresStatement {
  /** The parse node's name: SelectStmt, InsertStmt, CopyStmt… */
  kind: string;
  /** INSERT, UPDATE, DELETE, MERGE: the statements whose count of rows affected the server reports. */
  writesRows: boolean;
}

/** The statement's first word as typed, for messages. */
function leadingWord(sql: string): string {
  const bare = sql.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/, '');
  const word = /^[A-Za-z_]+/.exec(bare)?.[0];
  return word ? word.toUpperCase() : 'this statement';
}

async function holdsOnlyComments(sql: string): Promise<boolean> {
  try {
    const { tokens } = await scan(sql);
    return tokens.every((token) => token.tokenName === 'SQL_COMMENT' || token.tokenName === 'C_COMMENT' || token.text === ';');
  } catch {
    return false;
  }
}

/**
 * Reads the text with PostgreSQL's own parser (libpg-query) before anything is sent, so a text with
 * several statements is refused whole and read mode can keep to queries. Server-side guards stay in
 * place behind it: the extended protocol runs one statement only, and read mode's transaction is read
 * only. Refused everywhere: transaction control (each call is one statement on its own connection, so
 * BEGIN or COMMIT would only end the driver's own transaction) and COPY through the client (STDIN and
 * STDOUT need a copy stream this terminal does not carry). In read mode only queries pass: SET (SET ROLE,
 * SET SESSION AUTHORIZATION, SET TRANSACTION READ WRITE), COPY TO PROGRAM, DO, CALL and every write are
 * refused as read-only violations.
 */
export async function classifyPostgresStatement(sql: string, mode: QueryMode): Promise<PostgresStatement> {
  let kinds: string[];
  let nodes: Record<string, unknown>[];
  try {
    const result = await parse(sql);
    nodes = (result.stmts ?? []).map((entry) => (entry.stmt ?? {}) as Record<string, unknown>);
    kinds = nodes.map((node) => Object.keys(node)[0] ?? '');
  } catch (error) {
    if (hasSqlDetails(error)) {
      const position = error.sqlDetails?.cursorPosition;
      throw queryFailed(error.message, { sqlState: '42601', ...(position !== undefined ? { position: position + 1 } : {}) });
    }
    if (sql.trim() === '' || (await holdsOnlyComments(sql))) throw queryFailed('The text holds no statement', { sqlState: '42601' });
    throw queryFailed(error instanceof Error ? error.message : String(error), { sqlState: '42601' });
  }
  if (kinds.length === 0) throw queryFailed('The text holds no statement', { sqlState: '42601' });
  if (kinds.length > 1) throw multipleStatements(kinds.length);
  const kind = kinds[0] ?? '';
  const node = (nodes[0]?.[kind] ?? {}) as Record<string, unknown>;
  if (kind === 'TransactionStmt') {
    throw statementNotSupported('Transaction control is not available: each statement runs in its own transaction (read mode: read only; write mode: committed, or rolled back in a dry run)');
  }
  if (kind === 'CopyStmt' && typeof node.filename !== 'string') {
    throw statementNotSupported('COPY FROM STDIN and COPY TO STDOUT need a client copy stream: use SELECT to read, INSERT to write');
  }
  if (mode === 'read' && !READ_KINDS.has(kind)) {
    throw readOnlyViolation(`Read mode runs queries only (SELECT, VALUES, TABLE, WITH, SHOW, EXPLAIN): ${leadingWord(sql)} needs write mode`);
  }
  return { kind, writesRows: ['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt'].includes(kind) };
}
