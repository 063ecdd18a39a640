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
  hasPassword: true;
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
