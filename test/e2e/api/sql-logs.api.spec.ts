import { expect } from 'chai';
import mysql from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import type { SaveSqlConnectionResponse, SaveSqlWidgetResponse, SqlConnectionForm } from '../../../src/modules/sql-workbench/contract.js';
import type { Logger } from '../../../src/platform/logging/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { captureLogs, type LogCapture } from '../../support/log-capture.js';
import { freePort } from '../../support/spawned-app.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A connection's password never reaches the app's log (sql-workbench README, "Passwords" and the
 * terminal's errors): the app logs at trace level into memory while every call that opens a connection
 * (a form's test, a saved connection's test, the terminal, the explorer, the analyzer with ANALYZE, the
 * index advice, a widget's run) meets a wrong password, a closed port, a server that does not speak the
 * protocol, and a right password, each a password of its own that is then searched for in every line.
 */
const MARIADB = {
  host: process.env.MARIADB_HOST || '127.0.0.1',
  port: Number(process.env.MARIADB_PORT || 3306),
  user: process.env.MARIADB_USER || 'root',
  password: process.env.MARIADB_PASSWORD || '',
};

describe('SQL workbench logs: no connection password in any log line', function () {
  this.timeout(240_000);
  const run = randomBytes(4).toString('hex');
  const login = `sqllog_${run}`;
  const passwords = {
    right: `right-${run}-L0g!pw`,
    wrong: `wrong-${run}-L0g!pw`,
    closed: `closed-${run}-L0g!pw`,
    protocol: `protocol-${run}-L0g!pw`,
  };
  let app: TestApp;
  let logs: LogCapture;
  let mariadbAdmin: mysql.Connection;
  const answers: string[] = [];
  const called = new Set<string>();

  async function call(session: ApiSession, method: string, path: string, route: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    answers.push(text);
    called.add(route);
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** Every call that opens a connection, on one target; the answers' codes, to show each call reached it. */
  async function exercise(name: keyof typeof passwords, form: SqlConnectionForm): Promise<string[]> {
    const session = new ApiSession(app.baseUrl);
    session.accessToken = await app.tokenFor({ sub: `sqllog_${name}_${run}`, isPremium: true, status: 'premium' });
    const codes: string[] = [];
    // An analysis answers 200 with the plan's failure beside the lint; MySQL's advice never connects.
    const note = (answer: { status: number; json: Record<string, unknown> }) =>
      codes.push(String(answer.json.code ?? (answer.json.planError as { code?: string } | null)?.code ?? answer.json.unavailableReason ?? answer.status));
    note(await call(session, 'POST', '/api/sql/connections/test', 'POST /api/sql/connections/test', form));
    const saved = await call(session, 'POST', '/api/sql/connections', 'POST /api/sql/connections', form);
    expect(saved.status, JSON.stringify(saved.json)).to.equal(201);
    const id = (saved.json as unknown as SaveSqlConnectionResponse).connection.id;
    note(await call(session, 'POST', `/api/sql/connections/${id}/test`, 'POST /api/sql/connections/:id/test'));
    note(await call(session, 'POST', `/api/sql/connections/${id}/query`, 'POST /api/sql/connections/:id/query', { sql: 'select 1 as one', mode: 'read' }));
    note(await call(session, 'GET', `/api/sql/connections/${id}/explorer`, 'GET /api/sql/connections/:id/explorer'));
    note(await call(session, 'POST', `/api/sql/connections/${id}/analyze`, 'POST /api/sql/connections/:id/analyze', { sql: 'select 1 as one', analyze: true }));
    note(await call(session, 'POST', `/api/sql/connections/${id}/advise`, 'POST /api/sql/connections/:id/advise', { sql: 'select 1 as one' }));
    const widget = await call(session, 'POST', '/api/sql/widgets', 'POST /api/sql/widgets', {
      name: 'One',
      connectionId: id,
      sql: 'select 1 as one',
      chart: { type: 'bar', x: 'one', y: 'one', groupBy: null, limit: 10, size: 'medium', legend: true },
    });
    expect(widget.status, JSON.stringify(widget.json)).to.equal(201);
    const widgetId = (widget.json as unknown as SaveSqlWidgetResponse).widget.id;
    note(await call(session, 'POST', `/api/sql/widgets/${widgetId}/run`, 'POST /api/sql/widgets/:id/run'));
    return codes;
  }

  const maria = (password: string, extra: Partial<SqlConnectionForm> = {}): SqlConnectionForm => ({
    name: 'MariaDB',
    engine: 'mysql',
    host: MARIADB.host,
    port: MARIADB.port,
    database: 'information_schema',
    username: login,
    password,
    tls: 'disable',
    ...extra,
  });

  before(async () => {
    mariadbAdmin = await mysql.createConnection(MARIADB);
    await mariadbAdmin.query('CREATE USER ?@? IDENTIFIED BY ?', [login, '%', passwords.right]);
    app = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: 'trace' } });
    logs = captureLogs(app.process.container.root.get<Logger>(PLATFORM.Logger));
  });

  after(async () => {
    logs?.restore();
    await app?.stop();
    await mariadbAdmin?.query('DROP USER IF EXISTS ?@?', [login, '%']);
    await mariadbAdmin?.end();
  });

  it('reaches every target: the right password runs, the wrong one is a failed login, the others fail to connect', async () => {
    const calls = ['form test', 'saved test', 'query', 'explorer', 'analyze', 'advise', 'widget run'];
    const named = (codes: string[]) => Object.fromEntries(calls.map((c, i) => [c, codes[i]]));
    const expected = (code: string, advise: string) => named([code, code, code, code, code, advise, code]);
    expect(named(await exercise('right', maria(passwords.right)))).to.deep.equal({ ...expected('200', 'engine-unsupported'), 'form test': 'SQL_CONNECTION_OK', 'saved test': 'SQL_CONNECTION_OK' });
    expect(named(await exercise('wrong', maria(passwords.wrong)))).to.deep.equal(expected('SQL_CONNECTION_FAILED', 'engine-unsupported'));
    // PostgreSQL on a closed port: the advice connects there too.
    const closedPort = await freePort();
    expect(named(await exercise('closed', { ...maria(passwords.closed), engine: 'postgresql', port: closedPort, database: 'postgres' }))).to.deep.equal(
      expected('SQL_CONNECTION_FAILED', 'SQL_CONNECTION_FAILED'),
    );

    // The app's own HTTP port: a server is there, but it answers a PostgreSQL start-up with HTTP.
    const protocol = named(await exercise('protocol', {
      ...maria(passwords.protocol),
      engine: 'postgresql',
      port: Number(new URL(app.baseUrl).port),
      database: 'postgres',
    }));
    expect(protocol).to.deep.equal(expected('SQL_CONNECTION_FAILED', 'SQL_CONNECTION_FAILED'));
  });

  it('logged every one of those calls, into the capture', () => {
    const lines = logs
      .text()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; method?: string; path?: string });
    const logged = new Set(lines.filter((l) => l.msg === 'request').map((l) => `${l.method} ${l.path}`));
    // The access log names the path itself: compare with the ids put back as route parameters.
    const routes = new Set([...logged].map((r) => r.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}(?=\/|$)/g, '/:id')));
    expect([...called].filter((route) => !routes.has(route))).to.deep.equal([]);
  });

  it('wrote no password into any log line or any answer', () => {
    const text = logs.text();
    expect(text.length).to.be.greaterThan(0);
    for (const [name, password] of Object.entries(passwords)) {
      expect(text.includes(password), `the ${name} password is in the log`).to.equal(false);
      expect(answers.filter((a) => a.includes(password)), `the ${name} password is in an answer`).to.deep.equal([]);
    }
  });
});
