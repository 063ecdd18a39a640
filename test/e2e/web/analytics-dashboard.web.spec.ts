import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DeadZonesReport, EngagementQualityReport, HeatmapReport, OverviewReport } from '../../../src/modules/analytics/domain/dashboard-report.js';
import { seedWebUser } from '../../support/seed-web-user.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { launchBrowser } from '../../support/web.js';
import { catalog, captureScreenshot, switchColorScheme, type Catalog } from '../../support/web-harness.js';
import { canvasAlphaAt } from '../../support/canvas-alpha.js';

/**
 * The per-site analytics dashboard (analytics README, "Reports") against the real stack: a premium owner, a site whose
 * pages a local server serves (so the screenshot service can capture them), and known visits sent through
 * the real tracker endpoint (POST /t/e; TRUST_PROXY so X-Forwarded-For stands for the visitors' addresses
 * and the city database places them), queued, written by the worker, read back by the report routes.
 * Nothing is mocked but one transient failure for the error block.
 *
 * The visits, all within the last five minutes (so they are in 7 days and in realtime):
 *  V1 8.8.8.8 (US), Chrome/Linux, from Google: / then /pricing, 51 clicks, a form submitted — converts.
 *  V2 81.2.69.142 (GB), Firefox/macOS, from t.co: / only — a bounce.
 *  V3 2a00:1450:4001:80b::200e (DE), iPhone, campaign link: /, three rage clicks on the menu, /about with a dead click — frustrated.
 *  V4 203.0.113.9 (unknown place), Chrome/Windows, direct: /pricing and a JavaScript error — a bounce, frustrated.
 * So: 4 visitors, 4 visits, 6 page views, 2 bounces (50 %), 2 frustrated visits, 1 conversion (25 %), 27 clicked elements.
 * /pricing's 50 clicks lie in sections 10-20 % (20), 20-30 % (3), 30-40 % (2), 40-50 % (1), 50-60 % (24) of the
 * page height: good, average, problematic, critical, good, and critical where nobody clicked.
 */

