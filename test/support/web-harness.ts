import { expect } from 'chai';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page, PageScreenshotOptions } from 'playwright-core';
import { webUser } from './seed-web-user.js';
import { launchBrowser, webBaseUrl, type WebTokenClaims } from './web.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const screenshotDir = join(repoRoot, 'test-results/screenshots');

/** Every screenshot a web spec takes, for people to open, goes to test-results/screenshots through here. */
export async function captureScreenshot(target: Page | Locator, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // A locator takes the same options but the page-only ones (fullPage, clip), which no caller gives it.
  await (target as Page).screenshot({ ...options, path: join(screenshotDir, name) });
}

export type Catalog = Record<string, string>;
export const catalog = (locale: string): Catalog =>
  JSON.parse(readFileSync(join(repoRoot, 'frontend/lang', `${locale}.json`), 'utf8')) as Catalog;

/** A recorded cookie choice with nothing optional, so the banner stays out of the way. */
export const consentCookie = () => ({
  name: 'stacklens_cookie_consent',
  value: encodeURIComponent(JSON.stringify({ consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } })),
  url: webBaseUrl(),
});

export interface VisitOptions extends BrowserContextOptions {
  /** Signed in as this user (an access token in localStorage, docs/product.md §6.2; the account is written first, see seedWebUser). */
  user?: WebTokenClaims;
  /** Record the cookie choice up front (default true). */
  consented?: boolean;
  /** Runs before the page opens (routes, listeners). */
  setup?: (page: Page, context: BrowserContext) => Promise<unknown>;
}

export interface HarnessOptions {
  /**
   * The server answers an unknown path with status 404 and the page says so; Chromium logs that
   * answer as a console error. Passed over by default, for specs that visit such paths on purpose;
   * false for specs that visit only real pages, so a page that went missing fails them.
   */
  allowNotFoundPage?: boolean;
}

/**
 * One browser for a describe block, a fresh context per visit, and a check that no test leaves a
 * console error or page error behind unless it says which ones it provokes.
 */
export function webHarness({ allowNotFoundPage = true }: HarnessOptions = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];
  let expected: RegExp[] = [];

  before(async () => {
    browser = await launchBrowser();
    mkdirSync(screenshotDir, { recursive: true });
  });
  after(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    problems = [];
    expected = [];
  });
  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  async function visit(path: string, options: VisitOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
    const { user, consented = true, setup, ...contextOptions } = options;
    // Reduced motion unless a test asks otherwise: the product stops its loading shimmers, pulses and
    // chart animations then (frontend/src/shared/theme/GlobalStyle.ts), which otherwise repaint for as
    // long as a page is open and take the CPU the other worker's browser needs.
    const context = await browser.newContext({ locale: 'en-US', colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, ...contextOptions });
    contexts.push(context);
    if (consented) await context.addCookies([consentCookie()]);
    if (user) {
      const token = await webUser(user);
      // Init scripts run in every frame: the studio's sandboxed preview frames have no storage to write to.
      await context.addInitScript(`if (window === window.top) localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    }
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowNotFoundPage && message.location().url === page.url() && /status of 404/.test(text)) return;
      if (!expected.some((pattern) => pattern.test(text))) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    if (setup) await setup(page, context);
    await page.goto(`${webBaseUrl()}${path}`);
    return { page, context };
  }

  return {
    visit,
    /** Console errors this test provokes on purpose. */
    expectConsoleErrors: (...patterns: RegExp[]) => expected.push(...patterns),
    screenshot: (page: Page, name: string, fullPage = false) => captureScreenshot(page, name, { fullPage }),
  };
}

/**
 * The system colour scheme changed in place, as when the OS turns dark at sunset: the product follows it
 * live when no theme was chosen (frontend/src/shared/theme/useColorScheme.ts). Resolves once the page
 * declares the scheme on its root and two frames have passed, so what the new theme redraws (charts,
 * editors) is painted; fails if the page never shows it. Screenshot tests switch this way instead of
 * loading and preparing the page again for each scheme.
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  // A string: the test project has no DOM types, and the CSP forbids string waitForFunction.
  const shown = 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(getComputedStyle(document.documentElement).colorScheme))))';
  const deadline = Date.now() + 10_000;
  let current = await page.evaluate<string>(shown);
  while (current !== colorScheme) {
    if (Date.now() > deadline) throw new Error(`the page stayed ${current} after the system switched to ${colorScheme}`);
    current = await page.evaluate<string>(shown);
  }
}

/** Path, query and hash of the page's current URL. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};
