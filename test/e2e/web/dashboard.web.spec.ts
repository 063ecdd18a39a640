import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { webUser } from '../../support/seed-web-user.js';
import { launchBrowser, webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { captureScreenshot, switchColorScheme } from '../../support/web-harness.js';
import { seriousViolations } from '../../support/axe.js';

/**
 * The dashboard: every tool card, filters, search, visibility, compact mode, cards per row and
 * dashboard themes, saved to the account (GET/PUT /api/user/preferences) and mirrored locally. English
 * texts come from frontend/lang/en.json; Arabic runs check direction and layout.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
type Catalog = Record<string, string>;
const catalog = (locale: string): Catalog => JSON.parse(readFileSync(join(repoRoot, `frontend/lang/${locale}.json`), 'utf8')) as Catalog;
const en = catalog('en');
const ar = catalog('ar');

const TOOLS = [
  { id: 'stacklens-analytics', path: 'stacklens-analytics', category: 'analysis', premium: true },
  { id: 'stackql', path: 'stackql', category: 'development', premium: true },
  { id: 'database-designer', path: 'database-designer', category: 'design', premium: true },
  { id: 'audit-content', path: 'stack-audit/content', category: 'tests', premium: false },
  { id: 'audit-website', path: 'stack-audit/website', category: 'tests', premium: false },
  { id: 'audit-security', path: 'stack-audit/security', category: 'tests', premium: false },
  { id: 'audit-semantic', path: 'stack-audit/semantic', category: 'tests', premium: true },
  { id: 'audit-performance', path: 'stack-audit/performance', category: 'tests', premium: false },
  { id: 'audit-user-engagement', path: 'stack-audit/user-engagement', category: 'tests', premium: false },
  { id: 'audit-seo', path: 'seo-audit', category: 'tests', premium: true },
  { id: 'studio', path: 'studio', category: 'design', premium: false },
  { id: 'css-playground', path: 'css-playground', category: 'design', premium: false },
  { id: 'snippets', path: 'snippets', category: 'design', premium: false },
  { id: 'api-testing', path: 'api-testing', category: 'development', premium: false },
  { id: 'responsive-testing', path: 'responsive', category: 'tests', premium: false },
  { id: 'robots', path: 'robots', category: 'development', premium: true },
] as const;

const CONSENT_COOKIE = 'stacklens_cookie_consent';
const LOCAL_KEY = 'stacklens_dashboard_preferences';
const PREFERENCES_API = '**/api/user/preferences';

/** `{count, plural, ...}` rendered in English for the counts these tests meet. */
const toolsShown = (count: number) => (count === 1 ? '1 tool shown' : `${count} tools shown`);

let userCounter = 0;
/** A fresh account per test: preferences on the server never leak from one test into another. */
const newUser = (claims: Partial<WebTokenClaims> = {}): WebTokenClaims => ({
  sub: `dash-${process.pid}-${Date.now().toString(36)}-${++userCounter}`,
  username: 'Ada',
  ...claims,
});

function rgb(color: string): number[] {
  return (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('web: dashboard', function () {
  this.timeout(60_000);

  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];
  /** Console errors a test provokes on purpose (the 500 of a mocked API call). */
  let expectedConsole: RegExp | null = null;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  beforeEach(() => {
    problems = [];
    expectedConsole = null;
  });

  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  /** A signed-in browser (token in localStorage before any script runs) that has already answered the cookie banner. */
  async function signedIn(user: WebTokenClaims, options: BrowserContextOptions = {}): Promise<{ page: Page; context: BrowserContext; token: string }> {
    const context = await browser.newContext({ locale: 'en-US', colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    const token = await webUser(user);
    await context.addInitScript(`window.localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    await context.addCookies([
      {
        name: CONSENT_COOKIE,
        value: encodeURIComponent(JSON.stringify({ consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } })),
        url: webBaseUrl(),
      },
    ]);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (expectedConsole?.test(message.text())) return;
      problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return { page, context, token };
  }

  const cards = (page: Page) => page.getByTestId('tool-card');
  /** Evaluated as expressions in the page: this file is type-checked without the DOM library. */
  const CARDS = `[...document.querySelectorAll('[data-testid="tool-card"]')]`;
  const cardIds = (page: Page) => page.evaluate<string[]>(`${CARDS}.map((el) => el.getAttribute('data-tool-id'))`);
  const grid = (page: Page) => page.getByTestId('tool-grid');
  const saveState = (page: Page) => page.getByTestId('preferences-save-status');
  const screenshot = (page: Page, name: string, fullPage = true) => captureScreenshot(page, name, { fullPage });

  async function openDashboard(page: Page, lang = 'en') {
    await page.goto(`${webBaseUrl()}/${lang}/dashboard`);
    await grid(page).waitFor();
  }

  async function openPanel(page: Page) {
    await page.getByTestId('customise-toggle').click();
    await page.getByTestId('customise-panel').waitFor();
  }

  /** Waits for the account to confirm every change made so far. */
  const saved = (page: Page) => page.locator('[data-testid="preferences-save-status"][data-state="saved"]').waitFor();

  async function serverPreferences(token: string): Promise<Record<string, unknown>> {
    const res = await fetch(`${webBaseUrl()}/api/user/preferences`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).to.equal(200);
    return ((await res.json()) as { preferences: Record<string, unknown> }).preferences;
  }

  /** Distinct horizontal positions of the cards on the first row. */
  async function firstRowColumns(page: Page): Promise<number> {
    const boxes = await page.evaluate<{ x: number; y: number }[]>(
      `${CARDS}.map((el) => el.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) }))`,
    );
    const top = Math.min(...boxes.map((b) => b.y));
    return new Set(boxes.filter((b) => Math.abs(b.y - top) < 2).map((b) => b.x)).size;
  }

  const firstCardColors = (page: Page) =>
    page.evaluate<{ bg: string; text: string; muted: string }>(
      `(() => { const el = ${CARDS}[0]; return { bg: getComputedStyle(el).backgroundColor, text: getComputedStyle(el).color, muted: getComputedStyle(el.querySelector('p')).color }; })()`,
    );
  const localCopy = async <T>(page: Page): Promise<T> => JSON.parse((await page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(LOCAL_KEY)})`))!) as T;


  describe('tool cards', () => {
    it('shows every tool with its link, category and the Premium badge and hint where expected', async () => {
      const { page } = await signedIn(newUser());
      await openDashboard(page);
      expect(await page.locator('h1').textContent()).to.equal(en['dashboard.welcome.title']!.replace('{username}', 'Ada'));
      expect(await page.title()).to.equal(en['dashboard.page.documentTitle']);
      expect(await cardIds(page)).to.deep.equal(TOOLS.map((t) => t.id));
      expect(await page.getByTestId('tool-count').textContent()).to.equal(toolsShown(16));

      for (const tool of TOOLS) {
        const card = page.locator(`[data-testid="tool-card"][data-tool-id="${tool.id}"]`);
        expect(await card.locator('a').getAttribute('href'), tool.id).to.equal(`/en/${tool.path}`);
        expect(await card.getByTestId('premium-badge').count(), `${tool.id} badge`).to.equal(tool.premium ? 1 : 0);
        expect(await card.getByTestId('premium-hint').count(), `${tool.id} hint`).to.equal(tool.premium ? 1 : 0);
        expect(await card.textContent(), tool.id).to.include(en[`dashboard.category.${tool.category}`]);
      }
      expect(await page.locator('[data-tool-id="robots"] [data-testid="premium-badge"]').textContent()).to.equal('Premium');
      expect(await page.locator('[data-tool-id="robots"] [data-testid="premium-hint"]').textContent()).to.equal('Included in Premium');
      // The link's accessible name is the tool's name; the description is attached to it.
      await page.getByRole('link', { name: 'StackAudit · Security', exact: true }).waitFor();

      await page.locator('[data-tool-id="audit-security"] a').click();
      await page.waitForURL('**/en/stack-audit/security');
    });

    it('shows no “included in Premium” hint to a Premium user', async () => {
      const { page } = await signedIn(newUser({ isPremium: true }));
      await openDashboard(page);
      expect(await page.getByTestId('premium-badge').count()).to.equal(6);
      expect(await page.getByTestId('premium-hint').count()).to.equal(0);
    });

    it('shows placeholder cards until the saved settings arrive', async () => {
      const { page } = await signedIn(newUser());
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(PREFERENCES_API, async (route: Route) => {
        await gate;
        await route.continue();
      });
      await page.goto(`${webBaseUrl()}/en/dashboard`);
      await page.getByTestId('tools-loading').waitFor();
      expect(await page.getByTestId('tools-loading').getAttribute('aria-busy')).to.equal('true');
      expect(await cards(page).count()).to.equal(0);
      release();
      await grid(page).waitFor();
      expect(await page.getByTestId('tools-loading').count()).to.equal(0);
      expect(await cards(page).count()).to.equal(16);
    });

    it('falls back to the defaults with a notice when the settings cannot be loaded, and retries', async () => {
      expectedConsole = /status of 500/;
      const { page } = await signedIn(newUser());
      await page.route(PREFERENCES_API, (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"code":"INTERNAL_ERROR","error":"x"}' }));
      await page.goto(`${webBaseUrl()}/en/dashboard`);
      const notice = page.getByTestId('preferences-load-error');
      await notice.waitFor();
      expect(await notice.getAttribute('role')).to.equal('alert');
      expect(await notice.textContent()).to.include(en['dashboard.load.failed']);
      expect(await cards(page).count()).to.equal(16);
      await page.unroute(PREFERENCES_API);
      await notice.getByRole('button', { name: en['dashboard.retry'] }).click();
      await notice.waitFor({ state: 'detached' });
    });
  });

  describe('filters and display', () => {
    it('filters by category and searches by name or description, with an empty state', async () => {
      const { page } = await signedIn(newUser());
      await openDashboard(page);
      await page.getByTestId('category-design').check();
      expect(await cardIds(page)).to.deep.equal(['database-designer', 'studio', 'css-playground', 'snippets']);
      await page.getByRole('status').filter({ hasText: toolsShown(4) }).waitFor();

      await page.getByTestId('category-all').check();
      const search = page.getByLabel(en['dashboard.search.label']!);
      await search.fill('headers');
      expect(await cardIds(page)).to.deep.equal(['audit-security', 'api-testing']);
      await search.fill('STACKAUDIT perf');
      expect(await cardIds(page)).to.deep.equal(['audit-performance']);
      expect(await page.getByTestId('tool-count').textContent()).to.equal(toolsShown(1));

      await search.fill('quantum');
      const empty = page.getByTestId('tools-empty-search');
      await empty.waitFor();
      expect(await empty.textContent()).to.include(en['dashboard.empty.search']!.replace('{query}', 'quantum'));
      expect(await page.getByTestId('tool-count').textContent()).to.equal('No tools shown');
      await empty.getByRole('button', { name: en['dashboard.search.clear'] }).click();
      expect(await search.inputValue()).to.equal('');
      await page.getByTestId('tool-search').and(page.locator(':focus')).waitFor();
      expect(await cards(page).count()).to.equal(16);
    });

    it('hides a tool and shows all again; hiding every tool of a category offers to show them', async () => {
      const { page } = await signedIn(newUser());
      await openDashboard(page);
      await openPanel(page);
      await page.getByTestId('visibility-robots').uncheck();
      expect(await cardIds(page)).to.not.include('robots');
      expect(await cards(page).count()).to.equal(15);
      expect(await page.getByTestId('customise-panel').textContent()).to.include('1 tool hidden');

      await page.getByTestId('category-analysis').check();
      await page.getByTestId('visibility-stacklens-analytics').uncheck();
      await page.getByTestId('tools-empty-hidden').waitFor();
      await page.getByTestId('empty-show-all').click();
      expect(await cardIds(page)).to.deep.equal(['stacklens-analytics']);

      await page.getByTestId('category-all').check();
      await page.getByTestId('visibility-studio').uncheck();
      expect(await cards(page).count()).to.equal(15);
      await page.getByTestId('panel-show-all').click();
      expect(await cards(page).count()).to.equal(16);
      expect(await page.getByTestId('panel-show-all').isDisabled()).to.equal(true);
    });

    it('compact mode shrinks the cards; cards per row sets the number of columns', async () => {
      const { page } = await signedIn(newUser());
      await openDashboard(page);
      const first = cards(page).first();
      const roomy = (await first.boundingBox())!.height;
      await openPanel(page);
      await page.getByTestId('compact-switch').check();
      expect(await grid(page).getAttribute('data-compact')).to.equal('true');
      expect((await first.boundingBox())!.height).to.be.lessThan(roomy);
      await page.getByTestId('compact-switch').uncheck();

      await page.getByTestId('cards-per-row-3').check();
      expect(await firstRowColumns(page)).to.equal(3);
      await page.getByTestId('cards-per-row-5').check();
      expect(await firstRowColumns(page)).to.equal(5);
      await page.getByTestId('cards-per-row-2').check();
      expect(await firstRowColumns(page)).to.equal(2);
    });

    it('each dashboard theme restyles the cards with readable text, in light and dark', async () => {
      const { page } = await signedIn(newUser());
      await openDashboard(page);
      await openPanel(page);
      for (const scheme of ['light', 'dark'] as const) {
        // The system switches in place; the page follows it live.
        await switchColorScheme(page, scheme);
        const backgrounds = new Set<string>();
        for (const theme of ['default', 'dark', 'vibrant', 'minimal', 'elegant']) {
          await page.getByTestId(`dashboard-theme-${theme}`).check();
          expect(await grid(page).getAttribute('data-theme')).to.equal(theme);
          const { bg, text, muted } = await firstCardColors(page);
          expect(contrast(text, bg), `${scheme}/${theme} text`).to.be.at.least(4.5);
          expect(contrast(muted, bg), `${scheme}/${theme} description`).to.be.at.least(4.5);
          backgrounds.add(`${bg} ${text}`);
          await captureScreenshot(grid(page), `dashboard-theme-${theme}-en-${scheme}.png`);
        }
        expect(backgrounds.size, `${scheme}: themes look different`).to.be.at.least(4);
      }
    });

    it('opens and closes the display settings from the keyboard', async () => {
      const { page } = await signedIn(newUser());
      await openDashboard(page);
      const toggle = page.getByTestId('customise-toggle');
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
      await page.getByTestId('customise-panel').waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.getByTestId('visibility-stacklens-analytics').and(page.locator(':focus')).waitFor();
      await page.keyboard.press('Space');
      expect(await cards(page).count()).to.equal(15);
      await page.keyboard.press('Escape');
      await page.getByTestId('customise-panel').waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
      await page.getByTestId('customise-toggle').and(page.locator(':focus')).waitFor();
    });
  });

  describe('saving', () => {
    it('keeps filter, hidden tools, cards per row, compact mode and theme across reloads, stored on the account', async () => {
      const user = newUser();
      const { page, token } = await signedIn(user);
      await openDashboard(page);
      await openPanel(page);
      await page.getByTestId('category-tests').check();
      await page.getByTestId('visibility-audit-website').uncheck();
      await page.getByTestId('cards-per-row-3').check();
      await page.getByTestId('compact-switch').check();
      await page.getByTestId('dashboard-theme-elegant').check();
      await page.getByLabel(en['dashboard.search.label']!).fill('audit');
      await saved(page);
      expect(await saveState(page).textContent()).to.equal(en['dashboard.save.saved']);

      expect(await serverPreferences(token)).to.deep.include({
        categoryFilter: 'tests',
        hiddenTools: ['audit-website'],
        cardsPerRow: 3,
        compactMode: true,
        dashboardTheme: 'elegant',
      });
      const local = await localCopy<{ preferences: Record<string, unknown>; pending: object }>(page);
      expect(local.preferences).to.include({ categoryFilter: 'tests', cardsPerRow: 3, dashboardTheme: 'elegant' });
      expect(local.pending).to.deep.equal({});

      await page.reload();
      await grid(page).waitFor();
      expect(await page.getByTestId('category-tests').isChecked()).to.equal(true);
      expect(await cardIds(page)).to.deep.equal(['audit-content', 'audit-security', 'audit-semantic', 'audit-performance', 'audit-user-engagement', 'audit-seo', 'responsive-testing']);
      expect(await grid(page).getAttribute('data-compact')).to.equal('true');
      expect(await grid(page).getAttribute('data-theme')).to.equal('elegant');
      expect(await firstRowColumns(page)).to.equal(3);
      // The search is not a preference.
      expect(await page.getByTestId('tool-search').inputValue()).to.equal('');

      // Another browser (no local copy) gets the same dashboard from the account.
      const { page: elsewhere } = await signedIn(user);
      await openDashboard(elsewhere);
      expect(await elsewhere.getByTestId('category-tests').isChecked()).to.equal(true);
      expect(await grid(elsewhere).getAttribute('data-theme')).to.equal('elegant');
    });

    it('a failing save shows a notice, keeps the choice, and the retry saves it', async () => {
      expectedConsole = /status of 500/;
      const { page, token } = await signedIn(newUser());
      await openDashboard(page);
      let failPuts = true;
      await page.route(PREFERENCES_API, (route: Route) =>
        failPuts && route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"code":"INTERNAL_ERROR","error":"x"}' })
          : route.continue(),
      );
      await openPanel(page);
      await page.getByTestId('compact-switch').check();
      const notice = page.getByTestId('preferences-save-error');
      await notice.waitFor();
      expect(await notice.textContent()).to.include(en['dashboard.save.failed']);
      expect(await page.getByTestId('compact-switch').isChecked()).to.equal(true);
      expect(await grid(page).getAttribute('data-compact')).to.equal('true');
      expect((await serverPreferences(token)).compactMode).to.equal(false);
      const local = await localCopy<{ pending: object }>(page);
      expect(local.pending).to.deep.equal({ compactMode: true });
      await screenshot(page, 'dashboard-save-error-en.png', false);

      failPuts = false;
      await page.getByTestId('preferences-save-retry').click();
      await saved(page);
      await notice.waitFor({ state: 'detached' });
      expect((await serverPreferences(token)).compactMode).to.equal(true);
    });
  });

  describe('languages, themes and small screens', () => {
    // One visit per language, pictured in both schemes as the system switches in place.
    it('English, light and dark', async () => {
      const { page } = await signedIn(newUser());
      await openDashboard(page);
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await screenshot(page, `dashboard-page-en-${scheme}.png`);
      }
      await openPanel(page);
      for (const scheme of ['dark', 'light'] as const) {
        await switchColorScheme(page, scheme);
        await screenshot(page, `dashboard-page-en-${scheme}-customise.png`);
        expect(await seriousViolations(page), scheme).to.deep.equal([]);
      }
    });

    it('Arabic, light and dark: right to left, the grid flows from the right', async () => {
      const { page } = await signedIn(newUser(), { locale: 'ar' });
      await openDashboard(page, 'ar');
      expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      expect(await page.locator('h1').textContent()).to.equal(ar['dashboard.welcome.title']!.replace('{username}', 'Ada'));
      const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
      expect(first!.y).to.equal(second!.y);
      expect(first!.x, 'first card right of the second').to.be.greaterThan(second!.x);
      expect(await page.locator('[data-tool-id="audit-content"] a').textContent()).to.equal(ar['dashboard.tool.auditContent.name']!.replace('{product}', 'StackAudit'));
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await screenshot(page, `dashboard-page-ar-${scheme}.png`);
      }
      await openPanel(page);
      for (const scheme of ['dark', 'light'] as const) {
        await switchColorScheme(page, scheme);
        await screenshot(page, `dashboard-page-ar-${scheme}-customise.png`);
        expect(await seriousViolations(page), scheme).to.deep.equal([]);
      }
    });

    for (const lang of ['en', 'ar'] as const) {
      it(`fits 360 px in ${lang}, one card per row`, async () => {
        const { page } = await signedIn(newUser(), { viewport: { width: 360, height: 780 }, isMobile: true, locale: lang });
        await openDashboard(page, lang);
        await screenshot(page, `dashboard-page-${lang}-mobile.png`, false);
        await openPanel(page);
        await screenshot(page, `dashboard-page-${lang}-mobile-customise.png`, false);
        await page.getByTestId('cards-per-row-5').check();
        expect(await firstRowColumns(page)).to.equal(1);
        const widths = await page.evaluate<{ scroll: number; client: number }>(
          '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
        );
        expect(widths.scroll).to.be.at.most(widths.client);
      });
    }
  });

});
