import { expect } from 'chai';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { launchBrowser, type WebTokenClaims } from '../../support/web.js';
import { catalog, pathOf, switchColorScheme, webHarness } from '../../support/web-harness.js';
import { seriousViolations } from '../../support/axe.js';

/**
 * StackLens Analytics sites (docs/product.md §8, §10.2, §12.17; analytics README, "Sites", "Data management"): welcome states, the add form and its
 * messages, the site list, the tracking code, settings, exclusions, export, purge and deletion, against
 * the real API (nothing mocked but the clipboard failure). The dogfooding block starts its own app, on
 * a known port, so PUBLIC_URL (hence the snippet's address) is the address the browser opens.
 */

const en = catalog('en');
const ar = catalog('ar');
const PAGE = '/en/stacklens-analytics';

let userCounter = 0;
const premiumUser = (): WebTokenClaims => ({ sub: `fsites-${process.pid}-${Date.now().toString(36)}-${++userCounter}`, isPremium: true });

/** The English text of a message, its ICU arguments replaced (plurals: the `other` branch with #). */
function text(catalogue: Record<string, string>, id: string, values: Record<string, string | number> = {}): string {
  const message = catalogue[id];
  if (message === undefined) throw new Error(`no message ${id}`);
  return message
    .replace(/\{(\w+), plural, (?:[^{}]*\{[^{}]*\})*?\s*other \{([^{}]*)\}\}/g, (_all, name: string, other: string) => other.replace('#', String(values[name])))
    .replace(/\{(\w+), select, (?:[^{}]*\{[^{}]*\})*?\s*other \{([^{}]*)\}\}/g, (_all, name: string, other: string) => {
      const option = new RegExp(`${String(values[name])} \\{([^{}]*)\\}`).exec(message);
      return option?.[1] ?? other;
    })
    .replace(/\{(\w+)\}/g, (_all, name: string) => String(values[name]));
}

/** The browser globals the page functions below use (this tsconfig has no DOM lib). */
interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null };
  navigator: { clipboard: { readText(): Promise<string>; writeText(text: string): Promise<void> } };
  document: {
    querySelector(selector: string): { open?: boolean; value?: string; activeElement?: unknown; hasAttribute(name: string): boolean; getAttribute(name: string): string | null } | null;
    activeElement: { closest(selector: string): unknown } | null;
  };
}

/** Calls the API from the page with the session's token, as the app does. */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([url, method, body]) => {
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${(globalThis as unknown as BrowserGlobals).localStorage.getItem('access_token') ?? ''}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    [path, init.method ?? 'GET', init.body] as const,
  );
}


/** A site name as the page puts it into a sentence: in Unicode isolates (features/analytics/bidi.ts). */
const iso = (name: string) => `\u2068${name}\u2069`;

const notice = (page: Page, message: string) => page.getByTestId('analytics-notices').getByText(message, { exact: true });
const isFocused = async (locator: Locator) => (await locator.and(locator.page().locator(':focus')).count()) === 1;

