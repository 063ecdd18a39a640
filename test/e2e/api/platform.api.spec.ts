import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const report = { path: '/en/admin', type: 'unauthorized_access', timestamp: new Date().toISOString() };

describe('platform HTTP (started app)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());
  const get = (path: string, init?: RequestInit) => fetch(app.baseUrl + path, init);

  it('answers liveness and readiness with the database and queue reachable', async () => {
    const live = await get('/healthz');
    expect(live.status).to.equal(200);
    expect(await live.json()).to.deep.equal({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).to.equal(200);
    expect(await ready.json()).to.deep.equal({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
  });

  it('tells the browser which environment runs, so development pages stay out of production', async () => {
    const res = await get('/api/platform/info');
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ success: true, environment: 'test', developmentTools: true });
  });

  it('answers an unknown /api path with 404 JSON in the error shape', async () => {
    const res = await get('/api/does-not-exist');
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.match(/application\/json/);
    expect(await res.json()).to.deep.equal({ success: false, error: 'No API route for GET /api/does-not-exist', code: 'NOT_FOUND' });
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const res = await get('/api/auth/log-access');
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.include('POST');
    expect(await res.json()).to.include({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });

  it('sets the security headers on every response', async () => {
    for (const path of ['/healthz', '/api/nope', '/en']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).to.include("script-src 'self'");
      expect(csp).to.include("frame-ancestors 'none'");
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.to.include('unsafe-inline');
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(res.headers.get('referrer-policy')).to.equal('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).to.equal('DENY');
      expect(res.headers.get('strict-transport-security'), 'no HSTS over plain HTTP').to.equal(null);
    }
  });

  it('echoes a sane incoming request id and makes one otherwise', async () => {
    const given = await get('/healthz', { headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(given.headers.get('x-request-id')).to.equal('edge-1234abcd');
    const made = await get('/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('refuses malformed JSON and bodies over the route limit with clear codes', async () => {
    const bad = await get('/api/auth/log-access', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(bad.status).to.equal(400);
    expect(await bad.json()).to.include({ code: 'INVALID_JSON' });
    const big = await get('/api/auth/log-access', json({ ...report, pad: 'x'.repeat(5000) }));
    expect(big.status).to.equal(413);
    expect(await big.json()).to.include({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('validates input and names the failing field', async () => {
    const res = await get('/api/auth/log-access', json({ path: '/x', type: 'something_else' }));
    expect(res.status).to.equal(400);
    const body = (await res.json()) as { code: string; details: { fields: Record<string, string> } };
    expect(body.code).to.equal('VALIDATION_FAILED');
    expect(body.details.fields).to.have.property('type');
  });

  it('stores a refused-access report without a token; only an admin reads the log', async () => {
    const stored = await get('/api/auth/log-access', json({ ...report, path: '/en/admin/users?secret=1' }));
    expect(stored.status).to.equal(202);
    expect(await stored.json()).to.deep.equal({ success: true });

    const visitor = await get('/api/admin/access-log');
    expect(visitor.status).to.equal(401);
    expect(await visitor.json()).to.include({ code: 'AUTH_REQUIRED' });
    const premium = await get('/api/admin/access-log', { headers: { authorization: `Bearer ${await app.tokenFor({ sub: 'p1', isPremium: true })}` } });
    expect(premium.status).to.equal(403);
    expect(await premium.json()).to.include({ code: 'ADMIN_REQUIRED' });
    const forged = await get('/api/admin/access-log', { headers: { authorization: `Bearer ${app.token({ sub: 'a1', isAdmin: true }).slice(0, -3)}abc` } });
    expect(forged.status).to.equal(401);

    const admin = await get('/api/admin/access-log?pageSize=5', { headers: { authorization: `Bearer ${await app.tokenFor({ sub: 'a1', isAdmin: true })}` } });
    expect(admin.status).to.equal(200);
    const page = (await admin.json()) as { total: number; entries: { path: string; ipHash: string }[] };
    expect(page.total).to.be.greaterThanOrEqual(1);
    expect(page.entries[0]!.path).to.equal('/en/admin/users');
    expect(page.entries[0]!.ipHash).not.to.include('127.0.0.1');
  });

  it('rate-limits the unauthenticated report endpoint per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await get('/api/auth/log-access', json(report))).status);
    expect(statuses).to.include(429);
    expect(statuses.filter((s) => s === 202).length).to.be.lessThanOrEqual(30);
  });
});

describe('platform HTTP behind an HTTPS proxy', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ roles: ['api'], env: { TRUST_PROXY: 'true' } });
  });
  after(() => app.stop());

  it('sends HSTS when the request came over HTTPS', async () => {
    const res = await fetch(`${app.baseUrl}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).to.match(/max-age=31536000/);
  });
});
