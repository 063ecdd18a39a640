import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { WebTokenClaims } from '../../support/web.js';
import { webBaseUrl } from '../../support/web.js';
import { captureScreenshot, catalog, webHarness, type Catalog } from '../../support/web-harness.js';

/**
 * The API testing hub against the real API and a loopback JSON API (test/support/web-server.ts starts the app
 * with ALLOW_PRIVATE_TARGETS=true, so 127.0.0.1 is allowed; link-local addresses stay refused). A GET with
 * parameters and a header, the timings and the pretty JSON, assertions passing and failing, a POST with a
 * JSON body, environment variables (a secret one too), collections kept over a reload, the history, cURL
 * out and in, a refused address; the keyboard and axe; Arabic; screenshots in both languages and schemes.
 */

interface BrowserGlobals {
  getComputedStyle(element: unknown): { direction: string };
  document: { activeElement: unknown };
}

const AXE_SOURCE = readFileSync(join(fileURLToPath(new URL('../../../', import.meta.url)), 'node_modules/axe-core/axe.min.js'), 'utf8');

async function seriousViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate<{ id: string; nodes: string[] }[]>(
    `axe.run(document).then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })))`,
  );
}

const en = catalog('en');
const ar = catalog('ar');
const freeUser = (): WebTokenClaims => ({ sub: randomUUID(), status: 'free' });
const SECRET = 's3cret-token-for-the-hub';

/** A small JSON API: /items echoes what it got, /secure wants the bearer token. */
async function startFixtureApi(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.local');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'X-Fixture': 'yes-hub' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/items' && req.method === 'GET') {
        return json(200, { query: Object.fromEntries(url.searchParams), trace: req.headers['x-trace'] ?? null, items: [{ id: 7, name: 'mug', tags: ['blue', 'clay'] }], count: 1 });
      }
      if (url.pathname.startsWith('/items') && (req.method === 'POST' || req.method === 'PUT')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = body;
        }
        return json(201, { received: parsed, contentType: req.headers['content-type'] ?? null });
      }
      if (url.pathname === '/secure') {
        return req.headers.authorization === `Bearer ${SECRET}` ? json(200, { ok: true, user: 'ann' }) : json(401, { ok: false });
      }
      json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const notice = (page: Page, text: string) => page.getByTestId('api-testing-notices').getByText(text, { exact: true }).last();
const tab = (page: Page, testId: string, name: string) => page.getByTestId(testId).getByRole('tab', { name, exact: false });
const fill = async (page: Page, testId: string, value: string) => page.getByTestId(testId).fill(value);

async function sendAndWait(page: Page) {
  await page.getByTestId('request-url').focus();
  await page.keyboard.press('ControlOrMeta+Enter');
  await page.locator('[data-testid="response"][data-state="answered"], [data-testid="response"][data-state="failed"]').waitFor();
}

/** Two viewport screenshots: the request editor at the top, then the response. */
async function shoot(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await captureScreenshot(page, `${name}.png`);
  await page.getByTestId('response').scrollIntoViewIfNeeded();
  await captureScreenshot(page, `${name}-response.png`);
}

/** Replaces the request with an empty one and types a method and URL. */
async function newRequest(page: Page, method: string, url: string) {
  await page.getByTestId('request-new').click();
  await page.getByTestId('request-method').selectOption(method);
  await fill(page, 'request-url', url);
}

