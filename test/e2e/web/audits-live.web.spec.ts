import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { serveFixtureSite, type FixtureSite } from '../../support/audits/fixture-server.js';
import { catalog, webHarness } from '../../support/web-harness.js';

/**
 * Issue 5 "done when": a signed-in user runs audits from their pages against a real site served
 * locally — no stand-in for the API: the page, the API, the queue, the sandboxed runner and Chromium.
 * web.setup.ts starts the app with ALLOW_PRIVATE_TARGETS=true so the loopback fixture site is allowed.
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
