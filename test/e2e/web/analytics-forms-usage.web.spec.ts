import { expect } from 'chai';
import { resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { EventBatchWriter } from '../../../src/modules/analytics/adapters/persistence/event-batch/event-batch.writer.js';
import type { FormsReport, SiteUsage } from '../../../src/modules/analytics/contract.js';
import type { EnrichedEvent } from '../../../src/modules/analytics/domain/enriched-event.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { SessionBuilder } from '../../support/analytics/session-builder.js';
import { seedWebUser } from '../../support/seed-web-user.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { launchBrowser } from '../../support/web.js';
import { catalog, captureScreenshot, switchColorScheme, type Catalog } from '../../support/web-harness.js';

/**
 * The form report (Forms tab), the form fields in the interactions detail dialog, the monthly allowance
 * banner and the pricing comparison's allowance row, against the real stack. Events are written by the
 * worker's own writer (what the tracker's jobs end in), so the figures are known:
 *
 * /signup, three form visits:
 *  A (submitted): e-mail typed, refused once on submit (typeMismatch), fixed, terms ticked, submitted.
 *  B (abandoned two hours ago): e-mail typed, phone left invalid (patternMismatch): left on the phone.
 *  C (abandoned two hours ago): e-mail typed and left: left on the e-mail.
 * So started 3, submitted 1, abandoned 2; e-mail failed in 1 visit, phone in 1; abandoned on phone 1, e-mail 1.
 * A click on the e-mail field (`form>input#email`) makes it an interaction.
 */

const en = catalog('en');
const ar = catalog('ar');
const say = (messages: Catalog, id: string, values: Record<string, string | number> = {}, locale = 'en') => {
  const message = messages[id];
  if (message === undefined) throw new Error(`no message ${id}`);
  return String(new IntlMessageFormat(message, locale).format(values));
};

const ALLOWANCES = { trial: 50, free: 5, standard: 6, premium: 20 };

describe('web: analytics form report and monthly allowance', function () {
  this.timeout(180_000);

  let app: TestApp;
  let browser: Browser;
  let token: string;
  let formsSite: string;
  let busySite: string;
  let writer: EventBatchWriter;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  const apiGet = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).to.equal(200);
    return (await res.json()) as T;
  };
  const addSite = async (name: string, url: string) => {
    const res = await fetch(`${app.baseUrl}/api/analytics/sites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, url }),
    });
    expect(res.status).to.equal(201);
    return ((await res.json()) as { site: { id: string } }).site.id;
  };
  /** Seconds ago, never before this UTC month (so the allowance counts them in the month the banner reads). */
  const ago = (seconds: number) => {
    const now = new Date();
    return new Date(Math.max(now.getTime() - seconds * 1000, Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))).toISOString();
  };
  const flags = (events: EnrichedEvent[], index: number, data: Record<string, unknown>) => Object.assign(events[index]!.data, data);

  async function pageviews(siteId: string, count: number, tag: string): Promise<void> {
    const visit = new SessionBuilder({ siteId, visitorId: `v-${tag}`, sessionId: `s-${tag}` });
    for (let i = 0; i < count; i++) visit.pageview(ago(600 - i), `/p${i}`, 'desktop');
    await writer.write(visit.events);
  }

  before(async () => {
    app = await startTestApp({
      env: {
        FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist'),
        ANALYTICS_MONTHLY_EVENTS_TRIAL: String(ALLOWANCES.trial),
        ANALYTICS_MONTHLY_EVENTS_FREE: String(ALLOWANCES.free),
        ANALYTICS_MONTHLY_EVENTS_STANDARD: String(ALLOWANCES.standard),
        ANALYTICS_MONTHLY_EVENTS_PREMIUM: String(ALLOWANCES.premium),
      },
    });
    const claims = { sub: `fforms-${process.pid}-${Date.now().toString(36)}`, isPremium: true };
    await seedWebUser(app.process, claims);
    token = await app.tokenFor({ ...claims, username: claims.sub, email: `${claims.sub}@example.test` });
    writer = new EventBatchWriter(app.process.container.root.get<Database>(PLATFORM.Database));
    formsSite = await addSite('Sign-up shop', 'https://signup.example');
    busySite = await addSite('Busy blog', 'https://busy.example');

    const two = 2 * 3600;
    const a = new SessionBuilder({ siteId: formsSite, visitorId: 'v-a', sessionId: 's-a' })
      .pageview(ago(320), '/signup', 'laptop')
      .click(ago(310), '/signup', { group: 'email', text: 'E-mail', selector: 'form>input#email', x: 0.5, y: 0.3 })
      .form(ago(309), '/signup', 'input', 'email')
      .form(ago(300), '/signup', 'invalid', 'email')
      .form(ago(290), '/signup', 'change', 'email')
      .form(ago(280), '/signup', 'change', 'terms')
      .form(ago(270), '/signup', 'submit', 'signup');
    flags(a.events, 3, { valid: false, error: 'typeMismatch' });
    flags(a.events, 5, { htmlType: 'checkbox' });
    const b = new SessionBuilder({ siteId: formsSite, visitorId: 'v-b', sessionId: 's-b' })
      .form(ago(two + 60), '/signup', 'input', 'email')
      .form(ago(two + 50), '/signup', 'change', 'email')
      .form(ago(two + 40), '/signup', 'change', 'phone');
    flags(b.events, 2, { htmlType: 'tel', required: false, valid: false, error: 'patternMismatch' });
    const c = new SessionBuilder({ siteId: formsSite, visitorId: 'v-c', sessionId: 's-c' }).form(ago(two + 30), '/signup', 'input', 'email');
    await writer.write([...a.events, ...b.events, ...c.events]);
    // 17 of the busy site's 20: a warning.
    await pageviews(busySite, 17, 'busy');
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  beforeEach(() => {
    problems = [];
  });

  afterEach(async function () {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    if (this.currentTest?.state === 'passed') expect(problems, 'browser console errors').to.deep.equal([]);
  });

  async function open(path: string, options: { locale?: 'en' | 'ar'; signedIn?: boolean } = {}): Promise<Page> {
    const locale = options.locale ?? 'en';
    const context = await browser.newContext({ locale: locale === 'ar' ? 'ar' : 'en-US', colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const choice = { consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } };
    await context.addCookies([{ name: 'stacklens_cookie_consent', value: encodeURIComponent(JSON.stringify(choice)), url: app.baseUrl }]);
    if (options.signedIn ?? true) await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${app.baseUrl}/${locale}${path}`);
    return page;
  }

  const openDashboard = async (siteId: string, options: { locale?: 'en' | 'ar' } = {}) => {
    const page = await open(`/stacklens-analytics?site=${siteId}`, options);
    await page.getByTestId('site-dashboard').waitFor().catch(async (error: unknown) => {
      await captureScreenshot(page, 'analytics-forms-usage-failure.png');
      throw error;
    });
    await page.getByTestId('metric-cards').waitFor();
    return page;
  };
  const selectTab = async (page: Page, messages: Catalog, id: string, panel: string) => {
    await page.getByTestId('dashboard-tabs').getByRole('tab', { name: messages[id], exact: true }).click();
    await page.getByTestId(`panel-${panel}`).waitFor();
  };
  const attributes = async (locator: Locator, name: string) => Promise.all((await locator.all()).map((item) => item.getAttribute(name)));
  const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();

  it('shows the form report of a page: visits, the fields failing most, the fields abandoned and every field’s details, never a value', async () => {
    const report = (await apiGet<{ report: FormsReport }>(`/api/analytics/sites/${formsSite}/forms?range=7d`)).report;
    expect(report.pages.map((p) => [p.path, p.started, p.submitted, p.abandoned])).to.deep.equal([['/signup', 3, 1, 2]]);

    const page = await openDashboard(formsSite);
    await selectTab(page, en, 'analytics.dashboard.tab.forms', 'forms');
    await page.getByTestId('forms-report').waitFor();
    const figure = (name: string) => page.getByTestId('forms-figures').locator(`[data-figure="${name}"]`).textContent();
    expect(await figure('started')).to.equal('3');
    expect(await figure('submitted')).to.equal('1');
    expect(await figure('abandoned')).to.equal('2');
    expect(await figure('completion')).to.equal('33.3%');

    // Most failed first (e-mail and phone, one visit each: then by abandonments and touches, e-mail's 3 touches first).
    expect(await attributes(page.getByTestId('forms-failing').locator('li'), 'data-field')).to.deep.equal(['email', 'phone']);
    expect(await attributes(page.getByTestId('forms-abandoned').locator('li'), 'data-field')).to.have.members(['email', 'phone']);
    expect(await page.getByTestId('forms-failing').locator('li').first().textContent()).to.contain(say(en, 'analytics.dashboard.forms.invalidVisits', { count: 1 }));

    const email = page.getByTestId('forms-fields').locator('[data-field="email"]');
    const cell = async (row: typeof email, name: string) => ((await row.locator(`[data-cell="${name}"]`).textContent()) ?? '').trim();
    expect(await cell(email, 'type')).to.equal('email');
    expect(await cell(email, 'required')).to.equal(en['analytics.dashboard.forms.yes']);
    expect(await cell(email, 'touched')).to.equal('3');
    expect(await cell(email, 'value')).to.equal('100% (3 of 3)');
    expect(await cell(email, 'validity')).to.equal(say(en, 'analytics.dashboard.forms.invalidVisits', { count: 1 }));
    expect(await cell(email, 'errors')).to.equal(`${en['analytics.dashboard.validity.typeMismatch']} × 1`);
    expect(await cell(email, 'abandoned')).to.equal('1');
    const phone = page.getByTestId('forms-fields').locator('[data-field="phone"]');
    expect(await cell(phone, 'type')).to.equal('tel');
    expect(await cell(phone, 'required')).to.equal(en['analytics.dashboard.forms.no']);
    expect(await cell(phone, 'errors')).to.equal(`${en['analytics.dashboard.validity.patternMismatch']} × 1`);
    const terms = page.getByTestId('forms-fields').locator('[data-field="terms"]');
    expect(await cell(terms, 'validity')).to.equal(en['analytics.dashboard.forms.valid']);
    expect(await text(page, 'forms-privacy')).to.equal(en['analytics.dashboard.forms.privacy']);

    // One page per language, pictured in both schemes as the system switches in place.
    for (const locale of ['en', 'ar'] as const) {
      const shot = locale === 'en' ? page : await openDashboard(formsSite, { locale });
      if (shot !== page) {
        await selectTab(shot, ar, 'analytics.dashboard.tab.forms', 'forms');
        await shot.getByTestId('forms-report').waitFor();
        expect(await shot.locator('html').getAttribute('dir')).to.equal('rtl');
        expect(await shot.getByTestId('forms-fields').locator('[data-field="email"] [data-cell="errors"]').textContent()).to.equal(`${ar['analytics.dashboard.validity.typeMismatch']} × 1`);
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(shot, colorScheme);
        await captureScreenshot(shot.getByTestId('panel-forms'), `analytics-forms-${locale}-${colorScheme}.png`);
      }
    }
  });

  it('shows the clicked field’s form details in the interactions detail dialog', async () => {
    const page = await openDashboard(formsSite);
    await selectTab(page, en, 'analytics.dashboard.tab.interactions', 'interactions');
    await page.getByTestId('interaction-item').first().waitFor();
    await page.getByTestId('interaction-details').first().click();
    const dialog = page.getByTestId('interaction-dialog');
    await dialog.getByTestId('interaction-form-fields').waitFor();
    const rows = dialog.getByTestId('form-field');
    expect(await attributes(rows, 'data-field')).to.deep.equal(['email', 'phone', 'terms']);
    expect(await rows.first().getAttribute('data-marked')).to.equal('true');
    expect(await rows.first().getByTestId('form-field-this').textContent()).to.equal(en['analytics.dashboard.forms.thisField']);
    expect(((await rows.first().locator('[data-cell="errors"]').textContent()) ?? '').trim()).to.equal(`${en['analytics.dashboard.validity.typeMismatch']} × 1`);
    expect(((await rows.first().locator('[data-cell="required"]').textContent()) ?? '').trim()).to.equal(en['analytics.dashboard.forms.yes']);
    await captureScreenshot(dialog, 'analytics-interaction-form-fields-en-light.png');
  });

  it('warns on the dashboard from 80 % of the monthly allowance and says when it is used up, events still recorded', async () => {
    // The forms site is under 80 %: no banner.
    const quiet = await openDashboard(formsSite);
    const quietUsage = (await apiGet<{ usage: SiteUsage }>(`/api/analytics/sites/${formsSite}/usage`)).usage;
    expect(quietUsage.level).to.equal('ok');
    expect(await quiet.getByTestId('usage-banner').count()).to.equal(0);

    const page = await openDashboard(busySite);
    const banner = page.getByTestId('usage-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('data-level')).to.equal('warning');
    const resets = (await apiGet<{ usage: SiteUsage }>(`/api/analytics/sites/${busySite}/usage`)).usage.resetsAt;
    const resetsText = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(resets));
    expect(await text(page, 'usage-banner')).to.contain(en['analytics.dashboard.usage.warningTitle']);
    expect(await text(page, 'usage-banner')).to.contain(say(en, 'analytics.dashboard.usage.figures', { events: '17', allowance: '20', percent: '85%', plan: 'Premium', resets: resetsText }));
    expect(await text(page, 'usage-banner')).to.contain(en['analytics.dashboard.usage.kept']);
    await captureScreenshot(banner, 'analytics-usage-warning-en-light.png');

    // Five more events: 110 %, and they are stored and counted (the overview shows all 22 page views).
    await pageviews(busySite, 5, 'busy-more');
    await page.getByTestId('dashboard-refresh').click();
    await page.locator('[data-testid="usage-banner"][data-level="exceeded"]').waitFor();
    expect(await text(page, 'usage-banner')).to.contain(en['analytics.dashboard.usage.exceededTitle']);
    expect(await text(page, 'usage-banner')).to.contain(say(en, 'analytics.dashboard.usage.figures', { events: '22', allowance: '20', percent: '110%', plan: 'Premium', resets: resetsText }));
    await page.getByTestId('metric-pageViews').filter({ hasText: /^\s*22\s*$/ }).waitFor();

    const arPage = await openDashboard(busySite, { locale: 'ar' });
    await arPage.locator('[data-testid="usage-banner"][data-level="exceeded"]').waitFor();
    expect(await text(arPage, 'usage-banner')).to.contain(ar['analytics.dashboard.usage.exceededTitle']);
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(arPage, colorScheme);
      await captureScreenshot(arPage.getByTestId('usage-banner'), `analytics-usage-exceeded-ar-${colorScheme}.png`);
    }
  });

  it('states the configured allowances and what happens past them in the pricing comparison', async () => {
    const page = await open('/pricing', { signedIn: false });
    await page.getByTestId('compare-toggle').click();
    const row = page.getByTestId('compare-allowance');
    await row.waitFor();
    expect(((await row.locator('th').textContent()) ?? '').trim()).to.equal(en['pricing.compare.analyticsEvents']);
    expect(((await row.locator('[data-plan="trial"]').textContent()) ?? '').trim()).to.equal(say(en, 'pricing.compare.analyticsEventsCount', { count: '50' }));
    expect(((await row.locator('[data-plan="premium"]').textContent()) ?? '').trim()).to.equal(say(en, 'pricing.compare.analyticsEventsCount', { count: '20' }));
    expect(await text(page, 'compare-allowance-note')).to.equal(en['pricing.compare.analyticsPast']);
  });
});
