import { expect } from 'chai';
import type { ExplorerSnapshot, ExplorerTable } from '../../application/ports/database-inspector.port.js';
import { analyzeStatement, type StatementAnalysis } from '../../domain/analyzer/analyze-statement.js';
import type { AnalyzerSchema } from '../../domain/analyzer/schema-snapshot.js';
import type { SqlDialect, Statement, StatementParser } from '../../domain/analyzer/statement.js';
import { MysqlStatementParser } from './mysql.statement-parser.js';
import { PostgresqlStatementParser } from './postgresql.statement-parser.js';
import { SHOP_SCHEMA } from './testing/shop-schema.fake.js';

const PARSERS: Record<SqlDialect, StatementParser> = { postgresql: new PostgresqlStatementParser(), mysql: new MysqlStatementParser() };
const DIALECTS = ['postgresql', 'mysql'] as const;

async function statementOf(dialect: SqlDialect, sql: string): Promise<Statement> {
  const outcome = await PARSERS[dialect].parse(sql);
  if (outcome.kind !== 'statement') throw new Error(`${dialect}: ${JSON.stringify(outcome)}`);
  return outcome.statement;
}

async function analyze(dialect: SqlDialect, sql: string, schema: AnalyzerSchema | null = null): Promise<StatementAnalysis> {
  return analyzeStatement(await statementOf(dialect, sql), dialect, schema);
}

