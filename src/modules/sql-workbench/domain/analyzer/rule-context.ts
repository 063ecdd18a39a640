import { SchemaLookup, type AnalyzerSchema } from './schema-snapshot.js';
import { resolveColumn, type ResolvedColumn } from './scope.js';
import type { ColumnExpr, Expr, FromItem, SqlDialect, Statement } from './statement.js';
import { cteNames, dmlScope, queryScopes, type QueryScope, type Scope } from './walk.js';

/** Where in the statement a finding was made; shown beside the fragment. */
export type Clause = 'select' | 'from' | 'join' | 'where' | 'group by' | 'having' | 'order by' | 'limit' | 'set' | 'values' | 'statement';

/** A condition the rules read, with the block it belongs to. */
export interface Condition {
  clause: 'where' | 'join' | 'having';
  expr: Expr;
  scope: Scope;
  /** The joined item for a JOIN … ON condition. */
  item: FromItem | null;
}

/** What every rule receives: the statement, its blocks and conditions worked out once. */
export class RuleContext {
  readonly lookup: SchemaLookup;
  readonly scopes: QueryScope[];
  readonly ctes: Set<string>;
  readonly conditions: Condition[];

  constructor(
    readonly statement: Statement,
    readonly dialect: SqlDialect,
    schema: AnalyzerSchema | null,
  ) {
    this.lookup = new SchemaLookup(schema);
    this.scopes = queryScopes(statement);
    this.ctes = cteNames(statement);
    this.conditions = [];
    for (const scope of this.scopes) this.addConditions(scope.query.from, scope.query.where, scope.query.having, scope);
    for (const dml of dmlStatements(statement)) this.addConditions(dml.from, dml.where, null, dmlScope(dml));
  }

  resolve(column: ColumnExpr, scope: Scope | null): ResolvedColumn | null {
    return resolveColumn(column, scope, this.lookup, this.ctes);
  }

  private addConditions(from: FromItem[], where: Expr | null, having: Expr | null, scope: Scope) {
    for (const item of from) if (item.on) this.conditions.push({ clause: 'join', expr: item.on, scope, item });
    if (where) this.conditions.push({ clause: 'where', expr: where, scope, item: null });
    if (having) this.conditions.push({ clause: 'having', expr: having, scope, item: null });
  }
}

/** The statement's UPDATE and DELETE parts: itself and PostgreSQL's data-modifying CTEs. */
export function dmlStatements(statement: Statement): Extract<Statement, { type: 'update' | 'delete' }>[] {
  const found: Extract<Statement, { type: 'update' | 'delete' }>[] = [];
  const visit = (s: Statement) => {
    if (s.type === 'update' || s.type === 'delete') found.push(s);
    const ctes = s.type === 'select' ? (s.query.kind === 'values' ? [] : s.query.with) : 'with' in s ? s.with : [];
    for (const cte of ctes) if ('type' in cte.body) visit(cte.body);
  };
  visit(statement);
  return found;
}
