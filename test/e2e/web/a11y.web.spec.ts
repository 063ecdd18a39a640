import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webBaseUrl } from '../../support/web.js';

/**
 * Accessibility of every public page, in English and Arabic, in the light and dark schemes: axe-core
 * finds no serious or critical violation, including in the states a visitor opens (an answer of the
 * FAQ, the pricing comparison, the contact form's errors, the cookie banner and its choices). Then the
 * keyboard: Tab reaches every link and button of the home page, and each shows where the focus is.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
type Catalog = Record<string, string>;
const catalog = (locale: string) => JSON.parse(readFileSync(join(repoRoot, `frontend/lang/${locale}.json`), 'utf8')) as Catalog;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CONSENT_COOKIE = 'stacklens_cookie_consent';
const SCHEMES = ['light', 'dark'] as const;

interface PageState {
  readonly name: string;
  readonly path: string;
  /** Message id of the page's h1, to know the page has rendered. */
  readonly h1?: string;
  readonly open?: (page: Page) => Promise<void>;
}

const STATES: readonly PageState[] = [
  { name: 'home', path: '', h1: 'home.hero.title' },
  { name: 'about', path: 'about', h1: 'about.hero.title' },
  { name: 'contact', path: 'contact', h1: 'contact.hero.title' },
  {
    name: 'contact after an empty submit',
    path: 'contact',
    h1: 'contact.hero.title',
    open: async (page) => {
      await page.getByTestId('contact-submit').click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'FAQ with an answer open',
    path: 'faq',
    h1: 'faq.hero.title',
    open: async (page) => {
      const toggle = page.getByTestId('faq-list').locator('button[aria-expanded]').first();
      await toggle.click();
      await page.locator(`#${await toggle.getAttribute('aria-controls')}`).waitFor();
    },
  },
  {
    name: 'pricing with the comparison open',
    path: 'pricing',
    h1: 'pricing.hero.title',
    open: async (page) => {
      await page.getByTestId('compare-toggle').click();
      await page.getByRole('table').waitFor();
    },
  },
  { name: 'privacy', path: 'privacy', h1: 'legal.privacy.title' },
  { name: 'terms', path: 'terms', h1: 'legal.terms.title' },
  { name: 'notices', path: 'notices', h1: 'legal.notices.title' },
  { name: 'unsubscribe', path: 'unsubscribe', h1: 'newsletter.unsubscribe.title' },
  {
    name: 'sign-in after an empty submit',
    path: 'login',
    h1: 'auth.login.title',
    open: async (page) => {
      await page.getByTestId('login-submit').click();
      await page.locator('#login-email-error').waitFor();
    },
  },
  {
    name: 'sign-up after an empty submit',
    path: 'signup',
    h1: 'auth.signup.title',
    open: async (page) => {
      await page.getByTestId('signup-submit').click();
      await page.locator('#signup-username-error').waitFor();
    },
  },
  { name: 'forgotten password', path: 'forgot-password', h1: 'auth.forgot.title' },
  { name: 'password reset without a token', path: 'reset-password', h1: 'auth.reset.title' },
  { name: 'not found', path: 'no-such-page' },
];

// Page-side code as strings: the test project has no DOM types, and tsx would wrap named functions in a __name() the page lacks.

/** axe-core's serious and critical violations in the document as it is now. */
const AXE_RUN = `axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations
  .filter((v) => v.impact === 'serious' || v.impact === 'critical')
  .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })))`;

/** Numbers every link and button, noting whether it is visible and how it looks without focus. */
const NUMBER_TARGETS = `[...document.querySelectorAll('a[href], button:not([disabled])')].map((el, index) => {
  el.dataset.kbdIndex = String(index);
  const box = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  const visible = box.width > 0 && box.height > 0 && s.visibility !== 'hidden' && el.closest('[hidden], [inert]') === null;
  const unfocused = { outline: s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor, shadow: s.boxShadow };
  return { index, visible, label: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40), unfocused };
})`;

/** The focused element's number and focus styles, or null when the focus is outside the numbered elements. */
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body || el.dataset.kbdIndex === undefined) return null;
  const s = getComputedStyle(el);
  const outlineVisible = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
  return { index: Number(el.dataset.kbdIndex), outline: s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor, shadow: s.boxShadow, outlineVisible };
})()`;

interface Target {
  readonly index: number;
  readonly visible: boolean;
  readonly label: string;
  readonly unfocused: { readonly outline: string; readonly shadow: string };
}

interface Focus {
  readonly index: number;
  readonly outline: string;
  readonly shadow: string;
  readonly outlineVisible: boolean;
}

interface Violation {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

describe('web: accessibility of the public pages (axe-core, keyboard)', function () {
  this.timeout(120_000);

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
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  async function newPage(options: { consented: boolean; scheme: (typeof SCHEMES)[number] }): Promise<Page> {
    // Reduced motion: no colour is measured halfway through a transition (a hover, an opening panel).
    const context = await browser.newContext({ locale: 'en-US', colorScheme: options.scheme, reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    // An init script runs outside the page's Content-Security-Policy (script-src 'self' refuses an inline <script>).
    await context.addInitScript({ content: AXE_SOURCE });
    if (options.consented) {
      const choice = { consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } };
      await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(choice)), url: webBaseUrl() }]);
    }
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The server answers unknown pages with status 404 (home.web.spec.ts): not a fault.
      if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
      problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return page;
  }

  /** Serious and critical violations in the page's current state. */
  async function audit(page: Page, label: string): Promise<string[]> {
    const violations = await page.evaluate<Violation[]>(AXE_RUN);
    return violations.map((v) => `${label}: ${v.rule} [${v.impact}] ${v.help} → ${v.targets.join(' | ')}`);
  }

  /** Client-side navigation, as a link would: the app, its chunks and axe stay loaded between pages. */
  async function go(page: Page, path: string): Promise<void> {
    await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
  }

  for (const locale of ['en', 'ar'] as const) {
    for (const scheme of SCHEMES) {
      it(`/${locale} (${scheme}): no serious or critical violation in the cookie banner or on any public page`, async () => {
        const messages = catalog(locale);
        const page = await newPage({ consented: false, scheme });
        await page.goto(`${webBaseUrl()}/${locale}`);

        // A first visit: the banner, then its choices, then saved (the banner closes) to go on with the pages.
        const banner = page.getByRole('region', { name: messages['consent.banner.region'] });
        await banner.waitFor();
        const found = await audit(page, `/${locale} cookie banner`);
        await page.getByTestId('consent-customise').click();
        await page.getByTestId('consent-essential').waitFor();
        found.push(...(await audit(page, `/${locale} cookie banner, customise`)));
        await page.getByTestId('consent-save').click();
        await banner.waitFor({ state: 'detached' });

        for (const state of STATES) {
          const path = `/${locale}${state.path ? `/${state.path}` : ''}`;
          await go(page, path);
          const heading = state.h1 ? page.getByRole('heading', { level: 1, name: messages[state.h1], exact: true }) : page.getByRole('heading', { level: 1 });
          await heading.waitFor();
          await state.open?.(page);
          found.push(...(await audit(page, `${path} ${state.name}`)));
        }
        expect(found, 'serious or critical axe violations').to.deep.equal([]);
      });
    }
  }

  it('Tab reaches every link and button of the home page, and each shows a visible focus indicator', async () => {
    const page = await newPage({ consented: true, scheme: 'light' });
    await page.goto(`${webBaseUrl()}/en`);
    await page.locator('h1').waitFor();

    // Number every visible link and button, and note how each looks without focus.
    const targets = await page.evaluate<Target[]>(NUMBER_TARGETS);
    const reached = new Map<number, Focus>();
    for (let step = 0; step < targets.length + 10; step++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate<Focus | null>(FOCUSED);
      if (!focus) continue;
      if (reached.has(focus.index)) break;
      reached.set(focus.index, focus);
    }

    console.log(`      Tab reached ${reached.size} of ${targets.filter((t) => t.visible).length} visible links and buttons`);
    const unreached = targets.filter((t) => t.visible && !reached.has(t.index)).map((t) => t.label);
    expect(unreached, 'links and buttons Tab never reached').to.deep.equal([]);
    const invisible = [...reached].flatMap(([index, focus]) => {
      const before = targets[index]!.unfocused;
      const shows = focus.outlineVisible || focus.shadow !== before.shadow;
      return shows ? [] : [`${targets[index]!.label}: outline ${focus.outline}, box-shadow ${focus.shadow}`];
    });
    expect(invisible, 'focused elements without a visible focus indicator').to.deep.equal([]);
    expect(reached.size).to.be.at.least(targets.filter((t) => t.visible).length);
  });
});
