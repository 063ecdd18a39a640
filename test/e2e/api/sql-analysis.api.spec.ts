import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import type {
  AdviseSqlIndexesResponse,
  AnalyzeSqlResponse,
  CompareSqlPlansResponse,
  ListSqlWidgetsResponse,
  RunSqlWidgetResponse,
  SaveSqlConnectionResponse,
  SaveSqlWidgetResponse,
  SqlConnectionForm,
  SqlPlanNode,
  SqlWidgetForm,
} from '../../../src/modules/sql-workbench/contract.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The analyzer, verified index advice, plan comparison and dashboard widgets through the real stack
 * (sql-workbench README, "Analyzer and index advice"), on a saved connection to a database this spec
 * makes on the local PostgreSQL service (HypoPG installed there, the app allowing private targets):
 * lint findings with their evidence, plans whose every figure says where it comes from, a suggestion
 * verified by the planner for a known missing index and none for a whole-table read, Premium enforced by
 * the server for the advice, the comparison and the widgets, and another user's connection as none.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

const POSTGRES = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');

/** The MariaDB service, reached as a user's database through an account and a database made for the test. */
const MARIADB = {
  host: process.env.MARIADB_HOST || '127.0.0.1',
  port: Number(process.env.MARIADB_PORT || 3306),
  user: process.env.MARIADB_USER || 'root',
  password: process.env.MARIADB_PASSWORD || '',
};

const SQL = {
  /** orders.customer_id has no index: the missing index the advice must find. */
  byCustomer: 'SELECT * FROM shop.orders WHERE customer_id = 42',
  /** Every row is read: no index can help. */
  wholeTable: 'SELECT id, customer_id, total FROM shop.orders',
  join: "SELECT c.email, o.total FROM shop.customers c JOIN shop.orders o ON o.customer_id = c.id WHERE c.country = 'FR' ORDER BY o.total DESC LIMIT 20",
};

