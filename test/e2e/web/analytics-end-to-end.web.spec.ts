import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { chromium, type Browser, type BrowserContext, type Locator } from 'playwright-core';
import { seedWebUser } from '../../support/seed-web-user.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { chromiumPath, launchBrowser } from '../../support/web.js';
import { catalog } from '../../support/web-harness.js';
import { canvasAlphaAt } from '../../support/canvas-alpha.js';

/**
 * StackLens Analytics end to end: a site owner adds a site in the UI, copies the tracking code from
 * the tracking-code panel, the code goes into a real page (a small server on 127.0.0.1, the address the
 * owner added), a visitor browses that page in Chromium, and the owner's dashboard, left open on
 * Realtime, shows the visit: page views, source, device, geography, interactions, heatmap, dead zones
 * and engagement. Nothing is posted to the tracker by the test: every event comes from the snippet, sent
 * by a Chromium whose user agent is a desktop Chrome's (see visitorBrowser).
 *
 * The app runs every role in this process (api, tracker, worker; Bull on Redis or the in-process
 * queue) on a port chosen up front, so PUBLIC_URL, hence the copied code's script address, is the
 * address the visitor's browser can reach. ALLOW_PRIVATE_TARGETS lets the api take the heatmap's
 * screenshot of the loopback site.
 *
 * The visit (1 visitor, 1 visit, 2 page views, 6 clicks, each on its own element):
 *   from https://www.google.com/ to /: "Add to basket" (section 2 of 10), the e-mail field and "Subscribe"
 *   (section 5; the form is submitted: a conversion), scroll to the bottom, "Check stock" (section 8; its
 *   handler throws a TypeError: a frustrated visit), the "Pricing" link (section 0);
 *   /pricing: "Compare plans" (section 3), scroll to the bottom, close the tab (pagehide sends the rest).
 * Each page is ten 200 px sections, so a click's section is known from where its element sits.
 */

const en = catalog('en');
const say = (id: string, values: Record<string, string | number> = {}) => {
  const message = en[id];
  if (message === undefined) throw new Error(`no message ${id}`);
  return String(new IntlMessageFormat(message, 'en').format(values));
};
const percent = (value: number) => new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
/** How the dashboard writes a path or site name into a sentence (features/analytics: format.ts, bidi.ts). */
const ltr = (text: string) => `\u2066${text}\u2069`;
const iso = (text: string) => `\u2068${text}\u2069`;

const SECTIONS = 10;

