import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import mysql from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import type {
  ListSqlConnectionsResponse,
  RunSqlQueryResponse,
  SaveSqlConnectionResponse,
  SqlConnectionForm,
  SqlExplorerResponse,
  SqlQueryHistoryResponse,
  SqlUsageResponse,
} from '../../../src/modules/sql-workbench/contract.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The query tool through the real stack (sql-workbench README, "Query tool"): the terminal on a saved
 * connection to the local PostgreSQL service (the app allows private targets), reaching a database made
 * for this spec: results with column types and the safety contract, the 1,000-row cap, write mode only
 * when asked (a dry run rolled back), several statements refused whole, the text limit; the history of
 * the last 100 runs; the explorer and the usage panel; another user's connection answering 404; the
 * history in the account export and erased with the account; no password in any answer.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

const POSTGRES = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');

/** The MariaDB service, reached as a user's database through an account made for the test. */
const MARIADB = {
  host: process.env.MARIADB_HOST || '127.0.0.1',
  port: Number(process.env.MARIADB_PORT || 3306),
  user: process.env.MARIADB_USER || 'root',
  password: process.env.MARIADB_PASSWORD || '',
};

/** The statements the terminal runs, found again in the history. */
const SQL = {
  items: 'select id, name, price, created_at, price > 5 as dear from shop.items order by id',
  series: 'select g, repeat($$x$$, 10) as pad from generate_series(1, 5000) g',
  update: 'update shop.items set price = 0',
  dryUpdate: 'update shop.items set price = 0 where id <= 3',
  insert: "insert into shop.items (id, customer_id, name, price) values (6, 1, 'item 6', 9)",
};

