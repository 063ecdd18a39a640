/**
 * The sql-workbench module's HTTP contract (routes in adapters/http/sql-schemas.routes.ts): the SQL schema
 * model the designer edits, the saved-schema calls under /api/sql, the import call, and the shapes of the
 * DDL generators' answer. Types only; it imports nothing but other contracts, and is the only sql-workbench
 * file the frontend may import (type-only).
 *
 * The model is owned here: the pure generators and the validator in src/shared/sql (which the frontend
 * may import at run time, see the module README, "Shared with the browser") and the server's domain take
 * these types. Errors answer the platform's ErrorBody; every code is in `SqlErrorCode` below and in the
 * module README.
 */
import type { SuccessResponse } from '../../platform/contract.js';

// ---------- the model ----------

/**
 * The dialects the designer generates DDL for. `mysql` is MySQL 8 and MariaDB 10.5+ alike (the output
 * avoids what only one of them accepts).
 */
export type SqlDialect = 'postgresql' | 'mysql' | 'sqlite' | 'sqlserver';

/**
 * The portable type set the editor offers. A column's `type` is one of these with its arguments
 * (`varchar(120)`, `decimal(10,2)`, `char(2)`), optionally followed by `[]` for an array (PostgreSQL
 * only); a dialect's own name (`int4`, `mediumtext`, `nvarchar(50)`, `datetime2`) is accepted too and
 * read as the portable type it stands for. A name no dialect knows is kept verbatim, reported as a loss.
 */
export type PortableSqlType =
  | 'smallint'
  | 'integer'
  | 'bigint'
  | 'decimal'
  | 'real'
  | 'double'
  | 'boolean'
  | 'char'
  | 'varchar'
  | 'text'
  | 'date'
  | 'time'
  | 'timestamp'
  | 'timestamptz'
  | 'uuid'
  | 'json'
  | 'binary';

/** What a foreign key does when the referenced row goes. Absent means the dialect's default (no action). */
export type SqlReferentialAction = 'no action' | 'restrict' | 'cascade' | 'set null' | 'set default';

/**
 * A column as the product's model states it (docs/product.md §5.6). Key flags are per
 * column: several `primaryKey` columns make one composite primary key; `foreignKey` with
 * `referencedTable`/`referencedColumn` makes a single-column foreign key. Constraints over several
 * columns that are not the primary key live on the table (`uniqueConstraints`, `foreignKeys`).
 */
export interface SqlColumn {
  name: string;
  type: string;
  primaryKey: boolean;
  foreignKey: boolean;
  notNull: boolean;
  unique: boolean;
  autoIncrement: boolean;
  /** Required (with referencedColumn) when `foreignKey`; ignored otherwise. */
  referencedTable?: string | null;
  referencedColumn?: string | null;
  onDelete?: SqlReferentialAction | null;
  onUpdate?: SqlReferentialAction | null;
  /**
   * A default as a portable SQL expression: a number, a single-quoted string, `true`, `false`, `null`,
   * `current_timestamp`, `current_date`, `current_time`. Anything else is passed through verbatim with
   * a loss entry.
   */
  defaultValue?: string | null;
  comment?: string | null;
}

/** A UNIQUE constraint over two or more columns (one column: the column's `unique` flag). */
export interface SqlUniqueConstraint {
  name?: string | null;
  columns: string[];
}

/** A foreign key over two or more columns (one column: the column's own fields). */
export interface SqlCompositeForeignKey {
  name?: string | null;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete?: SqlReferentialAction | null;
  onUpdate?: SqlReferentialAction | null;
}

export interface SqlTable {
  name: string;
  columns: SqlColumn[];
  uniqueConstraints?: SqlUniqueConstraint[];
  foreignKeys?: SqlCompositeForeignKey[];
  comment?: string | null;
}

/** Where a table's node sits on the diagram (canvas units, top-left corner of the node). */
export interface SqlNodePosition {
  x: number;
  y: number;
}

/** The schema the designer edits and the generators take: `database_name` and `tables` (docs/product.md §5.6). */
export interface SqlSchemaDocument {
  database_name: string;
  tables: SqlTable[];
}

/** A saved schema as the API answers it. */
export interface SavedSqlSchema extends SqlSchemaDocument {
  id: string;
  /** Diagram positions by table name; tables without an entry are laid out by the client. */
  positions: Record<string, SqlNodePosition>;
  createdAt: string;
  updatedAt: string;
}

// ---------- limits (sql-workbench README, "Limits") ----------

/** The server refuses more; the editor warns before. */
export interface SqlSchemaLimits {
  maxTables: 500;
  maxColumnsPerTable: 200;
  /** Save and import request bodies, in bytes (2 MB). */
  maxBodyBytes: 2_097_152;
  /** Identifiers (database, table, column and constraint names), in characters. */
  maxNameLength: 128;
}

// ---------- /api/sql (premium; the owner is always the token's user) ----------

/**
 * `POST /api/sql/saveSQLSchema`: creates a schema, or replaces the caller's schema `id` when given (an id
 * the caller does not own answers 404). Positions naming no table are dropped.
 */
export interface SaveSqlSchemaRequest extends SqlSchemaDocument {
  id?: string | null;
  positions?: Record<string, SqlNodePosition>;
  /** Ignored: the owner is the token's user (kept because the product's clients send it, docs/product.md §9.3). */
  userId?: unknown;
}

export interface SaveSqlSchemaResponse extends SuccessResponse {
  id: string;
  /** The stored schema, with its times. */
  schema: SavedSqlSchema;
}

/** `GET /api/sql/loadSQLSchemas`: the caller's schemas, most recently updated first. */
export interface LoadSqlSchemasResponse extends SuccessResponse {
  schemas: SavedSqlSchema[];
}

