import type { Expr, FromItem, OrderItem, Query } from './statement.js';

/**
 * Evidence shows the fragment a rule found as SQL, rebuilt from the model rather than cut from the text:
 * libpg-query gives where a node starts but not where it ends, so a cut would guess its length. The
 * rebuilt text is normalised (keywords upper case, one space) and cut at MAX_FRAGMENT characters.
 */
export const MAX_FRAGMENT = 160;

/** In an IN list longer than this, the rest is summarised as a count. */
const LIST_SHOWN = 5;

export function renderExpr(expr: Expr): string {
  return clip(render(expr));
}

export function renderFromItem(item: FromItem): string {
  const source = item.source;
  const name =
    source.kind === 'table'
      ? `${source.schema ? `${source.schema}.` : ''}${source.name}`
      : source.kind === 'subquery'
        ? `(${renderQuery(source.query)})`
        : render(source.expr);
  const alias = source.alias && !(source.kind === 'table' && source.alias === source.name) ? ` ${source.alias}` : '';
  const join = item.join ? `${item.natural ? 'NATURAL ' : ''}${item.join === 'inner' ? '' : `${item.join.toUpperCase()} `}JOIN ` : '';
  const on = item.on ? ` ON ${render(item.on)}` : item.using.length ? ` USING (${item.using.join(', ')})` : '';
  return clip(`${join}${name}${alias}${on}`);
}

export function renderOrderBy(items: OrderItem[]): string {
  return clip(`ORDER BY ${items.map((o) => `${render(o.expr)}${o.direction ? ` ${o.direction.toUpperCase()}` : ''}`).join(', ')}`);
}

/** A short outline of a query: its select list and first source, enough to recognise it. */
export function renderQuery(query: Query): string {
  if (query.kind === 'values') return `VALUES … (${query.rows.length} rows)`;
  if (query.kind === 'set') return `${renderQuery(query.left)} ${query.op.toUpperCase()}${query.all ? ' ALL' : ''} ${renderQuery(query.right)}`;
  const columns = query.columns.map((c) => render(c.expr)).join(', ');
  const first = query.from[0];
  const from = first ? ` FROM ${first.source.kind === 'table' ? first.source.name : '…'}${query.from.length > 1 ? ' …' : ''}` : '';
  const where = query.where ? ` WHERE ${render(query.where)}` : '';
  return clip(`SELECT ${query.distinct === 'all' ? 'DISTINCT ' : ''}${columns}${from}${where}`);
}

export function clip(text: string): string {
  return text.length <= MAX_FRAGMENT ? text : `${text.slice(0, MAX_FRAGMENT - 1)}…`;
}

function render(expr: Expr): string {
  switch (expr.kind) {
    case 'column':
      return expr.table ? `${expr.table}.${expr.name}` : expr.name;
    case 'star':
      return expr.table ? `${expr.table}.*` : '*';
    case 'literal':
      if (expr.type === 'string') return `'${String(expr.value).replace(/'/g, "''")}'`;
      if (expr.type === 'null') return 'NULL';
      if (expr.type === 'boolean') return expr.value ? 'TRUE' : 'FALSE';
      return String(expr.value);
    case 'param':
      return expr.text;
    case 'binary':
      return `${operand(expr.left)} ${expr.op} ${operand(expr.right)}`;
    case 'and':
    case 'or':
      return expr.args.map((arg) => (arg.kind === 'and' || arg.kind === 'or' ? `(${render(arg)})` : render(arg))).join(` ${expr.kind.toUpperCase()} `);
    case 'not':
      return `NOT ${operand(expr.arg)}`;
    case 'is-null':
      return `${operand(expr.arg)} IS ${expr.negated ? 'NOT ' : ''}NULL`;
    case 'in': {
      const list = expr.subquery
        ? renderQuery(expr.subquery)
        : (expr.list ?? []).length > LIST_SHOWN
          ? `${(expr.list ?? []).slice(0, LIST_SHOWN).map(render).join(', ')}, … ${(expr.list ?? []).length} values`
          : (expr.list ?? []).map(render).join(', ');
      return `${operand(expr.arg)} ${expr.negated ? 'NOT ' : ''}IN (${list})`;
    }
    case 'between':
      return `${operand(expr.arg)} ${expr.negated ? 'NOT ' : ''}BETWEEN ${operand(expr.low)} AND ${operand(expr.high)}`;
    case 'function': {
      const args = expr.star ? `${expr.distinct ? 'DISTINCT ' : ''}*` : `${expr.distinct ? 'DISTINCT ' : ''}${expr.args.map(render).join(', ')}`;
      return `${expr.name}(${args})${expr.window ? ' OVER (…)' : ''}`;
    }
    case 'cast':
      return expr.syntax === '::' ? `${operand(expr.arg)}::${expr.type}` : `CAST(${render(expr.arg)} AS ${expr.type})`;
    case 'subquery':
      return `(${renderQuery(expr.query)})`;
    case 'exists':
      return `EXISTS (${renderQuery(expr.query)})`;
    case 'other':
      return expr.args.length ? `${expr.label}(${expr.args.map(render).join(', ')})` : expr.label;
  }
}

/** Parentheses around a compound operand so the rebuilt text reads as the original grouped. */
function operand(expr: Expr): string {
  const text = render(expr);
  return expr.kind === 'and' || expr.kind === 'or' || expr.kind === 'binary' ? `(${text})` : text;
}
