import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { seedWebUser } from '../../support/seed-web-user.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { launchBrowser } from '../../support/web.js';
import { captureScreenshot, switchColorScheme } from '../../support/web-harness.js';

/**
 * The admin pages (/admin with its list tabs, /newsletter-admin; the users tab is in identity.web.spec.ts)
 * against data created through the public APIs, nothing mocked but one failure. This file starts its
 * own app on a fresh database, so the lists really start empty and its rows are the only ones (other
 * web specs share the other app).
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
type Catalog = Record<string, string>;
const catalog = (locale: string): Catalog => JSON.parse(readFileSync(join(repoRoot, 'frontend/lang', `${locale}.json`), 'utf8')) as Catalog;
const en = catalog('en');
const ar = catalog('ar');
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** More refusals than one page of 20 holds (and fewer than the 30 a minute one address may report). */
const REFUSALS = 22;

describe('web: admin pages', function () {
  this.timeout(120_000);

  let app: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];
  let expectedConsole: RegExp[] = [];

  before(async () => {
    app = await startTestApp({ env: { FRONTEND_DIST: resolve(repoRoot, process.env.FRONTEND_DIST ?? 'frontend/dist') } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  beforeEach(() => {
    problems = [];
    expectedConsole = [];
  });

  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(app.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, `POST ${path}`).to.be.oneOf([200, 202]);
  };

  async function open(path: string, options: BrowserContextOptions = {}, setup?: (page: Page) => Promise<unknown>): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    await context.addCookies([
      {
        name: 'stacklens_cookie_consent',
        value: encodeURIComponent(JSON.stringify({ consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } })),
        url: app.baseUrl,
      },
    ]);
    const claims = { sub: 'admin-x', isAdmin: true, username: 'admin-x', email: 'admin-x@example.test' };
    await seedWebUser(app.process, claims);
    const token = await app.tokenFor(claims);
    await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (expectedConsole.some((pattern) => pattern.test(message.text()))) return;
      problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    if (setup) await setup(page);
    await page.goto(app.baseUrl + path);
    await page.locator('h1').waitFor();
    return page;
  }

  const tab = (page: Page, key: string, messages: Catalog = en) => page.getByRole('tab', { name: messages[`admin.tab.${key}`], exact: true });
  const panel = (page: Page, key: string) => page.getByTestId(`admin-panel-${key}`);
  const rows = (list: Locator) => list.locator('tbody tr[data-row]');
  const cell = (row: Locator, column: string) => row.locator(`td[data-column="${column}"]`);
  /** Waits for the tab to be the selected one (the keyboard handler re-renders asynchronously). */
  const selected = (page: Page, key: string, messages: Catalog = en) => tab(page, key, messages).and(page.locator('[aria-selected="true"]')).waitFor();
  const isFocused = async (locator: Locator) => (await locator.and(locator.page().locator(':focus')).count()) === 1;
  /** A computed style property, read in the page (this tsconfig has no DOM lib, hence the loose types). */
  const computed = (locator: Locator, property: string, pseudo?: string) =>
    locator.evaluate(
      (element, [name, pseudoElement]) =>
        (globalThis as unknown as { getComputedStyle(e: unknown, p?: string): Record<string, string> }).getComputedStyle(element, pseudoElement)[name!],
      [property, pseudo] as const,
    );
  const screenshot = (page: Page, name: string, fullPage = true) => captureScreenshot(page, name, { fullPage });

  describe('on a fresh database', () => {
    it('every list shows its empty state', async () => {
      const page = await open('/en/admin');
      expect(await page.locator('h1').textContent()).to.equal(en['admin.title']);
      expect(await page.title()).to.equal(en['admin.documentTitle']);
      const cases = [
        ['feedback', 'admin-feedback-empty', 'admin.feedback.empty'],
        ['contact', 'admin-contact-empty', 'admin.contact.empty'],
        ['accessLog', 'admin-access-log-empty', 'admin.accessLog.empty'],
        ['outbox', 'admin-outbox-empty', 'admin.outbox.empty'],
      ] as const;
      for (const [key, testId, message] of cases) {
        await tab(page, key).click();
        await page.getByTestId(testId).waitFor();
        expect(await page.getByTestId(testId).textContent(), key).to.equal(en[message]);
      }
      await tab(page, 'feedback').click();
      await page.getByTestId('admin-feedback-empty').waitFor();
      await screenshot(page, 'admin-en-empty-light.png');

      const newsletter = await open('/en/newsletter-admin');
      await newsletter.getByTestId('admin-newsletter-empty').waitFor();
      expect(await newsletter.getByTestId('newsletter-counts').locator('[data-count="all"] dd').textContent()).to.equal('0');
    });
  });

  describe('with data sent through the public forms', () => {
    let feedbackCreatedAt: string;

    before(async () => {
      await post('/api/contact/submit', {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        subject: 'technical',
        message: 'The SEO audit stops after three pages.\nIt worked last week.',
      });
      await post(
        '/api/feedback/submit',
        { type: 'improvement', title: 'Faster exports', description: 'PDF export takes a minute.', rating: 4 },
        await app.tokenFor({ sub: 'user-42' }),
      );
      await post('/api/newsletter/subscribe', { email: 'reader@example.org', locale: 'es' });
      for (let i = 1; i <= REFUSALS; i++) {
        await post('/api/auth/log-access', { path: `/en/admin/refusal-${i}`, timestamp: new Date().toISOString(), type: 'unauthorized_access' });
      }
      const stored = await fetch(`${app.baseUrl}/api/admin/feedback`, { headers: { authorization: `Bearer ${await app.tokenFor({ sub: 'admin-x', isAdmin: true })}` } });
      feedbackCreatedAt = ((await stored.json()) as { entries: { createdAt: string }[] }).entries[0]!.createdAt;
    });

    it('the feedback tab lists the stored feedback with its type, rating, user and date', async () => {
      const page = await open('/en/admin?tab=feedback');
      expect(await tab(page, 'feedback').getAttribute('aria-selected')).to.equal('true');
      const list = page.getByTestId('admin-feedback-table');
      await list.waitFor();
      expect(await rows(list).count()).to.equal(1);
      const row = rows(list).first();
      expect(await cell(row, 'title').textContent()).to.equal('Faster exports');
      expect(await cell(row, 'type').textContent()).to.equal(en['feedback.type.improvement']);
      expect(await cell(row, 'description').textContent()).to.equal('PDF export takes a minute.');
      expect(await cell(row, 'rating').textContent()).to.equal('4 stars out of 5');
      expect(await cell(row, 'user').textContent()).to.equal('user-42');
      expect(await cell(row, 'email').textContent()).to.equal(en['admin.value.notGiven']);
      expect(await cell(row, 'date').locator('time').getAttribute('datetime')).to.equal(feedbackCreatedAt);
      expect(await cell(row, 'date').textContent()).to.include(String(new Date(feedbackCreatedAt).getFullYear()));
      expect(await page.getByTestId('admin-feedback-summary').textContent()).to.equal('1 entry');
      // One page only: no pager.
      expect(await page.getByTestId('admin-pager').count()).to.equal(0);
      await screenshot(page, 'admin-en-feedback-light.png');
    });

    it('the tabs work from the keyboard: arrows, Home and End, with aria-selected and aria-controls', async () => {
      const page = await open('/en/admin');
      await tab(page, 'feedback').focus();
      expect(await page.getByRole('tablist').getAttribute('aria-label')).to.equal(en['admin.tabs.label']);
      await page.keyboard.press('ArrowRight');
      expect(await isFocused(tab(page, 'contact'))).to.equal(true);
      await selected(page, 'contact');
      expect(await tab(page, 'feedback').getAttribute('aria-selected')).to.equal('false');
      expect(await tab(page, 'feedback').getAttribute('tabindex')).to.equal('-1');
      const controls = await tab(page, 'contact').getAttribute('aria-controls');
      expect(await panel(page, 'contact').getAttribute('id')).to.equal(controls);
      expect(await panel(page, 'contact').getAttribute('role')).to.equal('tabpanel');
      expect(new URL(page.url()).searchParams.get('tab')).to.equal('contact');

      const contact = rows(page.getByTestId('admin-contact-table')).first();
      await contact.waitFor();
      expect(await cell(contact, 'name').textContent()).to.equal('Ada Lovelace');
      expect(await cell(contact, 'email').textContent()).to.equal('ada@example.org');
      expect(await cell(contact, 'subject').textContent()).to.equal(en['admin.contact.subject.technical']);
      expect(await cell(contact, 'message').textContent()).to.equal('The SEO audit stops after three pages.\nIt worked last week.');

      // The tabs in their order (AdminPage.tsx): billing's Orders and Discount codes come after the outbox, so End lands on Discount codes.
      const order = ['admin.tab.users', 'admin.tab.feedback', 'admin.tab.contact', 'admin.tab.accessLog', 'admin.tab.analyticsDropped', 'admin.tab.outbox', 'admin.billing.tab.orders', 'admin.billing.tab.promo'];
      expect(await page.getByRole('tab').allTextContents()).to.deep.equal(order.map((id) => en[id]));
      const last = page.getByRole('tab').last();
      const lastSelected = () => last.and(page.locator('[aria-selected="true"]')).waitFor();
      await page.keyboard.press('End');
      expect(await isFocused(last)).to.equal(true);
      await lastSelected();
      expect(new URL(page.url()).searchParams.get('tab')).to.equal('promo-codes');
      // Home then ArrowLeft in quick succession: the second key still starts from the focused tab.
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowLeft');
      expect(await isFocused(last)).to.equal(true);
      await lastSelected();
      expect(await tab(page, 'feedback').getAttribute('aria-selected')).to.equal('false');
      // Tab leaves the tab list for the panel, once the selected tab's panel is there to take the focus.
      await panel(page, 'promo-codes').waitFor();
      await page.keyboard.press('Tab');
      expect(await isFocused(panel(page, 'promo-codes'))).to.equal(true);
    });

    it(`the refused-access log pages through ${REFUSALS} entries, 20 a page`, async () => {
      const page = await open('/en/admin?tab=access-log');
      const list = page.getByTestId('admin-access-log-table');
      await list.waitFor();
      expect(await page.getByTestId('admin-access-log-summary').textContent()).to.equal(`${REFUSALS} entries`);
      expect(await rows(list).count()).to.equal(20);
      expect(await page.getByTestId('admin-pager-status').textContent()).to.equal('Page 1 of 2');
      expect(await page.getByTestId('admin-pager-previous').getAttribute('aria-disabled')).to.equal('true');
      // Newest first.
      expect(await cell(rows(list).first(), 'path').textContent()).to.equal(`/en/admin/refusal-${REFUSALS}`);
      expect(await cell(rows(list).first(), 'type').textContent()).to.equal(en['admin.accessLog.type.unauthorized']);
      expect(await cell(rows(list).first(), 'user').textContent()).to.equal(en['admin.value.visitor']);

      const next = page.getByTestId('admin-pager-next');
      await next.click();
      await page.getByTestId('admin-pager-status').getByText('Page 2 of 2').waitFor();
      await list.locator('td[data-column="path"]', { hasText: '/en/admin/refusal-1' }).first().waitFor();
      expect(await rows(list).count()).to.equal(REFUSALS - 20);
      expect(new URL(page.url()).searchParams.get('page')).to.equal('2');
      expect(await next.getAttribute('aria-disabled')).to.equal('true');
      // Still focused after reaching the end, and a press there does nothing.
      expect(await isFocused(next)).to.equal(true);
      await page.keyboard.press('Enter');
      expect(await page.getByTestId('admin-pager-status').textContent()).to.equal('Page 2 of 2');

      await page.getByTestId('admin-pager-previous').click();
      await page.getByTestId('admin-pager-status').getByText('Page 1 of 2').waitFor();
      await list.locator('td[data-column="path"]', { hasText: `/en/admin/refusal-${REFUSALS}` }).waitFor();
      expect(await rows(list).count()).to.equal(20);
    });

    it('the outbox lists the confirmation mail, recorded only, and opens its text as plain text', async () => {
      const page = await open('/en/admin?tab=outbox');
      const list = page.getByTestId('admin-outbox-table');
      await list.waitFor();
      const row = rows(list).filter({ has: page.locator('td[data-column="to"]', { hasText: 'reader@example.org' }) });
      expect(await row.count()).to.equal(1);
      expect(await cell(row, 'template').textContent()).to.equal('outreach.newsletter-confirm');
      expect(await cell(row, 'locale').textContent()).to.equal('Spanish');
      expect(await cell(row, 'sent').textContent()).to.equal(en['admin.outbox.recordedOnly']);
      // The contact form also mailed the team.
      expect(await rows(list).filter({ has: page.locator('td[data-column="template"]', { hasText: 'outreach.contact-notification' }) }).count()).to.equal(1);

      // The subject is a disclosure button for the mail's text.
      const toggle = cell(row, 'subject').getByRole('button', { name: 'Confirma tu suscripción al boletín de StackLens' });
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
      const body = page.getByTestId('outbox-body');
      await body.waitFor();
      expect(await toggle.getAttribute('aria-controls')).to.equal(await body.getAttribute('id'));
      expect(await body.textContent()).to.match(/\/es\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/);
      expect(await body.getAttribute('dir')).to.equal('auto');
      expect(await computed(body, 'whiteSpace')).to.equal('pre-wrap');
      // Plain text: nothing in the mail is rendered as markup.
      expect(await body.locator('*').count()).to.equal(0);
      await screenshot(page, 'admin-en-outbox-open-light.png');
      await toggle.click();
      await body.waitFor({ state: 'detached' });
    });

    it('the newsletter admin page lists the subscriber as pending, with counts per status', async () => {
      const page = await open('/en/newsletter-admin');
      expect(await page.locator('h1').textContent()).to.equal(en['admin.newsletter.title']);
      const list = page.getByTestId('admin-newsletter-table');
      await list.waitFor();
      const row = rows(list).first();
      expect(await cell(row, 'email').textContent()).to.equal('reader@example.org');
      expect(await cell(row, 'locale').textContent()).to.equal('Spanish');
      expect(await cell(row, 'status').locator('[data-status]').getAttribute('data-status')).to.equal('pending');
      expect(await cell(row, 'status').textContent()).to.equal(en['admin.newsletter.status.pending']);
      expect(await cell(row, 'confirmed').textContent()).to.equal(en['admin.value.notYet']);
      const counts = page.getByTestId('newsletter-counts');
      const count = (status: string) => counts.locator(`[data-count="${status}"] dd`).textContent();
      expect({ pending: await count('pending'), confirmed: await count('confirmed'), unsubscribed: await count('unsubscribed'), all: await count('all') }).to.deep.equal({
        pending: '1',
        confirmed: '0',
        unsubscribed: '0',
        all: '1',
      });
      await screenshot(page, 'admin-en-newsletter-light.png');
    });

    it('a list that fails to load offers a retry that loads it', async () => {
      expectedConsole = [/status of 500/];
      let failures = 1;
      const page = await open('/en/admin?tab=contact', {}, (p) =>
        p.route('**/api/admin/contact-messages*', async (route) => {
          if (failures-- > 0) {
            await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'boom', code: 'INTERNAL_ERROR' }) });
          } else {
            await route.continue();
          }
        }),
      );
      const error = page.getByTestId('admin-contact-error');
      await error.waitFor();
      expect(await error.getAttribute('role')).to.equal('alert');
      expect(await error.textContent()).to.include(en['admin.list.error']).and.include(en['shared.errors.code.internalError']);
      await error.getByRole('button', { name: en['admin.list.retry'] }).click();
      await page.getByTestId('admin-contact-table').waitFor();
      expect(await rows(page.getByTestId('admin-contact-table')).count()).to.equal(1);
    });

    it('in Arabic (light and dark) the page reads right to left and the arrow keys follow it', async () => {
      const page = await open('/ar/admin?tab=feedback', { locale: 'ar' });
      expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      expect(await page.locator('h1').textContent()).to.equal(ar['admin.title']);
      expect(await page.locator('h1').textContent()).to.match(ARABIC_LETTER);
      await page.getByTestId('admin-feedback-table').waitFor();
      const first = (await tab(page, 'feedback', ar).boundingBox())!;
      const second = (await tab(page, 'contact', ar).boundingBox())!;
      expect(first.x, 'first tab on the right').to.be.greaterThan(second.x);
      await tab(page, 'feedback', ar).focus();
      await page.keyboard.press('ArrowLeft');
      expect(await isFocused(tab(page, 'contact', ar))).to.equal(true);
      await page.getByTestId('admin-contact-table').waitFor();
      expect(await cell(rows(page.getByTestId('admin-contact-table')).first(), 'subject').textContent()).to.equal(ar['admin.contact.subject.technical']);
      // Reached once, pictured in both schemes as the system switches in place.
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await screenshot(page, `admin-ar-contact-${scheme}.png`);
      }
    });

    for (const locale of ['en', 'ar'] as const) {
      it(`at 360 px (${locale}) the lists become cards and the page does not scroll sideways`, async () => {
        const page = await open(`/${locale}/admin?tab=outbox`, { viewport: { width: 360, height: 780 }, isMobile: true, locale });
        const list = page.getByTestId('admin-outbox-table');
        await list.waitFor();
        await cell(rows(list).first(), 'subject').getByRole('button').click();
        await page.getByTestId('outbox-body').waitFor();
        const widths = await page.evaluate<{ scroll: number; client: number }>(
          '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
        );
        expect(widths.scroll).to.be.at.most(widths.client);
        // Cards: the header row is hidden (kept for screen readers) and every cell shows its column name.
        const headerBox = (await list.locator('thead').boundingBox())!;
        expect(headerBox.height).to.be.at.most(1);
        const label = await computed(cell(rows(list).first(), 'to'), 'content', '::before');
        expect(label).to.equal(JSON.stringify(catalog(locale)['admin.outbox.col.to']));
        await screenshot(page, `admin-${locale}-outbox-mobile-light.png`);

        const newsletter = await open(`/${locale}/newsletter-admin`, { viewport: { width: 360, height: 780 }, isMobile: true, locale, colorScheme: 'dark' });
        await newsletter.getByTestId('admin-newsletter-table').waitFor();
        const pageWidths = await newsletter.evaluate<{ scroll: number; client: number }>(
          '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
        );
        expect(pageWidths.scroll).to.be.at.most(pageWidths.client);
        await screenshot(newsletter, `admin-${locale}-newsletter-mobile-dark.png`);
      });
    }
  });
});