/** Every figure of a plan node, with the field path it sits at. */
function figuresOf(node: SqlPlanNode, path = 'root'): Array<{ at: string; figure: { kind: string; provenance: string } }> {
  const found: Array<{ at: string; figure: { kind: string; provenance: string } }> = [];
  const visit = (value: unknown, at: string) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${at}[${i}]`));
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.kind === 'string' && typeof record.provenance === 'string') {
      found.push({ at, figure: record as { kind: string; provenance: string } });
      return;
    }
    for (const [key, child] of Object.entries(record)) visit(child, `${at}.${key}`);
  };
  visit(node, path);
  return found;
}

describe('SQL analysis API (analyze, advise, plans/compare, widgets)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  const targetDb = `sqla_${run}`;
  const password = `analysis-${run}-Pa55word!`;
  const answers: string[] = [];
  let app: TestApp;
  let knex: Database['knex'];
  let admin: Knex;
  let target: Knex;
  const sessions = {} as Record<'free' | 'trial' | 'premium' | 'other', ApiSession>;
  /** The same database saved by the free user and by the premium one. */
  const connections = {} as Record<'free' | 'premium', string>;

  const connectionForm = (extra: Partial<SqlConnectionForm> = {}): SqlConnectionForm => ({
    name: 'Shop database',
    engine: 'postgresql',
    host: POSTGRES.hostname,
    port: Number(POSTGRES.port || 5432),
    database: targetDb,
    username: decodeURIComponent(POSTGRES.username) || 'postgres',
    password,
    tls: 'disable',
    ...extra,
  });

  async function call(session: ApiSession, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    answers.push(`${method} ${path} ${res.status}\n${text}`);
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

  const analyze = (session: ApiSession, id: string, body: { sql: string; analyze?: boolean }) => ok<AnalyzeSqlResponse>(session, 'POST', `/api/sql/connections/${id}/analyze`, body);
  const advise = (session: ApiSession, id: string, sql: string) => ok<AdviseSqlIndexesResponse>(session, 'POST', `/api/sql/connections/${id}/advise`, { sql });

  const widgetForm = (extra: Partial<SqlWidgetForm> = {}): SqlWidgetForm => ({
    name: 'Orders by country',
    connectionId: connections.premium,
    sql: 'SELECT c.country, count(*) AS orders FROM shop.orders o JOIN shop.customers c ON c.id = o.customer_id GROUP BY 1 ORDER BY 1',
    chart: { type: 'bar', x: 'country', y: 'orders', groupBy: null, limit: 10, size: 'medium', legend: true },
    ...extra,
  });

  const seeded = async (name: string, claims: { isPremium?: boolean; status: 'free' | 'trial' | 'premium' }) => {
    const session = new ApiSession(app.baseUrl);
    session.accessToken = await app.tokenFor({ sub: `sqla_${name}_${run}`, ...claims });
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
      create table shop.customers (id int primary key, email text not null, country char(2) not null);
      create table shop.orders (
        id int primary key,
        customer_id int not null references shop.customers (id),
        total numeric(10, 2) not null,
        created_at timestamptz not null
      );
      insert into shop.customers select g, 'c' || g || '@example.org', (array['FR', 'DE', 'ES', 'IT', 'US'])[1 + g % 5] from generate_series(1, 5000) g;
      insert into shop.orders select g, 1 + (g * 7919) % 5000, (g % 500) + 0.99, timestamptz '2025-01-01' + g * interval '10 minutes' from generate_series(1, 60000) g;`);
    await target.raw('vacuum analyze');

    app = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    sessions.free = await seeded('free', { status: 'free' });
    sessions.trial = await seeded('trial', { status: 'trial' });
    sessions.premium = await seeded('premium', { isPremium: true, status: 'premium' });
    sessions.other = await seeded('other', { isPremium: true, status: 'premium' });
    connections.free = (await ok<SaveSqlConnectionResponse>(sessions.free, 'POST', '/api/sql/connections', connectionForm(), 201)).connection.id;
    connections.premium = (await ok<SaveSqlConnectionResponse>(sessions.premium, 'POST', '/api/sql/connections', connectionForm(), 201)).connection.id;
  });

  after(async () => {
    await app?.stop();
    await target?.destroy();
    await admin?.raw('drop database if exists ?? with (force)', [targetDb]);
    await admin?.destroy();
  });

  it('mounts the analysis for every signed-in user and the advice, comparison and widgets as Premium', async () => {
    const mine = app.process.routes.filter((r) => r.path.endsWith('/analyze') || r.path.endsWith('/advise') || r.path.startsWith('/api/sql/plans') || r.path.startsWith('/api/sql/widgets'));
    expect(mine.map((r) => `${r.method} ${r.path} ${r.auth}`).sort()).to.deep.equal([
      'DELETE /api/sql/widgets/:id premium',
      'GET /api/sql/widgets premium',
      'POST /api/sql/connections/:id/advise premium',
      'POST /api/sql/connections/:id/analyze user',
      'POST /api/sql/plans/compare premium',
      'POST /api/sql/widgets premium',
      'POST /api/sql/widgets/:id/run premium',
      'PUT /api/sql/widgets/:id premium',
    ]);
    const visitor = new ApiSession(app.baseUrl);
    expect((await failure(visitor, 'POST', `/api/sql/connections/${connections.free}/analyze`, { sql: 'select 1' }, 401)).code).to.equal('AUTH_REQUIRED');
  });

  it('analyses for a free account: query type, tables, complexity, lint findings with evidence, an estimated plan and its findings', async () => {
    const answer = await analyze(sessions.free, connections.free, { sql: SQL.byCustomer });
    expect(answer.analysis.queryType).to.equal('select');
    expect(answer.analysis.tables).to.deep.equal([{ schema: 'shop', name: 'orders', access: 'read' }]);
    expect(answer.analysis.complexity.level).to.equal('simple');
    const star = answer.analysis.findings.find((f) => f.ruleId === 'select-star');
    expect(star, JSON.stringify(answer.analysis.findings)).to.deep.include({ severity: 'warning' });
    expect(star!.evidence).to.deep.equal({ fragment: '*', clause: 'select', location: { offset: 7, line: 1, column: 8 } });
    // The catalogue was read from the connection: no warning that it is missing.
    expect(answer.analysis.warnings.map((w) => w.code)).not.to.include('ANALYZER_SCHEMA_MISSING');
    expect(answer.candidates).to.deep.include({ schema: 'shop', table: 'orders', columns: ['customer_id'], uses: ['equality'] });

    const plan = answer.plan!;
    expect(plan, JSON.stringify(answer.planError)).to.be.an('object');
    expect(plan).to.deep.include({ engine: 'postgresql', analyzed: false });
    expect(plan.totalCost).to.deep.include({ kind: 'cost', provenance: 'estimated' });
    const figures = figuresOf(plan.root);
    expect(figures.length).to.be.greaterThan(3);
    for (const { at, figure } of figures) expect(figure.provenance, at).to.equal('estimated');
    expect(plan.root.nodeType).to.match(/Seq Scan|Gather/);
    expect(answer.planError).to.equal(null);
    expect(answer.rawPlan).to.be.an('array');
    expect(answer.planFindings.map((f) => f.code)).to.include('PLAN_HOTSPOT');
  });

  it('runs EXPLAIN ANALYZE on request for a read query: measured figures beside estimated ones, cost never a time', async () => {
    const answer = await analyze(sessions.free, connections.free, { sql: SQL.join, analyze: true });
    const plan = answer.plan!;
    expect(plan.analyzed).to.equal(true);
    expect(plan.executionTime).to.deep.include({ kind: 'time', provenance: 'measured' });
    const figures = figuresOf(plan.root);
    const provenances = new Set(figures.map(({ figure }) => figure.provenance));
    expect([...provenances].sort()).to.deep.equal(['estimated', 'measured']);
    for (const { at, figure } of figures) {
      if (figure.kind === 'cost') expect(figure.provenance, at).to.equal('estimated');
      if (figure.kind === 'time') expect(figure.provenance, at).to.equal('measured');
    }
    expect(plan.root.measured?.rows).to.deep.include({ kind: 'rows', provenance: 'measured' });
    expect(plan.root.exclusiveTime).to.deep.include({ kind: 'time', provenance: 'measured' });

    const refused = await failure(sessions.free, 'POST', `/api/sql/connections/${connections.free}/analyze`, { sql: 'DELETE FROM shop.orders WHERE id = 1', analyze: true }, 400);
    expect(refused.code).to.equal('SQL_READ_ONLY_VIOLATION');
    expect(Number((await target('shop.orders').count('* as n'))[0]?.n)).to.equal(60_000);
  });

  it('answers a syntax error with its line and column, and several statements with their own code', async () => {
    const parse = await failure(sessions.free, 'POST', `/api/sql/connections/${connections.free}/analyze`, { sql: 'SELECT id\nFROM shop.orders WHERE' }, 400);
    expect(parse.code).to.equal('SQL_ANALYZE_PARSE_ERROR');
    expect(parse.details).to.deep.include({ line: 2 });
    const several = await failure(sessions.free, 'POST', `/api/sql/connections/${connections.free}/analyze`, { sql: 'SELECT 1; SELECT 2' }, 400);
    expect(several.code).to.equal('SQL_ANALYZE_SEVERAL_STATEMENTS');
  });

  it('verifies the missing index with HypoPG: used by the planner, cost down by half at least, both plans and the statement', async () => {
    const advice = await advise(sessions.premium, connections.premium, SQL.byCustomer);
    expect(advice.verified, JSON.stringify(advice)).to.equal(true);
    expect(advice.suggestions).to.have.length.at.least(1);
    const best = advice.suggestions[0]!;
    expect(best).to.deep.include({ schema: 'shop', table: 'orders', columns: ['customer_id'] });
    expect(best.createStatement).to.equal('CREATE INDEX CONCURRENTLY ON "shop"."orders" ("customer_id");');
    expect(best.costBefore).to.equal(advice.costBefore);
    expect(best.costAfter!).to.be.at.most(best.costBefore! / 2);
    expect(best.reductionPercent!).to.be.at.least(50);
    expect(best.sizeBytes!).to.be.greaterThan(0);
    expect(best.planBefore?.root.nodeType).to.match(/Seq Scan|Gather/);
    expect(JSON.stringify(best.planAfter)).to.match(/Index|Bitmap/);
    // Nothing stays behind on the user's database.
    expect((await target.raw(`select count(*)::int as n from pg_indexes where schemaname = 'shop' and tablename = 'orders'`)).rows[0].n).to.equal(1);
  });

  it('suggests nothing for a query that reads the whole table', async () => {
    const advice = await advise(sessions.premium, connections.premium, SQL.wholeTable);
    expect(advice).to.deep.include({ verified: true, suggestions: [] });
  });

  it('compares two analyses of a query, before and after the index, node by node', async () => {
    const before = await analyze(sessions.premium, connections.premium, { sql: SQL.byCustomer, analyze: true });
    await target.raw('create index orders_customer_idx on shop.orders (customer_id)');
    try {
      await target.raw('analyze shop.orders');
      const after = await analyze(sessions.premium, connections.premium, { sql: SQL.byCustomer, analyze: true });
      const { comparison } = await ok<CompareSqlPlansResponse>(sessions.premium, 'POST', '/api/sql/plans/compare', { engine: 'postgresql', before: before.rawPlan, after: after.rawPlan });
      expect(comparison.totalCost).to.deep.include({ unit: 'cost', provenance: 'estimated' });
      expect(comparison.totalCost!.after).to.be.below(comparison.totalCost!.before);
      expect(comparison.executionTime).to.deep.include({ unit: 'ms', provenance: 'measured' });
      expect(comparison.nodes.length).to.be.greaterThan(0);
      expect(comparison.sameShape).to.equal(false);
    } finally {
      await target.raw('drop index shop.orders_customer_idx');
    }
    const unreadable = await failure(sessions.premium, 'POST', '/api/sql/plans/compare', { engine: 'postgresql', before: { not: 'a plan' }, after: [] }, 400);
    expect(unreadable.code).to.equal('SQL_PLAN_UNREADABLE');
  });

  it('refuses the advice, the comparison and the widgets to an account without Premium or a trial (PREMIUM_REQUIRED)', async () => {
    for (const [method, path, body] of [
      ['POST', `/api/sql/connections/${connections.free}/advise`, { sql: SQL.byCustomer }],
      ['POST', '/api/sql/plans/compare', { engine: 'postgresql', before: [], after: [] }],
      ['GET', '/api/sql/widgets', undefined],
      ['POST', '/api/sql/widgets', widgetForm({ connectionId: connections.free })],
      ['POST', '/api/sql/widgets/00000000-0000-4000-8000-000000000000/run', undefined],
    ] as const) {
      expect((await failure(sessions.free, method, path, body, 403)).code, `${method} ${path}`).to.equal('PREMIUM_REQUIRED');
    }
    // A running trial counts as Premium.
    expect(await ok<ListSqlWidgetsResponse>(sessions.trial, 'GET', '/api/sql/widgets')).to.deep.equal({ success: true, widgets: [] });
  });

  it("answers another user's connection as none (404) on analysis and advice", async () => {
    expect((await failure(sessions.other, 'POST', `/api/sql/connections/${connections.premium}/analyze`, { sql: SQL.byCustomer }, 404)).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    expect((await failure(sessions.other, 'POST', `/api/sql/connections/${connections.premium}/advise`, { sql: SQL.byCustomer }, 404)).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    expect((await failure(sessions.other, 'POST', '/api/sql/connections/not-a-uuid/analyze', { sql: 'select 1' }, 404)).code).to.equal('SQL_CONNECTION_NOT_FOUND');
  });

  it('saves, lists, replaces, runs (read-only) and deletes dashboard widgets, each its owner’s only', async () => {
    const session = sessions.premium;
    const { widget } = await ok<SaveSqlWidgetResponse>(session, 'POST', '/api/sql/widgets', widgetForm(), 201);
    expect(widget).to.deep.include({ name: 'Orders by country', connectionId: connections.premium });
    expect(widget.chart).to.deep.equal({ type: 'bar', x: 'country', y: 'orders', groupBy: null, limit: 10, size: 'medium', legend: true });
    const row = await knex('sql_workbench_widgets').where({ id: widget.id }).first();
    expect(row.owner_id).to.equal(`sqla_premium_${run}`);

    const ran = await ok<RunSqlWidgetResponse>(session, 'POST', `/api/sql/widgets/${widget.id}/run`);
    expect(ran.result.columns.map((c) => c.name)).to.deep.equal(['country', 'orders']);
    expect(ran.result.rows.map((r) => r[0])).to.deep.equal(['DE', 'ES', 'FR', 'IT', 'US']);
    expect(ran.result.safety).to.deep.include({ readOnly: true, rowCap: 1_000 });

    const { widget: writing } = await ok<SaveSqlWidgetResponse>(session, 'PUT', `/api/sql/widgets/${widget.id}`, widgetForm({ name: 'Sneaky', sql: 'DELETE FROM shop.orders' }));
    expect(writing).to.deep.include({ id: widget.id, name: 'Sneaky' });
    expect((await failure(session, 'POST', `/api/sql/widgets/${widget.id}/run`, undefined, 400)).code).to.equal('SQL_READ_ONLY_VIOLATION');
    expect(Number((await target('shop.orders').count('* as n'))[0]?.n)).to.equal(60_000);

    const other = sessions.other;
    expect((await ok<ListSqlWidgetsResponse>(other, 'GET', '/api/sql/widgets')).widgets).to.deep.equal([]);
    for (const [method, path, body] of [
      ['PUT', `/api/sql/widgets/${widget.id}`, widgetForm()],
      ['DELETE', `/api/sql/widgets/${widget.id}`, undefined],
      ['POST', `/api/sql/widgets/${widget.id}/run`, undefined],
    ] as const) {
      expect((await failure(other, method, path, body, 404)).code, `${method} ${path}`).to.equal('SQL_WIDGET_NOT_FOUND');
    }
    // A widget may not name someone else's connection.
    expect((await failure(other, 'POST', '/api/sql/widgets', widgetForm(), 404)).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    const invalid = await failure(session, 'POST', '/api/sql/widgets', { ...widgetForm(), chart: { ...widgetForm().chart, type: 'donut', limit: 0 } }, 400);
    expect(invalid.code).to.equal('VALIDATION_FAILED');

    expect((await ok<ListSqlWidgetsResponse>(session, 'GET', '/api/sql/widgets')).widgets.map((w) => w.id)).to.deep.equal([widget.id]);
    expect(await ok(session, 'DELETE', `/api/sql/widgets/${widget.id}`)).to.deep.equal({ success: true });
    expect((await ok<ListSqlWidgetsResponse>(session, 'GET', '/api/sql/widgets')).widgets).to.deep.equal([]);
  });

  it('exports the widgets with the account and erases them with it', async () => {
    // A new account runs a trial (docs/product.md §7.1), which opens the widgets.
    const person = new ApiSession(app.baseUrl);
    const { user } = await person.signUp({ username: `sqlaleaver_${run}`, email: `sqla-leaver-${run}@example.org`, password: 'sql analysis pass 2026' });
    const id = (await ok<SaveSqlConnectionResponse>(person, 'POST', '/api/sql/connections', connectionForm(), 201)).connection.id;
    const { widget } = await ok<SaveSqlWidgetResponse>(person, 'POST', '/api/sql/widgets', widgetForm({ connectionId: id, name: 'Mine' }), 201);

    const exported = await ok<{ sections: { sqlWorkbench: { widgets: unknown[] } } }>(person, 'GET', '/api/auth/export');
    expect(exported.sections.sqlWorkbench.widgets).to.deep.equal([widget]);

    await ok(person, 'DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    expect(await knex('sql_workbench_widgets').where({ owner_id: user.id }).count('* as n').then((r) => Number(r[0]?.n))).to.equal(0);
  });

  it('analyses on the built-in sample database for a free account, and answers its candidates unverified (no HypoPG there)', async () => {
    const sql = 'SELECT * FROM order_items WHERE order_id = 42';
    const answer = await analyze(sessions.free, 'sample', { sql, analyze: true });
    expect(answer.analysis.tables).to.deep.equal([{ schema: null, name: 'order_items', access: 'read' }]);
    expect(answer.plan?.analyzed, JSON.stringify(answer.planError)).to.equal(true);
    expect(answer.candidates.map((c) => `${c.table}(${c.columns.join(',')})`)).to.include('order_items(order_id)');
    const advice = await advise(sessions.trial, 'sample', sql);
    expect(advice).to.deep.include({ verified: false, costBefore: null, rejected: [] });
    expect(advice.howToEnable).to.be.a('string').and.not.equal('');
    expect(advice.suggestions.map((c) => c.createStatement).join('\n')).to.match(/^CREATE INDEX CONCURRENTLY ON ("public"\.)?"order_items" \("order_id"\);$/m);
  });

  it('analyses a MariaDB statement with its plan read as MariaDB’s, and answers the advice unverified there', async () => {
    const admin = await mysql.createConnection({ host: MARIADB.host, port: MARIADB.port, user: MARIADB.user, password: MARIADB.password, multipleStatements: true });
    const name = `sqla_${run}`;
    try {
      await admin.query(`CREATE DATABASE \`${name}\`; CREATE TABLE \`${name}\`.orders (id INT PRIMARY KEY, customer_id INT NOT NULL, total DECIMAL(10, 2) NOT NULL);`);
      await admin.query(`INSERT INTO \`${name}\`.orders SELECT seq, seq % 50, seq / 10 FROM \`${name}\`.seq_1_to_2000`);
      await admin.query('CREATE USER ?@? IDENTIFIED BY ?', [name, '%', password]);
      await admin.query(`GRANT SELECT ON \`${name}\`.* TO ?@?`, [name, '%']);
      const form = connectionForm({ name: 'MariaDB', engine: 'mysql', host: MARIADB.host, port: MARIADB.port, database: name, username: name });
      const id = (await ok<SaveSqlConnectionResponse>(sessions.premium, 'POST', '/api/sql/connections', form, 201)).connection.id;

      const answer = await analyze(sessions.premium, id, { sql: 'SELECT * FROM orders WHERE customer_id = 7 ORDER BY RAND() LIMIT 3' });
      expect(answer.analysis.findings.map((f) => f.ruleId)).to.include.members(['select-star', 'order-by-random']);
      expect(answer.analysis.warnings.map((w) => w.code)).not.to.include('ANALYZER_SCHEMA_MISSING');
      expect(answer.plan, JSON.stringify(answer.planError)).to.deep.include({ engine: 'mariadb', analyzed: false });
      for (const { at, figure } of figuresOf(answer.plan!.root)) expect(figure.provenance, at).to.equal('estimated');
      expect(answer.history).to.equal(null);

      const returning = await analyze(sessions.premium, id, { sql: 'DELETE FROM orders WHERE id = 1 RETURNING id' });
      expect(returning.analysis.queryType).to.equal('delete');

      const advice = await advise(sessions.premium, id, 'SELECT id FROM orders WHERE customer_id = 7');
      expect(advice).to.deep.include({ verified: false, unavailableReason: 'engine-unsupported' });
      expect(advice.suggestions.map((c) => c.columns)).to.deep.include(['customer_id']);
    } finally {
      await admin.query('DROP USER IF EXISTS ?@?', [name, '%']);
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    }
  });

  it('sends the connection password in no answer', () => {
    expect(answers.length).to.be.greaterThan(20);
    for (const answer of answers) expect(answer).not.to.contain(password);
  });
});
