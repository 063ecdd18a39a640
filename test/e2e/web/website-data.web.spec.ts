import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { InsertWebsiteDataResponse } from '../../../src/modules/audits/contract.js';
import { webUser } from '../../support/seed-web-user.js';
import { webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { captureScreenshot, catalog, pathOf, webHarness, type Catalog } from '../../support/web-harness.js';

/**
 * Website data against the real API (audits README, "Website data"): the settings' websites section
 * (empty state, docs/product.md §8's two messages, add, edit, set as main, delete with a confirmation), and
 * the website analysis page pre-filled with the main website's URL, showing its saved URLs and sitemap
 * and starting the analysis of it; English and Arabic, light and dark.
 */

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only. */
interface BrowserWindow {
  getComputedStyle(element: unknown): { direction: string };
}

const en = catalog('en');
const ar = catalog('ar');
const freeUser = (): WebTokenClaims => ({ sub: randomUUID(), status: 'free' });

const SITEMAP = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...Array.from({ length: 14 }, (_, i) => `  <url><loc>https://pottery.example.org/p${i}</loc></url>`), '</urlset>'].join('\n');

/** Saves a website straight through the API, as the account's own token. */
async function saveThroughApi(user: WebTokenClaims, body: Record<string, unknown>) {
  const token = await webUser(user);
  const res = await fetch(`${webBaseUrl()}/api/website/insert-website-data`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).to.equal(200);
  return ((await res.json()) as InsertWebsiteDataResponse).data;
}

const section = (page: Page) => page.getByTestId('settings-websites');
const items = (page: Page) => section(page).getByTestId('website-item');

async function addWebsite(page: Page, messages: Catalog, name: string, url: string) {
  await section(page).getByTestId('website-name').fill(name);
  await section(page).getByTestId('website-url').fill(url);
  await section(page).getByTestId('website-submit').click();
  await section(page).getByTestId('websites-status').getByText(messages['settings.websites.added']!).waitFor();
}

