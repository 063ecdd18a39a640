import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { AuditResult } from '../../../src/modules/audits/domain/audit-result.js';
import type { AuditType } from '../../../src/modules/audits/domain/audit-type.js';
import type { Finding } from '../../../src/modules/audits/domain/finding.js';
import { webBaseUrl } from '../../support/web.js';
import { catalog, pathOf, captureScreenshot, switchColorScheme, webHarness } from '../../support/web-harness.js';
import {
  contentResult,
  engagementResult,
  FAILED_RUN,
  fakeAuditApi,
  QUICK_RUN,
  RESULTS,
  securityResult,
  semanticResult,
  SITE,
  SUCCESSFUL_RUN,
  websiteResult,
} from './audits.fixture.js';

/**
 * The six StackAudit pages and the printable report (audits README, "Tests"). The API is answered in the
 * browser by a test double (audits.fixture.ts) that walks a run through queued → running → done or
 * failed, so each page is checked for its states, its numbers and its texts; a run through the real
 * queue is the API e2e's job. English texts come from frontend/lang/en.json, Arabic from ar.json.
 */

const en = catalog('en');
const ar = catalog('ar');
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const standard = { sub: 'audits-web-standard', isStandard: true };
const premium = { sub: 'audits-web-premium', isPremium: true };

const PAGE_TITLE: Record<AuditType, string> = {
  content: 'audits.page.content.title',
  website: 'audits.page.website.title',
  security: 'audits.page.security.title',
  semantic: 'audits.page.semantic.title',
  performance: 'audits.page.performance.title',
  'user-engagement': 'audits.page.engagement.title',
  seo: 'audits.page.seo.title',
};

