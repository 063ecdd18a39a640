import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Raw bytes and headers: fetch would decode the body and choose Accept-Encoding itself. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const BUNDLE = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const INDEX = '<!doctype html><div id="root"></div>';
const INDEX_AR = '<!doctype html><html lang="ar" dir="rtl"><div id="root"></div>';

/** The api serving a (fixture) frontend build on its own origin, as in embedded mode. */
describe('frontend served by the api', () => {
  let app: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'stacklens-dist-'));
  before(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    // What frontend/build/precompress.ts writes beside each text file of a real build.
    writeFileSync(join(dist, 'assets', 'app-Zz9.js'), BUNDLE);
    writeFileSync(join(dist, 'assets', 'app-Zz9.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(dist, 'assets', 'app-Zz9.js.gz'), gzipSync(BUNDLE));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
    // frontend/build/locale-documents.ts: one entry document per language.
    writeFileSync(join(dist, 'index.ar.html'), INDEX_AR);
    writeFileSync(join(dist, 'index.ar.html.br'), brotliCompressSync(INDEX_AR));
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

  describe('precompressed files', () => {
    const asset = (acceptEncoding: string) => rawGet(`${app.baseUrl}/assets/app-Zz9.js`, { 'accept-encoding': acceptEncoding });

    it('sends Brotli to a client that accepts it, with the asset caching and Vary: Accept-Encoding', async () => {
      const res = await asset('gzip, deflate, br, zstd');
      expect(res.status).to.equal(200);
      expect(res.headers['content-encoding']).to.equal('br');
      expect(res.headers.vary).to.match(/accept-encoding/i);
      expect(res.headers['content-type']).to.match(/javascript/);
      expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).to.equal(res.body.length).and.to.be.below(BUNDLE.length / 10);
      expect(brotliDecompressSync(res.body).toString()).to.equal(BUNDLE);
    });

    it('sends gzip when Brotli is not accepted or ranked lower, and the plain file otherwise', async () => {
      for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
        const res = await asset(accept);
        expect(res.headers['content-encoding'], accept).to.equal('gzip');
        expect(gunzipSync(res.body).toString(), accept).to.equal(BUNDLE);
      }
      for (const accept of ['identity', '']) {
        const res = await asset(accept);
        expect(res.headers['content-encoding'], accept).to.equal(undefined);
        expect(res.headers.vary, accept).to.match(/accept-encoding/i);
        expect(res.body.toString(), accept).to.equal(BUNDLE);
      }
    });

    it('serves the compressed entry document for SPA paths and keeps it revalidated', async () => {
      const expected = { '/en': INDEX, '/no-such-page': INDEX, '/ar/about': INDEX_AR, '/AR': INDEX_AR };
      for (const [path, document] of Object.entries(expected)) {
        const res = await rawGet(`${app.baseUrl}${path}`, { 'accept-encoding': 'br' });
        expect(res.headers['content-encoding'], path).to.equal('br');
        expect(res.headers['cache-control'], path).to.equal('no-cache');
        expect(res.headers['content-type'], path).to.match(/text\/html/);
        expect(res.headers.vary, path).to.match(/accept-encoding/i);
        expect(brotliDecompressSync(res.body).toString(), path).to.equal(document);
      }
    });
  });

  it('falls back to the language’s entry document (else index.html) for every /{lang}/… path, any case', async () => {
    for (const path of ['/fr', '/ar/dashboard', '/ZH/stack-audit/content?x=1', '/es/']) {
      const res = await get(path);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('cache-control'), path).to.equal('no-cache');
      expect(await res.text()).to.include('<div id="root">');
    }
    expect(await (await get('/ar/dashboard')).text()).to.include('<html lang="ar" dir="rtl">');
    expect(await (await get('/fr')).text(), 'no index.fr.html in this build').to.equal(INDEX);
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
