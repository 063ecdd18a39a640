import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { webBaseUrl } from '../../support/web.js';
import { webUser } from '../../support/seed-web-user.js';
import { catalog, pathOf, switchColorScheme, webHarness } from '../../support/web-harness.js';

/**
 * The settings page's appearance and cookie sections (docs/product.md §2, §12.6, §14), and the development-only UI
 * check page with its chart, in English and Arabic.
 */

const en = catalog('en');
const ar = catalog('ar');
const user = { sub: 'settings-user', isStandard: true };

const RECORD_EVENTS = `window.__events = []; window.addEventListener('analytics-preference-changed', (e) => window.__events.push(e.detail));`;
async function serverPreferences(sub: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${webBaseUrl()}/api/user/preferences`, { headers: { Authorization: `Bearer ${await webUser({ sub })}` } });
  return ((await response.json()) as { preferences: Record<string, unknown> }).preferences;
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met within 5 s');
}

const background = (page: Page) => page.evaluate<string>('getComputedStyle(document.body).backgroundColor');

describe('web: settings and the UI check page', function () {
  this.timeout(60_000);
  const web = webHarness();

  describe('settings', () => {
    it('opens the account section from /profile, scrolled into view; a visitor is sent to sign in first', async () => {
      const { page } = await web.visit('/en/profile', { user, viewport: { width: 1280, height: 500 } });
      await page.waitForURL((url) => url.pathname === '/en/settings' && url.hash === '#account');
      await page.getByTestId('account-username').waitFor();
      // Scrolled to the section: its top in the upper half of a short window, the page no longer at its top.
      await page.waitForFunction('window.scrollY > 0');
      const top = await page.evaluate<number>("document.getElementById('account').getBoundingClientRect().top");
      expect(top, 'the account section starts in the upper half of the window').to.be.within(0, 250);
      const visitor = await web.visit('/fr/profile');
      await visitor.page.waitForURL((url) => url.pathname === '/fr/login');
      expect(new URL(visitor.page.url()).searchParams.get('next')).to.equal('/fr/profile');
    });

    it('applies a chosen theme and goes back to the device scheme', async () => {
      const { page } = await web.visit('/en/settings', { user, colorScheme: 'dark' });
      const section = page.getByTestId('settings-appearance');
      await section.waitFor();
      expect(await page.getByTestId('settings-theme-system').isChecked()).to.equal(true);
      const deviceDark = await background(page);
      await page.getByTestId('settings-theme-greenAmbiance').check();
      expect(await background(page)).to.equal('rgb(238, 246, 240)');
      await page.getByTestId('settings-theme-system').check();
      expect(await background(page)).to.equal(deviceDark);
    });

    it('switches the language from its buttons, keeping the page', async () => {
      const { page, context } = await web.visit('/en/settings#appearance', { user });
      await page.getByTestId('settings-language-fr').click();
      await page.waitForURL((url) => url.pathname === '/fr/settings');
      expect(pathOf(page)).to.equal('/fr/settings#appearance');
      await page.locator('html[lang="fr"]').waitFor({ state: 'attached' });
      expect((await context.cookies()).find((c) => c.name === 'locale')?.value).to.equal('fr');
      expect(await page.getByTestId('settings-language-fr').getAttribute('aria-pressed')).to.equal('true');
    });

    it('keeps a signed-in user’s chosen language and theme on the server (docs/product.md §2.4 preferredLanguage)', async () => {
      const sub = 'settings-sync';
      const { page } = await web.visit('/en/settings', { user: { sub, isStandard: true } });
      await page.getByTestId('settings-theme-dark').check();
      await eventually(async () => (await serverPreferences(sub)).appTheme === 'dark');
      await page.getByTestId('language-switcher').click();
      await page.locator('a[hreflang="es"]').click();
      await page.waitForURL((url) => url.pathname === '/es/settings');
      await eventually(async () => (await serverPreferences(sub)).preferredLanguage === 'es');
    });

    it('saves cookie choices, firing the analytics event, and Reset shows the banner again', async () => {
      const { page, context } = await web.visit('/en/settings#cookies', { user, setup: (_p, c) => c.addInitScript(RECORD_EVENTS) });
      const cookies = page.getByTestId('consent-settings');
      await cookies.waitFor();
      await cookies.getByTestId('consent-analytics').check();
      await page.getByTestId('consent-settings-save').click();
      await page.getByText(en['consent.settings.saved']!).waitFor();
      expect(await page.evaluate<unknown[]>('window.__events')).to.deep.equal([{ enabled: true }]);
      const stored = (await context.cookies()).find((c) => c.name === 'stacklens_cookie_consent');
      expect(JSON.parse(decodeURIComponent(stored!.value))).to.deep.include({ consentGiven: true });

      await page.getByTestId('consent-settings-reset').click();
      await page.getByRole('region', { name: en['consent.banner.region'] }).waitFor();
      expect((await context.cookies()).find((c) => c.name === 'stacklens_cookie_consent')).to.equal(undefined);
      expect(await page.evaluate<unknown[]>('window.__events')).to.deep.equal([{ enabled: true }, { enabled: false }]);
      expect(await cookies.getByTestId('consent-analytics').isChecked()).to.equal(false);
    });

    it('in Arabic (light and dark) the form is mirrored: controls sit to the right of their labels', async () => {
      const { page } = await web.visit('/ar/settings', { user });
      await page.getByRole('heading', { level: 1, name: ar['settings.title'] }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      const option = page.getByTestId('settings-theme-dark');
      const radio = await option.boundingBox();
      const row = await option.locator('xpath=..').boundingBox();
      expect(radio!.x, 'radio in the right half of its row').to.be.greaterThan(row!.x + row!.width / 2);
      const heading = await page.locator('h1').boundingBox();
      const main = await page.getByRole('main').boundingBox();
      expect(main!.x + main!.width - (heading!.x + heading!.width), 'heading starts at the right').to.be.lessThan(heading!.x - main!.x);
      // Reached once, pictured in both schemes as the system switches in place.
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await web.screenshot(page, `settings-ar-${scheme}.png`, true);
      }
    });
  });

  describe('UI check page (/test, development only)', () => {
    it('shows locale formats, every server error code translated, and a chart', async () => {
      const { page } = await web.visit('/en/test');
      await page.getByTestId('ui-check').waitFor();
      expect(await page.locator('h1').textContent()).to.equal(en['uiCheck.title']);
      expect(await page.getByText(en['shared.errors.code.rateLimited']!).count()).to.equal(1);
      await page.getByTestId('ui-check-chart').locator('.highcharts-legend-item').first().waitFor();
      expect(await page.getByTestId('ui-check-chart').locator('.highcharts-legend-item').count()).to.equal(2);
    });

    it('in Arabic (light and dark) the chart legend and category axis run right to left', async () => {
      const { page } = await web.visit('/ar/test');
      const chart = page.getByTestId('ui-check-chart');
      const items = chart.locator('.highcharts-legend-item');
      await items.first().waitFor();
      const first = await items.nth(0).boundingBox();
      const second = await items.nth(1).boundingBox();
      expect(first!.x, 'first legend entry right of the second').to.be.greaterThan(second!.x);
      // Legend symbols come after the text, i.e. at the right end of each entry in Arabic.
      const symbol = await items.nth(0).locator('.highcharts-graph').boundingBox();
      expect(symbol!.x, 'symbol at the right end of its entry').to.be.greaterThan(first!.x + first!.width / 2);
      const labels = chart.locator('.highcharts-xaxis-labels text');
      const monday = await labels.first().boundingBox();
      const sunday = await labels.last().boundingBox();
      expect(monday!.x, 'the week starts on the right').to.be.greaterThan(sunday!.x);
      // Reached once, pictured in both schemes as the system switches in place.
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await web.screenshot(page, `ui-check-ar-${scheme}.png`, true);
      }
    });
  });
});
