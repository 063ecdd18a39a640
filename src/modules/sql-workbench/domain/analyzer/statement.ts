/**
 * The analyzer's own small model of one SQL statement. Both parsers' trees (PostgreSQL's through
 * libpg-query, MySQL/MariaDB's through node-sql-parser) are normalised into it by the adapters in
 * adapters/analyzer, so every lint rule, the complexity score and the index candidates are written once
 * and read the same nodes in both dialects (the module README, "Query analysis"). It keeps only what the
 * analysis reads: anything else becomes an `other` node that still carries its children, so a walk
 * never misses a column or a subquery hidden inside a construct the model does not name.
 */

export type SqlDialect = 'postgresql' | 'mysql';

/** Where a node starts: 0-based character offset into the analysed text, 1-based line and column. */
export interface SourceLocation {
  offset: number;
  line: number;
  column: number;
}

interface Located {
  /** Null where the parser gives no position for the node (node-sql-parser's literals). */
  loc: SourceLocation | null;
}

export interface ColumnExpr extends Located {
  kind: 'column';
  /** The qualifier as written: a table name or an alias; null when unqualified. */
  table: string | null;
  name: string;
}

/** `*` or `t.*` in a select list. */
export interface StarExpr extends Located {
  kind: 'star';
  table: string | null;
}

export type LiteralType = 'number' | 'string' | 'boolean' | 'null' | 'other';

export interface LiteralExpr extends Located {
  kind: 'literal';
  type: LiteralType;
  value: string | number | boolean | null;
}

/** A bind parameter: `$1` (PostgreSQL), `?` (MySQL). */
export interface ParamExpr extends Located {
  kind: 'param';
  text: string;
}

/**
 * Comparison and arithmetic operators, upper case and spelled one way: `<>` for `!=`, `LIKE`, `NOT LIKE`,
 * `ILIKE`, `NOT ILIKE` for PostgreSQL's `~~` family, `IS DISTINCT FROM`, `IS NOT DISTINCT FROM`.
 */
export interface BinaryExpr extends Located {
  kind: 'binary';
  op: string;
  left: Expr;
  right: Expr;
}

/** AND and OR flattened: `a AND (b AND c)` is one node with three arguments. */
export interface LogicalExpr extends Located {
  kind: 'and' | 'or';
  args: Expr[];
}

export interface NotExpr extends Located {
  kind: 'not';
  arg: Expr;
}

export interface IsNullExpr extends Located {
  kind: 'is-null';
  arg: Expr;
  negated: boolean;
}

/** `x IN (…)` with a list, or `x IN (SELECT …)` (also PostgreSQL's `x = ANY (SELECT …)`). */
export interface InExpr extends Located {
  kind: 'in';
  arg: Expr;
  negated: boolean;
  list: Expr[] | null;
  subquery: Query | null;
}

export interface BetweenExpr extends Located {
  kind: 'between';
  arg: Expr;
  low: Expr;
  high: Expr;
  negated: boolean;
}

export interface WindowSpec {
  partitionBy: Expr[];
  orderBy: OrderItem[];
}

export interface FunctionExpr extends Located {
  kind: 'function';
  /** Lower case, without its schema (`pg_catalog.lower` is `lower`). */
  name: string;
  args: Expr[];
  /** `count(*)`. */
  star: boolean;
  distinct: boolean;
  /** An aggregate (by name or by the parser's own flag); a window function's aggregate keeps its `window`. */
  aggregate: boolean;
  window: WindowSpec | null;
}

export interface CastExpr extends Located {
  kind: 'cast';
  arg: Expr;
  /** The target type as written, lower case. */
  type: string;
  /** `::` (PostgreSQL's shorthand) or `CAST(… AS …)`/`CONVERT`. */
  syntax: '::' | 'cast';
}

/** A scalar subquery used as a value. */
export interface SubqueryExpr extends Located {
  kind: 'subquery';
  query: Query;
}

export interface ExistsExpr extends Located {
  kind: 'exists';
  query: Query;
}

/** CASE, intervals, arrays, rows, and whatever else the analysis does not look into by kind. */
export interface OtherExpr extends Located {
  kind: 'other';
  label: string;
  args: Expr[];
}

export type Expr =
  | ColumnExpr
  | StarExpr
  | LiteralExpr
  | ParamExpr
  | BinaryExpr
  | LogicalExpr
  | NotExpr
  | IsNullExpr
  | InExpr
  | BetweenExpr
  | FunctionExpr
  | CastExpr
  | SubqueryExpr
  | ExistsExpr
  | OtherExpr;

export interface SelectItem {
  expr: Expr;
  alias: string | null;
}

export interface OrderItem {
  expr: Expr;
  direction: 'asc' | 'desc' | null;
}

export interface TableSource {
  kind: 'table';
  schema: string | null;
  name: string;
  alias: string | null;
}

export interface SubquerySource {
  kind: 'subquery';
  query: Query;
  alias: string | null;
}

/** A set-returning function in FROM (`generate_series(…)`, `LATERAL f(…)`). */
export interface FunctionSource {
  kind: 'function';
  expr: Expr;
  alias: string | null;
}

export type JoinKind = 'inner' | 'left' | 'right' | 'full' | 'cross';

export interface FromItem extends Located {
  /** Null for the first item and for every comma-separated one (`FROM a, b`). */
  join: JoinKind | null;
  source: TableSource | SubquerySource | FunctionSource;
  on: Expr | null;
  using: string[];
  natural: boolean;
  /** LATERAL (PostgreSQL): the source reads the items before it, so `ON TRUE` is its usual join. */
  lateral: boolean;
}