describe('sql-workbench analyzer: statement parsers', () => {
  for (const dialect of DIALECTS) {
    describe(dialect, () => {
      it('answers the first syntax error with its 1-based line and column', async () => {
        const outcome = await PARSERS[dialect].parse('SELECT id\nFROM orders\nWHERE id = = 1');
        expect(outcome.kind).to.equal('error');
        if (outcome.kind !== 'error') return;
        expect(outcome.error).to.deep.include({ line: 3, column: 12 });
        expect(outcome.error.message).to.contain('syntax error');
      });

      it('reports a text of several statements as such, with the line each starts on', async () => {
        const outcome = await PARSERS[dialect].parse('SELECT 1;\n\n  -- the second\n  DELETE FROM orders;');
        expect(outcome).to.deep.include({ kind: 'several', count: 2, lines: [1, 4] });
      });

      it('reports a blank text or one of comments as empty', async () => {
        expect((await PARSERS[dialect].parse('')).kind).to.equal('empty');
        expect((await PARSERS[dialect].parse('  -- nothing here\n ;')).kind).to.equal('empty');
      });

      it('places the statement at its first keyword, after leading comments', async () => {
        const statement = await statementOf(dialect, '-- latest orders\n\n  SELECT id FROM orders');
        expect(statement.loc).to.deep.include({ line: 3, column: 3 });
      });

      it('reads the query type of each kind of statement', async () => {
        const types: [string, string][] = [
          ['SELECT id FROM orders', 'select'],
          ['WITH recent AS (SELECT id FROM orders) SELECT id FROM recent', 'select'],
          ["INSERT INTO orders (id, status) VALUES (1, 'new')", 'insert'],
          ["UPDATE orders SET status = 'paid' WHERE id = 1", 'update'],
          ['DELETE FROM orders WHERE id = 1', 'delete'],
          ['CREATE TABLE t (id int)', 'ddl'],
          ['ALTER TABLE orders ADD note text', 'ddl'],
          ['DROP TABLE orders', 'ddl'],
          [dialect === 'postgresql' ? 'SET statement_timeout = 1000' : 'SET @x = 1', 'other'],
        ];
        for (const [sql, type] of types) expect((await analyze(dialect, sql)).queryType, sql).to.equal(type);
      });

      it('lists affected tables with read and write access, CTE names left out', async () => {
        const analysis = await analyze(dialect, "INSERT INTO archived_orders (id) SELECT p.id FROM (SELECT id FROM orders WHERE status = 'paid') p JOIN order_items i ON i.order_id = p.id");
        expect(analysis.tables).to.deep.equal([
          { schema: null, name: 'archived_orders', access: 'write' },
          { schema: null, name: 'orders', access: 'read' },
          { schema: null, name: 'order_items', access: 'read' },
        ]);
        const cte = await analyze(dialect, 'WITH recent AS (SELECT id FROM orders) SELECT r.id FROM recent r JOIN order_items i ON i.order_id = r.id');
        expect(cte.tables.map((t) => t.name)).to.deep.equal(['orders', 'order_items']);
        const update = await analyze(dialect, dialect === 'postgresql' ? "UPDATE orders o SET status = 'x' FROM shop.customers c WHERE c.id = o.customer_id" : "UPDATE orders o JOIN shop.customers c ON c.id = o.customer_id SET o.status = 'x'");
        expect(update.tables).to.deep.equal([
          { schema: null, name: 'orders', access: 'write' },
          { schema: 'shop', name: 'customers', access: 'read' },
        ]);
        const selfRead = await analyze(dialect, 'DELETE FROM orders WHERE customer_id IN (SELECT customer_id FROM orders WHERE total > 100)');
        expect(selfRead.tables).to.deep.equal([{ schema: null, name: 'orders', access: 'read-write' }]);
      });

      it('scores a plain read as simple with no reasons', async () => {
        expect((await analyze(dialect, 'SELECT id, status FROM orders WHERE id = 1')).complexity).to.deep.equal({ score: 0, level: 'simple', reasons: [] });
      });

      it('scores joins, subqueries, CTEs, aggregations, window functions and set operations with their reasons', async () => {
        const sql = [
          'WITH RECURSIVE tree AS (SELECT id FROM orders WHERE id = 1 UNION ALL SELECT o.id FROM orders o JOIN tree t ON o.id = t.id + 1)',
          'SELECT c.id, count(*), row_number() OVER (PARTITION BY c.id ORDER BY max(o.total)),',
          '  (SELECT max(i.quantity) FROM order_items i WHERE i.order_id = max(o.id))',
          'FROM customers c JOIN orders o ON o.customer_id = c.id LEFT JOIN tree t ON t.id = o.id',
          'WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)',
          'GROUP BY c.id ORDER BY c.id',
        ].join('\n');
        const { complexity } = await analyze(dialect, sql);
        const factors = Object.fromEntries(complexity.reasons.map((r) => [r.factor, r.count]));
        expect(factors).to.deep.include({ joins: 3, subqueries: 2, 'recursive ctes': 1, 'set operations': 1, aggregations: 2, 'window functions': 1, sorts: 1 });
        expect(complexity.score).to.equal(complexity.reasons.reduce((sum, r) => sum + r.points, 0));
        expect(complexity.level).to.equal('very complex');
      });

      it('offers index candidates from equality and range filters, join keys and sorts, existing indexes left out', async () => {
        const sql = "SELECT o.id, c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.status = 'paid' AND o.created_at > '2026-01-01' ORDER BY o.created_at DESC LIMIT 20";
        const { indexCandidates } = await analyze(dialect, sql, SHOP_SCHEMA);
        expect(indexCandidates.map((c) => `${c.schema}.${c.table}(${c.columns.join(', ')})`)).to.deep.equal([
          'public.orders(status, created_at)',
          'public.orders(customer_id, created_at)',
          'public.orders(status, customer_id)',
          'public.orders(created_at)',
          'public.orders(status)',
          'public.orders(customer_id)',
        ]);
        expect(indexCandidates[0]?.uses).to.deep.equal(['equality', 'range']);
      });

      it('offers candidates for the filter of an UPDATE or DELETE, none for DDL', async () => {
        const update = await analyze(dialect, "UPDATE orders SET status = 'void' WHERE customer_id = 3 AND created_at < '2020-01-01'");
        expect(update.indexCandidates.map((c) => c.columns.join(', '))).to.deep.equal(['customer_id, created_at', 'customer_id', 'created_at']);
        expect((await analyze(dialect, 'CREATE INDEX orders_status ON orders (status)')).indexCandidates).to.deep.equal([]);
      });

      it('warns about writes, missing catalogue and tables the catalogue lacks', async () => {
        const write = await analyze(dialect, "UPDATE orders SET status = 'x' WHERE id = 1");
        expect(write.warnings.map((w) => w.code)).to.deep.equal(['ANALYZER_WRITES_DATA', 'ANALYZER_SCHEMA_MISSING']);
        const read = await analyze(dialect, 'SELECT id FROM orders JOIN ghosts g ON g.id = orders.id', SHOP_SCHEMA);
        expect(read.warnings).to.deep.equal([{ code: 'ANALYZER_TABLE_UNKNOWN', message: "Not in the connection's catalogue: ghosts." }]);
      });
    });
  }

  it('reads PostgreSQL data-modifying CTEs as writes', async () => {
    const analysis = await analyze('postgresql', 'WITH gone AS (DELETE FROM orders WHERE status = $1 RETURNING *) INSERT INTO archived_orders SELECT * FROM gone');
    expect(analysis.tables).to.deep.equal([
      { schema: null, name: 'archived_orders', access: 'write' },
      { schema: null, name: 'orders', access: 'write' },
    ]);
  });

  it("takes the explorer's snapshot as its catalogue, as the explorer gives it", async () => {
    const column = (name: string, nullable = false) => ({ name, type: 'integer', nullable, default: null, autoIncrement: false });
    const table = (name: string, extra: Partial<ExplorerTable>): ExplorerTable => ({ schema: 'public', name, kind: 'table', partitionOf: null, estimatedRows: 1000, columns: [], indexes: [], foreignKeys: [], ...extra });
    const snapshot: ExplorerSnapshot = {
      engine: 'postgresql',
      schemas: ['public'],
      truncated: false,
      tables: [
        table('customers', { columns: [column('id')], indexes: [{ name: 'customers_pkey', columns: ['id'], unique: true, primary: true, method: 'btree', predicate: null }] }),
        table('orders', {
          columns: [column('id'), column('customer_id')],
          foreignKeys: [{ name: 'orders_customer_id_fkey', columns: ['customer_id'], referencedSchema: 'public', referencedTable: 'customers', referencedColumns: ['id'], onDelete: 'cascade', onUpdate: 'no action' }],
        }),
      ],
    };
    const analysis = await analyze('postgresql', 'DELETE FROM customers WHERE id = 1', snapshot);
    expect(analysis.findings.map((f) => f.ruleId)).to.deep.equal(['fk-without-index']);
    expect(analysis.warnings.map((w) => w.code)).to.deep.equal(['ANALYZER_WRITES_DATA']);
  });

  it('reads MariaDB with its own grammar', async () => {
    const outcome = await new MysqlStatementParser('mariadb').parse('SELECT id FROM orders WHERE customer_id = ? LIMIT 10');
    expect(outcome.kind).to.equal('statement');
    // Its grammar takes `status` for a keyword where MySQL's does not: the flavour is per call too.
    const parser = new MysqlStatementParser();
    expect((await parser.parse("SELECT id FROM orders WHERE status = 'x'", 'mariadb')).kind).to.equal('error');
    expect((await parser.parse("SELECT id FROM orders WHERE status = 'x'")).kind).to.equal('statement');
  });
});