describe('SQL query tool API (/api/sql/connections/:id/query, history, explorer, usage)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  /** The user's own database on the PostgreSQL service, made and dropped by this spec. */
  const targetDb = `sqlq_${run}`;
  const passwords = [`query-${run}-Pa55word!`, `other-${run}-Pa55word!`, `leaver-${run}-Pa55word!`, `maria-${run}-Pa55word!`];
  const answers: string[] = [];
  let app: TestApp;
  let knex: Database['knex'];
  /** The service's administrator, on its default database: creates and drops the target database. */
  let admin: Knex;
  /** The target database itself, to check what the terminal did there. */
  let target: Knex;
  let owner: ApiSession;
  let other: ApiSession;
  let connectionId: string;

  const connectionForm = (extra: Partial<SqlConnectionForm> = {}): SqlConnectionForm => ({
    name: 'Shop database',
    engine: 'postgresql',
    host: POSTGRES.hostname,
    port: Number(POSTGRES.port || 5432),
    database: targetDb,
    username: decodeURIComponent(POSTGRES.username) || 'postgres',
    // The service trusts local logins: any password is accepted, so each one can be searched for in the answers.
    password: passwords[0],
    tls: 'disable',
    ...extra,
  });

  async function call(session: ApiSession, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    answers.push(`${method} ${path} ${res.status} ${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${text}`);
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }

  async function ok<T>(session: ApiSession, method: string, path: string, body?: unknown, status = 200): Promise<T> {
    const answer = await call(session, method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).to.equal(status);
    return answer.json as T;
  }

  async function failure(session: ApiSession, method: string, path: string, body: unknown, status: number): Promise<ErrorView> {
    const answer = await call(session, method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).to.equal(status);
    return answer.json as ErrorView;
  }

  const query = (session: ApiSession, body: unknown, id = connectionId) => ok<RunSqlQueryResponse>(session, 'POST', `/api/sql/connections/${id}/query`, body);
  const refusedQuery = (session: ApiSession, body: unknown, status: number, id = connectionId) => failure(session, 'POST', `/api/sql/connections/${id}/query`, body, status);
  const priceSum = async () => Number((await target.raw('select sum(price) as total from shop.items')).rows[0].total);
  const itemCount = async () => Number((await target('shop.items').count('* as n'))[0]?.n);

  const seeded = async (name: string) => {
    const session = new ApiSession(app.baseUrl);
    session.accessToken = await app.tokenFor({ sub: `sqlq_${name}_${run}`, status: 'free' });
    return session;
  };

  before(async () => {
    const serverUrl = new URL(POSTGRES);
    serverUrl.search = '';
    admin = knexFactory({ client: 'pg', connection: serverUrl.toString(), pool: { min: 0, max: 1 } });
    await admin.raw('create database ??', [targetDb]);
    const targetUrl = new URL(serverUrl);
    targetUrl.pathname = `/${targetDb}`;
    target = knexFactory({ client: 'pg', connection: targetUrl.toString(), pool: { min: 0, max: 1 } });
    await target.raw(`
      create schema shop;
      create table shop.customers (id int primary key, email varchar(120) not null unique);
      create table shop.items (
        id int primary key,
        customer_id int references shop.customers (id) on delete cascade,
        name text not null,
        price numeric(10, 2) not null,
        created_at timestamptz not null default '2026-12-01T10:00:00Z'
      );
      insert into shop.customers select g, 'c' || g || '@example.org' from generate_series(1, 3) g;
      insert into shop.items (id, customer_id, name, price) select g, 1 + g % 3, 'item ' || g, g * 1.5 from generate_series(1, 5) g;`);
    // Sizes and row estimates settled before the usage panel and the explorer read them.
    await target.raw('vacuum analyze');

    app = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    owner = await seeded('owner');
    other = await seeded('other');
    connectionId = (await ok<SaveSqlConnectionResponse>(owner, 'POST', '/api/sql/connections', connectionForm(), 201)).connection.id;
  });

  after(async () => {
    await app?.stop();
    await target?.destroy();
    await admin?.raw('drop database if exists ?? with (force)', [targetDb]);
    await admin?.destroy();
  });

  it('mounts the four query tool routes, each for any signed-in user', async () => {
    const paths = ['/api/sql/connections/:id/query', '/api/sql/connections/:id/history', '/api/sql/connections/:id/explorer', '/api/sql/connections/:id/usage'];
    const routes = app.process.routes.filter((r) => paths.includes(r.path));
    expect(routes.map((r) => `${r.method} ${r.path} ${r.auth}`).sort()).to.deep.equal([
      'GET /api/sql/connections/:id/explorer user',
      'GET /api/sql/connections/:id/history user',
      'GET /api/sql/connections/:id/usage user',
      'POST /api/sql/connections/:id/query user',
    ]);
    const visitor = new ApiSession(app.baseUrl);
    expect((await failure(visitor, 'POST', `/api/sql/connections/${connectionId}/query`, { sql: 'select 1', mode: 'read' }, 401)).code).to.equal('AUTH_REQUIRED');
    expect((await failure(visitor, 'GET', `/api/sql/connections/${connectionId}/history`, undefined, 401)).code).to.equal('AUTH_REQUIRED');
  });

  it('runs a read query: columns with their types, JSON-safe values, the measured duration and the safety contract', async () => {
    const { result } = await query(owner, { sql: SQL.items, mode: 'read' });
    expect(result.columns).to.deep.equal([
      { name: 'id', type: 'int4' },
      { name: 'name', type: 'text' },
      { name: 'price', type: 'numeric' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'dear', type: 'bool' },
    ]);
    expect(result.rows).to.have.length(5);
    expect(result.rows[0]?.slice(0, 3)).to.deep.equal([1, 'item 1', '1.50']);
    expect(new Date(String(result.rows[0]?.[3])).toISOString()).to.equal('2026-12-01T10:00:00.000Z');
    expect(result.rows.map((r) => r[4])).to.deep.equal([false, false, false, true, true]);
    expect(result).to.deep.include({ rowCount: 5, truncated: false, rolledBack: false, mode: 'read' });
    expect(result.durationMs).to.be.a('number').at.least(0);
    expect(result.safety).to.deep.equal({ readOnly: true, statementTimeoutMs: 10_000, rowCap: 1_000, byteCap: 5 * 1024 * 1024, extendedProtocol: true });
  });

  it('cuts a result at 1,000 rows and says so', async () => {
    const { result } = await query(owner, { sql: SQL.series, mode: 'read' });
    expect(result.rows).to.have.length(1_000);
    expect(result).to.deep.include({ rowCount: 1_000, truncated: true });
    expect(result.rows[999]?.[0]).to.equal(1_000);
  });

  it('needs write mode to be asked for: no mode is a malformed body, read mode refuses a write, a dry run rolls back', async () => {
    const missing = await refusedQuery(owner, { sql: 'update shop.items set price = 0' }, 400);
    expect(missing.code).to.equal('VALIDATION_FAILED');
    expect(missing.details?.fields).to.have.property('mode');
    expect((await refusedQuery(owner, { sql: 'update shop.items set price = 0', mode: 'delete' }, 400)).code).to.equal('VALIDATION_FAILED');
    const before = await priceSum();

    const readOnly = await refusedQuery(owner, { sql: SQL.update, mode: 'read' }, 400);
    expect(readOnly.code).to.equal('SQL_READ_ONLY_VIOLATION');
    expect(await priceSum()).to.equal(before);

    const dry = await query(owner, { sql: SQL.dryUpdate, mode: 'write', dryRun: true });
    expect(dry.result).to.deep.include({ rowCount: 3, rolledBack: true, mode: 'write' });
    expect(dry.result.safety.readOnly).to.equal(false);
    expect(await priceSum()).to.equal(before);

    const written = await query(owner, { sql: SQL.insert, mode: 'write' });
    expect(written.result).to.deep.include({ rowCount: 1, rolledBack: false });
    expect(await itemCount()).to.equal(6);
  });

  it('refuses a text with several statements whole, before any of it runs, in either mode', async () => {
    for (const mode of ['read', 'write'] as const) {
      const refused = await refusedQuery(owner, { sql: 'select 1; delete from shop.items', mode }, 400);
      expect(refused.code, mode).to.equal('SQL_MULTIPLE_STATEMENTS');
    }
    const committed = await refusedQuery(owner, { sql: 'commit; delete from shop.items', mode: 'write' }, 400);
    expect(committed.code).to.equal('SQL_MULTIPLE_STATEMENTS');
    expect(await itemCount()).to.equal(6);
  });

  it('refuses a blank text and one over 100 kB with their own codes', async () => {
    expect((await refusedQuery(owner, { sql: '  \n', mode: 'read' }, 400)).code).to.equal('SQL_QUERY_EMPTY');
    const long = await refusedQuery(owner, { sql: `select '${'x'.repeat(102_400)}'`, mode: 'read' }, 400);
    expect([long.code, long.details?.maxBytes]).to.deep.equal(['SQL_QUERY_TOO_LONG', 102_400]);
  });

  it('keeps the history of runs, ok and failed, newest first', async () => {
    const { history } = await ok<SqlQueryHistoryResponse>(owner, 'GET', `/api/sql/connections/${connectionId}/history`);
    const summary = history.map((h) => [h.sql, h.mode, h.dryRun, h.status, h.errorCode, h.rowCount]);
    // Blank and too-long texts never reach the server: they are not runs.
    expect(summary).to.deep.equal([
      ['commit; delete from shop.items', 'write', false, 'error', 'SQL_MULTIPLE_STATEMENTS', null],
      ['select 1; delete from shop.items', 'write', false, 'error', 'SQL_MULTIPLE_STATEMENTS', null],
      ['select 1; delete from shop.items', 'read', false, 'error', 'SQL_MULTIPLE_STATEMENTS', null],
      [SQL.insert, 'write', false, 'ok', null, 1],
      [SQL.dryUpdate, 'write', true, 'ok', null, 3],
      [SQL.update, 'read', false, 'error', 'SQL_READ_ONLY_VIOLATION', null],
      [SQL.series, 'read', false, 'ok', null, 1_000],
      [SQL.items, 'read', false, 'ok', null, 5],
    ]);
    const okRun = history.find((h) => h.status === 'ok')!;
    expect(okRun.durationMs).to.be.a('number');
    expect(okRun.id).to.be.a('string');
    expect(new Date(okRun.createdAt).getTime()).to.be.closeTo(Date.now(), 600_000);
  });

  it('keeps only the last 100 runs of a connection', async () => {
    const owned = await knex('sql_workbench_query_history').where({ connection_id: connectionId }).first();
    const seed = Array.from({ length: 100 }, (_, i) => ({ owner_id: owned.owner_id, connection_id: connectionId, sql: `select ${i} as seeded`, mode: 'read', dry_run: false, status: 'ok', row_count: 1, duration_ms: 1 }));
    await knex('sql_workbench_query_history').insert(seed);
    await query(owner, { sql: 'select count(*) from shop.customers', mode: 'read' });
    const { history } = await ok<SqlQueryHistoryResponse>(owner, 'GET', `/api/sql/connections/${connectionId}/history`);
    expect(history).to.have.length(100);
    expect(history[0]?.sql).to.equal('select count(*) from shop.customers');
    expect(history[99]?.sql).to.equal('select 1 as seeded');
    expect(await knex('sql_workbench_query_history').where({ connection_id: connectionId }).count('* as n').then((r) => Number(r[0]?.n))).to.equal(100);
  });

  it("answers the explorer from the database's catalogue: schemas, tables, columns, indexes and foreign keys", async () => {
    const { explorer } = await ok<SqlExplorerResponse>(owner, 'GET', `/api/sql/connections/${connectionId}/explorer`);
    expect(explorer.engine).to.equal('postgresql');
    expect(explorer.schemas).to.include('shop');
    expect(explorer.truncated).to.equal(false);
    const items = explorer.tables.find((t) => t.schema === 'shop' && t.name === 'items')!;
    expect(items.kind).to.equal('table');
    expect(items.columns.map((c) => [c.name, c.type, c.nullable])).to.deep.equal([
      ['id', 'integer', false],
      ['customer_id', 'integer', true],
      ['name', 'text', false],
      ['price', 'numeric(10,2)', false],
      ['created_at', 'timestamp with time zone', false],
    ]);
    expect(items.indexes.map((i) => [i.columns, i.primary, i.unique])).to.deep.equal([[['id'], true, true]]);
    expect(items.foreignKeys.map((f) => [f.columns, f.referencedSchema, f.referencedTable, f.referencedColumns, f.onDelete])).to.deep.equal([
      [['customer_id'], 'shop', 'customers', ['id'], 'cascade'],
    ]);
    expect(explorer.tables.map((t) => `${t.schema}.${t.name}`)).to.include.members(['shop.customers', 'shop.items']);
  });

  it('answers the usage panel: the total and the largest tables, measured, with their share', async () => {
    const { usage } = await ok<SqlUsageResponse>(owner, 'GET', `/api/sql/connections/${connectionId}/usage`);
    expect(usage).to.deep.include({ engine: 'postgresql', provenance: 'measured' });
    const measured = Number((await target.raw(`select pg_database_size(current_database()) as total, pg_total_relation_size('shop.items') as items`)).rows[0].items);
    expect(usage.totalBytes).to.be.greaterThan(0);
    expect(usage.tables.length).to.be.within(2, 10);
    const items = usage.tables.find((t) => t.schema === 'shop' && t.name === 'items')!;
    expect(items.totalBytes).to.equal(measured);
    expect(items.percent).to.be.within(0, 100);
  });

  it("stops a statement at the connection's own limit, says so, and shows that limit with each result", async () => {
    const trial = new ApiSession(app.baseUrl);
    trial.accessToken = await app.tokenFor({ sub: `sqlq_slow_${run}`, status: 'trial' });
    const { connection } = await ok<SaveSqlConnectionResponse>(trial, 'POST', '/api/sql/connections', connectionForm({ name: 'Impatient', statementTimeoutMs: 1_000 }), 201);
    const slow = await refusedQuery(trial, { sql: 'select pg_sleep(5)', mode: 'read' }, 400, connection.id);
    expect([slow.code, slow.details?.timeoutMs]).to.deep.equal(['SQL_STATEMENT_TIMEOUT', 1_000]);
    const quick = await query(trial, { sql: 'select 1 as one', mode: 'read' }, connection.id);
    expect(quick.result.safety.statementTimeoutMs).to.equal(1_000);
    const { history } = await ok<SqlQueryHistoryResponse>(trial, 'GET', `/api/sql/connections/${connection.id}/history`);
    expect(history.map((h) => [h.sql, h.status, h.errorCode])).to.deep.equal([
      ['select 1 as one', 'ok', null],
      ['select pg_sleep(5)', 'error', 'SQL_STATEMENT_TIMEOUT'],
    ]);
  });

  it('runs the terminal, the explorer and the usage panel on MariaDB too (text protocol, estimated sizes)', async () => {
    const admin = await mysql.createConnection({ host: MARIADB.host, port: MARIADB.port, user: MARIADB.user, password: MARIADB.password });
    const user = `sqlq_${run}`;
    try {
      await admin.query(`CREATE DATABASE \`${targetDb}\``);
      await admin.query('CREATE USER ?@? IDENTIFIED BY ?', [user, '%', passwords[3]]);
      await admin.query(`GRANT ALL ON \`${targetDb}\`.* TO ?@?`, [user, '%']);
      await admin.query(`CREATE TABLE \`${targetDb}\`.products (id INT PRIMARY KEY, title VARCHAR(80) NOT NULL, price DECIMAL(8,2)) ENGINE=InnoDB`);
      await admin.query(`INSERT INTO \`${targetDb}\`.products VALUES (1, 'lamp', 19.90), (2, 'desk', 120.00)`);
      await admin.query(`ANALYZE TABLE \`${targetDb}\`.products`);
      const trial = new ApiSession(app.baseUrl);
      trial.accessToken = await app.tokenFor({ sub: `sqlq_maria_${run}`, status: 'trial' });
      const form: SqlConnectionForm = { name: 'MariaDB', engine: 'mysql', host: MARIADB.host, port: MARIADB.port, database: targetDb, username: user, password: passwords[3], tls: 'disable' };
      const { connection } = await ok<SaveSqlConnectionResponse>(trial, 'POST', '/api/sql/connections', form, 201);

      const { result } = await query(trial, { sql: 'SELECT id, title, price FROM products ORDER BY id', mode: 'read' }, connection.id);
      expect(result.columns.map((c) => c.name)).to.deep.equal(['id', 'title', 'price']);
      expect(result.rows).to.deep.equal([
        [1, 'lamp', '19.90'],
        [2, 'desk', '120.00'],
      ]);
      expect(result.safety).to.deep.include({ readOnly: true, extendedProtocol: false, rowCap: 1_000 });
      expect((await refusedQuery(trial, { sql: 'SELECT 1; DROP TABLE products', mode: 'write' }, 400, connection.id)).code).to.equal('SQL_MULTIPLE_STATEMENTS');
      const dry = await query(trial, { sql: 'DELETE FROM products', mode: 'write', dryRun: true }, connection.id);
      expect(dry.result).to.deep.include({ rowCount: 2, rolledBack: true });
      const [rows] = (await admin.query(`SELECT COUNT(*) AS n FROM \`${targetDb}\`.products`)) as unknown as [{ n: number }[]];
      expect(Number(rows[0]?.n)).to.equal(2);

      const { explorer } = await ok<SqlExplorerResponse>(trial, 'GET', `/api/sql/connections/${connection.id}/explorer`);
      expect(explorer.schemas).to.deep.equal([targetDb]);
      expect(explorer.tables.map((t) => [t.name, t.columns.map((c) => c.name), t.indexes.map((i) => i.primary)])).to.deep.equal([['products', ['id', 'title', 'price'], [true]]]);
      const { usage } = await ok<SqlUsageResponse>(trial, 'GET', `/api/sql/connections/${connection.id}/usage`);
      expect(usage).to.deep.include({ engine: 'mysql', provenance: 'estimated' });
      expect(usage.tables.map((t) => t.name)).to.deep.equal(['products']);
      expect(usage.tables[0]?.toastBytes).to.equal(null);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS \`${targetDb}\``);
      await admin.query('DROP USER IF EXISTS ?@?', [user, '%']);
      await admin.end();
    }
  });

  it('offers every user the built-in sample database, first in the list and read-only, with its own history per user', async () => {
    const listed = await ok<ListSqlConnectionsResponse>(other, 'GET', '/api/sql/connections');
    expect(listed.connections[0]).to.deep.include({ id: 'sample', name: 'Sample (shop)', engine: 'postgresql', sample: true, readOnly: true, hasPassword: false });

    const { result } = await query(other, { sql: 'select count(*) as n from customers', mode: 'read' }, 'sample');
    expect(result.columns).to.deep.equal([{ name: 'n', type: 'int8' }]);
    expect(result.rows).to.deep.equal([['5000']]);
    expect(result.safety).to.deep.equal({ readOnly: true, statementTimeoutMs: 10_000, rowCap: 1_000, byteCap: 5 * 1024 * 1024, extendedProtocol: true });
    const joined = await query(other, { sql: 'select o.id, c.email from orders o join customers c on c.id = o.customer_id', mode: 'read' }, 'sample');
    expect(joined.result).to.deep.include({ rowCount: 1_000, truncated: true });

    const write = await refusedQuery(other, { sql: 'delete from orders', mode: 'write', dryRun: true }, 400, 'sample');
    expect(write.code).to.equal('SQL_SAMPLE_READ_ONLY');
    expect((await refusedQuery(other, { sql: 'delete from orders', mode: 'read' }, 400, 'sample')).code).to.equal('SQL_READ_ONLY_VIOLATION');
    expect((await query(other, { sql: 'select count(*) from orders', mode: 'read' }, 'sample')).result.rows).to.deep.equal([['20000']]);

    const theirs = await ok<SqlQueryHistoryResponse>(other, 'GET', '/api/sql/connections/sample/history');
    expect(theirs.history.map((h) => [h.sql, h.status, h.errorCode])).to.deep.equal([
      ['select count(*) from orders', 'ok', null],
      ['delete from orders', 'error', 'SQL_READ_ONLY_VIOLATION'],
      ['delete from orders', 'error', 'SQL_SAMPLE_READ_ONLY'],
      ['select o.id, c.email from orders o join customers c on c.id = o.customer_id', 'ok', null],
      ['select count(*) as n from customers', 'ok', null],
    ]);
    expect((await ok<SqlQueryHistoryResponse>(owner, 'GET', '/api/sql/connections/sample/history')).history).to.deep.equal([]);

    const { explorer } = await ok<SqlExplorerResponse>(other, 'GET', '/api/sql/connections/sample/explorer');
    expect(explorer.tables.map((t) => t.name)).to.include.members(['customers', 'orders', 'order_items', 'products']);
    const items = explorer.tables.find((t) => t.name === 'order_items')!;
    expect(items.foreignKeys.map((f) => f.referencedTable)).to.include('orders');
    // The index left out on purpose, for the analyzer to find.
    expect(items.indexes.filter((i) => i.columns[0] === 'order_id')).to.deep.equal([]);
    const { usage } = await ok<SqlUsageResponse>(other, 'GET', '/api/sql/connections/sample/usage');
    expect(usage.provenance).to.equal('measured');
    expect(usage.tables.map((t) => t.name)).to.include.members(['customers', 'orders', 'order_items', 'products']);

    for (const [method, path] of [
      ['PUT', '/api/sql/connections/sample'],
      ['DELETE', '/api/sql/connections/sample'],
    ] as const) {
      expect((await failure(other, method, path, connectionForm(), 404)).code, `${method} ${path}`).to.equal('SQL_CONNECTION_NOT_FOUND');
    }
  });

  it("answers another user's connection as no connection (404) on every call, and unknown ids alike", async () => {
    for (const id of [connectionId, '3f1c9a52-8a47-4d3e-9f0b-0d6f1d2a9b11', 'not-a-uuid']) {
      expect((await refusedQuery(other, { sql: 'select 1', mode: 'read' }, 404, id)).code, id).to.equal('SQL_CONNECTION_NOT_FOUND');
      for (const path of ['history', 'explorer', 'usage']) {
        expect((await failure(other, 'GET', `/api/sql/connections/${id}/${path}`, undefined, 404)).code, `${path} ${id}`).to.equal('SQL_CONNECTION_NOT_FOUND');
      }
    }
    expect(await knex('sql_workbench_query_history').where({ owner_id: `sqlq_other_${run}` }).whereNot({ connection_id: 'sample' }).count('* as n').then((r) => Number(r[0]?.n))).to.equal(0);
  });

  it('puts the history in the account export and erases it with the account', async () => {
    const person = new ApiSession(app.baseUrl);
    const { user } = await person.signUp({ username: `sqlqleaver_${run}`, email: `sqlq-leaver-${run}@example.org`, password: 'sql query tool pass 2026' });
    const { connection } = await ok<SaveSqlConnectionResponse>(person, 'POST', '/api/sql/connections', connectionForm({ name: 'Leaving', password: passwords[2] }), 201);
    await ok<RunSqlQueryResponse>(person, 'POST', `/api/sql/connections/${connection.id}/query`, { sql: 'select 42 as answer', mode: 'read' });

    const exported = await ok<{ sections: { sqlWorkbench: { queryHistory: Record<string, unknown>[] } } }>(person, 'GET', '/api/auth/export');
    expect(exported.sections.sqlWorkbench.queryHistory.map((h) => [h.connectionId, h.sql, h.status])).to.deep.equal([[connection.id, 'select 42 as answer', 'ok']]);

    await ok(person, 'DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    expect(await knex('sql_workbench_query_history').where({ owner_id: user.id }).count('* as n').then((r) => Number(r[0]?.n))).to.equal(0);
    expect(await knex('sql_workbench_query_history').where({ connection_id: connectionId }).count('* as n').then((r) => Number(r[0]?.n))).to.equal(100);
  });

  it('erases the history of a deleted connection with it', async () => {
    const { connection } = await ok<SaveSqlConnectionResponse>(other, 'POST', '/api/sql/connections', connectionForm({ name: 'Brief', password: passwords[1] }), 201);
    await ok<RunSqlQueryResponse>(other, 'POST', `/api/sql/connections/${connection.id}/query`, { sql: 'select 1', mode: 'read' });
    expect((await ok<SqlQueryHistoryResponse>(other, 'GET', `/api/sql/connections/${connection.id}/history`)).history).to.have.length(1);
    await ok(other, 'DELETE', `/api/sql/connections/${connection.id}`);
    expect(await knex('sql_workbench_query_history').where({ connection_id: connection.id }).count('* as n').then((r) => Number(r[0]?.n))).to.equal(0);
    const listed = await ok<ListSqlConnectionsResponse>(other, 'GET', '/api/sql/connections');
    expect(listed.connections.filter((c) => !c.sample)).to.deep.equal([]);
    expect((await ok<SqlQueryHistoryResponse>(other, 'GET', '/api/sql/connections/sample/history')).history).to.have.length(5);
  });

  it('never sent a password back: no answer of this spec holds one, in its body or its headers', () => {
    expect(answers.length).to.be.greaterThan(30);
    for (const password of passwords) {
      const leaks = answers.filter((a) => a.includes(password));
      expect(leaks, leaks.join('\n---\n')).to.deep.equal([]);
    }
  });
});
