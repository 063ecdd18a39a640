import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, webBaseUrl } from '../../support/web.js';
import { captureScreenshot } from '../../support/web-harness.js';

/**
 * The foundation of the web app: locale routing, right-to-left layout, the language switcher,
 * the 404 page and the home page, in light and dark schemes. Expected texts come from the
 * catalogs, so copy can change without touching this file, but a wrong language cannot pass.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
type Catalog = Record<string, string>;
const catalog = (locale: string): Catalog =>
  JSON.parse(readFileSync(join(repoRoot, 'frontend/lang', `${locale}.json`), 'utf8')) as Catalog;
const en = catalog('en');
const ar = catalog('ar');
const fr = catalog('fr');
const zh = catalog('zh');
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Records every raw `document.cookie = ...` string; injected by the browser, so the page's CSP does not apply. */
const RECORD_COOKIE_WRITES = `(() => {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  window.__cookieWrites = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() { return native.get.call(document); },
    set(value) { window.__cookieWrites.push(String(value)); native.set.call(document, value); },
  });
})();`;

/**
 * Where `testId`'s top edge sits in the viewport once it stopped moving (images and fonts arriving above
 * it move it, and the browser's scroll anchoring moves it back). Read through evaluate in a loop:
 * waitForFunction builds its predicate with eval, which the page's CSP (script-src 'self') refuses.
 */
