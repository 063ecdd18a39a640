import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { webUser } from '../../support/seed-web-user.js';
import { webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { catalog, switchColorScheme, webHarness, type Catalog } from '../../support/web-harness.js';
import { seriousViolations } from '../../support/axe.js';

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only, erased before they run. */
interface BrowserElement {
  getAttribute(name: string): string | null;
}
interface Browser {
  getComputedStyle(element: unknown): { direction: string };
  document: {
    querySelectorAll(selector: string): { length: number };
    querySelector(selector: string): { innerHTML: string; getAttribute(name: string): string | null } | null;
  };
}

/**
 * The StackQL analyzer and visualizer (docs/product.md §5.6: query metrics, visualizer settings; §10.2,
 * the Premium Feature notice) against the real API: lint findings with their evidence, the plan tree
 * with every figure's provenance, ANALYZE, plan comparison, verified index advice with HypoPG on the
 * local PostgreSQL, the notice a free account sees, a bar chart of a result, a dashboard widget saved,
 * reopened and deleted, Arabic, and screenshots.
 */

const en = catalog('en');
const ar = catalog('ar');
const POSTGRES = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const premiumUser = (): WebTokenClaims => ({ sub: randomUUID(), isPremium: true, status: 'premium' });
const freeUser = (): WebTokenClaims => ({ sub: randomUUID(), status: 'free' });



const tab = (page: Page, messages: Catalog, key: string) => page.getByRole('tab', { name: messages[key], exact: true });
const direction = (page: Page, testId: string) => page.getByTestId(testId).first().evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).direction);
const attributes = (page: Page, selector: string, name: string) =>
  page.locator(selector).evaluateAll((items, attribute) => items.map((item) => (item as unknown as BrowserElement).getAttribute(attribute)), name);

/** Types `sql` into the editor over whatever it held, and runs it with the keyboard. */
async function runSql(page: Page, sql: string, messages: Catalog = en) {
  const editor = page.getByTestId('stackql-editor');
  if (!(await editor.isVisible())) await tab(page, messages, 'stackql.tab.terminal').click();
  // The terminal's panel mounts after the click returns: read the result it shows only once it is there,
  // or an earlier result appearing with it would pass for the new one.
  await editor.waitFor();
  const result = page.getByTestId('stackql-result');
  const previous = (await result.count()) > 0 ? await result.innerHTML() : null;
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
  await page.keyboard.press('ControlOrMeta+Enter');
  // A new result (its measured duration differs at least); the sample database starts with the first statement it is sent.
  await page.waitForFunction(
    (before) => {
      const shown = (globalThis as unknown as Browser).document.querySelector('[data-testid="stackql-result"]');
      return !!shown && shown.innerHTML !== before;
    },
    previous,
    { timeout: 90_000 },
  );
}

/** Runs `sql` in the terminal, then opens the analyzer and analyses it. */
async function analyze(page: Page, messages: Catalog, sql: string) {
  await runSql(page, sql, messages);
  await tab(page, messages, 'stackql.analysis.tab.analyzer').click();
  await page.getByTestId('stackql-analyze').click();
  await page.getByTestId('stackql-analysis-summary').waitFor();
}

function connectionOf(url: URL) {
  return { host: url.hostname, port: Number(url.port || 5432), user: decodeURIComponent(url.username) || 'postgres', password: decodeURIComponent(url.password), database: url.pathname.slice(1) };
}

