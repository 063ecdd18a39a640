import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import type { GetComponentsResponse, SaveTemplateRequest, SaveTemplateResponse, StudioComponent } from '../../../src/modules/studio/contract.js';
import { webUser } from '../../support/seed-web-user.js';
import { webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { catalog, pathOf, webHarness, type Catalog } from '../../support/web-harness.js';
import { seriousViolations } from '../../support/axe.js';

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only, erased before they run. */
interface Browser {
  getComputedStyle(element: unknown): { direction: string };
  navigator: { clipboard: { readText(): Promise<string> } };
}

/**
 * The saved templates' pages (docs/product.md §4.2, §5.2: the client state `studioComponents`) against
 * the real API: templates seeded through POST /api/studio/saveTemplate, then listed, searched, filtered,
 * sorted, copied, duplicated, viewed with highlighted code and deleted after confirmation; the delete
 * failure and the loading failure in the user's language (§10.2), the empty state, Arabic with its
 * code left to right, a visitor sent to sign in, and screenshots.
 */



const en = catalog('en');
const ar = catalog('ar');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const member = (): WebTokenClaims => ({ sub: randomUUID() });

const BUTTON: SaveTemplateRequest = {
  templateName: 'Primary button',
  templateData: { html: '<button class="btn">Go</button>', css: '.btn {\n  padding: 0.5rem 1rem;\n}', js: "document.querySelector('.btn').addEventListener('click', () => console.log('hi'));" },
  componentType: 'button',
};
const PRICING: SaveTemplateRequest = {
  templateName: 'Pricing card',
  templateData: { html: '<article class="plan">\n  <h3>Pro</h3>\n  <p>€9</p>\n</article>', css: '.plan { border: 1px solid #ccc; }', js: '' },
  componentType: 'pricing',
};
const FADE: SaveTemplateRequest = {
  templateName: 'Fade-in text',
  templateData: { html: '', css: '@keyframes fade { from { opacity: 0 } to { opacity: 1 } }\n.sample { animation: fade 1s; }', js: '', markup: 'paragraph' },
  componentType: 'css',
};

/** The one text "Copy code" writes: the markup, then its style and script elements. */
const combined = ({ html, css, js }: SaveTemplateRequest['templateData']) =>
  [html, css && `<style>\n${css}\n</style>`, js && `<script>\n${js}\n</script>`].filter(Boolean).join('\n\n') + '\n';

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${webBaseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).to.equal(200);
  return (await response.json()) as T;
}

/** An account with these templates saved in this order (the last one is the most recently updated). */
async function seeded(...templates: SaveTemplateRequest[]): Promise<{ user: WebTokenClaims; token: string; saved: StudioComponent[] }> {
  const user = member();
  const token = await webUser(user);
  const saved: StudioComponent[] = [];
  for (const template of templates) saved.push((await api<SaveTemplateResponse>(token, 'POST', '/api/studio/saveTemplate', template)).component);
  return { user, token, saved };
}

const listed = (token: string) => api<GetComponentsResponse>(token, 'GET', '/api/studio/getComponent').then((body) => body.components);
const names = (page: Page) => page.getByTestId('snippet-name').allTextContents();
const card = (page: Page, name: string) => page.locator(`[data-testid="snippet"][data-name="${name}"]`);
const notice = (page: Page, text: string) => page.getByTestId('snippets-notices').getByText(text, { exact: true }).last();
const clipboard = (page: Page) => page.evaluate(() => (globalThis as unknown as Browser).navigator.clipboard.readText());
const direction = (page: Page, testId: string) => page.getByTestId(testId).first().evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).direction);
const isFocused = (page: Page, testId: string) => page.getByTestId(testId).and(page.locator(':focus')).waitFor();

/** Waits for the list to show exactly these names, in this order. */
async function expectNames(page: Page, expected: string[]) {
  await page.waitForFunction(
    (wanted) => JSON.stringify([...(globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<{ textContent: string | null }> } }).document.querySelectorAll('[data-testid="snippet-name"]')].map((el) => el.textContent)) === wanted,
    JSON.stringify(expected),
  );
  expect(await names(page)).to.deep.equal(expected);
}

