import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ApiSession } from '../../support/api-session.js';
import { webUser } from '../../support/seed-web-user.js';
import { webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { catalog, webHarness } from '../../support/web-harness.js';

/**
 * The session changing hands or ending in one tab (docs/product.md §6.1-6.2): the next account never sees
 * what the previous one's pages cached, and a session that ends on a premium page says so on the
 * sign-in page instead of the page guard's Premium notice.
 */

const en = catalog('en');
const run = Date.now().toString(36);

const schemaItem = (page: Page, name: string) => page.locator(`[data-testid="sql-designer-schema"][data-name="${name}"]`);

/** Client-side navigation, as a link would do it: a reload would empty the caches by itself. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: null }))`);

async function saveSchema(token: string, name: string): Promise<void> {
  const saved = await fetch(`${webBaseUrl()}/api/sql/saveSQLSchema`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      database_name: name,
      tables: [{ name: `${name}_items`, columns: [{ name: 'id', type: 'integer', primaryKey: true, foreignKey: false, notNull: true, unique: false, autoIncrement: true }] }],
      positions: { [`${name}_items`]: { x: 0, y: 0 } },
    }),
  });
  expect(saved.status, `saving ${name}`).to.equal(200);
}

describe('web: the session changing hands in one tab', function () {
  this.timeout(180_000);
  const web = webHarness({ allowNotFoundPage: false });

  it('after a sign-out, the next account to sign in never sees the previous one’s saved schemas, even while its own list loads', async () => {
    const first: WebTokenClaims = { sub: randomUUID(), isPremium: true };
    await saveSchema(await webUser(first), `alpha_${run}`);
    // The second account signs in through the form: a real account, on its trial (which opens the designer).
    const second = { username: `switch_${run}`, email: `switch-${run}@example.test`, password: `Second-Account-${run}` };
    const api = new ApiSession(webBaseUrl());
    await api.signUp(second);
    await saveSchema(api.accessToken!, `beta_${run}`);

    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let holding = false;
    let heldRequests = 0;
    const { page } = await web.visit('/en/database-designer', {
      user: first,
      setup: (p) =>
        p.route('**/api/sql/loadSQLSchemas', async (route) => {
          if (holding) {
            heldRequests += 1;
            await answered;
          }
          await route.continue();
        }),
    });
    await schemaItem(page, `alpha_${run}`).waitFor();

    await page.getByTestId('dashboard-menu').locator('[data-menu-item="logout"]').click();
    await page.waitForURL((url) => url.pathname === '/en/login');
    await page.getByTestId('login-email').fill(second.email);
    await page.getByTestId('login-password').fill(second.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname !== '/en/login');

    holding = true;
    await navigateInApp(page, '/en/database-designer');
    const loading = page.getByTestId('sql-designer-loading');
    const previous = schemaItem(page, `alpha_${run}`);
    // Whichever the page shows first: the previous account's cached list, or the wait for its own.
    await loading.or(previous).first().waitFor();
    expect(await previous.count(), 'the previous account’s schema while the new list loads').to.equal(0);
    expect(await loading.count()).to.equal(1);
    expect(heldRequests, 'the new account’s list is asked for').to.equal(1);

    release();
    await schemaItem(page, `beta_${run}`).waitFor();
    expect(await previous.count(), 'the previous account’s schema once the new list is there').to.equal(0);
    expect(await page.getByTestId('sql-designer-schema').count()).to.equal(1);
  });

  it('when the session cannot be renewed on the designer, the sign-in page says the session expired, not that the page is Premium, and returns there', async () => {
    const { page } = await web.visit('/en/database-designer', {
      user: { sub: randomUUID(), isPremium: true },
      setup: async (p) => {
        await p.route('**/api/sql/loadSQLSchemas', (route) => route.fulfill({ status: 401, json: { success: false, error: 'expired', code: 'AUTH_TOKEN_EXPIRED' } }));
        await p.route('**/api/auth/refresh', (route) => route.fulfill({ status: 401, json: { success: false, error: 'Refresh token invalid', code: 'AUTH_REFRESH_INVALID' } }));
      },
    });
    web.expectConsoleErrors(/status of 401/);
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('next')).to.equal('/en/database-designer');
    const notice = page.getByTestId('login-notice');
    await notice.filter({ hasText: en['auth.login.notice.sessionExpired']! }).waitFor();
    expect(await notice.textContent()).to.equal(en['auth.login.notice.sessionExpired']);
    expect(await page.getByTestId('refused-access-notice').count(), 'the guard’s Premium notice').to.equal(0);
  });
});