/** `DELETE /api/sql/:id`: body `{ userId }` is accepted and ignored; another user's id answers 404. */
export interface DeleteSqlSchemaRequest {
  userId?: unknown;
}

export type DeleteSqlSchemaResponse = SuccessResponse;

/** The text formats `POST /api/sql/import` reads. `json` is this contract's SqlSchemaDocument. */
export type SqlImportFormat = 'postgresql' | 'mysql' | 'dbml' | 'json';

/**
 * `POST /api/sql/import`: parses DDL (PostgreSQL with the server's own grammar, libpg-query; MySQL and
 * MariaDB with node-sql-parser), DBML or JSON into the model. Nothing is stored: the client saves it.
 * A text that does not parse answers 400 SQL_IMPORT_PARSE_ERROR with `details: SqlImportErrorDetails`.
 */
export interface SqlImportRequest {
  format: SqlImportFormat;
  text: string;
  /** Used when the text names no database (DDL never does; DBML's Project name does). */
  database_name?: string;
}

export interface SqlImportResponse extends SuccessResponse {
  schema: SqlSchemaDocument;
  /** What the model could not keep (indexes, CHECK constraints, triggers...), one entry each. */
  warnings: SqlImportWarning[];
}

/** Where the first error is: 1-based line and column of the text sent, and the parser's own message. */
export interface SqlImportErrorDetails {
  line: number;
  column: number;
  message: string;
}

export type SqlImportWarningCode =
  | 'SQL_IMPORT_STATEMENT_IGNORED'
  | 'SQL_IMPORT_INDEX_IGNORED'
  | 'SQL_IMPORT_CHECK_IGNORED'
  | 'SQL_IMPORT_DEFAULT_IGNORED'
  | 'SQL_IMPORT_ENUM_AS_TEXT'
  | 'SQL_IMPORT_FK_TARGET_UNKNOWN';

export interface SqlImportWarning {
  code: SqlImportWarningCode;
  /** English, for logs; the UI translates `code` with `table`, `column` and `detail`. */
  message: string;
  table?: string;
  column?: string;
  /** The statement kind, type or clause concerned (e.g. `CREATE TRIGGER`, `enum mood`). */
  detail?: string;
  line?: number;
}

// ---------- validation ----------

export type SqlSchemaIssueCode =
  | 'SQL_DATABASE_NAME_EMPTY'
  | 'SQL_TABLE_NAME_EMPTY'
  | 'SQL_COLUMN_NAME_EMPTY'
  | 'SQL_COLUMN_TYPE_EMPTY'
  | 'SQL_COLUMN_TYPE_INVALID'
  | 'SQL_NAME_TOO_LONG'
  | 'SQL_TABLE_DUPLICATE'
  | 'SQL_COLUMN_DUPLICATE'
  | 'SQL_FK_TARGET_MISSING'
  | 'SQL_FK_TABLE_MISSING'
  | 'SQL_FK_COLUMN_MISSING'
  /** The referenced column(s) are neither the primary key nor unique: every dialect refuses such a key. */
  | 'SQL_FK_COLUMN_NOT_UNIQUE'
  | 'SQL_CONSTRAINT_COLUMN_MISSING'
  | 'SQL_TOO_MANY_TABLES'
  | 'SQL_TOO_MANY_COLUMNS';

/**
 * One problem of a schema: the validator (src/shared/sql) returns all of them, the editor shows each by
 * its `path`, and the server refuses a save with the list in `details.issues`.
 */
export interface SqlSchemaIssue {
  code: SqlSchemaIssueCode;
  /** English, for logs and API clients. */
  message: string;
  /** Where: `database_name`, `tables[3].name`, `tables[3].columns[0].referencedColumn`... */
  path: string;
  table?: string;
  column?: string;
}

/** `details` of a 400 SQL_SCHEMA_INVALID. */
export interface SqlSchemaInvalidDetails {
  issues: SqlSchemaIssue[];
}

/** Every code an /api/sql call answers besides the platform's (AUTH_*, PREMIUM_REQUIRED, VALIDATION_FAILED). */
export type SqlErrorCode =
  | 'SQL_SCHEMA_INVALID'
  | 'SQL_SCHEMA_NOT_FOUND'
  /** 409: an account keeps at most 100 saved schemas. */
  | 'SQL_SCHEMA_LIMIT_REACHED'
  | 'SQL_IMPORT_PARSE_ERROR'
  | 'SQL_IMPORT_EMPTY'
  | 'PAYLOAD_TOO_LARGE';

// ---------- DDL generation (pure, src/shared/sql: `generateDdl`) ----------

export type SqlLossCode =
  /** An array type outside PostgreSQL: stored as JSON (MySQL), text (SQLite) or nvarchar(max) (SQL Server). */
  | 'SQL_LOSS_ARRAY'
  /** The dialect has no such type: the nearest is used (`detail` says which). */
  | 'SQL_LOSS_TYPE_APPROXIMATED'
  /** A type no dialect table knows: written verbatim, the database may refuse it. */
  | 'SQL_LOSS_TYPE_VERBATIM'
  /** SQLite keeps the declared type but enforces neither length nor precision. */
  | 'SQL_LOSS_LENGTH_NOT_ENFORCED'
  /** A time zone the dialect cannot keep (timestamptz outside PostgreSQL and SQL Server). */
  | 'SQL_LOSS_TIME_ZONE'
  /** Auto increment the dialect cannot give this column (not an integer, not a key, a second one...). */
  | 'SQL_LOSS_AUTO_INCREMENT'
  /** A text or binary column used as a key in MySQL, which needs a bounded length: made varchar(255)/varbinary(255). */
  | 'SQL_LOSS_KEY_LENGTH'
  /** A default the dialect cannot write as given. */
  | 'SQL_LOSS_DEFAULT'
  /** A referential action the dialect refuses (e.g. SET DEFAULT in MySQL's InnoDB, cascades in SQL Server cycles). */
  | 'SQL_LOSS_REFERENTIAL_ACTION'
  /** A name longer than the dialect keeps (63 PostgreSQL, 64 MySQL). */
  | 'SQL_LOSS_NAME_TOO_LONG'
  /** A table comment or column comment the dialect has no clause for. */
  | 'SQL_LOSS_COMMENT'
  /** A table without columns, which the dialect refuses. */
  | 'SQL_LOSS_EMPTY_TABLE';