describe('web: StackLens Analytics sites', function () {
  this.timeout(120_000);
  const web = webHarness();

  /** A premium user's page, optionally with sites already added through the API. */
  async function openAnalytics(options: { sites?: { name: string; url: string }[]; path?: string; locale?: 'en' | 'ar'; colorScheme?: 'light' | 'dark' } = {}) {
    const user = premiumUser();
    const locale = options.locale ?? 'en';
    const { page, context } = await web.visit(`/${locale}/stacklens-analytics`, { user, locale: locale === 'ar' ? 'ar' : 'en-US', colorScheme: options.colorScheme ?? 'light' });
    await page.getByTestId('analytics-page').waitFor();
    const ids: string[] = [];
    for (const site of options.sites ?? []) {
      const { status, body } = await api<{ site: { id: string } }>(page, '/api/analytics/sites', { method: 'POST', body: site });
      expect(status, `POST site ${site.name}`).to.equal(201);
      ids.push(body.site.id);
    }
    if (options.sites?.length || options.path) {
      await page.goto(`${new URL(page.url()).origin}/${locale}/stacklens-analytics${options.path ?? ''}`);
      await page.getByTestId('analytics-page').waitFor();
    }
    return { page, context, user, ids };
  }

  it('is premium: another signed-in user is sent to the pricing page, and the dashboard card links here', async () => {
    const { page } = await web.visit(PAGE, { user: { sub: `fsites-free-${process.pid}-${++userCounter}` } });
    await page.waitForURL(/\/en\/pricing$/);
    expect(pathOf(page)).to.equal('/en/pricing');

    const premium = await web.visit('/en/dashboard', { user: premiumUser() });
    const card = premium.page.locator('a[href="/en/stacklens-analytics"]').first();
    await card.waitFor();
    await card.click();
    await premium.page.getByTestId('analytics-page').waitFor();
    expect(pathOf(premium.page)).to.equal(PAGE);
  });

  it('welcomes a new owner, shows the add-site messages, adds the site and opens its tracking code', async () => {
    const { page } = await openAnalytics();
    const welcome = page.getByTestId('analytics-welcome');
    expect(await welcome.getAttribute('data-variant')).to.equal('empty');
    expect(await welcome.locator('h2').textContent()).to.equal(text(en, 'analytics.welcome.empty.title', { product: 'StackLens Analytics' }));
    expect(await page.title()).to.equal(text(en, 'analytics.sites.documentTitle', { product: 'StackLens Analytics' }));

    const form = page.getByTestId('analytics-add-site');
    await page.getByTestId('analytics-add-site-submit').click();
    await form.getByText(en['analytics.sites.validation.urlRequired']!, { exact: true }).waitFor();
    await form.getByText(en['analytics.sites.validation.nameRequired']!, { exact: true }).waitFor();
    expect(await page.getByTestId('analytics-site-url').getAttribute('aria-invalid')).to.equal('true');
    expect(await isFocused(page.getByTestId('analytics-site-url')), 'focus on the first invalid field').to.equal(true);

    await page.getByTestId('analytics-site-name').fill('Corner Shop');
    await page.getByTestId('analytics-site-url').fill('shop.example');
    await page.getByTestId('analytics-add-site-submit').click();
    await form.getByText(en['analytics.sites.validation.urlScheme']!, { exact: true }).waitFor();
    expect(await form.getByText(en['analytics.sites.validation.nameRequired']!, { exact: true }).count()).to.equal(0);

    await page.getByTestId('analytics-site-url').fill('https://shop.example/');
    await page.getByTestId('analytics-add-site-submit').click();
    await notice(page, text(en, 'analytics.sites.add.success', { name: iso('Corner Shop') })).waitFor();
    await page.getByTestId('analytics-tracking-code').waitFor();
    const params = new URL(page.url()).searchParams;
    const siteId = params.get('site')!;
    expect(params.get('view')).to.equal('tracking');
    expect(await page.locator('h1').textContent()).to.equal('Corner Shop');
    expect(await page.title()).to.equal(text(en, 'analytics.sites.siteDocumentTitle', { site: 'Corner Shop', product: 'StackLens Analytics' }));

    // The panel shows exactly what the server wrote, which names this site.
    const { body } = await api<{ site: { trackingCode: string; url: string } }>(page, `/api/analytics/sites/${siteId}`);
    expect(await page.getByTestId('analytics-tracking-code-text').textContent()).to.equal(body.site.trackingCode);
    expect(body.site.trackingCode).to.include(`data-site="${siteId}"`);
    expect(body.site.url).to.equal('https://shop.example');

    // A reload keeps the site and the section.
    await page.reload();
    await page.getByTestId('analytics-tracking-code').waitFor();
    expect(await page.getByRole('tab', { name: en['analytics.site.tab.tracking'] }).getAttribute('aria-selected')).to.equal('true');

    await page.getByTestId('analytics-back').click();
    const card = page.getByTestId('analytics-site-card');
    await card.waitFor();
    expect(await card.count()).to.equal(1);
    expect(await card.locator('h3').textContent()).to.equal('Corner Shop');
    expect(await card.getByTestId('analytics-site-tracking').textContent()).to.equal(en['analytics.sites.card.trackingOn']);
    expect(await page.getByTestId('analytics-welcome').getAttribute('data-variant')).to.equal('few');
  });

  it("says 'Error while adding site' when the server fails, and keeps what was typed", async () => {
    web.expectConsoleErrors(/status of 500/);
    const { page } = await openAnalytics();
    // The one failure this file provokes: the server cannot add the site.
    await page.route('**/api/analytics/sites', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'boom', code: 'INTERNAL_ERROR' }) })
        : route.continue(),
    );
    await page.getByTestId('analytics-site-name').fill('Broken Shop');
    await page.getByTestId('analytics-site-url').fill('https://broken.example');
    await page.getByTestId('analytics-add-site-submit').click();
    await page.getByTestId('analytics-add-site-error').getByText(en['analytics.sites.add.failed']!, { exact: true }).waitFor();
    expect(await page.getByTestId('analytics-site-name').inputValue()).to.equal('Broken Shop');
    expect(await page.getByTestId('analytics-site-url').inputValue()).to.equal('https://broken.example');

    await page.unroute('**/api/analytics/sites');
    await page.getByTestId('analytics-add-site-submit').click();
    await notice(page, text(en, 'analytics.sites.add.success', { name: iso('Broken Shop') })).waitFor();
  });

  it('lists the sites, opens one from the keyboard, and drops the tips from three sites on', async () => {
    const { page, ids } = await openAnalytics({
      sites: [
        { name: 'Alpha', url: 'https://alpha.example' },
        { name: 'Beta', url: 'https://beta.example' },
        { name: 'Gamma', url: 'http://gamma.example' },
      ],
    });
    const cards = page.getByTestId('analytics-site-card');
    await cards.first().waitFor();
    expect(await cards.count()).to.equal(3);
    expect(await page.getByTestId('analytics-welcome').count(), 'no welcome from 3 sites').to.equal(0);
    expect(await page.getByTestId('analytics-site-list').getByText(text(en, 'analytics.sites.list.count', { count: 3 }), { exact: true }).count()).to.equal(1);

    const beta = cards.filter({ hasText: 'Beta' });
    await beta.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('analytics-site-header').waitFor();
    expect(new URL(page.url()).searchParams.get('site')).to.equal(ids[1]);
    expect(await page.locator('h1').textContent()).to.equal('Beta');
    // The dashboard (frontend-dashboard's component) is the first section.
    expect(await page.getByRole('tab', { name: en['analytics.site.tab.dashboard'] }).getAttribute('aria-selected')).to.equal('true');
    expect(await page.getByTestId('analytics-panel-dashboard').isVisible()).to.equal(true);

    // Arrow keys move between the sections and keep the choice in the address.
    await page.getByRole('tab', { name: en['analytics.site.tab.dashboard'] }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('analytics-tracking-code').waitFor();
    expect(new URL(page.url()).searchParams.get('view')).to.equal('tracking');
  });

  it('copies the tracking code, and says so when the clipboard refuses', async () => {
    const { page, context, ids } = await openAnalytics({ sites: [{ name: 'Copy Site', url: 'https://copy.example' }] });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.goto(`${new URL(page.url()).origin}${PAGE}?site=${ids[0]}&view=tracking`);
    const code = (await page.getByTestId('analytics-tracking-code-text').textContent())!;
    await page.getByTestId('analytics-copy-code').click();
    await notice(page, en['analytics.code.copied']!).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText())).to.equal(code);
    expect(code).to.match(/^<script defer src="[^"]+\/s\.js" data-site="[0-9a-f-]{36}"><\/script>$/);

    await page.evaluate(() => {
      (globalThis as unknown as BrowserGlobals).navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await page.getByTestId('analytics-copy-code').click();
    await page.getByTestId('analytics-copy-error').getByText(en['analytics.code.copyFailed']!, { exact: true }).waitFor();
  });

  it('saves the settings: tracking off and Do Not Track off survive a reload and change the list and the code', async () => {
    const { page, ids } = await openAnalytics({ sites: [{ name: 'Settings Site', url: 'http://settings.example' }] });
    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}${PAGE}?site=${ids[0]}&view=settings`);
    const tracking = page.getByTestId('analytics-setting-trackingEnabled');
    const dnt = page.getByTestId('analytics-setting-respectDnt');
    expect(await tracking.getAttribute('aria-checked')).to.equal('true');
    expect(await tracking.getAttribute('role')).to.equal('switch');
    await tracking.click();
    await notice(page, text(en, 'analytics.settings.switchSaved', { setting: en['analytics.settings.tracking']!, state: 'off' })).waitFor();
    expect(await tracking.getAttribute('aria-checked')).to.equal('false');
    await dnt.press('Space');
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).document.querySelector('[data-testid="analytics-setting-respectDnt"]')?.getAttribute('aria-checked') === 'false');

    // The settings form keeps http for an unchanged address, and asks https for a new one (docs/product.md §8).
    await page.getByTestId('analytics-settings-url').fill('http://other.example');
    await page.getByTestId('analytics-settings-save').click();
    await page.getByTestId('analytics-settings').getByText(en['analytics.sites.validation.urlHttps']!, { exact: true }).waitFor();
    await page.getByTestId('analytics-settings-name').fill('');
    await page.getByTestId('analytics-settings-url').fill('https://other.example');
    await page.getByTestId('analytics-settings-save').click();
    await page.getByTestId('analytics-settings').getByText(en['analytics.sites.validation.settingsNameRequired']!, { exact: true }).waitFor();
    await page.getByTestId('analytics-settings-name').fill('Renamed Site');
    await page.getByTestId('analytics-settings-save').click();
    await notice(page, en['analytics.settings.saved']!).waitFor();

    await page.reload();
    await page.getByTestId('analytics-settings').waitFor();
    expect(await page.getByTestId('analytics-setting-trackingEnabled').getAttribute('aria-checked')).to.equal('false');
    expect(await page.getByTestId('analytics-setting-respectDnt').getAttribute('aria-checked')).to.equal('false');
    expect(await page.getByTestId('analytics-settings-url').inputValue()).to.equal('https://other.example');
    expect(await page.locator('h1').textContent()).to.equal('Renamed Site');
    expect(await page.getByText(en['analytics.site.trackingOffNotice']!, { exact: true }).count()).to.equal(1);

    await page.getByRole('tab', { name: en['analytics.site.tab.tracking'] }).click();
    expect(await page.getByTestId('analytics-tracking-code-text').textContent()).to.include('data-respect-dnt="false"');

    await page.getByTestId('analytics-back').click();
    await page.getByTestId('analytics-site-card').waitFor();
    expect(await page.getByTestId('analytics-site-card').getByTestId('analytics-site-tracking').textContent()).to.equal(en['analytics.sites.card.trackingOff']);
  });

  it('adds and removes exclusions, excludes this device and reactivates it, from a keyboard-trapped dialog', async () => {
    web.expectConsoleErrors(/status of 400/); // the refused IP address, on purpose
    const { page, ids } = await openAnalytics({ sites: [{ name: 'Exclusion Site', url: 'https://exclusion.example' }] });
    await page.goto(`${new URL(page.url()).origin}${PAGE}?site=${ids[0]}&view=data`);
    const opener = page.getByTestId('analytics-open-exclusions');
    await opener.click();
    const dialog = page.getByTestId('analytics-exclusions-dialog');
    await dialog.getByTestId('analytics-exclusions-empty').waitFor();
    expect(await dialog.evaluate((element) => (element as unknown as { open: boolean }).open)).to.equal(true);
    expect(await dialog.getAttribute('aria-labelledby')).to.be.a('string');

    await dialog.getByTestId('analytics-exclusion-add').click();
    await dialog.getByText(en['analytics.manage.exclusions.valueRequired']!, { exact: true }).waitFor();
    await dialog.getByTestId('analytics-exclusion-value').fill('not-an-ip');
    await dialog.getByTestId('analytics-exclusion-add').click();
    await dialog.getByText(en['analytics.manage.exclusions.invalidIp']!, { exact: true }).waitFor();
    expect(await dialog.getByTestId('analytics-exclusion-value').inputValue(), 'what was typed stays').to.equal('not-an-ip');

    await dialog.getByTestId('analytics-exclusion-value').fill('203.0.113.7');
    await dialog.getByTestId('analytics-exclusion-add').click();
    await dialog.getByTestId('analytics-exclusions-status').getByText(en['analytics.manage.exclusions.added']!, { exact: false }).waitFor();
    const items = dialog.getByTestId('analytics-exclusion');
    await items.first().waitFor();
    expect(await items.count()).to.equal(1);
    expect(await items.first().textContent()).to.include('203.0.113.7');

    await dialog.getByTestId('analytics-exclude-device').click();
    await dialog.getByTestId('analytics-reactivate').waitFor();
    expect(await dialog.getByTestId('analytics-device').getAttribute('data-excluded')).to.equal('true');
    expect(await items.count()).to.equal(2);
    await dialog.getByTestId('analytics-reactivate').click();
    await dialog.getByTestId('analytics-exclusions-status').getByText(en['analytics.manage.device.reactivated']!, { exact: false }).waitFor();
    await dialog.getByTestId('analytics-exclude-device').waitFor();
    expect(await dialog.getByTestId('analytics-exclusions-status').textContent()).to.include(en['analytics.manage.device.reload']!);

    await items.first().getByTestId('analytics-exclusion-remove').click();
    await dialog.getByTestId('analytics-exclusions-status').getByText(en['analytics.manage.exclusions.saved']!, { exact: false }).waitFor();
    await dialog.getByTestId('analytics-exclusions-empty').waitFor();

    // Focus stays inside while open; Escape closes and gives focus back to the opener.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!(globalThis as unknown as BrowserGlobals).document.activeElement?.closest('[data-testid="analytics-exclusions-dialog"]'))).to.equal(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !((globalThis as unknown as BrowserGlobals).document.querySelector('[data-testid="analytics-exclusions-dialog"]') as unknown as { open: boolean }).open);
    expect(await isFocused(opener)).to.equal(true);

    const { body } = await api<{ exclusions: unknown[] }>(page, `/api/analytics/sites/${ids[0]}/exclusions`);
    expect(body.exclusions).to.deep.equal([]);
  });

  it('purges only after the right sum: a wrong answer says so and asks again', async () => {
    web.expectConsoleErrors(/status of 400/); // the wrong answer, on purpose
    const { page, ids } = await openAnalytics({ sites: [{ name: 'Purge Site', url: 'https://purge.example' }] });
    await page.goto(`${new URL(page.url()).origin}${PAGE}?site=${ids[0]}&view=data`);
    await page.getByTestId('analytics-open-purge').click();
    const dialog = page.getByTestId('analytics-purge-dialog');
    const answer = dialog.getByTestId('analytics-purge-answer');
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).document.querySelector('[data-testid="analytics-purge-answer"]')?.hasAttribute('data-a'));
    const sum = async () => Number(await answer.getAttribute('data-a')) + Number(await answer.getAttribute('data-b'));
    const first = await sum();
    const label = await dialog.locator(`label[for="${await answer.getAttribute('id')}"]`).textContent();
    expect(label).to.equal(text(en, 'analytics.manage.purge.question', { a: (await answer.getAttribute('data-a'))!, b: (await answer.getAttribute('data-b'))! }));

    await dialog.getByTestId('analytics-purge-scope-30d').check();
    await answer.fill(String(first + 1));
    const nextQuestion = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/purge-challenge'));
    await dialog.getByTestId('analytics-purge-submit').click();
    await dialog.getByText(en['analytics.manage.purge.wrong']!, { exact: true }).waitFor();
    await nextQuestion;
    expect(await dialog.getByTestId('analytics-purge-scope-30d').isChecked(), 'the scope chosen stays').to.equal(true);
    await page.waitForFunction(() => {
      const input = (globalThis as unknown as BrowserGlobals).document.querySelector('[data-testid="analytics-purge-answer"]');
      return input?.hasAttribute('data-a') && input.value === '';
    });

    await answer.fill(String(await sum()));
    await dialog.getByTestId('analytics-purge-submit').click();
    await dialog.getByTestId('analytics-purge-status').getByText(text(en, 'analytics.manage.purge.done', { count: 0 }), { exact: true }).waitFor({ timeout: 30_000 });
  });

  it('exports after the confirmation tick and downloads the file with the session', async () => {
    const { page, ids } = await openAnalytics({ sites: [{ name: 'Export Site', url: 'https://export.example' }] });
    await page.goto(`${new URL(page.url()).origin}${PAGE}?site=${ids[0]}&view=data`);
    await page.getByTestId('analytics-open-export').click();
    const dialog = page.getByTestId('analytics-export-dialog');
    await dialog.getByTestId('analytics-export-json').check();
    await dialog.getByTestId('analytics-export-submit').click();
    await dialog.getByText(en['analytics.manage.export.confirmRequired']!, { exact: true }).waitFor();
    await dialog.getByTestId('analytics-export-confirm').check();
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await dialog.getByTestId('analytics-export-submit').click();
    const file = await download;
    expect(file.suggestedFilename()).to.match(/\.json$/);
    const status = dialog.getByTestId('analytics-export-status');
    await status.getByText(text(en, 'analytics.manage.export.done', { filename: file.suggestedFilename(), rows: 0 }), { exact: true }).waitFor();
  });

  it('deletes the site data, then the site, each after its name and the acknowledgement', async () => {
    const { page, ids } = await openAnalytics({ sites: [{ name: 'Doomed Site', url: 'https://doomed.example' }] });
    await page.goto(`${new URL(page.url()).origin}${PAGE}?site=${ids[0]}&view=data`);

    await page.getByTestId('analytics-open-delete-data').click();
    const data = page.getByTestId('analytics-delete-data-dialog');
    await data.getByTestId('analytics-delete-data-dialog-name').fill('doomed site');
    await data.getByTestId('analytics-delete-data-dialog-submit').click();
    await data.getByText(en['analytics.manage.confirm.nameMismatch']!, { exact: true }).waitFor();
    await data.getByTestId('analytics-delete-data-dialog-name').fill('Doomed Site');
    await data.getByTestId('analytics-delete-data-dialog-submit').click();
    await data.getByText(en['analytics.manage.confirm.acknowledgeRequired']!, { exact: true }).waitFor();
    expect(await data.getByTestId('analytics-delete-data-dialog-name').inputValue()).to.equal('Doomed Site');
    await data.getByTestId('analytics-delete-data-dialog-ack').check();
    await data.getByTestId('analytics-delete-data-dialog-submit').click();
    await data.getByTestId('analytics-delete-data-dialog-status').getByText(text(en, 'analytics.manage.deleteData.done', { count: 0 }), { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('analytics-open-delete-site').click();
    const site = page.getByTestId('analytics-delete-site-dialog');
    await site.getByTestId('analytics-delete-site-dialog-name').fill('Doomed Site');
    await site.getByTestId('analytics-delete-site-dialog-ack').check();
    await site.getByTestId('analytics-delete-site-dialog-submit').click();
    await notice(page, text(en, 'analytics.manage.deleteSite.done', { name: iso('Doomed Site') })).waitFor();
    await page.getByTestId('analytics-welcome').waitFor();
    expect(await page.getByTestId('analytics-welcome').getAttribute('data-variant')).to.equal('empty');
    expect(new URL(page.url()).search).to.equal('');
    web.expectConsoleErrors(/status of 404/); // the check below asks for the deleted site
    expect((await api(page, `/api/analytics/sites/${ids[0]}`)).status).to.equal(404);
  });

  it('says when the site does not exist or is not yours', async () => {
    web.expectConsoleErrors(/status of 404/);
    const { page } = await openAnalytics({ path: '?site=00000000-0000-4000-8000-000000000000' });
    await page.getByTestId('analytics-site-not-found').getByText(en['analytics.site.notFound']!, { exact: true }).waitFor();
  });

  it('shows admins the events the tracker dropped, by translated reason', async () => {
    const { page } = await web.visit('/en/admin?tab=analytics-dropped', { user: { sub: `fsites-admin-${process.pid}-${++userCounter}`, isAdmin: true } });
    const origin = new URL(page.url()).origin;
    const counts = async () => (await api<{ counts: Record<string, number> }>(page, '/api/admin/analytics/dropped')).body.counts;
    const before = (await counts())['invalid:not-json'] ?? 0;
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${origin}/t/e`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'this is not json' });
      expect(response.status, 'the tracker answers a refused body without an error status').to.be.below(500);
    }
    // The tracker adds its counts to the live store every second or so.
    let now = before;
    for (let attempt = 0; attempt < 50 && now < before + 3; attempt++) {
      await page.waitForTimeout(200);
      now = (await counts())['invalid:not-json'] ?? 0;
    }
    expect(now).to.equal(before + 3);

    await page.getByTestId('admin-analytics-dropped-refresh').click();
    const row = page.getByTestId('admin-analytics-dropped').locator('tr[data-reason="invalid:not-json"]');
    await row.getByText(String(now), { exact: true }).waitFor();
    expect(await row.locator('th').textContent()).to.equal(en['admin.analyticsDropped.reason.notJson']);
    const total = Object.values(await counts()).reduce((sum, n) => sum + n, 0);
    expect(await page.getByTestId('admin-analytics-dropped').locator('tfoot td').textContent()).to.equal(total.toLocaleString('en-US'));
    await web.screenshot(page, 'analytics-dropped-admin-en-light.png');

    const arabic = await web.visit('/ar/admin?tab=analytics-dropped', { user: { sub: `fsites-admin-${process.pid}-${++userCounter}`, isAdmin: true }, locale: 'ar', colorScheme: 'dark' });
    await arabic.page.getByTestId('admin-analytics-dropped').locator('tr[data-reason="invalid:not-json"] th').getByText(ar['admin.analyticsDropped.reason.notJson']!, { exact: true }).waitFor();
    await web.screenshot(arabic.page, 'analytics-dropped-admin-ar-dark.png');
  });

  it('fits a 360 px screen without sideways scrolling, in English and Arabic', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const user = premiumUser();
      const { page } = await web.visit(`/${locale}/stacklens-analytics`, { user, locale, viewport: { width: 360, height: 780 }, isMobile: true });
      await page.getByTestId('analytics-welcome').waitFor();
      const { body } = await api<{ site: { id: string } }>(page, '/api/analytics/sites', {
        method: 'POST',
        body: { name: 'A site with a rather long name for a small screen', url: 'https://a-rather-long-subdomain.example.com/with/a/path' },
      });
      const overflow = () => page.evaluate(() => {
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      await page.reload();
      await page.getByTestId('analytics-site-card').waitFor();
      expect(await overflow(), `${locale} list`).to.equal(0);
      for (const view of ['tracking', 'settings', 'data'] as const) {
        await page.goto(`${new URL(page.url()).origin}/${locale}/stacklens-analytics?site=${body.site.id}&view=${view}`);
        await page.getByTestId(`analytics-panel-${view}`).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await overflow(), `${locale} ${view}`).to.equal(0);
      }
      await web.screenshot(page, `analytics-sites-data-mobile-${locale}-light.png`, true);
    }
  });

  it('takes screenshots in English and Arabic, light and dark', async () => {
    // Each step is pictured and checked in both schemes, the system switching in place (the scheme it was
    // left in first): one visit per language instead of one per language and scheme.
    let last: 'light' | 'dark' = 'light';
    const inBothSchemes = async (page: Page, step: (colorScheme: 'light' | 'dark') => Promise<unknown>) => {
      for (const colorScheme of last === 'light' ? (['light', 'dark'] as const) : (['dark', 'light'] as const)) {
        await switchColorScheme(page, colorScheme);
        await step(colorScheme);
        last = colorScheme;
      }
    };
    for (const locale of ['en', 'ar'] as const) {
      const messages = locale === 'ar' ? ar : en;
      const empty = await openAnalytics({ locale });
      await empty.page.getByTestId('analytics-welcome').waitFor();
      await inBothSchemes(empty.page, async (colorScheme) => {
        await web.screenshot(empty.page, `analytics-sites-empty-${locale}-${colorScheme}.png`, true);
        expect(await seriousViolations(empty.page), `empty welcome, ${colorScheme}`).to.deep.equal([]);
      });

      const { page, ids } = await openAnalytics({
        locale,
        sites: [
          { name: locale === 'ar' ? 'متجر الزاوية' : 'Corner Shop', url: 'https://shop.example' },
          { name: 'Docs', url: 'https://docs.example' },
        ],
      });
      await page.getByTestId('analytics-site-card').first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await page.getByTestId('analytics-welcome').getAttribute('data-variant')).to.equal('few');
      await inBothSchemes(page, async (colorScheme) => {
        await web.screenshot(page, `analytics-sites-list-${locale}-${colorScheme}.png`, true);
        expect(await seriousViolations(page), `site list, ${colorScheme}`).to.deep.equal([]);
      });

      const origin = new URL(page.url()).origin;
      await page.goto(`${origin}/${locale}/stacklens-analytics?site=${ids[0]}&view=tracking`);
      await page.getByTestId('analytics-tracking-code').waitFor();
      await inBothSchemes(page, async (colorScheme) => {
        await web.screenshot(page, `analytics-sites-tracking-${locale}-${colorScheme}.png`, true);
        expect(await seriousViolations(page), `tracking code, ${colorScheme}`).to.deep.equal([]);
      });

      await page.getByRole('tab', { name: messages['analytics.site.tab.data'] }).click();
      await page.getByTestId('analytics-open-exclusions').click();
      await page.getByTestId('analytics-exclusions-empty').waitFor();
      await inBothSchemes(page, async (colorScheme) => {
        await web.screenshot(page, `analytics-sites-exclusions-${locale}-${colorScheme}.png`);
        expect(await seriousViolations(page), `exclusions dialog, ${colorScheme}`).to.deep.equal([]);
      });
      await page.keyboard.press('Escape');

      await page.getByTestId('analytics-open-purge').click();
      await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).document.querySelector('[data-testid="analytics-purge-answer"]')?.hasAttribute('data-a'));
      await inBothSchemes(page, async (colorScheme) => {
        await web.screenshot(page, `analytics-sites-purge-${locale}-${colorScheme}.png`);
        expect(await seriousViolations(page), `purge dialog, ${colorScheme}`).to.deep.equal([]);
      });
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: messages['analytics.site.tab.settings'] }).click();
      await page.getByTestId('analytics-settings').waitFor();
      await inBothSchemes(page, async (colorScheme) => {
        await web.screenshot(page, `analytics-sites-settings-${locale}-${colorScheme}.png`, true);
        expect(await seriousViolations(page), `settings, ${colorScheme}`).to.deep.equal([]);
      });

      await page.getByRole('tab', { name: messages['analytics.site.tab.dashboard'] }).click();
      await page.getByTestId('analytics-panel-dashboard').waitFor();
      // The reports below the figures come last: a picture taken before them is cut short.
      await page.getByTestId('panel-pages').getByTestId('report-empty').waitFor();
      await page.waitForLoadState('networkidle');
      await inBothSchemes(page, (colorScheme) => web.screenshot(page, `analytics-sites-dashboard-${locale}-${colorScheme}.png`, true));
    }
  });
});

