import type { RuleContext } from './rule-context.js';
import { dmlStatements } from './rule-context.js';
import type { CommonTableExpression, Query } from './statement.js';
import { walkExpr } from './walk.js';

export type ComplexityFactor =
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

export interface ComplexityReason {
  factor: ComplexityFactor;
  count: number;
  points: number;
}

export type ComplexityLevel = 'simple' | 'moderate' | 'complex' | 'very complex';

export interface Complexity {
  score: number;
  level: ComplexityLevel;
  /** Only the factors present, heaviest first. */
  reasons: ComplexityReason[];
}

/**
 * Points per occurrence: what makes a plan harder to get right and a query harder to read. A join or a
 * CTE adds a plan node with its own estimate; a subquery adds a plan of its own, a correlated one runs
 * per row; a window function sorts again; a recursive CTE loops. The weights are ours, kept small and
 * stated so the score can be explained from its reasons.
 */
export const COMPLEXITY_POINTS: Record<ComplexityFactor, number> = {
  joins: 2,
  subqueries: 3,
  'correlated subqueries': 2,
  ctes: 2,
  'recursive ctes': 3,
  aggregations: 2,
  'window functions': 3,
  'set operations': 2,
  distinct: 1,
  'case expressions': 1,
  sorts: 1,
};

/** Upper bounds of each level (inclusive); above the last is `very complex`. */
export const COMPLEXITY_LEVELS: [ComplexityLevel, number][] = [
  ['simple', 3],
  ['moderate', 10],
  ['complex', 20],
];

export function complexityOf(context: RuleContext, correlatedCount: number): Complexity {
  const counts = new Map<ComplexityFactor, number>();
  const add = (factor: ComplexityFactor, n = 1) => counts.set(factor, (counts.get(factor) ?? 0) + n);
  const seenCtes = new Set<CommonTableExpression>();
  const countCtes = (ctes: CommonTableExpression[]) => {
    for (const cte of ctes) {
      if (seenCtes.has(cte)) continue;
      seenCtes.add(cte);
      add(cte.recursive && referencesItself(cte) ? 'recursive ctes' : 'ctes');
      if (!('type' in cte.body)) countSetOps(cte.body);
    }
  };
  const countSetOps = (query: Query) => {
    if (query.kind !== 'set') return;
    add('set operations');
    countCtes(query.with);
    countSetOps(query.left);
    countSetOps(query.right);
  };
  const statement = context.statement;
  if (statement.type === 'select') countSetOps(statement.query);
  if (statement.type === 'insert' && statement.source) countSetOps(statement.source);
  if ('with' in statement) countCtes(statement.with);
  for (const dml of dmlStatements(statement)) add('joins', Math.max(0, dml.from.length - 1));

  for (const scope of context.scopes) {
    const q = scope.query;
    countCtes(q.with);
    add('joins', Math.max(0, q.from.length - 1));
    if (scope.depth > 0 && scope.role !== 'cte' && scope.role !== 'set-member') add('subqueries');
    if (q.distinct !== 'none') add('distinct');
    if (q.orderBy.length > 0) add('sorts');
    let aggregates = q.groupBy.length > 0;
    for (const expr of [...q.columns.map((c) => c.expr), q.where, q.having, ...q.orderBy.map((o) => o.expr)]) {
      walkExpr(expr, (e) => {
        if (e.kind === 'function' && e.window) add('window functions');
        else if (e.kind === 'function' && e.aggregate) aggregates = true;
        if (e.kind === 'other' && e.label === 'CASE') add('case expressions');
      });
    }
    for (const item of q.from) {
      if (item.source.kind === 'subquery' && item.source.query.kind === 'set') countSetOps(item.source.query);
    }
    if (aggregates) add('aggregations');
  }
  if (correlatedCount > 0) add('correlated subqueries', correlatedCount);

  const reasons = [...counts.entries()]
    .filter(([, count]) => count > 0)
    .map(([factor, count]) => ({ factor, count, points: count * COMPLEXITY_POINTS[factor] }))
    .sort((a, b) => b.points - a.points || a.factor.localeCompare(b.factor));
  const score = reasons.reduce((sum, r) => sum + r.points, 0);
  const level = COMPLEXITY_LEVELS.find(([, max]) => score <= max)?.[0] ?? 'very complex';
  return { score, level, reasons };
}

/** PostgreSQL and MySQL accept WITH RECURSIVE for a CTE that does not recurse; only a real loop counts. */
function referencesItself(cte: CommonTableExpression): boolean {
  const name = cte.name.toLowerCase();
  const body = cte.body;
  if ('type' in body) return false;
  const visit = (query: Query): boolean => {
    if (query.kind === 'set') return visit(query.left) || visit(query.right);
    if (query.kind === 'values') return false;
    return query.from.some((item) => (item.source.kind === 'table' && item.source.name.toLowerCase() === name) || (item.source.kind === 'subquery' && visit(item.source.query)));
  };
  return visit(body);
}
