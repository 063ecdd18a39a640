import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type RequestListener } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from 'playwright-core';
import type { WebTokenClaims } from '../../support/web.js';
import { captureScreenshot, catalog, webHarness, type Catalog } from '../../support/web-harness.js';
import { serveLoopback, type LoopbackSite } from '../../support/loopback-site.js';

/**
 * The robots and structured-data page (`/{lang}/robots`, premium, src/modules/devtools/README.md) against the
 * real API and a loopback fixture site (the web server allows private targets): the tester on a fetched and a
 * pasted robots.txt with the deciding rule shown in the file, the sitemap check, the generator's warnings,
 * the structured-data validator on a fixture page and the JSON-LD builder; a free account sent to
 * /subscription; the keyboard path, axe, Arabic and the server's codes translated.
 */

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only. */
interface BrowserWindow {
  getComputedStyle(element: unknown): { direction: string };
  navigator: { clipboard: { readText(): Promise<string> } };
  document: { activeElement: { getAttribute(name: string): string | null } | null };
}

const en = catalog('en');
const ar = catalog('ar');
/** Tall enough for a whole panel, so its screenshots need no scrolling under the sticky header. */
const TALL = { width: 1280, height: 1600 };
const premiumUser = (): WebTokenClaims => ({ sub: randomUUID(), isPremium: true, status: 'premium' });
const AXE_SOURCE = readFileSync(join(fileURLToPath(new URL('../../../', import.meta.url)), 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings in what the page shows. */
async function seriousViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate<{ id: string; nodes: string[] }[]>(
    `axe.run(document).then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })))`,
  );
}

const format = (messages: Catalog, id: string, values: Record<string, string | number>, locale = 'en') => String(new IntlMessageFormat(messages[id]!, locale).format(values));

/** A path or URL inside a sentence is isolated (U+2068 … U+2069) so it keeps its order in Arabic. */
const isolated = (text: string) => `\u2068${text}\u2069`;

const ROBOTS = (origin: string) =>
  ['# fixture', 'User-agent: *', 'Disallow: /private/', 'Allow: /private/open.html', '', 'User-agent: Googlebot', 'Disallow: /no-google', '', `Sitemap: ${origin}/sitemap.xml`, `Sitemap: ${origin}/sitemap-index.xml`].join('\n');

const urlset = (origin: string, count: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from({ length: count }, (_, i) => `<url><loc>${origin}/p${i}</loc></url>`).join('')}</urlset>`;

/** A Product offered for sale whose name is missing: Google's product snippet requires it (src/shared/devtools/rich-results.ts). */
const PRODUCT_PAGE = `<!doctype html><html lang="en"><head><title>Kiln</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","description":"A small electric kiln","offers":{"@type":"Offer","price":"499.00","priceCurrency":"EUR"}}</script>
</head><body><h1>Kiln</h1></body></html>`;

/** A fixture whose handler knows its own origin (its robots.txt and sitemaps name absolute URLs). */
async function serve(handler: (origin: string) => RequestListener): Promise<LoopbackSite> {
  let origin = '';
  const site = await serveLoopback((req, res) => handler(origin)(req, res));
  origin = site.origin;
  return site;
}

/** The fixture site: its robots.txt, two sitemaps and a product page. */
const serveSite = () =>
  serve((origin) => (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    const send = (type: string, body: string) => res.writeHead(200, { 'content-type': type }).end(body);
    if (path === '/robots.txt') return send('text/plain; charset=utf-8', ROBOTS(origin));
    if (path === '/sitemap.xml') return send('application/xml', urlset(origin, 3));
    if (path === '/sitemap-index.xml') return send('application/xml', `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap.xml</loc></sitemap></sitemapindex>`);
    if (path === '/product.html') return send('text/html; charset=utf-8', PRODUCT_PAGE);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });

/** A site whose server fails: its robots.txt is unreachable (RFC 9309 §2.3.1.4). */
const serveBroken = () => serve(() => (_req, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end('down'));

const tab = (page: Page, messages: Catalog, key: string) => page.getByTestId('robots-tabs').getByRole('tab', { name: messages[key], exact: true });
/** Resolves once that tab is the selected one (the selection follows the address, a render later). */
const selectedTab = (page: Page, messages: Catalog, key: string) => tab(page, messages, key).and(page.locator('[aria-selected="true"]'));
const panel = (page: Page, key: string) => page.getByTestId(`robots-panel-${key}`);
const results = (page: Page) => panel(page, 'tester').getByTestId('robots-result');
const mark = (page: Page) => panel(page, 'tester').locator('[data-testid="robots-listing"] li[data-highlighted="true"]');

describe('web: robots.txt and structured data', function () {
  this.timeout(150_000);
  const web = webHarness({ allowNotFoundPage: false });
  let site: LoopbackSite;
  let broken: LoopbackSite;

  before(async () => {
    [site, broken] = await Promise.all([serveSite(), serveBroken()]);
  });
  after(() => Promise.all([site?.close(), broken?.close()]));

  it('premium (en): tests a fetched and a pasted robots.txt, checks the sitemaps, generates a file, validates and builds structured data', async () => {
    const { page, context } = await web.visit('/en/robots', { user: premiumUser(), viewport: TALL });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tester = panel(page, 'tester');
    await tester.getByTestId('robots-tester-idle').waitFor();
    expect(await page.locator('h1').textContent()).to.equal(en['robots.title']);

    // A bad path is answered under the field, and what was typed stays.
    await tester.getByTestId('robots-url').fill(`${site.origin}/any/page?x=1`);
    await tester.getByTestId('robots-paths').fill('/no-google\nprivate');
    await tester.getByTestId('robots-test').click();
    expect(await tester.locator('[id$="-paths-error"]').textContent()).to.equal(format(en, 'robots.check.path', { line: 2 }));
    expect(await tester.getByTestId('robots-paths').inputValue()).to.equal('/no-google\nprivate');

    // Googlebot obeys its own group only: /no-google is blocked by line 7, /private/ is not its business.
    await tester.getByTestId('robots-paths').fill('/no-google\n/private/secret');
    await tester.getByTestId('robots-test').click();
    await tester.getByTestId('robots-results').waitFor();
    expect(await tester.getByTestId('robots-source').getAttribute('data-outcome')).to.equal('fetched');
    expect(await tester.getByTestId('robots-source').textContent()).to.contain(`${site.origin}/robots.txt`);
    expect(await results(page).nth(0).getAttribute('data-allowed')).to.equal('false');
    expect(await results(page).nth(0).getByTestId('robots-rule').textContent()).to.equal('Disallow: /no-google');
    expect(await results(page).nth(0).textContent()).to.contain(en['robots.tester.blocked']).and.contain('Googlebot');
    expect(await results(page).nth(1).getAttribute('data-allowed')).to.equal('true');
    expect(await results(page).nth(1).textContent()).to.contain(en['robots.tester.noRule']);
    expect(await mark(page).getAttribute('data-line')).to.equal('7');
    expect(await mark(page).textContent()).to.contain('Disallow: /no-google').and.contain(format(en, 'robots.listing.decidingFor', { path: isolated('/no-google') }));
    expect(await seriousViolations(page), 'axe on the tester').to.deep.equal([]);
    await captureScreenshot(tester, 'robots-tester-en-light.png');
    await page.emulateMedia({ colorScheme: 'dark' });
    await captureScreenshot(tester, 'robots-tester-en-dark.png');
    await page.emulateMedia({ colorScheme: 'light' });

    // The sitemaps the file names, checked with one more address that is missing.
    await tab(page, en, 'robots.tab.sitemaps').click();
    const sitemaps = panel(page, 'sitemaps');
    expect(await sitemaps.getByTestId('sitemaps-named').locator('li').allTextContents()).to.deep.equal([`${site.origin}/sitemap.xml`, `${site.origin}/sitemap-index.xml`]);
    expect(await sitemaps.getByTestId('sitemap-urls').inputValue()).to.equal(`${site.origin}/sitemap.xml\n${site.origin}/sitemap-index.xml`);
    await sitemaps.getByTestId('sitemap-urls').fill(`${site.origin}/sitemap.xml\n${site.origin}/sitemap-index.xml\n${site.origin}/gone.xml`);
    await sitemaps.getByTestId('sitemaps-check').click();
    await sitemaps.getByTestId('sitemap-results').waitFor();
    const rows = sitemaps.getByTestId('sitemap-result');
    expect(await rows.count()).to.equal(3);
    expect(await rows.nth(0).getByTestId('sitemap-count').textContent()).to.equal(format(en, 'robots.sitemaps.countUrls', { count: 3 }));
    expect(await rows.nth(0).textContent()).to.contain(en['robots.sitemaps.kind.urlset']).and.contain(en['robots.sitemaps.readable']);
    expect(await rows.nth(1).getByTestId('sitemap-count').textContent()).to.equal(format(en, 'robots.sitemaps.countSitemaps', { count: 1 }));
    expect(await rows.nth(2).getAttribute('data-error')).to.equal('DEVTOOLS_SITEMAP_HTTP_ERROR');
    expect(await rows.nth(2).getByTestId('sitemap-error').textContent()).to.equal(en['robots.error.sitemapHttp']);
    expect(await sitemaps.getByTestId('sitemap-summary').textContent()).to.equal(format(en, 'robots.sitemaps.summary', { ok: 2, total: 3 }));
    await captureScreenshot(sitemaps, 'robots-sitemaps-en-light.png');

    // A pasted file and the crawlers' default group: the longer Allow wins for the open page.
    await tab(page, en, 'robots.tab.tester').click();
    await tester.getByTestId('robots-tester-source-paste').check();
    await tester.getByTestId('robots-text').fill('User-agent: *\nDisallow: /private/\nAllow: /private/open.html\nNoindex: /x');
    await tester.getByTestId('robots-preset').filter({ hasText: /^\*$/ }).click();
    expect(await tester.getByTestId('robots-user-agent').inputValue()).to.equal('*');
    await tester.getByTestId('robots-paths').fill('/private/secret\n/private/open.html');
    await tester.getByTestId('robots-test').click();
    await tester.locator('[data-testid="robots-source"][data-outcome="pasted"]').waitFor();
    expect(await results(page).nth(0).getByTestId('robots-rule').textContent()).to.equal('Disallow: /private/');
    expect(await mark(page).getAttribute('data-line')).to.equal('2');
    await results(page).nth(1).getByTestId('robots-show-rule').click();
    expect(await results(page).nth(1).getByTestId('robots-rule').textContent()).to.equal('Allow: /private/open.html');
    expect(await mark(page).getAttribute('data-line')).to.equal('3');
    expect(await tester.locator('[data-testid="robots-warnings"] li[data-code="DEVTOOLS_ROBOTS_UNKNOWN_DIRECTIVE"]').textContent()).to.equal(
      format(en, 'robots.warning.onLine', { line: 4, text: en['robots.warning.unknownDirective']! }),
    );

    // A server that fails: everything is disallowed, and the page says why.
    await tester.getByTestId('robots-tester-source-url').check();
    expect(await tester.getByTestId('robots-url').inputValue()).to.equal(`${site.origin}/any/page?x=1`);
    await tester.getByTestId('robots-url').fill(`${broken.origin}/`);
    await tester.getByTestId('robots-test').click();
    await tester.locator('[data-testid="robots-source"][data-outcome="unreachable"]').waitFor();
    expect(await tester.getByTestId('robots-source').textContent()).to.equal(format(en, 'robots.outcome.unreachable', { url: isolated(`${broken.origin}/robots.txt`) }));
    expect(await results(page).evaluateAll((rows) => rows.map((row) => (row as unknown as { dataset: Record<string, string> }).dataset['allowed']))).to.deep.equal(['false', 'false']);
    expect(await results(page).nth(0).textContent()).to.contain(en['robots.tester.noFile']);
    // No file was read, so none is listed.
    expect(await tester.getByTestId('robots-listing').count()).to.equal(0);

    // The generator: a value the browser refuses first, then a file blocking the site's assets.
    await tab(page, en, 'robots.tab.generator').click();
    const generator = panel(page, 'generator');
    await generator.getByTestId('generator-disallow').fill('/assets/');
    await generator.getByTestId('generator-add').click();
    await generator.getByTestId('generator-agents').nth(1).fill('GPTBot');
    await generator.getByTestId('generator-disallow').nth(1).fill('/');
    await generator.getByTestId('generator-sitemaps').fill('sitemap.xml');
    await generator.getByTestId('generator-submit').click();
    expect(await generator.locator('[id$="-sitemaps-error"]').textContent()).to.equal(format(en, 'robots.check.sitemapUrl', { line: 1 }));
    await generator.getByTestId('generator-sitemaps').fill(`${site.origin}/sitemap.xml`);
    await generator.getByTestId('generator-submit').click();
    await generator.getByTestId('generator-result').waitFor();
    expect(await generator.getByTestId('generator-output').textContent()).to.equal(
      `User-agent: *\nDisallow: /assets/\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
    );
    expect(await generator.locator('[data-testid="generator-warnings"] li[data-code="DEVTOOLS_ROBOTS_BLOCKS_ASSETS"]').textContent()).to.equal(
      format(en, 'robots.warning.onLine', { line: 2, text: en['robots.warning.blocksAssets']! }),
    );
    await generator.getByTestId('generator-copy').click();
    await generator.locator('[data-testid="generator-copy"][data-state="copied"]').waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserWindow).navigator.clipboard.readText())).to.contain('Disallow: /assets/');
    expect(await seriousViolations(page), 'axe on the generator').to.deep.equal([]);
    await captureScreenshot(generator, 'robots-generator-en-light.png');

    // Structured data of a fixture page: the product snippet's missing name, and what it recommends.
    await tab(page, en, 'robots.tab.structuredData').click();
    const sd = panel(page, 'structured-data');
    await sd.getByTestId('sd-url').fill(`${site.origin}/product.html`);
    await sd.getByTestId('sd-validate').click();
    await sd.getByTestId('sd-results').waitFor();
    const product = sd.locator('[data-testid="sd-item"][data-type="Product"]').first();
    expect(await product.getAttribute('data-state')).to.equal('error');
    expect(await product.getByTestId('sd-rich-result').textContent()).to.equal(format(en, 'robots.sd.richResult', { type: 'Product' }));
    const missingName = product.locator('[data-testid="sd-error"][data-code="DEVTOOLS_SD_MISSING_REQUIRED"][data-property="name"]');
    expect(await missingName.textContent()).to.contain('name').and.contain(en['robots.sd.issue.missingRequired']);
    expect(await product.locator('[data-testid="sd-warning"][data-code="DEVTOOLS_SD_MISSING_RECOMMENDED"]').count()).to.be.greaterThan(0);
    expect(await product.locator('[data-testid="sd-warning"]').first().textContent()).to.contain(en['robots.sd.warning']);

    // The builder: a product with a name and a price has what Google requires, and the validator agrees.
    await sd.getByTestId('jsonld-type').selectOption('Product');
    expect(await sd.getByTestId('jsonld-status').getAttribute('data-missing')).to.equal('2');
    await sd.getByTestId('jsonld-name').fill('Kiln');
    await sd.getByTestId('jsonld-open-offers').click();
    await sd.getByTestId('jsonld-offers.price').fill('499');
    await sd.getByTestId('jsonld-offers.priceCurrency').fill('EUR');
    await sd.locator('[data-testid="jsonld-status"][data-missing="0"]').waitFor();
    expect(await sd.getByTestId('jsonld-status').textContent()).to.equal(en['robots.sd.builder.allRequired']);
    expect(JSON.parse((await sd.getByTestId('jsonld-output').textContent())!)).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kiln',
      offers: { '@type': 'Offer', price: 499, priceCurrency: 'EUR' },
    });
    await sd.getByTestId('jsonld-validate').click();
    await sd.getByTestId('sd-source').filter({ hasText: en['robots.sd.source.html']!.split(' (')[0]! }).waitFor();
    const built = sd.locator('[data-testid="sd-item"][data-type="Product"]').first();
    expect(await built.locator('[data-testid="sd-error"]').count()).to.equal(0);
    expect(await seriousViolations(page), 'axe on structured data').to.deep.equal([]);
    await web.screenshot(page, 'robots-structured-data-en-light.png', true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await web.screenshot(page, 'robots-structured-data-en-dark.png', true);
  });

  it('premium (ar, dark): right to left with code left to right, the keyboard path, and the server codes translated', async () => {
    const { page } = await web.visit('/ar/robots', { user: premiumUser(), colorScheme: 'dark', viewport: TALL });
    const tester = panel(page, 'tester');
    await tester.getByTestId('robots-tester-idle').waitFor();
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');

    // Tabs: in Arabic ArrowLeft goes to the next tab; End and Home jump; Tab enters the panel.
    await tab(page, ar, 'robots.tab.tester').focus();
    await page.keyboard.press('ArrowLeft');
    await selectedTab(page, ar, 'robots.tab.sitemaps').waitFor();
    await page.keyboard.press('End');
    await selectedTab(page, ar, 'robots.tab.structuredData').waitFor();
    expect(await panel(page, 'structured-data').isVisible()).to.equal(true);
    await page.keyboard.press('Home');
    await selectedTab(page, ar, 'robots.tab.tester').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as unknown as BrowserWindow).document.activeElement?.getAttribute('data-testid') ?? null)).to.equal('robots-panel-tester');

    // The form by keyboard alone: the source radio, the pasted text, the user agent, Enter to test.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await tester.getByTestId('robots-text').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.insertText('User-agent: *\nDisallow: /admin/\nSitemap: https://example.org/sitemap.xml');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('Googlebot/2.1');
    // Past the six crawler presets to the paths.
    for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as unknown as BrowserWindow).document.activeElement?.getAttribute('data-testid') ?? null)).to.equal('robots-paths');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('/admin/users\n/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tester.locator('[data-testid="robots-source"][data-outcome="pasted"]').waitFor();
    expect(await results(page).nth(0).textContent()).to.contain(ar['robots.tester.blocked']);
    expect(await results(page).nth(1).textContent()).to.contain(ar['robots.tester.allowed']);
    expect(await mark(page).getAttribute('data-line')).to.equal('2');
    const direction = (testId: string) => tester.getByTestId(testId).evaluate((el) => (globalThis as unknown as BrowserWindow).getComputedStyle(el).direction);
    expect(await direction('robots-listing')).to.equal('ltr');
    expect(await direction('robots-text')).to.equal('ltr');
    expect(await direction('robots-paths')).to.equal('ltr');
    await captureScreenshot(tester, 'robots-tester-ar-dark.png');
    await page.emulateMedia({ colorScheme: 'light' });
    await captureScreenshot(tester, 'robots-tester-ar-light.png');

    // The server's codes in Arabic, what was typed kept: a rate limit with its wait, a refused address.
    web.expectConsoleErrors(/status of 429/, /status of 400/);
    await page.route('**/api/devtools/robots/test', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'RATE_LIMITED', error: 'Too many requests', details: { retryAfterMs: 41_500 } }) }),
    );
    await tester.getByTestId('robots-test').click();
    const error = tester.getByTestId('robots-tester-error');
    await error.waitFor();
    expect(await error.textContent()).to.equal(`${ar['robots.fail.test']}${format(ar, 'robots.error.rateLimited', { seconds: 42 }, 'ar')}`);
    expect(await tester.getByTestId('robots-paths').inputValue()).to.equal('/admin/users\n/');

    await page.route('**/api/devtools/structured-data/validate', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'DEVTOOLS_TARGET_REFUSED', error: 'Refused', details: { reason: 'private-address' } }) }),
    );
    await tab(page, ar, 'robots.tab.structuredData').click();
    const sd = panel(page, 'structured-data');
    await sd.getByTestId('sd-url').fill('http://10.0.0.8/');
    await sd.getByTestId('sd-validate').click();
    await sd.getByTestId('sd-error').waitFor();
    expect(await sd.getByTestId('sd-error').textContent()).to.equal(`${ar['robots.sd.fail']}${format(ar, 'robots.error.targetRefused', { why: ar['outbound.refused.private']! }, 'ar')}`);
    expect(await sd.getByTestId('sd-url').inputValue()).to.equal('http://10.0.0.8/');
    await sd.getByTestId('jsonld-type').selectOption('FAQPage');
    await sd.getByTestId('jsonld-mainEntity.0.name').fill('ما هو الفرن؟');
    await sd.getByTestId('jsonld-mainEntity.0.acceptedAnswer.text').fill('جهاز للحرق.');
    expect(JSON.parse((await sd.getByTestId('jsonld-output').textContent())!)).to.deep.include({
      mainEntity: [{ '@type': 'Question', name: 'ما هو الفرن؟', acceptedAnswer: { '@type': 'Answer', text: 'جهاز للحرق.' } }],
    });
    expect(await sd.getByTestId('jsonld-output').evaluate((el) => (globalThis as unknown as BrowserWindow).getComputedStyle(el).direction)).to.equal('ltr');
    await web.screenshot(page, 'robots-structured-data-ar-light.png', true);
  });

  it('a free account is sent to /subscription', async () => {
    const { page } = await web.visit('/en/robots', { user: { sub: randomUUID(), status: 'free' } });
    await page.waitForURL((url) => url.pathname === '/en/subscription');
    expect(await page.getByTestId('robots-page').count()).to.equal(0);
  });
});
