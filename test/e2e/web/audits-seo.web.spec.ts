import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AuditResult } from '../../../src/modules/audits/domain/audit-result.js';
import { catalog, pathOf, switchColorScheme, webHarness } from '../../support/web-harness.js';
import { FAILED_RUN, fakeAuditApi, QUICK_RUN, seoResult, SITE, SUCCESSFUL_RUN } from './audits.fixture.js';

/**
 * `/{lang}/seo-audit` (docs/product.md §4.2, premium): the page against a test double of /api/audits
 * (audits.fixture.ts) that walks a run through queued → running → done or failed, so its states, its
 * numbers, its order and its texts are checked; the run through the real queue is
 * test/e2e/api/seo-audit.api.spec.ts and the live page audits-live.web.spec.ts.
 */
const en = catalog('en');
const ar = catalog('ar');
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const premium = { sub: 'seo-web-premium', isPremium: true };
const ruleKey = (rule: string, part: 'title' | 'description' | 'impact' | 'remediation') =>
  `audits.rule.${rule.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}.${part}`;
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const state = (page: Page) =>
  page.getByTestId('seo-audit').evaluate((element) => {
    const data = (element as unknown as { dataset: Record<string, string> }).dataset;
    return { loading: data['seoLoading'], error: data['seoError'], score: data['seoScore'] };
  });
const selectTab = async (page: Page, name: string) => {
  await page.getByTestId('seo-tabs').getByRole('tab', { name }).click();
  await page.getByTestId('seo-tabs').getByRole('tabpanel').waitFor();
};

/**
 * The history chart fully drawn, for screenshots: Highcharts reveals a series by widening its clip
 * rectangle up to the plot's width, so the rectangle reaching that width is the end of the reveal.
 */
interface SvgNode {
  querySelector(selector: string): SvgNode | null;
  querySelectorAll(selector: string): ArrayLike<SvgNode>;
  getBBox(): { width: number };
}
const historyDrawn = () => {
  const chart = (globalThis as unknown as { document: SvgNode }).document.querySelector('[data-testid="history-chart"] .highcharts-root');
  const plot = chart?.querySelector('.highcharts-plot-background');
  if (!chart || !plot || chart.querySelectorAll('.highcharts-point').length === 0) return false;
  const width = plot.getBBox().width;
  return Array.from(chart.querySelectorAll('clipPath rect')).every((rect) => rect.getBBox().width >= width - 1);
};
const screenshotReady = (page: Page) => page.waitForFunction(historyDrawn);

