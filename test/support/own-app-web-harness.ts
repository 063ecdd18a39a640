import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startTestApp, type TestApp, type TokenClaims } from './test-app.js';
import { launchBrowser } from './web.js';
import { screenshotDir } from './web-harness.js';

/** A recorded cookie choice with nothing optional, so the banner stays out of the way. */
const NOTHING_OPTIONAL = { consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } };

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface OwnAppVisitOptions extends BrowserContextOptions {
  /** Signed in as this account (written first, then an access token in localStorage). */
  user?: TokenClaims;
  /** Record the cookie choice up front (default true). */
  consented?: boolean;
}

/**
 * webHarness for a spec file that needs an app of its own (a fresh database whose lists hold only its
 * rows, an outbox it reads): the app serving the production build, one browser, a fresh context per
 * visit, and the check that no test leaves a console error or page error behind.
 */
export function ownAppWebHarness(env: Record<string, string> = {}) {
  let app: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  before(async () => {
    app = await startTestApp({ env: { FRONTEND_DIST: resolve(repoRoot, process.env.FRONTEND_DIST ?? 'frontend/dist'), ...env } });
    browser = await launchBrowser();
    mkdirSync(screenshotDir, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(() => {
    problems = [];
  });
  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  async function visit(path: string, options: OwnAppVisitOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
    const { user, consented = true, ...contextOptions } = options;
    const context = await browser.newContext({ locale: 'en-US', colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, ...contextOptions });
    contexts.push(context);
    if (consented) await context.addCookies([{ name: 'stacklens_cookie_consent', value: encodeURIComponent(JSON.stringify(NOTHING_OPTIONAL)), url: app.baseUrl }]);
    if (user) {
      const token = await app.tokenFor(user);
      await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    }
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(app.baseUrl + path);
    return { page, context };
  }

  return {
    /** The started app (after the `before` hook). */
    app: () => app,
    visit,
    screenshot: (target: Page | ReturnType<Page['locator']>, name: string) => target.screenshot({ path: join(screenshotDir, name) }),
  };
}
