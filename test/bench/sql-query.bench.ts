import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { AdviseSqlIndexesResponse, AnalyzeSqlResponse, ListSqlConnectionsResponse, RunSqlQueryResponse, SaveSqlConnectionResponse, SqlConnectionForm } from '../../src/modules/sql-workbench/contract.js';
import { ApiSession } from '../support/api-session.js';
import { startTestApp } from '../support/test-app.js';

/**
 * StackQL's three server calls (docs/benchmarks.md, "Goals"), through the HTTP API of an app started in
 * this process, on a saved connection to a database this section makes on the local PostgreSQL (HypoPG
 * installed there): the terminal's round trip beside a direct node-postgres call of the same statement,
 * the analysis of a 10-table join and the index advice HypoPG verifies.
 */
export const SQL_QUERY_GOALS = { adviseP95Ms: 2_000 } as const;

export interface Timing {
  p50Ms: number;
  p95Ms: number;
}

export interface SqlQueryFigures {
  database: string;
  rows: { orders: number; orderItems: number };
  queryRuns: number;
  /** POST …/query, read mode, the small indexed read. */
  apiQuery: Timing;
  /** The `durationMs` those answers report: the driver's own measure around the statement and its rows. */
  apiReportedDuration: Timing;
  /** The same text on a node-postgres Client connected once before the runs. */
  directOpen: Timing;
  /** A Client connected, queried and closed for every run: what the API's driver pays for its own connection. */
  directNewConnection: Timing;
  /** The same, the statement wrapped as the driver wraps a read (read-only transaction, statement limit, rolled back). */
  directNewReadOnly: Timing;
  /** GET /api/sql/connections by the same account: HTTP, the account check and one read of the app's database, no user server. */
  apiList: Timing;
  analyzeRuns: number;
  analyze: Timing;
  /** Nodes in the estimated plan of the join, as the API drew it. */
  joinPlanNodes: number;
  adviseRuns: number;
  advise: Timing;
  advice: { verified: boolean; suggestion: string | null; costBefore: number | null; costAfter: number | null; reductionPercent: number | null };
  /** Accounts the calls rotate over: the query tool admits 60 statements a minute per user. */
  accounts: number;
  loadBefore: number[];
  loadAfter: number[];
}

const QUERY_RUNS = 200;
const QUERY_WARMUP = 20;
const ANALYZE_RUNS = 50;
const ANALYZE_WARMUP = 5;
const ADVISE_RUNS = 20;
const ADVISE_WARMUP = 3;
/** Below the query tool's 60 statements a minute per user (sql-workbench README, "Query tool"), with room to spare. */
const CALLS_PER_ACCOUNT = 55;

const ORDERS = 100_000;
const ORDER_ITEMS = 100_000;

/** A 20-row read through the orders primary key. */
export const INDEXED_READ = 'SELECT id, customer_id, status, total, created_at FROM shop.orders WHERE id BETWEEN 50001 AND 50020 ORDER BY id';

/** Ten tables, each joined by its key: what a reporting query on a shop looks like. */
export const TEN_TABLE_JOIN = `SELECT r.name AS region, co.code AS country, c.email, o.id AS order_id, o.created_at, p.name AS product,
       ca.name AS category, s.name AS supplier, i.quantity, w.name AS warehouse, sh.shipped_at
  FROM shop.regions r
  JOIN shop.countries co ON co.region_id = r.id
  JOIN shop.customers c ON c.country_id = co.id
  JOIN shop.orders o ON o.customer_id = c.id
  JOIN shop.order_items i ON i.order_id = o.id
  JOIN shop.products p ON p.id = i.product_id
  JOIN shop.categories ca ON ca.id = p.category_id
  JOIN shop.suppliers s ON s.id = p.supplier_id
  JOIN shop.shipments sh ON sh.order_id = o.id
  JOIN shop.warehouses w ON w.id = sh.warehouse_id
 WHERE r.name = 'Europe' AND o.created_at >= timestamptz '2025-06-01'
 ORDER BY o.created_at DESC
 LIMIT 50`;

/** orders.customer_id has no index on purpose: the one the advice must find and HypoPG verify. */
export const MISSING_INDEX_QUERY = 'SELECT id, status, total, created_at FROM shop.orders WHERE customer_id = 4242';

