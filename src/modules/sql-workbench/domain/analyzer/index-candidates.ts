import { dmlStatements, RuleContext, type Condition } from './rule-context.js';
import type { AnalyzerSchema } from './schema-snapshot.js';
import { columnsIn, isCte, type ResolvedColumn } from './scope.js';
import type { Expr, SqlDialect, Statement, TableSource } from './statement.js';
import { conjuncts, dmlScope } from './walk.js';

export type ColumnUse = 'equality' | 'range' | 'join' | 'sort';

/**
 * An index worth trying: the verified advice creates it hypothetically (HypoPG) and keeps it only if the
 * planner uses it and the cost falls enough (the module README, "Index candidates"); without HypoPG it is
 * shown as unverified. Columns are in index order: equality columns first, then one range or sort
 * column, as a B-tree can use a prefix of equalities followed by one range.
 */
export interface IndexCandidate {
  schema: string | null;
  table: string;
  columns: string[];
  /** What each column serves, in the same order. */
  uses: ColumnUse[];
  /** Higher first: how much of the query the index could serve (weights in USE_WEIGHT). */
  score: number;
}

/** At most this many candidates: each costs a hypothetical index and a re-plan in the advice. */
export const MAX_INDEX_CANDIDATES = 8;

/** An equality narrows most; a join key or a range next; a sort column saves a sort. */
export const USE_WEIGHT: Record<ColumnUse, number> = { equality: 3, join: 2, range: 2, sort: 1 };

const EQUALITY_OPS = new Set(['=', 'IS NOT DISTINCT FROM']);
const RANGE_OPS = new Set(['<', '>', '<=', '>=']);

interface TableUses {
  table: TableSource;
  /** Lower-case column name → its uses, in the order first seen. */
  columns: Map<string, { name: string; uses: Set<ColumnUse>; weight: number; order: number }>;
}

/**
 * Single- and two-column candidates per table from the statement's equality and range filters, join keys
 * and ORDER BY columns, without duplicates and without those an existing index already leads with
 * (when the catalogue is given), best first, at most MAX_INDEX_CANDIDATES.
 */
export function indexCandidates(statement: Statement, dialect: SqlDialect, schema: AnalyzerSchema | null = null): IndexCandidate[] {
  return candidatesFrom(new RuleContext(statement, dialect, schema));
}