describe('web: API testing hub', function () {
  this.timeout(180_000);
  const web = webHarness({ allowNotFoundPage: false });
  let api: { url: string; close: () => Promise<void> };

  before(async () => {
    api = await startFixtureApi();
  });
  after(() => api?.close());

  it('en: GET with params and a header, assertions, POST JSON, environments with a secret, collections, history, cURL, a refused address', async () => {
    const user = freeUser();
    const { page, context } = await web.visit('/en/api-testing', { user });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webBaseUrl() });
    await page.getByTestId('response-empty').waitFor();
    expect(await page.getByTestId('response-empty').textContent()).to.equal(en['apiTesting.response.empty']);
    await page.getByTestId('collections-empty').waitFor();

    // A client-side problem keeps what was typed and says what is wrong.
    await page.getByTestId('request-send').click();
    expect(await page.getByTestId('request-problem').textContent()).to.equal(en['apiTesting.problem.urlRequired']);
    await fill(page, 'request-url', 'api.example.org/items');
    await page.getByTestId('request-send').click();
    expect(await page.getByTestId('request-problem').textContent()).to.equal(en['apiTesting.problem.urlScheme']!.replace('{example}', '\u2066{{baseUrl}}\u2069'));
    expect(await page.getByTestId('request-url').inputValue()).to.equal('api.example.org/items');

    // Params follow the URL and the other way round.
    await fill(page, 'request-url', `${api.url}/items?q=mug`);
    expect(await page.getByTestId('params-name-0').inputValue()).to.equal('q');
    expect(await page.getByTestId('params-value-0').inputValue()).to.equal('mug');
    await page.getByTestId('params-add').click();
    expect(await page.getByTestId('params-name-1').evaluate((el) => el === (globalThis as unknown as BrowserGlobals).document.activeElement)).to.equal(true);
    await page.keyboard.type('page');
    await fill(page, 'params-value-1', '2');
    expect(await page.getByTestId('request-url').inputValue()).to.equal(`${api.url}/items?q=mug&page=2`);

    await tab(page, 'request-tabs', en['apiTesting.tab.headers']!).click();
    await page.getByTestId('headers-add').click();
    await fill(page, 'headers-name-0', 'X-Trace');
    await fill(page, 'headers-value-0', 't-1');

    // Five assertions: four hold, the count does not.
    await tab(page, 'request-tabs', en['apiTesting.tab.assertions']!).click();
    const assertions: [string, string | null, string, string][] = [
      ['status', null, 'equals', '200'],
      ['json-path', '$.query.page', 'equals', '2'],
      ['header', 'x-fixture', 'contains', 'hub'],
      ['time', null, 'below', '60000'],
      ['json-path', 'count', 'equals', '5'],
    ];
    for (const [index, [kind, target, op, value]] of assertions.entries()) {
      await page.getByTestId('assertion-add').click();
      await page.getByTestId(`assertion-kind-${index}`).selectOption(kind);
      if (target) await fill(page, `assertion-target-${index}`, target);
      await page.getByTestId(`assertion-op-${index}`).selectOption(op);
      await fill(page, `assertion-value-${index}`, value);
    }

    await sendAndWait(page);
    expect(await page.getByTestId('response-status').textContent()).to.equal('200 OK');
    expect(await page.getByTestId('response-timings').locator('li').count()).to.equal(5);
    expect(await page.getByTestId('response-time').textContent()).to.match(/\d/);
    const tree = page.getByTestId('response-json');
    expect(await tree.textContent()).to.contain('"mug"').and.contain('"trace"').and.contain('"t-1"').and.contain('"page"');
    // A folded node opens with the keyboard.
    const foldedBefore = await tree.locator('details:not([open])').count();
    expect(foldedBefore).to.be.greaterThan(0);
    await tree.locator('details:not([open]) > summary').first().focus();
    await page.keyboard.press('Enter');
    expect(await tree.locator('details:not([open])').count()).to.equal(foldedBefore - 1);
    await tab(page, 'response-tabs', en['apiTesting.response.tab.results']!).click();
    expect(await page.getByTestId('assertion-summary').textContent()).to.equal('4 of 5 assertions passed');
    const results = page.getByTestId('assertion-result');
    expect(await results.evaluateAll((items) => items.map((item) => (item as unknown as { dataset: Record<string, string> }).dataset['pass']))).to.deep.equal(['true', 'true', 'true', 'true', 'false']);
    expect(await results.nth(4).textContent()).to.contain('Got: \u20681\u2069');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await shoot(page, `api-testing-en-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // Copy as cURL, then save to a new collection.
    await page.getByTestId('curl-copy').click();
    await notice(page, en['apiTesting.curl.copied']!).waitFor();
    const command = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(command.startsWith(`curl '${api.url}/items?q=mug&page=2'`)).to.equal(true);
    expect(command).to.contain(`-H 'X-Trace: t-1'`);
    await page.getByTestId('response-copy').click();
    await notice(page, en['apiTesting.response.bodyCopied']!).waitFor();
    expect(JSON.parse(await page.evaluate<string>('navigator.clipboard.readText()'))).to.deep.include({ count: 1, trace: 't-1' });
    await page.getByTestId('request-save').click();
    await page.getByTestId('save-dialog').waitFor();
    await fill(page, 'save-name', 'Find mugs');
    await page.getByTestId('save-submit').click();
    expect(await page.getByTestId('save-dialog').locator('#' + (await page.getByTestId('save-collection-name').getAttribute('id')) + '-error').textContent()).to.equal(en['apiTesting.nameRequired']);
    await fill(page, 'save-collection-name', 'Shop');
    await page.getByTestId('save-submit').click();
    await notice(page, 'Saved to Shop').waitFor();
    await page.locator('[data-testid="saved-request"][data-name="Find mugs"]').waitFor();
    expect(await page.getByTestId('request-origin').textContent()).to.equal('Shop / Find mugs');

    // An environment with a plain and a secret variable.
    await page.getByTestId('environments-manage').click();
    const envDialog = page.getByTestId('env-dialog');
    await envDialog.getByTestId('env-name').waitFor();
    await fill(page, 'env-name', 'Local');
    for (const [index, [key, value, secret]] of ([['base', api.url, false], ['item', 'vase', false], ['token', SECRET, true]] as const).entries()) {
      await envDialog.getByTestId('env-add-variable').click();
      await fill(page, `env-key-${index}`, key);
      await fill(page, `env-value-${index}`, value);
      if (secret) await envDialog.getByTestId(`env-secret-${index}`).check();
    }
    await envDialog.getByTestId('env-save').click();
    await notice(page, en['apiTesting.env.saved']!).waitFor();
    // The secret came back without its value, kept on the server.
    expect(await envDialog.getByTestId('env-value-2').inputValue()).to.equal('');
    expect(await envDialog.getByTestId('env-value-2').getAttribute('placeholder')).to.equal(en['apiTesting.env.stored']);
    expect(await envDialog.getByTestId('env-value-0').inputValue()).to.equal(api.url);
    await envDialog.getByTestId('env-dialog-close').click();
    expect(await page.getByTestId('environment-select').locator('option:checked').textContent()).to.equal('Local');

    // POST a JSON body: invalid JSON is stopped in the browser, then the variables are replaced by the server.
    await newRequest(page, 'POST', '{{base}}/items');
    await tab(page, 'request-tabs', en['apiTesting.tab.body']!).click();
    await page.getByTestId('body-mode-json').check();
    await fill(page, 'body-text', '{"name": }');
    expect(await page.getByTestId('body-json-status').textContent()).to.contain('Not valid JSON');
    await page.getByTestId('request-send').click();
    expect(await page.getByTestId('request-problem').textContent()).to.equal(en['apiTesting.problem.jsonInvalid']);
    await fill(page, 'body-text', '{"name": "{{item}}", "size": 2}');
    await sendAndWait(page);
    expect(await page.getByTestId('response-status').textContent()).to.equal('201 Created');
    expect(await page.getByTestId('response-json').textContent()).to.contain('"vase"').and.contain('"application/json"');

    // The secret token through the auth helper.
    await newRequest(page, 'GET', '{{base}}/secure');
    await tab(page, 'request-tabs', en['apiTesting.tab.auth']!).click();
    await page.getByTestId('auth-type-bearer').check();
    await fill(page, 'auth-token', '{{token}}');
    await sendAndWait(page);
    expect(await page.getByTestId('response-status').textContent()).to.equal('200 OK');
    expect(await page.getByTestId('response-json').textContent()).to.contain('"ann"');

    // A refused address: link-local stays refused even where private addresses are allowed.
    web.expectConsoleErrors(/status of 400/);
    await newRequest(page, 'GET', 'http://169.254.169.254/latest/meta-data');
    await sendAndWait(page);
    expect(await page.getByTestId('response-error').getAttribute('data-code')).to.equal('DEVTOOLS_TARGET_REFUSED');
    expect(await page.getByTestId('response-error-message').textContent()).to.equal(en['apiTesting.error.refused']);
    expect(await page.getByTestId('response-error-reason').textContent()).to.equal(en['apiTesting.error.reason.linkLocal']);
    expect(await page.getByTestId('request-url').inputValue()).to.equal('http://169.254.169.254/latest/meta-data');

    // History: newest first, re-opened into the editor, then cleared.
    await tab(page, 'side-tabs', en['apiTesting.side.history']!).click();
    const entries = page.getByTestId('history-entry');
    await entries.nth(3).waitFor();
    expect(await entries.evaluateAll((items) => items.map((item) => (item as unknown as { dataset: Record<string, string> }).dataset['status']))).to.deep.equal(['', '200', '201', '200']);
    expect(await entries.nth(0).locator('[title]').getAttribute('title')).to.equal(en['apiTesting.error.refused']);
    await entries.nth(2).click();
    expect(await page.getByTestId('request-method').inputValue()).to.equal('POST');
    expect(await page.getByTestId('request-url').inputValue()).to.equal('{{base}}/items');
    await page.getByTestId('history-clear').click();
    await page.getByTestId('history-empty').waitFor();

    // Import from cURL: a wrong paste is explained and kept, a right one replaces the request.
    await page.getByTestId('curl-import').click();
    await fill(page, 'curl-text', `wget ${api.url}/items`);
    await page.getByTestId('curl-submit').click();
    expect(await page.getByTestId('curl-error').textContent()).to.equal(en['apiTesting.curl.notCurl']);
    expect(await page.getByTestId('curl-text').inputValue()).to.equal(`wget ${api.url}/items`);
    await fill(page, 'curl-text', `curl -X PUT '${api.url}/items/7?dry=1' \\\n  -H 'X-Trace: t-9' \\\n  --data-raw '{"name":"bowl"}'`);
    await page.getByTestId('curl-submit').click();
    await notice(page, en['apiTesting.curl.imported']!).waitFor();
    expect(await page.getByTestId('request-method').inputValue()).to.equal('PUT');
    expect(await page.getByTestId('request-url').inputValue()).to.equal(`${api.url}/items/7?dry=1`);
    expect(await page.getByTestId('body-mode-json').isChecked()).to.equal(true);
    expect(await page.getByTestId('body-text').inputValue()).to.equal('{"name":"bowl"}');
    await tab(page, 'request-tabs', en['apiTesting.tab.headers']!).click();
    expect(await page.getByTestId('headers-value-0').inputValue()).to.equal('t-9');
    await sendAndWait(page);
    expect(await page.getByTestId('response-json').textContent()).to.contain('"bowl"');

    // After a reload the collection is there; opening the request brings back its URL, headers and assertions.
    await page.reload();
    const saved = page.locator('[data-testid="saved-request"][data-name="Find mugs"]');
    await saved.waitFor();
    await saved.click();
    expect(await page.getByTestId('request-url').inputValue()).to.equal(`${api.url}/items?q=mug&page=2`);
    expect(await page.getByTestId('request-tabs').getByRole('tab').nth(4).textContent()).to.equal(`${en['apiTesting.tab.assertions']} (5)`);
    await sendAndWait(page);
    expect(await page.getByTestId('response-tabs').getByRole('tab').nth(3).textContent()).to.equal(`${en['apiTesting.response.tab.results']} (4/5)`);

    // Saved in place, then the collection and the request renamed, then the collection deleted after a confirmation.
    await tab(page, 'request-tabs', en['apiTesting.tab.headers']!).click();
    await fill(page, 'headers-value-0', 't-2');
    await page.getByTestId('request-save').click();
    await notice(page, 'Saved to Shop').waitFor();
    const side = page.getByTestId('side-panel');
    await side.getByTestId('collection-rename').click();
    await fill(page, 'rename-dialog-name', 'Shop API');
    await page.getByTestId('rename-dialog-submit').click();
    await page.locator('[data-testid="collection"][data-name="Shop API"]').waitFor();
    await side.getByTestId('request-rename').click();
    await fill(page, 'rename-dialog-name', 'Find cups');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="saved-request"][data-name="Find cups"]').waitFor();
    expect(await page.getByTestId('request-origin').textContent()).to.equal('Shop API / Find cups');
    await page.getByTestId('request-new').click();
    await page.locator('[data-testid="saved-request"][data-name="Find cups"]').click();
    await tab(page, 'request-tabs', en['apiTesting.tab.headers']!).click();
    expect(await page.getByTestId('headers-value-0').inputValue()).to.equal('t-2');
    await side.getByTestId('collection-delete').click();
    const confirm = page.getByTestId('collection-delete-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).to.contain('Delete the collection Shop API?').and.contain('Its request is deleted with it.');
    await confirm.getByTestId('collection-delete-dialog-confirm').click();
    await page.getByTestId('collections-empty').waitFor();
    expect(await page.getByTestId('request-origin').textContent()).to.equal(en['apiTesting.unsaved']);

    // Deleting the environment asks once more inside its dialog.
    await page.getByTestId('environments-manage').click();
    await envDialog.getByTestId('env-delete').click();
    expect(await envDialog.getByTestId('env-delete-confirm').textContent()).to.contain('Delete the environment Local and its variables?');
    await envDialog.getByTestId('env-delete-cancel').waitFor();
    expect(await envDialog.getByTestId('env-delete-cancel').evaluate((el) => el === (globalThis as unknown as BrowserGlobals).document.activeElement)).to.equal(true);
    await envDialog.getByTestId('env-delete-yes').click();
    await notice(page, en['apiTesting.env.deleted']!).waitFor();
    await envDialog.getByTestId('env-dialog-close').click();
    expect(await page.getByTestId('environment-select').locator('option').count()).to.equal(1);

    // The keyboard reaches the request tabs, and arrows move between them.
    await page.getByTestId('request-tabs').getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('request-tabs').getByRole('tab', { selected: true }).textContent()).to.equal(`${en['apiTesting.tab.headers']} (1)`);
    expect(await seriousViolations(page)).to.deep.equal([]);
  });

  for (const [lang, messages] of [['ar', ar]] as [string, Catalog][]) {
    it(`${lang}: right to left with URLs, headers and bodies left to right; dark and light; axe`, async () => {
      const { page } = await web.visit(`/${lang}/api-testing`, { user: freeUser(), colorScheme: 'dark' });
      await page.getByTestId('response-empty').waitFor();
      expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      expect(await page.locator('h1').textContent()).to.equal(messages['apiTesting.title']);
      await fill(page, 'request-url', `${api.url}/items?q=mug`);
      await tab(page, 'request-tabs', messages['apiTesting.tab.assertions']!).click();
      await page.getByTestId('assertion-add').click();
      await page.getByTestId('assertion-add').click();
      await page.getByTestId('assertion-kind-1').selectOption('json-path');
      await fill(page, 'assertion-target-1', '$.items[0].name');
      await fill(page, 'assertion-value-1', 'cup');
      await sendAndWait(page);
      for (const testId of ['request-url', 'params-name-0', 'response-json']) {
        if (testId === 'params-name-0') await tab(page, 'request-tabs', messages['apiTesting.tab.params']!).click();
        expect(await page.getByTestId(testId).evaluate((el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).direction), testId).to.equal('ltr');
      }
      expect(await page.getByTestId('response-status').textContent()).to.equal('200 OK');
      await shoot(page, `api-testing-${lang}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
      await tab(page, 'response-tabs', messages['apiTesting.response.tab.results']!).click();
      await page.getByTestId('assertion-summary').waitFor();
      expect(await page.getByTestId('assertion-result').nth(1).getAttribute('data-pass')).to.equal('false');
      await shoot(page, `api-testing-${lang}-light`);
      // Removing a row from the keyboard keeps focus in the table and takes the parameter out of the URL.
      await tab(page, 'request-tabs', messages['apiTesting.tab.params']!).click();
      await page.getByTestId('params-remove-0').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('params-empty').waitFor();
      expect(await page.getByTestId('params-add').evaluate((el) => el === (globalThis as unknown as BrowserGlobals).document.activeElement)).to.equal(true);
      expect(await page.getByTestId('request-url').inputValue()).to.equal(`${api.url}/items`);
      await page.getByTestId('environments-manage').click();
      await page.getByTestId('env-name').waitFor();
      await captureScreenshot(page, `api-testing-${lang}-environments.png`);
      expect(await seriousViolations(page)).to.deep.equal([]);
    });
  }
});
