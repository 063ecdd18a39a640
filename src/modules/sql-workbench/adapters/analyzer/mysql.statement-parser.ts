import { injectable } from 'inversify';
import nodeSqlParser from 'node-sql-parser';
import { SourceText } from '../../domain/analyzer/source-text.js';
import {
  AGGREGATE_FUNCTIONS,
  type Assignment,
  type CommonTableExpression,
  type Expr,
  type FromItem,
  type JoinKind,
  type OrderItem,
  type ParseOutcome,
  type Query,
  type SelectItem,
  type SourceLocation,
  type Statement,
  type StatementParser,
  type TableSource,
} from '../../domain/analyzer/statement.js';

/* node-sql-parser's AST, loosely typed: only the fields read here. */
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The server the text is meant for: node-sql-parser has one grammar for each. */
export type MysqlFlavour = 'mysql' | 'mariadb';

const COMPARISON_OPS = new Set(['=', '<>', '!=', '<', '>', '<=', '>=', 'LIKE', 'NOT LIKE']);
const JOINS: Record<string, JoinKind> = {
  'INNER JOIN': 'inner',
  JOIN: 'inner',
  'LEFT JOIN': 'left',
  'LEFT OUTER JOIN': 'left',
  'RIGHT JOIN': 'right',
  'RIGHT OUTER JOIN': 'right',
  'FULL JOIN': 'full',
  'FULL OUTER JOIN': 'full',
  'CROSS JOIN': 'cross',
  STRAIGHT_JOIN: 'inner',
};
const DESTRUCTIVE = new Set(['table', 'database', 'schema']);
const SET_OPERATION = /^(union|intersect|except|minus)\b/i;

/**
 * MySQL and MariaDB through node-sql-parser, each with its own grammar. Its grammar is not the servers':
 * it refuses some valid forms (NATURAL JOIN, `<=>`) and accepts some invalid ones (COUNT(DISTINCT *)),
 * which the module README's rule list takes into account.
 */
@injectable()
export class MysqlStatementParser implements StatementParser {
  readonly dialect = 'mysql' as const;
  private readonly parser = new nodeSqlParser.Parser();

  constructor(private readonly flavour: MysqlFlavour = 'mysql') {}

