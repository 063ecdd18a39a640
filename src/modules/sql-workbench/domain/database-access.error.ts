/**
 * What can go wrong between the query tool and a user's database server (sql-workbench README, "Terminal").
 * Messages are English for logs and API clients; the page translates the code. No message ever carries
 * the connection's password: the drivers scrub it from whatever the server or the driver said.
 */
import { DomainError, type DomainErrorKind } from '../../../shared/index.js';

export type DatabaseAccessCode =
  | 'SQL_CONNECTION_TARGET_REFUSED'
  | 'SQL_CONNECTION_FAILED'
  | 'SQL_CONNECTION_TIMEOUT'
  | 'SQL_STATEMENT_TIMEOUT'
  | 'SQL_MULTIPLE_STATEMENTS'
  | 'SQL_READ_ONLY_VIOLATION'
  | 'SQL_STATEMENT_NOT_SUPPORTED'
  | 'SQL_QUERY_FAILED';

/**
 * Why a connection failed: `auth` (user, password or database refused by the server), `refused` (nothing
 * listens there), `unreachable` (no route, no such host), `tls` (the server has no TLS, or its certificate
 * failed the check), `protocol` (the other end does not speak the engine's protocol).
 */
export type ConnectionFailureCause = 'auth' | 'refused' | 'unreachable' | 'tls' | 'protocol';

export class DatabaseAccessError extends DomainError {
  override readonly code: DatabaseAccessCode;

  constructor(kind: DomainErrorKind, code: DatabaseAccessCode, message: string, details?: Record<string, unknown>) {
    super(kind, code, message, details);
    this.code = code;
  }
}

/**
 * The outbound guard refused the host (loopback, private, metadata, a socket path, a port outside the
 * allowed range). `reason` is the guard's own rule name, so the caller can say which setting would lift
 * it; the message names the rule and the address.
 */
export class DatabaseTargetRefusedError extends DatabaseAccessError {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super('validation', 'SQL_CONNECTION_TARGET_REFUSED', message, { reason });
  }
}

export class DatabaseConnectionFailedError extends DatabaseAccessError {
  constructor(
    readonly failure: ConnectionFailureCause,
    message: string,
  ) {
    super(failure === 'auth' ? 'validation' : 'unavailable', 'SQL_CONNECTION_FAILED', message, { cause: failure });
  }
}

/** Resolution, connection, TLS and authentication together took longer than the connect limit (5 s). */
export const connectionTimeout = (timeoutMs: number) =>
  new DatabaseAccessError('unavailable', 'SQL_CONNECTION_TIMEOUT', `No answer from the database server within ${timeoutMs} ms`, { timeoutMs });

export const statementTimeout = (timeoutMs: number) =>
  new DatabaseAccessError('validation', 'SQL_STATEMENT_TIMEOUT', `The statement ran longer than ${timeoutMs} ms and was cancelled`, { timeoutMs });

/** A text with several statements is refused whole, before any of it runs. */
export const multipleStatements = (count: number) =>
  new DatabaseAccessError('validation', 'SQL_MULTIPLE_STATEMENTS', `The text holds ${count} statements: send one statement at a time`, { count });

/** Read mode runs queries only; the server's read-only transaction refuses the rest as well. */
export const readOnlyViolation = (message: string) => new DatabaseAccessError('validation', 'SQL_READ_ONLY_VIOLATION', message);

/** A statement the terminal cannot carry whatever the mode (a copy through the client, a client-side file). */
export const statementNotSupported = (message: string) => new DatabaseAccessError('validation', 'SQL_STATEMENT_NOT_SUPPORTED', message);

/** The server refused or failed the statement: its own message, and where it points when it says so. */
export const queryFailed = (message: string, details: { sqlState?: string; position?: number; errno?: number } = {}) =>
  new DatabaseAccessError('validation', 'SQL_QUERY_FAILED', message, { ...details });

/** Replaces the password wherever a driver or server message repeats it (short ones would mangle the text). */
export function withoutPassword(message: string, password: string): string {
  if (password.length < 4) return message;
  return message.split(password).join('***');
}