/** One thing the generated DDL does not say as the model does; also written as a comment at the top. */
export interface SqlLoss {
  code: SqlLossCode;
  dialect: SqlDialect;
  /** English; the UI translates `code` with `table`, `column` and `detail`. */
  message: string;
  table?: string;
  column?: string;
  /** e.g. the type used instead (`nvarchar(max)`), or the action dropped. */
  detail?: string;
}

export interface DdlResult {
  dialect: SqlDialect;
  sql: string;
  losses: SqlLoss[];
}

export interface DdlOptions {
  /** Start with comment lines naming the dialect and listing every loss (default true). */
  header?: boolean;
}

/**
 * The generator's signature: `generateDdl` in src/shared/sql/index.ts. The schema should be valid
 * (`validateSqlSchema` returns no issue); foreign keys to missing tables are skipped then, not thrown.
 */
export type GenerateDdl = (schema: SqlSchemaDocument, dialect: SqlDialect, options?: DdlOptions) => DdlResult;

// ---------- saved database connections (the query tool; sql-workbench README, "Connections") ----------

/** The engines a connection reaches. `mysql` is MySQL 8 and MariaDB alike. */
export type SqlConnectionEngine = 'postgresql' | 'mysql';

/** disable: plain TCP; require: TLS without a certificate check; verify-full: TLS, chain and host name checked. */
export type SqlConnectionTls = 'disable' | 'require' | 'verify-full';

/**
 * A saved connection as the API answers it. The password is never sent back, in any form: `hasPassword`
 * only says one is stored (docs/product.md §5.6).
 */
