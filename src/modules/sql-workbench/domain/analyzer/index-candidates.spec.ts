import { expect } from 'chai';
import { indexCandidates, MAX_INDEX_CANDIDATES } from './index-candidates.js';
import type { AnalyzerSchema } from './schema-snapshot.js';
import type { ColumnExpr, Expr, FromItem, SelectQuery, Statement, TableSource } from './statement.js';

/* The model built by hand: the candidates are a pure function of it, whatever parser made it. */
const col = (table: string | null, name: string): ColumnExpr => ({ kind: 'column', table, name, loc: null });
const num = (value: number): Expr => ({ kind: 'literal', type: 'number', value, loc: null });
const str = (value: string): Expr => ({ kind: 'literal', type: 'string', value, loc: null });
const op = (left: Expr, o: string, right: Expr): Expr => ({ kind: 'binary', op: o, left, right, loc: null });
const and = (...args: Expr[]): Expr => ({ kind: 'and', args, loc: null });
const table = (name: string, alias: string | null = null): TableSource => ({ kind: 'table', schema: null, name, alias });
const item = (source: TableSource, join: FromItem['join'] = null, on: Expr | null = null): FromItem => ({ join, source, on, using: [], natural: false, lateral: false, loc: null });

function select(parts: Partial<SelectQuery>): Statement {
  const query: SelectQuery = { kind: 'select', with: [], distinct: 'none', columns: [{ expr: col(null, 'id'), alias: null }], from: [], where: null, groupBy: [], having: null, orderBy: [], limit: null, offset: null, locking: false, loc: null, ...parts };
  return { type: 'select', query, loc: null };
}

const shortly = (candidates: ReturnType<typeof indexCandidates>) => candidates.map((c) => `${c.table}(${c.columns.join(', ')})`);

describe('sql-workbench analyzer: index candidates', () => {
  it('puts equality columns before a range, and scores the pair above each column alone', () => {
    const statement = select({ from: [item(table('orders'))], where: and(op(col(null, 'status'), '=', str('paid')), op(col(null, 'created_at'), '>', str('2026-01-01'))) });
    const candidates = indexCandidates(statement, 'postgresql');
    expect(shortly(candidates)).to.deep.equal(['orders(status, created_at)', 'orders(status)', 'orders(created_at)']);
    expect(candidates[0]).to.deep.include({ uses: ['equality', 'range'], score: 6 });
  });

  it('offers join keys on both sides and the filter with the key on the filtered table', () => {
    const statement = select({
      from: [item(table('orders', 'o')), item(table('customers', 'c'), 'inner', op(col('c', 'id'), '=', col('o', 'customer_id')))],
      where: op(col('c', 'email'), '=', str('a@b.c')),
    });
    expect(shortly(indexCandidates(statement, 'mysql'))).to.deep.equal(['customers(email, id)', 'customers(email)', 'customers(id)', 'orders(customer_id)']);
  });

  it('adds ORDER BY columns after an equality, and skips a column compared with NULL or with its own table', () => {
    const statement = select({
      from: [item(table('orders'))],
      where: and(op(col(null, 'customer_id'), '=', num(7)), op(col(null, 'total'), '=', { kind: 'literal', type: 'null', value: null, loc: null }), op(col(null, 'total'), '>', col(null, 'discount'))),
      orderBy: [{ expr: col(null, 'created_at'), direction: 'desc' }],
    });
    expect(shortly(indexCandidates(statement, 'postgresql'))).to.deep.equal(['orders(customer_id, created_at)', 'orders(customer_id)', 'orders(created_at)']);
  });

  it('leaves out what an existing index already leads with', () => {
    const schema: AnalyzerSchema = {
      tables: [
        {
          schema: 'public',
          name: 'orders',
          columns: [
            { name: 'status', type: 'text', nullable: false },
            { name: 'created_at', type: 'timestamp', nullable: false },
          ],
          indexes: [{ name: 'orders_status_idx', columns: ['status', 'created_at'] }],
          foreignKeys: [],
        },
      ],
    };
    const statement = select({ from: [item(table('orders'))], where: and(op(col(null, 'status'), '=', str('paid')), op(col(null, 'created_at'), '>', str('2026-01-01'))) });
    expect(shortly(indexCandidates(statement, 'postgresql', schema))).to.deep.equal(['orders(created_at)']);
  });

  it('keeps at most MAX_INDEX_CANDIDATES, without duplicates', () => {
    const filters = ['a', 'b', 'c', 'd', 'e'].map((name) => op(col(null, name), '=', num(1)));
    const statement = select({ from: [item(table('wide'))], where: and(...filters, ...filters) });
    const candidates = shortly(indexCandidates(statement, 'postgresql'));
    expect(candidates).to.have.length(MAX_INDEX_CANDIDATES);
    expect(new Set(candidates).size).to.equal(candidates.length);
  });

  it('ignores CTE names and unresolvable columns', () => {
    const statement: Statement = {
      type: 'select',
      loc: null,
      query: {
        ...(select({}) as Extract<Statement, { type: 'select' }>).query,
        with: [{ name: 'recent', recursive: false, loc: null, body: (select({ from: [item(table('orders'))] }) as Extract<Statement, { type: 'select' }>).query }],
        from: [item(table('recent', 'r')), item(table('customers', 'c'), 'inner', op(col('c', 'id'), '=', col('r', 'customer_id')))],
        where: op(col(null, 'email'), '=', str('x')),
      } as SelectQuery,
    };
    expect(shortly(indexCandidates(statement, 'postgresql'))).to.deep.equal(['customers(id)']);
  });
});