async function settledTop(page: Page, testId: string): Promise<number> {
  const top = () => page.getByTestId(testId).evaluate((el) => Math.round((el as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top));
  let last = await top();
  for (let tries = 0; tries < 100; tries++) {
    await page.waitForTimeout(100);
    const now = await top();
    if (now === last) return now;
    last = now;
  }
  throw new Error(`${testId} never stopped moving`);
}

function notFoundText(messages: Catalog, path: string): string {
  return messages['errors.notFound.title']!.replace('{path}', path);
}

function relativeLuminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('web: locale routing and home page', function () {
  this.timeout(60_000);

  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  beforeEach(() => {
    problems = [];
  });

  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    // Console errors cover CSP violations (inline script or handler refused), failed chunk loads and React errors.
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  async function open(
    path: string,
    options: BrowserContextOptions = {},
    initScript?: string,
  ): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({
      locale: 'en-US',
      colorScheme: 'light',
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    contexts.push(context);
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The server answers unknown pages with the app and status 404 (so crawlers see the truth);
      // Chromium logs that status for the document itself, which is the intended outcome, not a fault.
      const documentNotFound = message.location().url === page.url() && /status of 404/.test(message.text());
      if (!documentNotFound) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${webBaseUrl()}${path}`);
    await page.locator('h1').waitFor();
    return { page, context };
  }

  // Browser-side code goes through locators or string expressions: the test tsconfig has no DOM lib
  // (and string predicates in waitForFunction would be refused by the page's CSP, which forbids eval).
  const htmlAttributes = async (page: Page) => ({
    lang: await page.locator('html').getAttribute('lang'),
    dir: await page.locator('html').getAttribute('dir'),
  });

  const pathOf = (page: Page) => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}${url.hash}`;
  };

  const screenshot = (page: Page, name: string) => captureScreenshot(page, name, { fullPage: true });

  describe('home page', () => {
    it('/en renders the English home page, left to right, with landmarks and one h1', async () => {
      const { page } = await open('/en');
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'en', dir: 'ltr' });
      expect(await page.locator('h1').allTextContents()).to.deep.equal([en['home.hero.title']]);
      expect(await page.title()).to.equal(en['home.documentTitle']);
      expect(await page.getByRole('banner').count()).to.equal(1);
      expect(await page.getByRole('main').count()).to.equal(1);
      expect(await page.getByRole('contentinfo').count()).to.equal(1);
      for (const id of ['home.tools.audit.name', 'home.tools.analytics.name', 'home.tools.sql.name', 'home.tools.studio.name']) {
        expect(await page.getByRole('heading', { name: en[id], exact: true }).count(), id).to.equal(1);
      }
      expect(await page.getByTestId('hero-signup').getAttribute('href')).to.equal('/en/signup');
      await screenshot(page, 'home-en-light.png');
    });

    it('is kept alive through ten other pages: back home, it is as it was left (scroll, a half-typed e-mail, the same page); the eleventh lets it go', async () => {
      const { page } = await open('/en');
      await page.locator('h1').waitFor();
      const home = page.getByTestId('home-kept');
      const email = home.getByTestId('newsletter-signup').locator('input[type="email"]');
      await email.fill('half-typed@example.org');
      await page.evaluate("document.querySelector('[data-testid=home-kept] h1').setAttribute('data-mark', 'kept')");
      // Fonts and lazy sections settled first, so the page no longer moves under the reading. An instant
      // jump: a wheel's smooth scroll would still be moving when its position is read.
      await page.waitForLoadState('networkidle');
      await page.getByTestId('home-pricing').evaluate((el) => (el as unknown as { scrollIntoView(options: object): void }).scrollIntoView({ block: 'center', behavior: 'instant' }));
      const leftAt = await settledTop(page, 'home-pricing');
      expect(await page.evaluate<number>('window.scrollY'), 'scrolled down the page').to.be.greaterThan(500);
      // Client-side navigation, as the app's links do it. The URL changes at once, so the wait is for the
      // new page's title (each page sets its own once rendered): without it a loaded machine sends the
      // next page before this one rendered, and home counts one page fewer.
      const go = async (path: string) => {
        const before = await page.title();
        await page.evaluate(`history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
        await page.waitForURL((url) => url.pathname === path);
        await page.waitForFunction((left) => (globalThis as unknown as { document: { title: string } }).document.title !== left, before);
        await page.locator('main h1').first().waitFor();
      };
      const pages = ['/en/pricing', '/en/about', '/en/faq', '/en/contact', '/en/privacy', '/en/terms', '/en/notices', '/en/login', '/en/signup', '/en/forgot-password'];
      for (const path of pages) {
        await go(path);
        await home.and(page.locator('[data-kept="hidden"]')).waitFor({ state: 'attached' });
        expect(await home.isVisible(), path).to.equal(false);
      }
      await go('/en');
      await home.and(page.locator('[data-kept="shown"]')).waitFor();
      expect(await settledTop(page, 'home-pricing'), 'the home page is scrolled back to where it was left').to.equal(leftAt);
      expect(await home.getAttribute('data-kept')).to.equal('shown');
      expect(await page.title(), 'home takes its title back').to.equal(en['home.documentTitle']);
      expect(await page.locator('h1').first().getAttribute('data-mark')).to.equal('kept');
      expect(await email.inputValue()).to.equal('half-typed@example.org');

      // Eleven pages away, home is let go and comes back new.
      for (const path of [...pages, '/en/pricing']) {
        await go(path);
      }
      expect(await home.count()).to.equal(0);
      await go('/en');
      await home.waitFor();
      expect(await page.locator('h1').first().getAttribute('data-mark')).to.equal(null);
      expect(await email.inputValue()).to.equal('');
    });

    it('teases pricing: both plans with their one-time euro prices and a link to compare them', async () => {
      const { page } = await open('/fr');
      const teaser = page.getByTestId('home-pricing');
      await teaser.getByRole('heading', { level: 2, name: fr['home.pricing.title'] }).waitFor();
      // The prices are configuration, fetched from GET /api/payment/plans after the section shows.
      await teaser.getByText(/149\s?€/).waitFor();
      const text = (await teaser.textContent()) ?? '';
      expect(text).to.match(/79\s?€/).and.match(/149\s?€/);
      expect(await teaser.getByText(fr['home.pricing.popular']!).count()).to.equal(1);
      expect(await page.getByTestId('home-pricing-link').getAttribute('href')).to.equal('/fr/pricing');
    });

    it('serves no inline script or inline event handler (CSP script-src self)', async () => {
      const { page } = await open('/en');
      const inline = {
        scripts: await page.locator('script:not([src])').count(),
        handlers: await page.evaluate<number>(
          `Array.from(document.querySelectorAll('*')).filter((el) => Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on'))).length`,
        ),
        styleAttributes: await page.locator('[style]').count(),
      };
      expect(inline).to.deep.equal({ scripts: 0, handlers: 0, styleAttributes: 0 });
    });

    it('follows a dark colour scheme', async () => {
      const light = await open('/en');
      const dark = await open('/en', { colorScheme: 'dark' });
      const background = (page: Page) => page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
      expect(relativeLuminance(await background(light.page))).to.be.greaterThan(0.8);
      expect(relativeLuminance(await background(dark.page))).to.be.lessThan(0.05);
      await screenshot(dark.page, 'home-en-dark.png');
    });

    it('/ar renders Arabic right to left with a mirrored header', async () => {
      const { page } = await open('/ar');
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'ar', dir: 'rtl' });
      const h1 = await page.locator('h1').textContent();
      expect(h1).to.equal(ar['home.hero.title']);
      expect(h1).to.match(ARABIC_LETTER);
      const logo = await page.getByTestId('site-logo').boundingBox();
      const switcher = await page.getByTestId('language-switcher').boundingBox();
      expect(logo, 'logo').to.not.equal(null);
      expect(switcher, 'language switcher').to.not.equal(null);
      expect(logo!.x, 'in RTL the logo sits on the right of the switcher').to.be.greaterThan(switcher!.x);
      await screenshot(page, 'home-ar-light.png');
    });

    it('/ar in the dark colour scheme', async () => {
      const { page } = await open('/ar', { colorScheme: 'dark' });
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'ar', dir: 'rtl' });
      await screenshot(page, 'home-ar-dark.png');
    });

    for (const locale of ['en', 'ar'] as const) {
      it(`/${locale} fits a 360 px wide screen without horizontal scrolling`, async () => {
        const { page } = await open(`/${locale}`, { viewport: { width: 360, height: 780 }, isMobile: true });
        const widths = await page.evaluate<{ scroll: number; client: number }>(
          '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
        );
        expect(widths.scroll).to.be.at.most(widths.client);
        await screenshot(page, `home-${locale}-mobile-light.png`);
      });
    }
  });

  describe('locale routing', () => {
    it('/ with no cookie and an en-US browser goes to /en', async () => {
      const { page } = await open('/');
      expect(pathOf(page)).to.equal('/en');
      expect(await page.locator('h1').textContent()).to.equal(en['home.hero.title']);
    });

    it('/ with a fr-FR browser goes to /fr, keeping query string and hash', async () => {
      const { page } = await open('/?ref=mail#tools', { locale: 'fr-FR' });
      expect(pathOf(page)).to.equal('/fr?ref=mail#tools');
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'fr', dir: 'ltr' });
      expect(await page.locator('h1').textContent()).to.equal(fr['home.hero.title']);
    });

    it('/ with a locale=es cookie goes to /es, whatever the browser language', async () => {
      const context = await browser.newContext({ locale: 'fr-FR' });
      contexts.push(context);
      await context.addCookies([{ name: 'locale', value: 'es', url: webBaseUrl() }]);
      const page = await context.newPage();
      await page.goto(`${webBaseUrl()}/`);
      await page.locator('h1').waitFor();
      expect(pathOf(page)).to.equal('/es');
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'es', dir: 'ltr' });
    });

    it('matches the prefix case-insensitively and canonicalises it to lower case', async () => {
      const { page } = await open('/AR?x=1#top');
      expect(pathOf(page)).to.equal('/ar?x=1#top');
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'ar', dir: 'rtl' });
    });
  });

  describe('language switcher', () => {
    it('rewrites /en?x=1#top to /zh?x=1#top and remembers the choice for a year', async () => {
      const { page, context } = await open('/en?x=1#top', {}, RECORD_COOKIE_WRITES);
      await page.getByTestId('language-switcher').click();
      await page.locator('a[hreflang="zh"]').click();
      await page.waitForURL((url) => url.pathname === '/zh');
      expect(pathOf(page)).to.equal('/zh?x=1#top');
      await page.locator('h1', { hasText: zh['home.hero.title'] }).waitFor();
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'zh', dir: 'ltr' });

      const cookie = (await context.cookies()).find((c) => c.name === 'locale');
      expect(cookie, 'locale cookie').to.not.equal(undefined);
      expect(cookie!.value).to.equal('zh');
      expect(cookie!.path).to.equal('/');
      expect(cookie!.sameSite).to.equal('Lax');
      const lifetime = cookie!.expires - Date.now() / 1000;
      expect(lifetime).to.be.within(YEAR_SECONDS - 86_400, YEAR_SECONDS + 86_400);
      // Chromium reports an unset SameSite as Lax, so the attribute itself is checked on the raw write.
      const writes = await page.evaluate<string[]>('window.__cookieWrites');
      const write = writes.find((w) => w.startsWith('locale='));
      expect(write, 'document.cookie write for locale').to.be.a('string');
      expect(write).to.match(/;\s*SameSite=Lax(;|$)/i).and.match(/;\s*Path=\/(;|$)/i);
    });

    it('is usable from the keyboard and flips the page to right-to-left', async () => {
      const { page } = await open('/en/somewhere?q=1');
      await page.getByTestId('language-switcher').focus();
      await page.keyboard.press('Enter');
      // Opening the menu moves focus to the current language.
      await page.locator('a[hreflang="en"]:focus').waitFor();
      await page.keyboard.press('End'); // the last entry is 中文
      await page.keyboard.press('ArrowUp'); // العربية
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/ar/somewhere');
      expect(pathOf(page)).to.equal('/ar/somewhere?q=1');
      await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('language-switcher').getAttribute('aria-expanded')).to.equal('false');
    });
  });

  describe('not found', () => {
    it('/en/nope shows "Page not found: /en/nope" with a link home', async () => {
      const { page } = await open('/en/nope');
      expect(await page.locator('h1').textContent()).to.equal('Page not found: /en/nope');
      expect(await page.locator('main a[href="/en"]').count()).to.equal(1);
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'en', dir: 'ltr' });
    });

    it('an unsupported prefix is a 404 in the visitor’s language', async () => {
      const { page } = await open('/de/preise', { locale: 'ar' });
      expect(await page.locator('h1').textContent()).to.equal(notFoundText(ar, '/de/preise'));
      expect(await htmlAttributes(page)).to.deep.equal({ lang: 'ar', dir: 'rtl' });
      await screenshot(page, 'not-found-ar-light.png');
    });
  });
});
