import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders } from 'node:http';
import type {
  ApiCollection,
  HttpHistoryEntry,
  HttpSendResponse,
  ListCollectionsResponse,
  ListEnvironmentsResponse,
  ListHttpHistoryResponse,
  SavedRequest,
  SaveCollectionResponse,
  SaveEnvironmentResponse,
} from '../../../src/modules/devtools/contract.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { serveLoopback, type LoopbackSite } from '../../support/loopback-site.js';

/**
 * The API testing hub through the real stack (devtools README, "API testing hub"): requests sent by an app
 * that allows private targets to loopback fixtures, `{{name}}` filled from environments whose secrets are
 * sealed at rest and never answered, collections and history for their owner only, the limits, the
 * account's export and erasure; then an app with the default policy refusing every private spelling,
 * redirects to them, and the per-user rate limit.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

describe('devtools API testing hub (/api/devtools/http, environments, collections, history)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  /** The secret values this spec stores: none may come back in any answer. */
  const secrets = [`tok-${run}-A1`, `tok-${run}-B2`, `exp-${run}-C3`];
  const answers: string[] = [];
  /** What the fixture received, by path: the proof that the secrets were sent. */
  const received: { path: string; method: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let app: TestApp;
  let strict: TestApp;
  let site: LoopbackSite;
  let closedOrigin: string;
  let knex: Database['knex'];
  let alice: ApiSession;
  let bob: ApiSession;

  const sessionFor = async (target: TestApp, name: string) => {
    const session = new ApiSession(target.baseUrl);
    session.accessToken = await target.tokenFor({ sub: `hub_${name}_${run}`, status: 'standard', isStandard: true });
    return session;
  };

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

  const send = (session: ApiSession, body: Record<string, unknown>) => ok<HttpSendResponse>(session, 'POST', '/api/devtools/http', { method: 'GET', headers: [], ...body });
  const saved = (n: number, more: Partial<SavedRequest> = {}): SavedRequest => ({
    id: `r${n}`,
    name: `Request ${n}`,
    method: 'GET',
    url: '{{base}}/items',
    params: [['page', '1']],
    headers: [['Accept', 'application/json']],
    body: { mode: 'none', text: '', form: [] },
    auth: { type: 'none' },
    assertions: [{ kind: 'status', op: 'equals', value: '200' }],
    ...more,
  });

  before(async () => {
    site = await serveLoopback((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://fixture').pathname;
        received.push({ path, method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (path === '/redirect') return void res.writeHead(302, { location: '/items' }).end();
        if (path === '/to-metadata') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        if (path === '/image') return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]));
        res.writeHead(201, { 'content-type': 'application/json', 'x-fixture': 'yes' }).end('{"ok":true}');
      });
    });
    const closed = await serveLoopback(() => undefined);
    closedOrigin = closed.origin;
    await closed.close();
    app = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    strict = await startTestApp({ roles: ['api'] });
    knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    alice = await sessionFor(app, 'alice');
    bob = await sessionFor(app, 'bob');
  });
  after(async () => {
    await app?.stop();
    await strict?.stop();
    await site?.close();
  });

  it('mounts the hub routes for any signed-in user; a visitor gets 401', async () => {
    const routes = app.process.routes.filter((r) => /^\/api\/devtools\/(http|environments|collections|history)/.test(r.path));
    expect(routes.map((r) => `${r.method} ${r.path} ${r.auth}`).sort()).to.deep.equal([
      'DELETE /api/devtools/collections/:id user',
      'DELETE /api/devtools/environments/:id user',
      'DELETE /api/devtools/history user',
      'GET /api/devtools/collections user',
      'GET /api/devtools/environments user',
      'GET /api/devtools/history user',
      'POST /api/devtools/collections user',
      'POST /api/devtools/environments user',
      'POST /api/devtools/http user',
      'PUT /api/devtools/collections/:id user',
      'PUT /api/devtools/environments/:id user',
    ]);
    const visitor = new ApiSession(app.baseUrl);
    for (const [method, path] of [['POST', '/api/devtools/http'], ['GET', '/api/devtools/environments'], ['GET', '/api/devtools/collections'], ['GET', '/api/devtools/history']] as const) {
      expect((await failure(visitor, method, path, method === 'POST' ? { method: 'GET', url: site.origin, headers: [] } : undefined, 401)).code).to.equal('AUTH_REQUIRED');
    }
  });

  it('sends with the environment: plain and secret variables filled server-side, secrets never answered', async () => {
    const created = await ok<SaveEnvironmentResponse>(
      alice,
      'POST',
      '/api/devtools/environments',
      { name: 'Local', variables: [{ key: 'base', value: site.origin, secret: false }, { key: 'token', value: secrets[0], secret: true }] },
      201,
    );
    expect(created.environment.variables).to.deep.equal([
      { key: 'base', value: site.origin, secret: false, hasValue: true },
      { key: 'token', value: '', secret: true, hasValue: true },
    ]);
    const row = (await knex('devtools_api_environments').where({ id: created.environment.id }).first()) as { variables: { key: string; value: string }[] };
    expect(JSON.stringify(row.variables)).not.to.contain(secrets[0]);

    const answer = await send(alice, {
      method: 'POST',
      url: '{{base}}/items?x={{ token }}',
      headers: [['Authorization', 'Bearer {{token}}'], ['Content-Type', 'application/json']],
      body: '{"token":"{{token}}","missing":"{{nope}}"}',
      environmentId: created.environment.id,
    });
    expect(answer).to.deep.include({ success: true, status: 201, statusText: 'Created', body: '{"ok":true}', bodyEncoding: 'utf8', size: 11, truncated: false, remoteAddress: '127.0.0.1' });
    expect(answer.headers).to.deep.include(['x-fixture', 'yes']);
    expect(answer.unresolvedVariables).to.deep.equal(['nope']);
    expect(answer.redirects).to.deep.equal([]);
    expect(Object.keys(answer.timings).sort()).to.deep.equal(['connectMs', 'dnsMs', 'downloadMs', 'firstByteMs', 'tlsMs', 'totalMs']);
    const got = received.at(-1)!;
    expect(got.headers.authorization).to.equal(`Bearer ${secrets[0]}`);
    expect(got.body).to.equal(`{"token":"${secrets[0]}","missing":"{{nope}}"}`);

    const image = await send(alice, { url: `${site.origin}/image` });
    expect(image).to.deep.include({ bodyEncoding: 'base64', body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]).toString('base64'), size: 8 });
  });

  it('keeps a secret sent back empty with hasValue, clears it without, and keeps environments to their owner', async () => {
    const { environment } = await ok<SaveEnvironmentResponse>(
      alice,
      'POST',
      '/api/devtools/environments',
      { name: 'Kept', variables: [{ key: 'base', value: site.origin, secret: false }, { key: 'token', value: secrets[1], secret: true }, { key: 'other', value: 'x', secret: true }] },
      201,
    );
    const updated = await ok<SaveEnvironmentResponse>(alice, 'PUT', `/api/devtools/environments/${environment.id}`, {
      name: 'Kept (renamed)',
      variables: [
        { key: 'base', value: site.origin, secret: false, hasValue: true },
        { key: 'token', value: '', secret: true, hasValue: true },
        { key: 'other', value: '', secret: true, hasValue: false },
      ],
    });
    expect(updated.environment.name).to.equal('Kept (renamed)');
    expect(updated.environment.variables.map((v) => [v.key, v.value, v.hasValue])).to.deep.equal([
      ['base', site.origin, true],
      ['token', '', true],
      ['other', '', false],
    ]);
    await send(alice, { url: '{{base}}/kept', headers: [['X-Token', '{{token}}'], ['X-Other', '{{other}}']], environmentId: environment.id });
    expect(received.at(-1)?.headers['x-token']).to.equal(secrets[1]);
    expect(received.at(-1)?.headers['x-other']).to.equal('{{other}}');

    const listed = await ok<ListEnvironmentsResponse>(alice, 'GET', '/api/devtools/environments');
    expect(listed.environments.map((e) => e.name)).to.include.members(['Local', 'Kept (renamed)']);
    expect((await ok<ListEnvironmentsResponse>(bob, 'GET', '/api/devtools/environments')).environments).to.deep.equal([]);
    const form = { name: 'Theft', variables: [] };
    expect((await failure(bob, 'PUT', `/api/devtools/environments/${environment.id}`, form, 404)).code).to.equal('DEVTOOLS_ENVIRONMENT_NOT_FOUND');
    expect((await failure(bob, 'DELETE', `/api/devtools/environments/${environment.id}`, undefined, 404)).code).to.equal('DEVTOOLS_ENVIRONMENT_NOT_FOUND');
    expect((await failure(bob, 'POST', '/api/devtools/http', { method: 'GET', url: '{{base}}/', headers: [], environmentId: environment.id }, 404)).code).to.equal('DEVTOOLS_ENVIRONMENT_NOT_FOUND');
    expect((await failure(alice, 'PUT', '/api/devtools/environments/not-a-uuid', form, 404)).code).to.equal('DEVTOOLS_ENVIRONMENT_NOT_FOUND');

    expect(await ok(alice, 'DELETE', `/api/devtools/environments/${environment.id}`)).to.deep.equal({ success: true });
    expect((await failure(alice, 'DELETE', `/api/devtools/environments/${environment.id}`, undefined, 404)).code).to.equal('DEVTOOLS_ENVIRONMENT_NOT_FOUND');
  });

  it('answers the environment limits and malformed forms with their codes', async () => {
    const carol = await sessionFor(app, 'carol');
    const dup = await failure(carol, 'POST', '/api/devtools/environments', { name: 'D', variables: [{ key: 'a', value: '1', secret: false }, { key: 'a', value: '2', secret: true }] }, 400);
    expect(dup).to.deep.include({ code: 'DEVTOOLS_VARIABLE_DUPLICATE', details: { key: 'a' } });
    expect((await failure(carol, 'POST', '/api/devtools/environments', { name: 'K', variables: [{ key: 'has space', value: '1', secret: false }] }, 400)).code).to.equal('VALIDATION_FAILED');
    expect((await failure(carol, 'POST', '/api/devtools/environments', { name: '', variables: [] }, 400)).code).to.equal('VALIDATION_FAILED');
    const many = Array.from({ length: 101 }, (_, i) => ({ key: `k${i}`, value: 'v', secret: false }));
    expect((await failure(carol, 'POST', '/api/devtools/environments', { name: 'M', variables: many }, 400)).code).to.equal('VALIDATION_FAILED');
    for (let i = 0; i < 20; i++) await ok(carol, 'POST', '/api/devtools/environments', { name: `E${i}`, variables: [] }, 201);
    const limit = await failure(carol, 'POST', '/api/devtools/environments', { name: 'E20', variables: [] }, 409);
    expect(limit).to.deep.include({ code: 'DEVTOOLS_ENVIRONMENT_LIMIT', details: { limit: 20 } });
  });

  it('stores collections for their owner, within 50 collections, 200 requests and 1 MiB each', async () => {
    const dave = await sessionFor(app, 'dave');
    const { collection } = await ok<SaveCollectionResponse>(dave, 'POST', '/api/devtools/collections', { name: 'Shop API', requests: [saved(1), saved(2, { method: 'POST', auth: { type: 'bearer', token: '{{token}}' } })] }, 201);
    expect(collection.requests.map((r) => r.id)).to.deep.equal(['r1', 'r2']);
    const changed = await ok<SaveCollectionResponse>(dave, 'PUT', `/api/devtools/collections/${collection.id}`, { name: 'Shop API v2', requests: [saved(3)] });
    expect(changed.collection).to.deep.include({ id: collection.id, name: 'Shop API v2' });
    const listed = await ok<ListCollectionsResponse>(dave, 'GET', '/api/devtools/collections');
    expect(listed.collections.map((c: ApiCollection) => [c.name, c.requests.length])).to.deep.equal([['Shop API v2', 1]]);
    expect((await ok<ListCollectionsResponse>(bob, 'GET', '/api/devtools/collections')).collections).to.deep.equal([]);
    expect((await failure(bob, 'PUT', `/api/devtools/collections/${collection.id}`, { name: 'x', requests: [] }, 404)).code).to.equal('DEVTOOLS_COLLECTION_NOT_FOUND');
    expect((await failure(bob, 'DELETE', `/api/devtools/collections/${collection.id}`, undefined, 404)).code).to.equal('DEVTOOLS_COLLECTION_NOT_FOUND');

    const tooMany = Array.from({ length: 201 }, (_, i) => saved(i));
    const bounds = { limit: 200, maxBytes: 1024 * 1024 };
    expect(await failure(dave, 'POST', '/api/devtools/collections', { name: 'Big', requests: tooMany }, 400)).to.deep.include({ code: 'DEVTOOLS_COLLECTION_TOO_LARGE', details: bounds });
    const heavy = [saved(1, { body: { mode: 'raw', text: 'x'.repeat(1024 * 1024), form: [] } })];
    expect(await failure(dave, 'PUT', `/api/devtools/collections/${collection.id}`, { name: 'Heavy', requests: heavy }, 400)).to.deep.include({ code: 'DEVTOOLS_COLLECTION_TOO_LARGE', details: bounds });
    expect((await failure(dave, 'POST', '/api/devtools/collections', { name: 'Bad', requests: [{ ...saved(1), method: 'TRACE' }] }, 400)).code).to.equal('VALIDATION_FAILED');
    expect((await failure(dave, 'POST', '/api/devtools/collections', { name: 'Bad', requests: [{ ...saved(1), assertions: [{ kind: 'regex', op: 'equals', value: '' }] }] }, 400)).code).to.equal('VALIDATION_FAILED');

    for (let i = 1; i < 50; i++) await ok(dave, 'POST', '/api/devtools/collections', { name: `C${i}`, requests: [] }, 201);
    expect(await failure(dave, 'POST', '/api/devtools/collections', { name: 'C50', requests: [] }, 409)).to.deep.include({ code: 'DEVTOOLS_COLLECTION_LIMIT', details: { limit: 50 } });
    expect(await ok(dave, 'DELETE', `/api/devtools/collections/${collection.id}`)).to.deep.equal({ success: true });
    await ok(dave, 'POST', '/api/devtools/collections', { name: 'C50', requests: [] }, 201);
  });

  it('follows redirects only when asked, each hop checked: a redirect to the metadata address is refused even here', async () => {
    const erin = await sessionFor(app, 'erin');
    const asIs = await send(erin, { url: `${site.origin}/redirect` });
    expect(asIs.status).to.equal(302);
    expect(asIs.headers).to.deep.include(['location', '/items']);
    const followed = await send(erin, { url: `${site.origin}/redirect`, followRedirects: true });
    expect(followed.status).to.equal(201);
    expect(followed.redirects).to.deep.equal([{ status: 302, location: '/items' }]);
    const refused = await failure(erin, 'POST', '/api/devtools/http', { method: 'GET', url: `${site.origin}/to-metadata`, headers: [], followRedirects: true }, 400);
    expect(refused).to.deep.include({ code: 'DEVTOOLS_TARGET_REFUSED', details: { reason: 'link-local' } });
  });

  it('answers failures with codes: no listener 503, bodies over 1 MiB 413, broken headers 400', async () => {
    const frank = await sessionFor(app, 'frank');
    const closed = await failure(frank, 'POST', '/api/devtools/http', { method: 'GET', url: `${closedOrigin}/`, headers: [] }, 503);
    expect(closed).to.deep.include({ code: 'DEVTOOLS_HTTP_CONNECTION_REFUSED', details: { reason: 'ECONNREFUSED' } });
    expect((await failure(frank, 'POST', '/api/devtools/http', { method: 'POST', url: site.origin, headers: [], body: 'x'.repeat(1024 * 1024 + 1) }, 413)).code).to.equal('DEVTOOLS_HTTP_BODY_TOO_LARGE');
    expect((await failure(frank, 'POST', '/api/devtools/http', { method: 'GET', url: site.origin, headers: [['X-A', 'a\r\nX-B: b']] }, 400)).code).to.equal('DEVTOOLS_HTTP_HEADER_INVALID');
    expect((await failure(frank, 'POST', '/api/devtools/http', { method: 'TRACE', url: site.origin, headers: [] }, 400)).code).to.equal('VALIDATION_FAILED');
    // No environment chosen: the page may send '' or null.
    expect((await send(frank, { url: `${site.origin}/`, environmentId: '', body: null })).status).to.equal(201);
    expect((await failure(frank, 'POST', '/api/devtools/http', { method: 'GET', url: 'file:///etc/passwd', headers: [] }, 400)).code).to.equal('DEVTOOLS_INVALID_URL');
  });

  it('keeps the history of sends, the URL as typed, newest first, for its owner; DELETE clears it', async () => {
    const { entries } = await ok<ListHttpHistoryResponse>(alice, 'GET', '/api/devtools/history');
    expect(entries.length).to.be.at.least(3);
    const newest: HttpHistoryEntry = entries[0]!;
    expect(newest).to.deep.include({ method: 'GET', url: '{{base}}/kept', status: 201, errorCode: null });
    expect(newest.totalMs).to.be.a('number');
    expect(entries.map((e) => e.url)).to.include('{{base}}/items?x={{ token }}');
    const frankHistory = await ok<ListHttpHistoryResponse>(await sessionFor(app, 'frank'), 'GET', '/api/devtools/history');
    expect(frankHistory.entries.map((e) => [e.status, e.errorCode])).to.deep.include([null, 'DEVTOOLS_HTTP_CONNECTION_REFUSED']);
    expect((await ok<ListHttpHistoryResponse>(bob, 'GET', '/api/devtools/history')).entries.every((e) => !e.url.includes('/kept'))).to.equal(true);
    expect(await ok(alice, 'DELETE', '/api/devtools/history')).to.deep.equal({ success: true });
    expect((await ok<ListHttpHistoryResponse>(alice, 'GET', '/api/devtools/history')).entries).to.deep.equal([]);
  });

  it('refuses loopback, private, metadata and disguised addresses when private targets are not allowed, variables included', async () => {
    const session = await sessionFor(strict, 'ssrf');
    const targets: [string, string][] = [
      [site.origin, 'loopback'],
      ['http://localhost/', 'loopback'],
      ['http://127.0.0.1/', 'loopback'],
      ['http://10.0.0.5/', 'private-address'],
      ['http://192.168.1.1/', 'private-address'],
      ['http://169.254.169.254/latest/meta-data/', 'link-local'],
      ['http://2130706433/', 'loopback'],
      ['http://0x7f000001/', 'loopback'],
      ['http://0177.0.0.1/', 'loopback'],
      ['http://[::ffff:127.0.0.1]/', 'loopback'],
      ['http://[::1]/', 'loopback'],
    ];
    for (const [url, reason] of targets) {
      const error = await failure(session, 'POST', '/api/devtools/http', { method: 'GET', url, headers: [] }, 400);
      expect(error, url).to.deep.include({ code: 'DEVTOOLS_TARGET_REFUSED', details: { reason } });
    }
    const { environment } = await ok<SaveEnvironmentResponse>(session, 'POST', '/api/devtools/environments', { name: 'Sneaky', variables: [{ key: 'target', value: 'http://10.1.2.3', secret: true }] }, 201);
    const viaVariable = await failure(session, 'POST', '/api/devtools/http', { method: 'GET', url: '{{target}}/admin', headers: [], environmentId: environment.id }, 400);
    expect(viaVariable).to.deep.include({ code: 'DEVTOOLS_TARGET_REFUSED', details: { reason: 'private-address' } });
    expect(viaVariable.error).not.to.contain('10.1.2.3');
    const { entries } = await ok<ListHttpHistoryResponse>(session, 'GET', '/api/devtools/history');
    expect(entries[0]).to.deep.include({ url: '{{target}}/admin', status: null, errorCode: 'DEVTOOLS_TARGET_REFUSED' });
  });

  it('limits sends per user (60 a minute, RATE_LIMITED with retryAfterMs); another user keeps the whole allowance', async () => {
    const session = await sessionFor(strict, 'rate');
    const sendOnce = () => session.request('POST', '/api/devtools/http', { method: 'GET', url: 'http://10.0.0.1/', headers: [] });
    for (let i = 0; i < 60; i++) expect((await sendOnce()).status).to.equal(400);
    const limited = await sendOnce();
    expect(limited.status).to.equal(429);
    const body = (await limited.json()) as ErrorView;
    expect(body.code).to.equal('RATE_LIMITED');
    expect(body.details?.retryAfterMs).to.be.a('number').above(0);
    const other = await sessionFor(strict, 'rate2');
    expect((await other.request('POST', '/api/devtools/http', { method: 'GET', url: 'http://10.0.0.1/', headers: [] })).status).to.equal(400);
  });

  it('exports the hub without secret values or saved auth secrets, and erases it with the account', async () => {
    const person = new ApiSession(app.baseUrl);
    const { user } = await person.signUp({ username: `hubleaver_${run}`, email: `hub-leaver-${run}@example.org`, password: 'api hub leaver pass 2026' });
    const { environment } = await ok<SaveEnvironmentResponse>(person, 'POST', '/api/devtools/environments', { name: 'Mine', variables: [{ key: 'base', value: site.origin, secret: false }, { key: 'key', value: secrets[2], secret: true }] }, 201);
    // Saved requests keep what was typed into their auth (the page shows it back); the export does not.
    const typedPassword = `pw-${run}-D4`;
    await ok(person, 'POST', '/api/devtools/collections', { name: 'Mine', requests: [saved(1, { auth: { type: 'basic', username: 'me', password: typedPassword } })] }, 201);
    await send(person, { url: '{{base}}/mine', environmentId: environment.id });

    const exported = await ok<{ sections: { apiTestingHub: { environments: unknown[]; collections: ApiCollection[]; history: HttpHistoryEntry[] } } }>(person, 'GET', '/api/auth/export');
    const hub = exported.sections.apiTestingHub;
    expect(hub.environments).to.deep.equal([environment]);
    expect(hub.collections[0]?.requests[0]?.auth).to.deep.equal({ type: 'basic', username: 'me', password: '' });
    expect(hub.history.map((e) => e.url)).to.deep.equal(['{{base}}/mine']);
    expect(JSON.stringify(exported)).not.to.contain(typedPassword).and.not.to.contain(secrets[2]);

    await ok(person, 'DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    for (const table of ['devtools_api_environments', 'devtools_api_collections', 'devtools_api_history']) {
      expect(await knex(table).where({ owner_id: user.id }).count('* as n').then((r) => Number(r[0]?.n)), table).to.equal(0);
    }
    expect(await knex('devtools_api_environments').where({ owner_id: `hub_alice_${run}` }).count('* as n').then((r) => Number(r[0]?.n))).to.be.greaterThan(0);
  });

  it('never sent a secret value back: no answer of this spec holds one, in its body or its headers', () => {
    expect(answers.length).to.be.greaterThan(40);
    for (const secret of secrets) {
      const leaks = answers.filter((a) => a.includes(secret));
      expect(leaks, leaks.join('\n---\n')).to.deep.equal([]);
    }
  });
});