const SCHEMA = `
  create schema shop;
  create table shop.regions (id int primary key, name text not null);
  create table shop.countries (id int primary key, region_id int not null references shop.regions (id), code char(2) not null);
  create index on shop.countries (region_id);
  create table shop.customers (id int primary key, country_id int not null references shop.countries (id), email text not null);
  create index on shop.customers (country_id);
  create table shop.categories (id int primary key, name text not null);
  create table shop.suppliers (id int primary key, name text not null);
  create table shop.products (
    id int primary key, category_id int not null references shop.categories (id),
    supplier_id int not null references shop.suppliers (id), name text not null, price numeric(10, 2) not null);
  create index on shop.products (category_id);
  create index on shop.products (supplier_id);
  create table shop.orders (
    id int primary key, customer_id int not null references shop.customers (id), status text not null,
    total numeric(10, 2) not null, created_at timestamptz not null);
  create index on shop.orders (created_at);
  create table shop.order_items (
    id int primary key, order_id int not null references shop.orders (id),
    product_id int not null references shop.products (id), quantity int not null);
  create index on shop.order_items (order_id);
  create index on shop.order_items (product_id);
  create table shop.warehouses (id int primary key, name text not null);
  create table shop.shipments (
    id int primary key, order_id int not null references shop.orders (id),
    warehouse_id int not null references shop.warehouses (id), shipped_at timestamptz);
  create index on shop.shipments (order_id);
  create index on shop.shipments (warehouse_id);

  insert into shop.regions values (1, 'Europe'), (2, 'Americas'), (3, 'Asia'), (4, 'Africa'), (5, 'Oceania');
  insert into shop.countries select g, 1 + g % 5, chr(65 + g % 26) || chr(65 + (g / 26) % 26) from generate_series(1, 50) g;
  insert into shop.customers select g, 1 + g % 50, 'c' || g || '@example.org' from generate_series(1, 10000) g;
  insert into shop.categories select g, 'category ' || g from generate_series(1, 40) g;
  insert into shop.suppliers select g, 'supplier ' || g from generate_series(1, 60) g;
  insert into shop.products select g, 1 + g % 40, 1 + g % 60, 'product ' || g, (g % 300) + 0.99 from generate_series(1, 2000) g;
  insert into shop.orders select g, 1 + (g::bigint * 7919) % 10000, (array['new', 'paid', 'shipped', 'delivered'])[1 + g % 4],
    (g % 500) + 0.99, timestamptz '2025-01-01' + g * interval '4 minutes' from generate_series(1, ${ORDERS}) g;
  insert into shop.order_items select g, 1 + (g::bigint * 104729) % ${ORDERS}, 1 + (g * 31) % 2000, 1 + g % 5 from generate_series(1, ${ORDER_ITEMS}) g;
  insert into shop.warehouses select g, 'warehouse ' || g from generate_series(1, 8) g;
  insert into shop.shipments select g, g, 1 + g % 8, timestamptz '2025-01-02' + g * interval '4 minutes' from generate_series(1, ${ORDERS} / 2) g;`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summary(ms: number[]): Timing {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
}

