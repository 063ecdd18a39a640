import {
  resolveGuardedTarget,
  TargetRefusedError,
  type AddressLookup,
  type CheckedTarget,
} from '../../../../platform/outbound/index.js';
import type { ConnectionTarget } from '../../application/ports/database-driver.port.js';
import {
  connectionTimeout,
  DatabaseConnectionFailedError,
  DatabaseTargetRefusedError,
  withoutPassword,
  type ConnectionFailureCause,
} from '../../domain/database-access.error.js';

/** Resolution, TCP, TLS and authentication together (sql-workbench README, "Terminal"). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Managed databases listen on many ports (5432, 3306, 6432, 25060, ports an operator picked), so the
 * guard's port list is not the engine's default ports. The ports below 1024 stay refused: that is where
 * the services a database handshake could be aimed at live (SMTP, HTTP, LDAP…). Private targets lift
 * this rule, as they lift the guard's own port rule.
 */
export const LOWEST_DATABASE_PORT = 1024;

export interface OpenOptions {
  /** Ends the attempt early; the connect limit applies either way. */
  signal?: AbortSignal;
  /** DNS, injectable for tests. */
  lookup?: AddressLookup;
}

/** The connect limit as a signal, joined with the caller's. */
export function connectDeadline(signal: AbortSignal | undefined): { deadline: AbortSignal; signal: AbortSignal; endsAt: number } {
  const deadline = AbortSignal.timeout(CONNECT_TIMEOUT_MS);
  return { deadline, signal: signal ? AbortSignal.any([signal, deadline]) : deadline, endsAt: performance.now() + CONNECT_TIMEOUT_MS };
}

/**
 * Checks the host and port and resolves a name once (platform/outbound): the driver is then given the
 * checked address, never the name, so no second resolution can land elsewhere. Throws
 * DatabaseTargetRefusedError, DatabaseConnectionFailedError (no such host) or the connect timeout.
 */
export async function resolveDatabaseTarget(
  target: ConnectionTarget,
  allowPrivateTargets: boolean,
  limits: { deadline: AbortSignal; signal: AbortSignal },
  lookup?: AddressLookup,
): Promise<CheckedTarget> {
  const shown = `${target.host}:${target.port}`;
  if (!allowPrivateTargets && Number.isInteger(target.port) && target.port < LOWEST_DATABASE_PORT) {
    throw new DatabaseTargetRefusedError('port-not-allowed', `Refused to connect to ${shown}: database ports start at ${LOWEST_DATABASE_PORT}`);
  }
  try {
    return await resolveGuardedTarget({
      host: target.host,
      port: target.port,
      policy: { allowPrivate: allowPrivateTargets, allowedPorts: [target.port] },
      signal: limits.signal,
      ...(lookup ? { lookup } : {}),
    });
  } catch (error) {
    if (error instanceof TargetRefusedError) throw new DatabaseTargetRefusedError(error.reason, error.message);
    if (limits.deadline.aborted) throw connectionTimeout(CONNECT_TIMEOUT_MS);
    if (limits.signal.aborted) throw limits.signal.reason;
    throw connectionFailure(error, target);
  }
}

const TLS_ERROR = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|ERR_OSSL_)/;

/** A network-level failure (no server, no route, no TLS) named by its cause, without the password. */
export function connectionFailure(error: unknown, target: ConnectionTarget): DatabaseConnectionFailedError {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const raw = error instanceof Error ? error.message : String(error);
  const message = withoutPassword(raw, target.password);
  const shown = `${target.host}:${target.port}`;
  let cause: ConnectionFailureCause = 'protocol';
  if (code === 'ECONNREFUSED') cause = 'refused';
  else if (['ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN'].includes(code)) cause = 'unreachable';
  else if (TLS_ERROR.test(code) || /\b(SSL|TLS|certificate)\b/i.test(raw)) cause = 'tls';
  return new DatabaseConnectionFailedError(cause, `Could not connect to ${shown}: ${message}`);
}
