import mysql from 'mysql2';
import { guardedConnect, TargetRefusedError, type CheckedTarget } from '../../../../../platform/outbound/index.js';
import type { ConnectionTarget, TlsMode } from '../../../application/ports/database-driver.port.js';
import {
  connectionTimeout,
  DatabaseAccessError,
  DatabaseConnectionFailedError,
  DatabaseTargetRefusedError,
  withoutPassword,
} from '../../../domain/database-access.error.js';
import { CONNECT_TIMEOUT_MS, connectDeadline, connectionFailure, resolveDatabaseTarget, type OpenOptions } from '../database-target.js';

export type { OpenOptions } from '../database-target.js';

/**
 * mysql2's TLS settings of a mode. The socket is ours (connected to the checked address), and mysql2
 * takes the host only as the name to verify: `verifyIdentity` checks it in verify-full.
 */
export function mysqlTlsOptions(mode: TlsMode): mysql.SslOptions | undefined {
  if (mode === 'disable') return undefined;
  if (mode === 'require') return { rejectUnauthorized: false };
  return { rejectUnauthorized: true, verifyIdentity: true };
}

/**
 * Everything the session starts with, stated: one statement a call (`multipleStatements` off and the
 * flag cleared), LOCAL INFILE off (the flag cleared and no stream factory, so the server cannot ask us
 * for a file), values in JSON-safe forms (big integers and decimals as strings, dates and JSON as the
 * server's text).
 */
export function mysqlConnectionOptions(target: ConnectionTarget, checked: CheckedTarget, connectTimeoutMs: number): mysql.ConnectionOptions {
  const ssl = mysqlTlsOptions(target.tls);
  return {
    host: checked.servername ?? checked.address,
    port: checked.port,
    user: target.username,
    password: target.password,
    database: target.database,
    multipleStatements: false,
    flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
    connectTimeout: Math.max(1, Math.ceil(connectTimeoutMs)),
    charset: 'UTF8MB4_UNICODE_CI',
    supportBigNumbers: true,
    bigNumberStrings: true,
    decimalNumbers: false,
    dateStrings: true,
    jsonStrings: true,
    enableKeepAlive: false,
    ...(ssl ? { ssl } : {}),
  };
}

/** MySQL's and MariaDB's error numbers of a refused login: access denied, unknown database, no such user from here. */
const AUTH_ERRORS = new Set([1044, 1045, 1049, 1130, 1251, 1698, 1524]);

function mysqlConnectError(error: unknown, target: ConnectionTarget): DatabaseAccessError {
  if (error instanceof DatabaseAccessError) return error;
  if (error instanceof TargetRefusedError) return new DatabaseTargetRefusedError(error.reason, error.message);
  const errno = typeof (error as { errno?: unknown })?.errno === 'number' ? (error as { errno: number }).errno : 0;
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const raw = error instanceof Error ? error.message : String(error);
  if (AUTH_ERRORS.has(errno)) return new DatabaseConnectionFailedError('auth', withoutPassword(`The server refused the login: ${raw}`, target.password));
  if (errno === 1040 || errno === 1129) return new DatabaseConnectionFailedError('refused', withoutPassword(raw, target.password));
  if (code === 'ETIMEDOUT') return connectionTimeout(CONNECT_TIMEOUT_MS);
  if (code === 'HANDSHAKE_NO_SSL_SUPPORT' || /secure connection|SSL|TLS/i.test(raw)) return new DatabaseConnectionFailedError('tls', withoutPassword(raw, target.password));
  return connectionFailure(error, target);
}

export function closeMysqlConnection(connection: mysql.Connection): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      connection.destroy();
      resolve();
    }, 1_000);
    connection.end(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A connected, authenticated mysql2 connection (callback API; `.promise()` gives the promise one) to a
 * user's MySQL or MariaDB server, reached only through platform/outbound: the host is checked and
 * resolved once, the socket goes to that address and is handed to mysql2, which never connects or
 * resolves itself. Resolution, connection, TLS and login share one 5 s limit. Throws DatabaseAccessError;
 * the caller ends the connection (closeMysqlConnection).
 */
export async function openMysqlConnection(target: ConnectionTarget, allowPrivateTargets: boolean, options: OpenOptions = {}): Promise<mysql.Connection> {
  if (!target.username) throw new DatabaseConnectionFailedError('auth', 'A user name is required');
  const limits = connectDeadline(options.signal);
  const checked = await resolveDatabaseTarget(target, allowPrivateTargets, limits, options.lookup);
  let socket;
  try {
    ({ socket } = await guardedConnect({
      host: checked.address,
      port: checked.port,
      policy: { allowPrivate: allowPrivateTargets, allowedPorts: [checked.port] },
      timeoutMs: Math.max(1, Math.ceil(limits.endsAt - performance.now())),
      signal: limits.signal,
    }));
  } catch (error) {
    if (limits.deadline.aborted || (error as { code?: unknown })?.code === 'ETIMEDOUT') throw connectionTimeout(CONNECT_TIMEOUT_MS);
    if (limits.signal.aborted) throw limits.signal.reason;
    throw mysqlConnectError(error, target);
  }
  const connection = mysql.createConnection({ ...mysqlConnectionOptions(target, checked, limits.endsAt - performance.now()), stream: socket });
  connection.on('error', () => undefined);
  try {
    // mysql2 never calls back a handshake that was destroyed, so the limit rejects the wait itself.
    await new Promise<void>((resolve, reject) => {
      const onAbort = (): void => reject(limits.signal.reason);
      if (limits.signal.aborted) return onAbort();
      limits.signal.addEventListener('abort', onAbort, { once: true });
      connection.connect((error) => {
        limits.signal.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve();
      });
    });
    return connection;
  } catch (error) {
    connection.destroy();
    socket.destroy();
    if (limits.deadline.aborted) throw connectionTimeout(CONNECT_TIMEOUT_MS);
    if (limits.signal.aborted) throw limits.signal.reason;
    throw mysqlConnectError(error, target);
  }
}