/** A finding's title as the page must show it: the rule's catalog text, else the server's English message. */
/** Durations as the page writes them (Intl unit formatting, as frontend/src/features/audits/format.ts does). */
const seconds = (ms: number) => new Intl.NumberFormat('en', { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 2 }).format(ms / 1000);
const millis = (ms: number) => new Intl.NumberFormat('en', { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(ms);
/** Catalog id of a rule text: rule codes become camelCase segments (frontend/scripts/audit-rule-messages.ts). */
const ruleKey = (rule: string, part: 'title' | 'description' | 'impact' | 'remediation') =>
  `audits.rule.${rule.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}.${part}`;
const findingTitle = (f: Finding) => en[ruleKey(f.rule, 'title')] ?? f.message;
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const tabs = (page: Page, container: string) => page.getByTestId(container).getByRole('tab');
/** A computed style property, read in the page (this tsconfig has no DOM lib, hence the loose types). */
const computed = (locator: Locator, property: string) =>
  locator.evaluate(
    (element, name) => (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(element)[name]!,
    property,
  );
const isFocused = async (locator: Locator) => (await locator.and(locator.page().locator(':focus')).count()) === 1;
const selectTab = async (page: Page, container: string, name: string) => {
  await page.getByTestId(container).getByRole('tab', { name }).click();
  await page.getByTestId(container).getByRole('tabpanel').waitFor();
};

describe('web: StackAudit pages', function () {
  this.timeout(90_000);
  const web = webHarness();

  /** Opens an audit page signed in, with the API double installed, and runs an analysis of SITE to its results. */
  async function runAudit(type: AuditType, options: { lang?: string; user?: typeof standard; crawl?: boolean } = {}) {
    const { lang = 'en', user = type === 'semantic' ? premium : standard } = options;
    let api!: Awaited<ReturnType<typeof fakeAuditApi>>;
    const visit = await web.visit(`/${lang}/stack-audit/${type}`, {
      user,
      setup: async (page) => {
        api = await fakeAuditApi(page, type, RESULTS[type], [SUCCESSFUL_RUN]);
      },
    });
    const { page } = visit;
    await page.getByTestId('audit-idle').waitFor();
    await page.getByTestId('audit-url').fill(SITE);
    if (options.crawl) await page.getByTestId('audit-crawl').check();
    await page.getByTestId('audit-submit').click();
    // Live progress: the double holds the run at "render, 40 %" until released.
    await page.locator('[data-testid="audit-progress"][data-stage="render"]').waitFor();
    expect(await text(page, 'audit-stage')).to.equal(catalog(lang)['audits.stage.render']);
    expect(await page.getByTestId('audit-progressbar').getAttribute('aria-valuenow')).to.equal('40');
    expect(pathOf(page)).to.match(new RegExp(`^/${lang}/stack-audit/${type}\\?audit=[0-9a-f-]{36}$`));
    api.release();
    await page.getByTestId('audit-report').waitFor();
    expect(await page.getByTestId('audit-page').getAttribute('data-phase')).to.equal('results');
    expect(api.posts).to.have.length(1);
    expect(api.posts[0]).to.include({ type, url: SITE });
    expect(api.posts[0]!.authorization).to.match(/^Bearer /);
    return { ...visit, api };
  }

  it('content: idle → live progress → results, with linked pages, trend, statistics and each page’s sections', async () => {
    const { page, api } = await runAudit('content', { crawl: true });
    expect(api.posts[0]!.crawl).to.equal(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(en[PAGE_TITLE.content]);
    expect(await page.getByTestId('gauge-overall').getAttribute('data-score')).to.equal('72');
    expect(await page.getByTestId('gauge-overall').getAttribute('data-band')).to.equal('needs-improvement');
    expect(await page.getByTestId('gauge-content-average').getAttribute('data-score')).to.equal('60');
    expect(await text(page, 'content-average-band')).to.equal(en['audits.content.contentBand.average']);
    expect(await text(page, 'content-priority')).to.contain(`${SITE}pricing`).and.contain('38');
    expect(await page.getByTestId('content-trend').getAttribute('data-trend')).to.equal('improving');
    expect(await text(page, 'content-trend')).to.contain(en['audits.content.trend.improving']).and.contain('52');
    const stat = (name: string) => page.locator(`[data-testid="content-statistics"] [data-stat="${name}"]`).textContent();
    expect(await stat('totalWords')).to.equal('1,152');
    expect(await stat('averageWords')).to.equal('576');
    expect(await stat('imagesMissingAlt')).to.equal('2');
    expect(await text(page, 'pages-analysed')).to.equal('2 pages analysed');
    await page.locator('[data-testid="content-pages-chart"][data-chart-state="ready"] .highcharts-root').waitFor();

    // First page: overview, headings, images, keywords, SEO elements.
    expect(await page.locator('[data-testid="content-overview"] [data-stat="wordCount"]').textContent()).to.equal('912');
    expect(await text(page, 'readability-band')).to.equal(en['audits.content.readBand.standard']);
    await selectTab(page, 'content-tabs', en['audits.content.tab.headings']!);
    expect(await page.locator('[data-testid="heading-counts"] [data-level="h2"]').textContent()).to.equal('4');
    expect(await page.getByTestId('heading-outline').locator('li').count()).to.equal(3);
    await selectTab(page, 'content-tabs', en['audits.content.tab.images']!);
    expect(await page.locator('[data-testid="content-images"] [data-stat="missingAlt"]').textContent()).to.equal('2');
    await selectTab(page, 'content-tabs', en['audits.content.tab.keywords']!);
    expect(await page.getByTestId('keywords').locator('tbody tr').first().textContent()).to.contain('ceramics').and.contain('1.97%').and.contain(en['audits.content.densityBand.optimal']);
    await selectTab(page, 'content-tabs', en['audits.content.tab.seo']!);
    expect(await page.locator('[data-seo="description"]').textContent()).to.contain('121 characters').and.contain(en['audits.content.seoBand.tooShort']);
    await selectTab(page, 'content-tabs', en['audits.content.tab.recommendations']!);
    expect(await text(page, 'content-recommendations')).to.contain(en['audits.content.recommendation.metaDescription']);
    await selectTab(page, 'content-tabs', en['audits.content.tab.tips']!);
    expect(await page.getByTestId('seo-tips').locator('li').count()).to.equal(8);

    // The lowest-scoring page, picked from the page list: its issue, translated, with its evidence.
    await page.getByTestId('page-select').selectOption({ index: 1 });
    await selectTab(page, 'content-tabs', en['audits.content.tab.issues']!);
    const issue = page.getByTestId('content-issues').getByTestId('finding');
    expect(await issue.count()).to.equal(1);
    expect(await issue.getAttribute('data-rule')).to.equal('missing-h1');
    expect(await issue.locator('h4').textContent()).to.equal(findingTitle(contentResult.findings[0]!));
    await web.screenshot(page, 'audits-content-en-light.png', true);
  });

  it('website: SSUC metrics, detected URLs, social preview, sitemap with copy and show more, checks, issues, pages, statistics', async () => {
    const { page, context } = await runAudit('website');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webBaseUrl() });
    const gauge = (id: string) => page.getByTestId(id).getAttribute('data-score');
    expect([await gauge('gauge-performance'), await gauge('gauge-seo'), await gauge('gauge-security'), await gauge('gauge-usability')]).to.deep.equal(['91', '74', '42', '88']);
    expect(await page.getByTestId('gauge-security').getAttribute('data-band')).to.equal('poor');
    expect(await page.getByTestId('gauge-security').getAttribute('aria-label')).to.equal(`${en['audits.website.ssuc.security']}: 42 out of 100, ${en['audits.band.poor']}`);
    expect(await text(page, 'website-detected-count')).to.equal('11');
    expect(await page.getByTestId('website-detected-urls').locator('li').count()).to.equal(8);
    expect(await text(page, 'social-preview')).to.contain('Handmade ceramics').and.contain('Bowls and mugs made by hand.');

    const sitemap = page.getByTestId('generated-sitemap');
    const lines = websiteResult.details.generatedSitemap.split('\n');
    expect((await sitemap.textContent())!.split('\n')).to.have.length(12);
    await page.locator('[data-testid="generated-sitemap"] ~ div [data-testid="toggle-more"]').click();
    expect(await sitemap.textContent()).to.equal(websiteResult.details.generatedSitemap);
    expect(lines.length).to.be.greaterThan(12);
    await page.getByTestId('copy-sitemap').click();
    await page.locator('[data-testid="copy-sitemap"][data-state="copied"]').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).to.equal(websiteResult.details.generatedSitemap);

    expect(await page.locator('[data-check="ssl"]').textContent()).to.contain('TLSv1.3').and.contain('101 days left');
    expect(await page.locator('[data-check="sitemap"]').textContent()).to.contain(en[ruleKey('sitemap-missing', 'title')]!);
    await selectTab(page, 'website-tabs', en['audits.website.tab.issues']!);
    expect(await page.locator('[data-severity-count="high"]').textContent()).to.equal('1');
    const issues = page.getByTestId('website-issues').getByTestId('finding');
    expect(await issues.count()).to.equal(4);
    // Most severe first; the rule the catalog lacks shows the server's English message.
    expect(await issues.first().getAttribute('data-rule')).to.equal('website-security-headers-missing');
    expect(await issues.first().locator('h4').textContent()).to.equal(en[ruleKey('website-security-headers-missing', 'title')]);
    expect(await issues.last().locator('h4').textContent()).to.equal('A check this version of the page does not know yet');
    await selectTab(page, 'website-tabs', en['audits.website.tab.pages']!);
    await page.getByRole('button', { name: en['audits.website.pages.viewDetails'] }).click();
    expect(await text(page, 'website-pages')).to.contain('Bowls and mugs made by hand.').and.contain('48.2 kB');
    await selectTab(page, 'website-tabs', en['audits.website.tab.statistics']!);
    expect(await page.locator('[data-testid="site-statistics"] [data-stat="pages"]').textContent()).to.equal('11');
    expect(await page.locator('[data-testid="site-statistics"] [data-stat="load"]').textContent()).to.equal(millis(910));
    await web.screenshot(page, 'audits-website-en-light.png', true);
  });

  it('security: grade, headers, cookie flags, vulnerabilities with left-to-right evidence, generated configuration with copy buttons', async () => {
    const { page, context } = await runAudit('security');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webBaseUrl() });
    expect(await page.getByTestId('observatory-grade').getAttribute('data-grade')).to.equal('D');
    expect(await page.getByTestId('gauge-global').getAttribute('data-score')).to.equal('35');
    expect(await page.getByTestId('missing-headers').locator('li').allTextContents()).to.deep.equal(['content-security-policy', 'referrer-policy', 'x-frame-options']);
    expect(await page.locator('[data-test="content-security-policy"]').textContent()).to.contain('csp-not-implemented').and.contain('-25');

    await selectTab(page, 'security-tabs', en['audits.security.tab.cookies']!);
    const session = page.locator('[data-cookie="session"]');
    expect(await session.locator('[data-flag="secure"]').textContent()).to.equal('Yes');
    expect(await session.locator('[data-flag="httpOnly"]').textContent()).to.equal('No');
    expect(await session.locator('[data-flag="sameSite"]').textContent()).to.equal(en['audits.security.cookies.sameSiteMissing']);
    expect(await session.locator('[data-issue="missing-httponly"]').textContent()).to.equal(en['audits.security.cookieIssue.missingHttponly']);
    expect(await page.locator('[data-cookie="__Host-id"] [data-flag="sameSite"]').textContent()).to.equal('strict');

    await selectTab(page, 'security-tabs', en['audits.security.tab.vulnerabilities']!);
    const vulnerabilities = page.getByTestId('vulnerability');
    expect(await vulnerabilities.count()).to.equal(3);
    const secret = page.locator('[data-category="sensitive-data"] [data-testid="vulnerability"]');
    expect(await secret.locator('h4').textContent()).to.equal(findingTitle(securityResult.findings[2]!));
    expect(await secret.getByTestId('vulnerability-evidence').textContent()).to.equal('const key = "AKIAIOSFODNN7EXAMPLE";');
    expect(await computed(secret.getByTestId('vulnerability-evidence'), 'direction')).to.equal('ltr');
    expect(await page.getByTestId('mixed-content').textContent()).to.contain('http://cdn.example.test/lib.js');

    await selectTab(page, 'security-tabs', en['audits.security.tab.recommendations']!);
    for (const [snippet, value] of Object.entries({ csp: securityResult.details.headerConfig.csp, nginx: securityResult.details.headerConfig.nginx, apache: securityResult.details.headerConfig.apache, koa: securityResult.details.headerConfig.koa })) {
      expect(await page.getByTestId(`config-${snippet}`).textContent(), snippet).to.equal(value);
    }
    await page.getByTestId('copy-nginx').click();
    await page.locator('[data-testid="copy-nginx"][data-state="copied"]').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).to.equal(securityResult.details.headerConfig.nginx);
    expect(await page.getByTestId('config-headers').textContent()).to.contain('X-Frame-Options').and.contain('DENY');
    await web.screenshot(page, 'audits-security-en-light.png', true);
  });

  it('semantic: premium only; HTML, ARIA and meta-tag scores with their details and suggestions', async () => {
    const refused = await web.visit('/en/stack-audit/semantic', { user: { sub: 'audits-web-standard-2', isStandard: true } });
    await refused.page.waitForURL((url) => url.pathname === '/en/pricing');

    const { page } = await runAudit('semantic');
    const scores = await Promise.all(['gauge-average', 'gauge-html', 'gauge-aria', 'gauge-meta'].map((id) => page.getByTestId(id).getAttribute('data-score')));
    expect(scores).to.deep.equal(['77', '82', '71', '78']);
    expect(await page.getByTestId('html-messages').locator('tbody tr').count()).to.equal(2);
    expect(await page.getByTestId('html-messages').textContent()).to.contain('no-dup-id').and.contain('12:5');
    expect(await page.getByTestId('heading-structure').textContent()).to.contain('H2 → H4');
    await selectTab(page, 'semantic-tabs', en['audits.semantic.aria']!);
    expect(await page.locator('[data-violation="color-contrast"]').textContent()).to.contain(en['audits.semantic.impact.serious']).and.contain('4');
    await selectTab(page, 'semantic-tabs', en['audits.semantic.meta']!);
    expect(await text(page, 'meta-missing')).to.equal('og:image');
    await selectTab(page, 'semantic-tabs', en['audits.semantic.suggestions']!);
    const suggestion = page.locator('[data-suggestion="semantic-open-graph-incomplete"]');
    expect(await suggestion.textContent()).to.contain(en['audits.semantic.priority.medium']).and.contain(en[ruleKey('semantic-open-graph-incomplete', 'title')]);
    expect(await page.getByTestId('semantic-findings').getByTestId('finding').locator('h4').textContent()).to.equal(findingTitle(semanticResult.findings[0]!));
    await web.screenshot(page, 'audits-semantic-en-light.png', true);
  });

  it('performance: median of three runs with its spread, core metrics, resources chart, opportunities and summary', async () => {
    const { page } = await runAudit('performance');
    expect(await page.getByTestId('gauge-performance').getAttribute('data-score')).to.equal('63');
    expect(await text(page, 'performance-spread')).to.equal('Median of 3 runs: from 61 to 66 (spread ±2.5)');
    const metric = (key: string) => page.locator(`[data-metric="${key}"]`).textContent();
    expect(await metric('fcp')).to.contain(seconds(1830)).and.contain(`${seconds(1790)} – ${seconds(1900)}`);
    expect(await metric('tbt')).to.contain(millis(420));
    expect(await metric('cls')).to.contain('0.12');
    expect(await metric('lcp')).to.contain(`62 · ${en['audits.band.needsImprovement']}`);
    await selectTab(page, 'performance-tabs', en['audits.performance.tab.resources']!);
    expect(await page.locator('[data-testid="resource-totals"] [data-stat="requests"]').textContent()).to.equal('40');
    expect(await page.locator('[data-testid="resource-totals"] [data-stat="size"]').textContent()).to.equal('1.92 MB');
    expect(await page.locator('[data-resource="image"]').textContent()).to.contain(en['audits.performance.resource.image']).and.contain('1.24 MB');
    await page.locator('[data-testid="resources-chart"][data-chart-state="ready"] .highcharts-root').waitFor();
    await selectTab(page, 'performance-tabs', en['audits.performance.tab.optimization']!);
    const rows = page.getByTestId('opportunities').locator('tbody tr');
    expect(await rows.first().getAttribute('data-opportunity')).to.equal('unused-javascript');
    expect(await rows.first().textContent()).to.contain(en[ruleKey('unused-javascript', 'title')]).and.contain('+9 points').and.contain(millis(780));
    await selectTab(page, 'performance-tabs', en['audits.performance.tab.summary']!);
    expect(await page.getByTestId('gauge-optimisation').getAttribute('data-score')).to.equal('48');
    expect(await page.getByTestId('gauge-optimisation').getAttribute('data-band')).to.equal('poor');
    await web.screenshot(page, 'audits-performance-en-light.png', true);
  });

  it('user engagement: scores, averages, techniques used, and the CTA, social and interactive tables', async () => {
    const { page } = await runAudit('user-engagement');
    expect(await page.getByTestId('gauge-navigation').getAttribute('data-score')).to.equal('70');
    expect(await page.locator('[data-testid="engagement-averages"] [data-stat="ctas"]').textContent()).to.equal('2');
    expect(await page.locator(`[data-page="${SITE}"] [data-count="ctas"]`).textContent()).to.equal('2');
    await selectTab(page, 'engagement-tabs', en['audits.engagement.tab.issues']!);
    expect(await page.getByTestId('engagement-issues').getByTestId('finding').getAttribute('data-rule')).to.equal('cta-low-contrast');
    await selectTab(page, 'engagement-tabs', en['audits.engagement.tab.techniques']!);
    expect(await page.locator('[data-technique="cta-above-fold"]').getAttribute('data-used')).to.equal('1');
    // One CTA of two is under 44 px and under 4.5:1: those techniques are not used.
    expect(await page.locator('[data-technique="cta-size"]').getAttribute('data-used')).to.equal('0');
    expect(await page.locator('[data-technique="cta-contrast"]').getAttribute('data-used')).to.equal('0');
    expect(await page.locator('[data-technique="search"]').textContent()).to.contain('Used on 1 page of 1');
    await selectTab(page, 'engagement-tabs', en['audits.engagement.tab.details']!);
    const cta = page.getByTestId('cta-table').locator('tbody tr');
    expect(await cta.count()).to.equal(2);
    expect(await cta.nth(1).textContent()).to.contain('Subscribe').and.contain(en['audits.engagement.ctaType.formSubmit']).and.contain('96 × 32 px').and.contain('3.1:1');
    expect(await page.getByTestId('social-table').textContent()).to.contain('Instagram').and.contain(en['audits.engagement.socialType.follow']);
    expect(await page.getByTestId('interactive-table').textContent()).to.contain('Newsletter form');
    expect(engagementResult.details.pages).to.have.length(1);
    await web.screenshot(page, 'audits-engagement-en-light.png', true);
  });

  it('shows the product’s error with Retry when a run fails, and Retry runs it again to its results', async () => {
    const run = async (type: AuditType, message: string) => {
      let api!: Awaited<ReturnType<typeof fakeAuditApi>>;
      const { page } = await web.visit(`/en/stack-audit/${type}`, {
        user: standard,
        setup: async (p) => {
          api = await fakeAuditApi(p, type, RESULTS[type], [FAILED_RUN, QUICK_RUN]);
        },
      });
      await page.getByTestId('audit-url').fill(SITE);
      await page.getByTestId('audit-submit').click();
      await page.getByTestId('audit-error').waitFor();
      expect(await text(page, 'audit-error-message')).to.equal(message);
      expect(await page.getByTestId('audit-error').textContent()).to.contain(en['audits.failedStage.fetch']);
      if (type === 'performance') await web.screenshot(page, 'audits-performance-error-en-light.png');
      await page.getByTestId('audit-retry').click();
      await page.getByTestId('audit-report').waitFor();
      expect(api.posts.map((p) => p.url)).to.deep.equal([SITE, SITE]);
    };
    await run('content', 'Failed to analyze URL. Please check the URL and try again.');
    await run('performance', 'Unable to analyze the URL. Please check the URL and retry.');
  });

  it('refuses an address without http:// or https:// with the product’s message and hint, without calling the server', async () => {
    let api!: Awaited<ReturnType<typeof fakeAuditApi>>;
    const { page } = await web.visit('/en/stack-audit/content', {
      user: standard,
      setup: async (p) => {
        api = await fakeAuditApi(p, 'content', contentResult, [QUICK_RUN]);
      },
    });
    const field = page.getByTestId('audit-url');
    await field.waitFor();
    expect(await page.getByText('Enter the complete URL including https://').count()).to.equal(1);
    for (const bad of ['example.com', 'ftp://example.com', 'https://']) {
      await field.fill(bad);
      await page.getByTestId('audit-submit').click();
      await page.getByText('Please enter a valid URL starting with http:// or https://').waitFor();
      expect(await field.getAttribute('aria-invalid'), bad).to.equal('true');
      expect(await page.evaluate<string | undefined>('document.activeElement?.getAttribute("data-testid")')).to.equal('audit-url');
    }
    expect(api.posts).to.deep.equal([]);
    expect(await page.getByTestId('audit-page').getAttribute('data-phase')).to.equal('idle');
  });

  it('tabs are keyboard accessible: arrows follow the reading direction, Home and End jump, one tab stop', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { page } = await runAudit('performance', { lang });
      const list = tabs(page, 'performance-tabs');
      expect(await list.count()).to.equal(4);
      await list.first().focus();
      const next = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
      await page.keyboard.press(next);
      expect(await list.nth(1).getAttribute('aria-selected'), lang).to.equal('true');
      expect(await isFocused(list.nth(1))).to.equal(true);
      expect(await page.getByTestId('performance-tabs').getByRole('tabpanel').getAttribute('data-panel')).to.equal('resources');
      await page.keyboard.press('End');
      expect(await list.nth(3).getAttribute('aria-selected')).to.equal('true');
      await page.keyboard.press(next);
      expect(await list.nth(0).getAttribute('aria-selected')).to.equal('true');
      expect(await Promise.all([0, 1, 2, 3].map((i) => list.nth(i).getAttribute('tabindex')))).to.deep.equal(['0', '-1', '-1', '-1']);
      // Tab leaves the tab list for the panel.
      await page.keyboard.press('Tab');
      expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("role") ?? null')).to.equal('tabpanel');
    }
  });

  it('works right to left in Arabic: dir=rtl, Arabic texts, code, URLs and evidence left to right', async () => {
    const { page } = await runAudit('security', { lang: 'ar' });
    expect(await page.evaluate<string>('document.documentElement.dir')).to.equal('rtl');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title).to.equal(ar['audits.page.security.title']);
    expect(title).to.match(ARABIC_LETTER);
    expect(await computed(page.getByTestId('audit-url'), 'direction')).to.equal('ltr');
    expect(await computed(page.getByTestId('result-url').locator('span'), 'direction')).to.equal('ltr');
    await selectTab(page, 'security-tabs', ar['audits.security.tab.vulnerabilities']!);
    // Rule texts are translated (the rule catalog), the evidence stays as the server captured it.
    const secret = page.locator('[data-category="sensitive-data"] [data-testid="vulnerability"]');
    expect(await secret.locator('h4').textContent()).to.equal(ar[ruleKey('exposed-aws-access-key', 'title')]);
    expect(await secret.textContent()).to.contain(ar[ruleKey('exposed-aws-access-key', 'remediation')]);
    const evidence = page.getByTestId('vulnerability-evidence').first();
    expect(await computed(evidence, 'direction')).to.equal('ltr');
    // The page's start is on the right: the first tab sits right of the second.
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await tabs(page, 'security-tabs').nth(i).boundingBox())!.x));
    expect(first).to.be.greaterThan(second!);
    await web.screenshot(page, 'audits-security-ar-light.png', true);
  });

  it('takes screenshots of results in English and Arabic, light and dark', async () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const type of ['content', 'performance'] as const) {
        // One analysis, pictured in light and again after the system turns dark.
        const { page } = await runAudit(type, { lang });
        expect(await page.evaluate<string>('document.documentElement.dir')).to.equal(lang === 'ar' ? 'rtl' : 'ltr');
        for (const colorScheme of ['light', 'dark'] as const) {
          await switchColorScheme(page, colorScheme);
          await web.screenshot(page, `audits-${type}-${lang}-${colorScheme}-viewport.png`);
        }
      }
    }
  });

  it('exports JSON, CSV and PDF with the session’s token in the page’s language', async () => {
    const { page, api } = await runAudit('content', { lang: 'fr' });
    for (const format of ['json', 'csv', 'pdf'] as const) {
      const download = page.waitForEvent('download');
      await page.getByTestId(`export-${format}`).click();
      const file = await download;
      expect(file.suggestedFilename()).to.equal(`stacklens-content-audit.${format}`);
      const body = readFileSync((await file.path())!, 'utf8');
      if (format === 'json') expect((JSON.parse(body) as AuditResult).overall.score).to.equal(72);
      if (format === 'pdf') expect(body.startsWith('%PDF')).to.equal(true);
      await page.getByTestId('export-status').filter({ hasText: `stacklens-content-audit.${format}` }).waitFor();
    }
    expect(api.exports.map((e) => [e.format, e.lang])).to.deep.equal([
      ['json', 'fr'],
      ['csv', 'fr'],
      ['pdf', 'fr'],
    ]);
    expect(api.exports.every((e) => /^Bearer .+/.test(e.authorization ?? ''))).to.equal(true);
  });

  it('lists earlier runs of this type and URL, and compares one with the run shown', async () => {
    const { page, api } = await runAudit('security');
    const history = page.getByTestId('history-table');
    await history.waitFor();
    expect(api.historyQueries.at(-1)!.get('type')).to.equal('security');
    expect(api.historyQueries.at(-1)!.get('url')).to.equal(SITE);
    expect(await history.locator('tbody tr').count()).to.equal(2);
    await page.locator('[data-testid="history-chart"][data-chart-state="ready"] .highcharts-root').waitFor();
    await page.getByTestId('history-compare').click();
    const diff = page.getByTestId('diff');
    await diff.getByTestId('diff-delta').waitFor();
    // The earlier double has every finding but the first, scored 10 lower.
    expect(await text(page, 'diff-delta')).to.equal('+10 points');
    expect(await diff.getByTestId('diff-new-list').getByTestId('finding').count()).to.equal(1);
    expect(await diff.getByTestId('diff-new-list').getByTestId('finding').getAttribute('data-rule')).to.equal('csp-not-implemented');
    expect(await diff.getByTestId('diff-persisting-list').getByTestId('finding').count()).to.equal(2);
    expect(await text(page, 'diff-fixed')).to.contain('Fixed findings (0)');
    await web.screenshot(page, 'audits-diff-en-light.png', true);
    // View opens the earlier run in place.
    await page.getByTestId('diff-close').click();
    await page.getByTestId('history-view').click();
    await page.waitForURL((url) => url.searchParams.get('audit') === '00000000-0000-4000-8000-000000000900');
    await page.locator('[data-testid="gauge-overall"][data-score="25"]').waitFor();
  });

  describe('print page', () => {
    const inject = (report: unknown) => `window.__STACKLENS_AUDIT_REPORT__ = ${JSON.stringify(report)};`;

    it('renders an injected report without a session, marks it ready and prints only the report', async () => {
      const audit = { id: '00000000-0000-4000-8000-000000000001', type: 'security', url: SITE, createdAt: '2026-11-20T10:14:00.000Z' };
      const { page } = await web.visit('/en/stack-audit/print', { consented: false, setup: (p) => p.addInitScript(inject({ audit, result: securityResult })) });
      const sheet = page.locator('[data-testid="audit-print"][data-report-ready="true"]');
      await sheet.waitFor();
      expect(pathOf(page)).to.equal('/en/stack-audit/print');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(en['audits.page.security.title']);
      // Every tab's section is printed, with no tab list.
      expect(await page.getByRole('tablist').count()).to.equal(0);
      for (const key of ['headers', 'cookies', 'vulnerabilities', 'recommendations']) expect(await sheet.textContent()).to.contain(en[`audits.security.tab.${key}`]);
      expect(await sheet.getByTestId('vulnerability').count()).to.equal(3);
      expect(await sheet.getByTestId('config-apache').textContent()).to.equal(securityResult.details.headerConfig.apache);
      await page.emulateMedia({ media: 'print' });
      // What the PDF shows, first page height (A4 at 96 dpi is about 1123 px tall).
      await captureScreenshot(page, 'audits-print-security-en-print-media.png', { fullPage: true, clip: { x: 0, y: 0, width: 1280, height: 1400 } });
      expect(await computed(page.locator('header').first(), 'display')).to.equal('none');
      expect(await computed(page.getByTestId('audit-print').locator('footer'), 'display')).to.not.equal('none');
      expect(await computed(page.getByTestId('site-logo'), 'display')).to.equal('none');
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.subarray(0, 4).toString()).to.equal('%PDF');
      expect(pdf.length).to.be.greaterThan(20_000);
      await page.emulateMedia({ media: 'screen' });
      await web.screenshot(page, 'audits-print-security-en-light.png', true);
    });

    it('renders a partial report in Arabic, naming the failed steps', async () => {
      const partial = { ...contentResult, failures: [{ stage: 'render', code: 'STAGE_TIMEOUT', message: 'Rendering took longer than 30 s', pageUrl: `${SITE}pricing` }] };
      const { page } = await web.visit('/ar/stack-audit/print', { consented: false, setup: (p) => p.addInitScript(inject({ audit: { id: 'x', type: 'content', url: SITE, createdAt: '2026-11-20T10:14:00.000Z' }, result: partial })) });
      await page.locator('[data-testid="audit-print"][data-report-ready="true"]').waitFor();
      expect(await page.evaluate<string>('document.documentElement.dir')).to.equal('rtl');
      const banner = page.getByTestId('partial-banner');
      expect(await banner.getAttribute('data-stages')).to.equal('render');
      expect(await banner.textContent()).to.contain(ar['audits.failedStage.render']).and.contain('STAGE_TIMEOUT');
      // Both crawled pages are printed, each under its URL.
      expect(await page.getByTestId('content-tabs').count()).to.equal(2);
      await page.emulateMedia({ media: 'print' });
      await captureScreenshot(page, 'audits-print-content-ar-print-media.png', { fullPage: true, clip: { x: 0, y: 0, width: 1280, height: 1400 } });
      expect(await page.getByTestId('cookie-banner').count() === 0 || (await computed(page.getByTestId('cookie-banner'), 'display')) === 'none').to.equal(true);
      await page.emulateMedia({ media: 'screen' });
      await web.screenshot(page, 'audits-print-content-ar-light.png', true);
    });

    it('says so when nothing was injected, and is not marked ready', async () => {
      const { page } = await web.visit('/en/stack-audit/print', { consented: false });
      await page.getByTestId('audit-print-missing').waitFor();
      expect(await text(page, 'audit-print-missing')).to.contain(en['audits.print.missing']);
      expect(await page.getByTestId('audit-print').getAttribute('data-report-ready')).to.equal('false');
      expect(await page.getByTestId('audit-print').getAttribute('data-report-state')).to.equal('missing');
    });
  });
});
