import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { CollectionPlan } from '../../domain/auditor.js';
import type { CollectionBundle, CollectionStage } from '../../domain/collection-bundle.js';
import { serveFixtureSite, type FixtureSite } from '../../../../../test/support/audits/fixture-server.js';
import { BrowserPool, TargetRefusedError, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { PlaywrightPageCollector } from './playwright.page-collector.js';

const FIXTURES = join(import.meta.dirname, '../../../../../test/fixtures/audits/collector');
const POLICY: TargetPolicy = { allowPrivate: true, allowedPorts: [80, 443] };
const QUICK: CollectionPlan = { crawl: false, axe: true, mobile: true, lighthouseRuns: 0, robotsAndSitemap: true, tls: true, securityProbes: false };

function paths(site: FixtureSite): string[] {
  return site.requests.map((request) => request.path);
}

function requestedTwice(site: FixtureSite): string[] {
  return paths(site).filter((path, index, all) => all.indexOf(path) !== index);
}

describe('PlaywrightPageCollector (Chromium against loopback fixture sites)', function () {
  this.timeout(90_000);
  let pool: BrowserPool;
  let collector: PlaywrightPageCollector;
  let basic: FixtureSite;
  const hung: Array<() => void> = [];

  before(async () => {
    pool = new BrowserPool();
    collector = new PlaywrightPageCollector({ policy: POLICY, pool });
    basic = await serveFixtureSite(join(FIXTURES, 'basic'), {
      '/old': (_req, res) => {
        res.writeHead(301, { location: '/', 'set-cookie': 'hop=1; Path=/' }).end();
      },
      // Never answers: the render waits for it until its deadline.
      '/never': (_req, res) => {
        hung.push(() => res.destroy());
      },
      // The same server under another name: the proxy must refuse it although it is "just loopback".
      '/canary-page': (_req, res) => {
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<!doctype html><title>canary</title><img src="/pixel.svg" alt=""><img src="http://localhost:${basic.port}/canary.svg" alt="">`);
      },
      '/to-metadata': (_req, res) => {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      },
    });
  });

  after(async () => {
    hung.forEach((release) => release());
    await collector.close();
    await pool.close();
    await basic.close();
  });

  beforeEach(() => {
    basic.requests.length = 0;
  });

  describe('quick pass on the start page (redirected from /old)', () => {
    let bundle: CollectionBundle;
    let requested: string[];
    const progress: Array<{ percent: number; stage: CollectionStage }> = [];

    before(async () => {
      basic.requests.length = 0;
      bundle = await collector.collect({ url: `${basic.url}/old`, plan: QUICK, onProgress: (percent, stage) => progress.push({ percent, stage }) });
      requested = paths(basic);
    });

    it('keeps status, redirects, headers and the raw Set-Cookie lines of every hop', () => {
      const [page] = bundle.pages;
      expect(bundle.pages).to.have.length(1);
      expect(page!.url).to.equal(`${basic.url}/old`);
      expect(page!.finalUrl).to.equal(`${basic.url}/`);
      expect(page!.status).to.equal(200);
      expect(page!.redirects).to.deep.equal([{ url: `${basic.url}/old`, status: 301, location: '/' }]);
      expect(page!.headers['x-frame-options']).to.equal('DENY');
      expect(page!.headers['x-fixture']).to.equal('one, two');
      expect(page!.headers).not.to.have.property('set-cookie');
      expect(page!.setCookies).to.deep.equal(['hop=1; Path=/', 'session=abc123; Path=/; HttpOnly', 'theme=dark; Path=/; SameSite=Lax']);
      expect(bundle.failures).to.deep.equal([]);
    });

    it('keeps the raw HTML as served and the DOM as rendered after scripts ran', () => {
      const [page] = bundle.pages;
      const raw = readFileSync(join(FIXTURES, 'basic/index.html'), 'utf8');
      expect(page!.html).to.equal(raw);
      expect(page!.htmlBytes).to.equal(Buffer.byteLength(raw));
      expect(page!.html).not.to.include('id="loaded"');
      expect(page!.renderedHtml).to.include('<p id="loaded">loaded by script</p>');
      expect(page!.consoleErrors).to.include('fixture console error');
      expect(page!.timing.ttfbMs).to.be.a('number');
      expect(page!.timing.domContentLoadedMs).to.be.greaterThan(0);
      expect(page!.timing.loadMs).to.be.greaterThan(0);
      expect(page!.timing.fcpMs).to.be.greaterThan(0);
      expect(page!.pageHeight).to.be.at.least(940);
    });

    it('logs every request of the render with type, status, MIME type and sizes', () => {
      const network = bundle.pages[0]!.network;
      const byPath = new Map(network.map((entry) => [new URL(entry.url).pathname, entry]));
      expect([...byPath.keys()]).to.include.members(['/', '/style.css', '/app.js', '/pixel.svg', '/data.json']);
      expect(byPath.get('/')).to.include({ resourceType: 'document', status: 200, method: 'GET', resourceSize: Buffer.byteLength(readFileSync(join(FIXTURES, 'basic/index.html'))) });
      expect(byPath.get('/style.css')).to.include({ resourceType: 'stylesheet', status: 200, mimeType: 'text/css' });
      expect(byPath.get('/app.js')).to.include({ resourceType: 'script', status: 200 });
      expect(byPath.get('/pixel.svg')).to.include({ resourceType: 'image', mimeType: 'image/svg+xml' });
      expect(byPath.get('/data.json')).to.include({ resourceType: 'fetch', status: 200 });
      const css = readFileSync(join(FIXTURES, 'basic/style.css'));
      expect(byPath.get('/style.css')!.resourceSize).to.equal(css.length);
      // On the wire the body travels with its headers.
      expect(byPath.get('/style.css')!.transferSize).to.be.greaterThan(css.length);
    });

    it('inventories interactive elements with unique selectors, page boxes, colours and landmarks', () => {
      const { elements } = bundle.pages[0]!;
      const find = (text: string) => elements.find((element) => element.text === text);
      expect(elements.map((element) => element.text)).to.have.members(['Home', 'About us', 'Twitter', 'Start free trial', 'Your e-mail', 'Subscribe', 'Fake button', 'Privacy']);
      expect(new Set(elements.map((element) => element.selector)).size).to.equal(elements.length);
      expect(find('Home')).to.include({ selector: '#home-link', tag: 'a', href: `${basic.url}/`, landmark: 'nav', visible: true });
      expect(find('Twitter')).to.include({ href: 'https://twitter.com/stacklens', landmark: 'nav' });
      const cta = find('Start free trial')!;
      expect(cta).to.include({ tag: 'button', type: 'button', color: 'rgb(255, 255, 255)', backgroundColor: 'rgb(0, 90, 200)', fontSizePx: 18, fontWeight: 700, landmark: 'main', classes: 'cta' });
      expect(cta.box.width).to.be.greaterThan(0);
      expect(cta.box.height).to.be.greaterThan(0);
      expect(cta.box.y).to.be.greaterThan(find('Home')!.box.y);
      expect(find('Subscribe')).to.include({ tag: 'input', type: 'submit' });
      expect(find('Fake button')).to.include({ tag: 'span', role: 'button' });
      expect(find('Privacy')).to.include({ landmark: 'footer', backgroundColor: 'rgb(250, 250, 250)' });
    });

    it('lays the page out at 375 px: the 600 px block overflows, small targets and small text are counted', () => {
      const { mobile } = bundle.pages[0]!;
      expect(mobile!.viewportWidth).to.equal(375);
      expect(mobile!.scrollWidth).to.be.at.least(600);
      expect(mobile!.smallTapTargets.map((target) => target.text)).to.include.members(['Home', 'Privacy']);
      expect(mobile!.smallTextCount).to.be.at.least(1);
    });

    it('runs axe-core: the image without alt is a violation', () => {
      const axe = bundle.pages[0]!.axe!;
      const imageAlt = axe.violations.find((rule) => rule.id === 'image-alt');
      expect(imageAlt, 'image-alt violation').not.to.equal(undefined);
      expect(imageAlt!.impact).to.equal('critical');
      expect(imageAlt!.nodes.map((node) => node.target)).to.deep.equal(['img']);
      expect(axe.passes).to.be.greaterThan(10);
    });

    it('reads robots.txt and the sitemap its Sitemap line names; no TLS for http', () => {
      expect(bundle.robotsTxt).to.deep.equal({ url: `${basic.url}/robots.txt`, status: 200, body: readFileSync(join(FIXTURES, 'basic/robots.txt'), 'utf8') });
      expect(bundle.sitemap!.url).to.equal(`${basic.url}/sitemap-main.xml`);
      expect(bundle.sitemap!.body).to.include('<urlset');
      expect(bundle.tls).to.equal(null);
    });

    it('requests every URL of the site once in the pass (page, sub-resources, robots, sitemap)', () => {
      expect(requested).to.include.members(['/old', '/', '/robots.txt', '/sitemap-main.xml', '/style.css', '/app.js', '/pixel.svg', '/data.json']);
      expect(requested.filter((path, index) => requested.indexOf(path) !== index)).to.deep.equal([]);
    });

    it('reports progress that only grows, through the stages, up to 100', () => {
      const percents = progress.map((step) => step.percent);
      expect(percents).to.deep.equal([...percents].sort((a, b) => a - b));
      expect(percents.at(-1)).to.equal(100);
      expect(new Set(progress.map((step) => step.stage))).to.include.members(['fetch', 'render', 'measure', 'axe']);
    });
  });

  it('marks sub-resources the filtering proxy refused (link-local over http and https)', async () => {
    const bundle = await collector.collect({ url: `${basic.url}/blocked`, plan: { ...QUICK, axe: false, mobile: false, robotsAndSitemap: false } });
    const blocked = bundle.pages[0]!.network.filter((entry) => entry.url.includes('169.254.169.254'));
    expect(blocked.map((entry) => [entry.url, entry.blocked])).to.have.deep.members([
      ['http://169.254.169.254/latest/meta-data.png', 'link-local'],
      ['https://169.254.169.254/latest/meta-data.png', 'link-local'],
    ]);
  });

  it('sends even loopback requests through the proxy: only the allowed host:port passes', async () => {
    const strict = new PlaywrightPageCollector({ policy: { allowPrivate: false, allowedPorts: [80, 443], allowTargets: [`127.0.0.1:${basic.port}`] }, pool });
    const bundle = await strict.collect({ url: `${basic.url}/canary-page`, plan: { ...QUICK, axe: false, mobile: false, robotsAndSitemap: false } });
    const canary = bundle.pages[0]!.network.find((entry) => entry.url.includes('/canary.svg'));
    expect(canary).to.include({ url: `http://localhost:${basic.port}/canary.svg`, blocked: 'loopback' });
    expect(bundle.pages[0]!.network.find((entry) => entry.url.endsWith('/pixel.svg'))).to.include({ status: 200 });
    expect(paths(basic)).to.include('/pixel.svg');
    expect(paths(basic)).not.to.include('/canary.svg');
  });

  it('turns a render past its deadline into a partial bundle naming the stage', async () => {
    const impatient = new PlaywrightPageCollector({ policy: POLICY, pool, timeouts: { render: 2_000 } });
    const bundle = await impatient.collect({ url: `${basic.url}/slow-image`, plan: { ...QUICK, mobile: false, axe: false } });
    const [page] = bundle.pages;
    expect(bundle.failures).to.deep.include({
      stage: 'render',
      pageUrl: `${basic.url}/slow-image`,
      code: 'STAGE_TIMEOUT',
      message: 'No load event within 2000 ms: the page was measured as it stood',
    });
    expect(page!.html).to.include('An image that never arrives');
    expect(page!.renderedHtml).to.include('An image that never arrives');
    expect(page!.elements.map((element) => element.text)).to.deep.equal(['About']);
    expect(bundle.robotsTxt!.status).to.equal(200);
  });

  it('turns a start page that never answers into a bundle with the failed fetch, not an exception', async () => {
    const impatient = new PlaywrightPageCollector({ policy: POLICY, pool, timeouts: { fetch: 1_000 } });
    const bundle = await impatient.collect({ url: `${basic.url}/never`, plan: { ...QUICK, robotsAndSitemap: false } });
    expect(bundle.pages).to.deep.equal([]);
    expect(bundle.failures).to.have.length(1);
    expect(bundle.failures[0]).to.include({ stage: 'fetch', pageUrl: `${basic.url}/never`, code: 'STAGE_TIMEOUT' });
  });

  it('refuses an invalid start URL, a forbidden address and a redirect to one', async () => {
    for (const url of ['ftp://example.test/', 'http://169.254.169.254/', `${basic.url}/to-metadata`]) {
      const error = await collector.collect({ url, plan: QUICK }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error, url).to.be.instanceOf(TargetRefusedError);
    }
    expect(paths(basic)).to.deep.equal(['/to-metadata']);
  });

  it('stops when the job is cancelled', async () => {
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    const collecting = collector.collect({
      url: `${basic.url}/`,
      plan: QUICK,
      signal: controller.signal,
      onProgress: (_percent, stage) => {
        if (stage === 'render') controller.abort(reason);
      },
    });
    const error = await collecting.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).to.equal(reason);
  });

  describe('crawl', () => {
    let site: FixtureSite;

    before(async () => {
      site = await serveFixtureSite(join(FIXTURES, 'crawl'));
    });

    after(async () => {
      await site.close();
    });

    it('collects the start page and the first 9 same-site pages of 15, each fetched once', async () => {
      const bundle = await collector.collect({ url: `${site.url}/`, plan: { ...QUICK, crawl: true, axe: false, mobile: false } });
      expect(bundle.pages.map((page) => new URL(page.finalUrl).pathname)).to.deep.equal(['/', '/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9']);
      expect(bundle.pages.every((page) => page.renderedHtml.includes('<h1>'))).to.equal(true);
      expect(bundle.pages[3]!.elements.map((element) => element.text)).to.deep.equal(['Home', 'Next']);
      const requested = paths(site);
      for (const path of ['/p10', '/p11', '/p12', '/p13', '/p14', '/p15', '/files/report.pdf']) expect(requested).not.to.include(path);
      expect(requestedTwice(site)).to.deep.equal([]);
      expect(requested.filter((path) => path === '/shared.css')).to.have.length(1);
      // The copy served from memory reports the original transfer's size.
      expect(bundle.pages[5]!.network.find((entry) => entry.url.endsWith('/shared.css'))!.transferSize).to.equal(
        bundle.pages[0]!.network.find((entry) => entry.url.endsWith('/shared.css'))!.transferSize,
      );
      expect(bundle.robotsTxt).to.include({ url: `${site.url}/robots.txt`, status: 404 });
      expect(bundle.sitemap).to.include({ url: `${site.url}/sitemap.xml`, status: 404 });
      expect(bundle.failures).to.deep.equal([]);
    });
  });
});
