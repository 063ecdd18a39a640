import { clip, renderExpr, renderFromItem, renderOrderBy, renderQuery } from './render.js';
import type { Clause, Condition, RuleContext } from './rule-context.js';
import { dmlStatements } from './rule-context.js';
import { typeFamily } from './schema-snapshot.js';
import { columnsIn, isCte, type ResolvedColumn } from './scope.js';
import type { Expr, FunctionExpr, Query, SelectQuery, SourceLocation, SqlDialect, Statement, TableSource } from './statement.js';
import { conjuncts, locationOf, queryScopes, someExpr, sourcesOf, walkExpr, type QueryScope, type Scope } from './walk.js';

export type LintSeverity = 'error' | 'warning' | 'info';

export interface LintEvidence {
  /** The fragment as SQL, rebuilt from the parse tree (render.ts says why). */
  fragment: string;
  clause: Clause;
  /** Where the fragment starts; null when the parser placed none of its nodes. */
  location: SourceLocation | null;
}

export interface LintFinding {
  ruleId: string;
  severity: LintSeverity;
  /** English; the page translates by `ruleId`. */
  message: string;
  evidence: LintEvidence;
}

export interface LintRule {
  /** Stable: the page's translations and saved findings key on it. */
  id: string;
  severity: LintSeverity;
  /** One line saying what the rule looks for. */
  summary: string;
  dialects: readonly SqlDialect[];
  /** Reads the catalogue: quiet without one. */
  needsSchema: boolean;
  check(context: RuleContext): Omit<LintFinding, 'ruleId' | 'severity'>[];
}

/** OFFSET from which paging by offset is reported: the server reads and drops that many rows per page. */
export const LARGE_OFFSET = 1000;
/** IN lists from this many values are reported. */
export const LARGE_IN_LIST = 100;
/** DISTINCT over this many select expressions (or a star) is reported. */
export const DISTINCT_MANY_COLUMNS = 5;
/** A read whose tables the catalogue estimates below this many rows is not "large" for ORDER BY without LIMIT. */
export const LARGE_READ_ROWS = 10_000;

const BOTH: readonly SqlDialect[] = ['postgresql', 'mysql'];
const COMPARISONS = new Set(['=', '<>', '<', '>', '<=', '>=', 'LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE', 'IS DISTINCT FROM', 'IS NOT DISTINCT FROM']);
const LIKES = new Set(['LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%', '||', 'DIV', 'MOD']);
const RANDOM_FUNCTIONS = new Set(['random', 'rand']);

type Hit = Omit<LintFinding, 'ruleId' | 'severity'>;

const hit = (message: string, expr: Expr, clause: Clause): Hit => ({ message, evidence: { fragment: renderExpr(expr), clause, location: locationOf(expr) } });

/** Each predicate of a condition with its comparison operands: `a = 1`, `x IN (…)`, `y BETWEEN …`, `z LIKE …`. */
function predicates(condition: Condition, visit: (predicate: Expr, operands: Expr[]) => void) {
  walkExpr(condition.expr, (e) => {
    if (e.kind === 'binary' && COMPARISONS.has(e.op)) visit(e, [e.left, e.right]);
    else if (e.kind === 'in') visit(e, [e.arg, ...(e.list ?? [])]);
    else if (e.kind === 'between') visit(e, [e.arg, e.low, e.high]);
  });
}

/** Filters and join conditions, where an index could serve a predicate (HAVING works on groups). */
const indexable = (context: RuleContext) => context.conditions.filter((c) => c.clause !== 'having');

const isAggregateCall = (e: Expr): e is FunctionExpr => e.kind === 'function' && e.aggregate && !e.window;

function numberValue(expr: Expr | null): number | null {
  if (expr?.kind !== 'literal' || expr.type !== 'number') return null;
  const value = Number(expr.value);
  return Number.isFinite(value) ? value : null;
}

function statementLabel(statement: Statement): string {
  if (statement.type === 'update' || statement.type === 'delete') {
    const target = statement.targets[0];
    return `${statement.type.toUpperCase()} ${target ? target.name : ''}`.trim();
  }
  return statement.type.toUpperCase();
}

function statementHit(message: string, statement: Statement, fragment: string): Hit {
  return { message, evidence: { fragment, clause: 'statement', location: statement.loc } };
}

/** Blocks that produce rows for someone: not EXISTS (its select list is never read). */
const producing = (scope: QueryScope) => scope.role !== 'exists';

function columnOwner(context: RuleContext, condition: Condition, expr: Expr): ResolvedColumn | null {
  return expr.kind === 'column' ? context.resolve(expr, condition.scope) : null;
}

/** Every set operation of a query tree, outermost first. */
function setOperations(query: Query): Extract<Query, { kind: 'set' }>[] {
  if (query.kind !== 'set') return [];
  return [query, ...setOperations(query.left), ...setOperations(query.right)];
}