const withClipboard = { setup: (_page: Page, context: { grantPermissions(permissions: string[]): Promise<void> }) => context.grantPermissions(['clipboard-read', 'clipboard-write']) };

describe('web: saved templates (snippets)', function () {
  this.timeout(180_000);
  const web = webHarness({ allowNotFoundPage: false });

  it('sends a visitor to sign in from both pages', async () => {
    const { page } = await web.visit('/en/snippets');
    await page.waitForURL(/\/en\/login(\?|$)/);
    const view = await web.visit('/en/snippetsView?id=anything');
    await view.page.waitForURL(/\/en\/login(\?|$)/);
  });

  it('en: lists, searches, filters, sorts, copies, duplicates, views and deletes with confirmation', async () => {
    const { user, token, saved } = await seeded(PRICING, BUTTON, FADE);
    const { page } = await web.visit('/en/snippets', { user, ...withClipboard });

    // Most recently updated first, with type and date.
    await expectNames(page, ['Fade-in text', 'Primary button', 'Pricing card']);
    expect(await page.getByTestId('snippets-count').textContent()).to.equal('3 of 3 templates shown');
    expect(await card(page, 'Fade-in text').getByTestId('snippet-type').textContent()).to.equal(en['snippets.type.css']);
    expect(await card(page, 'Pricing card').getByTestId('snippet-type').textContent()).to.equal(en['snippets.type.pricing']);
    const fade = saved[2]!;
    expect(await card(page, 'Fade-in text').getByTestId('snippet-updated').getAttribute('datetime')).to.equal(fade.updatedAt);
    expect(await card(page, 'Fade-in text').getByTestId('snippet-updated').textContent()).to.match(/^Updated \w{3} \d{1,2}, \d{4}/);
    // CSS snippets open in the CSS playground, components in the studio.
    expect(await card(page, 'Fade-in text').getByTestId('snippet-open').getAttribute('href')).to.equal(`/en/css-playground?id=${fade.id}`);
    expect(await card(page, 'Fade-in text').getByTestId('snippet-open').textContent()).to.equal(en['snippets.action.openPlayground']);
    expect(await card(page, 'Primary button').getByTestId('snippet-open').getAttribute('href')).to.equal(`/en/studio?id=${saved[1]!.id}`);

    // Search by name, accent- and case-insensitive, kept in the address.
    await page.getByTestId('snippets-search').fill('PRI');
    await expectNames(page, ['Primary button', 'Pricing card']);
    expect(await page.getByTestId('snippets-count').textContent()).to.equal('2 of 3 templates shown');
    expect(new URL(page.url()).searchParams.get('q')).to.equal('PRI');
    await page.getByTestId('snippets-type').selectOption('button');
    await expectNames(page, ['Primary button']);
    await page.getByTestId('snippets-type').selectOption('css');
    await page.getByTestId('snippets-no-match').waitFor();
    await page.getByTestId('snippets-clear').click();
    await expectNames(page, ['Fade-in text', 'Primary button', 'Pricing card']);
    await isFocused(page, 'snippets-search');
    await page.getByTestId('snippets-type').selectOption('pricing');
    await expectNames(page, ['Pricing card']);
    await page.getByTestId('snippets-type').selectOption('');

    // Sort by name, then by type (Button, CSS snippet, Pricing table), and back.
    await page.getByTestId('snippets-sort').selectOption('name');
    await expectNames(page, ['Fade-in text', 'Pricing card', 'Primary button']);
    await page.getByTestId('snippets-sort').selectOption('type');
    await expectNames(page, ['Primary button', 'Fade-in text', 'Pricing card']);
    await page.reload();
    await expectNames(page, ['Primary button', 'Fade-in text', 'Pricing card']);
    await page.getByTestId('snippets-sort').selectOption('updated');
    await expectNames(page, ['Fade-in text', 'Primary button', 'Pricing card']);

    // Copy: the three parts as one text.
    await card(page, 'Primary button').getByTestId('snippet-copy').click();
    await notice(page, en['snippets.notice.copied']!).waitFor();
    expect(await clipboard(page)).to.equal(combined(BUTTON.templateData));

    // Duplicate: a new template named "… (copy)" with the same code, listed first.
    await card(page, 'Primary button').getByTestId('snippet-duplicate').click();
    await notice(page, fill(en['snippets.notice.duplicated']!, { name: 'Primary button (copy)' })).waitFor();
    await expectNames(page, ['Primary button (copy)', 'Fade-in text', 'Primary button', 'Pricing card']);
    const copy = (await listed(token)).find((c) => c.templateName === 'Primary button (copy)')!;
    expect(copy.templateData).to.deep.include({ html: BUTTON.templateData.html, css: BUTTON.templateData.css, js: BUTTON.templateData.js });
    expect(copy.componentType).to.equal('button');
    await web.screenshot(page, 'snippets-en-light.png', true);

    // Delete: Escape cancels; the dialog keeps the focus; confirming deletes and the list follows.
    await card(page, 'Primary button (copy)').getByTestId('snippet-delete').click();
    const dialog = page.getByTestId('snippets-delete-dialog');
    await dialog.getByText(fill(en['snippets.delete.body']!, { name: 'Primary button (copy)' }), { exact: true }).waitFor();
    await isFocused(page, 'snippets-delete-cancel');
    await page.keyboard.press('Tab');
    await isFocused(page, 'snippets-delete-confirm');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await isFocused(page, 'snippets-delete-close');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await isFocused(page, 'snippet-delete');
    expect(await names(page)).to.have.length(4);
    await card(page, 'Primary button (copy)').getByTestId('snippet-delete').click();
    await page.getByTestId('snippets-delete-confirm').click();
    await notice(page, fill(en['snippets.notice.deleted']!, { name: 'Primary button (copy)' })).waitFor();
    await expectNames(page, ['Fade-in text', 'Primary button', 'Pricing card']);
    await dialog.waitFor({ state: 'hidden' });
    await isFocused(page, 'snippets-search');
    expect((await listed(token)).map((c) => c.templateName)).to.not.include('Primary button (copy)');

    // View: the read-only page, its parts highlighted, copied one by one or all together.
    await card(page, 'Primary button').getByTestId('snippet-view').click();
    await page.waitForURL(/\/en\/snippetsView\?id=/);
    expect(pathOf(page)).to.equal(`/en/snippetsView?id=${saved[1]!.id}`);
    expect(await page.getByTestId('snippet-view-name').textContent()).to.equal('Primary button');
    expect(await page.getByTestId('snippet-view-type').textContent()).to.equal(en['snippets.type.button']);
    expect(await page.title()).to.equal(fill(en['snippets.view.documentTitle']!, { name: 'Primary button' }));
    const code = page.getByTestId('snippet-view-code');
    await code.locator('.cm-content').waitFor();
    expect(await code.locator('.cm-content').getAttribute('aria-readonly')).to.equal('true');
    expect(await code.locator('.cm-content').textContent()).to.equal(BUTTON.templateData.html);
    // Highlighted: the tag name and the attribute are in spans of their own.
    expect(await code.locator('.cm-line span').count()).to.be.greaterThan(2);
    await page.getByTestId('snippet-view-copy-part').click();
    await notice(page, fill(en['snippets.notice.partCopied']!, { language: 'HTML' })).waitFor();
    expect(await clipboard(page)).to.equal(BUTTON.templateData.html);
    // The tabs answer the arrow keys.
    await page.getByRole('tab', { name: 'HTML' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('snippet-view-panel-css').waitFor();
    await code.locator('.cm-content').getByText('padding', { exact: false }).waitFor();
    await page.getByTestId('snippet-view-copy-part').click();
    await notice(page, fill(en['snippets.notice.partCopied']!, { language: 'CSS' })).waitFor();
    expect(await clipboard(page)).to.equal(BUTTON.templateData.css);
    await page.getByTestId('snippet-view-copy-all').click();
    await notice(page, en['snippets.notice.copied']!).waitFor();
    expect(await clipboard(page)).to.equal(combined(BUTTON.templateData));
    expect(await page.getByTestId('snippet-view-open').getAttribute('href')).to.equal(`/en/studio?id=${saved[1]!.id}`);
    await web.screenshot(page, 'snippets-view-en-light.png', true);
    await page.getByTestId('snippet-view-back').click();
    await page.waitForURL(/\/en\/snippets$/);
    await expectNames(page, ['Fade-in text', 'Primary button', 'Pricing card']);
  });

  it('keeps the template and says why when the server fails to delete it', async () => {
    const { user } = await seeded(BUTTON);
    const { page } = await web.visit('/en/snippets', {
      user,
      setup: (p) => p.route('**/api/studio/removeTemplate/**', (route: Route) => route.fulfill({ status: 500, json: { success: false, error: 'Internal error', code: 'INTERNAL_ERROR' } })),
    });
    web.expectConsoleErrors(/status of 500/);
    await expectNames(page, ['Primary button']);
    await card(page, 'Primary button').getByTestId('snippet-delete').click();
    await page.getByTestId('snippets-delete-confirm').click();
    const failure = page.getByTestId('snippets-delete-error');
    await failure.waitFor();
    expect(await failure.getAttribute('role')).to.equal('alert');
    expect(await failure.locator('p').allTextContents()).to.deep.equal([en['snippets.delete.error'], en['snippets.delete.failed'], en['shared.errors.code.internalError']]);
    expect(await page.getByTestId('snippets-delete-dialog').isVisible()).to.equal(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('snippets-delete-dialog').waitFor({ state: 'hidden' });
    await expectNames(page, ['Primary button']);
  });

  it('shows a skeleton while loading, the loading failure with a retry, then the list', async () => {
    const { user } = await seeded(PRICING);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await web.visit('/en/snippets', {
      user,
      setup: (p) =>
        p.route('**/api/studio/getComponent', async (route: Route) => {
          await held;
          await route.fulfill({ status: 500, json: { success: false, error: 'Internal error', code: 'INTERNAL_ERROR' } });
        }),
    });
    web.expectConsoleErrors(/status of 500/);
    await page.getByTestId('snippets-loading').waitFor();
    expect(await page.getByTestId('snippets-loading').getAttribute('aria-busy')).to.equal('true');
    release();
    await page.getByTestId('snippets-error').waitFor();
    expect(await page.getByTestId('snippets-error-message').textContent()).to.equal(en['snippets.loadFailed']);
    await page.unroute('**/api/studio/getComponent');
    await page.getByTestId('snippets-retry').click();
    await expectNames(page, ['Pricing card']);
  });

  it('offers the studio and the CSS playground when nothing is saved', async () => {
    const { page } = await web.visit('/en/snippets', { user: member() });
    await page.getByTestId('snippets-empty').waitFor();
    expect(await page.getByTestId('snippets-empty').locator('h2').textContent()).to.equal(en['snippets.empty.title']);
    expect(await page.getByTestId('snippets-empty-studio').getAttribute('href')).to.equal('/en/studio');
    expect(await page.getByTestId('snippets-empty-playground').getAttribute('href')).to.equal('/en/css-playground');
    expect(await page.title()).to.equal(en['snippets.documentTitle']);
  });

  it('view page: an unknown id says so; no id goes back to the list; a CSS snippet opens on its CSS', async () => {
    const { user, saved } = await seeded(FADE);
    const { page } = await web.visit(`/en/snippetsView?id=${randomUUID()}`, { user });
    await page.getByTestId('snippet-view-not-found').waitFor();
    expect(await page.getByTestId('snippet-view-not-found').locator('h1').textContent()).to.equal(en['snippets.view.notFound.title']);
    await page.getByTestId('snippet-view-not-found-back').click();
    await page.waitForURL(/\/en\/snippets$/);
    await expectNames(page, ['Fade-in text']);

    await page.goto(`${webBaseUrl()}/en/snippetsView`);
    await page.waitForURL(/\/en\/snippets$/);
    await page.goto(`${webBaseUrl()}/en/snippetsView?id=${saved[0]!.id}`);
    await page.getByTestId('snippet-view-panel-css').locator('.cm-content').waitFor();
    expect(await page.getByRole('tab', { name: 'CSS' }).getAttribute('aria-selected')).to.equal('true');
    await page.getByRole('tab', { name: 'JavaScript' }).click();
    expect(await page.getByTestId('snippet-view-empty-part').textContent()).to.equal(fill(en['snippets.view.emptyPart']!, { language: 'JavaScript' }));
    expect(await page.getByTestId('snippet-view-copy-part').isDisabled()).to.equal(true);
    expect(await page.getByTestId('snippet-view-open').getAttribute('href')).to.equal(`/en/css-playground?id=${saved[0]!.id}`);
  });

  it('the dashboard card leads to the list', async () => {
    const { page } = await web.visit('/en/dashboard', { user: member() });
    await page.locator('[data-tool-id="snippets"] a[href="/en/snippets"]').first().click();
    await page.getByTestId('snippets-empty').waitFor();
    expect(pathOf(page)).to.equal('/en/snippets');
  });

  const screenshotRun = (locale: 'en' | 'ar', messages: Catalog) =>
    it(`${locale}: ${locale === 'ar' ? 'right-to-left chrome with the code left to right; ' : ''}screenshots of both pages, light and dark; axe finds nothing serious`, async () => {
      const { user, saved } = await seeded(PRICING, BUTTON, FADE, { ...BUTTON, templateName: 'زر التسجيل', componentType: 'form' });
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await web.visit(`/${locale}/snippets`, { user, locale: locale === 'ar' ? 'ar' : 'en-US', colorScheme });
        await expectNames(page, ['زر التسجيل', 'Fade-in text', 'Primary button', 'Pricing card']);
        expect(await page.locator('html').getAttribute('dir')).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await direction(page, 'snippets-page')).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await card(page, 'Pricing card').getByTestId('snippet-type').textContent()).to.equal(messages['snippets.type.pricing']);
        expect(await page.getByTestId('snippets-search').getAttribute('placeholder')).to.equal(messages['snippets.search.placeholder']);
        await web.screenshot(page, `snippets-${locale}-${colorScheme}.png`, true);
        if (colorScheme === 'light') {
          expect(await seriousViolations(page), 'axe on the list').to.deep.equal([]);
          await card(page, 'Primary button').getByTestId('snippet-delete').click();
          await isFocused(page, 'snippets-delete-cancel');
          expect(await seriousViolations(page), 'axe on the delete dialog').to.deep.equal([]);
          await page.keyboard.press('Escape');
          await page.getByTestId('snippets-delete-dialog').waitFor({ state: 'hidden' });
        }

        await card(page, 'Pricing card').getByTestId('snippet-view').click();
        await page.getByTestId('snippet-view-code').locator('.cm-content').waitFor();
        expect(pathOf(page)).to.equal(`/${locale}/snippetsView?id=${saved[0]!.id}`);
        expect(await direction(page, 'snippet-view-page')).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await direction(page, 'snippet-view-code')).to.equal('ltr');
        expect(await page.getByTestId('snippet-view-copy-all').textContent()).to.equal(messages['snippets.view.copyAll']);
        await web.screenshot(page, `snippets-view-${locale}-${colorScheme}.png`, true);
        if (colorScheme === 'light') expect(await seriousViolations(page), 'axe on the view page').to.deep.equal([]);
      }
      // On a phone the cards stack and nothing is wider than the screen.
      const phone = await web.visit(`/${locale}/snippets`, { user, locale: locale === 'ar' ? 'ar' : 'en-US', viewport: { width: 390, height: 844 } });
      await expectNames(phone.page, ['زر التسجيل', 'Fade-in text', 'Primary button', 'Pricing card']);
      expect(await phone.page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).to.be.at.most(390);
      await web.screenshot(phone.page, `snippets-${locale}-phone.png`, true);
    });
  screenshotRun('en', en);
  screenshotRun('ar', ar);
});
