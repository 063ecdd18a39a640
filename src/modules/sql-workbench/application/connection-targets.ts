import { inject, injectable, multiInject, optional } from 'inversify';
import type { Logger } from '../../../platform/logging/index.js';
import { TargetRefusedError } from '../../../platform/outbound/index.js';
import { PLATFORM } from '../../../platform/platform.tokens.js';
import { DomainError, isDomainError } from '../../../shared/index.js';
import type { SqlConnection } from '../contract.js';
import { connectionNotFound, connectionTargetRefused } from '../domain/connection/connection-errors.js';
import { withoutPassword } from '../domain/database-access.error.js';
import { SQL_WORKBENCH } from '../sql-workbench.tokens.js';
import type { ConnectionTarget, DatabaseDriver, DatabaseEngine } from './ports/database-driver.port.js';
import type { DatabaseInspector } from './ports/database-inspector.port.js';
import type { SampleDatabase } from './ports/sample-database.port.js';
import type { ConnectionTestSettings } from './test-connection/connection-test-settings.js';
import { SavedConnectionTargets } from './test-connection/saved-connection-target.js';

/** The built-in sample database's connection id: the same for every user, never a saved connection's (those are UUIDs). */
export const SAMPLE_CONNECTION_ID = 'sample';
export const SAMPLE_CONNECTION_NAME = 'Sample (shop)';
/** The sample is built with the app; its listing carries a fixed date rather than one that changes at each start. */
const SAMPLE_LISTED_AT = '2026-12-08T00:00:00.000Z';

/** A connection ready for one call: the target with its password opened, and the engine's adapters. */
export interface OpenedConnection {
  connectionId: string;
  /** The built-in sample database: read-only whatever the caller asks. */
  sample: boolean;
  target: ConnectionTarget;
  driver: DatabaseDriver;
  inspector: DatabaseInspector;
  allowPrivateTargets: boolean;
}

/** Refusals ALLOW_PRIVATE_TARGETS lifts; naming the setting for another rule (link-local, a socket path) would mislead. */
const LIFTED_BY_SETTING = new Set(['loopback', 'private-address', 'port-not-allowed']);

/** Our own fault while reaching the user's database (no adapter for the engine, an unexpected exception): logged, told without detail. */
export const queryToolError = () => new DomainError('unavailable', 'SQL_TOOL_ERROR', 'The query tool failed on our side');

/**
 * Resolves what the terminal, the explorer, the usage panel and the analyzer reach: the caller's saved
 * connection (another user's id answers SQL_CONNECTION_NOT_FOUND, as no connection) or the built-in
 * sample database, with the driver and inspector of its engine. Also tells what went wrong on the way
 * as the page needs it, never with the password.
 */
@injectable()
export class ConnectionTargets {
  private readonly drivers: Map<DatabaseEngine, DatabaseDriver>;
  private readonly inspectors: Map<DatabaseEngine, DatabaseInspector>;

  constructor(
    @inject(SavedConnectionTargets) private readonly saved: SavedConnectionTargets,
    @multiInject(SQL_WORKBENCH.DatabaseDrivers) @optional() drivers: DatabaseDriver[] | undefined,
    @multiInject(SQL_WORKBENCH.DatabaseInspectors) @optional() inspectors: DatabaseInspector[] | undefined,
    @inject(SQL_WORKBENCH.ConnectionTestSettings) private readonly settings: ConnectionTestSettings,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(SQL_WORKBENCH.SampleDatabase) @optional() private readonly sampleDatabase: SampleDatabase | undefined,
  ) {
    this.drivers = new Map((drivers ?? []).map((d) => [d.engine, d]));
    this.inspectors = new Map((inspectors ?? []).map((i) => [i.engine, i]));
  }

  /** Throws SQL_CONNECTION_NOT_FOUND for an id that is neither the owner's nor the sample's, SQL_CONNECTION_PASSWORD_UNREADABLE, SQL_TOOL_ERROR. */
  async open(ownerId: string, connectionId: string): Promise<OpenedConnection> {
    if (connectionId === SAMPLE_CONNECTION_ID) {
      if (!this.sampleDatabase) throw connectionNotFound();
      const sample = this.sampleDatabase;
      return { connectionId, sample: true, target: sample.target(), driver: sample.driver(), inspector: sample.inspector(), allowPrivateTargets: false };
    }
    const record = await this.saved.find(connectionId, ownerId);
    const driver = this.drivers.get(record.engine);
    const inspector = this.inspectors.get(record.engine);
    if (!driver || !inspector) {
      this.logger.error({ engine: record.engine }, 'sql-workbench: no database driver or inspector bound for this engine');
      throw queryToolError();
    }
    const target = await this.saved.open(record);
    return { connectionId, sample: false, target, driver, inspector, allowPrivateTargets: this.settings.allowPrivateTargets };
  }

  /** The sample database as `GET /api/sql/connections` lists it, first; null when this process has none. */
  /** The query tool's page lists connections first: the sample starts then, before its first query. */
  prepareSample(): void {
    this.sampleDatabase?.prepare();
  }

  sampleView(): SqlConnection | null {
    if (!this.sampleDatabase) return null;
    const { engine, host, port, database, username, tls, statementTimeoutMs } = this.sampleDatabase.target();
    return {
      id: SAMPLE_CONNECTION_ID,
      name: SAMPLE_CONNECTION_NAME,
      engine,
      host,
      port,
      database,
      username,
      tls,
      statementTimeoutMs,
      hasPassword: false,
      sample: true,
      readOnly: true,
      createdAt: SAMPLE_LISTED_AT,
      updatedAt: SAMPLE_LISTED_AT,
    };
  }

  /**
   * What a driver or inspector threw, as the caller answers it: a refused host with the rule that matched
   * (and, outside production, the setting that lifts it); the adapters' own errors as they are, the
   * password scrubbed from their text once more; anything else logged (scrubbed) and told as SQL_TOOL_ERROR.
   */
  explain(error: unknown, connection: OpenedConnection): DomainError {
    const password = connection.target.password;
    const reason = refusalReason(error);
    if (reason !== null) {
      const why = withoutPassword((error as Error).message, password);
      return connectionTargetRefused(reason, why, this.settings.nameSettingInRefusals && LIFTED_BY_SETTING.has(reason));
    }
    if (isDomainError(error)) {
      const message = withoutPassword(error.message, password);
      const details = error.details ? (JSON.parse(withoutPassword(JSON.stringify(error.details), password)) as Record<string, unknown>) : undefined;
      return message === error.message && JSON.stringify(details) === JSON.stringify(error.details) ? error : new DomainError(error.kind, error.code, message, details);
    }
    const failure = error instanceof Error ? { name: error.name, message: withoutPassword(error.message, password) } : { name: typeof error };
    this.logger.error({ failure, engine: connection.target.engine, sample: connection.sample }, 'sql-workbench: a call to the database failed unexpectedly');
    return queryToolError();
  }
}

/** The SSRF rule a refusal names: the guard's own error, or an adapter's error that carries its reason. */
function refusalReason(error: unknown): string | null {
  if (error instanceof TargetRefusedError) return error.reason;
  if (isDomainError(error) && error.code === 'SQL_CONNECTION_TARGET_REFUSED' && typeof error.details?.reason === 'string') return error.details.reason;
  return null;
}
