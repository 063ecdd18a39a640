import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { totpCodeAt } from '../../../src/modules/identity/domain/two-factor.js';
import { ApiSession } from '../../support/api-session.js';
import { webUser } from '../../support/seed-web-user.js';
import { webBaseUrl } from '../../support/web.js';
import { catalog, pathOf, captureScreenshot, switchColorScheme, webHarness, type VisitOptions } from '../../support/web-harness.js';

/**
 * Identity in the browser against the real server (docs/product.md §6, §8, §10.2, §12.1-12.2): sign-up, sign-in with
 * remember me and two-step verification, the session across reloads and tabs, password reset,
 * the settings sections and the admin users tab. The tests share accounts and run in order.
 */

const en = catalog('en');
const fr = catalog('fr');
const ar = catalog('ar');
const run = Date.now().toString(36);

interface Account {
  username: string;
  email: string;
  password: string;
}

const main: Account = { username: `ada_${run}`, email: `ada-${run}@example.test`, password: `Analytical-Engine-${run}` };
const doomed: Account = { username: `bob_${run}`, email: `bob-${run}@example.test`, password: `Difference-Engine-${run}` };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Loads axe-core into every page of the context (an init script runs outside the page's CSP). */
const withAxe: VisitOptions['setup'] = (_page, context) => context.addInitScript({ content: AXE_SOURCE });
/** axe-core's serious and critical violations in the document as it is now (page-side code as a string: no DOM types here). */
const axeViolations = (page: Page) =>
  page.evaluate<string[]>(`axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id + ' [' + v.impact + '] ' + v.help + ' → ' + v.nodes.map((n) => n.target.join(' ')).join(' | ')))`);

const stored = (page: Page, key: string) => page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [k, v]) => out.replace(`{${k}}`, String(v)), text);

/** Polls from Node: pages with Playwright's clock installed run their own timers on fake time. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < 100; i++) {
    last = await read();
    if (accept(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: still ${JSON.stringify(last)} after 10 s`);
}

async function signIn(page: Page, who: Account, remember = false): Promise<void> {
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  if (remember) await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
}

interface OutboxMail {
  to: string;
  template: string | null;
  text: string;
}

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${webBaseUrl()}/api/admin/mail-outbox?pageSize=100`, {
    headers: { authorization: `Bearer ${await webUser({ sub: 'identity-outbox-reader', isAdmin: true })}` },
  });
  expect(response.status).to.equal(200);
  return ((await response.json()) as { entries: OutboxMail[] }).entries.filter((mail) => mail.to === email);
}

/** What GET /api/auth/validate says of the token this page stored. */
const validation = (page: Page) =>
  page.evaluate<{ status: number; valid: boolean }>(`fetch('/api/auth/validate', { headers: { Authorization: 'Bearer ' + localStorage.getItem('access_token') } })
    .then(async (r) => ({ status: r.status, valid: (await r.json()).valid }))`);

