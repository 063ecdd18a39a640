import type {
  CommonTableExpression,
  DeleteStatement,
  Expr,
  FromItem,
  Query,
  SelectQuery,
  SourceLocation,
  Statement,
  UpdateStatement,
} from './statement.js';

/** The expressions directly inside one, subqueries left out (they are scopes of their own). */
export function childExprs(expr: Expr): Expr[] {
  switch (expr.kind) {
    case 'binary':
      return [expr.left, expr.right];
    case 'and':
    case 'or':
      return expr.args;
    case 'not':
    case 'is-null':
    case 'cast':
      return [expr.arg];
    case 'in':
      return [expr.arg, ...(expr.list ?? [])];
    case 'between':
      return [expr.arg, expr.low, expr.high];
    case 'function':
      return [...expr.args, ...(expr.window ? [...expr.window.partitionBy, ...expr.window.orderBy.map((o) => o.expr)] : [])];
    case 'other':
      return expr.args;
    default:
      return [];
  }
}

/** Depth first, the node before its children; subqueries are not entered. */
export function walkExpr(expr: Expr | null, visit: (expr: Expr) => void): void {
  if (!expr) return;
  visit(expr);
  for (const child of childExprs(expr)) walkExpr(child, visit);
}

export function someExpr(expr: Expr | null, test: (expr: Expr) => boolean): boolean {
  let found = false;
  walkExpr(expr, (e) => {
    if (!found && test(e)) found = true;
  });
  return found;
}

/** The conjuncts of a condition: `a AND b AND c` gives three, anything else itself. */
export function conjuncts(expr: Expr | null): Expr[] {
  if (!expr) return [];
  return expr.kind === 'and' ? expr.args.flatMap(conjuncts) : [expr];
}

/** The earliest position found in the node or its children: parsers do not place every node. */
export function locationOf(expr: Expr | null): SourceLocation | null {
  if (!expr) return null;
  let best: SourceLocation | null = expr.loc;
  for (const child of childExprs(expr)) {
    const loc = locationOf(child);
    if (loc && (!best || loc.offset < best.offset)) best = loc;
  }
  return best;
}

export type QueryRole = 'statement' | 'cte' | 'from' | 'scalar' | 'exists' | 'in' | 'set-member' | 'insert-source';

/** The names a block can see: its own FROM sources, then its parents' (correlation). */
export interface Scope {
  /** Alias or name (lower case) of every FROM source of this block. */
  sources: Map<string, FromItem['source']>;
  parent: Scope | null;
}

/** One SELECT block with where it sits: the rules judge a block differently at the top and inside EXISTS. */
export interface QueryScope extends Scope {
  query: SelectQuery;
  role: QueryRole;
  /** Nesting below the statement: 0 for the statement's own block(s). */
  depth: number;
}

/** Every SELECT block of the statement, outermost first, with its role and parent. */
export function queryScopes(statement: Statement): QueryScope[] {
  const scopes: QueryScope[] = [];
  const visitQuery = (query: Query, role: QueryRole, parent: Scope | null, depth: number) => {
    if (query.kind === 'values') {
      for (const row of query.rows) for (const value of row) visitExpr(value, parent, depth);
      return;
    }
    if (query.kind === 'set') {
      visitCtes(query.with, parent, depth);
      visitQuery(query.left, role === 'statement' ? 'statement' : 'set-member', parent, depth);
      visitQuery(query.right, role === 'statement' ? 'statement' : 'set-member', parent, depth);
      for (const item of query.orderBy) visitExpr(item.expr, parent, depth);
      return;
    }
    const scope: QueryScope = { query, role, parent, depth, sources: sourcesOf(query.from) };
    scopes.push(scope);
    visitCtes(query.with, scope, depth + 1);
    visitFrom(query.from, scope, depth + 1);
    const exprs: (Expr | null)[] = [
      ...query.columns.map((c) => c.expr),
      query.where,
      ...query.groupBy,
      query.having,
      ...query.orderBy.map((o) => o.expr),
      query.limit,
      query.offset,
    ];
    for (const expr of exprs) visitExpr(expr, scope, depth + 1);
  };
  const visitExpr = (expr: Expr | null, parent: Scope | null, depth: number) => {
    walkExpr(expr, (e) => {
      if (e.kind === 'subquery') visitQuery(e.query, 'scalar', parent, depth);
      else if (e.kind === 'exists') visitQuery(e.query, 'exists', parent, depth);
      else if (e.kind === 'in' && e.subquery) visitQuery(e.subquery, 'in', parent, depth);
    });
  };
  const visitFrom = (from: FromItem[], parent: Scope | null, depth: number) => {
    for (const item of from) {
      if (item.source.kind === 'subquery') visitQuery(item.source.query, 'from', parent, depth);
      if (item.source.kind === 'function') visitExpr(item.source.expr, parent, depth);
      visitExpr(item.on, parent, depth);
    }
  };
  const visitCtes = (ctes: CommonTableExpression[], parent: Scope | null, depth: number) => {
    for (const cte of ctes) {
      if ('type' in cte.body) visitStatement(cte.body, depth);
      else visitQuery(cte.body, 'cte', parent, depth);
    }
  };
  const visitStatement = (s: Statement, depth: number) => {
    switch (s.type) {
      case 'select':
        visitQuery(s.query, 'statement', null, depth);
        return;
      case 'insert':
        visitCtes(s.with, null, depth);
        if (s.source) visitQuery(s.source, 'insert-source', null, depth);
        for (const a of s.upsert) visitExpr(a.value, null, depth);
        return;
      case 'update':
      case 'delete': {
        const scope = dmlScope(s);
        visitCtes(s.with, null, depth);
        visitFrom(s.from, scope, depth + 1);
        if (s.type === 'update') for (const a of s.assignments) visitExpr(a.value, scope, depth + 1);
        visitExpr(s.where, scope, depth + 1);
        return;
      }
      default:
    }
  };
  visitStatement(statement, 0);
  return scopes;
}

/** The scope of an UPDATE or DELETE: its target and the tables it joins. */
export function dmlScope(statement: UpdateStatement | DeleteStatement): Scope {
  return { sources: sourcesOf(statement.from), parent: null };
}

export function sourcesOf(from: FromItem[]): Map<string, FromItem['source']> {
  const sources = new Map<string, FromItem['source']>();
  for (const item of from) {
    const source = item.source;
    const key = source.alias ?? (source.kind === 'table' ? source.name : null);
    if (key) sources.set(key.toLowerCase(), source);
  }
  return sources;
}

/** Every CTE name the statement defines, lower case: such names in FROM are not tables. */
export function cteNames(statement: Statement): Set<string> {
  const names = new Set<string>();
  const add = (ctes: CommonTableExpression[]) => {
    for (const cte of ctes) {
      names.add(cte.name.toLowerCase());
      if ('type' in cte.body) add('with' in cte.body ? cte.body.with : []);
      else addQuery(cte.body);
    }
  };
  const addQuery = (query: Query) => {
    if (query.kind === 'select' || query.kind === 'set') add(query.with);
    if (query.kind === 'set') {
      addQuery(query.left);
      addQuery(query.right);
    }
  };
  if (statement.type === 'select') addQuery(statement.query);
  if (statement.type === 'insert' || statement.type === 'update' || statement.type === 'delete') add(statement.with);
  for (const scope of queryScopes(statement)) add(scope.query.with);
  return names;
}
