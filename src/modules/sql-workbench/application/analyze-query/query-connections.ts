import type { DomainError } from '../../../../shared/index.js';
import type { ConnectionTarget, DatabaseDriver } from '../ports/database-driver.port.js';
import type { DatabaseInspector } from '../ports/database-inspector.port.js';

/**
 * A connection of the caller's, ready to reach: the saved one with its password opened, or the built-in
 * sample database. What the analysis, the advice and the widgets need of the query tool's connections.
 */
export interface OpenedQueryConnection {
  connectionId: string;
  /** The built-in sample database. */
  sample: boolean;
  target: ConnectionTarget;
  driver: DatabaseDriver;
  inspector: DatabaseInspector;
  /** ALLOW_PRIVATE_TARGETS, handed to every driver and inspector call. */
  allowPrivateTargets: boolean;
}

export interface QueryConnections {
  /** Throws SQL_CONNECTION_NOT_FOUND for an id that is not the owner's (nor the sample's). */
  open(ownerId: string, connectionId: string): Promise<OpenedQueryConnection>;
  /** What a driver or inspector threw, as the caller answers it (password scrubbed, our own faults logged). */
  explain(error: unknown, connection: OpenedQueryConnection): DomainError;
}