/** A port free right now, so the app can be told its own public address before it starts. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

describe('web: StackLens tracks its own pages only after analytics consent (dogfooding)', function () {
  this.timeout(120_000);

  let app: TestApp;
  let browser: Browser;
  let baseUrl: string;
  const contexts: BrowserContext[] = [];

  before(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    app = await startTestApp({ env: { FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist'), PORT: String(port), PUBLIC_URL: baseUrl } });
    browser = await launchBrowser();
  });

  after(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    await browser?.close();
    await app?.stop();
  });

  const trackerRequests = (requests: Request[]) => requests.filter((r) => /\/s\.js$|\/api\/analytics\/self$/.test(new URL(r.url()).pathname));

  it('loads nothing before the choice, nothing after a refusal, the snippet once after acceptance, and opts out on withdrawal', async () => {
    const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const requests: Request[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(request));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${baseUrl}/en/about`);
    await page.getByTestId('cookie-banner').waitFor();
    await page.waitForLoadState('networkidle');
    expect(trackerRequests(requests).map((r) => r.url()), 'before any choice').to.deep.equal([]);
    expect(await page.locator('script[data-stacklens-self]').count()).to.equal(0);

    await page.getByTestId('consent-reject').click();
    await page.goto(`${baseUrl}/en/contact`);
    await page.waitForLoadState('networkidle');
    expect(trackerRequests(requests).map((r) => r.url()), 'after rejecting').to.deep.equal([]);

    // Accepting analytics later (footer cookie settings) loads the snippet in the same page, once.
    await page.getByTestId('footer-cookie-settings').click();
    await page.getByTestId('consent-analytics').check();
    const snippet = page.waitForRequest((request) => new URL(request.url()).pathname === '/s.js');
    await page.getByTestId('consent-save').click();
    const request = await snippet;
    const answer = (await (await fetch(`${baseUrl}/api/analytics/self`)).json()) as { siteId: string; scriptUrl: string };
    expect(answer.siteId).to.match(/^[0-9a-f-]{36}$/);
    // Same origin as the app: the answer is the path alone, loaded from the address the page was opened with.
    expect(answer.scriptUrl).to.equal('/s.js');
    expect(request.url()).to.equal(`${baseUrl}/s.js`);
    const script = page.locator('script[data-stacklens-self]');
    await script.waitFor({ state: 'attached' });
    expect(await script.getAttribute('data-site')).to.equal(answer.siteId);
    expect(await script.getAttribute('src')).to.equal(`${baseUrl}/s.js`);
    expect(await script.evaluate((element) => (element as unknown as { defer: boolean }).defer)).to.equal(true);
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('stacklens_optout'))).to.equal(null);

    // Navigating in the app never adds a second one.
    await page.getByRole('link', { name: /about/i }).first().click();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('script[data-stacklens-self]').count()).to.equal(1);
    expect(trackerRequests(requests).filter((r) => new URL(r.url()).pathname === '/s.js')).to.have.length(1);

    // Withdrawing sets the snippet's opt-out flag; a new page load then records nothing and loads nothing.
    await page.getByTestId('footer-cookie-settings').click();
    await page.getByTestId('consent-analytics').uncheck();
    await page.getByTestId('consent-save').click();
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('stacklens_optout') === '1');
    const before = trackerRequests(requests).length;
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(trackerRequests(requests).length).to.equal(before);
    expect(await page.locator('script[data-stacklens-self]').count()).to.equal(0);

    // Consenting again removes the flag.
    await page.getByTestId('footer-cookie-settings').click();
    await page.getByTestId('consent-analytics').check();
    await page.getByTestId('consent-save').click();
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('stacklens_optout') === null);
    await page.locator('script[data-stacklens-self]').waitFor({ state: 'attached' });
    expect(errors).to.deep.equal([]);
  });

  it('sends the CSP that lets the page load its snippet from the address the app announces', async () => {
    const response = await fetch(`${baseUrl}/en`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).to.include("script-src 'self'");
    const { scriptUrl } = (await (await fetch(`${baseUrl}/api/analytics/self`)).json()) as { scriptUrl: string };
    // Same origin here: the path alone, which 'self' covers, and no other origin was added.
    expect(scriptUrl).to.equal('/s.js');
    expect(new URL(scriptUrl, baseUrl).origin).to.equal(baseUrl);
    expect(csp).to.not.include('http://127.0.0.1');
  });
});