describe('web: StackQL analyzer and visualizer', function () {
  this.timeout(240_000);
  const web = webHarness({ allowNotFoundPage: false });
  const run = randomBytes(4).toString('hex');
  /** A database of this spec's own on the local server: a table of 200,000 events with no index on account_id. */
  const database = `stackql_advice_${run}`;
  let admin: Knex;

  before(async () => {
    admin = knexFactory({ client: 'pg', connection: POSTGRES.toString(), pool: { min: 0, max: 1 } });
    await admin.raw(`create database ${database}`);
    const own = knexFactory({ client: 'pg', connection: { ...connectionOf(POSTGRES), database }, pool: { min: 0, max: 1 } });
    try {
      await own.raw(`
        create table events (id bigint primary key, account_id int not null, kind text not null, created_at timestamptz not null);
        insert into events select g, g % 5000, (array['view', 'click', 'buy'])[1 + g % 3], timestamptz '2025-01-01' + g * interval '1 minute' from generate_series(1, 200000) g;
        analyze events;
      `);
    } finally {
      await own.destroy();
    }
  });

  after(async () => {
    await admin?.raw(`drop database if exists ${database} with (force)`);
    await admin?.destroy();
  });

  it('sample database: a SELECT * finding with its evidence, the plan tree with provenance labels, ANALYZE, a plan comparison and unverified advice', async () => {
    const { page } = await web.visit('/en/stackql', { user: premiumUser() });
    // order_items.order_id has no index in the sample, on purpose.
    await analyze(page, en, 'select * from order_items where order_id = 42');

    expect(await page.getByTestId('stackql-query-type').getAttribute('data-type')).to.equal('select');
    expect(await page.getByTestId('stackql-tables').textContent()).to.contain('order_items');
    const star = page.locator('[data-testid="stackql-finding"][data-rule="select-star"]');
    await star.waitFor();
    expect(await star.getAttribute('data-severity')).to.equal('warning');
    expect(await star.locator('strong').textContent()).to.equal(en['stackql.analysis.rule.selectStar']);
    expect(await star.getByTestId('stackql-finding-fragment').textContent()).to.equal('*');
    expect(await star.getByTestId('stackql-finding-location').textContent()).to.equal('Line 1, column 8');

    // The plan: estimated only until ANALYZE; costs in cost units, never in milliseconds.
    await tab(page, en, 'stackql.analysis.tab.execution').click();
    const plan = page.getByTestId('stackql-plan');
    await plan.waitFor();
    expect(await plan.getAttribute('data-analyzed')).to.equal('false');
    expect(await attributes(page, '[data-testid="stackql-plan-node"]', 'data-node-type')).to.include('Seq Scan');
    expect(await page.getByTestId('stackql-plan-node').first().locator('[data-provenance]').first().textContent()).to.equal('estimated');
    const cost = await page.getByTestId('stackql-plan-cost').first().textContent();
    expect(cost).to.match(/cost units/).and.not.match(/ms/);
    expect(await plan.locator('[data-provenance="measured"]').count()).to.equal(0);
    expect(await direction(page, 'stackql-plan')).to.equal('ltr');

    // Keep this plan, measure the query with ANALYZE, compare.
    await page.getByTestId('stackql-compare-keep').click();
    await page.getByTestId('stackql-compare-kept').waitFor();
    await page.getByTestId('stackql-run-analyze').click();
    await page.locator('[data-testid="stackql-plan"][data-analyzed="true"]').waitFor();
    expect(await page.getByTestId('stackql-plan-time').first().locator('[data-provenance]').textContent()).to.equal('measured');
    expect(await page.getByTestId('stackql-plan-time').first().textContent()).to.match(/ms|s/);
    await page.getByTestId('stackql-plan-execution-time').waitFor();
    await page.getByTestId('stackql-compare-run').click();
    await page.getByTestId('stackql-compare-summary').waitFor();
    expect(await page.getByTestId('stackql-compare-summary').textContent()).to.match(/^Same plan shape\. \d+ paired, 0 gone, 0 new\.$/);
    expect(await attributes(page, '[data-testid="stackql-compare-delta"]', 'data-name')).to.include('totalCost');

    // The sample runs on a database without HypoPG: the candidates are shown, labelled unverified.
    await tab(page, en, 'stackql.analysis.tab.optimization').click();
    await page.getByTestId('stackql-advise').click();
    await page.getByTestId('stackql-advice-unverified').waitFor();
    const candidate = page.getByTestId('stackql-suggestion').first();
    expect(await candidate.getAttribute('data-verified')).to.equal('false');
    expect(await candidate.getByTestId('stackql-suggestion-badge').textContent()).to.equal(en['stackql.analysis.advice.unverified']);
    expect(await candidate.getByTestId('stackql-suggestion-sql').textContent()).to.match(/^CREATE INDEX CONCURRENTLY .*order_items.*\(.?order_id.?\)/);
  });

  it('local PostgreSQL with HypoPG: a verified suggestion for the missing index, cost before and after, both plans', async () => {
    const user = premiumUser();
    const token = await webUser(user);
    const { host, port, user: username, password } = connectionOf(POSTGRES);
    const saved = await fetch(`${webBaseUrl()}/api/sql/connections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Events', engine: 'postgresql', host, port, database, username, password: password || 'trust', tls: 'disable' }),
    });
    expect(saved.status).to.equal(201);
    const { connection } = (await saved.json()) as { connection: { id: string } };

    const { page } = await web.visit(`/en/stackql?connection=${connection.id}`, { user });
    await analyze(page, en, 'select id, kind from events where account_id = 42');
    await tab(page, en, 'stackql.analysis.tab.optimization').click();
    await page.getByTestId('stackql-advise').click();
    const suggestion = page.locator('[data-testid="stackql-suggestion"][data-verified="true"]').first();
    await suggestion.waitFor({ timeout: 60_000 });
    expect(await suggestion.getByTestId('stackql-suggestion-badge').textContent()).to.equal(en['stackql.analysis.advice.verified']);
    expect(await suggestion.getByTestId('stackql-suggestion-sql').textContent()).to.match(/^CREATE INDEX CONCURRENTLY .*ON .*events.* \(.?account_id.?\)/);
    const figure = async (testId: string) => Number((await suggestion.getByTestId(testId).locator('[data-figure="cost"]').textContent())!.replace(/[^\d.]/g, ''));
    const before = await figure('stackql-suggestion-before');
    const after = await figure('stackql-suggestion-after');
    expect(after).to.be.below(before / 2);
    expect(await suggestion.getByTestId('stackql-suggestion-reduction').textContent()).to.match(/^\d+(\.\d)?%$/);
    expect(await suggestion.getByTestId('stackql-suggestion-size').textContent()).to.match(/MB/);
    await suggestion.getByRole('button', { name: en['stackql.analysis.advice.showPlans'] }).click();
    await suggestion.getByTestId('stackql-plan-before').waitFor();
    expect(await attributes(page, '[data-testid="stackql-plan-before"] [data-testid="stackql-plan-node"]', 'data-node-type')).to.include('Seq Scan');
    const afterTypes = await attributes(page, '[data-testid="stackql-plan-after"] [data-testid="stackql-plan-node"]', 'data-node-type');
    expect(afterTypes.some((type) => /Index|Bitmap/.test(type ?? '')), afterTypes.join(', ')).to.equal(true);
    await web.screenshot(page, 'stackql-advice-en-light.png', true);
  });

  it('a free account sees the Premium Feature notice on the advice, the comparison and the widgets, and may still chart', async () => {
    const { page } = await web.visit('/en/stackql', { user: freeUser() });
    await analyze(page, en, 'select status, count(*) as orders from orders group by status order by status');
    await tab(page, en, 'stackql.analysis.tab.optimization').click();
    const notice = page.getByTestId('stackql-advice-premium');
    await notice.waitFor();
    expect(await notice.locator('strong').textContent()).to.equal(en['stackql.analysis.premium.title']);
    expect(await page.getByTestId('stackql-advice-premium-upgrade').getAttribute('href')).to.equal('/en/pricing');
    expect(await page.getByTestId('stackql-advise').count()).to.equal(0);
    await tab(page, en, 'stackql.analysis.tab.execution').click();
    await page.getByTestId('stackql-compare-premium').waitFor();

    await tab(page, en, 'stackql.visualizer.tab').click();
    await page.getByTestId('stackql-widgets-premium').waitFor();
    await page.locator('[data-testid="stackql-result-chart-chart"] .highcharts-point').first().waitFor();

    // Two categories and a number: a heat map, drawn once its module has loaded.
    await runSql(page, 'select shipping_country, status, count(*) as orders from orders group by 1, 2');
    await tab(page, en, 'stackql.visualizer.tab').click();
    expect(await page.getByTestId('stackql-chart-suggestion').getAttribute('data-type')).to.equal('heatmap');
    expect(await page.getByTestId('stackql-chart-group').inputValue()).to.equal('status');
    await page.locator('[data-testid="stackql-result-chart-chart"] .highcharts-heatmap-series .highcharts-point').first().waitFor();
  });

  it('draws a bar chart from a result, saves it as a widget, reopens it (the query runs again) and deletes it', async () => {
    const user = premiumUser();
    const { page } = await web.visit('/en/stackql', { user });
    const charted = 'select status, count(*) as orders from orders group by status order by status';
    await runSql(page, charted);
    // The editor changes after the run: the widget must keep the query its chart shows, not the new text.
    const editor = page.getByTestId('stackql-editor');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('select 1');
    await tab(page, en, 'stackql.visualizer.tab').click();
    expect(await page.getByTestId('stackql-chart-suggestion').getAttribute('data-type')).to.equal('bar');
    expect(await page.getByTestId('stackql-chart-type-bar').isChecked()).to.equal(true);
    expect(await page.getByTestId('stackql-chart-x').inputValue()).to.equal('status');
    expect(await page.getByTestId('stackql-chart-y').inputValue()).to.equal('orders');
    const bars = page.locator('[data-testid="stackql-result-chart-chart"] .highcharts-series .highcharts-point');
    await bars.first().waitFor();
    expect(await bars.count()).to.equal(6);

    // The data point limit keeps the top 3 and sums the rest into one more bar.
    await page.getByTestId('stackql-chart-limit').fill('3');
    await page.getByTestId('stackql-result-chart-merged').waitFor();
    await page.waitForFunction(() => (globalThis as unknown as Browser).document.querySelectorAll('[data-testid="stackql-result-chart-chart"] .highcharts-series .highcharts-point').length === 4);
    expect(await page.locator('[data-testid="stackql-result-chart-chart"] .highcharts-xaxis-labels').textContent()).to.contain(en['stackql.visualizer.other']);

    await page.getByTestId('stackql-widgets-empty').waitFor();
    await page.getByTestId('stackql-widget-new').click();
    await page.getByTestId('stackql-widget-save').click();
    expect(await page.getByTestId('stackql-widget-form').textContent()).to.contain(en['stackql.visualizer.nameRequired']);
    await page.getByTestId('stackql-widget-name').fill('Orders by status');
    await page.keyboard.press('Enter');
    const widget = page.locator('[data-testid="stackql-widget"][data-name="Orders by status"]');
    await widget.waitFor();
    expect(await page.getByTestId('stackql-widget-status').textContent()).to.equal(en['stackql.visualizer.saved']);
    const stored = await fetch(`${webBaseUrl()}/api/sql/widgets`, { headers: { authorization: `Bearer ${await webUser(user)}` } });
    expect(((await stored.json()) as { widgets: { name: string; sql: string }[] }).widgets.map((w) => [w.name, w.sql])).to.deep.equal([['Orders by status', charted]]);

    // A reload lists it from the server; opening it runs its query again and draws its chart.
    await page.reload();
    await tab(page, en, 'stackql.visualizer.tab').click();
    await widget.waitFor();
    await widget.getByTestId('stackql-widget-open').click();
    const opened = page.getByTestId('stackql-widget-opened');
    await opened.waitFor();
    await opened.locator('.highcharts-series .highcharts-point').first().waitFor();
    expect(await opened.locator('.highcharts-series .highcharts-point').count()).to.equal(4);

    await widget.getByTestId('stackql-widget-delete').click();
    await widget.getByTestId('stackql-widget-delete-confirm').click();
    await page.getByTestId('stackql-widgets-empty').waitFor();
    expect(await page.getByTestId('stackql-widget-opened').count()).to.equal(0);
  });

  it('flags a node whose measured rows are far from the estimate: an expression filter the planner guesses at 0.5% and every row passes', async () => {
    const { page } = await web.visit('/en/stackql', { user: premiumUser() });
    // PostgreSQL has no statistics on id % 1 and guesses 0.5% of the rows for an equality; all of them match.
    await analyze(page, en, 'select id from orders where id % 1 = 0');
    await tab(page, en, 'stackql.analysis.tab.execution').click();
    await page.locator('[data-testid="stackql-plan"][data-analyzed="false"]').waitFor();
    // An estimated plan has nothing measured to set the estimate against.
    expect(await page.getByTestId('stackql-plan-misestimate').count()).to.equal(0);
    await page.getByTestId('stackql-run-analyze').click();
    await page.locator('[data-testid="stackql-plan"][data-analyzed="true"]').waitFor();
    const scan = page.locator('[data-testid="stackql-plan-node"][data-node-type="Seq Scan"]');
    const badge = scan.getByTestId('stackql-plan-misestimate');
    await badge.waitFor();
    expect(await badge.getAttribute('data-level')).to.equal('100');
    expect(await badge.textContent()).to.match(/^×100Misestimate: [\d,]+ times more rows than planned$/);
    const factor = Number((await badge.textContent())!.match(/Misestimate: ([\d,]+)/)![1]!.replace(/,/g, ''));
    expect(factor).to.be.at.least(100).and.below(1000);
  });

  it('draws a pie and a line chart, and the size and legend settings change the drawing', async () => {
    const { page } = await web.visit('/en/stackql', { user: freeUser() });
    await runSql(page, 'select status, count(*) as orders from orders group by status order by status');
    await tab(page, en, 'stackql.visualizer.tab').click();
    const chart = page.getByTestId('stackql-result-chart-chart');
    await chart.locator('.highcharts-column-series .highcharts-point').first().waitFor();
    const heightIs = (height: number) =>
      page.waitForFunction(
        (h) => (globalThis as unknown as Browser).document.querySelector('[data-testid="stackql-result-chart-chart"] svg.highcharts-root')?.getAttribute('height') === String(h),
        height,
      );

    // The pie: one slice a status, in the legend while the legend is on.
    await page.getByTestId('stackql-chart-type-pie').check();
    const slices = chart.locator('.highcharts-pie-series .highcharts-point');
    await slices.first().waitFor();
    expect(await chart.locator('.highcharts-column-series').count()).to.equal(0);
    expect(await slices.count()).to.equal(6);
    const legend = page.getByTestId('stackql-chart-legend');
    if (!(await legend.isChecked())) await legend.check();
    await chart.locator('.highcharts-legend-item').first().waitFor();
    expect(await chart.locator('.highcharts-legend-item').count()).to.equal(6);
    await legend.uncheck();
    await page.waitForFunction(() => (globalThis as unknown as Browser).document.querySelectorAll('[data-testid="stackql-result-chart-chart"] .highcharts-legend-item').length === 0);
    expect(await slices.count(), 'the slices stay').to.equal(6);

    // Size: the drawing's height follows the setting (small 260, medium 380, large 540 pixels).
    const size = page.getByTestId('stackql-chart-size');
    expect(await size.inputValue()).to.equal('medium');
    await heightIs(380);
    await size.selectOption('large');
    await heightIs(540);
    await size.selectOption('small');
    await heightIs(260);

    // Time and a number: a line over a datetime axis. PostgreSQL prints timestamptz with an offset of hours
    // only ("+00"), which the chart must read as a time, or every point is left out and nothing is drawn.
    await runSql(page, "select date_trunc('month', ordered_at) as month, count(*) as orders from orders group by 1 order by 1");
    await tab(page, en, 'stackql.visualizer.tab').click();
    expect(await page.getByTestId('stackql-chart-suggestion').getAttribute('data-type')).to.equal('line');
    expect(await page.getByTestId('stackql-chart-type-line').isChecked()).to.equal(true);
    await chart.locator('.highcharts-line-series path.highcharts-graph').first().waitFor();
    expect(await chart.locator('.highcharts-pie-series, .highcharts-column-series').count()).to.equal(0);
    expect(await chart.locator('.highcharts-xaxis-labels text').count()).to.be.greaterThan(1);
    expect(await page.getByTestId('stackql-visualizer').textContent()).not.to.match(/no number in the values column/);
  });

  it('works from the keyboard, says where a query does not parse, and axe finds nothing serious on the analyzer and the visualizer', async () => {
    const { page } = await web.visit('/en/stackql', { user: premiumUser() });
    web.expectConsoleErrors(/status of 400/);
    await runSql(page, 'select status, count(*) as orders from orders group by status');
    await tab(page, en, 'stackql.analysis.tab.analyzer').click();
    await page.getByTestId('stackql-analyze').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('stackql-analysis-summary').waitFor();
    // The sub-tabs follow the arrow keys.
    await tab(page, en, 'stackql.analysis.tab.analysis').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, en, 'stackql.analysis.tab.execution').getAttribute('aria-selected')).to.equal('true');
    await page.getByTestId('stackql-plan').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);
    await tab(page, en, 'stackql.analysis.tab.optimization').click();
    await page.getByTestId('stackql-advise').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);

    await tab(page, en, 'stackql.visualizer.tab').click();
    await page.locator('[data-testid="stackql-result-chart-chart"] .highcharts-point').first().waitFor();
    await page.getByTestId('stackql-widget-new').click();
    await page.getByTestId('stackql-widget-name').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);

    // A text that does not parse: the parser's place and message, and a retry.
    await runSql(page, 'select 1');
    const editor = page.getByTestId('stackql-editor');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('select from where');
    await tab(page, en, 'stackql.analysis.tab.analyzer').click();
    await page.getByTestId('stackql-analyze').click();
    const failure = page.getByTestId('stackql-analysis-error');
    await failure.waitFor();
    expect(await failure.getAttribute('data-code')).to.equal('SQL_ANALYZE_PARSE_ERROR');
    expect(await failure.textContent()).to.match(/^The query does not parse at line 1, column \d+: /);

    // A statement without a plan: said in the user's words, and the advice says why it has none.
    await tab(page, en, 'stackql.tab.terminal').click();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('show search_path');
    await tab(page, en, 'stackql.analysis.tab.analyzer').click();
    await page.getByTestId('stackql-analyze').click();
    await page.locator('[data-testid="stackql-query-type"][data-type="other"]').waitFor();
    await tab(page, en, 'stackql.analysis.tab.execution').click();
    expect(await page.getByTestId('stackql-plan-error').textContent()).to.equal(en['stackql.analysis.plan.none']!.match(/SQL_PLAN_NOT_AVAILABLE \{([^}]*)\}/)![1]);
    await tab(page, en, 'stackql.analysis.tab.optimization').click();
    await page.getByTestId('stackql-advise').click();
    expect(await page.getByTestId('stackql-advice-error').textContent()).to.equal(en['stackql.analysis.advice.noPlan']);
  });

  it('Arabic: right-to-left chrome, the SQL and the plan left to right, translated rule titles', async () => {
    const { page } = await web.visit('/ar/stackql', { user: premiumUser(), locale: 'ar' });
    await analyze(page, ar, 'select * from orders where customer_id = 42');
    expect(await direction(page, 'stackql-analysis')).to.equal('rtl');
    const star = page.locator('[data-testid="stackql-finding"][data-rule="select-star"]');
    expect(await star.locator('strong').textContent()).to.equal(ar['stackql.analysis.rule.selectStar']);
    expect(await direction(page, 'stackql-finding-fragment')).to.equal('ltr');
    await tab(page, ar, 'stackql.analysis.tab.execution').click();
    await page.getByTestId('stackql-plan').waitFor();
    expect(await direction(page, 'stackql-plan')).to.equal('ltr');
    expect(await page.getByTestId('stackql-plan-node').first().locator('[data-provenance]').first().textContent()).to.equal(
      ar['stackql.analysis.provenance']!.match(/estimated \{([^}]*)\}/)![1],
    );
  });

  it('takes screenshots in English and Arabic, light and dark', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const messages = locale === 'en' ? en : ar;
      // One session per language, each step pictured in both schemes, the system switching in place.
      const { page } = await web.visit(`/${locale}/stackql`, { user: premiumUser(), locale: locale === 'ar' ? 'ar' : 'en-US', reducedMotion: 'reduce' });
      await analyze(page, messages, 'select * from orders where customer_id = 42 order by ordered_at desc limit 20');
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        await web.screenshot(page, `stackql-analysis-${locale}-${colorScheme}.png`, true);
      }
      await tab(page, messages, 'stackql.analysis.tab.execution').click();
      await page.getByTestId('stackql-run-analyze').click();
      await page.locator('[data-testid="stackql-plan"][data-analyzed="true"]').waitFor();
      for (const colorScheme of ['dark', 'light'] as const) {
        await switchColorScheme(page, colorScheme);
        await web.screenshot(page, `stackql-plan-${locale}-${colorScheme}.png`, true);
      }
      await runSql(page, 'select status, count(*) as orders from orders group by status order by status', messages);
      // Each step checked on its own, so a failure says which one: the result, the suggestion, the drawing.
      expect(await page.getByTestId('stackql-result').getAttribute('data-row-count'), 'the charted result').to.equal('6');
      await tab(page, messages, 'stackql.visualizer.tab').click();
      await page.locator('[data-testid="stackql-chart-suggestion"][data-type="bar"]').waitFor();
      await page.locator('[data-testid="stackql-result-chart-chart"][data-chart-state="ready"]').waitFor();
      await page.locator('[data-testid="stackql-result-chart-chart"] .highcharts-point').first().waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        await web.screenshot(page, `stackql-chart-${locale}-${colorScheme}.png`, true);
      }
    }
  });
});