describe('web: identity', function () {
  this.timeout(90_000);
  const web = webHarness();

  const menu = (page: Page) => page.getByTestId('dashboard-menu');
  const logout = (page: Page) => menu(page).locator('[data-menu-item="logout"]').click();

  async function signedIn(who: Account, options: VisitOptions = {}, remember = false): Promise<{ page: Page; context: BrowserContext }> {
    const visit = await web.visit('/en/login', options);
    await signIn(visit.page, who, remember);
    await visit.page.waitForURL((url) => url.pathname === '/en/dashboard');
    return visit;
  }

  before(async () => {
    const api = new ApiSession(webBaseUrl());
    await api.signUp(doomed);
  });

  it('signs up, lands on the dashboard, signs out, signs in remembered, and a reload keeps the session', async () => {
    const { page, context } = await web.visit('/en/signup');
    await page.getByTestId('signup-username').fill(main.username);
    await page.getByTestId('signup-email').fill(main.email);
    await page.getByTestId('signup-password').fill(main.password);
    const reveal = page.getByTestId('signup-password-reveal');
    await reveal.click();
    expect(await page.getByTestId('signup-password').getAttribute('type')).to.equal('text');
    expect(await reveal.getAttribute('aria-pressed')).to.equal('true');
    await page.getByTestId('signup-submit').click();

    // Nothing exists yet: the page says to check the inbox, and the mailed link creates the account.
    await page.getByTestId('signup-sent').waitFor();
    expect(await page.locator('#signup-sent-title').textContent()).to.equal(en['auth.signupSent.title']);
    expect(await page.getByTestId('signup-sent').textContent()).to.include(main.email);
    expect(await stored(page, 'access_token')).to.equal(null);
    const mails = await eventually(() => mailsTo(main.email), (found) => found.some((m) => m.template === 'identity.confirm-signup'), 'the sign-up mail');
    const confirm = mails.find((m) => m.template === 'identity.confirm-signup');
    const link = /\/en\/verify-email\?token=[\w.-]+/.exec(confirm!.text)?.[0];
    expect(link, confirm!.text).to.be.a('string');
    // The dashboard's first reads finish before the sign-out, which ends every token issued before it.
    const preferences = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/preferences');
    await page.goto(`${webBaseUrl()}${link}`);

    await page.waitForURL((url) => url.pathname === '/en/dashboard');
    expect((await preferences).status()).to.equal(200);
    await page.getByTestId('dashboard-plan').filter({ hasText: '7 days left' }).waitFor();
    expect(await page.getByTestId('dashboard-plan').textContent()).to.equal(fill(en['shell.dashboard.plan.label']!, { plan: 'Trial · 7 days left' }));
    expect(JSON.parse((await stored(page, 'user_data'))!)).to.include({ email: main.email, username: main.username });
    expect(await stored(page, 'access_token')).to.match(/^ey/);
    // Not remembered: the refresh cookie ends with the browser.
    expect((await context.cookies()).find((c) => c.name === 'stacklens_refresh')?.expires).to.equal(-1);

    await logout(page);
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(await page.getByTestId('login-notice').textContent()).to.equal(en['auth.login.notice.signedOut']);
    expect(await stored(page, 'access_token')).to.equal(null);
    expect(await stored(page, 'user_data')).to.equal(null);
    expect((await context.cookies()).find((c) => c.name === 'stacklens_refresh')).to.equal(undefined);

    await signIn(page, main, true);
    await page.waitForURL((url) => url.pathname === '/en/dashboard');
    const remembered = (await context.cookies()).find((c) => c.name === 'stacklens_refresh')!;
    expect(remembered.expires * 1000 - Date.now(), 'a remembered session lasts 30 days').to.be.greaterThan(29 * 24 * 3600 * 1000);

    const validated = page.waitForResponse((response) => response.url().endsWith('/api/auth/validate'));
    await page.reload();
    expect((await validated).status()).to.equal(200);
    await page.getByTestId('dashboard-plan').waitFor();
    expect(pathOf(page)).to.equal('/en/dashboard');
  });

  it('keeps two tabs signed in across a token renewal, with one refresh call for both', async () => {
    const { page: first, context } = await signedIn(main, { setup: (_page, c) => c.clock.install() }, true);
    const second = await context.newPage();
    const secondProblems: string[] = [];
    second.on('console', (message) => {
      if (message.type() === 'error') secondProblems.push(message.text());
    });
    await second.goto(`${webBaseUrl()}/en/dashboard`);
    await second.getByTestId('dashboard-plan').waitFor();

    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    });
    const before = await stored(first, 'access_token');
    // 14.5 minutes on: both tabs' 30-second checks find the token within a minute of its expiry.
    await context.clock.fastForward('14:30');
    const renewed = await eventually(() => stored(first, 'access_token'), (token) => token !== before, 'the renewed token');
    expect(refreshes).to.have.length(1);

    // Later checks in either tab find the token fresh: the second tab took the first one's token.
    await context.clock.fastForward('01:00');
    const sessionRead = second.waitForRequest((request) => request.url().endsWith('/api/auth/session'));
    await menu(second).locator('a[data-menu-item="settings"]').click();
    expect((await sessionRead).headers().authorization).to.equal(`Bearer ${renewed}`);
    expect(refreshes).to.have.length(1);
    expect(await validation(first)).to.deep.equal({ status: 200, valid: true });
    expect(await validation(second)).to.deep.equal({ status: 200, valid: true });
    expect(secondProblems).to.deep.equal([]);
  });

  it('checks the sign-in form before sending it, keeping what was typed (docs/product.md §8)', async () => {
    const { page } = await web.visit('/en/login');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent += 1;
    });
    await page.getByTestId('login-submit').click();
    await page.locator('#login-email-error').waitFor();
    expect(await page.locator('#login-email-error').textContent()).to.equal(en['identity.error.emailRequired']);
    expect(await page.locator('#login-password-error').textContent()).to.equal(en['identity.error.passwordRequired']);
    expect(await page.getByTestId('login-email').getAttribute('aria-invalid')).to.equal('true');
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).to.equal('login-email');

    await page.getByTestId('login-email').fill('ada.example.test');
    await page.getByTestId('login-password').fill('12345');
    await page.getByTestId('login-submit').click();
    await page.locator('#login-email-error').filter({ hasText: en['identity.error.emailInvalid']! }).waitFor();
    expect(await page.locator('#login-password-error').textContent()).to.equal(en['identity.error.passwordTooShortSignIn']);
    expect(await page.getByTestId('login-email').inputValue()).to.equal('ada.example.test');
    expect(await page.getByTestId('login-password').inputValue()).to.equal('12345');
    expect(sent).to.equal(0);
  });

  it('shows the server’s refusal of a wrong password in the visitor’s language', async () => {
    web.expectConsoleErrors(/status of 401/);
    const { page } = await web.visit('/fr/login');
    await signIn(page, { ...main, password: 'not-the-password' });
    await page.getByTestId('login-alert').filter({ hasText: fr['identity.error.invalidCredentials']! }).waitFor();
    expect(await page.getByTestId('login-alert').textContent()).to.equal(fr['identity.error.invalidCredentials']);
    expect(pathOf(page)).to.equal('/fr/login');
  });

  it('says how long to wait when sign-in attempts are throttled (429 with Retry-After)', async () => {
    web.expectConsoleErrors(/status of 429/);
    const { page } = await web.visit('/en/login', {
      setup: (p) => p.route('**/api/auth/login', (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '90' }, json: { success: false, error: 'Too many', code: 'RATE_LIMITED' } })),
    });
    await signIn(page, main);
    await page.getByTestId('login-alert').filter({ hasText: 'Too many attempts' }).waitFor();
    expect(await page.getByTestId('login-alert').textContent()).to.equal('Too many attempts. Please wait 2 minutes before trying again.');
  });

  it('keeps the session when the sign-out call fails, and says so (docs/product.md §6.1)', async () => {
    web.expectConsoleErrors(/status of 503/, /Sign-out failed/);
    const { page } = await web.visit('/en/settings', {
      user: { sub: `identity-logout-${run}`, isStandard: true },
      setup: (p) => p.route('**/api/auth/logout', (route) => route.fulfill({ status: 503, json: { success: false, code: 'INTERNAL_ERROR' } })),
    });
    await logout(page);
    await page.getByTestId('logout-error').waitFor();
    expect(pathOf(page)).to.equal('/en/settings');
    expect(await stored(page, 'access_token')).to.match(/^ey/);
  });

  it('sends a visitor refused /en/settings back there after signing in', async () => {
    const { page } = await web.visit('/en/settings');
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('next')).to.equal('/en/settings');
    await signIn(page, main);
    await page.waitForURL((url) => url.pathname === '/en/settings');
    await page.getByRole('heading', { level: 1, name: en['settings.title'] }).waitFor();
  });

  it('resets a forgotten password with the mailed link', async () => {
    const { page } = await web.visit('/en/login');
    await page.getByTestId('login-forgot').click();
    await page.waitForURL((url) => url.pathname === '/en/forgot-password');
    await page.getByTestId('forgot-email').fill(main.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-password-status').filter({ hasText: main.email }).waitFor();

    const [mail] = await eventually(() => mailsTo(main.email), (mails) => mails.some((m) => m.template === 'identity.password-reset'), 'the reset mail');
    const link = /\/en\/reset-password\?token=[\w-]+/.exec(mail!.text)?.[0];
    expect(link, mail!.text).to.be.a('string');

    await page.goto(`${webBaseUrl()}${link}`);
    await page.getByTestId('reset-password-input').fill('short');
    await page.getByTestId('reset-submit').click();
    expect(await page.locator('#reset-password-error').textContent()).to.equal(en['identity.error.passwordTooShortSignUp']);
    main.password = `Babbage-Lovelace-${run}`;
    await page.getByTestId('reset-password-input').fill(main.password);
    await page.getByTestId('reset-submit').click();
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(await page.getByTestId('login-notice').textContent()).to.equal(en['auth.login.notice.passwordReset']);

    // The link works once.
    await page.goto(`${webBaseUrl()}${link}`);
    await page.getByTestId('reset-password-input').fill(`Another-${run}-password`);
    web.expectConsoleErrors(/status of 400/);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-password-alert').filter({ hasText: en['auth.reset.invalid']! }).waitFor();

    await page.goto(`${webBaseUrl()}/en/login`);
    await signIn(page, main);
    await page.waitForURL((url) => url.pathname === '/en/dashboard');
  });

  it('saves the profile, field by field, refusing a website that is not https (docs/product.md §8)', async () => {
    web.expectConsoleErrors(/status of 409/);
    const { page } = await signedIn(main);
    await page.goto(`${webBaseUrl()}/en/settings#account`);
    const username = page.getByTestId('account-username');
    expect(await eventually(() => username.inputValue().catch(() => ''), (v) => v === main.username, 'the loaded username')).to.equal(main.username);

    await page.getByTestId('account-website').fill('http://ada.example.org');
    await page.getByTestId('account-save').click();
    expect(await page.locator('#account-website-error').textContent()).to.equal(en['identity.error.websiteInvalid']);

    // The server's own check: a username someone else has.
    await page.getByTestId('account-website').fill('https://ada.example.org');
    await username.fill(doomed.username);
    await page.getByTestId('account-save').click();
    await page.locator('#account-username-error').waitFor();
    expect(await page.locator('#account-username-error').textContent()).to.equal(en['identity.error.accountExists']);

    await username.fill(main.username);
    await page.getByTestId('account-company').fill('Analytical Engines Ltd');
    await page.getByTestId('account-bio').fill('Poetical science.\nNotes on the engine.');
    await page.getByTestId('account-save').click();
    await page.getByTestId('account-status').filter({ hasText: en['settings.account.saved']! }).waitFor();

    await page.reload();
    await eventually(() => page.getByTestId('account-website').inputValue().catch(() => ''), (v) => v === 'https://ada.example.org', 'the saved website');
    expect(await page.getByTestId('account-company').inputValue()).to.equal('Analytical Engines Ltd');
    expect(await page.getByTestId('account-bio').inputValue()).to.equal('Poetical science.\nNotes on the engine.');
  });

  it('changes the password, refusing a wrong current one, and the session goes on', async () => {
    web.expectConsoleErrors(/status of 400/);
    const { page } = await signedIn(main);
    await page.goto(`${webBaseUrl()}/en/settings#security`);
    await page.getByTestId('password-currentPassword').fill('not-my-password');
    await page.getByTestId('password-newPassword').fill(`Jacquard-Loom-${run}`);
    await page.getByTestId('password-submit').click();
    await page.locator('#password-currentPassword-error').waitFor();
    expect(await page.locator('#password-currentPassword-error').textContent()).to.equal(en['identity.error.currentPasswordWrong']);

    const before = await stored(page, 'access_token');
    await page.getByTestId('password-currentPassword').fill(main.password);
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-status').filter({ hasText: en['settings.security.password.changed']! }).waitFor();
    main.password = `Jacquard-Loom-${run}`;
    expect(await stored(page, 'access_token')).to.not.equal(before);
    await page.reload();
    await page.getByTestId('password-submit').waitFor();
    expect(pathOf(page)).to.equal('/en/settings#security');
    expect(await validation(page)).to.deep.equal({ status: 200, valid: true });
  });

  it('turns on two-step verification with a 6-digit code, then signing in asks for one', async () => {
    web.expectConsoleErrors(/status of 40[01]/);
    const { page } = await signedIn(main);
    await page.goto(`${webBaseUrl()}/en/settings#security`);
    await page.getByTestId('two-factor-enable').click();
    const qr = page.getByTestId('two-factor-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).to.match(/^data:image\/svg\+xml;charset=utf-8,/);
    await page.waitForFunction(`document.querySelector('[data-testid="two-factor-qr"]').naturalWidth > 0`);
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).to.match(/^[A-Z2-7]{32}$/);

    await page.getByTestId('two-factor-code').fill('123');
    await page.getByTestId('two-factor-confirm').click();
    expect(await page.locator('#two-factor-code-error').textContent()).to.equal(en['identity.error.codeFormat']);
    await page.getByTestId('two-factor-code').fill(totpCodeAt(secret, new Date()));
    await page.getByTestId('two-factor-confirm').click();
    const codes = page.getByTestId('two-factor-recovery-codes').locator('li');
    await codes.first().waitFor();
    expect(await codes.count()).to.equal(10);
    expect(await codes.first().textContent()).to.match(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    await page.getByTestId('two-factor-status').filter({ hasText: en['settings.security.twoFactor.on']! }).waitFor();
    await page.getByTestId('two-factor-codes-done').click();
    await page.getByTestId('two-factor-regenerate').waitFor();

    await logout(page);
    await page.waitForURL((url) => url.pathname === '/en/login');
    await signIn(page, main);
    const code = page.getByTestId('login-code');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).to.equal('one-time-code');
    await code.fill('000000');
    await page.getByTestId('login-code-submit').click();
    await page.locator('#login-code-error').waitFor();
    expect(await page.locator('#login-code-error').textContent()).to.contain(en['identity.error.codeInvalid']);
    // The step after the one used to turn it on: each code works once.
    await code.fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
    await page.getByTestId('login-code-submit').click();
    await page.waitForURL((url) => url.pathname === '/en/dashboard');
  });

  it('exports the account’s data as a JSON file', async () => {
    const exporter = { sub: `identity-export-${run}`, email: `export-${run}@example.test`, isStandard: true };
    const visit = await web.visit('/en/settings#privacy', { user: exporter });
    const download = visit.page.waitForEvent('download');
    await visit.page.getByTestId('export-data').click();
    const file = await download;
    expect(file.suggestedFilename()).to.match(/^stacklens-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { user: { email: string } };
    expect(data.user.email).to.equal(exporter.email);
    await visit.page.getByTestId('export-status').filter({ hasText: en['settings.data.export.done']! }).waitFor();
  });

  it('warns two minutes before the session ends, and "Sign in again" comes back to the page', async () => {
    const { page, context } = await signedIn(doomed, { setup: (_page, c) => c.clock.install() });
    const meta = JSON.parse((await stored(page, 'session_meta'))!) as { sessionEndsAt: number };
    const now = await page.evaluate<number>('Date.now()');
    await context.clock.fastForward(meta.sessionEndsAt - now - 90_000);
    const dialog = page.getByTestId('session-expiry-dialog');
    await dialog.getByRole('heading', { name: en['session.expiry.title'] }).waitFor();
    expect(await dialog.getByTestId('session-expiry-countdown').textContent()).to.match(/^Time left: 1:[0-3]\d$/);
    await web.screenshot(page, 'identity-session-expiry-en.png');
    await dialog.getByTestId('session-expiry-sign-in').click();
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('next')).to.equal('/en/dashboard');
    await eventually(() => stored(page, 'access_token'), (token) => token === null, 'the token after signing out');
    await signIn(page, doomed);
    await page.waitForURL((url) => url.pathname === '/en/dashboard');
    expect(await dialog.isVisible()).to.equal(false);
  });

  it('lets an admin find accounts, page through them and grant plans and roles, but not demote themself', async () => {
    web.expectConsoleErrors(/status of 400/);
    for (let i = 0; i < 21; i++) await webUser({ sub: `pager-${run}-${String(i).padStart(2, '0')}` });
    const admin = { sub: `identity-admin-${run}`, isAdmin: true };
    const { page } = await web.visit('/en/admin', { user: admin, setup: withAxe });
    expect(await page.getByRole('tab', { name: en['admin.tab.users'], exact: true }).getAttribute('aria-selected')).to.equal('true');
    const search = page.getByLabel(en['admin.users.search']!);

    await search.fill(`pager-${run}`);
    await search.press('Enter');
    await page.getByTestId('admin-users-summary').filter({ hasText: '21 entries' }).waitFor();
    expect(await page.getByTestId('admin-pager-status').textContent()).to.equal('Page 1 of 2');
    await page.getByTestId('admin-pager-next').click();
    await page.getByTestId('admin-pager-status').filter({ hasText: 'Page 2 of 2' }).waitFor();
    await page.getByTestId('admin-users-table').locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('admin-users-table').locator('tbody tr').count()).to.equal(1);
    expect(new URL(page.url()).searchParams.get('q')).to.equal(`pager-${run}`);

    await search.fill(main.email);
    await search.press('Enter');
    await page.getByTestId('admin-users-summary').filter({ hasText: '1 entry' }).waitFor();
    const premium = page.getByRole('switch', { name: `Premium for ${main.username}` });
    expect(await premium.getAttribute('aria-checked')).to.equal('false');
    await premium.click();
    await page.getByTestId('admin-users-status').filter({ hasText: `Premium granted to ${main.username}.` }).waitFor();
    await page.getByRole('switch', { name: `Premium for ${main.username}`, checked: true }).waitFor();

    await page.getByRole('switch', { name: `Administrator for ${main.username}` }).click();
    const confirm = page.getByTestId('admin-users-confirm');
    await confirm.getByRole('heading', { name: `Make ${main.username} an administrator?` }).waitFor();
    await web.screenshot(page, 'identity-admin-confirm-en.png');
    await confirm.getByTestId('admin-users-confirm-yes').click();
    await page.getByTestId('admin-users-status').filter({ hasText: `Administrator granted to ${main.username}.` }).waitFor();
    await page.getByRole('switch', { name: `Administrator for ${main.username}`, checked: true }).waitFor();
    await web.screenshot(page, 'identity-admin-users-en.png');
    expect(await axeViolations(page), 'serious or critical axe violations').to.deep.equal([]);

    await search.fill(admin.sub);
    await search.press('Enter');
    const own = page.getByRole('switch', { name: `Administrator for ${admin.sub}` });
    await own.waitFor();
    expect(await page.getByTestId('admin-users-table').textContent()).to.contain(`(${en['admin.users.you']})`);
    await own.click();
    await confirm.getByTestId('admin-users-confirm-yes').click();
    await page.getByTestId('admin-users-alert').filter({ hasText: en['admin.users.error.selfDemotion']! }).waitFor();
    expect(await own.getAttribute('aria-checked')).to.equal('true');
  });

  it('deletes the account only once DELETE is typed, signs out, and the account cannot sign in again', async () => {
    web.expectConsoleErrors(/status of 401/);
    const { page } = await signedIn(doomed);
    await page.goto(`${webBaseUrl()}/en/settings#privacy`);
    await page.getByTestId('delete-confirm').fill('delete');
    await page.getByTestId('delete-submit').click();
    expect(await page.locator('#delete-confirm-error').textContent()).to.equal(en['settings.data.delete.mismatch']);
    await page.getByTestId('delete-confirm').fill('DELETE');
    await page.getByTestId('delete-submit').click();
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(await page.getByTestId('login-notice').textContent()).to.equal(en['auth.login.notice.accountDeleted']);
    expect(await stored(page, 'access_token')).to.equal(null);
    await signIn(page, doomed);
    await page.getByTestId('login-alert').filter({ hasText: en['identity.error.invalidCredentials']! }).waitFor();
  });

  it('shows a changed address as unverified with a resend, and the mailed link confirms it', async () => {
    const person: Account = { username: `vera_${run}`, email: `vera-${run}@example.test`, password: `Verified-Address-${run}` };
    await new ApiSession(webBaseUrl()).signUp(person);
    const { page } = await signedIn(person);
    await page.goto(`${webBaseUrl()}/en/settings#account`);
    await page.getByTestId('account-email-verified').waitFor();
    expect(await page.getByTestId('account-email-verified').textContent()).to.equal(en['settings.account.emailVerified']);
    const moved = `vera-moved-${run}@example.test`;
    await page.getByTestId('account-email').fill(moved);
    await page.getByTestId('account-save').click();
    await page.getByTestId('account-status').filter({ hasText: en['settings.account.emailChanged']! }).waitFor();
    await page.getByTestId('account-email-unverified').waitFor();
    expect(await page.getByTestId('account-email-unverified').textContent()).to.include(en['settings.account.emailUnverified']);
    await page.getByTestId('account-resend-verification').click();
    await page.getByTestId('account-email-unverified').getByRole('status').filter({ hasText: en['settings.account.verificationSent']! }).waitFor();
    const mails = await eventually(() => mailsTo(moved), (found) => found.filter((m) => m.template === 'identity.confirm-address').length >= 2, 'two address links');
    // Only the newest link proves the address.
    const link = /\/en\/verify-email\?token=[\w.-]+/.exec(mails.find((m) => m.template === 'identity.confirm-address')!.text)![0];
    await page.goto(`${webBaseUrl()}${link}`);
    await page.getByTestId('verify-email-status').filter({ hasText: en['auth.verify.done']! }).waitFor();
    await page.getByTestId('verify-email-settings').click();
    await page.getByTestId('account-email-verified').waitFor();
  });

  it('says a used or broken link is no good, and offers to sign up again', async () => {
    web.expectConsoleErrors(/status of 400/);
    const { page } = await web.visit('/en/verify-email?token=not-a-link');
    await page.getByTestId('verify-email-status').filter({ hasText: en['auth.verify.invalid']! }).waitFor();
    await page.getByTestId('verify-email-signup').click();
    await page.waitForURL((url) => url.pathname === '/en/signup');
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`shows the sign-up's check-your-inbox step and the unverified address in ${lang} (light and dark)`, async () => {
      // Each screen reached once, pictured and checked in both schemes as the system switches in place.
      const messages = lang === 'ar' ? ar : en;
      const { page } = await web.visit(`/${lang}/signup`, { setup: withAxe });
      await page.getByTestId('signup-username').fill(`shot_${lang}_${run}`.slice(0, 32));
      await page.getByTestId('signup-email').fill(`shot-${lang}-${run}@example.test`);
      await page.getByTestId('signup-password').fill(`Screenshot-${run}-passphrase`);
      await page.getByTestId('signup-submit').click();
      await page.getByTestId('signup-sent').waitFor();
      expect(await page.locator('#signup-sent-title').textContent()).to.equal(messages['auth.signupSent.title']);
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        expect(await axeViolations(page), `serious or critical axe violations, ${scheme}`).to.deep.equal([]);
        await web.screenshot(page, `identity-signup-sent-${lang}-${scheme}.png`, true);
      }

      const settings = await web.visit(`/${lang}/settings#account`, { user: { sub: `unverified-${lang}-${run}`, isStandard: true } });
      // A seeded account has a proved address: changing it makes it unverified.
      await settings.page.getByTestId('account-email-verified').waitFor();
      await settings.page.getByTestId('account-email').fill(`changed-${lang}-${run}@example.test`);
      await settings.page.getByTestId('account-save').click();
      await settings.page.getByTestId('account-email-unverified').waitFor();
      await settings.page.evaluate('window.scrollTo(0, 0)');
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(settings.page, scheme);
        await web.screenshot(settings.page, `identity-settings-unverified-${lang}-${scheme}.png`);
      }
    });
  }

  it('in Arabic (light and dark) the sign-in, sign-up and security screens read right to left', async () => {
    // Each screen reached once, pictured (and checked) in both schemes as the system switches in place.
    const { page } = await web.visit('/ar/login');
    await page.getByRole('heading', { level: 1, name: ar['auth.login.title'] }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    const box = (await page.getByTestId('login-remember').boundingBox())!;
    const row = (await page.getByTestId('login-remember').locator('xpath=..').boundingBox())!;
    expect(box.x, 'the checkbox starts its row, on the right').to.be.greaterThan(row.x + row.width / 2);
    expect(await page.evaluate<string>(`getComputedStyle(document.getElementById('login-email')).direction`)).to.equal('ltr');
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await web.screenshot(page, `identity-login-ar-${scheme}.png`, true);
    }

    await page.goto(`${webBaseUrl()}/ar/signup`);
    await page.getByTestId('signup-submit').click();
    await page.locator('#signup-username-error').waitFor();
    expect(await page.locator('#signup-password-error').textContent()).to.equal(ar['identity.error.passwordRequired']);
    for (const scheme of ['dark', 'light'] as const) {
      await switchColorScheme(page, scheme);
      await web.screenshot(page, `identity-signup-ar-${scheme}.png`, true);
    }

    const settings = await web.visit('/ar/settings#security', { setup: withAxe, user: { sub: `identity-ar-${run}`, isStandard: true } });
    await settings.page.getByTestId('two-factor-enable').click();
    await settings.page.getByTestId('two-factor-qr').waitFor();
    // The security section alone, from the top of the page (a full-page shot scrolled to #security
    // would paint the sticky bar in the middle).
    await settings.page.evaluate('window.scrollTo(0, 0)');
    const section = (await settings.page.getByTestId('settings-security').boundingBox())!;
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(settings.page, scheme);
      expect(await axeViolations(settings.page), `serious or critical axe violations, ${scheme}`).to.deep.equal([]);
      await captureScreenshot(settings.page, `identity-security-ar-${scheme}.png`, { fullPage: true, clip: section });
    }
  });

  it('at 360 px the sign-in page fits without sideways scrolling', async () => {
    const { page } = await web.visit('/en/login', { viewport: { width: 360, height: 740 } });
    await page.getByTestId('login-submit').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).to.be.at.most(360);
    await web.screenshot(page, 'identity-login-en-360.png', true);
  });
});
