/**
 * What the query tool needs from a user's database server, one adapter per engine
 * (adapters/database/postgresql, adapters/database/mysql). Every adapter connects through
 * platform/outbound (resolve once, refuse forbidden addresses unless private targets are allowed,
 * connect to the pinned address) and never falls back to environment variables or driver defaults.
 */

export type DatabaseEngine = 'postgresql' | 'mysql';

/** disable: plain TCP; require: TLS without a certificate check; verify-full: TLS, chain and host name checked. */
export type TlsMode = 'disable' | 'require' | 'verify-full';

/** A saved connection with its password opened: lives only for the length of one call. */
export interface ConnectionTarget {
  engine: DatabaseEngine;
  host: string;
  port: number;
  database: string;
  username: string;
  password: string;
  tls: TlsMode;
  /** Per-statement limit; the module README states the default (10 s) and the ceiling (60 s). */
  statementTimeoutMs: number;
}

export interface ServerInfo {
  /** As the server reports it, e.g. "PostgreSQL 15.20" or "11.8.3-MariaDB". */
  version: string;
}

export type QueryMode = 'read' | 'write';

export interface QueryRequest {
  sql: string;
  mode: QueryMode;
  /** Write mode only: run inside BEGIN … ROLLBACK and report the rows it would affect. */
  dryRun: boolean;
}

export interface ResultColumn {
  name: string;
  /** The engine's type name (int4, varchar, DECIMAL…). */
  type: string;
}

export interface QueryResult {
  columns: ResultColumn[];
  /** Values as JSON-safe scalars: bigints and numerics as strings, dates as ISO strings, bytes as \x hex. */
  rows: unknown[][];
  /** Rows returned (after the cap) for a read; rows affected for a write. */
  rowCount: number;
  /** True when the row cap (1,000) or the size cap (5 MB) cut the result. */
  truncated: boolean;
  /** Measured by the server around the statement, in milliseconds. */
  durationMs: number;
  /** The statement ran and was rolled back (write mode with dryRun). */
  rolledBack: boolean;
}

export interface DatabaseDriver {
  readonly engine: DatabaseEngine;
  /** Connects, authenticates and asks the version; throws DatabaseAccessError on any failure. */
  testConnection(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<ServerInfo>;
  /** One statement under the terminal's safety rules (module README); throws DatabaseAccessError. */
  runQuery(target: ConnectionTarget, request: QueryRequest, allowPrivateTargets: boolean): Promise<QueryResult>;
}
