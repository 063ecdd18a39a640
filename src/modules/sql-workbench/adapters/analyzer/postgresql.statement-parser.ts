import { injectable } from 'inversify';
import { parse } from 'libpg-query';
import { SourceText } from '../../domain/analyzer/source-text.js';
import {
  AGGREGATE_FUNCTIONS,
  type Assignment,
  type ColumnExpr,
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
import { locationOf } from '../../domain/analyzer/walk.js';

/* libpg-query's JSON tree, loosely typed: only the nodes read here. */
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const LIKE_OPS: Record<string, string> = { '~~': 'LIKE', '!~~': 'NOT LIKE', '~~*': 'ILIKE', '!~~*': 'NOT ILIKE' };
const JOINS: Record<string, JoinKind> = { JOIN_INNER: 'inner', JOIN_LEFT: 'left', JOIN_RIGHT: 'right', JOIN_FULL: 'full' };
const DESTRUCTIVE_DROPS = new Set(['OBJECT_TABLE', 'OBJECT_SCHEMA', 'OBJECT_MATVIEW', 'OBJECT_DATABASE', 'OBJECT_FOREIGN_TABLE']);

const str = (node: unknown): string => String((node as Node | undefined)?.String?.sval ?? '');
const lastName = (list: unknown): string => {
  const names = ((list as Node[]) ?? []).map(str).filter((n) => n !== 'pg_catalog');
  return names[names.length - 1] ?? '';
};

/** PostgreSQL through libpg-query: the server's own grammar, so what psql accepts is read here. */
@injectable()
export class PostgresqlStatementParser implements StatementParser {
  readonly dialect = 'postgresql' as const;

  async parse(text: string): Promise<ParseOutcome> {
    // libpg-query calls a blank text an error; it is nothing to analyse, like a text of comments.
    if (!/\S/.test(text)) return { kind: 'empty', dialect: this.dialect };
    const source = new SourceText(text);
    let tree: { stmts?: { stmt: Node; stmt_location?: number }[] };
    try {
      tree = (await parse(text)) as typeof tree;
    } catch (error) {
      const details = (error as { sqlDetails?: { message?: string; cursorPosition?: number } }).sqlDetails;
      // The error cursor counts characters, unlike the tree's byte locations.
      const at = source.at(details?.cursorPosition ?? 0);
      return { kind: 'error', dialect: this.dialect, error: { line: at.line, column: at.column, message: details?.message ?? (error as Error).message } };
    }
    const stmts = tree.stmts ?? [];
    if (stmts.length === 0) return { kind: 'empty', dialect: this.dialect };
    if (stmts.length > 1) return { kind: 'several', dialect: this.dialect, count: stmts.length, lines: stmts.map((s) => source.atByte(firstToken(text, source, s.stmt_location ?? 0)).line) };
    const only = stmts[0]!;
    const reader = new Reader(text, source);
    return { kind: 'statement', dialect: this.dialect, statement: reader.statement(only.stmt, source.atByte(firstToken(text, source, only.stmt_location ?? 0))) };
  }
}

/** A statement's location is where the previous one ended: skip to its first token for the line. */
function firstToken(text: string, source: SourceText, byteOffset: number): number {
  let char = source.charOfByte(byteOffset);
  for (;;) {
    const rest = text.slice(char);
    const skipped = rest.match(/^(\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/|;)/);
    if (!skipped) break;
    char += skipped[0].length;
  }
  return Buffer.byteLength(text.slice(0, char), 'utf8');
}

class Reader {
  constructor(
    private readonly text: string,
    private readonly source: SourceText,
  ) {}

  private loc(node: Node | undefined): SourceLocation | null {
    const location = node?.location;
    return typeof location === 'number' && location >= 0 ? this.source.atByte(location) : null;
  }

  statement(stmt: Node, loc: SourceLocation): Statement {
    const [kind, body] = Object.entries(stmt)[0] as [string, Node];
    switch (kind) {
      case 'SelectStmt':
        return { type: 'select', query: this.query(body), loc };
      case 'InsertStmt':
        return this.insert(body, loc);
      case 'UpdateStmt':
        return this.update(body, loc);
      case 'DeleteStmt':
        return this.delete(body, loc);
      default:
        return this.ddlOrOther(kind, body, loc);
    }
  }

  private ddlOrOther(kind: string, body: Node, loc: SourceLocation): Statement {
    const ddl = (action: string, tables: TableSource[], destructive = false): Statement => ({ type: 'ddl', action, tables, destructive, loc });
    switch (kind) {
      case 'CreateStmt':
        return ddl('CREATE TABLE', [this.rangeVar(body.relation)]);
      case 'CreateTableAsStmt':
        return ddl(body.objtype === 'OBJECT_MATVIEW' ? 'CREATE MATERIALIZED VIEW' : 'CREATE TABLE', [this.rangeVar(body.into?.rel)]);
      case 'ViewStmt':
        return ddl('CREATE VIEW', [this.rangeVar(body.view)]);
      case 'IndexStmt':
        return ddl('CREATE INDEX', [this.rangeVar(body.relation)]);
      case 'AlterTableStmt':
        return ddl('ALTER TABLE', [this.rangeVar(body.relation)]);
      case 'RenameStmt':
        return ddl('ALTER TABLE', body.relation ? [this.rangeVar(body.relation)] : []);
      case 'TruncateStmt':
        return ddl('TRUNCATE', ((body.relations as Node[]) ?? []).map((r) => this.rangeVar(r.RangeVar)), true);
      case 'DropStmt': {
        const type = String(body.removeType ?? '');
        const label = type.replace('OBJECT_', '').replace('MATVIEW', 'MATERIALIZED VIEW').replace('_', ' ');
        const tables =
          type === 'OBJECT_TABLE' || type === 'OBJECT_VIEW' || type === 'OBJECT_MATVIEW'
            ? ((body.objects as Node[]) ?? []).map((o) => {
                const names = ((o.List?.items as Node[]) ?? []).map(str);
                return { kind: 'table' as const, schema: names.length > 1 ? names[names.length - 2]! : null, name: names[names.length - 1] ?? '', alias: null };
              })
            : [];
        return ddl(`DROP ${label}`, tables, DESTRUCTIVE_DROPS.has(type));
      }
      case 'DropdbStmt':
        return ddl('DROP DATABASE', [], true);
      default: {
        if (/^(Create|Alter|Drop|Comment)/.test(kind)) return ddl(kind.replace(/Stmt$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase(), []);
        const action = OTHER_ACTIONS[kind] ?? kind.replace(/Stmt$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();
        return { type: 'other', action, loc };
      }
    }
  }

  private insert(body: Node, loc: SourceLocation): Statement {
    const select = body.selectStmt?.SelectStmt as Node | undefined;
    const conflict = body.onConflictClause as Node | undefined;
    return {
      type: 'insert',
      with: this.ctes(body.withClause),
      table: this.rangeVar(body.relation),
      columns: ((body.cols as Node[]) ?? []).map((c) => String(c.ResTarget?.name ?? '')),
      source: select ? this.query(select) : null,
      upsert: conflict?.action === 'ONCONFLICT_UPDATE' ? this.assignments(conflict.targetList) : [],
      replace: false,
      returning: this.returning(body),
      loc,
    };
  }

  private update(body: Node, loc: SourceLocation): Statement {
    const target = this.rangeVar(body.relation);
    const from = [this.plainItem(target, body.relation), ...this.fromClause(body.fromClause)];
    return {
      type: 'update',
      with: this.ctes(body.withClause),
      targets: [target],
      from,
      assignments: this.assignments(body.targetList),
      where: this.exprOrNull(body.whereClause),
      orderBy: [],
      limit: null,
      returning: this.returning(body),
      loc,
    };
  }

  private delete(body: Node, loc: SourceLocation): Statement {
    const target = this.rangeVar(body.relation);
    return {
      type: 'delete',
      with: this.ctes(body.withClause),
      targets: [target],
      from: [this.plainItem(target, body.relation), ...this.fromClause(body.usingClause)],
      where: this.exprOrNull(body.whereClause),
      orderBy: [],
      limit: null,
      returning: this.returning(body),
      loc,
    };
  }

  private returning(body: Node): SelectItem[] {
    return this.targets(body.returningClause?.exprs ?? body.returningList);
  }

  private assignments(list: unknown): Assignment[] {
    return ((list as Node[]) ?? []).map((t) => {
      const target = t.ResTarget as Node;
      const column: ColumnExpr = { kind: 'column', table: null, name: String(target.name ?? ''), loc: this.loc(target) };
      return { column, value: this.expr(target.val) };
    });
  }

  private ctes(withClause: Node | undefined): CommonTableExpression[] {
    if (!withClause) return [];
    return ((withClause.ctes as Node[]) ?? []).map((c) => {
      const cte = c.CommonTableExpr as Node;
      const [kind, body] = Object.entries(cte.ctequery as Node)[0] as [string, Node];
      const loc = this.loc(cte) ?? { offset: 0, line: 1, column: 1 };
      let parsed: CommonTableExpression['body'] = { kind: 'values', rows: [], loc };
      if (kind === 'SelectStmt') parsed = this.query(body);
      else {
        const statement = this.statement({ [kind]: body }, loc);
        if (statement.type === 'insert' || statement.type === 'update' || statement.type === 'delete') parsed = statement;
      }
      return {
        name: String(cte.ctename ?? ''),
        recursive: withClause.recursive === true,
        body: parsed,
        loc: this.loc(cte),
      };
    });
  }

  /** A SelectStmt body (set-operation members come unwrapped). */
  query(body: Node): Query {
    const loc = this.loc(body) ?? this.firstLoc(body);
    if (body.valuesLists) {
      return { kind: 'values', rows: (body.valuesLists as Node[]).map((row) => ((row.List?.items as Node[]) ?? []).map((v) => this.expr(v))), loc };
    }
    const op = String(body.op ?? 'SETOP_NONE');
    const limit = this.limitOf(body.limitCount);
    const offset = this.exprOrNull(body.limitOffset);
    if (op !== 'SETOP_NONE') {
      const left = this.query(body.larg);
      return {
        kind: 'set',
        op: op === 'SETOP_UNION' ? 'union' : op === 'SETOP_INTERSECT' ? 'intersect' : 'except',
        all: body.all === true,
        left,
        right: this.query(body.rarg),
        with: this.ctes(body.withClause),
        orderBy: this.orderBy(body.sortClause),
        limit,
        offset,
        loc: loc ?? left.loc,
      };
    }
    const distinct = body.distinctClause as Node[] | undefined;
    return {
      kind: 'select',
      with: this.ctes(body.withClause),
      distinct: !distinct ? 'none' : distinct.some((d) => Object.keys(d).length > 0) ? 'on' : 'all',
      columns: this.targets(body.targetList),
      from: this.fromClause(body.fromClause),
      where: this.exprOrNull(body.whereClause),
      groupBy: ((body.groupClause as Node[]) ?? []).map((g) => this.expr(g)),
      having: this.exprOrNull(body.havingClause),
      orderBy: this.orderBy(body.sortClause),
      limit,
      offset,
      locking: Array.isArray(body.lockingClause) && body.lockingClause.length > 0,
      loc,
    };
  }

  /** The first located node of a select block (its select list), for blocks without a location of their own. */
  private firstLoc(body: Node): SourceLocation | null {
    const first = (body.targetList as Node[] | undefined)?.[0]?.ResTarget;
    return first ? this.loc(first) : null;
  }

  /** LIMIT ALL is a null constant: no limit. */
  private limitOf(node: Node | undefined): Expr | null {
    if (!node || node.A_Const?.isnull) return null;
    return this.expr(node);
  }

  private targets(list: unknown): SelectItem[] {
    return ((list as Node[]) ?? []).map((t) => ({ expr: this.expr(t.ResTarget?.val), alias: t.ResTarget?.name ? String(t.ResTarget.name) : null }));
  }

  private orderBy(list: unknown): OrderItem[] {
    return ((list as Node[]) ?? []).map((s) => {
      const sort = s.SortBy as Node;
      const direction = sort.sortby_dir === 'SORTBY_DESC' ? 'desc' : sort.sortby_dir === 'SORTBY_ASC' ? 'asc' : null;
      return { expr: this.expr(sort.node), direction };
    });
  }

  private rangeVar(node: Node | undefined): TableSource {
    return { kind: 'table', schema: node?.schemaname ? String(node.schemaname) : null, name: String(node?.relname ?? ''), alias: node?.alias?.aliasname ? String(node.alias.aliasname) : null };
  }

  private plainItem(source: FromItem['source'], node: Node | undefined, lateral = false): FromItem {
    const loc = this.loc(node) ?? (source.kind === 'subquery' ? source.query.loc : source.kind === 'function' ? locationOf(source.expr) : null);
    return { join: null, source, on: null, using: [], natural: false, lateral, loc };
  }

  private fromClause(list: unknown): FromItem[] {
    return ((list as Node[]) ?? []).flatMap((node) => this.fromNode(node));
  }

  /** A join tree flattened in reading order: the right side's first item carries the join. */
  private fromNode(node: Node): FromItem[] {
    if (node.JoinExpr) {
      const join = node.JoinExpr as Node;
      const left = this.fromNode(join.larg);
      const [first, ...rest] = this.fromNode(join.rarg);
      if (!first) return left;
      const using = ((join.usingClause as Node[]) ?? []).map(str);
      const natural = join.isNatural === true;
      const kind = JOINS[String(join.jointype)] ?? 'inner';
      const on = join.quals ? this.expr(join.quals) : null;
      const cross = kind === 'inner' && !on && !natural && using.length === 0;
      return [...left, { ...first, join: cross ? 'cross' : kind, on, using, natural }, ...rest];
    }
    if (node.RangeVar) return [this.plainItem(this.rangeVar(node.RangeVar), node.RangeVar)];
    if (node.RangeSubselect) {
      const sub = node.RangeSubselect as Node;
      return [this.plainItem({ kind: 'subquery', query: this.query(sub.subquery?.SelectStmt ?? {}), alias: sub.alias?.aliasname ?? null }, undefined, sub.lateral === true)];
    }
    if (node.RangeFunction) {
      const fn = node.RangeFunction as Node;
      const call = (fn.functions as Node[] | undefined)?.[0]?.List?.items?.[0] as Node | undefined;
      const expr = call ? this.expr(call) : { kind: 'other' as const, label: 'function', args: [], loc: null };
      return [this.plainItem({ kind: 'function', expr, alias: fn.alias?.aliasname ?? null }, call ? Object.values(call)[0] : undefined, fn.lateral === true)];
    }
    const [kind, body] = Object.entries(node)[0] ?? ['unknown', {}];
    return [this.plainItem({ kind: 'function', expr: { kind: 'other', label: kind, args: [], loc: null }, alias: (body as Node)?.alias?.aliasname ?? null }, body as Node)];
  }

  private exprOrNull(node: Node | undefined): Expr | null {
    return node ? this.expr(node) : null;
  }

  /**
   * PostgreSQL places an operator expression at its operator (`a = 1` at `=`, `x IS NULL` at `IS`);
   * evidence starts where the fragment does, at its first operand.
   */
  expr(node: Node | undefined): Expr {
    const expr = this.exprAt(node);
    const first = locationOf(expr);
    return first && expr.loc && first.offset < expr.loc.offset ? { ...expr, loc: first } : expr;
  }

  private exprAt(node: Node | undefined): Expr {
    if (!node) return { kind: 'other', label: 'empty', args: [], loc: null };
    const [kind, body] = Object.entries(node)[0] as [string, Node];
    const loc = this.loc(body);
    switch (kind) {
      case 'ColumnRef': {
        const fields = (body.fields as Node[]) ?? [];
        const names = fields.map(str);
        const table = names.length > 1 ? names[names.length - 2]! : null;
        if (fields[fields.length - 1]?.A_Star) return { kind: 'star', table, loc };
        return { kind: 'column', table, name: names[names.length - 1] ?? '', loc };
      }
      case 'A_Const':
        return this.constant(body, loc);
      case 'ParamRef':
        return { kind: 'param', text: `$${String(body.number ?? '')}`, loc };
      case 'A_Expr':
        return this.aExpr(body, loc);
      case 'BoolExpr': {
        const args = ((body.args as Node[]) ?? []).map((a) => this.expr(a));
        const [only] = args;
        // NOT (x IN (SELECT …)) is how the grammar gives x NOT IN (SELECT …): one model for both.
        if (body.boolop === 'NOT_EXPR' && only?.kind === 'in' && !only.negated && only.subquery) return { ...only, negated: true };
        if (body.boolop === 'NOT_EXPR') return { kind: 'not', arg: only!, loc };
        const logical = body.boolop === 'OR_EXPR' ? 'or' : 'and';
        return { kind: logical, args: args.flatMap((a) => (a.kind === logical ? a.args : [a])), loc };
      }
      case 'NullTest':
        return { kind: 'is-null', arg: this.expr(body.arg), negated: body.nulltesttype === 'IS_NOT_NULL', loc };
      case 'BooleanTest':
        return { kind: 'other', label: String(body.booltesttype ?? 'IS').replace(/_/g, ' '), args: [this.expr(body.arg)], loc };
      case 'FuncCall':
        return this.funcCall(body, loc);
      case 'TypeCast': {
        const charOffset = typeof body.location === 'number' && body.location >= 0 ? this.source.charOfByte(body.location) : -1;
        const syntax = charOffset >= 0 && this.text.startsWith('::', charOffset) ? '::' : 'cast';
        const names = ((body.typeName?.names as Node[]) ?? []).map(str).filter((n) => n !== 'pg_catalog');
        return { kind: 'cast', arg: this.expr(body.arg), type: names.join('.').toLowerCase(), syntax, loc: syntax === '::' ? (this.exprLoc(body.arg) ?? loc) : loc };
      }
      case 'SubLink':
        return this.subLink(body, loc);
      case 'CaseExpr': {
        const args: Expr[] = [];
        if (body.arg) args.push(this.expr(body.arg));
        for (const w of (body.args as Node[]) ?? []) args.push(this.expr(w.CaseWhen?.expr), this.expr(w.CaseWhen?.result));
        if (body.defresult) args.push(this.expr(body.defresult));
        return { kind: 'other', label: 'CASE', args, loc };
      }
      case 'CoalesceExpr':
        return { kind: 'function', name: 'coalesce', args: ((body.args as Node[]) ?? []).map((a) => this.expr(a)), star: false, distinct: false, aggregate: false, window: null, loc };
      case 'MinMaxExpr':
        return { kind: 'function', name: body.op === 'IS_LEAST' ? 'least' : 'greatest', args: ((body.args as Node[]) ?? []).map((a) => this.expr(a)), star: false, distinct: false, aggregate: false, window: null, loc };
      case 'SQLValueFunction':
        return { kind: 'function', name: String(body.op ?? '').replace(/^SVFOP_/, '').toLowerCase(), args: [], star: false, distinct: false, aggregate: false, window: null, loc };
      case 'CollateClause':
        return this.expr(body.arg);
      case 'NamedArgExpr':
        return this.expr(body.arg);
      case 'List':
        return { kind: 'other', label: 'ROW', args: ((body.items as Node[]) ?? []).map((a) => this.expr(a)), loc };
      default:
        return { kind: 'other', label: kind.replace(/^A_/, '').toUpperCase(), args: this.childExprs(body), loc };
    }
  }

  private exprLoc(node: Node | undefined): SourceLocation | null {
    if (!node) return null;
    const body = Object.values(node)[0] as Node | undefined;
    return this.loc(body);
  }

  /** The expression-looking children of a node the model does not name (rows, arrays, indirection). */
  private childExprs(body: Node): Expr[] {
    const found: Expr[] = [];
    for (const value of Object.values(body ?? {})) {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        if (item && typeof item === 'object' && !Array.isArray(item)) {
          const key = Object.keys(item)[0] ?? '';
          if (/^[A-Z]/.test(key) && key !== 'String' && key !== 'TypeName') found.push(this.expr(item as Node));
        }
      }
    }
    return found;
  }

  private constant(body: Node, loc: SourceLocation | null): Expr {
    if (body.isnull) return { kind: 'literal', type: 'null', value: null, loc };
    if (body.ival !== undefined) return { kind: 'literal', type: 'number', value: Number(body.ival.ival ?? 0), loc };
    if (body.fval !== undefined) return { kind: 'literal', type: 'number', value: String(body.fval.fval ?? '0'), loc };
    if (body.sval !== undefined) return { kind: 'literal', type: 'string', value: String(body.sval.sval ?? ''), loc };
    if (body.boolval !== undefined) return { kind: 'literal', type: 'boolean', value: body.boolval.boolval === true, loc };
    return { kind: 'literal', type: 'other', value: String(body.bsval?.bsval ?? ''), loc };
  }

  private aExpr(body: Node, loc: SourceLocation | null): Expr {
    const name = lastName(body.name);
    const kind = String(body.kind);
    const right = body.rexpr as Node | undefined;
    const list = () => ((right?.List?.items as Node[]) ?? []).map((i) => this.expr(i));
    if (!body.lexpr) return { kind: 'other', label: name, args: [this.expr(right)], loc };
    const left = this.expr(body.lexpr);
    switch (kind) {
      case 'AEXPR_IN':
        return { kind: 'in', arg: left, negated: name === '<>', list: list(), subquery: null, loc };
      case 'AEXPR_BETWEEN':
      case 'AEXPR_NOT_BETWEEN':
      case 'AEXPR_BETWEEN_SYM':
      case 'AEXPR_NOT_BETWEEN_SYM': {
        const [low, high] = list();
        return { kind: 'between', arg: left, low: low!, high: high!, negated: kind.includes('NOT'), loc };
      }
      case 'AEXPR_LIKE':
      case 'AEXPR_ILIKE':
        return { kind: 'binary', op: LIKE_OPS[name] ?? name.toUpperCase(), left, right: this.expr(right), loc };
      case 'AEXPR_DISTINCT':
        return { kind: 'binary', op: 'IS DISTINCT FROM', left, right: this.expr(right), loc };
      case 'AEXPR_NOT_DISTINCT':
        return { kind: 'binary', op: 'IS NOT DISTINCT FROM', left, right: this.expr(right), loc };
      case 'AEXPR_OP':
        return { kind: 'binary', op: name === '!=' ? '<>' : name.toUpperCase(), left, right: this.expr(right), loc };
      default:
        return { kind: 'other', label: `${name} ${kind.replace('AEXPR_', '').replace('OP_', '')}`, args: [left, this.expr(right)], loc };
    }
  }

  private funcCall(body: Node, loc: SourceLocation | null): Expr {
    const name = lastName(body.funcname).toLowerCase();
    const over = body.over as Node | undefined;
    const aggregate = AGGREGATE_FUNCTIONS.has(name) || body.agg_star === true || body.agg_distinct === true || Array.isArray(body.agg_order) || body.agg_within_group === true || !!body.agg_filter;
    return {
      kind: 'function',
      name,
      args: ((body.args as Node[]) ?? []).map((a) => this.expr(a)),
      star: body.agg_star === true,
      distinct: body.agg_distinct === true,
      aggregate,
      window: over ? { partitionBy: ((over.partitionClause as Node[]) ?? []).map((p) => this.expr(p)), orderBy: this.orderBy(over.orderClause) } : null,
      loc,
    };
  }

  private subLink(body: Node, loc: SourceLocation | null): Expr {
    const query = this.query(body.subselect?.SelectStmt ?? {});
    switch (body.subLinkType) {
      case 'EXISTS_SUBLINK':
        return { kind: 'exists', query, loc };
      case 'EXPR_SUBLINK':
        return { kind: 'subquery', query, loc };
      case 'ANY_SUBLINK': {
        const operator = lastName(body.operName);
        if (!operator || operator === '=') return { kind: 'in', arg: this.expr(body.testexpr), negated: false, list: null, subquery: query, loc };
        return { kind: 'other', label: `${operator} ANY`, args: [this.expr(body.testexpr), { kind: 'subquery', query, loc }], loc };
      }
      default:
        return { kind: 'other', label: String(body.subLinkType ?? 'SUBLINK').replace('_SUBLINK', ''), args: [...(body.testexpr ? [this.expr(body.testexpr)] : []), { kind: 'subquery', query, loc }], loc };
    }
  }
}

const OTHER_ACTIONS: Record<string, string> = {
  VariableSetStmt: 'SET',
  VariableShowStmt: 'SHOW',
  ExplainStmt: 'EXPLAIN',
  TransactionStmt: 'TRANSACTION',
  CopyStmt: 'COPY',
  GrantStmt: 'GRANT',
  GrantRoleStmt: 'GRANT',
  VacuumStmt: 'VACUUM',
  DoStmt: 'DO',
  CallStmt: 'CALL',
  LockStmt: 'LOCK',
  PrepareStmt: 'PREPARE',
  ExecuteStmt: 'EXECUTE',
};
