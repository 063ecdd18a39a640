import type { ConnectionTarget, DatabaseEngine } from './database-driver.port.js';

/**
 * What the query tool reads about a user's database besides running statements: the explorer's
 * catalogue, the usage panel, plans and verified index advice. One adapter per engine
 * (adapters/database/postgresql, adapters/database/mysql), each opening its connection through
 * platform/outbound like the DatabaseDriver and closing it before answering. Every figure says where it
 * comes from (docs/product.md §5.6, query metrics): `estimated` by the planner or the server's
 * statistics, `measured` by running or weighing, `historical` from the server's statement statistics.
 */
export type FigureProvenance = 'estimated' | 'measured' | 'historical';

/** How many tables the explorer lists at most; past it the snapshot says `truncated`. */
export const MAX_EXPLORER_TABLES = 2000;

/** How many tables the usage panel names (docs/product.md §5.6). */
export const USAGE_TOP_TABLES = 10;

/**
 * An index is suggested only when the planner uses its hypothetical copy and the query's total cost
 * falls by at least this share: a smaller gain rarely pays for the index's writes and space.
 */
export const VERIFIED_INDEX_MIN_COST_REDUCTION = 0.5;

export type ReferentialAction = 'no action' | 'restrict' | 'cascade' | 'set null' | 'set default';

export interface ExplorerColumn {
  name: string;
  /** As the engine spells it with its arguments: `character varying(120)`, `int(11) unsigned`. */
  type: string;
  nullable: boolean;
  /** The default expression as the engine shows it; null without one. */
  default: string | null;
  /** Filled by the engine: PostgreSQL identity or serial (nextval), MySQL AUTO_INCREMENT. */
  autoIncrement: boolean;
}

export interface ExplorerIndex {
  name: string;
  /** Key columns in order; an expression key is given as its text (`lower(email)`). */
  columns: string[];
  unique: boolean;
  primary: boolean;
  /** Access method: btree, hash, gin… (MySQL: BTREE, HASH, FULLTEXT…). */
  method: string;
  /** A partial index's condition; null for a full index. */
  predicate: string | null;
}

