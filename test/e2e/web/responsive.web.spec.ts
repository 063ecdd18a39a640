import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from 'playwright-core';
import type { WebTokenClaims } from '../../support/web.js';
import { captureScreenshot, catalog, pathOf, webHarness, type Catalog } from '../../support/web-harness.js';
import { seriousViolations } from '../../support/axe.js';

/**
 * The responsive testing page (`/{lang}/responsive`, devtools README, "Responsive testing") against the
 * real API and worker: a loopback fixture page (an element overflowing under 800 px, a 16 px button) held
 * until the page has shown the run's progress, then rendered at two presets and a typed size in landscape,
 * with screenshots side by side, the findings per size and both exports; the form's own checks and a
 * refused address, keyboard use and axe; then Arabic, right to left, reopening the run from the recent
 * list after a run that does not exist. Texts come from frontend/lang/{en,ar}.json.
 */



/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only. */
interface BrowserGlobals {
  getComputedStyle(element: unknown): { direction: string };
}

const en = catalog('en');
const ar = catalog('ar');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const user: WebTokenClaims = { sub: randomUUID(), status: 'free' };

/** 1500 px tall; a 700 px banner overflows below 800 px wide; a 16 px close button at every width. */
const PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Fixture</title>
<style>html,body,p{margin:0;font:16px sans-serif} .hero{height:1500px;background:linear-gradient(#dbeafe,#fef3c7)} .wide{width:700px;height:40px;background:#c00}
.tiny{width:16px;height:16px;padding:0;border:0} @media (min-width:800px){.wide{width:100%}}</style></head>
<body><div class="hero"><p>Read <a href="/docs">the docs</a>.</p><button class="tiny" aria-label="Close">×</button>
<section id="promo"><div class="wide"></div></section></div></body></html>`;

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const isFocused = async (locator: Locator) => (await locator.and(locator.page().locator(':focus')).count()) === 1;

describe('web: responsive testing', function () {
  this.timeout(180_000);
  const web = webHarness();
  let server: Server;
  let origin: string;
  let held: ServerResponse[] = [];
  let holding = true;
  let runId = '';

  const release = () => {
    holding = false;
    for (const res of held) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    held = [];
  };

  before(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = new URL(req.url ?? '/', 'http://fixture').pathname;
      if (path === '/hold' && holding) return void held.push(res);
      if (path === '/favicon.ico') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    release();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('en: checks the form, refuses a private address, runs presets and a typed size in landscape with live progress, screenshots, findings and exports', async () => {
    const { page } = await web.visit('/en/responsive', { user });
    const chip = (id: string) => page.locator(`[data-preset="${id}"]`);
    await page.getByTestId('responsive-recent-empty').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(en['responsive.title']);
    expect(await text(page.getByTestId('responsive-idle'))).to.equal(en['responsive.idle']);
    // Eleven presets in three groups; the defaults are chosen.
    expect(await page.locator('[data-preset]').count()).to.equal(11);
    expect(await page.locator('[data-preset][aria-pressed="true"]').count()).to.equal(5);

    // The form's own checks: nothing sent, the address field focused, the choices kept.
    await page.getByTestId('responsive-start').click();
    expect(await text(page.locator('#responsive-url-error'))).to.equal(en['responsive.error.urlRequired']);
    expect(await isFocused(page.getByTestId('responsive-url'))).to.equal(true);
    await page.getByTestId('responsive-url').fill('example.com');
    await page.getByTestId('responsive-start').click();
    expect(await text(page.locator('#responsive-url-error'))).to.equal(en['responsive.error.urlInvalid']);
    await page.getByTestId('responsive-custom-width').fill('100');
    await page.getByTestId('responsive-custom-height').fill('700');
    await page.getByTestId('responsive-custom-add').click();
    expect(await text(page.getByTestId('responsive-custom-error'))).to.equal(fill(en['responsive.error.customSize']!, { minWidth: 240, maxWidth: 3840, minHeight: 240, maxHeight: 4000 }));

    // A refused address: the server's code in words, the choices untouched.
    web.expectConsoleErrors(/status of 400/);
    await page.getByTestId('responsive-url').fill('http://169.254.169.254/latest/meta-data/');
    await page.getByTestId('responsive-start').click();
    const refused = page.getByTestId('responsive-start-error');
    await refused.waitFor();
    expect(await refused.getAttribute('data-code')).to.equal('DEVTOOLS_TARGET_REFUSED');
    expect(await text(refused)).to.contain(en['responsive.error.startFailed']).and.contain(fill(en['responsive.error.targetRefused']!, { why: en['outbound.refused.linkLocal']! }));
    expect(await page.locator('[data-preset][aria-pressed="true"]').count()).to.equal(5);
    expect(await page.getByTestId('responsive-url').inputValue()).to.equal('http://169.254.169.254/latest/meta-data/');

    // Keyboard: Tab from the address reaches the first chip, Space toggles it; arrows move the orientation.
    await page.getByTestId('responsive-url').focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(chip('iphone-se'))).to.equal(true);
    await page.keyboard.press('Space');
    expect(await chip('iphone-se').getAttribute('aria-pressed')).to.equal('false');
    await page.keyboard.press('Space');
    expect(await chip('iphone-se').getAttribute('aria-pressed')).to.equal('true');
    await page.locator('input[data-orientation="portrait"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('input[data-orientation="landscape"]').isChecked()).to.equal(true);
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('input[data-orientation="portrait"]').isChecked()).to.equal(true);

    // iPhone SE and iPad mini, a typed 700 × 1000, all in landscape.
    for (const id of ['pixel-8', 'laptop', 'desktop']) await chip(id).click();
    await page.getByTestId('responsive-custom-width').fill('700');
    await page.getByTestId('responsive-custom-height').fill('1000');
    await page.getByTestId('responsive-custom-height').press('Enter');
    await page.locator('[data-custom="700x1000"]').waitFor();
    expect(await page.getByTestId('responsive-custom-error').count()).to.equal(0);
    await page.locator('input[data-orientation="landscape"]').check();
    expect(await text(chip('iphone-se').locator('small'))).to.equal('667 × 375');
    expect(await text(chip('desktop').locator('small'))).to.equal('1920 × 1080');
    expect(await text(page.locator('[data-custom="700x1000"]'))).to.equal('1000 × 700');
    expect(await text(page.getByTestId('responsive-count'))).to.equal('3 sizes chosen (at most 12).');
    expect(await seriousViolations(page), 'axe on the form').to.deep.equal([]);

    // Live progress while the fixture holds the page back, then the results.
    await page.getByTestId('responsive-url').fill(`${origin}/hold`);
    await page.getByTestId('responsive-start').click();
    await page.getByTestId('responsive-progressbar').waitFor();
    expect(pathOf(page)).to.match(/^\/en\/responsive\?run=[0-9a-f-]{36}$/);
    runId = new URL(page.url()).searchParams.get('run')!;
    expect(await page.getByTestId('responsive-progressbar').getAttribute('aria-valuemax')).to.equal('3');
    expect(await text(page.getByTestId('responsive-progress-text'))).to.equal('0 of 3 sizes captured');
    expect(await page.getByTestId('responsive-progress-text').getAttribute('role')).to.equal('status');
    expect(await page.getByTestId('responsive-start-error').count(), 'the refusal is gone').to.equal(0);
    release();
    await page.locator('[data-testid="responsive-run"][data-status="done"]').waitFor({ timeout: 120_000 });
    expect(await text(page.getByTestId('responsive-progress-text'))).to.equal('3 of 3 sizes captured');
    expect(await page.getByTestId('responsive-progressbar').count()).to.equal(0);
    expect(await text(page.getByTestId('responsive-run-url'))).to.equal(`${origin}/hold`);

    const frames = page.getByTestId('responsive-frame');
    expect(await frames.count()).to.equal(3);
    const captions: string[] = [];
    for (let i = 0; i < 3; i++) captions.push(await text(frames.nth(i).locator('p').first()));
    expect(captions).to.deep.equal(['iPhone SE 667 × 375', 'iPad mini 1024 × 768', 'Custom 1000 × 700']);
    const images = page.getByTestId('responsive-shot-img');
    await images.nth(2).waitFor();
    const widths = await images.evaluateAll((list) => list.map((img) => (img as unknown as { naturalWidth: number }).naturalWidth));
    expect(widths, 'each screenshot as wide as its viewport').to.deep.equal([667, 1024, 1000]);

    const findings = (name: string) => page.locator(`[data-testid="responsive-findings"][data-name="${name}"]`);
    expect(await findings('iPhone SE').getAttribute('data-overflow')).to.equal('1');
    expect(await text(findings('iPhone SE').getByTestId('responsive-overflow'))).to.contain('div.wide').and.contain('700 px wide');
    expect(await text(findings('iPhone SE').getByTestId('responsive-tap-targets'))).to.contain('button.tiny').and.contain('16 × 16 px');
    expect(await text(findings('iPhone SE'))).to.contain('Horizontal overflow: 1 element').and.contain('Tap targets under 24 px: 1 target');
    expect(await findings('iPad mini').getAttribute('data-overflow')).to.equal('0');
    expect(await text(findings('iPad mini'))).to.contain(en['responsive.findings.overflowNone']);
    expect(await findings('Custom 1000 × 700').getAttribute('data-tap-targets')).to.equal('1');

    // A frame opens at full size; Escape closes it and focus returns to the frame.
    const open = page.getByTestId('responsive-shot-open').first();
    await open.click();
    const dialog = page.getByTestId('responsive-shot-dialog');
    await dialog.waitFor();
    expect(await text(dialog.locator('h2'))).to.equal('iPhone SE · 667 × 375');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(open)).to.equal(true);

    // Both exports download.
    for (const format of ['png', 'pdf'] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`responsive-export-${format}`).click()]);
      expect(download.suggestedFilename()).to.match(new RegExp(`^responsive-[0-9a-f]{8}\\.${format}$`));
      await page.getByTestId('responsive-export-status').filter({ hasText: fill(en['responsive.export.done']!, { filename: download.suggestedFilename() }) }).waitFor();
    }

    // The run is the one recent run, marked as shown.
    const recent = page.getByTestId('responsive-recent-item');
    await recent.first().waitFor();
    expect(await recent.count()).to.equal(1);
    expect(await recent.first().getAttribute('aria-current')).to.equal('true');
    expect(await text(recent.first())).to.contain(`${origin}/hold`).and.contain(en['responsive.status.done']).and.contain('3 sizes');

    await page.getByTestId('responsive-strip').focus();
    expect(await seriousViolations(page), 'axe on the results').to.deep.equal([]);
    await page.evaluate('window.scrollTo(0, 0)');
    await captureScreenshot(page, 'responsive-en-light.png', { fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await captureScreenshot(page, 'responsive-en-dark.png', { fullPage: true });
  });

  it('ar: right to left with addresses left to right; a missing run answers in Arabic and a recent run reopens', async () => {
    expect(runId, 'the English test ran first').to.not.equal('');
    web.expectConsoleErrors(/status of 404/);
    const messages: Catalog = ar;
    const { page } = await web.visit(`/ar/responsive?run=${randomUUID()}`, { user });
    const failure = page.getByTestId('responsive-load-error');
    await failure.waitFor();
    expect(await failure.getAttribute('data-code')).to.equal('DEVTOOLS_RESPONSIVE_NOT_FOUND');
    expect(await text(failure)).to.contain(messages['responsive.error.notFound']);
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(messages['responsive.title']);
    expect(await page.getByTestId('responsive-url').evaluate((el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).direction)).to.equal('ltr');

    await page.locator(`[data-testid="responsive-recent-item"][data-run="${runId}"]`).click();
    await page.locator('[data-testid="responsive-run"][data-status="done"]').waitFor();
    expect(pathOf(page)).to.equal(`/ar/responsive?run=${runId}`);
    expect(await page.getByTestId('responsive-url').inputValue(), 'the reopened run fills the empty address').to.equal(`${origin}/hold`);
    expect(await page.getByTestId('responsive-run-url').evaluate((el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).direction)).to.equal('ltr');
    // The strip follows the reading direction: the first size at the right.
    const images = page.getByTestId('responsive-shot-img');
    await images.nth(2).waitFor();
    const first = (await page.getByTestId('responsive-frame').nth(0).boundingBox())!;
    const second = (await page.getByTestId('responsive-frame').nth(1).boundingBox())!;
    expect(first.x, 'first frame right of the second').to.be.greaterThan(second.x);
    expect(await text(page.locator('[data-testid="responsive-findings"][data-name="iPhone SE"]'))).to.contain('div.wide');
    expect(await text(page.getByTestId('responsive-status'))).to.equal(messages['responsive.status.done']);
    expect(await seriousViolations(page), 'axe in Arabic').to.deep.equal([]);
    await captureScreenshot(page, 'responsive-ar-light.png', { fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await captureScreenshot(page, 'responsive-ar-dark.png', { fullPage: true });

    // On a phone the page itself does not scroll sideways; only the strip of screenshots does.
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = await page.evaluate<{ scroll: number; client: number }>('({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })');
    expect(widths.scroll).to.be.at.most(widths.client);
    await captureScreenshot(page, 'responsive-ar-dark-mobile.png', { fullPage: true });
  });
});
