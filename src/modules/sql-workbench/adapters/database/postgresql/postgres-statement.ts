import { hasSqlDetails, parse, scan } from 'libpg-query';
import type { QueryMode } from '../../../application/ports/database-driver.port.js';
import { multipleStatements, queryFailed, readOnlyViolation, statementNotSupported } from '../../../domain/database-access.error.js';

/** Statement kinds read mode runs (SELECT, VALUES, TABLE and WITH parse as SelectStmt). */
const READ_KINDS = new Set(['SelectStmt', 'ExplainStmt', 'VariableShowStmt']);

/**
 * Functions whose effects a read-only transaction does not stop: files written on the server (large
 * object export), other sessions ended, the server's configuration reloaded, WAL and replication slots,
 * and dblink, whose connections are not read only. Refused by name when called directly; a user's own
 * function wrapping them is the server's business, as is anything the user's role may do in write mode.
 */
const ESCAPING_FUNCTIONS = new Set([
  'lo_import',
  'lo_export',
  'lo_from_bytea',
  'lo_create',
  'lo_creat',
  'lo_put',
  'lo_unlink',
  'lo_truncate',
  'lo_truncate64',
  'lowrite',
  'pg_file_write',
  'pg_file_rename',
  'pg_file_unlink',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_switch_wal',
  'pg_promote',
  'pg_create_restore_point',
  'pg_create_physical_replication_slot',
  'pg_create_logical_replication_slot',
  'pg_drop_replication_slot',
  'pg_copy_physical_replication_slot',
  'pg_copy_logical_replication_slot',
  'pg_logical_emit_message',
  'pg_replication_origin_create',
  'pg_replication_origin_drop',
]);

/** The names of every function the statement calls directly, anywhere in its tree. */
function calledFunctions(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) calledFunctions(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'FuncCall') {
        const parts = ((value as { funcname?: Array<{ String?: { sval?: string } }> }).funcname ?? []).map((part) => part.String?.sval ?? '');
        const name = parts.at(-1);
        if (name) found.add(name.toLowerCase());
      }
      calledFunctions(value, found);
    }
  }
  return found;
}

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
  if (mode === 'read') {
    const escaping = [...calledFunctions(node)].find((name) => ESCAPING_FUNCTIONS.has(name) || name.startsWith('dblink'));
    if (escaping) throw readOnlyViolation(`${escaping}() acts outside the read-only transaction: read mode does not run it`);
  }
  return { kind, writesRows: ['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt'].includes(kind) };
}