describe('web: SEO audit page', function () {
  this.timeout(90_000);
  const web = webHarness();

  /** Opens the SEO page signed in as Premium, with the API double, and runs an analysis of SITE to its results. */
  async function runSeo(options: { lang?: 'en' | 'ar'; mobile?: boolean } = {}) {
    const { lang = 'en' } = options;
    let api!: Awaited<ReturnType<typeof fakeAuditApi>>;
    const visit = await web.visit(`/${lang}/seo-audit`, {
      user: premium,
      ...(options.mobile ? { viewport: { width: 360, height: 780 }, isMobile: true } : {}),
      setup: async (page) => {
        api = await fakeAuditApi(page, 'seo', seoResult, [SUCCESSFUL_RUN]);
      },
    });
    const { page } = visit;
    await page.getByTestId('audit-idle').waitFor();
    expect(await state(page)).to.deep.equal({ loading: 'false', error: '', score: '' });
    await page.getByTestId('audit-url').fill(SITE);
    await page.getByTestId('audit-submit').click();
    await page.locator('[data-testid="audit-progress"][data-stage="render"]').waitFor();
    expect(await state(page)).to.include({ loading: 'true', error: '' });
    expect(pathOf(page)).to.match(new RegExp(`^/${lang}/seo-audit\\?audit=[0-9a-f-]{36}$`));
    api.release();
    await page.getByTestId('audit-report').waitFor();
    return { ...visit, api };
  }

  it('is premium: a Standard account is sent to /subscription', async () => {
    const { page } = await web.visit('/en/seo-audit', { user: { sub: 'seo-web-standard', isStandard: true } });
    await page.waitForURL((url) => url.pathname === '/en/subscription');
  });

  it('runs a site-wide audit to one score, the category scores and the findings ranked by expected gain', async () => {
    const { page, api } = await runSeo();
    // Linked pages are analysed unless unticked: the SEO score is a site's.
    expect(api.posts).to.have.length(1);
    expect(api.posts[0]).to.include({ type: 'seo', url: SITE, crawl: true });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(en['audits.page.seo.title']);
    expect(await page.title()).to.contain(en['audits.page.seo.title']);
    expect(await state(page)).to.deep.equal({ loading: 'false', error: '', score: '77' });
    expect(await page.getByTestId('audit-report').getAttribute('data-type')).to.equal('seo');
    expect(await page.getByTestId('gauge-overall').getAttribute('data-score')).to.equal('77');

    const categories = page.getByTestId('seo-categories').locator('li');
    expect(await categories.evaluateAll((items) => items.map((item) => (item as unknown as { dataset: Record<string, string> }).dataset['category']))).to.deep.equal(
      seoResult.details.categories.map((c) => c.category),
    );
    const titles = page.locator('[data-testid="seo-categories"] [data-category="titles"]');
    expect(await titles.getAttribute('data-score')).to.equal('60');
    expect(await titles.textContent()).to.contain(en['audits.seo.category.titles']).and.contain('10 of 25 points lost');
    expect(await titles.getByRole('meter').getAttribute('aria-valuenow')).to.equal('60');
    expect(await text(page, 'seo-sources')).to.contain(en['audits.seo.sources.content']).and.contain('72').and.contain('81').and.contain('88');

    // The server's ranking, not severity: the high alt-text finding gains least and comes last.
    const ranked = page.getByTestId('seo-priorities').getByTestId('finding');
    expect(await ranked.count()).to.equal(3);
    expect(await ranked.evaluateAll((items) => items.map((item) => (item as unknown as { dataset: Record<string, string> }).dataset['rule']))).to.deep.equal([
      'meta-description-missing',
      'seo-structured-data-missing',
      'img-alt-missing',
    ]);
    expect(await page.getByTestId('seo-gain').allTextContents()).to.deep.equal(['+10 points', '+8 points', '+3.5 points']);
    expect(await ranked.nth(1).locator('h4').textContent()).to.equal(en[ruleKey('seo-structured-data-missing', 'title')]);
    expect(await ranked.nth(1).textContent()).to.contain(en[ruleKey('seo-structured-data-missing', 'remediation')]!.replace(/'<'/g, '<'));
    expect(await ranked.nth(1).textContent()).to.contain(en['audits.seo.category.structuredData']);

    await selectTab(page, en['audits.seo.tab.pages']!);
    const row = page.getByTestId('seo-pages').locator('tbody tr').first();
    expect(await row.locator('[data-col="description"]').textContent()).to.equal(en['audits.content.seoBand.missing']);
    expect(await row.locator('[data-col="title"]').textContent()).to.equal(en['audits.content.seoBand.good']);
    expect(await row.locator('[data-col="alt"]').textContent()).to.equal('1 of 2');
    expect(await row.locator('[data-col="h1"]').textContent()).to.equal('1');
    await web.screenshot(page, 'audits-seo-pages-en-light.png', true);

    await selectTab(page, en['audits.seo.tab.crawling']!);
    expect(await page.locator('[data-testid="seo-sitemap"] [data-stat="urls"]').textContent()).to.equal('12');
    expect(await text(page, 'seo-robots')).to.contain(`${SITE}sitemap.xml`);
    await screenshotReady(page);
    await web.screenshot(page, 'audits-seo-crawling-en-light.png', true);
  });

  it('keeps the history of the site’s SEO runs, compares two and exports JSON, CSV and PDF', async () => {
    const { page, api } = await runSeo();
    const history = page.getByTestId('history-table');
    await history.waitFor();
    expect(api.historyQueries.at(-1)!.get('type')).to.equal('seo');
    expect(api.historyQueries.at(-1)!.get('url')).to.equal(SITE);
    expect(await history.locator('tbody tr').count()).to.equal(2);
    await page.getByTestId('history-compare').click();
    const diff = page.getByTestId('diff');
    await diff.getByTestId('diff-delta').waitFor();
    // The earlier double has every finding but the first, scored 10 lower.
    expect(await text(page, 'diff-delta')).to.equal('+10 points');
    expect(await diff.getByTestId('diff-new-list').getByTestId('finding').getAttribute('data-rule')).to.equal('meta-description-missing');
    expect(await diff.getByTestId('diff-persisting-list').getByTestId('finding').count()).to.equal(2);
    await screenshotReady(page);
    await web.screenshot(page, 'audits-seo-diff-en-light.png', true);

    for (const format of ['json', 'csv', 'pdf'] as const) {
      const download = page.waitForEvent('download');
      await page.getByTestId(`export-${format}`).click();
      const file = await download;
      expect(file.suggestedFilename()).to.equal(`stacklens-seo-audit.${format}`);
      if (format === 'json') expect((JSON.parse(readFileSync((await file.path())!, 'utf8')) as AuditResult).type).to.equal('seo');
      await page.getByTestId('export-status').filter({ hasText: `stacklens-seo-audit.${format}` }).waitFor();
    }
    expect(api.exports.map((e) => [e.format, e.lang])).to.deep.equal([
      ['json', 'en'],
      ['csv', 'en'],
      ['pdf', 'en'],
    ]);
    expect(api.exports.every((e) => /^Bearer .+/.test(e.authorization ?? ''))).to.equal(true);

    // View opens the earlier run in place: its score, and one finding fewer.
    await page.getByTestId('history-view').click();
    await page.waitForURL((url) => url.search.includes('00000000-0000-4000-8000-000000000900'));
    await page.locator('[data-testid="gauge-overall"][data-score="67"]').waitFor();
    expect(await state(page)).to.include({ score: '67' });
    expect(await page.getByTestId('seo-priorities').getByTestId('finding').count()).to.equal(2);
  });

  it('names a failed run (seoError) with the error block, and Retry runs it again to its results', async () => {
    let api!: Awaited<ReturnType<typeof fakeAuditApi>>;
    const { page } = await web.visit('/en/seo-audit', {
      user: premium,
      setup: async (p) => {
        api = await fakeAuditApi(p, 'seo', seoResult, [FAILED_RUN, QUICK_RUN]);
      },
    });
    await page.getByTestId('audit-url').fill(SITE);
    await page.getByTestId('audit-submit').click();
    await page.getByTestId('audit-error').waitFor();
    expect(await text(page, 'audit-error-message')).to.equal('Failed to analyze URL. Please check the URL and try again.');
    expect(await state(page)).to.deep.equal({ loading: 'false', error: 'AUDIT_FAILED', score: '' });
    await page.getByTestId('audit-retry').click();
    await page.getByTestId('audit-report').waitFor();
    expect(await state(page)).to.deep.equal({ loading: 'false', error: '', score: '77' });
    expect(api.posts.map((p) => p.type)).to.deep.equal(['seo', 'seo']);
  });

  it('names a refused start (seoError) without leaving the run on screen', async () => {
    web.expectConsoleErrors(/status of 429/);
    const { page } = await web.visit('/en/seo-audit', {
      user: premium,
      setup: async (p) => {
        await fakeAuditApi(p, 'seo', seoResult, [QUICK_RUN]);
        await p.route(/\/api\/audits$/, (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Too many audits running', code: 'AUDIT_TOO_MANY_RUNNING' }) })
            : route.fallback(),
        );
      },
    });
    await page.getByTestId('audit-url').fill(SITE);
    await page.getByTestId('audit-submit').click();
    await page.getByTestId('audit-error').waitFor();
    expect(await state(page)).to.deep.equal({ loading: 'false', error: 'AUDIT_TOO_MANY_RUNNING', score: '' });
  });

  it('works right to left in Arabic: translated categories, gains and rule texts, URLs left to right', async () => {
    const { page } = await runSeo({ lang: 'ar' });
    expect(await page.evaluate<string>('document.documentElement.dir')).to.equal('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(ar['audits.page.seo.title']);
    const titles = page.locator('[data-testid="seo-categories"] [data-category="titles"]');
    expect(await titles.textContent()).to.contain(ar['audits.seo.category.titles']);
    const gains = await page.getByTestId('seo-gain').allTextContents();
    expect(gains).to.have.length(3);
    for (const gain of gains) expect(gain).to.match(ARABIC_LETTER);
    const first = page.getByTestId('seo-priorities').getByTestId('finding').first();
    expect(await first.locator('h4').textContent()).to.equal(ar[ruleKey('meta-description-missing', 'title')]);
    // The bar's fill is the category's score; in Arabic it starts on the right, where the reading does.
    const meter = page.locator('[data-testid="seo-categories"] [data-category="titles"] [role="meter"]');
    const fill = await meter.evaluate((element) => {
      const style = (globalThis as unknown as { getComputedStyle(e: unknown, pseudo: string): Record<string, string> }).getComputedStyle(element, '::before');
      return { width: Number.parseFloat(style['width']!), direction: style['direction'] };
    });
    expect(fill.width).to.be.closeTo((await meter.boundingBox())!.width * 0.6, 1);
    expect(fill.direction).to.equal('rtl');
    await screenshotReady(page);
    await web.screenshot(page, 'audits-seo-rtl-ar-light.png', true);
  });

  it('prints the report the PDF export renders: every section, the findings in their ranked order, right to left in Arabic', async () => {
    const report = { audit: { id: '00000000-0000-4000-8000-000000000001', type: 'seo', url: SITE, createdAt: '2026-11-20T10:14:00.000Z' }, result: seoResult };
    const { page } = await web.visit('/ar/stack-audit/print', { consented: false, setup: (p) => p.addInitScript(`window.__STACKLENS_AUDIT_REPORT__ = ${JSON.stringify(report)};`) });
    const sheet = page.locator('[data-testid="audit-print"][data-report-ready="true"]');
    await sheet.waitFor();
    expect(await page.evaluate<string>('document.documentElement.dir')).to.equal('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(ar['audits.page.seo.title']);
    expect(await page.getByRole('tablist').count()).to.equal(0);
    for (const key of ['priorities', 'pages', 'crawling']) expect(await sheet.textContent()).to.contain(ar[`audits.seo.tab.${key}`]);
    expect(await sheet.getByTestId('seo-priorities').getByTestId('finding').evaluateAll((items) => items.map((item) => (item as unknown as { dataset: Record<string, string> }).dataset['rule']))).to.deep.equal(
      seoResult.findings.map((f) => f.rule),
    );
    expect(await sheet.getByTestId('seo-pages').locator('tbody tr').count()).to.equal(1);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 4).toString()).to.equal('%PDF');
    await page.emulateMedia({ media: 'screen' });
    await web.screenshot(page, 'audits-print-seo-ar-light.png', true);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`takes screenshots of the results in ${lang}, light and dark`, async () => {
      // One analysis, pictured in light and again after the system turns dark.
      const { page } = await runSeo({ lang });
      expect(await page.evaluate<string>('document.documentElement.dir')).to.equal(lang === 'ar' ? 'rtl' : 'ltr');
      // The colours the history chart's grid lines and line are painted in.
      const chartStrokes = () => page.evaluate<string[]>(`[...document.querySelectorAll('[data-testid="history-chart"] :is(.highcharts-grid-line, .highcharts-graph)')].map((e) => getComputedStyle(e).stroke)`);
      const strokes: Record<string, string[]> = {};
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        await screenshotReady(page);
        strokes[colorScheme] = await chartStrokes();
        await web.screenshot(page, `audits-seo-${lang}-${colorScheme}.png`, true);
        await web.screenshot(page, `audits-seo-${lang}-${colorScheme}-viewport.png`);
      }
      // Turning dark in place recolours the chart: nothing keeps a light theme's colour.
      expect(strokes['dark']).to.have.length.above(1);
      expect(strokes['dark']!.filter((stroke) => strokes['light']!.includes(stroke))).to.deep.equal([]);
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`fits 360 px in ${lang}: the page never scrolls sideways, the pages table scrolls in its frame`, async () => {
      const { page } = await runSeo({ lang, mobile: true });
      await selectTab(page, (lang === 'ar' ? ar : en)['audits.seo.tab.pages']!);
      const widths = await page.evaluate<{ scroll: number; client: number }>('({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })');
      expect(widths.scroll).to.be.at.most(widths.client);
      await page.getByTestId('seo-categories').scrollIntoViewIfNeeded();
      await web.screenshot(page, `audits-seo-${lang}-mobile.png`);
      await page.getByTestId('seo-tabs').scrollIntoViewIfNeeded();
      await web.screenshot(page, `audits-seo-${lang}-mobile-pages.png`);
    });
  }
});
