import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The api serving a (fixture) frontend build on its own origin, as in embedded mode. */
describe('frontend served by the api', () => {
  let app: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'stacklens-dist-'));
  before(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await startTestApp({ roles: ['api'], env: { FRONTEND_DIST: dist } });
  });
  after(async () => {
    await app.stop();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (path: string, init?: RequestInit) => fetch(app.baseUrl + path, { redirect: 'manual', ...init });

  it('caches hashed assets for a year and revalidates index.html', async () => {
    const asset = await get('/assets/index-AbC123.js');
    expect(asset.status).to.equal(200);
    expect(asset.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).to.match(/javascript/);
    const page = await get('/en');
    expect(page.status).to.equal(200);
    expect(page.headers.get('cache-control')).to.equal('no-cache');
    expect(await page.text()).to.include('<div id="root">');
    expect((await get('/favicon.svg')).headers.get('cache-control')).to.equal('public, max-age=3600');
  });

  it('falls back to index.html for every /{lang}/… path, any case', async () => {
    for (const path of ['/fr', '/ar/dashboard', '/ZH/stack-audit/content?x=1', '/es/']) {
      const res = await get(path);
      expect(res.status, path).to.equal(200);
      expect(await res.text()).to.include('<div id="root">');
    }
  });

  it('answers other unknown pages with the app and status 404, and missing files with a plain 404', async () => {
    const page = await get('/no-such-page');
    expect(page.status).to.equal(404);
    expect(await page.text()).to.include('<div id="root">');
    expect((await get('/assets/missing-123.js')).status).to.equal(404);
    expect((await get('/../package.json')).status).to.equal(404);
    expect((await get('/%2e%2e/package.json')).status).to.equal(404);
  });

  it('redirects / to the locale cookie, else the browser language, keeping the query string', async () => {
    const byCookie = await get('/?ref=mail', { headers: { cookie: 'locale=ar', 'accept-language': 'fr' } });
    expect(byCookie.status).to.equal(302);
    expect(byCookie.headers.get('location')).to.equal('/ar?ref=mail');
    expect((await get('/', { headers: { 'accept-language': 'es-MX,es;q=0.9' } })).headers.get('location')).to.equal('/es');
    expect((await get('/', { headers: { 'accept-language': 'de-DE' } })).headers.get('location')).to.equal('/en');
  });

  it('keeps /api answers as JSON even with a frontend present', async () => {
    const res = await get('/api/unknown');
    expect(res.status).to.equal(404);
    expect(await res.json()).to.include({ code: 'NOT_FOUND' });
  });
});