async function timedOnce(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

export async function benchSqlQuery(): Promise<SqlQueryFigures | null> {
  if (!process.env.DATABASE_URL) return null;
  const server = new URL(process.env.DATABASE_URL);
  server.search = '';
  const database = `sqlq_bench_${randomBytes(4).toString('hex')}`;
  const targetUrl = new URL(server);
  targetUrl.pathname = `/${database}`;
  const connect = async () => {
    const client = new pg.Client({ connectionString: targetUrl.toString() });
    await client.connect();
    return client;
  };

  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  let app: Awaited<ReturnType<typeof startTestApp>> | undefined;
  let direct: pg.Client | undefined;
  try {
    const seed = await connect();
    try {
      await seed.query(SCHEMA);
      await seed.query('vacuum analyze');
    } finally {
      await seed.end();
    }

    app = await startTestApp({ roles: ['api'], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    const started = app;
    const form: SqlConnectionForm = {
      name: 'Shop (bench)',
      engine: 'postgresql',
      host: server.hostname,
      port: Number(server.port || 5432),
      database,
      username: decodeURIComponent(server.username) || 'postgres',
      password: `bench-${randomBytes(6).toString('hex')}`,
      tls: 'disable',
    };

    // Every call below is one statement against the per-user limit, so the calls rotate over as many
    // Premium accounts as that limit needs, each with its own saved connection to the same database.
    const calls = QUERY_WARMUP + QUERY_RUNS + ANALYZE_WARMUP + ANALYZE_RUNS + ADVISE_WARMUP + ADVISE_RUNS;
    const accounts: Array<{ session: ApiSession; connectionId: string; used: number }> = [];
    const run = randomBytes(4).toString('hex');
    for (let i = 0; i < Math.ceil(calls / CALLS_PER_ACCOUNT); i++) {
      const session = new ApiSession(started.baseUrl);
      session.accessToken = await started.tokenFor({ sub: `sqlq_bench_${run}_${i}`, isPremium: true, status: 'premium' }, 3_600);
      const saved = await session.json<SaveSqlConnectionResponse>('POST', '/api/sql/connections', form, 201);
      accounts.push({ session, connectionId: saved.connection.id, used: 0 });
    }
    async function post<T>(action: 'query' | 'analyze' | 'advise', body: unknown): Promise<T> {
      const account = accounts.find((a) => a.used < CALLS_PER_ACCOUNT);
      if (!account) throw new Error('every bench account has used its statements');
      account.used++;
      const res = await account.session.request('POST', `/api/sql/connections/${account.connectionId}/${action}`, body);
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${action}: ${res.status} ${text.slice(0, 500)}`);
      return JSON.parse(text) as T;
    }

    const reported: number[] = [];
    const apiQuery = async () => {
      const answer = await post<RunSqlQueryResponse>('query', { sql: INDEXED_READ, mode: 'read' });
      if (answer.result.rowCount !== 20) throw new Error(`query answered ${answer.result.rowCount} rows`);
      reported.push(answer.result.durationMs);
    };
    direct = await connect();
    const open = direct;
    const directOpenQuery = async () => {
      const answer = await open.query(INDEXED_READ);
      if (answer.rowCount !== 20) throw new Error(`direct query answered ${answer.rowCount} rows`);
    };
    const directNewQuery = async () => {
      const client = await connect();
      try {
        await client.query(INDEXED_READ);
      } finally {
        await client.end();
      }
    };
    const directNewReadOnly = async () => {
      const client = await connect();
      try {
        await client.query('begin read only');
        await client.query('set local statement_timeout = 10000');
        await client.query(INDEXED_READ);
        await client.query('rollback');
      } finally {
        await client.end();
      }
    };

    const apiList = async () => {
      const account = accounts[0]!;
      const answer = await account.session.json<ListSqlConnectionsResponse>('GET', '/api/sql/connections');
      if (!answer.connections.some((c) => c.id === account.connectionId)) throw new Error('the saved connection is not listed');
    };

    const loadBefore = load();
    for (let i = 0; i < QUERY_WARMUP; i++) {
      await apiList();
      await apiQuery();
      await directOpenQuery();
      await directNewQuery();
      await directNewReadOnly();
    }
    reported.length = 0;
    // Alternated run by run, so a change in the machine's load reaches the API and its baselines alike.
    const samples = { api: [] as number[], open: [] as number[], fresh: [] as number[], readOnly: [] as number[], list: [] as number[] };
    for (let i = 0; i < QUERY_RUNS; i++) {
      samples.list.push(await timedOnce(apiList));
      samples.api.push(await timedOnce(apiQuery));
      samples.open.push(await timedOnce(directOpenQuery));
      samples.fresh.push(await timedOnce(directNewQuery));
      samples.readOnly.push(await timedOnce(directNewReadOnly));
    }

    let joinPlanNodes = 0;
    const analyzeJoin = async () => {
      const answer = await post<AnalyzeSqlResponse>('analyze', { sql: TEN_TABLE_JOIN });
      if (!answer.plan) throw new Error(`no plan for the join: ${JSON.stringify(answer.planError)}`);
      if (answer.analysis.tables.length !== 10) throw new Error(`the join's analysis names ${answer.analysis.tables.length} tables`);
      const count = (node: { children?: unknown[] }): number => 1 + (node.children ?? []).reduce<number>((n, child) => n + count(child as { children?: unknown[] }), 0);
      joinPlanNodes = count(answer.plan.root as { children?: unknown[] });
    };
    for (let i = 0; i < ANALYZE_WARMUP; i++) await analyzeJoin();
    const analyzeMs: number[] = [];
    for (let i = 0; i < ANALYZE_RUNS; i++) analyzeMs.push(await timedOnce(analyzeJoin));

    let advice: SqlQueryFigures['advice'] = { verified: false, suggestion: null, costBefore: null, costAfter: null, reductionPercent: null };
    const adviseOne = async () => {
      const answer = await post<AdviseSqlIndexesResponse>('advise', { sql: MISSING_INDEX_QUERY });
      const best = answer.suggestions[0];
      if (!answer.verified || !best || best.table !== 'orders' || best.columns.join() !== 'customer_id') {
        throw new Error(`advice not verified on orders.customer_id: ${JSON.stringify({ verified: answer.verified, unavailableReason: answer.unavailableReason, suggestions: answer.suggestions.map((s) => s.columns) })}`);
      }
      advice = { verified: answer.verified, suggestion: best.createStatement, costBefore: best.costBefore, costAfter: best.costAfter, reductionPercent: best.reductionPercent };
    };
    for (let i = 0; i < ADVISE_WARMUP; i++) await adviseOne();
    const adviseMs: number[] = [];
    for (let i = 0; i < ADVISE_RUNS; i++) adviseMs.push(await timedOnce(adviseOne));
    const loadAfter = load();

    return {
      database,
      rows: { orders: ORDERS, orderItems: ORDER_ITEMS },
      queryRuns: QUERY_RUNS,
      apiQuery: summary(samples.api),
      apiReportedDuration: summary(reported),
      directOpen: summary(samples.open),
      directNewConnection: summary(samples.fresh),
      directNewReadOnly: summary(samples.readOnly),
      apiList: summary(samples.list),
      analyzeRuns: ANALYZE_RUNS,
      analyze: summary(analyzeMs),
      joinPlanNodes,
      adviseRuns: ADVISE_RUNS,
      advise: summary(adviseMs),
      advice,
      accounts: accounts.length,
      loadBefore,
      loadAfter,
    };
  } finally {
    await direct?.end();
    await app?.stop();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  }
}