export interface ExplorerForeignKey {
  name: string;
  columns: string[];
  referencedSchema: string;
  referencedTable: string;
  referencedColumns: string[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
}

export type ExplorerTableKind = 'table' | 'partitioned table' | 'view' | 'materialized view' | 'foreign table';

export interface ExplorerTable {
  schema: string;
  name: string;
  kind: ExplorerTableKind;
  /** The partitioned table this one is a partition of (PostgreSQL); null otherwise. */
  partitionOf: { schema: string; name: string } | null;
  /** From the server's statistics, `estimated`; null when never gathered (and for views). */
  estimatedRows: number | null;
  columns: ExplorerColumn[];
  indexes: ExplorerIndex[];
  foreignKeys: ExplorerForeignKey[];
}

export interface ExplorerSnapshot {
  engine: DatabaseEngine;
  /**
   * The schemas the user's tables live in: PostgreSQL's, without pg_catalog, information_schema,
   * pg_toast and temporary ones; MySQL/MariaDB: the connection's database only.
   */
  schemas: string[];
  /** Ordered by schema, then name. */
  tables: ExplorerTable[];
  /** More than MAX_EXPLORER_TABLES tables: the first ones only. */
  truncated: boolean;
}

export interface TableUsage {
  schema: string;
  name: string;
  /** Partitions counted into this table (PostgreSQL's declarative partitioning); 0 for a plain table. */
  partitions: number;
  totalBytes: number;
  /** Rows and what the engine stores beside them (PostgreSQL: main fork, free space and visibility maps). */
  dataBytes: number;
  indexBytes: number;
  /** PostgreSQL's out-of-line storage of wide values with its index; null on MySQL/MariaDB. */
  toastBytes: number | null;
  /** totalBytes in MiB, two decimals. */
  sizeMb: number;
  /** Share of the database's total, two decimals. */
  percent: number;
}

export interface DatabaseUsage {
  engine: DatabaseEngine;
  /**
   * PostgreSQL: `measured`, the files' sizes (pg_database_size, pg_total_relation_size and friends).
   * MySQL/MariaDB: `estimated`, information_schema's data_length + index_length, which InnoDB derives
   * from page counts in its statistics.
   */
  provenance: Extract<FigureProvenance, 'estimated' | 'measured'>;
  /** The whole database: PostgreSQL pg_database_size (system catalogues included), MySQL the sum over its tables. */
  totalBytes: number;
  totalMb: number;
  /** The largest tables, at most USAGE_TOP_TABLES, largest first. */
  tables: TableUsage[];
}

export interface ExplainRequest {
  /** One statement. */
  sql: string;
  /**
   * PostgreSQL: also run it (EXPLAIN ANALYZE, BUFFERS) inside a read-only transaction that is rolled
   * back, under the connection's statement timeout. Read queries only: anything else is refused before
   * it runs. MySQL/MariaDB ignore it (their plan stays estimated).
   */
  analyze: boolean;
}

/** pg_stat_statements' totals for the statement in this database, all users together. */
export interface StatementHistory {
  provenance: 'historical';
  calls: number;
  totalTimeMs: number;
  meanTimeMs: number;
  rows: number;
  sharedBlocksHit: number;
  sharedBlocksRead: number;
}

export interface ExplainResult {
  engine: DatabaseEngine;
  /**
   * The server's JSON as it answered, for domain/plan to read: PostgreSQL's array holding one
   * `{ Plan, Planning Time?, Execution Time? }`; MySQL/MariaDB's `{ query_block }`.
   */
  plan: unknown;
  analyzed: boolean;
  provenance: Extract<FigureProvenance, 'estimated' | 'measured'>;
  /** Null when the server has no readable pg_stat_statements (always on MySQL/MariaDB) or never ran the query. */
  history: StatementHistory | null;
}

/** A candidate from the query's filters, joins and sorts (domain/analyzer). */
export interface IndexCandidate {
  /** Null: the first table of that name on the connection's search path. */
  schema: string | null;
  table: string;
  /** One or two columns, in key order. */
  columns: string[];
}

export interface IndexAdviceRequest {
  sql: string;
  candidates: IndexCandidate[];
}

export type CandidateVerdict =
  /** Used by the planner and the cost fell by at least VERIFIED_INDEX_MIN_COST_REDUCTION. */
  | 'suggested'
  | 'not-used'
  | 'too-small-gain'
  /** HypoPG refused it (no such table or column…): `error` says why. */
  | 'invalid';

export interface VerifiedCandidate extends IndexCandidate {
  verdict: CandidateVerdict;
  /** The statement to run, building without blocking writes. */
  createStatement: string;
  /** Estimated, planner cost units (never a time). Null for an invalid candidate. */
  costAfter: number | null;
  /** (before − after) / before × 100, two decimals; null for an invalid candidate. */
  costReductionPercent: number | null;
  /** HypoPG's estimate of the index's size, `estimated`. */
  estimatedSizeBytes: number | null;
  /** EXPLAIN (FORMAT JSON) with the hypothetical index, as the server answered. */
  planAfter: unknown;
  error: string | null;
}

export interface VerifiedIndexAdvice {
  verification: 'verified';
  hypopgVersion: string;
  /** Estimated cost of the query without any new index. */
  costBefore: number;
  planBefore: unknown;
  /** Every candidate, in the order given. */
  candidates: VerifiedCandidate[];
  /** The candidates whose verdict is `suggested`, the largest cost reduction first. */
  suggestions: VerifiedCandidate[];
}

export type UnverifiedReason =
  /** MySQL/MariaDB: no hypothetical indexes. */
  | 'engine-unsupported'
  /** The PostgreSQL server has no HypoPG package. */
  | 'hypopg-not-installed'
  /** HypoPG is on the server but this user may not create the extension. */
  | 'hypopg-not-permitted';

export interface UnverifiedIndexAdvice {
  verification: 'unverified';
  reason: UnverifiedReason;
  /** English steps to enable verification; the page translates by `reason`. */
  howToEnable: string;
  candidates: Array<IndexCandidate & { createStatement: string }>;
}

export type IndexAdvice = VerifiedIndexAdvice | UnverifiedIndexAdvice;

export interface DatabaseInspector {
  readonly engine: DatabaseEngine;
  /** Throws DatabaseAccessError when the connection fails. */
  explore(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<ExplorerSnapshot>;
  usage(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<DatabaseUsage>;
  /** Refuses ANALYZE of anything but a read query; a server error (syntax, timeout) throws DatabaseAccessError. */
  explain(target: ConnectionTarget, request: ExplainRequest, allowPrivateTargets: boolean): Promise<ExplainResult>;
  /**
   * Checks each candidate with a hypothetical index where the server has HypoPG (enabled for the length
   * of the check and rolled back when the user may create it), else returns them unverified.
   */
  adviseIndexes(target: ConnectionTarget, request: IndexAdviceRequest, allowPrivateTargets: boolean): Promise<IndexAdvice>;
}