const en = catalog('en');
const ar = catalog('ar');
const say = (messages: Catalog, id: string, values: Record<string, string | number> = {}, locale = 'en') => {
  const message = messages[id];
  if (message === undefined) throw new Error(`no message ${id}`);
  return String(new IntlMessageFormat(message, locale).format(values));
};
const percent = (value: number) => new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The owner's site: three tall pages whose parts sit where the recorded clicks say they are. */
function sitePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>
    body { margin: 0; font: 18px/1.5 system-ui, sans-serif; color: #1f2937; }
    header { display: flex; justify-content: space-between; align-items: center; padding: 0 5%; height: 80px; background: #0f766e; color: #fff; }
    section { height: 300px; padding: 24px 5%; box-sizing: border-box; border-bottom: 1px solid #e5e7eb; }
    section:nth-child(even) { background: #f3f4f6; }
    button, .cta { padding: 12px 24px; border: 0; border-radius: 8px; background: #4338ca; color: #fff; font: inherit; }
  </style></head><body><header><strong>Corner Shop</strong><button>Menu</button></header><main>${body}</main></body></html>`;
}
const sections = (count: number, first: string) =>
  Array.from({ length: count }, (_, i) => `<section>${i === 0 ? first : `<h2>Part ${i + 1}</h2><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>`}</section>`).join('');
const SITE_PAGES: Record<string, string> = {
  '/': sitePage('Corner Shop', sections(8, '<h1>Fresh bread every morning</h1><button class="cta">Buy now</button>')),
  '/pricing': sitePage('Pricing', sections(10, '<h1>Plans</h1>')),
  '/about': sitePage('About', sections(6, '<h1>About us</h1><img alt="" width="320" height="180">')),
};

interface Visit {
  ip: string;
  userAgent: string;
  events: Record<string, unknown>[];
}

describe('web: StackLens Analytics site dashboard', function () {
  this.timeout(180_000);

  let site: Server;
  let origin: string;
  let app: TestApp;
  let browser: Browser;
  let token: string;
  let siteId: string;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];
  let tolerated: RegExp[] = [];

  const apiGet = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).to.equal(200);
    return (await res.json()) as T;
  };
  const report = <T>(name: string, query = 'range=7d') => apiGet<{ report: T }>(`/api/analytics/sites/${siteId}/${name}?${query}`).then((b) => b.report);

  function visits(): Visit[] {
    const base = Date.now() - 5 * 60_000;
    const at = (seconds: number) => Math.round(base + seconds * 1000);
    const url = (path: string) => `${origin}${path}`;
    const pageview = (path: string, s: number, screen: string, extra: Record<string, unknown> = {}) => ({ type: 'pageview', url: url(path), ts: at(s), referrer: '', utm: {}, screen, language: 'en-GB', title: path, ...extra });
    const click = (path: string, s: number, text: string, group: string, selector: string, x: number, y: number, flags: { rage?: boolean; dead?: boolean } = {}) => ({
      type: 'click', url: url(path), ts: at(s), group, text, selector, pageX: x, pageY: y, elementX: 0.5, elementY: 0.5, viewportWidth: 1280, rage: flags.rage ?? false, dead: flags.dead ?? false,
    });
    const engagement = (path: string, s: number, activeMs: number, totalMs: number, scrollDepth: number) => ({ type: 'engagement', url: url(path), ts: at(s), activeMs, totalMs, scrollDepth });
    const scroll = (path: string, s: number, depth: number, distance: number, ms: number) => ({ type: 'scroll', url: url(path), ts: at(s), depth, distance, ms });
    const form = (path: string, s: number, action: string, name: string, htmlType: string) => ({ type: 'form', url: url(path), ts: at(s), action, name, htmlType, hasValue: true, valid: true, required: true });

    // /pricing: (text, clicks, y) — 20 plans one click each at 10-20 %, then the rest as the header says.
    const pricing: [string, string, string, number, number][] = [
      ...Array.from({ length: 20 }, (_, i) => [`Plan ${i + 1}`, 'link', `a.plan-${i + 1}`, 1, 0.105 + i * 0.0045] as [string, string, string, number, number]),
      ['Read the FAQ', 'link', 'a.faq', 3, 0.25],
      ['Contact sales', 'link', 'a.sales', 2, 0.35],
      ['Terms', 'link', 'a.terms', 1, 0.45],
      ['Compare plans', 'button', 'button.compare', 24, 0.55],
    ];
    let t = 31;
    const pricingClicks = pricing.flatMap(([text, group, selector, count, y]) => Array.from({ length: count }, (_, k) => click('/pricing', (t += 0.5), text, group, selector, 0.2 + ((k * 7) % 60) / 100, y)));

    return [
      {
        ip: '8.8.8.8',
        userAgent: CHROME_LINUX,
        events: [
          pageview('/', 0, 'laptop', { referrer: 'https://www.google.com/search?q=bread' }),
          click('/', 5, 'Buy now', 'button', 'main button.cta', 0.12, 0.2),
          scroll('/', 10, 60, 900, 1200),
          engagement('/', 29, 20_000, 29_000, 60),
          pageview('/pricing', 30, 'laptop', { referrer: url('/') }),
          ...pricingClicks,
          form('/pricing', 85, 'input', 'email', 'email'),
          form('/pricing', 90, 'submit', 'signup', 'form'),
          scroll('/pricing', 95, 90, 1800, 2500),
          engagement('/pricing', 120, 60_000, 90_000, 90),
        ],
      },
      {
        ip: '81.2.69.142',
        userAgent: FIREFOX_MAC,
        events: [pageview('/', 0, 'desktop', { referrer: 'https://t.co/abc' }), engagement('/', 5, 3_000, 5_000, 20)],
      },
      {
        ip: '2a00:1450:4001:80b::200e',
        userAgent: IPHONE,
        events: [
          pageview('/', 0, 'mobile', { url: url('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring'), utm: { source: 'newsletter', medium: 'email', campaign: 'spring' } }),
          click('/', 10, 'Menu', 'navigation', 'header button', 0.9, 0.03, { rage: true }),
          click('/', 10.2, 'Menu', 'navigation', 'header button', 0.9, 0.03, { rage: true }),
          click('/', 10.4, 'Menu', 'navigation', 'header button', 0.9, 0.03, { rage: true }),
          engagement('/', 15, 10_000, 15_000, 40),
          pageview('/about', 20, 'mobile', { referrer: url('/') }),
          click('/about', 25, '', 'image', 'main img', 0.3, 0.1, { dead: true }),
          engagement('/about', 30, 8_000, 10_000, 100),
        ],
      },
      {
        ip: '203.0.113.9',
        userAgent: CHROME_WINDOWS,
        events: [
          pageview('/pricing', 0, 'laptop'),
          { type: 'error', url: url('/pricing'), ts: at(3), message: 'TypeError: price is undefined', source: url('/app.js'), line: 12, col: 7 },
          engagement('/pricing', 4, 2_000, 4_000, 10),
        ],
      },
    ];
  }

  async function track(visit: Visit): Promise<void> {
    for (let i = 0; i < visit.events.length; i += 25) {
      const res = await fetch(`${app.baseUrl}/t/e`, {
        method: 'POST',
        body: JSON.stringify({ site: siteId, events: visit.events.slice(i, i + 25) }),
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': visit.userAgent, 'x-forwarded-for': visit.ip },
      });
      expect(res.status, 'tracker accepted the batch').to.equal(202);
    }
  }

  /** The worker writes asynchronously: wait until the reports hold every visit. */
  async function waitForReports(): Promise<void> {
    for (let i = 0; i < 240; i++) {
      const [overview, interactions] = await Promise.all([report<OverviewReport>('overview'), report<{ total: number }>('interactions')]);
      if (overview.totalPageViews === 6 && interactions.total === 27) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect.fail('the tracked visits did not reach the reports');
  }

  before(async () => {
    site = createServer((req, res) => {
      const page = SITE_PAGES[new URL(req.url ?? '/', 'http://x').pathname];
      res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page ?? 'not found');
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

    app = await startTestApp({ env: { FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist'), TRUST_PROXY: 'true', ALLOW_PRIVATE_TARGETS: 'true' } });
    const claims = { sub: `fdash-${process.pid}-${Date.now().toString(36)}`, isPremium: true };
    await seedWebUser(app.process, claims);
    token = await app.tokenFor({ ...claims, username: claims.sub, email: `${claims.sub}@example.test` });

    const res = await fetch(`${app.baseUrl}/api/analytics/sites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Corner Shop', url: origin }),
    });
    expect(res.status).to.equal(201);
    siteId = ((await res.json()) as { site: { id: string } }).site.id;
    for (const visit of visits()) await track(visit);
    await waitForReports();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((done) => site?.close(done));
  });

  beforeEach(() => {
    problems = [];
    tolerated = [];
  });

  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  async function open(options: { locale?: 'en' | 'ar'; colorScheme?: 'light' | 'dark'; setup?: (page: Page) => Promise<unknown>; figures?: boolean; site?: string } = {}): Promise<Page> {
    const locale = options.locale ?? 'en';
    const context = await browser.newContext({ locale: locale === 'ar' ? 'ar' : 'en-US', colorScheme: options.colorScheme ?? 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const choice = { consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } };
    await context.addCookies([{ name: 'stacklens_cookie_consent', value: encodeURIComponent(JSON.stringify(choice)), url: app.baseUrl }]);
    await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && !tolerated.some((p) => p.test(message.text()))) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await options.setup?.(page);
    await page.goto(`${app.baseUrl}/${locale}/stacklens-analytics?site=${options.site ?? siteId}`);
    await page.getByTestId('site-dashboard').waitFor();
    if (options.figures ?? true) await page.getByTestId('metric-cards').waitFor();
    return page;
  }

  const metric = async (page: Page, name: string) => (await page.getByTestId(`metric-${name}`).textContent())?.trim();
  const selectTab = async (page: Page, messages: Catalog, id: string, panel: string) => {
    await page.getByTestId('dashboard-tabs').getByRole('tab', { name: messages[id], exact: true }).click();
    await page.getByTestId(`panel-${panel}`).waitFor();
  };
  const rowTexts = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr').evaluateAll((rows) => rows.map((r) => (r as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ').trim()));

  it('shows the known figures in the metric cards, each with its explanation, and the visits chart', async () => {
    const page = await open();
    const overview = await report<OverviewReport>('overview');
    expect(overview).to.include({ totalVisitors: 4, totalPageViews: 6, sessions: 4, bounceCount: 2, bounceRate: 50, frustratedSessions: 2, conversionRate: 25 });

    expect(await metric(page, 'visitors')).to.equal('4');
    expect(await metric(page, 'visitors-sub')).to.equal(say(en, 'analytics.dashboard.metric.sessions', { count: 4 }));
    expect(await metric(page, 'pageViews')).to.equal('6');
    expect(await metric(page, 'bounceRate')).to.equal(percent(50));
    expect(await metric(page, 'bounceRate-sub')).to.equal('2 bounced visits');
    expect(await metric(page, 'frustrated')).to.equal('2');
    expect(await metric(page, 'frustrated-sub')).to.equal(`${percent(50)} of visits`);
    expect(await metric(page, 'conversion')).to.equal(percent(25));
    // Visits last 120, 5, 30 and 4 seconds: 39.75 on average.
    expect(overview.avgSessionDuration).to.be.within(39, 40);
    expect(await metric(page, 'avgDuration')).to.equal(`${overview.avgSessionDuration} sec`);

    const info = page.getByTestId('metric-info-bounceRate');
    await info.focus();
    const tip = page.locator(`#${await info.getAttribute('aria-describedby')}`);
    expect(await tip.isVisible()).to.equal(true);
    expect(await tip.textContent()).to.equal(en['analytics.dashboard.metric.bounceRate.info']);
    await page.keyboard.press('Escape');
    expect(await tip.isVisible()).to.equal(false);

    await page.getByTestId('visits-chart').locator('svg .highcharts-series').first().waitFor();
    expect(await page.getByTestId('visits-chart').locator('.highcharts-legend-item').allTextContents()).to.include.members(['Visitors', 'Page views']);
    await page.getByTestId('chart-type').getByText(en['analytics.dashboard.visits.donut']!, { exact: true }).click();
    await page.getByTestId('visits-chart').locator('.highcharts-series.highcharts-pie-series').waitFor();
    expect(await page.getByTestId('visits-chart').locator('.highcharts-legend-item').allTextContents()).to.have.members(['Direct', 'Organic search', 'Social media', 'Campaigns']);
  });

  it('renders every tab from the reports: pages, map, sources, devices, errors, flows', async () => {
    const page = await open();
    const pages = await report<{ pages: { path: string; views: number; entries: number; exits: number }[] }>('pages');
    expect(pages.pages.map((p) => [p.path, p.views, p.entries, p.exits])).to.deep.equal([
      ['/', 3, 3, 1],
      ['/pricing', 2, 1, 2],
      ['/about', 1, 0, 1],
    ]);
    await page.getByTestId('pages-table').waitFor();
    const rows = page.getByTestId('pages-table').locator('tbody tr');
    expect(await rows.count()).to.equal(3);
    expect(await rows.locator('th').allTextContents()).to.deep.equal(['/', '/pricing', '/about']);
    expect(await rows.nth(1).locator('td').nth(0).textContent()).to.equal('2');

    await selectTab(page, en, 'analytics.dashboard.tab.geography', 'geography');
    await page.getByTestId('world-map').locator('.highcharts-map-series path').first().waitFor();
    expect(await page.getByTestId('world-map').locator('.highcharts-map-series path').count()).to.be.greaterThan(150);
    expect(await page.getByTestId('countries-table').locator('tbody th').allTextContents()).to.have.members(['United States', 'United Kingdom', 'Germany']);
    expect(await page.getByTestId('geo-unknown').textContent()).to.equal(say(en, 'analytics.dashboard.geo.unknown', { count: 1 }));
    expect(await page.getByTestId('cities-table').locator('tbody th').allTextContents()).to.include('Mountain View');

    await selectTab(page, en, 'analytics.dashboard.tab.sources', 'sources');
    await page.getByTestId('sources-chart').locator('.highcharts-series.highcharts-column-series').waitFor();
    expect(await page.getByTestId('referrers-table').locator('tbody th').allTextContents()).to.have.members(['google.com', 't.co']);
    expect(await rowTexts(page, 'campaigns-table')).to.deep.equal([`spring newsletter email 1 ${percent(100)}`]);

    await selectTab(page, en, 'analytics.dashboard.tab.devices', 'devices');
    await page.getByTestId('devices-chart').locator('.highcharts-series.highcharts-pie-series').waitFor();
    expect(await page.getByTestId('devices-chart').locator('.highcharts-legend-item').allTextContents()).to.have.members(['Desktop computers', 'Mobile phones']);
    expect(await page.getByTestId('browsers-table').locator('tbody th').allTextContents()).to.have.members(['Chrome', 'Firefox', 'Mobile Safari']);

    await selectTab(page, en, 'analytics.dashboard.tab.errors', 'errors');
    await page.getByTestId('errors-table').waitFor();
    const [error] = await rowTexts(page, 'errors-table');
    expect(error).to.match(/^TypeError: price is undefined http:\/\/127\.0\.0\.1:\d+\/app\.js(:12:7)? Chrome 1 /);

    await selectTab(page, en, 'analytics.dashboard.tab.flows', 'flows');
    await page.getByTestId('flows-chart').locator('.highcharts-series.highcharts-sankey-series').waitFor();
    const flows = await rowTexts(page, 'flows-table');
    expect(flows).to.include(`${en['analytics.dashboard.flows.entry']} / 3`);
    expect(flows).to.include('/ /pricing 1');
    expect(flows).to.include(`/pricing ${en['analytics.dashboard.flows.exit']} 2`);
  });

  it('lists interactions by clicks, loads more, groups by element type and opens the details', async () => {
    const page = await open();
    await selectTab(page, en, 'analytics.dashboard.tab.interactions', 'interactions');
    const items = page.getByTestId('interaction-item');
    await items.first().waitFor();
    expect(await items.count()).to.equal(24);
    expect(await items.first().locator('h4').textContent()).to.equal('Compare plans');
    expect(await page.getByTestId('interactions-shown').textContent()).to.include('Showing 24 of 27 elements.');
    await page.getByTestId('interactions-more').click();
    await page.waitForFunction(() => (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll('[data-testid="interaction-item"]').length === 27);
    expect(await page.getByTestId('interactions-more').count(), 'nothing left to load').to.equal(0);

    const menu = items.filter({ hasText: 'Menu' });
    await menu.getByTestId('interaction-details').click();
    const dialog = page.getByTestId('interaction-dialog');
    await dialog.locator('[data-fact="rage"]').waitFor();
    expect(await dialog.locator('[data-fact="clicks"]').textContent()).to.equal('3');
    expect(await dialog.locator('[data-fact="rage"]').textContent()).to.equal(`3 · ${en['analytics.dashboard.interactions.fact.rageShare']}: ${percent(100)}`);
    expect(await dialog.locator('[data-fact="group"]').textContent()).to.equal('Navigation menus');
    expect(await dialog.locator('[data-fact="selector"]').textContent()).to.equal('header button');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(globalThis as unknown as { document: { querySelector(s: string): { open: boolean } | null } }).document.querySelector('[data-testid="interaction-dialog"]')?.open);
    expect(await menu.getByTestId('interaction-details').evaluate((b) => b === (b as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement), 'focus back on the opener').to.equal(true);

    await page.getByTestId('interactions-view').getByText(en['analytics.dashboard.interactions.table']!, { exact: true }).click();
    await page.getByTestId('interactions-table').waitFor();
    await page.getByTestId('interactions-group').selectOption('image');
    await page.waitForFunction(() => (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll('[data-testid="interaction-item"]').length === 1);
    expect(await rowTexts(page, 'interactions-table')).to.deep.equal(['(no text) Images /about 1 0 1 Details']);
  });

  it('explains the engagement band and every factor, in words', async () => {
    const page = await open();
    const engagement = await report<EngagementQualityReport>('engagement');
    await selectTab(page, en, 'analytics.dashboard.tab.engagement', 'engagement');
    const band = page.getByTestId('engagement-band');
    await band.waitFor();
    expect(engagement.band).to.be.a('string');
    expect(await band.getAttribute('data-band')).to.equal(engagement.band);
    expect(await page.getByTestId('engagement-score').textContent()).to.equal(String(engagement.score));
    expect(await page.getByTestId('engagement-bands').locator('li').count()).to.equal(5);
    const factors = page.getByTestId('engagement-factors').locator('tbody tr');
    expect(await factors.count()).to.equal(17);
    expect(await page.getByTestId('factor-value-sessionsAnalysed').textContent()).to.equal('4');
    const meanings = await factors.locator('td:last-child').allTextContents();
    expect(meanings.every((m) => m.length > 10 && !m.startsWith('ENGAGEMENT_'))).to.equal(true);
  });

  it('draws the click heatmap over the page screenshot and bands the dead zones', async () => {
    const page = await open();
    await selectTab(page, en, 'analytics.dashboard.tab.heatmap', 'heatmap');
    const frame = page.getByTestId('heatmap-frame');
    await page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(s: string): { getAttribute(n: string): string | null } | null } }).document.querySelector('[data-testid="heatmap-frame"]')?.getAttribute('data-screenshot') === 'ready', undefined, { timeout: 60_000 });
    expect(await page.getByTestId('heatmap-page').inputValue()).to.equal('/pricing');
    const canvas = page.getByTestId('heatmap-canvas');
    expect(Number(await canvas.getAttribute('data-drawn'))).to.be.greaterThan(10);
    // The busiest cell is painted hot; the bottom of the page, where nobody clicked, is not painted.
    const heatmap = await report<HeatmapReport>('heatmap', 'range=7d&path=%2Fpricing');
    const hottest = heatmap.points.reduce((a, b) => (b.count > a.count ? b : a));
    const alphaAt = (fx: number, fy: number) => canvasAlphaAt(canvas, fx, fy);
    expect(await alphaAt(hottest.x, hottest.y)).to.be.greaterThan(200);
    expect(await alphaAt(0.5, 0.95)).to.equal(0);
    const box = await frame.boundingBox();
    const img = await frame.locator('img').boundingBox();
    expect(img?.width).to.equal(box?.width);

    await selectTab(page, en, 'analytics.dashboard.tab.deadZones', 'deadZones');
    await page.getByTestId('dead-zone-overlay').waitFor();
    const deadZones = await report<DeadZonesReport>('dead-zones', 'range=7d&path=%2Fpricing');
    expect(deadZones.sections.map((s) => s.band)).to.deep.equal(['critical', 'good', 'average', 'problematic', 'critical', 'good', 'critical', 'critical', 'critical', 'critical']);
    expect(await page.getByTestId('dead-zone-overlay').locator('[data-band]').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { band: string } }).dataset.band))).to.deep.equal(deadZones.sections.map((s) => s.band));
    await page.getByTestId('dead-zones-view').getByText(en['analytics.dashboard.deadZones.segments']!, { exact: true }).click();
    const sectionRows = page.getByTestId('dead-zone-section');
    expect(await sectionRows.count()).to.equal(10);
    expect(await sectionRows.nth(1).locator('th').textContent()).to.equal(say(en, 'analytics.dashboard.deadZones.section', { from: percent(10), to: percent(20) }));
    expect(await sectionRows.nth(1).locator('td').first().textContent()).to.equal(percent(40));
    expect(await sectionRows.nth(3).locator('td').last().textContent()).to.equal('Problematic');
    expect(await page.getByTestId('dead-zone-legend').locator('li').count()).to.equal(4);
  });

  it('switches to realtime with a live indicator, and validates custom dates', async () => {
    const page = await open();
    await page.getByTestId('range-picker').getByText(en['analytics.dashboard.range.realtime']!, { exact: true }).click();
    await page.getByTestId('live-indicator').waitFor();
    expect(await page.getByTestId('live-indicator').locator('strong').textContent()).to.equal('Live');
    await page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector('[data-testid="metric-visitors"]')?.textContent === '4');
    expect(await metric(page, 'pageViews')).to.equal('6');
    const live = await report<OverviewReport>('overview', 'range=realtime');
    expect(live.window.bucket).to.equal('minute');
    if (live.topPages?.length) {
      await page.getByTestId('realtime-pages').waitFor();
      const first = page.getByTestId('realtime-pages').locator('li').first();
      expect(await first.getAttribute('data-path')).to.equal(live.topPages[0]!.path);
      expect(await first.textContent()).to.equal(`${live.topPages[0]!.path}${live.topPages[0]!.pageViews}`);
    }

    await page.getByTestId('range-picker').getByText(en['analytics.dashboard.range.custom']!, { exact: true }).click();
    expect(await page.getByTestId('live-indicator').count(), 'the live view stops with realtime').to.equal(1);
    const today = new Date().toISOString().slice(0, 10);
    const problem = (id: string) => page.getByTestId('custom-range').getByText(say(en, id, { max: 366 }), { exact: true });
    await page.getByTestId('custom-from').fill(today);
    await page.getByTestId('custom-to').fill('2020-01-01');
    await page.getByTestId('custom-apply').click();
    await problem('analytics.dashboard.custom.startAfterEnd').waitFor();
    await page.getByTestId('custom-from').fill('2020-01-01');
    await page.getByTestId('custom-to').fill(today);
    await page.getByTestId('custom-apply').click();
    await problem('analytics.dashboard.custom.tooLong').waitFor();
    await page.getByTestId('custom-to').fill('2999-01-01');
    await page.getByTestId('custom-from').fill(today);
    await page.getByTestId('custom-apply').click();
    await problem('analytics.dashboard.custom.future').waitFor();
    expect(await page.getByTestId('custom-to').getAttribute('aria-invalid')).to.equal('true');

    await page.getByTestId('custom-from').fill(today);
    await page.getByTestId('custom-to').fill(today);
    await page.getByTestId('custom-apply').click();
    await page.waitForFunction(() => !(globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector('[data-testid="live-indicator"]'));
    await page.getByTestId('dashboard-window').waitFor();
    expect(await metric(page, 'visitors')).to.equal('4');
  });

  it('refreshes on demand, and shows the error block with a working retry', async () => {
    let failures = 1;
    tolerated.push(/status of 500/);
    const failed = await open({
      figures: false,
      setup: (p) =>
        p.route(
          (url) => url.pathname.endsWith(`/api/analytics/sites/${siteId}/overview`),
          async (route) => {
            if (failures-- > 0) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'boom', code: 'INTERNAL_ERROR' }) });
            return route.continue();
          },
        ),
    });
    const block = failed.getByTestId('overview-error');
    await block.waitFor();
    expect(await block.locator('p').first().textContent()).to.equal(en['analytics.dashboard.error']);
    await failed.getByTestId('overview-error-retry').click();
    await failed.getByTestId('metric-cards').waitFor();
    expect(await metric(failed, 'visitors')).to.equal('4');

    await failed.getByTestId('dashboard-refresh').click();
    await failed.getByTestId('dashboard-refreshed').waitFor();
    expect(await failed.getByTestId('dashboard-refreshed').textContent()).to.equal(en['analytics.dashboard.refreshed']);
  });

  it('shows the empty states of a site that has no data yet', async () => {
    const res = await fetch(`${app.baseUrl}/api/analytics/sites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Quiet Site', url: 'https://quiet.example' }),
    });
    expect(res.status).to.equal(201);
    const quiet = ((await res.json()) as { site: { id: string } }).site.id;
    const page = await open({ site: quiet });
    expect(await metric(page, 'visitors')).to.equal('0');
    const install = say(en, 'analytics.dashboard.empty.install', { site: 'Quiet Site' });
    await page.getByTestId('overview-empty').getByText(install, { exact: true }).waitFor();
    await page.getByTestId('panel-pages').getByTestId('report-empty').getByText(install, { exact: true }).waitFor();
    await selectTab(page, en, 'analytics.dashboard.tab.geography', 'geography');
    expect(await page.getByTestId('geography-empty').locator('h3').textContent()).to.equal(en['analytics.dashboard.geo.empty']);
    await selectTab(page, en, 'analytics.dashboard.tab.interactions', 'interactions');
    expect(await page.getByTestId('interactions-empty').locator('h3').textContent()).to.equal(en['analytics.dashboard.interactions.empty']);
    await selectTab(page, en, 'analytics.dashboard.tab.engagement', 'engagement');
    expect(await page.getByTestId('engagement-empty').locator('h3').textContent()).to.equal(en['analytics.dashboard.engagement.notEnough']);
  });

  it('moves between tabs with the arrow keys, in the reading direction', async () => {
    const page = await open({ locale: 'ar' });
    const tabs = page.getByTestId('dashboard-tabs');
    await tabs.getByRole('tab', { name: ar['analytics.dashboard.tab.pages'], exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('panel-geography').waitFor();
    expect(await tabs.getByRole('tab', { name: ar['analytics.dashboard.tab.geography'], exact: true }).getAttribute('aria-selected')).to.equal('true');
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dir: string } } }).document.documentElement.dir)).to.equal('rtl');
  });

  it('takes screenshots in English and Arabic, light and dark', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const messages = locale === 'ar' ? ar : en;
      // Loaded once per language; each picture is taken in both schemes, the system switching in place
      // (the scheme it was left in first).
      let schemes: readonly ('light' | 'dark')[] = ['light', 'dark'];
      const page = await open({ locale });
      await page.getByTestId('visits-chart').locator('svg .highcharts-series').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const colorScheme of schemes) {
        await switchColorScheme(page, colorScheme);
        await captureScreenshot(page, `analytics-dashboard-overview-${locale}-${colorScheme}.png`, { fullPage: true });
      }
      for (const [id, panel, ready] of [
        ['analytics.dashboard.tab.geography', 'geography', '.highcharts-map-series'],
        ['analytics.dashboard.tab.interactions', 'interactions', '[data-testid="interaction-item"]'],
        ['analytics.dashboard.tab.engagement', 'engagement', '[data-testid="engagement-band"]'],
        ['analytics.dashboard.tab.flows', 'flows', '.highcharts-sankey-series'],
        ['analytics.dashboard.tab.heatmap', 'heatmap', '[data-screenshot="ready"]'],
        ['analytics.dashboard.tab.deadZones', 'deadZones', '[data-screenshot="ready"]'],
      ] as const) {
        schemes = [...schemes].reverse();
        await selectTab(page, messages, id, panel);
        await page.locator(ready).first().waitFor({ timeout: 60_000 });
        // The pointer stays where the tab was clicked; off the page, no chart shows a hover state.
        await page.mouse.move(0, 0);
        for (const colorScheme of schemes) {
          await switchColorScheme(page, colorScheme);
          await captureScreenshot(page.getByTestId(`panel-${panel}`), `analytics-dashboard-${panel}-${locale}-${colorScheme}.png`);
        }
      }
      await contexts.pop()?.close();
    }
  });
});
