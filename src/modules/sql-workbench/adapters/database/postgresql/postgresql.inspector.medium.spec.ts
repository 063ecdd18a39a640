import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { testServices } from '../../../../../../test/support/services.js';
import { postgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../../../../../test/support/throwaway-postgres.js';
import { MemoryRateLimiter } from '../../../../../platform/rate-limit/index.js';
import { DomainError } from '../../../../../shared/index.js';
import { PostgresqlStatementParser } from '../../analyzer/postgresql.statement-parser.js';
import { AnalyzeQuery } from '../../../application/analyze-query/analyze-query.use-case.js';
import { CatalogueCache } from '../../../application/analyze-query/catalogue-cache.js';
import type { QueryConnections } from '../../../application/analyze-query/query-connections.js';
import type { ConnectionTarget, DatabaseDriver } from '../../../application/ports/database-driver.port.js';
import type { ExplorerTable } from '../../../application/ports/database-inspector.port.js';
import { PostgresqlDatabaseInspector } from './postgresql.inspector.js';

const ADMIN_URL = testServices.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';

async function rejectionOf(work: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await work;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('expected a rejection');
}

/**
 * The explorer, the usage panel and EXPLAIN against the real PostgreSQL service, in a database made for
 * this run: orders with 50,000 rows and a key to customers, a partitioned table, a view, eleven small
 * tables so the usage panel has more than ten to choose from.
 */
describe('PostgresqlDatabaseInspector (PostgreSQL service)', function () {
  this.timeout(120_000);
  const database = `hinspect_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  const inspector = new PostgresqlDatabaseInspector();
  let admin: pg.Client;
  let seeded: pg.Client;
  const target = (statementTimeoutMs = 10_000): ConnectionTarget => ({
    engine: 'postgresql',
    host: url.hostname,
    port: Number(url.port || 5432),
    database,
    username: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password),
    tls: 'disable',
    statementTimeoutMs,
  });

  before(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    const seedUrl = new URL(ADMIN_URL);
    seedUrl.pathname = `/${database}`;
    seeded = new pg.Client({ connectionString: seedUrl.toString() });
    await seeded.connect();
    await seeded.query(`
      CREATE SCHEMA shop;
      CREATE TABLE shop.customers (id integer PRIMARY KEY, email text NOT NULL UNIQUE, country text DEFAULT 'fr');
      CREATE TABLE shop.orders (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES shop.customers (id) ON DELETE CASCADE,
        status text, total numeric(10,2), created_at timestamptz DEFAULT now(), note text);
      CREATE INDEX orders_open_status ON shop.orders (lower(status)) WHERE status IS NOT NULL;
      CREATE TABLE shop.events (id serial, at date NOT NULL, payload text) PARTITION BY RANGE (at);
      CREATE TABLE shop.events_2024 PARTITION OF shop.events FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
      CREATE TABLE shop.events_2025 PARTITION OF shop.events FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
      CREATE INDEX ON shop.events (at);
      CREATE VIEW shop.paid_orders AS SELECT * FROM shop.orders WHERE status = 'paid';
      CREATE TABLE shop.audit (at timestamptz DEFAULT now());
      CREATE FUNCTION shop.noisy() RETURNS integer LANGUAGE sql VOLATILE AS 'INSERT INTO shop.audit DEFAULT VALUES RETURNING 1';
      INSERT INTO shop.customers SELECT g, 'user' || g || '@example.test' FROM generate_series(1, 5000) g;
      INSERT INTO shop.orders (customer_id, status, total, note)
        SELECT g % 5000 + 1, (ARRAY['new', 'paid', 'shipped', 'void'])[g % 4 + 1], g % 1000, repeat('n', 40) FROM generate_series(1, 50000) g;
      INSERT INTO shop.events (at, payload) SELECT date '2024-06-01' + (g % 400), 'p' || g FROM generate_series(1, 20000) g;
    `);
    for (let i = 1; i <= 11; i++) await seeded.query(`CREATE TABLE public.small_${i} (v integer); INSERT INTO public.small_${i} SELECT generate_series(1, ${i * 10})`);
    // Vacuumed now, so no autovacuum adds a visibility map between the panel's figures and the spec's.
    await seeded.query('VACUUM ANALYZE');
  });

  after(async () => {
    await seeded?.end();
    await admin?.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin?.end();
  });

  describe('explore', () => {
    let tables: Map<string, ExplorerTable>;
    let schemas: string[];

    before(async () => {
      const snapshot = await inspector.explore(target(), true);
      expect(snapshot.engine).to.equal('postgresql');
      expect(snapshot.truncated).to.equal(false);
      schemas = snapshot.schemas;
      tables = new Map(snapshot.tables.map((table) => [`${table.schema}.${table.name}`, table]));
    });

    it('lists the user schemas without the catalogues, TOAST or temporary schemas', () => {
      expect(schemas).to.deep.equal(['public', 'shop']);
    });

    it('lists every table, view and partition with its kind', () => {
      expect([...tables.keys()].filter((name) => name.startsWith('shop.'))).to.deep.equal([
        'shop.audit', 'shop.customers', 'shop.events', 'shop.events_2024', 'shop.events_2025', 'shop.orders', 'shop.paid_orders',
      ]);
      expect(tables.get('shop.events')?.kind).to.equal('partitioned table');
      expect(tables.get('shop.events_2025')?.partitionOf).to.deep.equal({ schema: 'shop', name: 'events' });
      expect(tables.get('shop.paid_orders')?.kind).to.equal('view');
      expect(tables.get('shop.orders')?.estimatedRows).to.equal(50_000);
      expect(tables.get('public.small_3')?.kind).to.equal('table');
    });

    it('gives columns with type, nullability, default and auto increment', () => {
      const columns = tables.get('shop.orders')?.columns ?? [];
      expect(columns.map((column) => column.name)).to.deep.equal(['id', 'customer_id', 'status', 'total', 'created_at', 'note']);
      expect(columns[0]).to.deep.equal({ name: 'id', type: 'bigint', nullable: false, default: 'GENERATED ALWAYS AS IDENTITY', autoIncrement: true });
      expect(columns[1]).to.include({ type: 'integer', nullable: false, default: null, autoIncrement: false });
      expect(columns[3]).to.include({ type: 'numeric(10,2)', nullable: true });
      expect(columns[4]).to.include({ type: 'timestamp with time zone', default: 'now()' });
      expect(tables.get('shop.customers')?.columns[2]).to.include({ default: "'fr'::text" });
      expect(tables.get('shop.events')?.columns[0]).to.include({ autoIncrement: true });
    });

    it('gives indexes with their columns, expressions, uniqueness and primary keys', () => {
      expect(tables.get('shop.orders')?.indexes).to.deep.equal([
        { name: 'orders_open_status', columns: ['lower(status)'], unique: false, primary: false, method: 'btree', predicate: 'status IS NOT NULL' },
        { name: 'orders_pkey', columns: ['id'], unique: true, primary: true, method: 'btree', predicate: null },
      ]);
      expect(tables.get('shop.customers')?.indexes.map((index) => [index.name, index.unique, index.primary])).to.deep.equal([
        ['customers_email_key', true, false],
        ['customers_pkey', true, true],
      ]);
    });

    it('gives foreign keys with both ends and their actions', () => {
      expect(tables.get('shop.orders')?.foreignKeys).to.deep.equal([
        {
          name: 'orders_customer_id_fkey',
          columns: ['customer_id'],
          referencedSchema: 'shop',
          referencedTable: 'customers',
          referencedColumns: ['id'],
          onDelete: 'cascade',
          onUpdate: 'no action',
        },
      ]);
      expect(tables.get('shop.customers')?.foreignKeys).to.deep.equal([]);
    });
  });

  describe('usage', () => {
    it('weighs the ten largest tables as pg_total_relation_size does, partitions counted into their parent', async () => {
      const usage = await inspector.usage(target(), true);
      const sizes = await seeded.query<{ name: string; bytes: string }>(`
        SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('public', 'shop') AND c.relkind IN ('r', 'p')`);
      const size = new Map(sizes.rows.map((row) => [row.name, Number(row.bytes)]));
      const databaseSize = await seeded.query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes');

      expect(usage.provenance).to.equal('measured');
      expect(usage.totalBytes).to.equal(Number(databaseSize.rows[0]?.bytes));
      expect(usage.tables).to.have.length(10);
      expect(usage.tables[0]).to.include({ schema: 'shop', name: 'orders', partitions: 0, totalBytes: size.get('orders') });
      const events = usage.tables.find((table) => table.name === 'events');
      expect(events).to.include({ partitions: 2, totalBytes: (size.get('events') ?? 0) + (size.get('events_2024') ?? 0) + (size.get('events_2025') ?? 0) });
      expect(usage.tables.some((table) => table.name.startsWith('events_'))).to.equal(false);
      for (const table of usage.tables) {
        if (table.name !== 'events') expect(table.totalBytes, table.name).to.equal(size.get(table.name));
        expect(table.dataBytes + table.indexBytes + (table.toastBytes ?? 0)).to.equal(table.totalBytes);
        expect(table.sizeMb).to.equal(Math.round((table.totalBytes / 1048576) * 100) / 100);
        expect(table.percent).to.equal(Math.round((table.totalBytes / usage.totalBytes) * 10000) / 100);
      }
      const totals = usage.tables.map((table) => table.totalBytes);
      expect(totals).to.deep.equal([...totals].sort((a, b) => b - a));
      expect(usage.tables.find((table) => table.name === 'orders')?.indexBytes).to.be.greaterThan(0);
    });
  });

  describe('explain', () => {
    const orderCount = async (): Promise<number> => Number((await seeded.query<{ n: string }>('SELECT count(*) AS n FROM shop.orders')).rows[0]?.n);
    const auditCount = async (): Promise<number> => Number((await seeded.query<{ n: string }>('SELECT count(*) AS n FROM shop.audit')).rows[0]?.n);

    it('returns the planner’s JSON plan, estimated, without running the statement', async () => {
      const result = await inspector.explain(target(), { sql: 'SELECT * FROM shop.orders WHERE customer_id = 42', analyze: false }, true);
      const root = (result.plan as Array<{ Plan: Record<string, unknown> }>)[0]?.Plan;
      expect(result).to.include({ engine: 'postgresql', analyzed: false, provenance: 'estimated', history: null });
      expect(root).to.include({ 'Node Type': 'Seq Scan', 'Relation Name': 'orders', Filter: '(customer_id = 42)' });
      expect(root).not.to.have.property('Actual Rows');
    });

    it('plans a write without running it', async () => {
      const before = await orderCount();
      const result = await inspector.explain(target(), { sql: 'DELETE FROM shop.orders', analyze: false }, true);
      expect((result.plan as Array<{ Plan: Record<string, unknown> }>)[0]?.Plan).to.include({ 'Node Type': 'ModifyTable', Operation: 'Delete' });
      expect(await orderCount()).to.equal(before);
    });

    it('runs a read query with ANALYZE and BUFFERS: measured rows, times and blocks', async () => {
      const result = await inspector.explain(target(), { sql: 'SELECT count(*) FROM shop.orders WHERE status = $$paid$$', analyze: true }, true);
      const [first] = result.plan as Array<{ Plan: Record<string, unknown>; 'Execution Time': number }>;
      expect(result).to.include({ analyzed: true, provenance: 'measured' });
      expect(first?.Plan['Actual Rows']).to.equal(1);
      expect(first?.Plan).to.have.property('Shared Hit Blocks');
      expect(first?.['Execution Time']).to.be.a('number');
    });

    for (const sql of [
      'INSERT INTO shop.customers VALUES (900001, $$x@example.test$$)',
      'UPDATE shop.orders SET total = 0',
      'DELETE FROM shop.orders',
      'SELECT * INTO shop.orders_copy FROM shop.orders',
      'WITH gone AS (DELETE FROM shop.orders RETURNING id) SELECT count(*) FROM gone',
      'SELECT * FROM shop.orders WHERE id = 1 FOR UPDATE',
      'CREATE TABLE shop.made AS SELECT 1 AS one',
      'MERGE INTO shop.customers c USING (SELECT 1 AS id) s ON c.id = s.id WHEN MATCHED THEN DELETE',
    ]) {
      it(`refuses ANALYZE of a statement that writes or locks, and changes nothing: ${sql}`, async () => {
        const before = await orderCount();
        const error = await rejectionOf(inspector.explain(target(), { sql, analyze: true }, true));
        expect(error.code).to.equal('SQL_READ_ONLY_VIOLATION');
        expect(await orderCount()).to.equal(before);
        const made = await seeded.query(`SELECT 1 FROM pg_class WHERE relname IN ('orders_copy', 'made')`);
        expect(made.rowCount).to.equal(0);
        expect((await seeded.query('SELECT 1 FROM shop.customers WHERE id IN (1, 900001)')).rowCount).to.equal(1);
      });
    }

    it('lets the read-only transaction stop a query whose function writes', async () => {
      const error = await rejectionOf(inspector.explain(target(), { sql: 'SELECT shop.noisy()', analyze: true }, true));
      expect(error.code).to.equal('SQL_READ_ONLY_VIOLATION');
      expect(await auditCount()).to.equal(0);
    });

    it('refuses a text with two statements before any of it runs', async () => {
      for (const analyze of [false, true]) {
        const error = await rejectionOf(inspector.explain(target(), { sql: 'SELECT 1; DROP TABLE shop.orders', analyze }, true));
        expect(error.code).to.equal('SQL_MULTIPLE_STATEMENTS');
      }
      expect(await orderCount()).to.equal(50_000);
    });

    it('cancels an ANALYZE past the statement timeout', async () => {
      const error = await rejectionOf(inspector.explain(target(200), { sql: 'SELECT pg_sleep(5)', analyze: true }, true));
      expect(error.code).to.equal('SQL_STATEMENT_TIMEOUT');
    });

    it('gives no history, and still the plan, where pg_stat_statements is created but not loaded', async () => {
      // Query identifiers on, so the lookup reaches the view, which refuses to be read without the library.
      await seeded.query('CREATE EXTENSION pg_stat_statements');
      await admin.query(`ALTER DATABASE "${database}" SET compute_query_id = on`);
      try {
        const result = await inspector.explain(target(), { sql: 'SELECT count(*) FROM shop.customers', analyze: true }, true);
        expect(result).to.include({ analyzed: true, history: null });
        expect((result.plan as Array<{ Plan: Record<string, unknown> }>)[0]?.Plan['Actual Rows']).to.equal(1);
      } finally {
        await admin.query(`ALTER DATABASE "${database}" RESET compute_query_id`);
        await seeded.query('DROP EXTENSION pg_stat_statements');
      }
    });

    it('answers the server’s message for a statement that does not plan', async () => {
      const error = await rejectionOf(inspector.explain(target(), { sql: 'SELECT * FROM shop.missing', analyze: false }, true));
      expect(error.code).to.equal('SQL_QUERY_FAILED');
      expect(error.message).to.equal('relation "shop.missing" does not exist');
    });
  });

  it('refuses the local server without private targets allowed', async () => {
    const error = await rejectionOf(inspector.explore(target(), false));
    expect(error.code).to.equal('SQL_CONNECTION_TARGET_REFUSED');
  });
});

/**
 * pg_stat_statements only counts when the server preloads it, which the shared service does not and may
 * not be restarted for: a cluster of this spec's own does. A statement run a known number of times with
 * different constants (one normalized entry) must come back as that many historical calls, with the
 * view's own mean and total, beside the plan and never in place of its figures: from the inspector, and
 * from the analysis that reads it.
 */
describe('PostgresqlDatabaseInspector with pg_stat_statements preloaded (a throwaway cluster)', function () {
  this.timeout(120_000);
  const RUNS = 7;
  const inspector = new PostgresqlDatabaseInspector();
  let cluster: ThrowawayPostgres | undefined;
  let client: pg.Client;
  const target = (): ConnectionTarget => ({
    engine: 'postgresql',
    host: '127.0.0.1',
    port: cluster!.port,
    database: 'postgres',
    username: 'postgres',
    password: '',
    tls: 'disable',
    statementTimeoutMs: 10_000,
  });
  /** What pg_stat_statements itself holds for the statement, to compare the answer with. */
  const recorded = async (): Promise<{ calls: number; total: number; mean: number; rows: number }> => {
    const found = await client.query<{ calls: string; total: number; mean: number; rows: string }>(
      `SELECT calls, total_exec_time AS total, mean_exec_time AS mean, rows FROM pg_stat_statements
       WHERE query LIKE 'SELECT count(*) FROM shop.orders WHERE customer_id = $1%'`,
    );
    expect(found.rows, 'one normalized entry').to.have.length(1);
    const [row] = found.rows;
    return { calls: Number(row!.calls), total: row!.total, mean: row!.mean, rows: Number(row!.rows) };
  };

  before(async function () {
    if (!postgresBinaries()) {
      if (testServices.ci) throw new Error('no PostgreSQL installation to start a throwaway cluster from');
      this.skip();
    }
    cluster = await startThrowawayPostgres({ settings: { shared_preload_libraries: 'pg_stat_statements' } });
    client = new pg.Client({ connectionString: cluster.url() });
    await client.connect();
    await client.query(`
      CREATE EXTENSION pg_stat_statements;
      CREATE SCHEMA shop;
      CREATE TABLE shop.orders (id integer PRIMARY KEY, customer_id integer NOT NULL, total numeric(10,2));
      INSERT INTO shop.orders SELECT g, g % 100, g % 50 FROM generate_series(1, 5000) g;
      ANALYZE shop.orders;
      SELECT pg_stat_statements_reset();
    `);
    for (let i = 1; i <= RUNS; i++) await client.query(`SELECT count(*) FROM shop.orders WHERE customer_id = ${i}`);
  });

  after(async () => {
    await client?.end().catch(() => undefined);
    await cluster?.stop();
  });

  it('answers the statement’s earlier runs as historical calls, mean and total time, rows', async () => {
    const result = await inspector.explain(target(), { sql: 'SELECT count(*) FROM shop.orders WHERE customer_id = 42', analyze: false }, true);
    expect(result).to.include({ analyzed: false, provenance: 'estimated' });
    const expected = await recorded();
    expect(expected.calls).to.equal(RUNS);
    expect(result.history).to.deep.include({ provenance: 'historical', calls: RUNS, rows: RUNS });
    expect(result.history!.totalTimeMs).to.be.closeTo(expected.total, 1e-9);
    expect(result.history!.meanTimeMs).to.be.closeTo(expected.mean, 1e-9);
    expect(result.history!.meanTimeMs).to.be.greaterThan(0);
  });

  it('gives no history for a statement the server never ran', async () => {
    const result = await inspector.explain(target(), { sql: 'SELECT max(total) FROM shop.orders', analyze: false }, true);
    expect(result.history).to.equal(null);
  });

  it('reports them through the analysis, each figure labelled historical, beside the measured plan', async () => {
    const clock = { now: () => new Date() };
    const connections: QueryConnections = {
      open: async (_owner, connectionId) => ({ connectionId, sample: false, target: target(), driver: {} as DatabaseDriver, inspector, allowPrivateTargets: true }),
      explain: (error) => (error instanceof DomainError ? error : new DomainError('unavailable', 'SQL_TOOL_ERROR', String(error))),
    };
    const analyzer = new AnalyzeQuery(connections, [new PostgresqlStatementParser()], new CatalogueCache(clock), new MemoryRateLimiter(clock));
    const answer = await analyzer.execute({ ownerId: 'owner', connectionId: 'c1', sql: 'SELECT count(*) FROM shop.orders WHERE customer_id = 7', analyze: true });
    const expected = await recorded();
    expect(answer.planError).to.equal(null);
    expect(answer.history).to.not.equal(null);
    const history = answer.history!;
    expect(history.calls).to.deep.equal({ kind: 'count', value: RUNS, provenance: 'historical' });
    expect(history.rows).to.deep.equal({ kind: 'rows', value: RUNS, provenance: 'historical' });
    expect(history.meanTime).to.include({ kind: 'time', provenance: 'historical' });
    expect(history.meanTime.ms).to.be.closeTo(expected.mean, 1e-9);
    expect(history.totalTime).to.include({ kind: 'time', provenance: 'historical' });
    expect(history.totalTime.ms).to.be.closeTo(expected.total, 1e-9);
    expect(answer.plan?.historical).to.deep.equal(history);
    // The plan's own figures stay the run's: measured, not the history's.
    expect(answer.plan?.root.measured?.rows.provenance).to.equal('measured');
    expect(answer.plan?.executionTime?.provenance).to.equal('measured');
  });
});
