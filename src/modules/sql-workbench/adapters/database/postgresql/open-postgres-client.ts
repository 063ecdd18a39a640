import type { ConnectionOptions } from 'node:tls';
import pg from 'pg';
import type { CheckedTarget } from '../../../../../platform/outbound/index.js';
import type { ConnectionTarget, TlsMode } from '../../../application/ports/database-driver.port.js';
import {
  connectionTimeout,
  DatabaseAccessError,
  DatabaseConnectionFailedError,
  withoutPassword,
} from '../../../domain/database-access.error.js';
import { CONNECT_TIMEOUT_MS, connectDeadline, connectionFailure, resolveDatabaseTarget, type OpenOptions } from '../database-target.js';

export type { OpenOptions } from '../database-target.js';

/**
 * node-postgres fills every option it is not given a truthy value for from PG* environment variables
 * (PGPASSWORD for an empty password, PGOPTIONS, PGAPPNAME, PGREPLICATION…) and ~/.pgpass, which would
 * hand our own settings to a user's server. The startup message is therefore written here whole, the
 * password is a function (never read from the environment or .pgpass), and every other option is set.
 */
class PinnedStartupClient extends pg.Client {
  constructor(
    config: pg.ClientConfig,
    private readonly startup: Record<string, string>,
  ) {
    super(config);
  }

  getStartupConf(): Record<string, string> {
    return this.startup;
  }
}

export const APPLICATION_NAME = 'StackLens';

/**
 * The TLS settings of a mode. The host given to the driver is the checked address, so the name goes in
 * servername: the certificate check of verify-full needs it, and so does SNI in every mode (hosted
 * servers route connections by it).
 */
export function postgresTlsOptions(mode: TlsMode, checked: CheckedTarget): false | ConnectionOptions {
  if (mode === 'disable') return false;
  const sni = checked.servername === undefined ? {} : { servername: checked.servername };
  return { rejectUnauthorized: mode === 'verify-full', ...sni };
}

/** The client's configuration, exported for the spec that checks nothing comes from the environment. */
export function postgresClientConfig(target: ConnectionTarget, checked: CheckedTarget, connectTimeoutMs: number): { config: pg.ClientConfig; startup: Record<string, string> } {
  const password = target.password;
  const config = {
    host: checked.address,
    port: checked.port,
    user: target.username,
    database: target.database,
    password: () => password,
    ssl: postgresTlsOptions(target.tls, checked),
    sslnegotiation: 'postgres',
    client_encoding: 'utf8',
    application_name: APPLICATION_NAME,
    connectionTimeoutMillis: Math.max(1, Math.ceil(connectTimeoutMs)),
    keepAlive: false,
  } as pg.ClientConfig;
  return { config, startup: { user: target.username, database: target.database, application_name: APPLICATION_NAME } };
}

const AUTH_STATES = /^(28|3D)/;

function postgresConnectError(error: unknown, target: ConnectionTarget): DatabaseAccessError {
  if (error instanceof DatabaseAccessError) return error;
  const sqlState = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const raw = error instanceof Error ? error.message : String(error);
  if (AUTH_STATES.test(sqlState) || /\b(SASL|SCRAM|password)\b/i.test(raw)) {
    return new DatabaseConnectionFailedError('auth', withoutPassword(`The server refused the login: ${raw}`, target.password));
  }
  if (sqlState === '53300' || sqlState === '57P03') return new DatabaseConnectionFailedError('refused', withoutPassword(raw, target.password));
  if (raw === 'timeout expired' || /connection timeout/i.test(raw)) return connectionTimeout(CONNECT_TIMEOUT_MS);
  return connectionFailure(error, target);
}

/** Ends a client without waiting on a server that stopped answering. */
export function destroyPostgresClient(client: pg.Client): void {
  const connection = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection;
  connection?.stream?.destroy();
}

/** Ends politely, or cuts the connection after a second (a server that stopped answering never confirms). */
export function closePostgresClient(client: pg.Client): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      destroyPostgresClient(client);
      resolve();
    }, 1_000);
    client
      .end()
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

/**
 * A connected, authenticated `pg.Client` for a user's server, reached only through platform/outbound:
 * the host is checked and resolved once, the client connects to that address (no Unix socket, no second
 * DNS answer), TLS checks the certificate against the name in verify-full. Resolution, connection, TLS
 * and login share one 5 s limit. Throws DatabaseAccessError (target refused, connection failed, timeout);
 * the caller ends the client (closePostgresClient).
 */
export async function openPostgresClient(target: ConnectionTarget, allowPrivateTargets: boolean, options: OpenOptions = {}): Promise<pg.Client> {
  if (!target.username || !target.database) {
    throw new DatabaseConnectionFailedError('auth', 'A user name and a database name are required');
  }
  const limits = connectDeadline(options.signal);
  const checked = await resolveDatabaseTarget(target, allowPrivateTargets, limits, options.lookup);
  const { config, startup } = postgresClientConfig(target, checked, limits.endsAt - performance.now());
  const client = new PinnedStartupClient(config, startup);
  client.on('error', () => undefined);
  const onAbort = (): void => destroyPostgresClient(client);
  limits.signal.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    return client;
  } catch (error) {
    destroyPostgresClient(client);
    if (limits.deadline.aborted) throw connectionTimeout(CONNECT_TIMEOUT_MS);
    if (limits.signal.aborted) throw limits.signal.reason;
    throw postgresConnectError(error, target);
  } finally {
    limits.signal.removeEventListener('abort', onAbort);
  }
}
