import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import { expiredWebToken, webBaseUrl } from '../../support/web.js';
import { webUser } from '../../support/seed-web-user.js';
import { catalog, pathOf, webHarness } from '../../support/web-harness.js';

/**
 * Page guards of docs/product.md §4.2 in a real browser: every refusal redirects where the rule says and is
 * reported to POST /api/auth/log-access, which the server stores (read back through the admin API).
 */

const en = catalog('en');
const standard = { sub: 'guard-standard', isStandard: true };
const premium = { sub: 'guard-premium', isPremium: true };
const admin = { sub: 'guard-admin', isAdmin: true };

interface AccessLogEntry {
  path: string;
  type: string;
  userId: string | null;
}

async function storedRefusals(): Promise<AccessLogEntry[]> {
  const response = await fetch(`${webBaseUrl()}/api/admin/access-log?pageSize=200`, {
    headers: { Authorization: `Bearer ${await webUser({ sub: 'log-reader', isAdmin: true })}` },
  });
  expect(response.status).to.equal(200);
  return ((await response.json()) as { entries: AccessLogEntry[] }).entries;
}

/** Resolves with the body of the page's log-access call. */
function reportOf(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((request: Request) => request.url().endsWith('/api/auth/log-access') && request.method() === 'POST')
    .then((request) => request.postDataJSON() as Record<string, unknown>);
}

describe('web: page guards (docs/product.md §4.2)', function () {
  this.timeout(60_000);
  const web = webHarness();

  it('sends a visitor from /en/dashboard to sign-in, carrying the page, and reports the refusal', async () => {
    let report: Promise<Record<string, unknown>> | undefined;
    const { page } = await web.visit('/en/dashboard?tab=tools', {
      setup: async (p) => {
        report = reportOf(p);
      },
    });
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(pathOf(page)).to.equal(`/en/login?next=${encodeURIComponent('/en/dashboard?tab=tools')}`);
    const body = await report!;
    expect(body).to.include({ path: '/en/dashboard', type: 'unauthorized_access' });
    expect(new Date(String(body.timestamp)).getTime()).to.be.closeTo(Date.now(), 60_000);
    await page.getByTestId('refused-access-notice').waitFor();
    expect(await page.getByTestId('refused-access-notice').textContent()).to.equal(
      en['access.notice.signInRequired']!.replace('{path}', '/en/dashboard'),
    );
    // Stored by the server, without a user (a visitor has no token).
    const stored = (await storedRefusals()).find((e) => e.path === '/en/dashboard');
    expect(stored).to.deep.include({ type: 'unauthorized_access', userId: null });
  });

  it('matches prefixes case-insensitively and guards sub-paths', async () => {
    for (const path of ['/fr/DashBoard', '/fr/settings/appearance', '/fr/Stack-Audit/content']) {
      const { page } = await web.visit(path);
      await page.waitForURL((url) => url.pathname === '/fr/login');
      expect(new URL(page.url()).searchParams.get('next'), path).to.equal(path);
    }
  });

  it('sends a signed-in Standard user to /pricing or /subscription as each premium guard says, with the user in the log', async () => {
    const { page } = await web.visit('/en/stack-audit/semantic', { user: standard });
    await page.waitForURL((url) => url.pathname === '/en/pricing');
    expect(await page.getByTestId('refused-access-notice').textContent()).to.equal(
      en['access.notice.premiumRequired']!.replace('{path}', '/en/stack-audit/semantic'),
    );

    const second = await web.visit('/en/sql-generator', { user: standard });
    await second.page.waitForURL((url) => url.pathname === '/en/subscription');
    await second.page.locator('h1').waitFor();

    const stored = await storedRefusals();
    expect(stored.find((e) => e.path === '/en/stack-audit/semantic')).to.deep.include({ userId: standard.sub });
    expect(stored.find((e) => e.path === '/en/sql-generator')).to.deep.include({ userId: standard.sub });
  });

  it('lets Premium users into premium pages and Standard users into signed-in ones, without a report', async () => {
    const reports: string[] = [];
    const options = {
      setup: async (p: Page) => p.on('request', (r) => r.url().endsWith('/api/auth/log-access') && reports.push(r.url())),
    };
    const { page } = await web.visit('/en/settings', { ...options, user: standard });
    await page.getByRole('heading', { level: 1, name: en['settings.title'] }).waitFor();
    expect(pathOf(page)).to.equal('/en/settings');

    const premiumVisit = await web.visit('/en/stack-audit/semantic', { ...options, user: premium });
    await premiumVisit.page.locator('h1').waitFor();
    expect(pathOf(premiumVisit.page)).to.equal('/en/stack-audit/semantic');
    expect(reports).to.deep.equal([]);
  });

  it('keeps administration for admins: a Premium user is sent to sign-in, an admin gets in', async () => {
    const { page } = await web.visit('/en/admin', { user: premium });
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(await page.getByTestId('refused-access-notice').textContent()).to.equal(en['access.notice.adminRequired']!.replace('{path}', '/en/admin'));

    const adminVisit = await web.visit('/en/newsletter-admin', { user: admin });
    await adminVisit.page.locator('h1').waitFor();
    expect(pathOf(adminVisit.page)).to.equal('/en/newsletter-admin');
  });

  it('treats an expired stored token as signed out', async () => {
    const expired = expiredWebToken(standard);
    const { page } = await web.visit('/en/dashboard', {
      setup: (_p, context) => context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(expired)});`),
    });
    await page.waitForURL((url) => url.pathname === '/en/login');
  });

  it('in Arabic the notice reads right to left with the path kept left to right', async () => {
    const { page } = await web.visit('/ar/stack-audit/semantic', { user: standard });
    await page.waitForURL((url) => url.pathname === '/ar/pricing');
    const notice = page.getByTestId('refused-access-notice');
    await notice.waitFor();
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    expect(await page.evaluate<string>(`getComputedStyle(document.querySelector('[data-testid="refused-access-notice"] code')).direction`)).to.equal('ltr');
    await web.screenshot(page, 'access-refused-ar.png');
  });
});
