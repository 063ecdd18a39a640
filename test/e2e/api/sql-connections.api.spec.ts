import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import type {
  DeleteSqlConnectionResponse,
  ListSqlConnectionsResponse,
  SaveSqlConnectionResponse,
  SqlConnectionForm,
  SqlConnectionInvalidDetails,
  TestSqlConnectionResponse,
} from '../../../src/modules/sql-workbench/contract.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The query tool's saved connections through the real stack (sql-workbench README, "Connections"): CRUD
 * for the token's user only (others' ids answer 404), one connection for everyone and more with Premium or
 * a trial, the form's codes, passwords sealed at rest and never in any answer, the export without them and
 * the erasure with the account, and the connection tests against the local PostgreSQL service (the app
 * allows private targets) with refusals told by their rule.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

/** The MariaDB service, reached as a user's database through an account made for the test. */
const MARIADB = {
  host: process.env.MARIADB_HOST || '127.0.0.1',
  port: Number(process.env.MARIADB_PORT || 3306),
  user: process.env.MARIADB_USER || 'root',
  password: process.env.MARIADB_PASSWORD || '',
};

/** The PostgreSQL the tests reach as a user's database (the service the medium specs use). */
const POSTGRES = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');

describe('SQL connections API (/api/sql/connections)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  /** Every password this spec sends: none may come back in any answer. */
  const passwords = [`first-${run}-Pa55word!`, `second-${run}-Pa55word!`, `form-${run}-Pa55word!`, `maria-${run}-Pa55word!`, `wrong-${run}-Pa55word!`];
  /** Every answer's text, searched for the passwords at the end. */
  const answers: string[] = [];
  let app: TestApp;
  let knex: Database['knex'];
  const sessions = {} as Record<'free' | 'trial' | 'premium' | 'other', ApiSession>;

  const form = (extra: Partial<SqlConnectionForm> = {}): SqlConnectionForm => ({
    name: 'Shop',
    engine: 'postgresql',
    host: 'db.example.org',
    port: 5432,
    database: 'shop',
    username: 'reader',
    password: passwords[0],
    ...extra,
  });

  /** The local PostgreSQL as a connection form: trust authentication takes any password, and it has no TLS. */
  const localPostgres = (extra: Partial<SqlConnectionForm> = {}): SqlConnectionForm => ({
    name: 'Local PostgreSQL',
    engine: 'postgresql',
    host: POSTGRES.hostname,
    port: Number(POSTGRES.port || 5432),
    database: POSTGRES.pathname.slice(1) || 'postgres',
    username: decodeURIComponent(POSTGRES.username) || 'postgres',
    password: passwords[2],
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

  /** The account's own connections, without the built-in sample every list starts with. */
  const ownList = (list: ListSqlConnectionsResponse) => list.connections.filter((c) => !c.sample);

  const seeded = async (name: string, claims: { isPremium?: boolean; status: 'free' | 'trial' | 'premium' }) => {
    const session = new ApiSession(app.baseUrl);
    session.accessToken = await app.tokenFor({ sub: `conn_${name}_${run}`, ...claims });
    return session;
  };

  before(async () => {
    app = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    sessions.free = await seeded('free', { status: 'free' });
    sessions.trial = await seeded('trial', { status: 'trial' });
    sessions.premium = await seeded('premium', { isPremium: true, status: 'premium' });
    sessions.other = await seeded('other', { status: 'free' });
  });
  after(() => app?.stop());

  it('mounts the six connection routes, each for any signed-in user', async () => {
    // The connections' own routes; the query tool and the analyzer add theirs under /api/sql/connections/:id/… too.
    const routes = app.process.routes.filter((r) => /^\/api\/sql\/connections(\/:id)?(\/test)?$/.test(r.path));
    expect(routes.map((r) => `${r.method} ${r.path} ${r.auth}`).sort()).to.deep.equal([
      'DELETE /api/sql/connections/:id user',
      'GET /api/sql/connections user',
      'POST /api/sql/connections user',
      'POST /api/sql/connections/:id/test user',
      'POST /api/sql/connections/test user',
      'PUT /api/sql/connections/:id user',
    ]);
    const visitor = new ApiSession(app.baseUrl);
    expect((await failure(visitor, 'GET', '/api/sql/connections', undefined, 401)).code).to.equal('AUTH_REQUIRED');
    expect((await failure(visitor, 'POST', '/api/sql/connections', form(), 401)).code).to.equal('AUTH_REQUIRED');
  });

  it('adds, lists, updates (keeping the sealed password when none is given) and deletes a connection', async () => {
    const session = sessions.free;
    // Every account lists the built-in sample database first (sql-workbench README, "Query tool").
    const fresh = await ok<ListSqlConnectionsResponse>(session, 'GET', '/api/sql/connections');
    expect(fresh.connections.map((c) => [c.id, c.name, c.sample, c.readOnly, c.hasPassword])).to.deep.equal([['sample', 'Sample (shop)', true, true, false]]);

    const added = await ok<SaveSqlConnectionResponse>(session, 'POST', '/api/sql/connections', { ...form(), port: '5432', userId: 'someone-else' }, 201);
    expect(added).to.deep.include({ success: true, code: 'SQL_CONNECTION_ADDED', message: 'Connection added successfully' });
    expect(added.connection).to.deep.include({ name: 'Shop', engine: 'postgresql', host: 'db.example.org', port: 5432, database: 'shop', username: 'reader', tls: 'require', statementTimeoutMs: 10_000, hasPassword: true });
    const { id } = added.connection;
    expect(id).to.match(/^[0-9a-f-]{36}$/);

    const row = await knex('sql_workbench_connections').where({ id }).first();
    expect(row.owner_id).to.equal(`conn_free_${run}`);
    expect(row.password_sealed).to.match(/^v2\.[0-9a-f]{16}\./);
    expect(JSON.stringify(row)).not.to.contain(passwords[0]);

    const listed = await ok<ListSqlConnectionsResponse>(session, 'GET', '/api/sql/connections');
    expect(listed.connections).to.deep.equal([fresh.connections[0], added.connection]);

    const renamed = await ok<SaveSqlConnectionResponse>(session, 'PUT', `/api/sql/connections/${id}`, { ...form(), name: 'Shop (reports)', database: 'reports', password: '', statementTimeoutMs: 30_000 });
    expect(renamed).to.deep.include({ success: true, code: 'SQL_CONNECTION_UPDATED', message: 'Connection updated successfully' });
    expect(renamed.connection).to.deep.include({ id, name: 'Shop (reports)', database: 'reports', statementTimeoutMs: 30_000 });
    expect((await knex('sql_workbench_connections').where({ id }).first()).password_sealed).to.equal(row.password_sealed);

    const moved = await failure(session, 'PUT', `/api/sql/connections/${id}`, { ...form(), host: 'elsewhere.example.org', password: null }, 400);
    expect((moved.details as unknown as SqlConnectionInvalidDetails).issues).to.deep.equal([{ field: 'password', code: 'SQL_CONNECTION_PASSWORD_REQUIRED', message: 'Enter the password again: the server changed' }]);

    await ok(session, 'PUT', `/api/sql/connections/${id}`, { ...form(), password: passwords[1] });
    const resealed = (await knex('sql_workbench_connections').where({ id }).first()).password_sealed as string;
    expect(resealed).not.to.equal(row.password_sealed);

    expect(await ok<DeleteSqlConnectionResponse>(session, 'DELETE', `/api/sql/connections/${id}`)).to.deep.equal({ success: true, code: 'SQL_CONNECTION_DELETED', message: 'Connection deleted successfully' });
    expect((await failure(session, 'DELETE', `/api/sql/connections/${id}`, undefined, 404)).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    expect(ownList(await ok<ListSqlConnectionsResponse>(session, 'GET', '/api/sql/connections'))).to.deep.equal([]);
  });

  it("hides a connection from every other user: absent from their list, 404 on update, delete and test", async () => {
    const { connection } = await ok<SaveSqlConnectionResponse>(sessions.free, 'POST', '/api/sql/connections', form({ name: 'Mine' }), 201);
    const other = sessions.other;
    expect(ownList(await ok<ListSqlConnectionsResponse>(other, 'GET', '/api/sql/connections'))).to.deep.equal([]);
    for (const [method, path, body] of [
      ['PUT', `/api/sql/connections/${connection.id}`, form({ name: 'stolen', host: 'attacker.example' })],
      ['DELETE', `/api/sql/connections/${connection.id}`, undefined],
      ['POST', `/api/sql/connections/${connection.id}/test`, undefined],
      ['PUT', '/api/sql/connections/not-a-uuid', form()],
      ['DELETE', '/api/sql/connections/not-a-uuid', undefined],
    ] as const) {
      expect((await failure(other, method, path, body, 404)).code, `${method} ${path}`).to.equal('SQL_CONNECTION_NOT_FOUND');
    }
    const mine = await ok<ListSqlConnectionsResponse>(sessions.free, 'GET', '/api/sql/connections');
    expect(ownList(mine).map((c) => [c.id, c.name, c.host])).to.deep.equal([[connection.id, 'Mine', 'db.example.org']]);
  });

  it('keeps one connection for everyone; a second needs Premium or a running trial (PREMIUM_REQUIRED)', async () => {
    // sessions.free holds one connection from the test before.
    const refused = await failure(sessions.free, 'POST', '/api/sql/connections', form({ name: 'Second' }), 403);
    expect(refused).to.deep.include({ code: 'PREMIUM_REQUIRED' });
    expect(await knex('sql_workbench_connections').where({ owner_id: `conn_free_${run}` }).count('* as n').then((r) => Number(r[0]?.n))).to.equal(1);

    for (const session of [sessions.trial, sessions.premium]) {
      await ok(session, 'POST', '/api/sql/connections', form({ name: 'One' }), 201);
      await ok(session, 'POST', '/api/sql/connections', form({ name: 'Two', engine: 'mysql', port: 3306 }), 201);
      expect(ownList(await ok<ListSqlConnectionsResponse>(session, 'GET', '/api/sql/connections')).map((c) => c.name)).to.deep.equal(['One', 'Two']);
    }
  });

  it("answers the form's problems field by field ('This field is required'), and malformed bodies with VALIDATION_FAILED", async () => {
    const session = sessions.premium;
    const empty = await failure(session, 'POST', '/api/sql/connections', { name: '', engine: '', host: ' ', port: '', database: '', username: '', password: '' }, 400);
    expect(empty.code).to.equal('SQL_CONNECTION_INVALID');
    const details = empty.details as unknown as SqlConnectionInvalidDetails;
    expect(details.issues.map((i) => `${i.field} ${i.code} ${i.message}`)).to.deep.equal(
      ['name', 'engine', 'host', 'port', 'database', 'username', 'password'].map((f) => `${f} SQL_CONNECTION_FIELD_REQUIRED This field is required`),
    );
    expect(details.fields.host).to.equal('This field is required');
    const missing = await failure(session, 'POST', '/api/sql/connections', {}, 400);
    expect((missing.details as unknown as SqlConnectionInvalidDetails).issues).to.have.length(7);

    for (const [extra, expected] of [
      [{ host: '/var/run/postgresql' }, 'host SQL_CONNECTION_HOST_INVALID'],
      [{ host: 'postgres://db.example.org/shop' }, 'host SQL_CONNECTION_HOST_INVALID'],
      [{ port: 70000 }, 'port SQL_CONNECTION_PORT_INVALID'],
      [{ name: 'n'.repeat(121) }, 'name SQL_CONNECTION_FIELD_TOO_LONG'],
      [{ engine: 'oracle' as never }, 'engine SQL_CONNECTION_ENGINE_INVALID'],
      [{ tls: 'prefer' as never }, 'tls SQL_CONNECTION_TLS_INVALID'],
      [{ statementTimeoutMs: 60_001 }, 'statementTimeoutMs SQL_CONNECTION_TIMEOUT_INVALID'],
    ] as const) {
      const error = await failure(session, 'POST', '/api/sql/connections', form(extra), 400);
      expect((error.details as unknown as SqlConnectionInvalidDetails).issues.map((i) => `${i.field} ${i.code}`), JSON.stringify(extra)).to.deep.equal([expected]);
    }
    const typed = await failure(session, 'POST', '/api/sql/connections', { ...form(), name: 42 }, 400);
    expect(typed.code).to.equal('VALIDATION_FAILED');
    expect(Object.keys((typed.details as { fields: Record<string, string> }).fields)).to.deep.equal(['name']);
    expect(ownList(await ok<ListSqlConnectionsResponse>(session, 'GET', '/api/sql/connections')).map((c) => c.name)).to.deep.equal(['One', 'Two']);
  });

  it('tests an unsaved form and a saved connection against the local PostgreSQL', async () => {
    const session = sessions.premium;
    const unsaved = await ok<TestSqlConnectionResponse>(session, 'POST', '/api/sql/connections/test', localPostgres());
    expect(unsaved).to.deep.include({ success: true, code: 'SQL_CONNECTION_OK', message: 'Connection successful!' });
    expect(unsaved.serverVersion).to.match(/^PostgreSQL \d+/);
    expect(ownList(await ok<ListSqlConnectionsResponse>(session, 'GET', '/api/sql/connections')).map((c) => c.name)).to.deep.equal(['One', 'Two']);

    const { connection } = await ok<SaveSqlConnectionResponse>(session, 'POST', '/api/sql/connections', localPostgres(), 201);
    const saved = await ok<TestSqlConnectionResponse>(session, 'POST', `/api/sql/connections/${connection.id}/test`);
    expect(saved).to.deep.include({ code: 'SQL_CONNECTION_OK', message: 'Connection successful!' });
    expect(saved.serverVersion).to.equal(unsaved.serverVersion);
  });

  it("answers 'Connection failed. Check your credentials.' when the server says no, and a refusal with its rule", async () => {
    const session = sessions.trial;
    const noDatabase = await failure(session, 'POST', '/api/sql/connections/test', localPostgres({ database: `missing_${run}` }), 400);
    expect(noDatabase).to.deep.include({ code: 'SQL_CONNECTION_FAILED', error: 'Connection failed. Check your credentials.' });
    expect(noDatabase.details?.detail).to.contain(`missing_${run}`);

    const metadata = await failure(session, 'POST', '/api/sql/connections/test', localPostgres({ host: '169.254.169.254' }), 400);
    expect(metadata.code).to.equal('SQL_CONNECTION_TARGET_REFUSED');
    // Link-local addresses stay refused whatever ALLOW_PRIVATE_TARGETS says, so the answer does not name it.
    expect(metadata.details).to.deep.equal({ reason: 'link-local' });
    expect(metadata.error).to.contain('169.254.169.254').and.not.contain('ALLOW_PRIVATE_TARGETS');
  });

  it('tests a MariaDB login, and tells a wrong password as a failed login without repeating it', async () => {
    const admin = await mysql.createConnection({ host: MARIADB.host, port: MARIADB.port, user: MARIADB.user, password: MARIADB.password });
    const user = `conn_${run}`;
    try {
      await admin.query('CREATE USER ?@? IDENTIFIED BY ?', [user, '%', passwords[3]]);
      const maria = (password: string): SqlConnectionForm => ({ name: 'MariaDB', engine: 'mysql', host: MARIADB.host, port: MARIADB.port, database: 'information_schema', username: user, password, tls: 'disable' });
      const tested = await ok<TestSqlConnectionResponse>(sessions.trial, 'POST', '/api/sql/connections/test', maria(passwords[3]!));
      expect(tested.code).to.equal('SQL_CONNECTION_OK');
      expect(tested.serverVersion).to.match(/MariaDB|^\d+\.\d+/);

      const wrong = await failure(sessions.trial, 'POST', '/api/sql/connections/test', maria(passwords[4]!), 400);
      expect(wrong).to.deep.include({ code: 'SQL_CONNECTION_FAILED', error: 'Connection failed. Check your credentials.' });
      expect(wrong.details?.cause).to.equal('auth');
      expect(wrong.details?.detail).to.contain(user);
    } finally {
      await admin.query('DROP USER IF EXISTS ?@?', [user, '%']);
      await admin.end();
    }
  });

  it('refuses a loopback host when private targets are not allowed, naming the setting outside production', async () => {
    const strict = await startTestApp();
    try {
      const session = new ApiSession(strict.baseUrl);
      session.accessToken = await strict.tokenFor({ sub: `conn_strict_${run}`, status: 'trial' });
      const res = await session.request('POST', '/api/sql/connections/test', localPostgres({ host: '127.0.0.1' }));
      const text = await res.text();
      answers.push(text);
      expect(res.status, text).to.equal(400);
      const refused = JSON.parse(text) as ErrorView;
      expect(refused.code).to.equal('SQL_CONNECTION_TARGET_REFUSED');
      expect(refused.details).to.deep.equal({ reason: 'loopback', setting: 'ALLOW_PRIVATE_TARGETS' });
      expect(refused.error).to.contain('127.0.0.1').and.contain('ALLOW_PRIVATE_TARGETS=true');
    } finally {
      await strict.stop();
    }
  });

  it('limits connection tests per user (RATE_LIMITED), counting unknown ids too', async () => {
    const session = await seeded('limited', { status: 'free' });
    const unknown = '3f1c9a52-8a47-4d3e-9f0b-0d6f1d2a9b11';
    for (let i = 0; i < 20; i++) expect((await failure(session, 'POST', `/api/sql/connections/${unknown}/test`, undefined, 404)).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    const limited = await failure(session, 'POST', '/api/sql/connections/test', localPostgres(), 429);
    expect(limited.code).to.equal('RATE_LIMITED');
    expect(limited.details?.retryAfterMs).to.be.a('number').above(0);
    // Another user's tests are not affected.
    expect((await ok<TestSqlConnectionResponse>(sessions.other, 'POST', '/api/sql/connections/test', localPostgres())).code).to.equal('SQL_CONNECTION_OK');
  });

  it('puts the connections in the account export without any password, and erases them with the account', async () => {
    const person = new ApiSession(app.baseUrl);
    const { user } = await person.signUp({ username: `connleaver_${run}`, email: `conn-leaver-${run}@example.org`, password: 'sql connections pass 2026' });
    const { connection } = await ok<SaveSqlConnectionResponse>(person, 'POST', '/api/sql/connections', form({ name: 'Exported' }), 201);

    const exported = await ok<{ sections: { sqlWorkbench: { connections: Record<string, unknown>[] } } }>(person, 'GET', '/api/auth/export');
    expect(exported.sections.sqlWorkbench.connections).to.deep.equal([{ ...connection }]);
    const sealed = (await knex('sql_workbench_connections').where({ id: connection.id }).first()).password_sealed as string;
    expect(JSON.stringify(exported)).not.to.contain(sealed.split('.')[3]);

    await ok(person, 'DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    expect(await knex('sql_workbench_connections').where({ owner_id: user.id }).count('* as n').then((r) => Number(r[0]?.n))).to.equal(0);
    expect(await knex('sql_workbench_connections').where({ owner_id: `conn_premium_${run}` }).count('* as n').then((r) => Number(r[0]?.n))).to.be.greaterThan(0);
  });

  it('never sent a password back: no answer of this spec holds one, in its body or its headers', () => {
    expect(answers.length).to.be.greaterThan(40);
    for (const password of passwords) {
      const leaks = answers.filter((a) => a.includes(password));
      expect(leaks, leaks.join('\n---\n')).to.deep.equal([]);
    }
  });
});