export function candidatesFrom(context: RuleContext): IndexCandidate[] {
  const byTable = new Map<TableSource, TableUses>();
  let order = 0;
  const use = (resolved: ResolvedColumn | null, kind: ColumnUse) => {
    if (!resolved || isCte(resolved.table, context.ctes)) return;
    const entry = byTable.get(resolved.table) ?? { table: resolved.table, columns: new Map() };
    byTable.set(resolved.table, entry);
    const key = resolved.column.toLowerCase();
    const column = entry.columns.get(key) ?? { name: resolved.column, uses: new Set<ColumnUse>(), weight: 0, order: order++ };
    entry.columns.set(key, column);
    if (!column.uses.has(kind)) {
      column.uses.add(kind);
      column.weight += USE_WEIGHT[kind];
    }
  };

  for (const condition of context.conditions.filter((c) => c.clause !== 'having')) {
    for (const conjunct of conjuncts(condition.expr)) readPredicate(context, condition, conjunct, use);
  }
  for (const scope of context.scopes) {
    for (const item of scope.query.orderBy) if (item.expr.kind === 'column') use(context.resolve(item.expr, scope), 'sort');
  }
  for (const dml of dmlStatements(context.statement)) {
    const scope = dmlScope(dml);
    for (const item of dml.orderBy) if (item.expr.kind === 'column') use(context.resolve(item.expr, scope), 'sort');
  }

  const candidates = new Map<string, IndexCandidate>();
  const offer = (entry: TableUses, columns: { name: string; use: ColumnUse; weight: number }[], bonus: number) => {
    const table = context.lookup.table(entry.table);
    if (table && context.lookup.hasLeadingIndex(table, columns.map((c) => c.name))) return;
    const key = `${entry.table.schema ?? ''}.${entry.table.name}(${columns.map((c) => c.name).join(',')})`.toLowerCase();
    const candidate: IndexCandidate = {
      schema: entry.table.schema ?? table?.schema ?? null,
      table: table?.name ?? entry.table.name,
      columns: columns.map((c) => c.name),
      uses: columns.map((c) => c.use),
      score: columns.reduce((sum, c) => sum + c.weight, 0) + bonus,
    };
    const previous = candidates.get(key);
    if (!previous || previous.score < candidate.score) candidates.set(key, candidate);
  };

  for (const entry of byTable.values()) {
    const columns = [...entry.columns.values()].sort((a, b) => b.weight - a.weight || a.order - b.order);
    const primary = (c: (typeof columns)[number]): ColumnUse => (['equality', 'join', 'range', 'sort'] as const).find((u) => c.uses.has(u))!;
    for (const c of columns) offer(entry, [{ name: c.name, use: primary(c), weight: c.weight }], 0);
    // Two columns: an equality (or join key) first, then another equality, a range or a sort column.
    const leading = columns.filter((c) => c.uses.has('equality') || c.uses.has('join'));
    for (const first of leading) {
      for (const second of columns) {
        if (second === first) continue;
        const firstUse: ColumnUse = first.uses.has('equality') ? 'equality' : 'join';
        const secondUse: ColumnUse = second.uses.has('equality') ? 'equality' : second.uses.has('join') ? 'join' : second.uses.has('range') ? 'range' : 'sort';
        // Equalities commute: keep one order of the pair (the heavier first).
        if ((secondUse === 'equality' || secondUse === 'join') && leading.indexOf(second) < leading.indexOf(first)) continue;
        offer(entry, [{ name: first.name, use: firstUse, weight: first.weight }, { name: second.name, use: secondUse, weight: second.weight }], 1);
      }
    }
  }
  return [...candidates.values()]
    .sort((a, b) => b.score - a.score || a.columns.length - b.columns.length || a.table.localeCompare(b.table) || a.columns.join().localeCompare(b.columns.join()))
    .slice(0, MAX_INDEX_CANDIDATES);
}

function readPredicate(context: RuleContext, condition: Condition, expr: Expr, use: (c: ResolvedColumn | null, kind: ColumnUse) => void) {
  const resolve = (e: Expr) => (e.kind === 'column' ? context.resolve(e, condition.scope) : null);
  const constant = (e: Expr, subject: ResolvedColumn) => !columnsIn(e).some((c) => sameTable(context.resolve(c, condition.scope), subject)) && e.kind !== 'subquery';
  if (expr.kind === 'binary' && (EQUALITY_OPS.has(expr.op) || RANGE_OPS.has(expr.op) || expr.op === 'LIKE')) {
    const left = resolve(expr.left);
    const right = resolve(expr.right);
    if (left && right) {
      // A correlated reference is a value per outer row: only the inner side is looked up.
      if (left.table !== right.table && expr.op === '=') {
        if (!left.outer) use(left, 'join');
        if (!right.outer) use(right, 'join');
      }
      return;
    }
    const [subject, other] = left ? [left, expr.right] : [right, expr.left];
    if (!subject || !constant(other, subject) || (other.kind === 'literal' && other.type === 'null')) return;
    if (expr.op === 'LIKE') {
      if (other.kind === 'literal' && other.type === 'string' && /^[^%_]/.test(String(other.value))) use(subject, 'range');
      return;
    }
    use(subject, EQUALITY_OPS.has(expr.op) ? 'equality' : 'range');
    return;
  }
  if (expr.kind === 'in' && !expr.negated) {
    const subject = resolve(expr.arg);
    if (subject) use(subject, 'equality');
    return;
  }
  if (expr.kind === 'between' && !expr.negated) {
    const subject = resolve(expr.arg);
    if (subject && constant(expr.low, subject) && constant(expr.high, subject)) use(subject, 'range');
    return;
  }
  if (expr.kind === 'is-null' && !expr.negated) use(resolve(expr.arg), 'equality');
}

function sameTable(a: ResolvedColumn | null, b: ResolvedColumn): boolean {
  return a !== null && a.table === b.table;
}
