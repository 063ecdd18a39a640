import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { PREMIUM_API_PREFIXES } from '../../../src/modules/billing/index.js';
import type { StructuredDataValidateResponse } from '../../../src/modules/devtools/contract.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { serveLoopback, type LoopbackSite } from '../../support/loopback-site.js';

/**
 * The structured-data validator through the real stack (devtools README, "Structured data"): pasted
 * markup, a page served by a loopback fixture to an app that allows private targets, then an app with
 * the default policy refusing every private spelling; premium, limits, rate limit. Redirects from an
 * admitted site to private addresses need the guard's allowTargets hook, which no environment variable
 * sets: src/modules/devtools/adapters/outbound/structured-data-fetch.medium.spec.ts shows them.
 */
interface ErrorView {
  success: false;
  code: string;
  details?: Record<string, unknown>;
}

const PRODUCT_PAGE = [
  '<!DOCTYPE html>',
  '<html><head>',
  '<script type="application/ld+json">',
  '{"@context": "https://schema.org", "@type": "Product", "name": "Kettle", "offers": {"@type": "Offer", "price": "25.00", "priceCurrency": "EUR"}}',
  '</script>',
  '</head><body><p>Kettle</p></body></html>',
].join('\n');

const PATH = '/api/devtools/structured-data/validate';