export interface SqlConnection {
  id: string;
  name: string;
  engine: SqlConnectionEngine;
  host: string;
  port: number;
  database: string;
  username: string;
  tls: SqlConnectionTls;
  /** Per-statement limit of the terminal, 10,000 by default, at most 60,000. */
  statementTimeoutMs: number;
  /** A password is stored; false only for the built-in sample database, which needs none. */
  hasPassword: boolean;
  /** The built-in sample database (id SQL_SAMPLE_CONNECTION_ID): listed first, cannot be edited, tested or deleted. */
  sample: boolean;
  /** Every statement runs read-only (the sample database); write mode answers SQL_SAMPLE_READ_ONLY. */
  readOnly: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * The connection form. Every field the product lists is required ('This field is required'); `port` may
 * come as a digit string, as a form input gives it. `tls` defaults to `require`, `statementTimeoutMs` to
 * 10,000. On an update an absent or empty `password` keeps the stored one, unless the engine, host or
 * port changed (the password then has to be typed again, so a saved password never follows a connection
 * to another server).
 */
export interface SqlConnectionForm {
  name: string;
  engine: SqlConnectionEngine;
  host: string;
  port: number | string;
  database: string;
  username: string;
  password?: string | null;
  tls?: SqlConnectionTls;
  statementTimeoutMs?: number | string | null;
}

/** `GET /api/sql/connections`: the caller's connections, by name. */
export interface ListSqlConnectionsResponse extends SuccessResponse {
  connections: SqlConnection[];
}

/** What a successful connection call answers besides its data: a code the page translates, and its English text. */
export type SqlConnectionNoticeCode = 'SQL_CONNECTION_ADDED' | 'SQL_CONNECTION_UPDATED' | 'SQL_CONNECTION_DELETED' | 'SQL_CONNECTION_OK';

export interface SqlConnectionNotice {
  code: SqlConnectionNoticeCode;
  /** 'Connection added successfully', 'Connection updated successfully', 'Connection deleted successfully', 'Connection successful!' */
  message: string;
}

/** `POST /api/sql/connections` (201, SQL_CONNECTION_ADDED) and `PUT /api/sql/connections/:id` (SQL_CONNECTION_UPDATED). */
export interface SaveSqlConnectionResponse extends SuccessResponse, SqlConnectionNotice {
  connection: SqlConnection;
}

/** `DELETE /api/sql/connections/:id` (SQL_CONNECTION_DELETED); another user's id answers 404. */
export interface DeleteSqlConnectionResponse extends SuccessResponse, SqlConnectionNotice {}

/**
 * `POST /api/sql/connections/:id/test` (no body) and `POST /api/sql/connections/test` (a whole
 * SqlConnectionForm, nothing stored): SQL_CONNECTION_OK with the server's version. A connection that
 * fails answers an error: SQL_CONNECTION_FAILED ('Connection failed. Check your credentials.'),
 * SQL_CONNECTION_TARGET_REFUSED (the host is not allowed, `details` say why), or SQL_CONNECTION_TEST_ERROR
 * ('Error testing connection'). Both calls share a per-user rate limit (RATE_LIMITED).
 */
export interface TestSqlConnectionResponse extends SuccessResponse, SqlConnectionNotice {
  /** As the server reports it, e.g. "PostgreSQL 15.20" or "11.8.3-MariaDB". */
  serverVersion: string;
}

/** One problem of a connection form, at its field. */
export type SqlConnectionIssueCode =
  /** 'This field is required' */
  | 'SQL_CONNECTION_FIELD_REQUIRED'
  | 'SQL_CONNECTION_FIELD_TOO_LONG'
  | 'SQL_CONNECTION_ENGINE_INVALID'
  | 'SQL_CONNECTION_HOST_INVALID'
  | 'SQL_CONNECTION_PORT_INVALID'
  | 'SQL_CONNECTION_TLS_INVALID'
  | 'SQL_CONNECTION_TIMEOUT_INVALID'
  /** An update moved the connection to another engine, host or port without a new password. */
  | 'SQL_CONNECTION_PASSWORD_REQUIRED';

export type SqlConnectionField = 'name' | 'engine' | 'host' | 'port' | 'database' | 'username' | 'password' | 'tls' | 'statementTimeoutMs';

export interface SqlConnectionIssue {
  code: SqlConnectionIssueCode;
  field: SqlConnectionField;
  /** English, e.g. 'This field is required'. */
  message: string;
}

/** `details` of a 400 SQL_CONNECTION_INVALID: every issue at once, and `fields` (field → message) as VALIDATION_FAILED has. */
export interface SqlConnectionInvalidDetails {
  issues: SqlConnectionIssue[];
  fields: Partial<Record<SqlConnectionField, string>>;
}

/** `details` of SQL_CONNECTION_TARGET_REFUSED. */
export interface SqlConnectionRefusedDetails {
  /** The SSRF rule that matched (platform/outbound): loopback, private-address, link-local, unix-socket, port-not-allowed… */
  reason: string;
  /** Outside production only: the setting that lets local and private hosts through. */
  setting?: 'ALLOW_PRIVATE_TARGETS';
}

/** `details` of SQL_CONNECTION_FAILED: the driver's code and message (never the password). */
export interface SqlConnectionFailedDetails {
  cause: string;
  detail: string;
}

/** Every code the connection calls answer besides the platform's (AUTH_*, PREMIUM_REQUIRED, VALIDATION_FAILED, RATE_LIMITED). */
export type SqlConnectionErrorCode =
  | 'SQL_CONNECTION_INVALID'
  | 'SQL_CONNECTION_NOT_FOUND'
  /** 409: an account keeps at most 50 connections. */
  | 'SQL_CONNECTION_LIMIT_REACHED'
  | 'SQL_CONNECTION_FAILED'
  | 'SQL_CONNECTION_TARGET_REFUSED'
  | 'SQL_CONNECTION_TEST_ERROR'
  /** 409: the stored password was sealed under a key the server no longer holds; type it again. */
  | 'SQL_CONNECTION_PASSWORD_UNREADABLE';

// ---------- the query tool: terminal, history, explorer, usage (sql-workbench README, "Query tool") ----------

/**
 * The id of the built-in sample database "Sample (shop)": every user has it, first in
 * `GET /api/sql/connections` with `sample: true, readOnly: true`, and every /api/sql/connections/:id
 * call below takes it like a saved connection's id (it cannot be edited, tested or deleted).
 */
export const SQL_SAMPLE_CONNECTION_ID = 'sample';

/** `read` runs in a read-only transaction; `write` has to be chosen explicitly (never the default). */
export type SqlQueryMode = 'read' | 'write';

/** `POST /api/sql/connections/:id/query`: one statement; the text is at most 100 kB (UTF-8). */
export interface RunSqlQueryRequest {
  sql: string;
  mode: SqlQueryMode;
  /** Write mode only: runs inside BEGIN … ROLLBACK and reports the rows it would affect. */
  dryRun?: boolean;
}

export interface SqlResultColumn {
  name: string;
  /** The engine's type name (int4, varchar, DECIMAL…). */
  type: string;
}

/**
 * The safety contract the terminal shows with each result (sql-workbench README, "Query tool"): the rules
 * the statement ran under.
 */
export interface SqlQuerySafety {
  /** The statement ran in a read-only transaction (read mode, and always on the sample database). */
  readOnly: boolean;
  /** The per-statement limit the server enforced. */
  statementTimeoutMs: number;
  /** Rows kept at most (1,000); more sets `truncated`. */
  rowCap: number;
  /** Result bytes kept at most (5 MB); more sets `truncated`. */
  byteCap: number;
  /** Sent with the extended protocol, one statement only: a text with several is refused before any runs. */
  extendedProtocol: boolean;
}

export interface SqlQueryResult {
  columns: SqlResultColumn[];
  /** Values as JSON-safe scalars: bigints and numerics as strings, dates as ISO strings, bytes as \x hex. */
  rows: unknown[][];
  /** Rows returned (after the cap) for a read; rows affected for a write. */
  rowCount: number;
  /** The row cap or the size cap cut the result. */
  truncated: boolean;
  /** Measured around the statement, in milliseconds. */
  durationMs: number;
  /** The statement ran and was rolled back (a dry run). */
  rolledBack: boolean;
  mode: SqlQueryMode;
  safety: SqlQuerySafety;
}

export interface RunSqlQueryResponse extends SuccessResponse {
  result: SqlQueryResult;
}

/** One run of the terminal, ok or failed; a connection keeps its last 100. */
export interface SqlQueryHistoryEntry {
  id: string;
  sql: string;
  mode: SqlQueryMode;
  dryRun: boolean;
  status: 'ok' | 'error';
  /** The error's code when `status` is `error`; null otherwise. */
  errorCode: string | null;
  /** Rows returned or affected; null for a failed run. */
  rowCount: number | null;
  /** Null for a run that failed before the statement was measured. */
  durationMs: number | null;
  createdAt: string;
}

/** `GET /api/sql/connections/:id/history`: the caller's last 100 runs on that connection, newest first. */
export interface SqlQueryHistoryResponse extends SuccessResponse {
  history: SqlQueryHistoryEntry[];
}

/** Where a figure comes from: the planner or statistics, running or weighing, the server's statement statistics. */
export type SqlFigureProvenance = 'estimated' | 'measured' | 'historical';

export interface SqlExplorerColumn {
  name: string;
  /** As the engine spells it with its arguments: `character varying(120)`, `int(11) unsigned`. */
  type: string;
  nullable: boolean;
  default: string | null;
  autoIncrement: boolean;
}

export interface SqlExplorerIndex {
  name: string;
  /** Key columns in order; an expression key is given as its text (`lower(email)`). */
  columns: string[];
  unique: boolean;
  primary: boolean;
  /** btree, hash, gin… (MySQL: BTREE, HASH, FULLTEXT…). */
  method: string;
  /** A partial index's condition; null for a full index. */
  predicate: string | null;
}

export interface SqlExplorerForeignKey {
  name: string;
  columns: string[];
  referencedSchema: string;
  referencedTable: string;
  referencedColumns: string[];
  onDelete: SqlReferentialAction;
  onUpdate: SqlReferentialAction;
}

export type SqlExplorerTableKind = 'table' | 'partitioned table' | 'view' | 'materialized view' | 'foreign table';

export interface SqlExplorerTable {
  schema: string;
  name: string;
  kind: SqlExplorerTableKind;
  /** The partitioned table this one is a partition of (PostgreSQL); null otherwise. */
  partitionOf: { schema: string; name: string } | null;
  /** From the server's statistics (estimated); null when never gathered, and for views. */
  estimatedRows: number | null;
  columns: SqlExplorerColumn[];
  indexes: SqlExplorerIndex[];
  foreignKeys: SqlExplorerForeignKey[];
}

export interface SqlExplorerSnapshot {
  engine: SqlConnectionEngine;
  /** PostgreSQL: the user's schemas (no system ones); MySQL/MariaDB: the connection's database only. */
  schemas: string[];
  /** Ordered by schema, then name. */
  tables: SqlExplorerTable[];
  /** More than 2,000 tables: the first ones only. */
  truncated: boolean;
}

/** `GET /api/sql/connections/:id/explorer`. */
export interface SqlExplorerResponse extends SuccessResponse {
  explorer: SqlExplorerSnapshot;
}

export interface SqlTableUsage {
  schema: string;
  name: string;
  /** Partitions counted into this table (PostgreSQL); 0 for a plain table. */
  partitions: number;
  totalBytes: number;
  dataBytes: number;
  indexBytes: number;
  /** PostgreSQL's out-of-line storage with its index; null on MySQL/MariaDB. */
  toastBytes: number | null;
  /** totalBytes in MiB, two decimals. */
  sizeMb: number;
  /** Share of the database's total, two decimals. */
  percent: number;
}

export interface SqlDatabaseUsage {
  engine: SqlConnectionEngine;
  /** PostgreSQL: `measured` (file sizes); MySQL/MariaDB: `estimated` (information_schema). */
  provenance: Extract<SqlFigureProvenance, 'estimated' | 'measured'>;
  totalBytes: number;
  totalMb: number;
  /** The ten largest tables, largest first. */
  tables: SqlTableUsage[];
}

/** `GET /api/sql/connections/:id/usage` ('Error loading data' with retry on any error). */
export interface SqlUsageResponse extends SuccessResponse {
  usage: SqlDatabaseUsage;
}

/**
 * Every code the query, history, explorer and usage calls answer besides the platform's (AUTH_*,
 * VALIDATION_FAILED, RATE_LIMITED) and SQL_CONNECTION_NOT_FOUND / SQL_CONNECTION_PASSWORD_UNREADABLE.
 */
export type SqlQueryErrorCode =
  /** The host is refused by the outbound guard (`details` as SqlConnectionRefusedDetails). */
  | 'SQL_CONNECTION_TARGET_REFUSED'
  | 'SQL_CONNECTION_FAILED'
  /** No answer within the connect limit (5 s). */
  | 'SQL_CONNECTION_TIMEOUT'
  /** The statement ran past the connection's limit and was cancelled (`details.timeoutMs`). */
  | 'SQL_STATEMENT_TIMEOUT'
  /** The text holds several statements (`details.count`): none ran. */
  | 'SQL_MULTIPLE_STATEMENTS'
  /** Read mode runs queries only. */
  | 'SQL_READ_ONLY_VIOLATION'
  /** A statement the terminal cannot carry in any mode (COPY through the client, LOAD DATA LOCAL…). */
  | 'SQL_STATEMENT_NOT_SUPPORTED'
  /** The server refused or failed the statement: its message, `details.sqlState`/`position`/`errno`. */
  | 'SQL_QUERY_FAILED'
  /** Write mode on the built-in sample database. */
  | 'SQL_SAMPLE_READ_ONLY'
  /** The SQL text is over 100 kB (`details.maxBytes`). */
  | 'SQL_QUERY_TOO_LONG'
  /** The text is empty or blank. */
  | 'SQL_QUERY_EMPTY'
  /** Our side failed while reaching the database (logged; 503). */
  | 'SQL_TOOL_ERROR';

// ---------- analysis, index advice, plan comparison (sql-workbench README, "Analyzer and index advice") ----------

/** The plan's figures are labelled like the explorer's and the usage panel's (SqlFigureProvenance). */
export type SqlPlanProvenance = SqlFigureProvenance;

/** Planner cost units: always estimated, never a time. */
export interface SqlCostFigure {
  kind: 'cost';
  value: number;
  provenance: 'estimated';
}

/** Milliseconds. */
export interface SqlTimeFigure {
  kind: 'time';
  ms: number;
  provenance: 'measured' | 'historical';
}

export interface SqlRowsFigure {
  kind: 'rows';
  value: number;
  provenance: SqlPlanProvenance;
}

/** Blocks, batches, loops, kilobytes: named by the field that holds it. */
export interface SqlCountFigure {
  kind: 'count';
  value: number;
  provenance: SqlPlanProvenance;
}

export type SqlFigure = SqlCostFigure | SqlTimeFigure | SqlRowsFigure | SqlCountFigure;

/** `mariadb` when the server said it is MariaDB (its plans differ from MySQL 8's). */
export type SqlPlanEngine = 'postgresql' | 'mysql' | 'mariadb';

export type SqlPlanRelationship = 'Outer' | 'Inner' | 'Member' | 'InitPlan' | 'SubPlan' | 'Subquery' | 'Derived' | 'Union member';

export interface SqlPlanCondition {
  /** `Filter`, `Index Cond`, `Hash Cond`, `Join Filter`, `Recheck Cond`, `attached_condition`, `sort key`… */
  kind: string;
  text: string;
}

export interface SqlPlanBuffers {
  sharedHit: SqlCountFigure;
  sharedRead: SqlCountFigure;
  sharedDirtied: SqlCountFigure;
  sharedWritten: SqlCountFigure;
  tempRead: SqlCountFigure;
  tempWritten: SqlCountFigure;
}

export interface SqlPlanSort {
  keys: string[];
  method?: string;
  /** `Memory` or `Disk`. */
  spaceType?: string;
  spaceKb?: SqlCountFigure;
}

export interface SqlPlanHash {
  buckets: SqlCountFigure;
  batches: SqlCountFigure;
  originalBatches: SqlCountFigure;
  peakMemoryKb: SqlCountFigure;
}

/** Actual rows against the planner's, per loop: flagged from 10× on. */
export interface SqlPlanMisestimate {
  /** under: more rows came than planned; over: fewer. */
  direction: 'under' | 'over';
  factor: number;
  level: 10 | 100 | 1000;
}

export interface SqlPlanEstimatedFigures {
  startupCost?: SqlCostFigure;
  /** Per run of the node. */
  totalCost?: SqlCostFigure;
  /** Rows out per run. */
  rows: SqlRowsFigure;
  loops: SqlCountFigure;
  /** MySQL/MariaDB: rows read per scan before the conditions. */
  rowsExamined?: SqlRowsFigure;
  filteredPercent?: SqlCountFigure;
  width?: SqlCountFigure;
}

/** Present when the plan ran (EXPLAIN ANALYZE). */
export interface SqlPlanMeasuredFigures {
  loops: SqlCountFigure;
  rowsPerLoop: SqlRowsFigure;
  rows: SqlRowsFigure;
  startupTimePerLoop?: SqlTimeFigure;
  totalTimePerLoop?: SqlTimeFigure;
  /** This node and everything under it, over all loops. */
  inclusiveTime?: SqlTimeFigure;
  rowsRemovedByFilter?: SqlRowsFigure;
  rowsRemovedByJoinFilter?: SqlRowsFigure;
  rowsRemovedByIndexRecheck?: SqlRowsFigure;
  heapFetches?: SqlCountFigure;
  /** The executor never reached the node. */
  neverExecuted: boolean;
}

export interface SqlPlanNode {
  /** Child indexes from the root: `0`, `0.1.0`… */
  path: string;
  /** The engine's node name (`Seq Scan`, `Hash Join`), or MySQL/MariaDB's access named as a node. */
  nodeType: string;
  /** PostgreSQL's strategy or join type, MySQL's access_type. */
  detail?: string;
  relationship?: SqlPlanRelationship;
  subplanName?: string;
  relation?: string;
  schema?: string;
  alias?: string;
  index?: string;
  cteName?: string;
  parallelAware: boolean;
  workersPlanned?: SqlCountFigure;
  workersLaunched?: SqlCountFigure;
  estimated: SqlPlanEstimatedFigures;
  measured?: SqlPlanMeasuredFigures;
  /** The node's own cost over all its runs (its cost minus its children's). */
  exclusiveCost?: SqlCostFigure;
  /** The node's own measured time over all loops. */
  exclusiveTime?: SqlTimeFigure;
  buffers?: SqlPlanBuffers;
  exclusiveBuffers?: Pick<SqlPlanBuffers, 'sharedHit' | 'sharedRead'>;
  conditions: SqlPlanCondition[];
  sort?: SqlPlanSort;
  hash?: SqlPlanHash;
  /** Engine flags shown as they are: using_filesort, using_temporary_table… */
  notes: string[];
  misestimate?: SqlPlanMisestimate;
  children: SqlPlanNode[];
}

/** pg_stat_statements' figures for the statement, all users together: `historical`. */
export interface SqlPlanHistory {
  calls: SqlCountFigure;
  meanTime: SqlTimeFigure;
  totalTime: SqlTimeFigure;
  rows: SqlRowsFigure;
  sharedHit?: SqlCountFigure;
  sharedRead?: SqlCountFigure;
}

export interface SqlPlanTree {
  engine: SqlPlanEngine;
  /** The plan carries measured figures. */
  analyzed: boolean;
  root: SqlPlanNode;
  totalCost?: SqlCostFigure;
  planningTime?: SqlTimeFigure;
  executionTime?: SqlTimeFigure;
  historical?: SqlPlanHistory;
}

export type SqlPlanFindingCode =
  | 'PLAN_SEQ_SCAN_LARGE_FILTERED'
  | 'PLAN_SORT_SPILLED_TO_DISK'
  | 'PLAN_NESTED_LOOP_MANY_LOOPS'
  | 'PLAN_HASH_MULTI_BATCH'
  | 'PLAN_HOTSPOT';

/** One thing the plan shows, at the node `path`, with the figures that prove it. */
export interface SqlPlanFinding {
  code: SqlPlanFindingCode;
  path: string;
  nodeType: string;
  relation?: string;
  provenance: SqlPlanProvenance;
  evidence: Record<string, SqlFigure | string>;
  /** English; the page translates `code`. */
  message: string;
  /** PLAN_HOTSPOT only: 1 to 3. */
  rank?: number;
}

export type SqlQueryType = 'select' | 'insert' | 'update' | 'delete' | 'ddl' | 'other';

export type SqlTableAccess = 'read' | 'write' | 'read-write';

export interface SqlAffectedTable {
  schema: string | null;
  name: string;
  access: SqlTableAccess;
}

export type SqlComplexityFactor =
  | 'joins'
  | 'subqueries'
  | 'correlated subqueries'
  | 'ctes'
  | 'recursive ctes'
  | 'aggregations'
  | 'window functions'
  | 'set operations'
  | 'distinct'
  | 'case expressions'
  | 'sorts';

export interface SqlComplexity {
  score: number;
  level: 'simple' | 'moderate' | 'complex' | 'very complex';
  /** The factors present, heaviest first. */
  reasons: Array<{ factor: SqlComplexityFactor; count: number; points: number }>;
}

export type SqlAnalysisWarningCode = 'ANALYZER_WRITES_DATA' | 'ANALYZER_CHANGES_SCHEMA' | 'ANALYZER_NOT_ANALYSED' | 'ANALYZER_SCHEMA_MISSING' | 'ANALYZER_TABLE_UNKNOWN';

export interface SqlAnalysisWarning {
  code: SqlAnalysisWarningCode;
  message: string;
}

/** Where a fragment starts in the text sent: 0-based character offset, 1-based line and column. */
export interface SqlSourceLocation {
  offset: number;
  line: number;
  column: number;
}

/** One lint rule's finding (the module README lists the rules by `ruleId`). */
export interface SqlLintFinding {
  ruleId: string;
  severity: 'error' | 'warning' | 'info';
  /** English; the page translates by `ruleId`. */
  message: string;
  evidence: {
    /** The fragment as SQL, rebuilt from the parse tree. */
    fragment: string;
    clause: string;
    location: SqlSourceLocation | null;
  };
}

export interface SqlStatementAnalysis {
  queryType: SqlQueryType;
  tables: SqlAffectedTable[];
  complexity: SqlComplexity;
  warnings: SqlAnalysisWarning[];
  findings: SqlLintFinding[];
}

/** An index worth trying, from the query's filters, joins and sorts: unverified until `advise` checks it. */
export interface SqlIndexCandidate {
  schema: string | null;
  table: string;
  /** One or two columns, in key order. */
  columns: string[];
  /** What each column serves, in the same order. */
  uses: Array<'equality' | 'range' | 'join' | 'sort'>;
}

/** `POST /api/sql/connections/:id/analyze` (every signed-in user; `sample` is the built-in sample database). */
export interface AnalyzeSqlRequest {
  sql: string;
  /**
   * Also run the statement (EXPLAIN ANALYZE, BUFFERS on PostgreSQL) in a read-only transaction rolled
   * back, under the connection's statement limit. Read queries only: anything else answers
   * SQL_READ_ONLY_VIOLATION, and nothing runs. Default false (the plan is estimated only).
   */
  analyze?: boolean;
}

/**
 * The analysis of one statement. A text that does not parse answers 400 SQL_ANALYZE_PARSE_ERROR with
 * `details: SqlImportErrorDetails` (line, column, message); several statements answer 400
 * SQL_ANALYZE_SEVERAL_STATEMENTS; a blank text SQL_QUERY_EMPTY, one over 100 kB SQL_QUERY_TOO_LONG (the
 * terminal's codes). Analyses count against the terminal's per-user rate (RATE_LIMITED). A statement the
 * server cannot plan (a table it does not have, a server it cannot reach) still answers its analysis
 * with `plan: null` and `planError` (its code: SQL_QUERY_FAILED, SQL_CONNECTION_FAILED…, or
 * SQL_PLAN_NOT_AVAILABLE for DDL and statements with no plan such as SET or SHOW).
 */
export interface AnalyzeSqlResponse extends SuccessResponse {
  analysis: SqlStatementAnalysis;
  plan: SqlPlanTree | null;
  /** The server's EXPLAIN JSON as it answered: send it back to `POST /api/sql/plans/compare`. */
  rawPlan: unknown;
  /** Why there is no plan: the server's code and English message. */
  planError: { code: string; message: string } | null;
  planFindings: SqlPlanFinding[];
  /** Null without pg_stat_statements (always on MySQL/MariaDB) or when the server never ran the statement. */
  history: SqlPlanHistory | null;
  candidates: SqlIndexCandidate[];
}

/** `POST /api/sql/connections/:id/advise` (premium): checks the analysis' candidates with hypothetical indexes. */
export interface AdviseSqlIndexesRequest {
  sql: string;
}

export interface SqlIndexSuggestion {
  schema: string | null;
  table: string;
  columns: string[];
  /** `CREATE INDEX CONCURRENTLY …` (PostgreSQL), an online `ALTER TABLE … ADD INDEX` (MySQL/MariaDB). */
  createStatement: string;
  /** Planner cost units, estimated; null when unverified. */
  costBefore: number | null;
  costAfter: number | null;
  /** (before − after) / before × 100, two decimals; null when unverified. */
  reductionPercent: number | null;
  /** HypoPG's estimate of the index's size (estimated); null when unverified. */
  sizeBytes: number | null;
  planBefore: SqlPlanTree | null;
  planAfter: SqlPlanTree | null;
}

export type SqlIndexRejectionReason = 'not-used' | 'too-small-gain' | 'invalid';

export interface SqlRejectedIndex {
  schema: string | null;
  table: string;
  columns: string[];
  reason: SqlIndexRejectionReason;
  /** Planner cost with it, when it could be planned. */
  costAfter: number | null;
  reductionPercent: number | null;
  /** `invalid` only: what HypoPG said. */
  error: string | null;
}

export type SqlUnverifiedReason = 'engine-unsupported' | 'hypopg-not-installed' | 'hypopg-not-permitted';

/**
 * Verified (`verified: true`): `suggestions` are the candidates the planner used with a cost at least 50 %
 * lower, largest gain first, and `rejected` the others with why. Unverified: every candidate in
 * `suggestions` with null figures, `unavailableReason` and `howToEnable` (English; the page translates by
 * reason). No candidate answers both lists empty.
 */
export interface AdviseSqlIndexesResponse extends SuccessResponse {
  verified: boolean;
  unavailableReason?: SqlUnverifiedReason;
  howToEnable?: string;
  /** Verified advice: the query's estimated cost without a new index. */
  costBefore: number | null;
  suggestions: SqlIndexSuggestion[];
  rejected: SqlRejectedIndex[];
}

/**
 * `POST /api/sql/plans/compare` (premium): two EXPLAIN JSON answers of the same engine (for instance the
 * `rawPlan` of two analyses, before and after an index). Nothing reaches a database.
 */
export interface CompareSqlPlansRequest {
  engine: SqlPlanEngine;
  before: unknown;
  after: unknown;
}

export interface SqlPlanNodeRef {
  path: string;
  nodeType: string;
  relation?: string;
  index?: string;
}

export interface SqlPlanDelta {
  unit: 'cost' | 'ms' | 'rows';
  provenance: SqlPlanProvenance;
  before: number;
  after: number;
  change: number;
  /** change / before × 100, one decimal; null when before is 0 and after is not. */
  percent: number | null;
}

export type SqlPlanDeltaName = 'totalCost' | 'exclusiveCost' | 'estimatedRows' | 'measuredRows' | 'inclusiveTime' | 'exclusiveTime';

export interface SqlPlanNodeComparison {
  status: 'matched' | 'removed' | 'added';
  /** How the two nodes were paired. */
  matchedBy?: 'path' | 'subtree' | 'relation' | 'signature' | 'children' | 'parent' | 'type';
  before?: SqlPlanNodeRef;
  after?: SqlPlanNodeRef;
  deltas: Partial<Record<SqlPlanDeltaName, SqlPlanDelta>>;
}

export interface SqlPlanComparison {
  nodes: SqlPlanNodeComparison[];
  totalCost?: SqlPlanDelta;
  executionTime?: SqlPlanDelta;
  planningTime?: SqlPlanDelta;
  historicalMeanTime?: SqlPlanDelta;
  sameShape: boolean;
  counts: { matched: number; removed: number; added: number };
}

export interface CompareSqlPlansResponse extends SuccessResponse {
  comparison: SqlPlanComparison;
  before: SqlPlanTree;
  after: SqlPlanTree;
}

// ---------- dashboard widgets (premium; sql-workbench README, "Analyzer and index advice") ----------

export type SqlChartType = 'bar' | 'line' | 'pie' | 'heatmap';

export type SqlChartSize = 'small' | 'medium' | 'large';

export interface SqlChartSettings {
  type: SqlChartType;
  /** Result column names. */
  x: string;
  y: string;
  groupBy?: string | null;
  /** Data points drawn, 1 to 1,000; the rest become "other". */
  limit: number;
  size: SqlChartSize;
  legend: boolean;
}

export interface SqlWidget {
  id: string;
  name: string;
  /** A saved connection's id, or `sample`. */
  connectionId: string;
  /** One read statement, re-run under the terminal's read-only rules. */
  sql: string;
  chart: SqlChartSettings;
  createdAt: string;
  updatedAt: string;
}

/**
 * `POST /api/sql/widgets` (201) and `PUT /api/sql/widgets/:id`. An account keeps at most 50 widgets. A
 * malformed form answers VALIDATION_FAILED with `details.fields` (`name`, `chart.type`, `chart.limit`…);
 * a connection the caller cannot open SQL_CONNECTION_NOT_FOUND. The query is checked when it runs.
 */
export interface SqlWidgetForm {
  name: string;
  connectionId: string;
  sql: string;
  chart: SqlChartSettings;
}

/** `GET /api/sql/widgets`: the caller's widgets, oldest first (the dashboard's order). */
export interface ListSqlWidgetsResponse extends SuccessResponse {
  widgets: SqlWidget[];
}

export interface SaveSqlWidgetResponse extends SuccessResponse {
  widget: SqlWidget;
}

/** `DELETE /api/sql/widgets/:id`; another user's id answers 404 SQL_WIDGET_NOT_FOUND. */
export type DeleteSqlWidgetResponse = SuccessResponse;

/** A widget's result is the terminal's, run in read mode. */
export type SqlWidgetResult = SqlQueryResult;

/** `POST /api/sql/widgets/:id/run` (no body). */
export interface RunSqlWidgetResponse extends SuccessResponse {
  widget: SqlWidget;
  result: SqlWidgetResult;
}

/** Every code the analysis, advice, comparison and widget calls answer besides the platform's and the connections'. */
export type SqlAnalysisErrorCode =
  | 'SQL_ANALYZE_PARSE_ERROR'
  | 'SQL_ANALYZE_SEVERAL_STATEMENTS'
  | 'SQL_ANALYZE_EMPTY'
  /** The parser's tree held something the analyzer does not know: the statement cannot be analysed. */
  | 'SQL_ANALYZE_UNSUPPORTED'
  | 'SQL_PLAN_UNREADABLE'
  /** Advice for DDL or a statement such as SET or SHOW: the server has no plan to weigh an index with. */
  | 'SQL_PLAN_NOT_AVAILABLE'
  | 'SQL_WIDGET_NOT_FOUND'
  /** 409: an account keeps at most 50 widgets. */
  | 'SQL_WIDGET_LIMIT_REACHED';