function allQueries(context: RuleContext): Query[] {
  const roots: Query[] = [];
  const statement = context.statement;
  if (statement.type === 'select') roots.push(statement.query);
  if (statement.type === 'insert' && statement.source) roots.push(statement.source);
  for (const scope of context.scopes) {
    for (const cte of scope.query.with) if (!('type' in cte.body)) roots.push(cte.body);
    for (const item of scope.query.from) if (item.source.kind === 'subquery') roots.push(item.source.query);
    for (const expr of [...scope.query.columns.map((c) => c.expr), scope.query.where, scope.query.having]) {
      walkExpr(expr, (e) => {
        if (e.kind === 'subquery' || e.kind === 'exists') roots.push(e.query);
        if (e.kind === 'in' && e.subquery) roots.push(e.subquery);
      });
    }
  }
  for (const dml of dmlStatements(statement)) {
    for (const item of dml.from) if (item.source.kind === 'subquery') roots.push(item.source.query);
    walkExpr(dml.where, (e) => {
      if (e.kind === 'subquery' || e.kind === 'exists') roots.push(e.query);
      if (e.kind === 'in' && e.subquery) roots.push(e.subquery);
    });
  }
  const withs = statement.type === 'select' ? (statement.query.kind === 'values' ? [] : statement.query.with) : 'with' in statement ? statement.with : [];
  for (const cte of withs) if (!('type' in cte.body)) roots.push(cte.body);
  return [...new Set(roots)];
}

/** The selected expression of a one-column subquery, for NOT IN's nullable check. */
function singleSelected(query: Query): Expr | null {
  if (query.kind !== 'select' || query.columns.length !== 1) return null;
  return query.columns[0]!.expr;
}

const selectStar: LintRule = {
  id: 'select-star',
  severity: 'warning',
  summary: 'SELECT * (or t.*) in a select list whose rows are read',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.scopes.filter(producing).flatMap((scope) => {
      const star = scope.query.columns.find((c) => c.expr.kind === 'star');
      return star
        ? [hit('SELECT * reads every column: name the columns the caller uses, so the query survives a changed table and an index can cover it.', star.expr, 'select')]
        : [];
    }),
};

const updateWithoutWhere: LintRule = {
  id: 'update-without-where',
  severity: 'error',
  summary: 'UPDATE without WHERE changes every row',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    dmlStatements(context.statement)
      .filter((s) => s.type === 'update' && !s.where)
      .map((s) => statementHit('UPDATE without WHERE changes every row of the table.', s, `${statementLabel(s)} SET … (no WHERE)`)),
};

const deleteWithoutWhere: LintRule = {
  id: 'delete-without-where',
  severity: 'error',
  summary: 'DELETE without WHERE removes every row',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    dmlStatements(context.statement)
      .filter((s) => s.type === 'delete' && !s.where)
      .map((s) => statementHit('DELETE without WHERE removes every row of the table (TRUNCATE says so openly and is faster).', s, `${statementLabel(s)} (no WHERE)`)),
};

/** The pattern's leading text when it is a literal or starts as one (`concat('%', ?)`, `'%' || ?`). */
function patternStart(expr: Expr): string | null {
  if (expr.kind === 'literal' && expr.type === 'string') return String(expr.value);
  if (expr.kind === 'function' && expr.name === 'concat' && expr.args[0]) return patternStart(expr.args[0]);
  if (expr.kind === 'binary' && expr.op === '||') return patternStart(expr.left);
  return null;
}

const likeLeadingWildcard: LintRule = {
  id: 'like-leading-wildcard',
  severity: 'warning',
  summary: "LIKE or ILIKE with a pattern that starts with % or _",
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.conditions.flatMap((condition) => {
      const hits: Hit[] = [];
      walkExpr(condition.expr, (e) => {
        if (e.kind !== 'binary' || !LIKES.has(e.op)) return;
        const start = patternStart(e.right);
        if (start !== null && /^[%_]/.test(start)) {
          hits.push(hit('A pattern that starts with a wildcard cannot use a B-tree index: every row is read. Anchor the pattern, or use a trigram (pg_trgm) or full-text index.', e, condition.clause));
        }
      });
      return hits;
    }),
};

const likeWithoutWildcard: LintRule = {
  id: 'like-without-wildcard',
  severity: 'info',
  summary: 'LIKE with a literal pattern that has no wildcard',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.conditions.flatMap((condition) => {
      const hits: Hit[] = [];
      walkExpr(condition.expr, (e) => {
        if (e.kind === 'binary' && (e.op === 'LIKE' || e.op === 'NOT LIKE') && e.right.kind === 'literal' && e.right.type === 'string' && !/[%_]/.test(String(e.right.value))) {
          hits.push(hit(`LIKE without % or _ is an equality: write ${e.op === 'LIKE' ? '=' : '<>'}, which reads plainly and plans as one.`, e, condition.clause));
        }
      });
      return hits;
    }),
};

/** The operand holds a column under a wrapper of the given kind (a function, a cast, arithmetic). */
function wrappedColumns(operand: Expr, wrapper: (e: Expr) => boolean): Expr | null {
  let found: Expr | null = null;
  walkExpr(operand, (e) => {
    if (!found && wrapper(e) && columnsIn(e).length > 0) found = e;
  });
  return found;
}

/**
 * An index expression as the catalogue prints it (PostgreSQL: `lower((email)::text)`) and the query's
 * expression compared without case, quotes, spaces, casts and the parentheses around a bare name.
 */