describe('devtools structured-data API (/api/devtools/structured-data)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  let app: TestApp;
  let strict: TestApp;
  let site: LoopbackSite;
  let premium: ApiSession;

  const sessionFor = async (target: TestApp, name: string, claims: { isPremium?: boolean; isStandard?: boolean; status: 'premium' | 'standard' | 'free' }) => {
    const session = new ApiSession(target.baseUrl);
    session.accessToken = await target.tokenFor({ sub: `sd_${name}_${run}`, ...claims });
    return session;
  };

  before(async () => {
    site = await serveLoopback((req, res) => {
      const path = new URL(req.url ?? '/', 'http://fixture').pathname;
      if (path === '/product') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PRODUCT_PAGE);
      if (path === '/moved') return void res.writeHead(301, { location: '/product' }).end();
      if (path === '/image.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>not found</p>');
    });
    app = await startTestApp({ roles: ['api'], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    strict = await startTestApp({ roles: ['api'] });
    premium = await sessionFor(app, 'premium', { isPremium: true, status: 'premium' });
  });
  after(async () => {
    await app?.stop();
    await strict?.stop();
    await site?.close();
  });

  async function failure(session: ApiSession, body: unknown, status: number): Promise<ErrorView> {
    const res = await session.request('POST', PATH, body);
    const text = await res.text();
    expect(res.status, text).to.equal(status);
    return JSON.parse(text) as ErrorView;
  }

  it('declares the route premium, as the premium API prefixes list it under the robots feature', () => {
    const prefixes = PREMIUM_API_PREFIXES.robots ?? [];
    expect(prefixes).to.include('/api/devtools/structured-data');
    const routes = app.process.routes.filter((r) => r.path.startsWith('/api/devtools/structured-data'));
    expect(routes.map((r) => `${r.method} ${r.path}`)).to.deep.equal([`POST ${PATH}`]);
    expect(routes[0]?.auth).to.equal('premium');
  });

  it('validates pasted html: items, their issues and the rich result they are checked as', async () => {
    const html = [
      '<script type="application/ld+json">',
      '{"@context": "https://schema.org", "@type": "Event", "name": "Gig", "location": {"@type": "Place", "name": "Hall", "address": "1 Main St"}}',
      '</script>',
      '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme</span><span itemprop="colour">red</span></div>',
    ].join('\n');
    const answer = await premium.json<StructuredDataValidateResponse>('POST', PATH, { html });
    expect(answer.source).to.deep.equal({ kind: 'html', bytes: Buffer.byteLength(html) });
    expect(answer.items.map((i) => [i.format, i.type, i.richResult])).to.deep.equal([
      ['json-ld', 'Event', 'Event'],
      ['microdata', 'Organization', 'Organization'],
    ]);
    const [event, organization] = answer.items;
    expect(event!.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_MISSING_REQUIRED', property: 'startDate', line: 2 }]);
    expect(event!.children.map((c) => [c.type, c.property])).to.deep.equal([['Place', 'location']]);
    expect(organization!.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_UNKNOWN_PROPERTY', property: 'colour', line: 4 }]);
    expect(answer.warnings).to.deep.equal([]);

    const none = await premium.json<StructuredDataValidateResponse>('POST', PATH, { html: '<p>nothing here</p>' });
    expect(none.items).to.deep.equal([]);
    expect(none.warnings).to.deep.equal([{ code: 'DEVTOOLS_SD_NONE_FOUND' }]);
  });

  it('fetches a page through the guard (private targets allowed here) and follows its redirects', async () => {
    const answer = await premium.json<StructuredDataValidateResponse>('POST', PATH, { url: `${site.origin}/moved` });
    expect(answer.source).to.deep.equal({ kind: 'url', url: `${site.origin}/moved`, finalUrl: `${site.origin}/product`, status: 200, bytes: Buffer.byteLength(PRODUCT_PAGE) });
    expect(answer.items).to.have.length(1);
    expect(answer.items[0]).to.deep.include({ format: 'json-ld', type: 'Product', richResult: 'Product', line: 4, errors: [] });
    expect(answer.items[0]!.children[0]).to.deep.include({ type: 'Offer', property: 'offers', errors: [] });

    const missing = await failure(premium, { url: `${site.origin}/nothing` }, 400);
    expect(missing.code).to.equal('DEVTOOLS_SD_HTTP_ERROR');
    expect(missing.details?.status).to.equal(404);
    expect((await failure(premium, { url: `${site.origin}/image.png` }, 400)).code).to.equal('DEVTOOLS_SD_NOT_HTML');
  });

  it('refuses loopback, private, metadata and disguised addresses when private targets are not allowed', async () => {
    const session = await sessionFor(strict, 'ssrf', { isPremium: true, status: 'premium' });
    const targets = [
      `${site.origin}/product`,
      'http://localhost/',
      'http://127.0.0.1/',
      'http://10.0.0.5/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::1]/',
    ];
    for (const url of targets) {
      const error = await failure(session, { url }, 400);
      expect(error.code, url).to.equal('DEVTOOLS_TARGET_REFUSED');
      expect(error.details?.reason, url).to.be.a('string');
    }
    expect((await failure(session, { url: 'file:///etc/passwd' }, 400)).code).to.equal('DEVTOOLS_INVALID_URL');
    expect((await failure(session, { url: 'not a url' }, 400)).code).to.equal('DEVTOOLS_INVALID_URL');
  });

  it('needs Premium: a free or Standard account gets 403 PREMIUM_REQUIRED, a visitor 401', async () => {
    const standard = await sessionFor(app, 'standard', { isStandard: true, status: 'standard' });
    const free = await sessionFor(app, 'free', { status: 'free' });
    const visitor = new ApiSession(app.baseUrl);
    expect((await failure(standard, { html: '<p></p>' }, 403)).code).to.equal('PREMIUM_REQUIRED');
    expect((await failure(free, { html: '<p></p>' }, 403)).code).to.equal('PREMIUM_REQUIRED');
    expect((await failure(visitor, { html: '<p></p>' }, 401)).code).to.equal('AUTH_REQUIRED');
  });

  it('answers the limits and malformed bodies with their codes', async () => {
    expect((await failure(premium, {}, 400)).code).to.equal('DEVTOOLS_SD_SOURCE_REQUIRED');
    expect((await failure(premium, { url: site.origin, html: '<p></p>' }, 400)).code).to.equal('DEVTOOLS_SD_SOURCE_REQUIRED');
    const tooLarge = await failure(premium, { html: 'x'.repeat(2 * 1024 * 1024 + 1) }, 400);
    expect(tooLarge.code).to.equal('DEVTOOLS_SD_HTML_TOO_LARGE');
    const atLimit = await premium.json<StructuredDataValidateResponse>('POST', PATH, { html: 'x'.repeat(2 * 1024 * 1024) });
    expect(atLimit.source.bytes).to.equal(2 * 1024 * 1024);
    const deep = await failure(premium, { html: '<div>'.repeat(5000) }, 400);
    expect([deep.code, deep.details?.maxDepth]).to.deep.equal(['DEVTOOLS_SD_MARKUP_TOO_DEEP', 1024]);
    expect((await failure(premium, { html: 42 }, 400)).code).to.equal('VALIDATION_FAILED');
    expect((await failure(premium, { url: ['x'] }, 400)).code).to.equal('VALIDATION_FAILED');
  });

  it('limits the fetching calls per user (RATE_LIMITED), not the pasted ones', async () => {
    const session = await sessionFor(strict, 'rate', { isPremium: true, status: 'premium' });
    const fetchOnce = () => session.request('POST', PATH, { url: 'http://10.0.0.1/' });
    for (let i = 0; i < 30; i++) expect((await fetchOnce()).status).to.equal(400);
    const limited = await fetchOnce();
    expect(limited.status).to.equal(429);
    const body = (await limited.json()) as ErrorView;
    expect(body.code).to.equal('RATE_LIMITED');
    expect(body.details?.retryAfterMs).to.be.a('number');
    const pasted = await session.json<StructuredDataValidateResponse>('POST', PATH, { html: '<div itemscope itemtype="https://schema.org/Thing"><span itemprop="name">x</span></div>' });
    expect(pasted.items).to.have.length(1);
    const other = await sessionFor(strict, 'rate2', { isPremium: true, status: 'premium' });
    expect((await other.request('POST', PATH, { url: 'http://10.0.0.1/' })).status).to.equal(400);
  });
});
