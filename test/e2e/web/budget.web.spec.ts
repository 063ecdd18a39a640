import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webBaseUrl } from '../../support/web.js';

/**
 * The JavaScript budget of the home page (frontend/README.md, "Performance budget"): every script a
 * first visit to /en or /ar downloads until the network is idle, the message catalog included,
 * measured as gzip -9 of the decoded bodies (what the build's .gz files hold, whatever encoding the
 * server chose), must stay within 150 kB (150,000 bytes). Also checks the split catalogs: the first
 * page downloads only its own messages, and opening another page brings that page's.
 */

const BUDGET_BYTES = 150_000;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
type Catalog = Record<string, string>;
const catalog = (locale: string) => JSON.parse(readFileSync(join(repoRoot, `frontend/lang/${locale}.json`), 'utf8')) as Catalog;

interface Script {
  readonly url: string;
  readonly gzipBytes: number;
  readonly encoding: string;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

describe('web: JavaScript budget of the home page', function () {
  this.timeout(60_000);

  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  beforeEach(() => {
    problems = [];
  });

  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  /** A first visit: fresh profile, no cookies, nothing cached. Records every script response. */
  async function firstVisit(consented = false): Promise<{ page: Page; scripts: Promise<Script>[] }> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    // A recorded choice keeps the cookie banner from covering the footer links a test follows.
    const choice = { consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } };
    if (consented) await context.addCookies([{ name: 'stacklens_cookie_consent', value: encodeURIComponent(JSON.stringify(choice)), url: webBaseUrl() }]);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const scripts: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          expect(response.status(), response.url()).to.equal(200);
          const body = await response.body();
          const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
          return { url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length, encoding };
        })(),
      );
    });
    return { page, scripts };
  }

  for (const locale of ['en', 'ar'] as const) {
    it(`/${locale} loads at most ${kB(BUDGET_BYTES)} of JavaScript (gzip -9), its catalog included`, async () => {
      const { page, scripts } = await firstVisit();
      await page.goto(`${webBaseUrl()}/${locale}`, { waitUntil: 'networkidle' });
      expect(await page.locator('h1').textContent()).to.equal(catalog(locale)['home.hero.title']);

      const loaded = await Promise.all(scripts);
      const total = loaded.reduce((sum, s) => sum + s.gzipBytes, 0);
      console.log(`      /${locale}: ${kB(total)} of JavaScript in ${loaded.length} files (served as ${[...new Set(loaded.map((s) => s.encoding))].join(', ')})`);
      for (const s of [...loaded].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`        ${kB(s.gzipBytes).padStart(9)}  ${fileName(s.url)}`);

      expect(loaded.some((s) => new RegExp(`/${locale}-[\\w-]+\\.js$`).test(s.url)), 'the catalog chunk is counted').to.equal(true);
      expect(loaded.some((s) => /highcharts/i.test(s.url)), 'Highcharts loads only on pages that chart').to.equal(false);
      expect(total, `JavaScript of /${locale} (gzip -9 bytes)`).to.be.at.most(BUDGET_BYTES);
    });
  }

  it('the home page downloads only its own messages; opening another page brings that page’s, in Arabic too', async () => {
    const ar = catalog('ar');
    const { page, scripts } = await firstVisit(true);
    await page.goto(`${webBaseUrl()}/ar`, { waitUntil: 'networkidle' });
    const restLoaded = async () => (await Promise.all(scripts)).some((s) => /\/ar-rest-[\w-]+\.js$/.test(s.url));
    expect(await restLoaded(), 'the rest of the catalog waits for a page that needs it').to.equal(false);

    await page.getByRole('contentinfo').getByRole('link', { name: ar['shell.footer.privacy'] }).click();
    await page.waitForURL(/\/ar\/privacy$/);
    // The previous page stays up while the next one downloads (a transition).
    await page.getByRole('heading', { level: 1, name: ar['legal.privacy.title'] }).waitFor();
    // The home page stays in the document, hidden (kept alive): the heading shown is the privacy page's.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(ar['legal.privacy.title']);
    expect(await restLoaded()).to.equal(true);
    expect(await page.title()).to.equal(ar['legal.privacy.documentTitle']);
  });
});
