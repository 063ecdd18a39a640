import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { serveFixtureSite, type FixtureSite } from '../../support/audits/fixture-server.js';
import { catalog, webHarness } from '../../support/web-harness.js';

/**
 * A signed-in user runs audits from their pages against a real site served
 * locally — no stand-in for the API: the page, the API, the queue, the sandboxed runner and Chromium.
 * test/support/web-server.ts starts the app with ALLOW_PRIVATE_TARGETS=true so the loopback fixture site is allowed.
 */
/** The select arm of an ICU message such as `{value, select, yes {…} no {…} other {…}}`. */
const format = (message: string, value: string) => String(new IntlMessageFormat(message, 'ar').format({ value }));

const SITE = fileURLToPath(new URL('../../fixtures/audits/site/', import.meta.url));

describe('web: StackAudit against the real backend', function () {
  this.timeout(180_000);
  const { visit, screenshot } = webHarness();
  let site: FixtureSite;
  const user = { sub: `live-auditor-${randomBytes(3).toString('hex')}`, isPremium: true };

  before(async () => {
    site = await serveFixtureSite(SITE);
  });
  after(() => site?.close());

  it('content, crawling linked pages: live progress, then the known headings and images, then a CSV export', async () => {
    const en = catalog('en');
    const { page } = await visit('/en/stack-audit/content', { user });
    await page.getByTestId('audit-url').fill(`${site.url}/`);
    await page.getByTestId('audit-crawl').check();
    await page.getByTestId('audit-submit').click();
    await page.getByTestId('audit-report').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('pages-analysed').textContent()).to.equal('3 pages analysed');
    const score = Number(await page.getByTestId('gauge-overall').getAttribute('data-score'));
    expect(score).to.be.within(0, 100);
    await page.getByTestId('page-select').selectOption({ index: 0 });
    await page.getByTestId('content-tabs').getByRole('tab', { name: en['audits.content.tab.images'] }).click();
    expect(await page.locator('[data-testid="content-images"] [data-stat="missingAlt"]').textContent()).to.equal('1');
    await screenshot(page, 'audits-live-content-en.png', true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).to.match(/^stacklens-content-audit-[0-9a-f]{8}\.csv$/);
  });

  it('SEO, site-wide: one score, findings ranked by expected gain, a second run in the history compared with the first, a JSON export', async () => {
    const en = catalog('en');
    const { page } = await visit('/en/seo-audit', { user });
    await page.getByTestId('audit-url').fill(`${site.url}/`);
    expect(await page.getByTestId('audit-crawl').isChecked()).to.equal(true);
    await page.getByTestId('audit-submit').click();
    await page.getByTestId('audit-report').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('pages-analysed').textContent()).to.equal('3 pages analysed');
    const score = await page.getByTestId('gauge-overall').getAttribute('data-score');
    expect(await page.getByTestId('seo-audit').getAttribute('data-seo-score')).to.equal(score);
    // What the fixture site lacks for search: no robots.txt, no sitemap, no structured data, an image without alt.
    const rules = await page.getByTestId('seo-priorities').getByTestId('finding').evaluateAll((items) => items.map((item) => (item as unknown as { dataset: Record<string, string> }).dataset['rule']));
    expect(rules).to.include.members(['robots-missing', 'sitemap-missing', 'seo-structured-data-missing', 'img-alt-missing']);
    const gains = (await page.getByTestId('seo-gain').evaluateAll((items) => items.map((item) => (item as unknown as { dataset: Record<string, string> }).dataset['gain']))).map(Number);
    expect(gains).to.have.length(rules.length);
    expect(gains).to.deep.equal([...gains].sort((a, b) => b - a));
    expect(await page.locator('[data-testid="seo-categories"] [data-category="crawling"]').getAttribute('data-score')).to.not.equal('100');
    await page.getByTestId('seo-categories').scrollIntoViewIfNeeded();
    await screenshot(page, 'audits-live-seo-en-viewport.png');
    await page.getByTestId('seo-tabs').getByRole('tab', { name: en['audits.seo.tab.pages'] }).click();
    expect(await page.getByTestId('seo-pages').locator('tbody tr').count()).to.equal(3);
    await page.getByTestId('seo-pages').scrollIntoViewIfNeeded();
    await screenshot(page, 'audits-live-seo-pages-en-viewport.png');

    await page.getByTestId('audit-reanalyze').click();
    await page.locator('[data-testid="history-table"] tbody tr').nth(1).waitFor({ timeout: 120_000 });
    await page.getByTestId('audit-report').waitFor({ timeout: 120_000 });
    await page.getByTestId('history-compare').click();
    await page.getByTestId('diff-delta').waitFor();
    // The same site twice: nothing new, nothing fixed, every finding persisting under the same id.
    expect(await page.getByTestId('diff-new-list').getByTestId('finding').count()).to.equal(0);
    expect(await page.getByTestId('diff-persisting-list').getByTestId('finding').count()).to.equal(rules.length);
    await screenshot(page, 'audits-live-seo-en.png', true);

    const download = page.waitForEvent('download');
    await page.getByTestId('export-json').click();
    const file = await download;
    expect(file.suggestedFilename()).to.match(/^stacklens-seo-audit-[0-9a-f]{8}\.json$/);
  });

  it('security in Arabic: the cookie flags read from the raw Set-Cookie lines, right to left', async () => {
    const ar = catalog('ar');
    const { page } = await visit('/ar/stack-audit/security', { user });
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    await page.getByTestId('audit-url').fill(`${site.url}/`);
    await page.getByTestId('audit-submit').click();
    await page.getByTestId('audit-report').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('audit-report').getAttribute('data-type')).to.equal('security');
    await page.getByTestId('security-tabs').getByRole('tab', { name: ar['audits.security.tab.cookies'] }).click();
    const flag = (cookie: string, name: string) => page.locator(`[data-testid="cookies"] [data-cookie="${cookie}"] [data-flag="${name}"]`).textContent();
    const [yes, no] = [format(ar['audits.yesNo']!, 'yes'), format(ar['audits.yesNo']!, 'no')];
    expect([await flag('session', 'httpOnly'), await flag('session', 'secure')]).to.deep.equal([yes, no]);
    expect([await flag('prefs', 'secure'), await flag('prefs', 'httpOnly'), await flag('prefs', 'sameSite')]).to.deep.equal([yes, no, 'lax']);
    await screenshot(page, 'audits-live-security-ar.png', true);
  });
});