describe('web: website data', function () {
  this.timeout(120_000);
  const web = webHarness({ allowNotFoundPage: false });

  for (const [lang, messages] of [['en', en], ['ar', ar]] as const) {
    it(`settings (${lang}): empty state, field messages, add, edit, set as main, delete with a confirmation`, async () => {
      const { page } = await web.visit(`/${lang}/settings#websites`, { user: freeUser() });
      await section(page).getByTestId('websites-empty').waitFor();
      expect(await section(page).getByTestId('websites-empty').textContent()).to.equal(messages['settings.websites.empty']);
      expect(await section(page).locator('#websites-title').textContent()).to.equal(messages['settings.websites.title']);

      // docs/product.md §8's two messages, client-side, focus on the first wrong field.
      await section(page).getByTestId('website-submit').click();
      expect(await section(page).locator('#website-name-error').textContent()).to.equal(messages['settings.websites.error.nameRequired']);
      expect(await section(page).locator('#website-url-error').textContent()).to.equal(messages['settings.websites.error.urlHttps']);
      expect(await section(page).getByTestId('website-name').evaluate((el) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).to.equal(true);
      await section(page).getByTestId('website-name').fill('Pottery');
      await section(page).getByTestId('website-url').fill('http://pottery.example.org');
      await section(page).getByTestId('website-submit').click();
      expect(await section(page).locator('#website-name-error').count()).to.equal(0);
      expect(await section(page).locator('#website-url-error').textContent()).to.equal(messages['settings.websites.error.urlHttps']);
      if (lang === 'ar') {
        expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
        expect(await section(page).getByTestId('website-url').evaluate((el) => (globalThis as unknown as BrowserWindow).getComputedStyle(el).direction)).to.equal('ltr');
      }

      // The first website is the main one; the second is not.
      await section(page).getByTestId('website-url').fill('https://pottery.example.org');
      await section(page).getByTestId('website-submit').click();
      await section(page).getByTestId('websites-status').getByText(messages['settings.websites.added']!).waitFor();
      await items(page).first().waitFor();
      expect(await section(page).getByTestId('websites-empty').count()).to.equal(0);
      await addWebsite(page, messages, 'Kiln blog', 'https://kiln.example.org/');
      await items(page).nth(1).waitFor();
      expect(await items(page).count()).to.equal(2);
      expect(await items(page).nth(0).getAttribute('data-main')).to.equal('true');
      expect(await items(page).nth(0).textContent()).to.contain('Pottery').and.contain('https://pottery.example.org/').and.contain(messages['settings.websites.main']);
      expect(await items(page).nth(1).getByTestId('website-main-badge').count()).to.equal(0);

      // A URL another website has: the server's code, translated, under the field.
      web.expectConsoleErrors(/status of 409/);
      await items(page).nth(1).getByTestId('website-edit').click();
      expect(await section(page).getByTestId('website-name').inputValue()).to.equal('Kiln blog');
      await section(page).getByTestId('website-url').fill('https://pottery.example.org/');
      await section(page).getByTestId('website-submit').click();
      await section(page).locator('#website-url-error').getByText(messages['settings.websites.error.urlTaken']!).waitFor();
      await section(page).getByTestId('website-name').fill('Kiln notes');
      await section(page).getByTestId('website-url').fill('https://kiln.example.org/notes');
      await section(page).getByTestId('website-submit').click();
      await section(page).getByTestId('websites-status').getByText(messages['settings.websites.saved']!).waitFor();
      await items(page).nth(1).getByText('Kiln notes', { exact: true }).waitFor();
      expect(await items(page).nth(1).textContent()).to.contain('Kiln notes').and.contain('https://kiln.example.org/notes');

      // Set as main: it moves to the top with the badge.
      await items(page).nth(1).getByTestId('website-set-main').click();
      await section(page).getByTestId('websites-status').getByText(messages['settings.websites.mainSet']!.replace('{name}', 'Kiln notes')).waitFor();
      await items(page).nth(0).getByText('Kiln notes', { exact: true }).waitFor();
      expect(await items(page).nth(0).textContent()).to.contain('Kiln notes');
      expect(await items(page).nth(0).getAttribute('data-main')).to.equal('true');
      expect(await items(page).nth(1).getAttribute('data-main')).to.equal('false');
      await captureScreenshot(section(page), `website-data-settings-${lang}-light.png`);

      // Delete with a confirmation: Cancel keeps it, Delete removes it and the other becomes main.
      await items(page).nth(0).getByTestId('website-delete').click();
      const dialog = page.getByTestId('website-delete-dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).to.contain(messages['settings.websites.confirmTitle']).and.contain('Kiln notes');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await items(page).count()).to.equal(2);
      await items(page).nth(0).getByTestId('website-delete').click();
      await dialog.getByTestId('website-delete-confirm').click();
      await section(page).getByTestId('websites-status').getByText(messages['settings.websites.deleted']!).waitFor();
      await items(page).nth(1).waitFor({ state: 'detached' });
      await page.locator('[data-testid="website-item"][data-main="true"]').getByText('Pottery', { exact: true }).waitFor();
      expect(await items(page).count()).to.equal(1);
      expect(await items(page).nth(0).textContent()).to.contain('Pottery');
      expect(await items(page).nth(0).getAttribute('data-main')).to.equal('true');
    });
  }

  for (const [lang, messages, colorScheme] of [['en', en, 'light'], ['ar', ar, 'dark']] as const) {
    it(`website analysis (${lang}, ${colorScheme}): pre-filled with the main URL, the saved URLs and sitemap, reanalyze`, async () => {
      const user = freeUser();
      await saveThroughApi(user, { name: 'Shop', url: 'https://shop.example.org/' });
      await saveThroughApi(user, {
        name: 'Pottery',
        url: 'https://pottery.example.org/',
        analyzisUrls: Array.from({ length: 14 }, (_, i) => `https://pottery.example.org/p${i}`),
        sitemapContent: SITEMAP,
        main: true,
      });
      const posts: { url: string; type: string }[] = [];
      const { page } = await web.visit(`/${lang}/stack-audit/website`, {
        user,
        colorScheme,
        setup: (p) =>
          p.route(/\/api\/audits$/, async (route) => {
            if (route.request().method() !== 'POST') return route.fallback();
            posts.push(JSON.parse(route.request().postData() ?? '{}') as { url: string; type: string });
            // The start is answered here so no real audit runs; the page then follows a run that is not found.
            return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Internal error', code: 'INTERNAL' }) });
          }),
      });
      const panel = page.getByTestId('website-data-panel');
      await page.locator('[data-testid="website-data-panel"][data-state="saved"]').waitFor();
      expect(await page.getByTestId('audit-url').inputValue()).to.equal('https://pottery.example.org/');
      expect(await panel.getByTestId('website-data-name').textContent()).to.equal('Pottery');
      expect(await panel.getByTestId('website-data-url').textContent()).to.equal('https://pottery.example.org/');
      expect(await panel.getByTestId('website-data-count').textContent()).to.equal('14');
      expect(await panel.locator('h2').textContent()).to.equal(messages['audits.websiteData.title']);
      // Show more / less on the 17-line sitemap.
      expect((await panel.getByTestId('website-data-sitemap').textContent())!.split('\n')).to.have.length(12);
      await panel.getByTestId('toggle-more').click();
      expect((await panel.getByTestId('website-data-sitemap').textContent())!.split('\n')).to.have.length(17);
      await panel.getByTestId('toggle-more').click();
      expect((await panel.getByTestId('website-data-sitemap').textContent())!.split('\n')).to.have.length(12);
      await web.screenshot(page, `website-data-audit-${lang}-${colorScheme}.png`, true);
      const other = colorScheme === 'light' ? 'dark' : 'light';
      await page.emulateMedia({ colorScheme: other });
      await web.screenshot(page, `website-data-audit-${lang}-${other}.png`, true);

      // A typed URL is not replaced; reanalyze starts the website audit of the saved main URL.
      await page.getByTestId('audit-url').fill('https://other.example.org/');
      web.expectConsoleErrors(/status of 500/);
      await panel.getByTestId('website-data-reanalyze').click();
      await page.getByTestId('audit-error').waitFor();
      expect(posts).to.have.length(1);
      expect(posts[0]).to.include({ type: 'website', url: 'https://pottery.example.org/' });
      expect(pathOf(page)).to.equal(`/${lang}/stack-audit/website`);
    });
  }

  it('website analysis: the empty state links to the settings, and another audit page shows no website data', async () => {
    const { page } = await web.visit('/en/stack-audit/website', { user: freeUser() });
    await page.locator('[data-testid="website-data-panel"][data-state="empty"]').waitFor();
    expect(await page.getByTestId('website-data-empty').textContent()).to.equal(en['audits.websiteData.empty']);
    expect(await page.getByTestId('audit-url').inputValue()).to.equal('');
    await page.getByTestId('website-data-manage').click();
    await page.getByTestId('settings-websites').waitFor();
    expect(pathOf(page)).to.equal('/en/settings#websites');
    await page.goto(`${webBaseUrl()}/en/stack-audit/content`);
    await page.getByTestId('audit-idle').waitFor();
    expect(await page.getByTestId('website-data-panel').count()).to.equal(0);
  });

  it('settings in dark mode (en and ar): screenshots of the list with a main website', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const user = freeUser();
      await saveThroughApi(user, { name: 'Pottery', url: 'https://pottery.example.org/', analyzisUrls: ['https://pottery.example.org/a'] });
      await saveThroughApi(user, { name: 'Kiln notes', url: 'https://kiln.example.org/' });
      const { page } = await web.visit(`/${lang}/settings#websites`, { user, colorScheme: 'dark' });
      await section(page).getByTestId('websites-list').waitFor();
      expect(await items(page).count()).to.equal(2);
      await captureScreenshot(section(page), `website-data-settings-${lang}-dark.png`);
    }
  });
});
