import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Cookie, Page } from 'playwright-core';
import { webUser } from '../../support/seed-web-user.js';
import { launchBrowser, webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { captureScreenshot, switchColorScheme } from '../../support/web-harness.js';

/**
 * The app shell: cookie consent, themes, the dashboard layout, the error page with its stale-build
 * reload guard, and the hourly new-version notice. English texts come from frontend/lang/en.json;
 * Arabic runs assert structure only.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
type Catalog = Record<string, string>;
const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Catalog;
const en: Record<string, string> = readJson('frontend/lang/en.json');
const ar: Record<string, string> = readJson('frontend/lang/ar.json');
const DAY_SECONDS = 24 * 60 * 60;
const CONSENT_COOKIE = 'stacklens_cookie_consent';
const PREFERENCES_COOKIE = 'stacklens_preferences';
const MENU_ITEMS = ['dashboard', 'website', 'workflow', 'system', 'administration', 'newsletter', 'feedback', 'premium', 'settings', 'logout'];

/** Records raw `document.cookie` writes and analytics events; injected by the browser, so the page's CSP does not apply. */
const RECORDERS = `(() => {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  window.__cookieWrites = [];
  window.__events = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() { return native.get.call(document); },
    set(value) { window.__cookieWrites.push(String(value)); native.set.call(document, value); },
  });
  window.addEventListener('analytics-preference-changed', (event) => window.__events.push(event.detail));
})();`;

function relativeLuminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('web: app shell', function () {
  this.timeout(60_000);

  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];
  /** Console errors a test provokes on purpose (a refused chunk, the error boundary's log). */
  let expectedProblems: RegExp | null = null;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  beforeEach(() => {
    problems = [];
    expectedProblems = null;
  });

  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const unexpected = expectedProblems ? problems.filter((p) => !expectedProblems!.test(p)) : problems;
    if (this.currentTest?.state === 'passed') expect(unexpected, 'browser console errors').to.deep.equal([]);
  });

  async function newPage(options: BrowserContextOptions = {}, cookies: Parameters<BrowserContext['addCookies']>[0] = []) {
    const context = await browser.newContext({
      locale: 'en-US',
      colorScheme: 'light',
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    contexts.push(context);
    await context.addInitScript(RECORDERS);
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The server answers unknown pages with status 404 (see home.web.spec.ts): not a fault.
      const documentNotFound = message.location().url === page.url() && /status of 404/.test(message.text());
      if (!documentNotFound) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return { page, context };
  }

  async function open(path: string, options: BrowserContextOptions = {}, cookies: Parameters<BrowserContext['addCookies']>[0] = []) {
    const { page, context } = await newPage(options, cookies);
    await page.goto(`${webBaseUrl()}${path}`);
    await page.locator('h1').waitFor();
    return { page, context };
  }

  /** A recorded choice (nothing optional), so the banner stays out of layout screenshots. */
  const consented = () => [
    {
      name: CONSENT_COOKIE,
      value: encodeURIComponent(JSON.stringify({ consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } })),
      url: webBaseUrl(),
    },
  ];
  const banner = (page: Page, messages: Catalog = en) => page.getByRole('region', { name: messages['consent.banner.region'] });
  const cookieNamed = async (context: BrowserContext, name: string): Promise<Cookie | undefined> =>
    (await context.cookies()).find((c) => c.name === name);
  const consentValue = (cookie: Cookie) => JSON.parse(decodeURIComponent(cookie.value)) as unknown;
  const background = (page: Page) => page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
  const screenshot = (page: Page, name: string, fullPage = false) => captureScreenshot(page, name, { fullPage });

  describe('cookie consent', () => {
    it('shows the banner on a first visit and stores nothing optional before a choice', async () => {
      const { page, context } = await open('/en');
      await banner(page).waitFor();
      expect(await banner(page).getByRole('heading').textContent()).to.equal(en['consent.banner.title']);
      for (const name of ['consent.banner.acceptAll', 'consent.banner.reject', 'consent.banner.customise']) {
        expect(await banner(page).getByRole('button', { name: en[name], exact: true }).count(), name).to.equal(1);
      }
      expect(await cookieNamed(context, CONSENT_COOKIE)).to.equal(undefined);
      expect(await cookieNamed(context, PREFERENCES_COOKIE)).to.equal(undefined);
      expect(await page.evaluate<string[]>('window.__cookieWrites')).to.deep.equal([]);
      await screenshot(page, 'consent-banner-en-light.png');
    });

    it('Accept all stores every category for 365 days, SameSite=Lax, and the banner stays hidden', async () => {
      const { page, context } = await open('/en');
      await page.getByTestId('consent-accept').click();
      await banner(page).waitFor({ state: 'detached' });

      const cookie = await cookieNamed(context, CONSENT_COOKIE);
      expect(cookie, 'consent cookie').to.not.equal(undefined);
      expect(consentValue(cookie!)).to.deep.equal({
        consentGiven: true,
        preferences: { essential: true, functional: true, analytics: true, marketing: true },
      });
      expect(cookie!.path).to.equal('/');
      expect(cookie!.sameSite).to.equal('Lax');
      expect(cookie!.expires - Date.now() / 1000).to.be.within(364 * DAY_SECONDS, 366 * DAY_SECONDS);
      // Chromium reports an unset SameSite as Lax, so the attribute itself is checked on the raw write.
      const writes = await page.evaluate<string[]>('window.__cookieWrites');
      const write = writes.find((w) => w.startsWith(`${CONSENT_COOKIE}=`));
      expect(write).to.match(/;\s*SameSite=Lax(;|$)/i).and.match(/;\s*Path=\/(;|$)/i);
      expect(await page.evaluate<string | null>(`localStorage.getItem('stacklens_consent')`)).to.equal('true');
      expect(await page.evaluate<unknown[]>('window.__events')).to.deep.equal([{ enabled: true }]);

      await page.reload();
      await page.locator('h1').waitFor();
      expect(await banner(page).count()).to.equal(0);
    });

    it('Reject stores every optional category as false and hides the banner', async () => {
      const { page, context } = await open('/en');
      await page.getByTestId('consent-reject').click();
      await banner(page).waitFor({ state: 'detached' });
      const cookie = await cookieNamed(context, CONSENT_COOKIE);
      expect(consentValue(cookie!)).to.deep.equal({
        consentGiven: true,
        preferences: { essential: true, functional: false, analytics: false, marketing: false },
      });
      // Analytics was off and stays off: no change, no event.
      expect(await page.evaluate<unknown[]>('window.__events')).to.deep.equal([]);
    });

    it('Customise: essential is locked on; turning analytics on fires analytics-preference-changed', async () => {
      const { page, context } = await open('/en');
      await page.getByTestId('consent-customise').click();
      const essential = page.getByTestId('consent-essential');
      expect(await essential.isChecked()).to.equal(true);
      expect(await essential.isDisabled()).to.equal(true);
      await page.getByTestId('consent-analytics').check();
      await page.getByTestId('consent-save').click();
      await banner(page).waitFor({ state: 'detached' });
      expect(await page.evaluate<unknown[]>('window.__events')).to.deep.equal([{ enabled: true }]);
      expect(consentValue((await cookieNamed(context, CONSENT_COOKIE))!)).to.deep.equal({
        consentGiven: true,
        preferences: { essential: true, functional: false, analytics: true, marketing: false },
      });
    });

    it('a malformed consent cookie shows the banner again', async () => {
      const { page } = await open('/en', {}, [{ name: CONSENT_COOKIE, value: '%7Bnot-json', url: webBaseUrl() }]);
      await banner(page).waitFor();
    });

    it('the footer’s cookie settings reopen the choices, focused on the first switch', async () => {
      const { page } = await open('/en');
      await page.getByTestId('consent-reject').click();
      await banner(page).waitFor({ state: 'detached' });
      await page.getByTestId('footer-cookie-settings').click();
      await page.getByTestId('consent-functional').and(page.locator(':focus')).waitFor();
      expect(await page.getByTestId('consent-analytics').isChecked()).to.equal(false);
    });

    it('in Arabic (light and dark) the banner is right to left and fits 360 px', async () => {
      const { page } = await open('/ar', { viewport: { width: 360, height: 780 }, isMobile: true });
      await banner(page, ar).waitFor();
      expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      const widths = await page.evaluate<{ scroll: number; client: number }>(
        '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
      );
      expect(widths.scroll).to.be.at.most(widths.client);
      const box = await banner(page, ar).boundingBox();
      expect(box!.x).to.be.at.least(0);
      expect(box!.x + box!.width).to.be.at.most(360);
      // Reached once, pictured in both schemes as the system switches in place.
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await screenshot(page, `consent-banner-ar-mobile-${scheme}.png`);
      }
    });

    it('in English dark the banner uses the dark theme', async () => {
      const { page } = await open('/en', { colorScheme: 'dark' });
      await banner(page).waitFor();
      await page.getByTestId('consent-customise').click();
      await screenshot(page, 'consent-banner-en-dark-customise.png');
    });
  });

  describe('themes', () => {
    it('the switcher applies dark and greenAmbiance, kept across reloads with functional consent', async () => {
      const { page, context } = await open('/en/nope');
      await page.getByTestId('consent-accept').click();

      await page.getByTestId('theme-switcher').click();
      await page.getByTestId('theme-dark').check();
      expect(relativeLuminance(await background(page))).to.be.lessThan(0.05);
      const stored = await cookieNamed(context, PREFERENCES_COOKIE);
      expect(consentValue(stored!)).to.deep.equal({ theme: 'dark', language: 'EN' });
      expect(stored!.sameSite).to.equal('Lax');
      expect(stored!.expires - Date.now() / 1000).to.be.within(179 * DAY_SECONDS, 181 * DAY_SECONDS);
      await page.reload();
      await page.locator('h1').waitFor();
      expect(relativeLuminance(await background(page))).to.be.lessThan(0.05);

      // Keyboard: the menu opens on the checked theme, arrows move through the radio group.
      await page.getByTestId('theme-switcher').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('theme-dark').and(page.locator(':focus')).waitFor();
      await page.keyboard.press('ArrowDown');
      expect(await page.getByTestId('theme-greenAmbiance').isChecked()).to.equal(true);
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('theme-switcher').getAttribute('aria-expanded')).to.equal('false');
      expect(await background(page)).to.equal('rgb(238, 246, 240)');
      await page.reload();
      await page.locator('h1').waitFor();
      expect(await background(page)).to.equal('rgb(238, 246, 240)');
      await screenshot(page, 'theme-green-ambiance-en.png', true);
    });

    it('without functional consent the theme holds for the visit only and no preferences cookie is written', async () => {
      const { page, context } = await open('/en/nope');
      await page.getByTestId('consent-reject').click();
      await page.getByTestId('theme-switcher').click();
      await page.getByTestId('theme-dark').check();
      expect(relativeLuminance(await background(page))).to.be.lessThan(0.05);
      expect(await cookieNamed(context, PREFERENCES_COOKIE)).to.equal(undefined);
      await page.reload();
      await page.locator('h1').waitFor();
      expect(relativeLuminance(await background(page))).to.be.greaterThan(0.8);
    });
  });

  describe('default layout', () => {
    it('the header links to the content pages, sign-in and sign-up; the footer to the legal pages', async () => {
      const { page } = await open('/fr/nope', {}, consented());
      const nav = page.getByRole('banner').getByRole('navigation');
      const hrefs: (string | null)[] = [];
      const links = nav.getByRole('link');
      for (let i = 0; i < (await links.count()); i++) hrefs.push(await links.nth(i).getAttribute('href'));
      expect(hrefs).to.deep.equal(['/fr/about', '/fr/pricing', '/fr/faq', '/fr/contact']);
      expect(await page.getByTestId('header-login').getAttribute('href')).to.equal('/fr/login');
      expect(await page.getByTestId('header-signup').getAttribute('href')).to.equal('/fr/signup');
      for (const path of ['privacy', 'terms', 'notices', 'contact']) {
        expect(await page.locator(`footer a[href="/fr/${path}"]`).count(), path).to.equal(1);
      }
    });

    for (const locale of ['en', 'ar'] as const) {
      it(`/${locale} header and footer fit a 360 px wide screen`, async () => {
        const { page } = await open(`/${locale}/nope`, { viewport: { width: 360, height: 780 }, isMobile: true }, consented());
        const widths = await page.evaluate<{ scroll: number; client: number }>(
          '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
        );
        expect(widths.scroll).to.be.at.most(widths.client);
        await screenshot(page, `default-layout-${locale}-mobile.png`, true);
      });
    }
  });

  describe('dashboard layout', () => {
    const menu = (page: Page) => page.getByTestId('dashboard-menu');
    const admin: WebTokenClaims = { sub: 'shell-admin', isAdmin: true, isPremium: true };
    const standard: WebTokenClaims = { sub: 'shell-standard', isStandard: true };

    /** The settings page, in the dashboard layout, as a signed-in user. */
    async function openSignedIn(path: string, user: WebTokenClaims, options: BrowserContextOptions = {}) {
      const { page, context } = await newPage(options, consented());
      await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(await webUser(user))});`);
      await page.goto(`${webBaseUrl()}${path}`);
      await page.locator('h1').waitFor();
      return { page, context };
    }

    const menuItems = async (page: Page) => {
      const entries = menu(page).locator('[data-menu-item]');
      const items: (string | null)[] = [];
      for (let i = 0; i < (await entries.count()); i++) items.push(await entries.nth(i).getAttribute('data-menu-item'));
      return items;
    };

    for (const scheme of ['light', 'dark'] as const) {
      it(`shows an admin the ten side-menu items in order, the current one marked, and the Premium label (${scheme})`, async () => {
        const { page } = await openSignedIn('/en/settings', admin, { colorScheme: scheme });
        expect(await menu(page).getAttribute('aria-label')).to.equal(en['shell.dashboard.menu']);
        expect(await menuItems(page)).to.deep.equal(MENU_ITEMS);
        expect(await menu(page).locator('[aria-current="page"]').getAttribute('data-menu-item')).to.equal('settings');
        expect(await menu(page).locator('a[data-menu-item="dashboard"]').getAttribute('href')).to.equal('/en/dashboard');
        expect(await page.getByTestId('dashboard-plan').textContent()).to.contain(en['shell.dashboard.plan.premium']);
        expect(await page.getByTestId('dashboard-menu-toggle').isVisible()).to.equal(false);
        await screenshot(page, `dashboard-layout-en-${scheme}.png`);
      });
    }

    it('hides administration from other users and labels a Standard plan', async () => {
      const { page } = await openSignedIn('/en/settings', standard);
      expect(await menuItems(page)).to.deep.equal(MENU_ITEMS.filter((item) => item !== 'administration' && item !== 'newsletter'));
      expect(await page.getByTestId('dashboard-plan').textContent()).to.contain(en['shell.dashboard.plan.standard']);
    });

    for (const [lang, scheme] of [['en', 'light'], ['en', 'dark'], ['ar', 'light'], ['ar', 'dark']] as const) {
      it(`labels a trial that ended without a purchase "Free", with the way to a plan, in the menu and on the dashboard (${lang}, ${scheme})`, async () => {
        const messages: Record<string, string> = lang === 'ar' ? readJson('frontend/lang/ar.json') : en;
        // A seeded account with no plan and no trial: the server's status is "free".
        const { page } = await openSignedIn(`/${lang}/dashboard`, { sub: `shell-free-${lang}-${scheme}` }, { colorScheme: scheme });
        await page.getByTestId('dashboard-plan').filter({ hasText: messages['shell.dashboard.plan.free']! }).waitFor();
        expect(await page.getByTestId('dashboard-plan-upgrade').getAttribute('href')).to.equal(`/${lang}/pricing`);
        await page.getByTestId('dashboard-free-plan').waitFor();
        expect(await page.getByTestId('dashboard-free-plan').textContent()).to.contain(messages['dashboard.freePlan.notice']);
        await screenshot(page, `dashboard-free-plan-${lang}-${scheme}.png`);
        await page.getByTestId('dashboard-free-plan-upgrade').click();
        await page.waitForURL((url) => url.pathname === `/${lang}/pricing`);
      });
    }

    const WORKFLOW_TOOLS = [
      ['studio', 'studio', 'dashboard.tool.studio.name'],
      ['css-playground', 'css-playground', 'dashboard.tool.cssPlayground.name'],
      ['snippets', 'snippets', 'dashboard.tool.snippets.name'],
      ['api-testing', 'api-testing', 'dashboard.tool.apiTesting.name'],
      ['responsive-testing', 'responsive', 'dashboard.tool.responsiveTesting.name'],
      ['robots', 'robots', 'dashboard.tool.robots.name'],
    ] as const;

    it('"Workflow tools" is a closed disclosure elsewhere that opens by keyboard onto the six workflow tools and follows a link', async () => {
      const { page } = await openSignedIn('/en/settings', standard);
      const button = menu(page).locator('button[data-menu-item="workflow"]');
      const list = page.getByTestId('dashboard-menu-workflow');
      expect(await button.getAttribute('aria-expanded')).to.equal('false');
      expect(await button.getAttribute('aria-controls')).to.equal(await list.getAttribute('id'));
      expect(await list.isVisible()).to.equal(false);

      await button.focus();
      await page.keyboard.press('Enter');
      await list.waitFor({ state: 'visible' });
      expect(await button.getAttribute('aria-expanded')).to.equal('true');
      const links = list.locator('a[data-menu-subitem]');
      expect(await links.count()).to.equal(WORKFLOW_TOOLS.length);
      for (const [i, [id, path, message]] of WORKFLOW_TOOLS.entries()) {
        expect(await links.nth(i).getAttribute('data-menu-subitem')).to.equal(id);
        expect(await links.nth(i).getAttribute('href')).to.equal(`/en/${path}`);
        expect(await links.nth(i).textContent()).to.equal(en[message]);
      }
      await screenshot(page, 'dashboard-layout-en-workflow-open.png');

      // Tab reaches the first tool; Space on the button closes the list again.
      await page.keyboard.press('Tab');
      await list.locator('a[data-menu-subitem="studio"]:focus').waitFor();
      await button.focus();
      await page.keyboard.press('Space');
      await list.waitFor({ state: 'hidden' });
      await page.keyboard.press('Enter');
      await list.locator('a[data-menu-subitem="snippets"]').click();
      await page.waitForURL((url) => url.pathname === '/en/snippets');
      await list.locator('[aria-current="page"]').waitFor();
      expect(await list.locator('[aria-current="page"]').getAttribute('data-menu-subitem')).to.equal('snippets');
      expect(await button.getAttribute('aria-expanded')).to.equal('true');
    });

    it('in /ar a workflow tool\'s page opens the disclosure, its tools indented from the right', async () => {
      const { page } = await openSignedIn('/ar/snippets', admin);
      const button = menu(page).locator('button[data-menu-item="workflow"]');
      const list = page.getByTestId('dashboard-menu-workflow');
      await list.waitFor({ state: 'visible' });
      expect(await button.getAttribute('aria-expanded')).to.equal('true');
      expect(await list.locator('[aria-current="page"]').getAttribute('data-menu-subitem')).to.equal('snippets');
      expect(await list.locator('a[data-menu-subitem="responsive-testing"]').getAttribute('href')).to.equal('/ar/responsive');
      expect(await list.locator('a[data-menu-subitem="studio"]').textContent()).to.equal(ar['dashboard.tool.studio.name']);
      const parent = (await button.boundingBox())!;
      const child = (await list.locator('a[data-menu-subitem="snippets"]').boundingBox())!;
      expect(child.x + child.width, 'indented from the reading start, the right').to.be.lessThan(parent.x + parent.width - 16);
      expect(Math.abs(child.x - parent.x), 'both end at the same left edge').to.be.lessThan(2);
      await screenshot(page, 'dashboard-layout-ar-workflow-open.png');
    });

    it('under 56rem the menu is a drawer opened and closed by a toggle, keyboard included', async () => {
      const { page } = await openSignedIn('/en/settings', standard, { viewport: { width: 800, height: 800 } });
      const toggle = page.getByTestId('dashboard-menu-toggle');
      expect(await menu(page).isVisible()).to.equal(false);
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await menu(page).waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
      // Focus moves into the menu; Escape closes it and returns focus to the toggle.
      await menu(page).locator('a[data-menu-item="dashboard"]:focus').waitFor();
      await screenshot(page, 'dashboard-layout-en-narrow-open.png');
      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'hidden' });
      await page.getByTestId('dashboard-menu-toggle').and(page.locator(':focus')).waitFor();
    });

    for (const scheme of ['light', 'dark'] as const) {
      it(`in /ar the menu sits on the right and directional icons are mirrored (${scheme})`, async () => {
        const { page } = await openSignedIn('/ar/settings', admin, { colorScheme: scheme });
        expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
        const side = await menu(page).boundingBox();
        const main = await page.getByRole('main').boundingBox();
        expect(side!.x, 'menu right of the content').to.be.greaterThan(main!.x);
        const transform = await page.evaluate<string>(`getComputedStyle(document.querySelector('[data-menu-item="logout"] svg')).transform`);
        expect(transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
        await screenshot(page, `dashboard-layout-ar-${scheme}.png`);
      });
    }
  });

  describe('stale builds and errors', () => {
    it('a chunk that fails to load reloads once, then shows the error page whose Try again reloads after 1.5 s', async () => {
      expectedProblems = /dynamically imported module|ERR_FAILED|Failed to load resource|TypeError/;
      const { page } = await newPage({}, consented());
      await page.route('**/assets/faq-*.js', (route) => route.abort());
      let documentLoads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
      });

      await page.goto(`${webBaseUrl()}/en/faq`);
      const errorPage = page.getByTestId('error-page');
      await errorPage.waitFor();
      expect(documentLoads, 'the first failure reloads once; the second, within 10 s, does not').to.equal(2);
      expect(await errorPage.getAttribute('data-error-kind')).to.equal('generic');
      expect(await page.locator('h1').textContent()).to.equal(en['errors.page.genericTitle']);
      expect(await page.getByTestId('error-home').getAttribute('href')).to.equal('/en');
      await screenshot(page, 'error-page-en.png');

      const clicked = Date.now();
      await page.getByTestId('error-retry').click();
      expect(await page.getByTestId('error-retry').getAttribute('aria-busy')).to.equal('true');
      expect(await page.getByRole('status').filter({ hasText: en['errors.page.reloading'] }).count()).to.equal(1);
      await page.waitForEvent('request', { predicate: (request) => request.isNavigationRequest(), timeout: 5_000 });
      expect(Date.now() - clicked).to.be.within(1_300, 4_000);
    });

    it('the hourly version check offers a reload when /version.json names another build', async () => {
      const deployed = readFileSync(join(process.env.FRONTEND_DIST ?? join(repoRoot, 'frontend/dist'), 'version.json'), 'utf8');
      const { page } = await newPage();
      await page.clock.install();
      let body = deployed;
      await page.route('**/version.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
      await page.goto(`${webBaseUrl()}/en`);
      await page.locator('h1').waitFor();
      const toast = page.getByTestId('new-version');

      await page.clock.fastForward(3_600_000);
      await page.waitForTimeout(300);
      expect(await toast.textContent(), 'same build: nothing to say').to.equal('');

      body = JSON.stringify({ build: 'a-newer-build' });
      await page.clock.fastForward(3_600_000);
      await toast.getByText(en['shell.version.available']!).waitFor();
      expect(await toast.getAttribute('role')).to.equal('status');
      expect(await toast.getByRole('button', { name: en['shell.version.reload'] }).count()).to.equal(1);
      await screenshot(page, 'new-version-en.png');
    });
  });
});