function normalise(text: string): string {
  let result = text.toLowerCase().replace(/[\s"`]/g, '').replace(/::[\w.]+(\[\])?/g, '');
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result.replace(/\((\w+)\)/g, '$1');
  }
  return result;
}

function expressionIndexed(context: RuleContext, condition: Condition, expr: Expr): boolean {
  const [column] = columnsIn(expr);
  const owner = column ? context.resolve(column, condition.scope) : null;
  const table = owner ? context.lookup.table(owner.table) : null;
  if (!table) return false;
  const wanted = normalise(renderExpr({ ...expr, ...(expr.kind === 'function' ? { args: expr.args.map(stripQualifier) } : {}) } as Expr));
  return table.indexes.some((index) => !index.predicate && index.columns.some((c) => normalise(c) === wanted));
}

const stripQualifier = (e: Expr): Expr => (e.kind === 'column' ? { ...e, table: null } : e);

const functionOnColumn: LintRule = {
  id: 'function-on-column',
  severity: 'warning',
  summary: 'A function wraps a column in a filter or join condition (lower(email) = …)',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    indexable(context).flatMap((condition) => {
      const hits: Hit[] = [];
      predicates(condition, (_predicate, operands) => {
        for (const operand of operands) {
          const call = wrappedColumns(operand, (e) => e.kind === 'function' && !e.aggregate && !e.window);
          if (call && !expressionIndexed(context, condition, call)) {
            hits.push(hit(`${renderExpr(call)} hides the column from its index: compare the bare column (move the function to the other side) or index the expression.`, call, condition.clause));
          }
        }
      });
      return hits;
    }),
};

const castOnColumn: LintRule = {
  id: 'cast-on-column',
  severity: 'warning',
  summary: 'A cast of a column in a filter or join condition (col::text = …, CAST(col AS …))',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    indexable(context).flatMap((condition) => {
      const hits: Hit[] = [];
      predicates(condition, (_predicate, operands) => {
        for (const operand of operands) {
          const cast = wrappedColumns(operand, (e) => e.kind === 'cast');
          if (cast) hits.push(hit(`${renderExpr(cast)} converts the column on every row, so an index on it is not used: cast the other side to the column's type instead.`, cast, condition.clause));
        }
      });
      return hits;
    }),
};

const expressionOnColumn: LintRule = {
  id: 'arithmetic-on-column',
  severity: 'info',
  summary: 'Arithmetic on a column in a filter (price * 1.2 > 100, created_at + interval … > now())',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    indexable(context).flatMap((condition) => {
      const hits: Hit[] = [];
      predicates(condition, (predicate, operands) => {
        if (predicate.kind !== 'binary' || LIKES.has(predicate.op)) return;
        const bare = operands.filter((o) => o.kind === 'column').length;
        for (const operand of operands) {
          if (operand.kind === 'binary' && ARITHMETIC.has(operand.op) && columnsIn(operand).length === 1 && bare === 0) {
            hits.push(hit(`${renderExpr(operand)} computes on the column, so an index on it is not used: move the arithmetic to the other side.`, operand, condition.clause));
          }
        }
      });
      return hits;
    }),
};

/** Source keys (alias or name, lower case) a conjunct links, unqualified columns placed through the catalogue. */
function linkedKeys(context: RuleContext, expr: Expr, scope: Scope): Set<string> | 'unknown' {
  const keys = new Set<string>();
  const columns = columnsIn(expr);
  // One column cannot tie two tables together, wherever it belongs.
  if (columns.length < 2) return keys;
  for (const column of columns) {
    if (column.table) {
      keys.add(column.table.toLowerCase());
      continue;
    }
    const owner = context.resolve(column, scope);
    if (!owner) return 'unknown';
    keys.add((owner.table.alias ?? owner.table.name).toLowerCase());
  }
  return keys;
}

const implicitCrossJoin: LintRule = {
  id: 'implicit-cross-join',
  severity: 'warning',
  summary: 'FROM a, b (or MySQL\'s JOIN without ON) with no condition linking b to the tables before it',
  dialects: BOTH,
  needsSchema: false,
  check: (context) => {
    const blocks: { from: SelectQuery['from']; where: Expr | null; scope: Scope }[] = [
      ...context.scopes.map((s) => ({ from: s.query.from, where: s.query.where, scope: s as Scope })),
      ...dmlStatements(context.statement).map((s) => ({ from: s.from, where: s.where, scope: { sources: sourcesOf(s.from), parent: null } })),
    ];
    return blocks.flatMap(({ from, where, scope }) => {
      const keyOf = (item: SelectQuery['from'][number]) => (item.source.alias ?? (item.source.kind === 'table' ? item.source.name : `#${from.indexOf(item)}`)).toLowerCase();
      // Items linked by a condition, directly or through others (a, b, c WHERE a.id = c.a AND b.id = c.b).
      const group = new Map(from.map((item) => [keyOf(item), keyOf(item)]));
      const find = (key: string): string => {
        const parent = group.get(key) ?? key;
        return parent === key ? key : find(parent);
      };
      const link = (keys: string[]) => {
        const own = keys.filter((key) => group.has(key));
        for (const key of own.slice(1)) group.set(find(key), find(own[0]!));
      };
      from.forEach((item, index) => {
        // An explicit JOIN (or a derived table, a function) ties to the items before it.
        if (index > 0 && (!isBare(item) || item.source.kind !== 'table')) link([keyOf(from[index - 1]!), keyOf(item)]);
      });
      for (const conjunct of conjuncts(where)) {
        const keys = linkedKeys(context, conjunct, scope);
        // A condition between columns that cannot be placed may tie anything: assume it does.
        link(keys === 'unknown' ? [...group.keys()] : [...keys]);
      }
      const first = from[0] ? find(keyOf(from[0])) : null;
      return from
        .filter((item, index) => index > 0 && isBare(item) && item.source.kind === 'table' && find(keyOf(item)) !== first)
        .map((item) => ({
          message: `${item.source.kind === 'table' ? item.source.name : keyOf(item)} is joined with no condition tying it to the other tables: every row pairs with every row (a Cartesian product). Write a JOIN … ON with the key.`,
          evidence: { fragment: renderFromItem(item), clause: 'from' as const, location: item.loc },
        }));
    });
  },
};

/** A comma item, or MySQL's `a JOIN b` without ON or USING, which is the same. */
function isBare(item: SelectQuery['from'][number]): boolean {
  return item.join === null || (item.join === 'inner' && !item.on && item.using.length === 0 && !item.natural);
}

const joinOnConstant: LintRule = {
  id: 'join-on-constant',
  severity: 'warning',
  summary: 'JOIN … ON a condition that names no column (ON 1=1, ON TRUE)',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.conditions
      .filter((c) => c.clause === 'join' && c.item && !c.item.lateral && columnsIn(c.expr).length === 0 && !someExpr(c.expr, (e) => e.kind === 'subquery' || e.kind === 'exists' || e.kind === 'param'))
      .map((c) => ({
        message: `ON ${renderExpr(c.expr)} joins every row with every row (a Cartesian product); write CROSS JOIN if that is meant, else the key.`,
        evidence: { fragment: renderFromItem(c.item!), clause: 'join' as const, location: c.item!.loc },
      })),
};

const naturalJoin: LintRule = {
  id: 'natural-join',
  severity: 'warning',
  summary: 'NATURAL JOIN (joins on every column name the two sides share)',
  dialects: ['postgresql'],
  needsSchema: false,
  check: (context) =>
    context.scopes.flatMap((scope) =>
      scope.query.from
        .filter((item) => item.natural)
        .map((item) => ({
          message: 'NATURAL JOIN joins on every column name the tables share: a column added later (created_at, name) silently joins too. Name the key with ON or USING.',
          evidence: { fragment: renderFromItem(item), clause: 'join' as const, location: item.loc },
        })),
    ),
};

/** The one column a simple predicate is about, or null (`a = 1`, `a IN (…)`, `a LIKE …`, `a IS NULL`). */
function predicateColumn(context: RuleContext, expr: Expr, scope: Scope): string | null {
  const subject =
    expr.kind === 'binary' && COMPARISONS.has(expr.op)
      ? expr.left.kind === 'column'
        ? expr.left
        : expr.right.kind === 'column'
          ? expr.right
          : null
      : expr.kind === 'in' || expr.kind === 'between' || expr.kind === 'is-null'
        ? expr.arg.kind === 'column'
          ? expr.arg
          : null
        : null;
  if (!subject) return null;
  const owner = context.resolve(subject, scope);
  return owner ? `${(owner.table.alias ?? owner.table.name).toLowerCase()}.${owner.column.toLowerCase()}` : `${subject.table?.toLowerCase() ?? ''}.${subject.name.toLowerCase()}`;
}

const orAcrossColumns: LintRule = {
  id: 'or-across-columns',
  severity: 'info',
  summary: 'OR between predicates on different columns in WHERE',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.conditions
      .filter((c) => c.clause === 'where')
      .flatMap((condition) => {
        const hits: Hit[] = [];
        walkExpr(condition.expr, (e) => {
          if (e.kind !== 'or') return;
          const columns = e.args.map((arg) => predicateColumn(context, arg, condition.scope));
          const distinct = new Set(columns.filter((c): c is string => c !== null));
          if (distinct.size >= 2) {
            hits.push(hit(`OR across ${[...distinct].map((c) => c.replace(/^\./, '')).join(', ')}: one index cannot serve both sides, so the server often reads the whole table (PostgreSQL may combine bitmap scans, MySQL may merge indexes). A UNION ALL of one query per column can use each index.`, e, 'where'));
          }
        });
        return hits;
      }),
};

/** The selected column of a subquery is declared NOT NULL in the catalogue. */
function selectsNotNull(context: RuleContext, query: Query): boolean {
  const selected = singleSelected(query);
  if (selected?.kind !== 'column' || query.kind !== 'select') return false;
  const owner = context.resolve(selected, { sources: sourcesOf(query.from), parent: null });
  const table = owner ? context.lookup.table(owner.table) : null;
  const column = context.lookup.column(table, selected.name);
  return column !== null && !column.nullable;
}

const notInSubquery: LintRule = {
  id: 'not-in-subquery',
  severity: 'warning',
  summary: 'NOT IN (SELECT …) whose column may be NULL',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.conditions.flatMap((condition) => {
      const hits: Hit[] = [];
      walkExpr(condition.expr, (e) => {
        const inner = e.kind === 'in' && e.negated ? e : e.kind === 'not' && e.arg.kind === 'in' && !e.arg.negated ? e.arg : null;
        if (!inner?.subquery || (e.kind === 'in' && !e.negated)) return;
        if (selectsNotNull(context, inner.subquery)) return;
        hits.push(hit('NOT IN (SELECT …) is never true once the subquery returns a NULL, so rows vanish silently; NOT EXISTS says what is meant and plans as an anti-join.', e, condition.clause));
      });
      return hits;
    }),
};

const orderByRandom: LintRule = {
  id: 'order-by-random',
  severity: 'warning',
  summary: 'ORDER BY random() / RAND()',
  dialects: BOTH,
  needsSchema: false,
  check: (context) => {
    const orderings = [
      ...context.scopes.map((s) => s.query.orderBy),
      ...allQueries(context).flatMap((q) => setOperations(q).map((s) => s.orderBy)),
      ...dmlStatements(context.statement).map((s) => s.orderBy),
    ];
    return orderings.flatMap((items) =>
      items
        .filter((o) => o.expr.kind === 'function' && RANDOM_FUNCTIONS.has(o.expr.name))
        .map((o) => ({
          message: `ORDER BY ${renderExpr(o.expr)} draws a number for every row and sorts them all to keep a few: pick random keys (or TABLESAMPLE in PostgreSQL) instead.`,
          evidence: { fragment: renderOrderBy(items), clause: 'order by' as const, location: locationOf(o.expr) },
        })),
    );
  },
};

const largeOffset: LintRule = {
  id: 'large-offset',
  severity: 'warning',
  summary: `OFFSET of ${LARGE_OFFSET} or more`,
  dialects: BOTH,
  needsSchema: false,
  check: (context) => {
    const offsets = [...context.scopes.map((s) => s.query.offset), ...allQueries(context).flatMap((q) => setOperations(q).map((s) => s.offset))];
    return offsets.flatMap((offset) => {
      const value = numberValue(offset);
      return offset && value !== null && value >= LARGE_OFFSET
        ? [hit(`OFFSET ${value} reads and throws away ${value} rows for every page, slower with each page: page by the last key seen (WHERE id > :last ORDER BY id LIMIT n).`, offset, 'limit')]
        : [];
    });
  },
};

/** Pairs `x.a = y.b` of a condition where both sides are columns of different tables. */
function columnPairs(context: RuleContext, condition: Condition): [ResolvedColumn, ResolvedColumn, Expr][] {
  const pairs: [ResolvedColumn, ResolvedColumn, Expr][] = [];
  for (const conjunct of conjuncts(condition.expr)) {
    if (conjunct.kind !== 'binary' || conjunct.op !== '=') continue;
    const left = columnOwner(context, condition, conjunct.left);
    const right = columnOwner(context, condition, conjunct.right);
    if (left && right && left.table !== right.table) pairs.push([left, right, conjunct]);
  }
  return pairs;
}

const foreignKeyWithoutIndex: LintRule = {
  id: 'fk-without-index',
  severity: 'warning',
  summary: 'A foreign key the query joins on, or whose parent rows it deletes, has no index on its columns',
  dialects: BOTH,
  needsSchema: true,
  check: (context) => {
    const hits: Hit[] = [];
    const seen = new Set<string>();
    const report = (table: { schema: string; name: string }, fk: { columns: string[]; referencedTable: string; referencedColumns: string[] }, why: string, fragment: string, clause: Clause, location: SourceLocation | null) => {
      const key = `${table.schema}.${table.name}(${fk.columns.join(',')})`.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      hits.push({
        message: `Foreign key ${table.name}(${fk.columns.join(', ')}) → ${fk.referencedTable}(${fk.referencedColumns.join(', ')}) has no index starting with ${fk.columns.join(', ')}: ${why}. CREATE INDEX ON ${table.name} (${fk.columns.join(', ')}).`,
        evidence: { fragment, clause, location },
      });
    };
    for (const condition of indexable(context)) {
      for (const [a, b, expr] of columnPairs(context, condition)) {
        for (const [child, parent] of [[a, b], [b, a]] as const) {
          const table = context.lookup.table(child.table);
          const fk = table?.foreignKeys.find(
            (f) =>
              f.columns.length === 1 &&
              f.columns[0]!.toLowerCase() === child.column.toLowerCase() &&
              f.referencedTable.toLowerCase() === parent.table.name.toLowerCase() &&
              f.referencedColumns[0]?.toLowerCase() === parent.column.toLowerCase(),
          );
          if (table && fk && !context.lookup.hasLeadingIndex(table, fk.columns)) {
            report(table, fk, `this join reads ${table.name} by ${child.column} with no index to find the rows`, renderExpr(expr), condition.clause, locationOf(expr));
          }
        }
      }
    }
    for (const dml of dmlStatements(context.statement).filter((s) => s.type === 'delete')) {
      for (const target of dml.targets) {
        const parent = context.lookup.table(target);
        if (!parent) continue;
        for (const table of context.lookup.schema?.tables ?? []) {
          for (const fk of table.foreignKeys) {
            if (fk.referencedTable.toLowerCase() !== parent.name.toLowerCase() || fk.referencedSchema.toLowerCase() !== parent.schema.toLowerCase()) continue;
            if (!context.lookup.hasLeadingIndex(table, fk.columns)) {
              report(table, fk, `each row deleted from ${parent.name} makes the server scan ${table.name} for rows that still point at it`, `DELETE FROM ${target.name}`, 'statement', dml.loc);
            }
          }
        }
      }
    }
    return hits;
  },
};

const distinctManyColumns: LintRule = {
  id: 'distinct-many-columns',
  severity: 'info',
  summary: `SELECT DISTINCT over ${DISTINCT_MANY_COLUMNS} or more columns, or over *`,
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.scopes
      .filter((s) => s.query.distinct === 'all' && (s.query.columns.length >= DISTINCT_MANY_COLUMNS || s.query.columns.some((c) => c.expr.kind === 'star')))
      .map((s) => ({
        message: `DISTINCT over ${s.query.columns.some((c) => c.expr.kind === 'star') ? 'every column' : `${s.query.columns.length} columns`} sorts or hashes whole rows; it often hides a join that multiplies rows (a missing key, a one-to-many join). Fix the join, or use EXISTS for the check.`,
        evidence: { fragment: renderQuery(s.query), clause: 'select' as const, location: s.query.loc },
      })),
};

const countColumn: LintRule = {
  id: 'count-nullable-column',
  severity: 'info',
  summary: 'COUNT(column) where COUNT(*) may be meant',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.scopes.flatMap((scope) => {
      const hits: Hit[] = [];
      for (const expr of [...scope.query.columns.map((c) => c.expr), scope.query.having, ...scope.query.orderBy.map((o) => o.expr)]) {
        walkExpr(expr, (e) => {
          if (e.kind !== 'function' || e.name !== 'count' || e.star || e.distinct || e.args.length !== 1 || e.args[0]!.kind !== 'column') return;
          const column = e.args[0];
          const owner = context.resolve(column, scope);
          const known = owner ? context.lookup.column(context.lookup.table(owner.table), column.name) : null;
          if (known && !known.nullable) return;
          // COUNT(o.id) over a LEFT JOIN counts the matches, zero for none: the idiom, not a slip.
          const joined = owner ? scope.query.from.find((item) => item.source === owner.table) : undefined;
          if (joined?.join === 'left' || joined?.join === 'full') return;
          hits.push(hit(`${renderExpr(e)} counts the rows where ${column.name} is not NULL, not all rows: write COUNT(*) to count rows, or keep it if skipping NULLs is meant.`, e, 'select'));
        });
      }
      return hits;
    }),
};

const countDistinctStar: LintRule = {
  id: 'count-distinct-star',
  severity: 'error',
  summary: 'COUNT(DISTINCT *), which the server refuses',
  dialects: ['mysql'],
  needsSchema: false,
  check: (context) =>
    context.scopes.flatMap((scope) => {
      const hits: Hit[] = [];
      for (const expr of [...scope.query.columns.map((c) => c.expr), scope.query.having]) {
        walkExpr(expr, (e) => {
          if (e.kind === 'function' && e.star && e.distinct) hits.push(hit('COUNT(DISTINCT *) is not valid SQL (MySQL and MariaDB refuse it): name the columns, COUNT(DISTINCT a, b), or count a DISTINCT subquery.', e, 'select'));
        });
      }
      return hits;
    }),
};

const nullComparison: LintRule = {
  id: 'null-comparison',
  severity: 'error',
  summary: 'A comparison with NULL by = or <> (never true)',
  dialects: BOTH,
  needsSchema: false,
  check: (context) => {
    const hits: Hit[] = [];
    const isNull = (e: Expr) => e.kind === 'literal' && e.type === 'null';
    for (const condition of context.conditions) {
      walkExpr(condition.expr, (e) => {
        if (e.kind === 'binary' && ['=', '<>', '<', '>', '<=', '>='].includes(e.op) && (isNull(e.left) || isNull(e.right))) {
          hits.push(hit(`${renderExpr(e)} is never true: a comparison with NULL yields NULL. Write IS ${e.op === '=' ? '' : 'NOT '}NULL.`, e, condition.clause));
        }
      });
    }
    return hits;
  },
};

const unionWithoutAll: LintRule = {
  id: 'union-without-all',
  severity: 'info',
  summary: 'UNION (which removes duplicates) where UNION ALL may do',
  dialects: BOTH,
  needsSchema: false,
  check: (context) => {
    // In a recursive CTE, UNION is what stops a cycle: it is meant there.
    const recursiveBodies = new Set(recursiveCteBodies(context));
    return allQueries(context)
      .flatMap(setOperations)
      .filter((s) => s.op === 'union' && !s.all && !recursiveBodies.has(s))
      .map((s) => ({
        message: 'UNION removes duplicate rows with a sort or hash over the whole result: write UNION ALL when the branches cannot overlap or duplicates are wanted.',
        evidence: { fragment: clipUnion(s), clause: 'statement' as const, location: s.loc ?? s.right.loc },
      }));
  },
};

function recursiveCteBodies(context: RuleContext): Query[] {
  const statement = context.statement;
  const top = statement.type === 'select' ? (statement.query.kind === 'values' ? [] : statement.query.with) : 'with' in statement ? statement.with : [];
  return [...top, ...context.scopes.flatMap((s) => s.query.with)].filter((c) => c.recursive && !('type' in c.body)).map((c) => c.body as Query);
}

const clipUnion = (s: Extract<Query, { kind: 'set' }>) => clip(`${renderQuery(s.left)} UNION ${renderQuery(s.right)}`);

/** The largest estimated row count of the block's tables, when the catalogue knows them all. */
function estimatedRows(context: RuleContext, tables: TableSource[]): number | null {
  let largest = 0;
  for (const source of tables) {
    const rows = context.lookup.table(source)?.estimatedRows;
    if (rows === undefined || rows === null) return null;
    largest = Math.max(largest, rows);
  }
  return largest;
}

const orderByWithoutLimit: LintRule = {
  id: 'order-by-without-limit',
  severity: 'info',
  summary: 'ORDER BY without LIMIT on an unfiltered read',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.scopes
      .filter((s) => s.depth === 0 && s.role === 'statement' && context.statement.type === 'select')
      .filter((s) => s.query.orderBy.length > 0 && !s.query.limit && !s.query.where && s.query.groupBy.length === 0)
      .filter((s) => !s.query.columns.some((c) => someExpr(c.expr, isAggregateCall)))
      .filter((s) => {
        const tables = s.query.from.flatMap((i) => (i.source.kind === 'table' && !isCte(i.source, context.ctes) ? [i.source] : []));
        if (tables.length === 0) return false;
        const rows = estimatedRows(context, tables);
        return rows === null || rows >= LARGE_READ_ROWS;
      })
      .map((s) => ({
        message: 'ORDER BY without LIMIT or WHERE sorts every row of the table before the first one is sent: add a LIMIT (and page by key), or filter first.',
        evidence: { fragment: renderOrderBy(s.query.orderBy), clause: 'order by' as const, location: locationOf(s.query.orderBy[0]!.expr) },
      })),
};

const largeInList: LintRule = {
  id: 'large-in-list',
  severity: 'info',
  summary: `IN list of ${LARGE_IN_LIST} values or more`,
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.conditions.flatMap((condition) => {
      const hits: Hit[] = [];
      walkExpr(condition.expr, (e) => {
        if (e.kind === 'in' && e.list && e.list.length >= LARGE_IN_LIST) {
          hits.push(hit(`An IN list of ${e.list.length} values is parsed and planned anew each time and grows the statement cache: pass one array (= ANY($1) in PostgreSQL) or join a VALUES list or temporary table.`, e, condition.clause));
        }
      });
      return hits;
    }),
};

const havingWithoutAggregate: LintRule = {
  id: 'having-without-aggregate',
  severity: 'warning',
  summary: 'HAVING with no aggregate (belongs in WHERE)',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.scopes.flatMap((scope) => {
      const having = scope.query.having;
      if (!having) return [];
      // MySQL lets HAVING name a select alias: an alias of an aggregate counts as one.
      const aggregateAliases = new Set(scope.query.columns.filter((c) => c.alias && someExpr(c.expr, isAggregateCall)).map((c) => c.alias!.toLowerCase()));
      const aggregated = someExpr(having, (e) => isAggregateCall(e) || e.kind === 'subquery' || e.kind === 'exists' || (e.kind === 'column' && !e.table && aggregateAliases.has(e.name.toLowerCase())));
      return aggregated ? [] : [hit(`HAVING ${renderExpr(having)} uses no aggregate, so it filters groups by what each row already had: move it to WHERE, where rows are dropped before grouping (and an index can help).`, having, 'having')];
    }),
};

/** The subquery (or a block inside it) reads a column of an enclosing block. */
function correlated(context: RuleContext, scope: QueryScope, query: Query): boolean {
  const blocks = new Set(queryScopes({ type: 'select', query, loc: null }).map((s) => s.query));
  const inner = context.scopes.filter((s) => blocks.has(s.query));
  return inner.some((s) => {
    const exprs = [...s.query.columns.map((c) => c.expr), s.query.where, s.query.having, ...s.query.from.map((f) => f.on), ...s.query.orderBy.map((o) => o.expr)];
    return exprs.some((expr) =>
      columnsIn(expr).some((column) => {
        if (column.table) return !hasSource(s, scope, column.table.toLowerCase()) && scopeChainHas(scope, column.table.toLowerCase());
        const owner = context.resolve(column, s);
        return owner?.outer === true && !hasSourceObject(s, scope, owner.table);
      }),
    );
  });
}

/** The source object belongs to a block between `inner` (included) and `outer` (excluded). */
function hasSourceObject(inner: Scope, outer: Scope, table: TableSource): boolean {
  for (let s: Scope | null = inner; s && s !== outer; s = s.parent) if ([...s.sources.values()].includes(table)) return true;
  return false;
}

/** The qualifier is defined by a block between `inner` (included) and `outer` (excluded). */
function hasSource(inner: Scope, outer: Scope, key: string): boolean {
  for (let s: Scope | null = inner; s && s !== outer; s = s.parent) if (s.sources.has(key)) return true;
  return false;
}

function scopeChainHas(scope: Scope, key: string): boolean {
  for (let s: Scope | null = scope; s; s = s.parent) if (s.sources.has(key)) return true;
  return false;
}

const correlatedSubqueryInSelect: LintRule = {
  id: 'correlated-subquery-in-select',
  severity: 'warning',
  summary: 'A subquery in the select list that reads the outer row (runs once per row)',
  dialects: BOTH,
  needsSchema: false,
  check: (context) =>
    context.scopes.flatMap((scope) => {
      const hits: Hit[] = [];
      for (const item of scope.query.columns) {
        walkExpr(item.expr, (e) => {
          if (e.kind === 'subquery' && correlated(context, scope, e.query)) {
            hits.push(hit('This subquery reads the outer row, so it runs once for every row returned: a JOIN (with GROUP BY) or a LATERAL join computes it in one pass.', e, 'select'));
          }
        });
      }
      return hits;
    }),
};

const limitWithoutOrderBy: LintRule = {
  id: 'limit-without-order-by',
  severity: 'info',
  summary: 'LIMIT without ORDER BY (which rows come back is not determined)',
  dialects: BOTH,
  needsSchema: false,
  check: (context) => {
    const hits: Hit[] = [];
    for (const scope of context.scopes) {
      const q = scope.query;
      if (scope.role === 'exists' || !q.limit || q.orderBy.length > 0 || q.from.length === 0) continue;
      const oneRow = q.groupBy.length === 0 && q.columns.length > 0 && q.columns.every((c) => someExpr(c.expr, isAggregateCall));
      const isOne = numberValue(q.limit) === 1 && scope.role !== 'statement';
      if (oneRow || isOne) continue;
      hits.push(hit('LIMIT without ORDER BY returns whichever rows the plan meets first: they can change from run to run and between pages. Add an ORDER BY on a unique key.', q.limit, 'limit'));
    }
    for (const query of allQueries(context)) {
      for (const s of setOperations(query)) {
        if (s.limit && s.orderBy.length === 0) hits.push(hit('LIMIT without ORDER BY on a set operation returns whichever rows come first: add an ORDER BY.', s.limit, 'limit'));
      }
    }
    return hits;
  },
};

const dmlLimitWithoutOrderBy: LintRule = {
  id: 'dml-limit-without-order-by',
  severity: 'warning',
  summary: 'UPDATE or DELETE … LIMIT without ORDER BY',
  dialects: ['mysql'],
  needsSchema: false,
  check: (context) =>
    dmlStatements(context.statement)
      .filter((s) => s.limit && s.orderBy.length === 0)
      .map((s) => hit(`${s.type.toUpperCase()} … LIMIT without ORDER BY changes whichever rows the server meets first: which rows is not determined, and replicas may pick others (MySQL marks it unsafe for statement-based replication).`, s.limit!, 'limit')),
};

const insertWithoutColumns: LintRule = {
  id: 'insert-without-columns',
  severity: 'warning',
  summary: 'INSERT without a column list',
  dialects: BOTH,
  needsSchema: false,
  check: (context) => {
    const s = context.statement;
    if (s.type !== 'insert' || s.columns.length > 0 || !s.source) return [];
    return [statementHit(`INSERT INTO ${s.table.name} without a column list depends on the table's column order: an added or reordered column breaks it or shifts values into the wrong columns. Name the columns.`, s, `INSERT INTO ${s.table.name} ${s.source.kind === 'values' ? 'VALUES …' : 'SELECT …'}`)];
  },
};

const destructiveDdl: LintRule = {
  id: 'destructive-ddl',
  severity: 'warning',
  summary: 'DROP or TRUNCATE (data removed for good)',
  dialects: BOTH,
  needsSchema: false,
  check: (context) => {
    const s = context.statement;
    if (s.type !== 'ddl' || !s.destructive) return [];
    const names = s.tables.map((t) => t.name).join(', ');
    return [statementHit(`${s.action} removes data for good${context.dialect === 'mysql' ? ' (MySQL and MariaDB commit DDL at once: no ROLLBACK)' : ''}: check the target and keep a backup.`, s, `${s.action}${names ? ` ${names}` : ''}`)];
  },
};

const literalTypeMismatch: LintRule = {
  id: 'text-column-compared-with-number',
  severity: 'warning',
  summary: 'A text column compared with a number literal',
  dialects: BOTH,
  needsSchema: true,
  check: (context) =>
    indexable(context).flatMap((condition) => {
      const hits: Hit[] = [];
      predicates(condition, (predicate, operands) => {
        if (predicate.kind === 'binary' && !['=', '<>', '<', '>', '<=', '>='].includes(predicate.op)) return;
        const [subject, ...values] = predicate.kind === 'binary' && predicate.left.kind !== 'column' ? [predicate.right, predicate.left] : operands;
        if (subject?.kind !== 'column' || !values.some((v) => v.kind === 'literal' && v.type === 'number')) return;
        const owner = context.resolve(subject, condition.scope);
        const column = owner ? context.lookup.column(context.lookup.table(owner.table), subject.name) : null;
        if (!column || typeFamily(column.type) !== 'text') return;
        hits.push(
          hit(
            context.dialect === 'mysql'
              ? `${subject.name} is ${column.type} but is compared with a number: MySQL converts every row's value to a number, so its index is not used and '012' matches 12. Quote the value.`
              : `${subject.name} is ${column.type} but is compared with a number: PostgreSQL refuses text = integer. Quote the value.`,
            predicate,
            condition.clause,
          ),
        );
      });
      return hits;
    }),
};

/** Every rule, in the order the module README lists them. */
export const LINT_RULES: readonly LintRule[] = [
  selectStar,
  updateWithoutWhere,
  deleteWithoutWhere,
  likeLeadingWildcard,
  likeWithoutWildcard,
  functionOnColumn,
  castOnColumn,
  expressionOnColumn,
  implicitCrossJoin,
  joinOnConstant,
  naturalJoin,
  orAcrossColumns,
  notInSubquery,
  orderByRandom,
  largeOffset,
  foreignKeyWithoutIndex,
  distinctManyColumns,
  countColumn,
  countDistinctStar,
  nullComparison,
  unionWithoutAll,
  orderByWithoutLimit,
  largeInList,
  havingWithoutAggregate,
  correlatedSubqueryInSelect,
  limitWithoutOrderBy,
  dmlLimitWithoutOrderBy,
  insertWithoutColumns,
  destructiveDdl,
  literalTypeMismatch,
];

const SEVERITY_ORDER: Record<LintSeverity, number> = { error: 0, warning: 1, info: 2 };

/** Every finding of the rules that apply to the dialect (and have the catalogue they need), most severe first, then by position. */
export function lint(context: RuleContext): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const rule of LINT_RULES) {
    if (!rule.dialects.includes(context.dialect) || (rule.needsSchema && !context.lookup.present)) continue;
    for (const found of rule.check(context)) findings.push({ ruleId: rule.id, severity: rule.severity, ...found });
  }
  return findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.evidence.location?.offset ?? 0) - (b.evidence.location?.offset ?? 0));
}
