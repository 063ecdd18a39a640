import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { PREMIUM_API_PREFIXES } from '../../../src/modules/billing/index.js';
import type { RobotsGenerateResponse, RobotsTestResponse, SitemapCheckResponse } from '../../../src/modules/devtools/contract.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { serveLoopback, type LoopbackSite } from '../../support/loopback-site.js';

/**
 * The robots tool through the real stack (devtools README, "HTTP"): robots.txt fetched from loopback
 * fixture sites by an app that allows private targets, the RFC 9309 answers to 4xx, 5xx and no answer,
 * the sitemap check and the generator; then an app with the default policy refusing every private
 * spelling, the premium policy, the limits and malformed bodies.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

const ROBOTS = (origin: string) =>
  [
    '# fixture',
    'User-agent: *',
    'Disallow: /private/',
    'Allow: /private/open.html',
    '',
    'User-agent: Googlebot',
    'Disallow: /no-google',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemap-index.xml`,
  ].join('\n');

describe('devtools robots API (/api/devtools/robots)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  let app: TestApp;
  let strict: TestApp;
  let site: LoopbackSite;
  let missing: LoopbackSite;
  let broken: LoopbackSite;
  let closedOrigin: string;
  let premium: ApiSession;

  const sessionFor = async (target: TestApp, name: string, claims: { isPremium?: boolean; isStandard?: boolean; status: 'premium' | 'standard' }) => {
    const session = new ApiSession(target.baseUrl);
    session.accessToken = await target.tokenFor({ sub: `devtools_${name}_${run}`, ...claims });
    return session;
  };

  before(async () => {
    site = await serveLoopback((req, res) => {
      const path = new URL(req.url ?? '/', 'http://fixture').pathname;
      if (path === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end(ROBOTS(site.origin));
      if (path === '/sitemap.xml') {
        return void res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.origin}/</loc></url><url><loc>${site.origin}/a</loc></url></urlset>`);
      }
      if (path === '/sitemap-index.xml') {
        return void res.writeHead(200, { 'content-type': 'text/xml' }).end(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${site.origin}/sitemap.xml</loc></sitemap></sitemapindex>`);
      }
      if (path === '/page.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body>hello</body></html>');
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    missing = await serveLoopback((_req, res) => void res.writeHead(404).end());
    broken = await serveLoopback((_req, res) => void res.writeHead(503).end('down'));
    const closed = await serveLoopback(() => undefined);
    closedOrigin = closed.origin;
    await closed.close();
    app = await startTestApp({ roles: ['api'], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    strict = await startTestApp({ roles: ['api'] });
    premium = await sessionFor(app, 'premium', { isPremium: true, status: 'premium' });
  });
  after(async () => {
    await app?.stop();
    await strict?.stop();
    await site?.close();
    await missing?.close();
    await broken?.close();
  });

  async function failure(session: ApiSession, path: string, body: unknown, status: number): Promise<ErrorView> {
    const res = await session.request('POST', path, body);
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).to.equal(status);
    return JSON.parse(text) as ErrorView;
  }

  it('declares every /api/devtools/robots route premium, as the premium API prefixes list it', () => {
    const prefixes = PREMIUM_API_PREFIXES.robots ?? [];
    expect(prefixes).to.deep.equal(['/api/devtools/robots', '/api/devtools/structured-data']);
    const routes = app.process.routes.filter((r) => r.path.startsWith('/api/devtools/robots'));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).to.deep.equal(['POST /api/devtools/robots/generate', 'POST /api/devtools/robots/sitemaps/check', 'POST /api/devtools/robots/test']);
    for (const route of routes) expect(route.auth, route.path).to.equal('premium');
  });

  it('fetches <origin>/robots.txt of the given address and tests the paths against it', async () => {
    const answer = await premium.json<RobotsTestResponse>('POST', '/api/devtools/robots/test', {
      url: `${site.origin}/some/page?x=1`,
      userAgent: 'Googlebot/2.1',
      paths: ['/', '/no-google/x', '/private/a', '/robots.txt'],
    });
    expect(answer.source).to.deep.include({ outcome: 'fetched', url: `${site.origin}/robots.txt`, status: 200, fetchedBytes: Buffer.byteLength(ROBOTS(site.origin)) });
    expect(answer.groups).to.deep.equal([
      { userAgents: ['*'], line: 2, crawlDelay: null, rules: [{ type: 'disallow', pattern: '/private/', line: 3 }, { type: 'allow', pattern: '/private/open.html', line: 4 }] },
      { userAgents: ['Googlebot'], line: 6, crawlDelay: null, rules: [{ type: 'disallow', pattern: '/no-google', line: 7 }] },
    ]);
    expect(answer.sitemaps).to.deep.equal([`${site.origin}/sitemap.xml`, `${site.origin}/sitemap-index.xml`]);
    expect(answer.results).to.deep.equal([
      { path: '/', allowed: true, rule: null, group: 'Googlebot' },
      { path: '/no-google/x', allowed: false, rule: { type: 'disallow', pattern: '/no-google', line: 7 }, group: 'Googlebot' },
      // Googlebot's own group applies, not the * group's /private/.
      { path: '/private/a', allowed: true, rule: null, group: 'Googlebot' },
      { path: '/robots.txt', allowed: true, rule: null, group: 'Googlebot' },
    ]);
    expect(answer.warnings).to.deep.equal([{ code: 'DEVTOOLS_ROBOTS_ROBOTS_TXT_ALWAYS_ALLOWED' }]);

    const other = await premium.json<RobotsTestResponse>('POST', '/api/devtools/robots/test', { url: site.origin, userAgent: 'Bingbot', paths: ['/private/a', '/private/open.html'] });
    expect(other.results.map((r) => [r.allowed, r.rule?.line ?? null, r.group])).to.deep.equal([
      [false, 3, '*'],
      [true, 4, '*'],
    ]);
  });

  it('reads a 4xx as "allow everything", a 5xx or no answer as "disallow everything" (RFC 9309 §2.3.1.3, §2.3.1.4)', async () => {
    const test = (url: string) => premium.json<RobotsTestResponse>('POST', '/api/devtools/robots/test', { url, userAgent: 'bot', paths: ['/a'] });
    const gone = await test(missing.origin);
    expect(gone.source).to.deep.include({ outcome: 'unavailable', status: 404 });
    expect(gone.results).to.deep.equal([{ path: '/a', allowed: true, rule: null, group: null }]);
    expect(gone.warnings).to.deep.equal([{ code: 'DEVTOOLS_ROBOTS_UNAVAILABLE' }]);
    const down = await test(broken.origin);
    expect(down.source).to.deep.include({ outcome: 'unreachable', status: 503 });
    expect(down.results).to.deep.equal([{ path: '/a', allowed: false, rule: null, group: null }]);
    expect(down.warnings).to.deep.equal([{ code: 'DEVTOOLS_ROBOTS_UNREACHABLE' }]);
    const nobody = await test(closedOrigin);
    expect(nobody.source).to.deep.include({ outcome: 'unreachable', fetchedBytes: 0 });
    expect(nobody.source.status).to.equal(undefined);
    expect(nobody.results[0]?.allowed).to.equal(false);
  });

  it('tests pasted text without fetching anything', async () => {
    const answer = await premium.json<RobotsTestResponse>('POST', '/api/devtools/robots/test', {
      robotsTxt: 'User-agent: *\nAllow: /$\nDisallow: /\nFoo: bar\n',
      userAgent: 'anybot',
      paths: ['/', '/page.htm'],
    });
    expect(answer.source).to.deep.equal({ outcome: 'pasted', fetchedBytes: 0 });
    expect(answer.results.map((r) => [r.allowed, r.rule?.pattern])).to.deep.equal([
      [true, '/$'],
      [false, '/'],
    ]);
    expect(answer.warnings).to.deep.equal([{ code: 'DEVTOOLS_ROBOTS_UNKNOWN_DIRECTIVE', line: 4 }]);
  });

  it('checks sitemaps: a urlset and an index counted, a 404, an HTML page and an unreachable one told apart', async () => {
    const answer = await premium.json<SitemapCheckResponse>('POST', '/api/devtools/robots/sitemaps/check', {
      urls: [`${site.origin}/sitemap.xml`, `${site.origin}/sitemap-index.xml`, `${site.origin}/nope.xml`, `${site.origin}/page.html`, `${closedOrigin}/sitemap.xml`, 'ftp://example.org/s.xml'],
    });
    expect(answer.results.map((r) => [r.status, r.kind, r.locCount, r.error])).to.deep.equal([
      [200, 'urlset', 2, null],
      [200, 'sitemapindex', 1, null],
      [404, null, 0, 'DEVTOOLS_SITEMAP_HTTP_ERROR'],
      [200, null, 0, 'DEVTOOLS_SITEMAP_NOT_A_SITEMAP'],
      [null, null, 0, 'DEVTOOLS_FETCH_FAILED'],
      [null, null, 0, 'DEVTOOLS_TARGET_REFUSED'],
    ]);
    expect(answer.results[0]?.contentType).to.equal('application/xml');
  });

  it('generates a robots.txt with its warnings', async () => {
    const answer = await premium.json<RobotsGenerateResponse>('POST', '/api/devtools/robots/generate', {
      groups: [
        { userAgents: ['*'], disallow: ['/'] },
        { userAgents: ['Googlebot'], allow: ['/'], disallow: ['/static/'], crawlDelay: 2 },
      ],
      sitemaps: ['https://example.org/sitemap.xml', 'sitemap.xml'],
    });
    expect(answer.robotsTxt).to.equal('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\nDisallow: /static/\nCrawl-delay: 2\n\nSitemap: https://example.org/sitemap.xml\nSitemap: sitemap.xml\n');
    expect(answer.warnings).to.deep.equal([
      { code: 'DEVTOOLS_ROBOTS_BLOCKS_ALL', line: 2 },
      { code: 'DEVTOOLS_ROBOTS_BLOCKS_ASSETS', line: 6 },
      { code: 'DEVTOOLS_ROBOTS_CRAWL_DELAY_IGNORED', line: 7 },
      { code: 'DEVTOOLS_ROBOTS_INVALID_SITEMAP_URL', line: 10 },
    ]);
    expect((await failure(premium, '/api/devtools/robots/generate', { groups: [{ userAgents: ['*\nDisallow: /'], disallow: [] }], sitemaps: [] }, 400)).code).to.equal('DEVTOOLS_ROBOTS_VALUE_INVALID');
  });

  it('refuses loopback, private, metadata and disguised addresses when private targets are not allowed', async () => {
    const session = await sessionFor(strict, 'ssrf', { isPremium: true, status: 'premium' });
    const targets = [
      site.origin,
      'http://localhost/',
      'http://127.0.0.1/',
      'http://10.0.0.5/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::1]/',
    ];
    for (const url of targets) {
      const error = await failure(session, '/api/devtools/robots/test', { url, userAgent: 'bot', paths: ['/'] }, 400);
      expect(error.code, url).to.equal('DEVTOOLS_TARGET_REFUSED');
      expect(error.details?.reason, url).to.be.a('string');
    }
    expect((await failure(session, '/api/devtools/robots/test', { url: 'file:///etc/passwd', userAgent: 'bot', paths: ['/'] }, 400)).code).to.equal('DEVTOOLS_INVALID_URL');
    const checked = await session.json<SitemapCheckResponse>('POST', '/api/devtools/robots/sitemaps/check', { urls: [`${site.origin}/sitemap.xml`, 'http://169.254.169.254/sitemap.xml', 'http://0x7f000001/s.xml'] });
    expect(checked.results.map((r) => r.error)).to.deep.equal(['DEVTOOLS_TARGET_REFUSED', 'DEVTOOLS_TARGET_REFUSED', 'DEVTOOLS_TARGET_REFUSED']);
  });

  it('needs Premium: a Standard account gets 403 PREMIUM_REQUIRED, a visitor 401', async () => {
    const standard = await sessionFor(app, 'standard', { isStandard: true, status: 'standard' });
    const visitor = new ApiSession(app.baseUrl);
    for (const path of ['/api/devtools/robots/test', '/api/devtools/robots/sitemaps/check', '/api/devtools/robots/generate']) {
      expect((await failure(standard, path, {}, 403)).code, path).to.equal('PREMIUM_REQUIRED');
      expect((await failure(visitor, path, {}, 401)).code, path).to.equal('AUTH_REQUIRED');
    }
  });

  it('answers the limits and malformed bodies with their codes', async () => {
    const test = (body: unknown) => failure(premium, '/api/devtools/robots/test', body, 400);
    const paths = ['/'];
    expect((await test({ userAgent: 'bot', paths })).code).to.equal('DEVTOOLS_ROBOTS_SOURCE_REQUIRED');
    expect((await test({ url: site.origin, robotsTxt: '', userAgent: 'bot', paths })).code).to.equal('DEVTOOLS_ROBOTS_SOURCE_REQUIRED');
    expect((await test({ robotsTxt: '', userAgent: 'b'.repeat(201), paths })).code).to.equal('DEVTOOLS_USER_AGENT_INVALID');
    expect((await test({ robotsTxt: '', userAgent: ' ', paths })).code).to.equal('DEVTOOLS_USER_AGENT_INVALID');
    expect((await test({ robotsTxt: '', userAgent: 'bot', paths: Array.from({ length: 101 }, (_, i) => `/${i}`) })).code).to.equal('DEVTOOLS_TOO_MANY_PATHS');
    expect((await test({ robotsTxt: '', userAgent: 'bot', paths: [] })).code).to.equal('DEVTOOLS_TOO_MANY_PATHS');
    expect((await test({ robotsTxt: '', userAgent: 'bot', paths: ['no-slash'] })).code).to.equal('DEVTOOLS_PATH_INVALID');
    expect((await test({ robotsTxt: `User-agent: *\n${'#'.repeat(500 * 1024)}`, userAgent: 'bot', paths })).code).to.equal('DEVTOOLS_ROBOTS_TXT_TOO_LARGE');
    const atLimit = await premium.json<RobotsTestResponse>('POST', '/api/devtools/robots/test', { robotsTxt: 'x'.repeat(500 * 1024), userAgent: 'b'.repeat(200), paths: Array.from({ length: 100 }, (_, i) => `/${i}`) });
    expect(atLimit.results).to.have.length(100);
    expect((await test({})).code).to.equal('VALIDATION_FAILED');
    expect((await test({ robotsTxt: '', userAgent: 'bot', paths: '/' })).code).to.equal('VALIDATION_FAILED');
    expect((await test({ robotsTxt: 42, userAgent: 'bot', paths })).code).to.equal('VALIDATION_FAILED');
    const urls = Array.from({ length: 21 }, (_, i) => `${site.origin}/s${i}.xml`);
    expect((await failure(premium, '/api/devtools/robots/sitemaps/check', { urls }, 400)).code).to.equal('DEVTOOLS_TOO_MANY_SITEMAPS');
    expect((await failure(premium, '/api/devtools/robots/sitemaps/check', { urls: 'x' }, 400)).code).to.equal('VALIDATION_FAILED');
    expect((await failure(premium, '/api/devtools/robots/generate', { groups: 'x' }, 400)).code).to.equal('VALIDATION_FAILED');
    const raw = await premium.request('POST', '/api/devtools/robots/test', undefined, { 'content-type': 'application/json' });
    expect(raw.status).to.equal(400);
  });

  it('limits the fetching calls per user (RATE_LIMITED), not the pasted ones', async () => {
    const session = await sessionFor(strict, 'rate', { isPremium: true, status: 'premium' });
    const fetchOnce = () => session.request('POST', '/api/devtools/robots/test', { url: 'http://10.0.0.1/', userAgent: 'bot', paths: ['/'] });
    for (let i = 0; i < 30; i++) expect((await fetchOnce()).status).to.equal(400);
    const limited = await fetchOnce();
    expect(limited.status).to.equal(429);
    expect(((await limited.json()) as ErrorView).code).to.equal('RATE_LIMITED');
    const pasted = await session.json<RobotsTestResponse>('POST', '/api/devtools/robots/test', { robotsTxt: 'User-agent: *\nDisallow: /\n', userAgent: 'bot', paths: ['/'] });
    expect(pasted.results[0]?.allowed).to.equal(false);
    // Another user has the whole allowance.
    const other = await sessionFor(strict, 'rate2', { isPremium: true, status: 'premium' });
    expect((await other.request('POST', '/api/devtools/robots/test', { url: 'http://10.0.0.1/', userAgent: 'bot', paths: ['/'] })).status).to.equal(400);
  });
});
