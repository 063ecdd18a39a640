import { expect } from 'chai';
import type { QueryRequest, QueryResult } from '../../application/ports/database-driver.port.js';
import type { ExplorerTable } from '../../application/ports/database-inspector.port.js';
import { PgliteSampleDatabase } from './pglite-sample.database.js';
import { SAMPLE_MISSING_INDEX, SAMPLE_TABLE_ROWS } from './sample-shop.seed.js';

async function rejectionOf(work: Promise<unknown>): Promise<Error & { code?: string; details?: Record<string, unknown> }> {
  try {
    await work;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('expected a rejection');
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/**
 * The sample database in a real worker thread: PGlite seeded at start, the PostgreSQL driver's read-mode
 * rules, the worker ended past the statement limit and started again, the PostgreSQL inspector's
 * catalogue queries answered by PGlite.
 */
describe('PgliteSampleDatabase (worker thread)', function () {
  // PGlite's start and the seed take seconds on a shared machine, and the timeout case starts a second worker.
  this.timeout(180_000);
  const sample = new PgliteSampleDatabase();
  const driver = sample.driver();
  const inspector = sample.inspector();
  const target = sample.target();
  const read = (sql: string, statementTimeoutMs = target.statementTimeoutMs): Promise<QueryResult> =>
    driver.runQuery({ ...target, statementTimeoutMs }, { sql, mode: 'read', dryRun: false }, false);

  async function counts(): Promise<Record<string, string>> {
    const result = await read(
      'SELECT (SELECT count(*) FROM customers) AS customers, (SELECT count(*) FROM products) AS products, ' +
        '(SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS order_items',
    );
    return Object.fromEntries(result.columns.map((column, i) => [column.name, result.rows[0]?.[i] as string]));
  }

  const seeded = Object.fromEntries(Object.entries(SAMPLE_TABLE_ROWS).map(([table, rows]) => [table, String(rows)]));

  after(() => sample.close());

  it('answers as PGlite, with no setup, and reports the seed it measured', async () => {
    const info = await driver.testConnection(target, false);
    expect(info.version).to.match(/^PostgreSQL \d+\.\d+ \(PGlite/);
    expect(sample.lastStart()?.seedMs).to.be.a('number').above(0);
    expect(target).to.include({ engine: 'postgresql', statementTimeoutMs: 10_000, password: '' });
  });

  it('holds the four seeded tables with their row counts', async () => {
    expect(await counts()).to.deep.equal(seeded);
  });

  it('runs a join and names each column with its type, values as the PostgreSQL driver gives them', async () => {
    const result = await read(`
      SELECT c.email, o.id, o.status, o.ordered_at, o.total_cents, sum(oi.quantity * oi.unit_price_cents) AS items_cents,
             count(*) AS lines, avg(oi.quantity)::numeric(6,2) AS mean_quantity, o.shipped_at IS NOT NULL AS shipped
      FROM orders o
      JOIN customers c ON c.id = o.customer_id
      JOIN order_items oi ON oi.order_id = o.id
      WHERE o.id <= 5
      GROUP BY c.email, o.id
      ORDER BY o.id`);
    expect(result.columns).to.deep.equal([
      { name: 'email', type: 'varchar' },
      { name: 'id', type: 'int4' },
      { name: 'status', type: 'varchar' },
      { name: 'ordered_at', type: 'timestamptz' },
      { name: 'total_cents', type: 'int4' },
      { name: 'items_cents', type: 'int8' },
      { name: 'lines', type: 'int8' },
      { name: 'mean_quantity', type: 'numeric' },
      { name: 'shipped', type: 'bool' },
    ]);
    expect(result.rowCount).to.equal(5);
    expect(result.truncated).to.equal(false);
    expect(result.rolledBack).to.equal(false);
    for (const row of result.rows) {
      const [email, id, , orderedAt, total, itemsCents, lines, meanQuantity, shipped] = row;
      expect(email).to.match(/^[a-z.]+\d+@example\.(com|org|net)$/);
      expect(id).to.be.a('number');
      expect(orderedAt).to.match(/^202[45]-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/);
      // The order's total is the sum of its lines; bigint sums come as text, exact.
      expect(itemsCents).to.equal(String(total));
      expect(lines).to.equal(String(1 + ((id as number) % 5)));
      expect(meanQuantity).to.match(/^\d+\.\d\d$/);
      expect(shipped).to.be.a('boolean');
    }
  });

  it('stops at 1,000 rows and says the result was cut', async () => {
    const result = await read('SELECT * FROM order_items');
    expect(result.rowCount).to.equal(1000);
    expect(result.rows).to.have.length(1000);
    expect(result.truncated).to.equal(true);
    expect(result.rows[0]).to.have.length(5);
  });

  it('refuses write mode, dry run or not', async () => {
    for (const dryRun of [false, true]) {
      const request: QueryRequest = { sql: 'DELETE FROM order_items', mode: 'write', dryRun };
      const error = await rejectionOf(driver.runQuery(target, request, false));
      expect(error.code).to.equal('SQL_SAMPLE_READ_ONLY');
    }
    expect(await counts()).to.deep.equal(seeded);
  });

  const attempts: Array<[sql: string, code: string]> = [
    ['DELETE FROM order_items', 'SQL_READ_ONLY_VIOLATION'],
    ["UPDATE orders SET status = 'cancelled'", 'SQL_READ_ONLY_VIOLATION'],
    ['SET TRANSACTION READ WRITE', 'SQL_READ_ONLY_VIOLATION'],
    ['SET ROLE postgres', 'SQL_READ_ONLY_VIOLATION'],
    ['SELECT 1; DELETE FROM orders', 'SQL_MULTIPLE_STATEMENTS'],
    ['COMMIT; DELETE FROM orders', 'SQL_MULTIPLE_STATEMENTS'],
    ['COMMIT', 'SQL_STATEMENT_NOT_SUPPORTED'],
    ["COPY orders TO PROGRAM 'id'", 'SQL_READ_ONLY_VIOLATION'],
    ['CREATE TEMP TABLE t AS SELECT * FROM orders', 'SQL_READ_ONLY_VIOLATION'],
    // Parsed as a query: the server refuses it (a cursor takes no writing WITH, the transaction is read only).
    ['WITH gone AS (DELETE FROM order_items RETURNING *) SELECT count(*) FROM gone', 'SQL_QUERY_FAILED'],
    ['SELECT * INTO orders_copy FROM orders', 'SQL_QUERY_FAILED'],
    ['SELECT * FROM orders FOR UPDATE', 'SQL_READ_ONLY_VIOLATION'],
    // The reader role may only SELECT the four tables.
    ["SELECT pg_read_file('PG_VERSION')", 'SQL_QUERY_FAILED'],
    ["SELECT lo_import('/etc/passwd')", 'SQL_READ_ONLY_VIOLATION'],
  ];

  it('refuses every way out of read mode, and the data stays as seeded', async () => {
    for (const [sql, code] of attempts) {
      const error = await rejectionOf(read(sql));
      expect(error.code, sql).to.equal(code);
    }
    expect(await counts()).to.deep.equal(seeded);
  });

  it('ends a statement past its limit with a timeout, and the next query runs on a fresh worker', async () => {
    const firstStart = sample.lastStart();
    const error = await rejectionOf(read('SELECT pg_sleep(5)', 500));
    expect(error.code).to.equal('SQL_STATEMENT_TIMEOUT');
    expect(error.details).to.deep.equal({ timeoutMs: 500 });
    expect(await counts()).to.deep.equal(seeded);
    // Each worker reports its own start once seeded.
    expect(sample.lastStart()).to.not.equal(firstStart);
  });

  it('answers a statement that grew PostgreSQL memory, then retires that worker for a fresh one', async () => {
    const firstStart = sample.lastStart();
    expect(firstStart?.memoryBytes).to.be.below(384 * 1024 * 1024);
    // Folded at plan time: a 250 MB text is built in PGlite's memory (slowly, in WebAssembly), and one number comes back.
    const grown = await read("SELECT length(repeat('x', 250000000)) AS n", 60_000);
    expect(grown.rows).to.deep.equal([[250_000_000]]);
    expect(await counts()).to.deep.equal(seeded);
    expect(sample.lastStart()).to.not.equal(firstStart);
  });

  it('refuses a request past the waiting room, and fails the waiting ones when closed', async () => {
    const small = new PgliteSampleDatabase({ maxWaiting: 1 });
    const smallTarget = small.target();
    const request: QueryRequest = { sql: 'SELECT 1', mode: 'read', dryRun: false };
    // The first is handed to the worker at once, the second waits, the third finds the room full.
    const running = rejectionOf(small.driver().runQuery(smallTarget, request, false));
    const waiting = rejectionOf(small.driver().runQuery(smallTarget, request, false));
    const refused = await rejectionOf(small.driver().runQuery(smallTarget, request, false));
    expect(refused.code).to.equal('RATE_LIMITED');
    expect(refused.details).to.deep.equal({ retryAfterMs: 5_000 });
    await small.close();
    expect((await waiting).code).to.equal('SQL_TOOL_ERROR');
    expect((await running).code).to.equal('SQL_TOOL_ERROR');
  });

  describe('inspector', () => {
    let tables: Map<string, ExplorerTable>;

    before(async () => {
      const snapshot = await inspector.explore(target, false);
      expect(snapshot.engine).to.equal('postgresql');
      expect(snapshot.schemas).to.deep.equal(['public']);
      tables = new Map(snapshot.tables.map((table) => [table.name, table]));
    });

    it('lists the four tables with their estimated rows', () => {
      expect([...tables.keys()]).to.deep.equal(['customers', 'order_items', 'orders', 'products']);
      for (const [name, rows] of Object.entries(SAMPLE_TABLE_ROWS)) expect(tables.get(name)?.estimatedRows, name).to.equal(rows);
    });

    it('lists the foreign keys', () => {
      const keys = (name: string) => tables.get(name)?.foreignKeys.map((key) => [key.columns.join(), key.referencedTable, key.referencedColumns.join()]);
      expect(keys('orders')).to.deep.equal([['customer_id', 'customers', 'id']]);
      expect(keys('order_items')).to.deep.equal([
        ['order_id', 'orders', 'id'],
        ['product_id', 'products', 'id'],
      ]);
    });

    it('has no index led by order_items.order_id, while the other keys have theirs', () => {
      const leading = (name: string) => tables.get(name)?.indexes.map((index) => index.columns[0]);
      expect(leading(SAMPLE_MISSING_INDEX.table)).to.not.include(SAMPLE_MISSING_INDEX.column);
      expect(leading('order_items')).to.include('product_id');
      expect(leading('orders')).to.include('customer_id');
    });

    it('weighs the tables as pg_total_relation_size does', async () => {
      const usage = await inspector.usage(target, false);
      expect(usage.provenance).to.equal('measured');
      expect(usage.tables.map((table) => table.name).sort()).to.deep.equal(['customers', 'order_items', 'orders', 'products']);
      const measured = await read(
        "SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c WHERE c.relname IN ('customers', 'products', 'orders', 'order_items') AND c.relkind = 'r'",
      );
      const sizes = new Map(measured.rows.map(([name, bytes]) => [name as string, Number(bytes)]));
      for (const table of usage.tables) expect(table.totalBytes, table.name).to.equal(sizes.get(table.name));
      expect(usage.totalBytes).to.be.above(usage.tables.reduce((sum, table) => sum + table.totalBytes, 0));
    });

    it('plans a join on the unindexed column with a Seq Scan of order_items', async () => {
      const sql = 'SELECT o.id, oi.product_id FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.id = 42';
      const estimated = await inspector.explain(target, { sql, analyze: false }, false);
      expect(estimated).to.include({ engine: 'postgresql', analyzed: false, provenance: 'estimated', history: null });
      const nodes = planNodes((estimated.plan as Array<{ Plan: PlanNode }>)[0]!.Plan);
      expect(nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'order_items')).to.equal(true);

      const analyzed = await inspector.explain(target, { sql, analyze: true }, false);
      expect(analyzed).to.include({ analyzed: true, provenance: 'measured' });
      expect((analyzed.plan as Array<Record<string, unknown>>)[0]).to.have.property('Execution Time');
    });

    it('plans a write without running it, and refuses EXPLAIN ANALYZE of anything but a plain read', async () => {
      const planned = await inspector.explain(target, { sql: "UPDATE orders SET status = 'paid' WHERE customer_id = 7", analyze: false }, false);
      expect((planned.plan as Array<{ Plan: PlanNode }>)[0]!.Plan['Node Type']).to.equal('ModifyTable');
      const error = await rejectionOf(inspector.explain(target, { sql: 'DELETE FROM order_items', analyze: true }, false));
      expect(error.code).to.equal('SQL_READ_ONLY_VIOLATION');
      expect(await counts()).to.deep.equal(seeded);
    });

    it('gives index candidates unverified, saying PGlite has no HypoPG', async () => {
      const advice = await inspector.adviseIndexes(
        target,
        { sql: 'SELECT * FROM order_items WHERE order_id = 42', candidates: [{ schema: null, table: 'order_items', columns: ['order_id'] }] },
        false,
      );
      expect(advice.verification).to.equal('unverified');
      if (advice.verification !== 'unverified') return;
      expect(advice.reason).to.equal('hypopg-not-installed');
      expect(advice.howToEnable).to.match(/PGlite/).and.match(/HypoPG/);
      expect(advice.candidates).to.deep.equal([
        { schema: null, table: 'order_items', columns: ['order_id'], createStatement: 'CREATE INDEX CONCURRENTLY ON "order_items" ("order_id");' },
      ]);
    });
  });
});