/** A page of the customer's site: ten sections of 200 px, each holding its content in the middle. */
function sitePage(title: string, sections: Record<number, string>, script: string): string {
  const body = Array.from({ length: SECTIONS }, (_, i) => `<section>${sections[i] ?? `<p>Part ${i + 1}: fresh bread, cakes and coffee every morning.</p>`}</section>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; }
  section { height: 200px; box-sizing: border-box; overflow: hidden; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; border-bottom: 1px solid #ddd; }
  nav { display: flex; gap: 24px; }
  p { margin: 0; }
</style></head><body>
${body}
<script>${script}</script>
</body></html>`;
}

const NAV = '<nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav>';
const PAGES: Record<string, string> = {
  '/': sitePage(
    'Corner Bakery',
    {
      0: `${NAV}<h1>Corner Bakery</h1>`,
      2: '<button id="add" type="button">Add to basket</button><p id="basket"></p>',
      5: '<form id="newsletter" name="newsletter"><input name="email" type="email" placeholder="Your e-mail" required> <button type="submit">Subscribe</button></form><p id="thanks"></p>',
      8: '<button id="stock" type="button">Check stock</button><p id="stock-status"></p>',
    },
    `document.getElementById('add').addEventListener('click', () => { document.getElementById('basket').textContent = 'Added to your basket.'; });
     document.getElementById('newsletter').addEventListener('submit', (event) => { event.preventDefault(); document.getElementById('thanks').textContent = 'Thanks for subscribing.'; });
     document.getElementById('stock').addEventListener('click', () => { document.getElementById('stock-status').textContent = 'Checking...'; const stock = undefined; return stock.count; });`,
  ),
  '/pricing': sitePage(
    'Pricing',
    { 0: `${NAV}<h1>Pricing</h1>`, 3: '<button id="compare" type="button">Compare plans</button><p id="comparison"></p>' },
    `document.getElementById('compare').addEventListener('click', () => { document.getElementById('comparison').textContent = 'Loaf: 3 EUR. Box: 12 EUR.'; });`,
  ),
};

/** A port free right now, so the app can be told its own public address before it starts. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Waits until the element's whole text is `text`; on failure says what it showed instead. */
async function shows(locator: Locator, text: string, timeout = 30_000): Promise<void> {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  try {
    await locator.filter({ hasText: new RegExp(`^${escaped}$`) }).first().waitFor({ timeout });
  } catch {
    const actual = await locator.first().textContent({ timeout: 1_000 }).catch(() => '(not on the page)');
    expect.fail(`expected ${String(locator)} to show ${JSON.stringify(text)} within ${timeout} ms; it shows ${JSON.stringify(actual)}`);
  }
}

describe('web: StackLens Analytics end to end (a real page with the copied snippet, browsed in Chromium)', function () {
  this.timeout(180_000);

  let app: TestApp;
  let site: Server;
  let origin: string;
  let browser: Browser;
  let visitors: Browser | undefined;
  let trackingCode: string | null = null;
  const contexts: BrowserContext[] = [];

  before(async () => {
    site = createServer((req, res) => {
      const page = PAGES[new URL(req.url ?? '/', 'http://x').pathname];
      if (!page || trackingCode === null) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      // The owner's paste: the copied code, as it is, right before </body>.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.replace('</body>', `${trackingCode}\n</body>`));
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    app = await startTestApp({
      env: { FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist'), PORT: String(port), PUBLIC_URL: baseUrl, ALLOW_PRIVATE_TARGETS: 'true' },
    });
    browser = await launchBrowser();
  });

  after(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    await browser?.close();
    await visitors?.close();
    await app?.stop();
    await new Promise((done) => site?.close(done));
  });

  /**
   * Headless Chromium calls itself HeadlessChrome, which the tracker drops as a bot, so the visitor's
   * browser must say Chrome. Playwright's per-context user agent is not enough: the requests a page sends
   * while it is being navigated away from (the snippet's pagehide beacon) go out with the browser's own
   * HeadlessChrome agent. The --user-agent switch sets it for the whole browser, as a real Chrome has it.
   */
  async function visitorBrowser(): Promise<Browser> {
    const executablePath = chromiumPath();
    if (!executablePath) throw new Error('Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH');
    const major = browser.version().split('.')[0];
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
    visitors = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync', `--user-agent=${userAgent}`] });
    return visitors;
  }

  it('adds a site, pastes the copied code into a page, and shows a Chromium visit of it on the dashboard', async () => {
    // 1. The owner (premium) adds the site through the UI and copies the tracking code.
    const claims = { sub: `fe2e-${process.pid}-${Date.now().toString(36)}`, isPremium: true };
    await seedWebUser(app.process, claims);
    const token = await app.tokenFor({ ...claims, username: claims.sub, email: `${claims.sub}@example.test` });
    const ownerContext = await browser.newContext({ locale: 'en-US', colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    contexts.push(ownerContext);
    await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    const choice = { consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } };
    await ownerContext.addCookies([{ name: 'stacklens_cookie_consent', value: encodeURIComponent(JSON.stringify(choice)), url: app.baseUrl }]);
    await ownerContext.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    const owner = await ownerContext.newPage();
    const ownerProblems: string[] = [];
    owner.on('console', (message) => {
      if (message.type() === 'error') ownerProblems.push(message.text());
    });
    owner.on('pageerror', (error) => ownerProblems.push(error.message));

    await owner.goto(`${app.baseUrl}/en/stacklens-analytics`);
    await owner.getByTestId('analytics-welcome').waitFor();
    await owner.getByTestId('analytics-site-name').fill('Corner Bakery');
    await owner.getByTestId('analytics-site-url').fill(origin);
    await owner.getByTestId('analytics-add-site-submit').click();
    await owner.getByTestId('analytics-notices').getByText(say('analytics.sites.add.success', { name: iso('Corner Bakery') }), { exact: true }).waitFor();
    await owner.getByTestId('analytics-tracking-code').waitFor();
    const siteId = new URL(owner.url()).searchParams.get('site');
    expect(siteId).to.match(/^[0-9a-f-]{36}$/);

    const shown = await owner.getByTestId('analytics-tracking-code-text').textContent();
    await owner.getByTestId('analytics-copy-code').click();
    await owner.getByTestId('analytics-notices').getByText(en['analytics.code.copied']!, { exact: true }).waitFor();
    const copied = await owner.evaluate<string>('navigator.clipboard.readText()');
    expect(copied, 'the clipboard holds what the panel shows').to.equal(shown);
    expect(copied).to.equal(`<script defer src="${app.baseUrl}/s.js" data-site="${siteId}"></script>`);
    trackingCode = copied;

    // 2. The owner watches the (still empty) dashboard live.
    await owner.getByRole('tab', { name: en['analytics.site.tab.dashboard'], exact: true }).click();
    await owner.getByTestId('site-dashboard').waitFor();
    await owner.getByTestId('overview-empty').waitFor();
    expect(await owner.getByTestId('metric-pageViews').textContent()).to.equal('0');
    await owner.getByTestId('range-picker').getByText(en['analytics.dashboard.range.realtime']!, { exact: true }).click();
    await owner.getByTestId('live-indicator').waitFor();

    // 3. A visitor finds the site on Google and browses it in Chromium, in a browser of its own (see visitorBrowser).
    const visitorContext = await (await visitorBrowser()).newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    const snippet = visitor.waitForResponse(`${app.baseUrl}/s.js`);
    await visitor.goto(`${origin}/`, { referer: 'https://www.google.com/' });
    expect((await snippet).status(), 'the copied code loads the snippet').to.equal(200);

    await visitor.getByRole('button', { name: 'Add to basket' }).click();
    await visitor.getByText('Added to your basket.').waitFor();
    await visitor.getByPlaceholder('Your e-mail').click();
    await visitor.keyboard.type('ada@example.org');
    await visitor.getByRole('button', { name: 'Subscribe' }).click();
    await visitor.getByText('Thanks for subscribing.').waitFor();
    const toBottom = async () => {
      await visitor.mouse.move(640, 400);
      await visitor.mouse.wheel(0, 4000);
      await visitor.waitForFunction('Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight');
    };
    await toBottom();
    const [thrown] = await Promise.all([visitor.waitForEvent('pageerror'), visitor.getByRole('button', { name: 'Check stock' }).click()]);
    expect(thrown.message).to.equal("Cannot read properties of undefined (reading 'count')");
    await Promise.all([visitor.waitForURL(`${origin}/pricing`), visitor.getByRole('link', { name: 'Pricing' }).click()]);
    await visitor.getByRole('button', { name: 'Compare plans' }).click();
    await visitor.getByText('Loaf: 3 EUR. Box: 12 EUR.').waitFor();
    await toBottom();
    // Closing the tab fires pagehide, which sends what is still queued.
    await visitor.close({ runBeforeUnload: true });
    if (!visitor.isClosed()) await visitor.waitForEvent('close');

    // 4. Within seconds the live dashboard shows the visit, without a reload.
    const metric = (name: string) => owner.getByTestId(`metric-${name}`);
    await shows(metric('pageViews'), '2');
    await shows(metric('visitors'), '1');
    await shows(metric('visitors-sub'), say('analytics.dashboard.metric.sessions', { count: 1 }));
    await shows(metric('frustrated'), '1');
    await shows(metric('bounceRate'), percent(0));
    await shows(metric('conversion'), percent(100));
    await shows(owner.getByTestId('realtime-pages').locator('li[data-path="/pricing"] span').last(), '1');
    expect(await owner.getByTestId('realtime-pages').locator('li').evaluateAll((items) => items.map((li) => (li as unknown as { dataset: { path: string } }).dataset.path))).to.have.members([
      '/',
      '/pricing',
    ]);

    // Source: the donut of visits by source holds one slice, organic search.
    await owner.getByTestId('chart-type').getByText(en['analytics.dashboard.visits.donut']!, { exact: true }).click();
    await owner.getByTestId('visits-chart').locator('.highcharts-series.highcharts-pie-series').waitFor();
    expect(await owner.getByTestId('visits-chart').locator('.highcharts-legend-item').allTextContents()).to.deep.equal([en['analytics.dashboard.source.organicSearch']]);

    const tab = async (id: string, panel: string) => {
      await owner.getByTestId('dashboard-tabs').getByRole('tab', { name: en[id], exact: true }).click();
      await owner.getByTestId(`panel-${panel}`).waitFor();
    };
    const cells = (locator: Locator) => locator.evaluateAll((els) => els.map((e) => (e as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ').trim()));

    // Pages.
    const pageRows = owner.getByTestId('pages-table').locator('tbody tr');
    await shows(pageRows.nth(1).locator('th'), '/pricing');
    expect(await cells(pageRows.locator('th'))).to.deep.equal(['/', '/pricing']);
    expect(await cells(pageRows.locator('td:nth-of-type(1)')), 'views').to.deep.equal(['1', '1']);

    // Geography: a loopback address has no country; the tab says so instead of placing the visit.
    await tab('analytics.dashboard.tab.geography', 'geography');
    await shows(owner.getByTestId('geo-unknown'), say('analytics.dashboard.geo.unknown', { count: 1 }));
    expect(await owner.getByTestId('countries-table').locator('tbody tr').count()).to.equal(0);
    expect(await owner.getByTestId('countries-table').textContent()).to.include(en['analytics.dashboard.none']);

    // Sources: the referrer, without its www.
    await tab('analytics.dashboard.tab.sources', 'sources');
    await shows(owner.getByTestId('referrers-table').locator('tbody th'), 'google.com');
    expect(await cells(owner.getByTestId('referrers-table').locator('tbody tr'))).to.deep.equal([`google.com 1 ${percent(100)}`]);

    // Devices: the visitor's browser and system, a 1280 px screen.
    await tab('analytics.dashboard.tab.devices', 'devices');
    await owner.getByTestId('devices-chart').locator('.highcharts-series.highcharts-pie-series').waitFor();
    expect(await owner.getByTestId('devices-chart').locator('.highcharts-legend-item').allTextContents()).to.deep.equal([en['analytics.dashboard.device.desktop']]);
    expect(await cells(owner.getByTestId('browsers-table').locator('tbody th'))).to.deep.equal(['Chrome']);
    expect(await cells(owner.getByTestId('os-table').locator('tbody th'))).to.deep.equal(['Linux']);

    // Errors: the TypeError the visitor's click raised.
    await tab('analytics.dashboard.tab.errors', 'errors');
    await owner.getByTestId('errors-table').locator('tbody tr').first().waitFor();
    const errors = await cells(owner.getByTestId('errors-table').locator('tbody tr'));
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(new RegExp(`^Uncaught TypeError: Cannot read properties of undefined \\(reading 'count'\\) ${origin.replace(/\./g, '\\.')}/(:\\d+:\\d+)? Chrome 1 `));

    // Interactions: every element the visitor clicked, once each.
    await tab('analytics.dashboard.tab.interactions', 'interactions');
    const clicked = ['Add to basket', 'Your e-mail', 'Subscribe', 'Check stock', 'Pricing', 'Compare plans'];
    await owner.getByTestId('interaction-item').nth(clicked.length - 1).waitFor();
    expect(await owner.getByTestId('interactions-shown').textContent()).to.include(say('analytics.dashboard.interactions.shown', { shown: 6, total: 6 }));
    expect(await owner.getByTestId('interaction-item').locator('h4').allTextContents()).to.have.members(clicked);

    // Engagement: the factors this visit fixes exactly.
    await tab('analytics.dashboard.tab.engagement', 'engagement');
    await owner.getByTestId('engagement-band').waitFor();
    await shows(owner.getByTestId('factor-value-sessionsAnalysed'), '1');
    await shows(owner.getByTestId('factor-value-scrollDepth'), percent(100));
    await shows(owner.getByTestId('factor-value-contentConsumption'), percent(100));
    await shows(owner.getByTestId('factor-value-formCompletionRate'), percent(100));
    await shows(owner.getByTestId('factor-value-clicksPerSession'), say('analytics.dashboard.engagement.unit.perSession', { value: '6' }));
    const score = Number(await owner.getByTestId('engagement-score').textContent());
    const band = await owner.getByTestId('engagement-band').getAttribute('data-band');
    expect(score).to.be.within(0, 100);
    expect(band, `the band of score ${score}`).to.equal(score >= 80 ? 'excellent' : score >= 60 ? 'good' : score >= 40 ? 'average' : score >= 20 ? 'poor' : 'very-poor');

    // Heatmap: the home page (most clicks), its five clicks in five spots, drawn over the api's screenshot of the page.
    await tab('analytics.dashboard.tab.heatmap', 'heatmap');
    await shows(owner.getByTestId('heatmap-total'), say('analytics.dashboard.heatmap.total', { count: 5, path: ltr('/') }));
    expect(await owner.getByTestId('heatmap-page').inputValue()).to.equal('/');
    await owner.locator('[data-testid="heatmap-frame"][data-screenshot="ready"]').waitFor({ timeout: 60_000 });
    const canvas = owner.getByTestId('heatmap-canvas');
    expect(await canvas.getAttribute('aria-label')).to.equal(say('analytics.dashboard.heatmap.canvas', { path: ltr('/'), count: 5, spots: 5 }));
    expect(await canvas.getAttribute('data-drawn')).to.equal('5');
    // Painted where "Add to basket" sits (a quarter down the page, in the middle), not at the foot of the page.
    const alphaAt = (fx: number, fy: number) => canvasAlphaAt(canvas, fx, fy);
    expect(await alphaAt(0.5, 0.25)).to.be.greaterThan(0);
    expect(await alphaAt(0.5, 0.97)).to.equal(0);

    // Dead zones: the sections with clicks (0, 2, 5, 8) get at least their fair share; the rest are dead.
    await tab('analytics.dashboard.tab.deadZones', 'deadZones');
    await owner.getByTestId('dead-zone-overlay').locator('[data-band]').first().waitFor();
    const bands = await owner.getByTestId('dead-zone-overlay').locator('[data-band]').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { band: string } }).dataset.band));
    expect(bands).to.deep.equal(['good', 'critical', 'good', 'critical', 'critical', 'good', 'critical', 'critical', 'good', 'critical']);
    await owner.getByTestId('dead-zones-view').getByText(en['analytics.dashboard.deadZones.segments']!, { exact: true }).click();
    const shares = await owner.getByTestId('dead-zone-section').evaluateAll((rows) => rows.map((r) => Number((r as unknown as { dataset: { share: string } }).dataset.share)));
    expect(shares).to.deep.equal([20, 0, 20, 0, 0, 40, 0, 0, 20, 0]);

    // The api's screenshot browser loaded the page, snippet included, as HeadlessChrome: not a visit.
    await shows(metric('pageViews'), '2');
    expect(ownerProblems, 'console errors on the dashboard').to.deep.equal([]);
  });
});
