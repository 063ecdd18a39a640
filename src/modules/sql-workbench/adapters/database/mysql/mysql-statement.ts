import type { QueryMode } from '../../../application/ports/database-driver.port.js';
import { multipleStatements, queryFailed, readOnlyViolation, statementNotSupported } from '../../../domain/database-access.error.js';

interface Token {
  kind: 'word' | 'quoted' | 'symbol';
  /** Words upper-cased; quoted text as written. */
  text: string;
}

const WORD = /[\p{L}\p{N}_$]/u;

/**
 * Splits a MySQL/MariaDB text into statements of tokens, the way the server reads it: `;` ends a
 * statement outside strings ('…', "…", with backslash escapes and doubled quotes), backquoted names and
 * comments (`#`, `-- `, `/* … *\/`). Executable comments (`/*! … *\/`, `/*!50700 … *\/`, `/*M! … *\/`) are
 * code to the server, so their contents are read as code here too.
 */
export function mysqlStatements(sql: string): Token[][] {
  const statements: Token[][] = [[]];
  let executable = false;
  let i = 0;
  const push = (token: Token): void => {
    statements[statements.length - 1]?.push(token);
  };
  while (i < sql.length) {
    const c = sql[i] as string;
    const next = sql[i + 1] ?? '';
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '#' || (c === '-' && next === '-' && (i + 2 >= sql.length || /[\s\p{Cc}]/u.test(sql[i + 2] as string)))) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === '/' && next === '*') {
      const opener = /^\/\*(?:!|M!)\d{0,6}/.exec(sql.slice(i, i + 10));
      if (opener) {
        executable = true;
        i += opener[0].length;
      } else {
        const end = sql.indexOf('*/', i + 2);
        i = end === -1 ? sql.length : end + 2;
      }
    } else if (c === '*' && next === '/' && executable) {
      executable = false;
      i += 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === '\\' && c !== '`') j += 2;
        else if (sql[j] === c && sql[j + 1] === c) j += 2;
        else if (sql[j] === c) break;
        else j += 1;
      }
      push({ kind: 'quoted', text: sql.slice(i, j + 1) });
      i = j + 1;
    } else if (c === ';') {
      statements.push([]);
      i += 1;
    } else if (WORD.test(c)) {
      let j = i + 1;
      while (j < sql.length && WORD.test(sql[j] as string)) j += 1;
      push({ kind: 'word', text: sql.slice(i, j).toUpperCase() });
      i = j;
    } else {
      push({ kind: 'symbol', text: c });
      i += 1;
    }
  }
  return statements.filter((tokens) => tokens.length > 0);
}

const READ_FIRST = new Set(['SELECT', 'WITH', 'SHOW', 'EXPLAIN', 'DESCRIBE', 'DESC', 'VALUES', 'TABLE']);
const TRANSACTION_CONTROL = new Set(['START', 'BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'XA']);
const ROW_WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'REPLACE']);

export interface MysqlStatement {
  /** The first keyword: SELECT, INSERT, SHOW… */
  first: string;
  /** INSERT, UPDATE, DELETE, REPLACE: the statements whose count of rows affected the server reports. */
  writesRows: boolean;
}

/**
 * What the text may do before it is sent (the server's guards stay behind it: multiple statements off,
 * LOCAL INFILE off, read mode's READ ONLY transaction). Refused everywhere: several statements,
 * transaction control (each call is one statement on its own connection), LOAD DATA/XML LOCAL (the client
 * never sends files). Read mode: queries only, and no SELECT … INTO OUTFILE/DUMPFILE (a file written on
 * the server, which no read-only transaction stops). A dry run previews INSERT, UPDATE, DELETE and
 * REPLACE only: MySQL commits DDL and most other statements implicitly, so no ROLLBACK could undo them.
 */
export function classifyMysqlStatement(sql: string, mode: QueryMode, dryRun: boolean): MysqlStatement {
  const statements = mysqlStatements(sql);
  if (statements.length === 0) throw queryFailed('The text holds no statement');
  if (statements.length > 1) throw multipleStatements(statements.length);
  const tokens = statements[0] as Token[];
  const words = tokens.filter((token) => token.kind === 'word').map((token) => token.text);
  const first = tokens.find((token) => token.kind !== 'symbol' || token.text !== '(');
  const firstWord = first?.kind === 'word' ? first.text : '';
  if (TRANSACTION_CONTROL.has(firstWord)) {
    throw statementNotSupported('Transaction control is not available: each statement runs in its own transaction (read mode: read only; write mode: committed, or rolled back in a dry run)');
  }
  if (firstWord === 'LOAD' && words.includes('LOCAL')) {
    throw statementNotSupported('LOAD DATA LOCAL reads a file from the client, which never sends one: load from a file on the server, or INSERT the rows');
  }
  if (mode === 'read') {
    if (!READ_FIRST.has(firstWord)) {
      throw readOnlyViolation(`Read mode runs queries only (SELECT, WITH, VALUES, TABLE, SHOW, EXPLAIN, DESCRIBE): ${firstWord || 'this statement'} needs write mode`);
    }
    const into = words.findIndex((word, index) => word === 'INTO' && (words[index + 1] === 'OUTFILE' || words[index + 1] === 'DUMPFILE'));
    if (into !== -1) throw readOnlyViolation(`SELECT … INTO ${words[into + 1]} writes a file on the server: read mode does not run it`);
  }
  if (mode === 'write' && dryRun && !ROW_WRITES.has(firstWord)) {
    throw statementNotSupported(`A dry run previews INSERT, UPDATE, DELETE and REPLACE only: MySQL and MariaDB commit ${firstWord || 'this statement'} implicitly or cannot roll it back`);
  }
  return { first: firstWord, writesRows: ROW_WRITES.has(firstWord) };
}