  /** `flavour` picks the grammar for one call (the connection's server says which), else the constructor's. */
  async parse(text: string, flavour: MysqlFlavour = this.flavour): Promise<ParseOutcome> {
    if (!/\S/.test(text.replace(/--[^\n]*|#[^\n]*|\/\*[\s\S]*?\*\/|;/g, ''))) return { kind: 'empty', dialect: this.dialect };
    const source = new SourceText(text);
    let ast: Node[];
    try {
      const result = this.parser.astify(text, { database: flavour === 'mariadb' ? 'MariaDB' : 'MySQL', parseOptions: { includeLocations: true } } as never);
      ast = (Array.isArray(result) ? result : [result]) as Node[];
    } catch (error) {
      const e = error as { location?: { start?: { line?: number; column?: number } }; found?: string | null; message?: string };
      if (!e.location?.start) throw error;
      const message = e.found === undefined ? (e.message ?? 'syntax error') : e.found === null ? 'syntax error at end of input' : `syntax error at or near "${e.found}"`;
      return { kind: 'error', dialect: this.dialect, error: { line: e.location.start.line ?? 1, column: e.location.start.column ?? 1, message } };
    }
    if (ast.length === 0) return { kind: 'empty', dialect: this.dialect };
    if (ast.length > 1) return { kind: 'several', dialect: this.dialect, count: ast.length, lines: ast.map((a) => source.at(statementStart(text, a)).line) };
    const statement = ast[0]!;
    const loc = source.at(statementStart(text, statement));
    return { kind: 'statement', dialect: this.dialect, statement: new Reader(source).statement(statement, loc) };
  }
}

/**
 * Where a statement's first token is. The parser places a SELECT where the text before it ended, and
 * places no other statement at all: then the search starts after the last `;` before its first located
 * part (a `;` inside a string there would only move the line of a several-statement report).
 */
function statementStart(text: string, ast: Node): number {
  const first = firstOffset(ast);
  let offset = typeof ast.loc?.start?.offset === 'number' ? (ast.loc.start.offset as number) : first === null ? 0 : text.lastIndexOf(';', first) + 1;
  for (;;) {
    const skipped = text.slice(offset).match(/^(\s+|--[^\n]*\n?|#[^\n]*\n?|\/\*[\s\S]*?\*\/|;)/);
    if (!skipped) return offset;
    offset += skipped[0].length;
  }
}

/** The smallest located offset in a node, for blocks the parser does not place themselves. */
function firstOffset(node: unknown): number | null {
  let best: number | null = null;
  const visit = (n: unknown) => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(visit);
    const offset = (n as Node).loc?.start?.offset;
    if (typeof offset === 'number' && (best === null || offset < best)) best = offset;
    for (const [key, value] of Object.entries(n as Node)) if (key !== 'loc') visit(value);
  };
  visit(node);
  return best;
}

const nameOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const node = value as Node | null | undefined;
  return String(node?.expr?.value ?? node?.value ?? '');
};

class Reader {
  constructor(private readonly source: SourceText) {}

  private loc(node: Node | undefined | null): SourceLocation | null {
    const offset = node?.loc?.start?.offset;
    return typeof offset === 'number' ? this.source.at(offset) : null;
  }

  statement(ast: Node, loc: SourceLocation): Statement {
    switch (ast.type) {
      case 'select':
        return { type: 'select', query: this.query(ast), loc };
      case 'insert':
      case 'replace':
        return this.insert(ast, loc);
      case 'update':
        return this.update(ast, loc);
      case 'delete':
        return this.delete(ast, loc);
      case 'create':
      case 'alter':
      case 'drop':
      case 'truncate':
      case 'rename':
        return this.ddl(ast, loc);
      default:
        return { type: 'other', action: String(ast.type ?? 'unknown').toUpperCase(), loc };
    }
  }

  private ddl(ast: Node, loc: SourceLocation): Statement {
    const keyword = String(ast.keyword ?? (ast.type === 'alter' ? 'table' : '')).toLowerCase();
    const raw = (ast.type === 'create' && keyword === 'index' ? [ast.table] : (ast.table ?? ast.name ?? [])) as Node[] | Node;
    const tables = DESTRUCTIVE.has(keyword) && keyword !== 'table' ? [] : (Array.isArray(raw) ? raw : [raw]).filter((t) => t?.table).map((t) => this.tableSource(t));
    const action = `${String(ast.type).toUpperCase()}${keyword ? ` ${keyword.toUpperCase()}` : ''}`;
    const destructive = ast.type === 'truncate' || (ast.type === 'drop' && DESTRUCTIVE.has(keyword));
    return { type: 'ddl', action: ast.type === 'truncate' ? 'TRUNCATE' : action, tables, destructive, loc };
  }

  private tableSource(node: Node): TableSource {
    return { kind: 'table', schema: node.db ? nameOf(node.db) : null, name: nameOf(node.table), alias: node.as ? nameOf(node.as) : null };
  }

  private insert(ast: Node, loc: SourceLocation): Statement {
    const values = ast.values as Node | undefined;
    const source: Query | null = !values
      ? null
      : values.type === 'values'
        ? { kind: 'values', rows: ((values.values as Node[]) ?? []).map((row) => ((row.value as Node[]) ?? []).map((v) => this.expr(v))), loc: this.loc(values) }
        : this.query(values.ast ?? values);
    return {
      type: 'insert',
      with: this.ctes(ast.with),
      table: this.tableSource((ast.table as Node[])[0] ?? {}),
      columns: ((ast.columns as unknown[]) ?? []).map(nameOf),
      source,
      upsert: this.assignments(ast.on_duplicate_update?.set),
      replace: ast.type === 'replace',
      returning: [],
      loc,
    };
  }

  private update(ast: Node, loc: SourceLocation): Statement {
    const from = this.fromList(ast.table);
    const assignments = this.assignments(ast.set);
    const qualifiers = new Set(assignments.map((a) => a.column.table?.toLowerCase()).filter(Boolean));
    const tables = from.flatMap((i) => (i.source.kind === 'table' ? [i.source] : []));
    const targets = qualifiers.size > 0 ? tables.filter((t) => qualifiers.has((t.alias ?? t.name).toLowerCase())) : tables.slice(0, 1);
    return { type: 'update', with: this.ctes(ast.with), targets, from, assignments, where: this.exprOrNull(ast.where), orderBy: this.orderBy(ast.orderby), limit: this.limit(ast.limit).limit, returning: [], loc };
  }

  private delete(ast: Node, loc: SourceLocation): Statement {
    const from = this.fromList(ast.from);
    const tables = from.flatMap((i) => (i.source.kind === 'table' ? [i.source] : []));
    const named = ((ast.table as Node[]) ?? []).map((t) => nameOf(t.as ?? t.table).toLowerCase());
    const targets = tables.filter((t) => named.includes((t.alias ?? t.name).toLowerCase()) || named.includes(t.name.toLowerCase()));
    return { type: 'delete', with: this.ctes(ast.with), targets: targets.length ? targets : tables.slice(0, 1), from, where: this.exprOrNull(ast.where), orderBy: this.orderBy(ast.orderby), limit: this.limit(ast.limit).limit, returning: [], loc };
  }

  private assignments(list: unknown): Assignment[] {
    return ((list as Node[]) ?? []).map((a) => ({
      column: { kind: 'column', table: a.table ? nameOf(a.table) : null, name: nameOf(a.column), loc: this.loc(a) },
      value: this.expr(a.value),
    }));
  }

  private ctes(list: unknown): CommonTableExpression[] {
    return ((list as Node[]) ?? []).map((c) => ({
      name: nameOf(c.name),
      recursive: c.recursive === true,
      body: this.query(c.stmt?.ast ?? c.stmt ?? {}),
      loc: this.loc(c),
    }));
  }

  /** A select and the set operations chained after it (`_next`), read left to right as the servers do. */
  query(ast: Node): Query {
    const hidden = ((ast.from as Node[] | undefined) ?? []).filter((f) => SET_OPERATION.test(String(f.join ?? '')));
    if (hidden.length > 0) return this.setOperationsInFrom(ast, hidden);
    const members: Node[] = [];
    const ops: string[] = [];
    for (let node: Node | undefined = ast; node; node = node._next) {
      members.push(node);
      if (node._next) ops.push(String(node.set_op ?? 'union').toLowerCase());
    }
    if (members.length === 1) return this.select(ast, true);
    const last = members[members.length - 1]!;
    // Without parentheses, the last member's ORDER BY and LIMIT belong to the whole set operation.
    const hoist = !last.parentheses_symbol;
    let query: Query = this.select(members[0]!, false);
    members.slice(1).forEach((member, index) => {
      const op = ops[index] ?? 'union';
      query = {
        kind: 'set',
        op: op.startsWith('intersect') ? 'intersect' : op.startsWith('except') || op.startsWith('minus') ? 'except' : 'union',
        all: op.endsWith(' all'),
        left: query,
        right: this.select(member, !(hoist && member === last)),
        with: [],
        orderBy: [],
        limit: null,
        offset: null,
        loc: query.loc,
      };
    });
    const set = query as Extract<Query, { kind: 'set' }>;
    set.with = this.ctes(ast.with);
    const orderby = ast._orderby ?? (hoist ? last.orderby : undefined);
    const limit = this.limit(ast._limit ?? (hoist ? last.limit : undefined));
    set.orderBy = this.orderBy(orderby);
    set.limit = limit.limit;
    set.offset = limit.offset;
    return set;
  }

  /**
   * `SELECT … UNION (SELECT …)` comes back with the parenthesised member as a FROM item joined by
   * "union": read it as the set operation it is.
   */
  private setOperationsInFrom(ast: Node, hidden: Node[]): Query {
    let query = this.query({ ...ast, from: (ast.from as Node[]).filter((f) => !hidden.includes(f)), orderby: null, limit: null });
    for (const item of hidden) {
      const op = String(item.join).toLowerCase();
      query = {
        kind: 'set',
        op: op.startsWith('intersect') ? 'intersect' : op.startsWith('except') || op.startsWith('minus') ? 'except' : 'union',
        all: op.endsWith(' all'),
        left: query,
        right: this.query(item.expr?.ast ?? {}),
        with: [],
        orderBy: [],
        limit: null,
        offset: null,
        loc: query.loc,
      };
    }
    const { limit, offset } = this.limit(ast.limit);
    return { ...(query as Extract<Query, { kind: 'set' }>), orderBy: this.orderBy(ast.orderby), limit, offset };
  }

  private select(ast: Node, ownTail: boolean): Query {
    const { limit, offset } = ownTail ? this.limit(ast.limit) : { limit: null, offset: null };
    const columns: SelectItem[] =
      ast.columns === '*'
        ? [{ expr: { kind: 'star', table: null, loc: this.loc(ast) }, alias: null }]
        : ((ast.columns as Node[]) ?? []).map((c) => ({ expr: this.located(this.expr(c.expr), c), alias: c.as ? nameOf(c.as) : null }));
    const groupBy = Array.isArray(ast.groupby) ? ast.groupby : (ast.groupby?.columns ?? []);
    return {
      kind: 'select',
      with: this.ctes(ast.with),
      distinct: ast.distinct ? 'all' : 'none',
      columns,
      from: this.fromList(ast.from),
      where: this.exprOrNull(ast.where),
      groupBy: (groupBy as Node[]).map((g) => this.expr(g)),
      having: this.exprOrNull(ast.having),
      orderBy: ownTail ? this.orderBy(ast.orderby) : [],
      limit,
      offset,
      locking: Boolean(ast.locking_read),
      loc: this.loc((ast.columns as Node[] | undefined)?.[0]) ?? this.firstLoc(ast),
    };
  }

  /** LIMIT n, LIMIT n OFFSET m, LIMIT m, n (offset first). */
  private limit(node: Node | undefined): { limit: Expr | null; offset: Expr | null } {
    const values = ((node?.value as Node[]) ?? []).map((v) => this.located(this.expr(v), node));
    if (values.length === 0) return { limit: null, offset: null };
    if (node?.seperator === ',') return { limit: values[1] ?? null, offset: values[0] ?? null };
    return { limit: values[0] ?? null, offset: values[1] ?? null };
  }

  private orderBy(list: unknown): OrderItem[] {
    return ((list as Node[]) ?? []).map((o) => ({ expr: this.expr(o.expr), direction: o.type === 'DESC' ? 'desc' : o.type === 'ASC' ? 'asc' : null }));
  }

  private fromList(list: unknown): FromItem[] {
    const items: FromItem[] = [];
    for (const node of (list as Node[]) ?? []) {
      if (node.type === 'dual') continue;
      const join = node.join ? String(node.join).toUpperCase() : null;
      const source: FromItem['source'] = node.expr?.ast
        ? { kind: 'subquery', query: this.query(node.expr.ast), alias: node.as ? nameOf(node.as) : null }
        : node.expr
          ? { kind: 'function', expr: this.expr(node.expr), alias: node.as ? nameOf(node.as) : null }
          : this.tableSource(node);
      items.push({
        join: join ? (JOINS[join] ?? 'inner') : null,
        source,
        on: this.exprOrNull(node.on),
        using: ((node.using as unknown[]) ?? []).map(nameOf),
        natural: false,
        lateral: false,
        loc: this.loc(node),
      });
    }
    return items;
  }

  private exprOrNull(node: Node | undefined | null): Expr | null {
    return node ? this.expr(node) : null;
  }

  expr(node: Node | undefined | null): Expr {
    if (!node) return { kind: 'other', label: 'empty', args: [], loc: null };
    const loc = this.loc(node);
    if (node.ast) return { kind: 'subquery', query: this.query(node.ast), loc: loc ?? this.loc(node.ast) };
    switch (node.type) {
      case 'column_ref': {
        const name = nameOf(node.column);
        const table = node.table ? nameOf(node.table) : null;
        return name === '*' ? { kind: 'star', table, loc } : { kind: 'column', table, name, loc };
      }
      case 'star':
        return { kind: 'star', table: null, loc };
      case 'number':
        return { kind: 'literal', type: 'number', value: typeof node.value === 'number' ? node.value : String(node.value), loc };
      case 'single_quote_string':
      case 'double_quote_string':
      case 'natural_string':
      case 'string':
        return { kind: 'literal', type: 'string', value: String(node.value ?? ''), loc };
      case 'bool':
      case 'boolean':
        return { kind: 'literal', type: 'boolean', value: node.value === true, loc };
      case 'null':
        return { kind: 'literal', type: 'null', value: null, loc };
      case 'origin':
        return node.value === '?' ? { kind: 'param', text: '?', loc } : { kind: 'other', label: String(node.value ?? '').toUpperCase(), args: [], loc };
      case 'param':
        return { kind: 'param', text: `:${String(node.value ?? '')}`, loc };
      case 'binary_expr':
        return this.binary(node, loc);
      case 'unary_expr': {
        const arg = this.expr(node.expr);
        if (String(node.operator).toUpperCase() === 'NOT' || node.operator === '!') return { kind: 'not', arg, loc };
        if (node.operator === '-' && arg.kind === 'literal' && arg.type === 'number') return { ...arg, value: -Number(arg.value) };
        return { kind: 'other', label: String(node.operator), args: [arg], loc };
      }
      case 'aggr_func':
        return this.aggregate(node, loc);
      case 'function':
        return this.func(node, loc);
      case 'cast':
        return { kind: 'cast', arg: this.expr(node.expr), type: String((node.target as Node[] | undefined)?.[0]?.dataType ?? node.target?.dataType ?? '').toLowerCase(), syntax: 'cast', loc };
      case 'case':
        return { kind: 'other', label: 'CASE', args: ((node.args as Node[]) ?? []).flatMap((a) => [...(a.cond ? [this.expr(a.cond)] : []), this.expr(a.result)]), loc };
      case 'expr_list':
        return { kind: 'other', label: 'ROW', args: ((node.value as Node[]) ?? []).map((v) => this.expr(v)), loc };
      case 'interval':
        return { kind: 'other', label: `INTERVAL ${String(node.unit ?? '').toUpperCase()}`, args: [this.expr(node.expr)], loc };
      default:
        return { kind: 'other', label: String(node.type ?? 'expression').toUpperCase(), args: this.childExprs(node), loc };
    }
  }

  private childExprs(node: Node): Expr[] {
    const found: Expr[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      for (const item of Array.isArray(value) ? value : [value]) if (item && typeof item === 'object' && (item.type || item.ast)) found.push(this.expr(item as Node));
    }
    return found;
  }

  private binary(node: Node, loc: SourceLocation | null): Expr {
    const op = String(node.operator ?? '').toUpperCase();
    if (op === 'AND' || op === 'OR' || op === '&&') {
      const kind = op === 'OR' ? 'or' : 'and';
      const args = [this.expr(node.left), this.expr(node.right)].flatMap((a) => (a.kind === kind ? a.args : [a]));
      return { kind, args, loc };
    }
    const left = this.expr(node.left);
    const rightNode = node.right as Node | undefined;
    if (op === 'IN' || op === 'NOT IN') {
      const values = (rightNode?.value as Node[] | undefined) ?? [];
      const only = values.length === 1 ? values[0] : undefined;
      if (only?.ast) return { kind: 'in', arg: left, negated: op === 'NOT IN', list: null, subquery: this.query(only.ast), loc };
      if (rightNode?.ast) return { kind: 'in', arg: left, negated: op === 'NOT IN', list: null, subquery: this.query(rightNode.ast), loc };
      return { kind: 'in', arg: left, negated: op === 'NOT IN', list: values.map((v) => this.expr(v)), subquery: null, loc };
    }
    if (op === 'BETWEEN' || op === 'NOT BETWEEN') {
      const [low, high] = ((rightNode?.value as Node[]) ?? []).map((v) => this.expr(v));
      return { kind: 'between', arg: left, low: low!, high: high!, negated: op === 'NOT BETWEEN', loc };
    }
    const right = this.expr(rightNode);
    if ((op === 'IS' || op === 'IS NOT') && right.kind === 'literal' && right.type === 'null') return { kind: 'is-null', arg: left, negated: op === 'IS NOT', loc };
    if (op === 'IS' || op === 'IS NOT') return { kind: 'other', label: op, args: [left, right], loc };
    return { kind: 'binary', op: op === '!=' ? '<>' : COMPARISON_OPS.has(op) ? op : op, left, right, loc };
  }

  private aggregate(node: Node, loc: SourceLocation | null): Expr {
    const args = node.args as Node | undefined;
    const inner = args?.expr as Node | undefined;
    // COUNT(DISTINCT *) comes as an expression wrapping a star column.
    const starNode = inner?.type === 'star' || nameOf(inner?.column) === '*' || nameOf(inner?.expr?.column) === '*';
    const list = inner?.type === 'expr_list' ? ((inner.value as Node[]) ?? []).map((v) => this.expr(v)) : inner && !starNode ? [this.expr(inner.expr && !inner.type ? inner.expr : inner)] : [];
    return {
      kind: 'function',
      name: String(node.name ?? '').toLowerCase(),
      args: list,
      star: starNode,
      distinct: Boolean(args?.distinct),
      aggregate: true,
      window: this.window(node.over),
      loc,
    };
  }

  private func(node: Node, loc: SourceLocation | null): Expr {
    const parts = (node.name?.name as Node[] | undefined) ?? [];
    const name = (parts.length ? nameOf(parts[parts.length - 1]) : nameOf(node.name)).toLowerCase();
    const argNodes = ((node.args?.value as Node[]) ?? (node.args ? [node.args] : [])) as Node[];
    if (name === 'exists' && argNodes[0]?.ast) return { kind: 'exists', query: this.query(argNodes[0].ast), loc };
    if (name === 'not' && argNodes.length === 1) return { kind: 'not', arg: this.expr(argNodes[0]), loc };
    const window = this.window(node.over);
    return { kind: 'function', name, args: argNodes.map((a) => this.expr(a)), star: false, distinct: false, aggregate: AGGREGATE_FUNCTIONS.has(name), window, loc };
  }

  /** The parser places some clauses but not the values in them: the clause's position stands in. */
  private located(expr: Expr, holder: Node | undefined): Expr {
    return expr.loc ? expr : { ...expr, loc: this.loc(holder) };
  }

  private firstLoc(ast: Node): SourceLocation | null {
    const offset = firstOffset(ast);
    return offset === null ? null : this.source.at(offset);
  }

  private window(over: Node | undefined | null) {
    const spec = over?.as_window_specification?.window_specification as Node | undefined;
    if (!over) return null;
    return {
      partitionBy: ((spec?.partitionby as Node[]) ?? []).map((p) => this.expr(p.expr ?? p)),
      orderBy: this.orderBy(spec?.orderby),
    };
  }
}