export interface CommonTableExpression extends Located {
  name: string;
  recursive: boolean;
  /** A query, or PostgreSQL's data-modifying WITH (`WITH d AS (DELETE … RETURNING *)`). */
  body: Query | InsertStatement | UpdateStatement | DeleteStatement;
}

export interface SelectQuery extends Located {
  kind: 'select';
  with: CommonTableExpression[];
  /** `on`: PostgreSQL's DISTINCT ON (…), which keeps one row per key and is not a whole-row DISTINCT. */
  distinct: 'none' | 'all' | 'on';
  columns: SelectItem[];
  from: FromItem[];
  where: Expr | null;
  groupBy: Expr[];
  having: Expr | null;
  orderBy: OrderItem[];
  limit: Expr | null;
  offset: Expr | null;
  /** FOR UPDATE / FOR SHARE and their kin. */
  locking: boolean;
}

export interface SetOperationQuery extends Located {
  kind: 'set';
  op: 'union' | 'intersect' | 'except';
  /** UNION ALL: duplicates kept, no sort or hash to remove them. */
  all: boolean;
  left: Query;
  right: Query;
  with: CommonTableExpression[];
  orderBy: OrderItem[];
  limit: Expr | null;
  offset: Expr | null;
}

export interface ValuesQuery extends Located {
  kind: 'values';
  rows: Expr[][];
}

export type Query = SelectQuery | SetOperationQuery | ValuesQuery;

export interface Assignment {
  column: ColumnExpr;
  value: Expr;
}

export interface SelectStatement extends Located {
  type: 'select';
  query: Query;
}

export interface InsertStatement extends Located {
  type: 'insert';
  with: CommonTableExpression[];
  table: TableSource;
  /** Empty when the statement names no columns (`INSERT INTO t VALUES (…)`). */
  columns: string[];
  /** VALUES rows or a query; null for `DEFAULT VALUES`. */
  source: Query | null;
  /** ON CONFLICT … DO UPDATE (PostgreSQL), ON DUPLICATE KEY UPDATE (MySQL). */
  upsert: Assignment[];
  /** REPLACE INTO (MySQL): deletes the conflicting row before inserting. */
  replace: boolean;
  returning: SelectItem[];
}

/**
 * UPDATE and DELETE keep every table in scope in `from`, the written ones included, with `targets`
 * pointing at the written sources: PostgreSQL's `UPDATE t … FROM u` and `DELETE FROM t USING u` give t
 * first and u as a comma item (joined by WHERE), MySQL's multi-table forms give their join list.
 */
export interface UpdateStatement extends Located {
  type: 'update';
  with: CommonTableExpression[];
  targets: TableSource[];
  from: FromItem[];
  assignments: Assignment[];
  where: Expr | null;
  orderBy: OrderItem[];
  limit: Expr | null;
  returning: SelectItem[];
}

export interface DeleteStatement extends Located {
  type: 'delete';
  with: CommonTableExpression[];
  targets: TableSource[];
  from: FromItem[];
  where: Expr | null;
  orderBy: OrderItem[];
  limit: Expr | null;
  returning: SelectItem[];
}

export interface DdlStatement extends Located {
  type: 'ddl';
  /** Upper case, e.g. `CREATE TABLE`, `DROP TABLE`, `TRUNCATE`, `ALTER TABLE`, `CREATE INDEX`. */
  action: string;
  tables: TableSource[];
  /** Drops or empties data: DROP TABLE/SCHEMA/DATABASE, TRUNCATE. */
  destructive: boolean;
}

export interface OtherStatement extends Located {
  type: 'other';
  /** Upper case, e.g. `SET`, `SHOW`, `EXPLAIN`, `GRANT`. */
  action: string;
}

export type Statement = SelectStatement | InsertStatement | UpdateStatement | DeleteStatement | DdlStatement | OtherStatement;

export type StatementType = Statement['type'];

export interface ParseError {
  /** 1-based. */
  line: number;
  column: number;
  message: string;
}

/**
 * What a statement parser answers for a text: one statement, a syntax error (the first one), several
 * statements (the analyzer reads one at a time, as the terminal runs one), or nothing but comments.
 */
export type ParseOutcome =
  | { kind: 'statement'; dialect: SqlDialect; statement: Statement }
  | { kind: 'error'; dialect: SqlDialect; error: ParseError }
  | { kind: 'several'; dialect: SqlDialect; count: number; lines: number[] }
  | { kind: 'empty'; dialect: SqlDialect };

/** Implemented by adapters/analyzer, one per dialect. */
export interface StatementParser {
  readonly dialect: SqlDialect;
  parse(text: string): Promise<ParseOutcome>;
}

/**
 * Names the analysis counts as aggregates when a parser does not say so itself (libpg-query cannot:
 * whether `foo(x)` aggregates depends on the catalogue, so the common built-ins are listed).
 */
export const AGGREGATE_FUNCTIONS: ReadonlySet<string> = new Set([
  'count', 'sum', 'avg', 'min', 'max', 'array_agg', 'string_agg', 'json_agg', 'jsonb_agg', 'json_object_agg',
  'jsonb_object_agg', 'json_arrayagg', 'json_objectagg', 'bool_and', 'bool_or', 'every', 'bit_and', 'bit_or',
  'bit_xor', 'group_concat', 'stddev', 'stddev_pop', 'stddev_samp', 'std', 'variance', 'var_pop', 'var_samp',
  'percentile_cont', 'percentile_disc', 'mode', 'corr', 'covar_pop', 'covar_samp', 'regr_slope', 'xmlagg',
]);
