import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { StudioComponent } from '../../../src/modules/studio/contract.js';
import type { WebTokenClaims } from '../../support/web.js';
import { webUser } from '../../support/seed-web-user.js';
import { catalog, pathOf, switchColorScheme, webHarness, type VisitOptions } from '../../support/web-harness.js';
import { seriousViolations } from '../../support/axe.js';

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only, erased before they run. */
interface Browser {
  getComputedStyle(element: unknown): { direction: string; color: string; backgroundColor: string };
  localStorage: { getItem(key: string): string | null };
  fetch(url: string, init: { headers: Record<string, string> }): Promise<{ json(): Promise<unknown> }>;
  innerWidth: number;
  navigator: { clipboard: { readText(): Promise<string> } };
  document: {
    body: { dataset: Record<string, string | undefined> };
    documentElement: { scrollWidth: number; clientWidth: number };
    activeElement: { getAttribute(name: string): string | null; closest(selector: string): unknown } | null;
  };
}
interface ImageElement {
  complete: boolean;
  naturalWidth: number;
}

/**
 * The component studio and the CSS playground (docs/product.md §4.2, signed-in pages) against the real API
 * and the sandboxed preview: a template picked, its HTML and CSS edited and seen in the preview (two
 * frames deep), an image uploaded into it, saved, reopened by `?id=`, then found under Snippets, viewed,
 * copied and deleted, in English and in Arabic; every gallery template at 375 px and on a desktop, light
 * and dark (no overflow, axe in the template's own document); the width switch, the run shortcut and
 * leaving an editor by keyboard; the playground's stylesheet saved as 'css' with its sample markup;
 * refusals (a name too long, a server failure) in the user's language; a visitor sent to sign in;
 * screenshots.
 */

const en = catalog('en');
const fr = catalog('fr');
const ar = catalog('ar');
const freeUser = (): WebTokenClaims => ({ sub: randomUUID(), status: 'free' });
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The template as rendered: the frame document holds the shown render in its own sandboxed iframe. */
const preview = (page: Page): FrameLocator =>
  page.getByTestId('studio-preview').locator('iframe').contentFrame().locator('iframe:not([data-pending])').contentFrame();

const notice = (page: Page, text: string) => page.getByTestId('studio-notices').getByText(text, { exact: true }).last();
const snippetsNotice = (page: Page, text: string) => page.getByTestId('snippets-notices').getByText(text, { exact: true }).last();

/** The shown render's document as a Playwright frame, to run code in (each render makes a new one). */
async function renderedFrame(page: Page): Promise<Frame> {
  const handle = await page.getByTestId('studio-preview').locator('iframe').contentFrame().locator('iframe:not([data-pending])').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the preview shows no render');
  return frame;
}

/** Runs `change` and waits until the preview rendered anew after it. */
async function rerendered(page: Page, change: () => Promise<unknown>): Promise<void> {
  const before = await page.getByTestId('studio-preview').getAttribute('data-rendered-seq');
  await change();
  await page.locator(`[data-testid="studio-preview"][data-state="ready"]:not([data-rendered-seq="${before}"])`).waitFor();
}

/** axe in the template's own document: seriousViolations only calls `evaluate`, which a Frame has as a Page does. */
const frameViolations = (frame: Frame) => seriousViolations(frame as unknown as Page);

/** Replaces an editor's whole text, as a user selecting all and typing would. */
async function replaceCode(page: Page, language: 'html' | 'css' | 'js', code: string) {
  await page.getByTestId(`studio-editor-${language}`).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** The signed-in user's templates, straight from the API with the page's own token. */
async function savedComponents(page: Page): Promise<StudioComponent[]> {
  return page.evaluate(async () => {
    const browser = globalThis as unknown as Browser;
    const response = await browser.fetch('/api/studio/getComponent', { headers: { Authorization: `Bearer ${browser.localStorage.getItem('access_token')}` } });
    return ((await response.json()) as { components: StudioComponent[] }).components;
  });
}

const direction = (page: Page, testId: string) => page.getByTestId(testId).first().evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).direction);

describe('web: component studio and CSS playground', function () {
  this.timeout(240_000);
  const web = webHarness({ allowNotFoundPage: false });

  /**
   * Signed in as `user`. The harness's own session script runs in every frame, and in the preview's
   * sandboxed frames (no allow-same-origin) localStorage throws, as it should: this one passes over them.
   */
  async function visit(path: string, options: VisitOptions & { user?: WebTokenClaims } = {}) {
    const { user, setup, ...rest } = options;
    return web.visit(path, {
      ...rest,
      setup: async (page, context) => {
        if (user) {
          const token = await webUser(user);
          await context.addInitScript(`try { localStorage.setItem('access_token', ${JSON.stringify(token)}); } catch { /* a sandboxed frame */ }`);
        }
        await setup?.(page, context);
      },
    });
  }

  it('en: template → edit → live preview → image upload → save → reopened by ?id= → found under Snippets, viewed, copied, deleted', async () => {
    const { page } = await visit('/en/studio', { user: freeUser(), setup: (_page, context) => context.grantPermissions(['clipboard-read', 'clipboard-write']) });
    await page.getByTestId('studio-gallery').waitFor();
    expect(await page.getByTestId('studio-gallery').locator('button').count()).to.be.at.least(13);
    expect(await page.title()).to.equal(en['studio.documentTitle']);
    // The keyboard shortcuts are written on the page.
    expect(await page.getByTestId('studio-shortcuts').textContent()).to.equal(fill(en['studio.shortcuts']!, { save: 'Ctrl+S', run: 'Ctrl+Enter' }));

    await page.getByTestId('studio-template-card').click();
    expect(await page.getByTestId('studio-template-card').getAttribute('aria-pressed')).to.equal('true');
    expect(await page.getByTestId('studio-name').inputValue()).to.equal(en['studio.type.card']);
    expect(await page.getByTestId('studio-type').inputValue()).to.equal('card');
    // The card template renders in the preview.
    await preview(page).getByRole('heading', { name: 'A weekend in the Alps' }).waitFor();

    await replaceCode(page, 'html', '<main>\n  <h1 id="probe">Hello from the studio</h1>\n</main>\n');
    await preview(page).getByText('Hello from the studio').waitFor();
    await page.getByTestId('studio-unsaved').waitFor();
    // The hidden paragraph says the new stylesheet is applied; the colour then is read once.
    await replaceCode(page, 'css', '#probe { color: rgb(10, 120, 30); }\n');
    await replaceCode(page, 'html', '<main>\n  <h1 id="probe">Hello from the studio</h1>\n  <p class="gone">Hidden by the CSS</p>\n</main>\n');
    await preview(page).locator('#probe').waitFor();
    await page.getByTestId('studio-editor-css').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('.gone { display: none; }\n');
    await preview(page).locator('.gone').waitFor({ state: 'hidden' });
    expect(await preview(page).locator('#probe').evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).color)).to.equal('rgb(10, 120, 30)');
    await replaceCode(page, 'js', "const probe = document.getElementById('probe');\nif (probe) probe.dataset.ran = 'yes';\nconsole.log('script ran');\n");
    await preview(page).locator('#probe[data-ran="yes"]').waitFor();
    await page.getByTestId('preview-console').getByText('script ran').first().waitFor();

    // An image uploaded goes in at the HTML editor's cursor (the end of the HTML here), and shows in the preview.
    await page.getByTestId('studio-editor-html').click();
    await page.keyboard.press('ControlOrMeta+End');
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#e11d48' } }).png().toBuffer();
    await page.getByTestId('studio-upload-input').setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: png });
    await notice(page, en['studio.notice.uploaded']!).waitFor();
    const url = (await page.getByTestId('studio-last-upload').locator('code').textContent())!;
    expect(url).to.match(/^https?:\/\/.+\/api\/studio\/uploads\/file\//);
    expect(await page.getByTestId('studio-editor-html').textContent()).to.contain(`<img src="${url}" alt="">`);
    const image = preview(page).locator(`img[src="${url}"]`);
    await image.waitFor();
    const width = await image.evaluate(
      (el) =>
        new Promise<number>((resolve) => {
          const img = el as unknown as ImageElement & { addEventListener(type: string, listener: () => void): void };
          if (img.complete) resolve(img.naturalWidth);
          else img.addEventListener('load', () => resolve(img.naturalWidth));
        }),
    );
    expect(width, 'the uploaded image loads in the preview').to.equal(48);

    // Save with the keyboard.
    await page.getByTestId('studio-name').fill('Hello card');
    await page.getByTestId('studio-editor-css').click();
    await page.keyboard.press('ControlOrMeta+S');
    await notice(page, fill(en['studio.notice.saved']!, { name: 'Hello card' })).waitFor();
    await page.getByTestId('studio-saved').waitFor();
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).to.be.a('string');
    const [saved] = (await savedComponents(page)).filter((component) => component.id === id);
    expect(saved?.templateName).to.equal('Hello card');
    expect(saved?.componentType).to.equal('card');
    expect(saved?.templateData.html).to.contain('Hello from the studio').and.to.contain(url);
    expect(saved?.templateData.css).to.equal('#probe { color: rgb(10, 120, 30); }\n.gone { display: none; }\n');
    expect(saved?.templateData.theme).to.equal('light');

    // A reload opens it again from the address.
    await page.reload();
    await notice(page, fill(en['studio.notice.opened']!, { name: 'Hello card' })).waitFor();
    expect(await page.getByTestId('studio-name').inputValue()).to.equal('Hello card');
    expect(await page.getByTestId('studio-type').inputValue()).to.equal('card');
    await preview(page).getByText('Hello from the studio').waitFor();
    await preview(page).locator(`img[src="${url}"]`).waitFor();

    // Edited again, choosing another template asks first; cancelling keeps the work.
    await replaceCode(page, 'html', '<p>Changed</p>');
    await page.getByTestId('studio-unsaved').waitFor();
    await page.getByTestId('studio-template-alert').click();
    await page.getByTestId('studio-discard-dialog').getByRole('heading', { name: en['studio.discard.title'] }).waitFor();
    await page.getByTestId('studio-discard-dialog').getByRole('button', { name: en['studio.cancel'] }).click();
    expect(await page.getByTestId('studio-name').inputValue()).to.equal('Hello card');
    // A link of the side menu asks too; discarding follows it.
    await page.locator('a[href="/en/dashboard"]').first().click();
    await page.getByTestId('studio-discard-confirm').click();
    await page.waitForURL(/\/en\/dashboard$/);

    // Found again under Snippets as saved (the discarded edit is not in it): viewed read-only, copied whole, deleted.
    await page.locator('a[href="/en/snippets"]').first().click();
    await page.waitForURL(/\/en\/snippets$/);
    const snippet = page.locator('[data-testid="snippet"][data-name="Hello card"]');
    await snippet.waitFor();
    expect(await snippet.getByTestId('snippet-type').textContent()).to.equal(en['snippets.type.card']);
    await snippet.getByTestId('snippet-view').click();
    await page.waitForURL(/\/en\/snippetsView\?id=/);
    expect(pathOf(page)).to.equal(`/en/snippetsView?id=${id}`);
    const code = page.getByTestId('snippet-view-code').locator('.cm-content');
    await code.waitFor();
    expect(await code.getAttribute('aria-readonly')).to.equal('true');
    expect(await code.textContent()).to.contain('Hello from the studio').and.to.contain(url).and.not.to.contain('Changed');
    await page.getByTestId('snippet-view-copy-all').click();
    await snippetsNotice(page, en['snippets.notice.copied']!).waitFor();
    const copied = await page.evaluate(() => (globalThis as unknown as Browser).navigator.clipboard.readText());
    expect(copied)
      .to.contain('Hello from the studio')
      .and.to.contain(`<img src="${url}" alt="">`)
      .and.to.contain('<style>\n#probe { color: rgb(10, 120, 30); }\n.gone { display: none; }\n')
      .and.to.contain("<script>\nconst probe = document.getElementById('probe');");
    await page.getByTestId('snippet-view-back').click();
    await snippet.getByTestId('snippet-delete').click();
    await page.getByTestId('snippets-delete-confirm').click();
    await snippetsNotice(page, fill(en['snippets.notice.deleted']!, { name: 'Hello card' })).waitFor();
    await snippet.waitFor({ state: 'detached' });
    await page.getByTestId('snippets-empty').waitFor();
    expect((await savedComponents(page)).map((component) => component.id)).to.not.include(id);
  });

  it('en: the CSS playground saves its stylesheet as css with the sample markup', async () => {
    const { page } = await visit('/en/css-playground', { user: freeUser() });
    await page.getByTestId('studio-markups').waitFor();
    expect(await page.getByTestId('studio-markups').locator('input[type="radio"]').count()).to.be.at.least(4);
    expect(await page.locator('[data-testid="studio-editor-html"], [data-testid="studio-editor-js"]').count()).to.equal(0);
    await page.getByTestId('studio-markup-cards').check();
    await preview(page).getByRole('heading', { name: 'Latest projects' }).waitFor();
    await replaceCode(page, 'css', 'h1 { color: rgb(200, 30, 40); }\n.tags { display: none; }\n');
    await preview(page).locator('.tags').first().waitFor({ state: 'hidden' });
    expect(await preview(page).locator('h1').evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).color)).to.equal('rgb(200, 30, 40)');
    await page.getByTestId('studio-theme-dark').check();
    await page.getByTestId('studio-name').fill('Card grid styles');
    await page.getByTestId('studio-save').click();
    await notice(page, fill(en['studio.notice.saved']!, { name: 'Card grid styles' })).waitFor();
    const id = new URL(page.url()).searchParams.get('id');
    const saved = (await savedComponents(page)).find((component) => component.id === id);
    expect(saved?.componentType).to.equal('css');
    expect(saved?.templateData.markup).to.equal('cards');
    expect(saved?.templateData.css).to.equal('h1 { color: rgb(200, 30, 40); }\n.tags { display: none; }\n');
    expect(saved?.templateData.theme).to.equal('dark');
    expect(saved?.templateData.html).to.contain('Latest projects');

    // The studio sends a CSS snippet's address to the playground.
    await page.goto(page.url().replace('/css-playground', '/studio'));
    await page.waitForURL(/\/en\/css-playground\?id=/);
    await notice(page, fill(en['studio.notice.opened']!, { name: 'Card grid styles' })).waitFor();
    expect(await page.getByTestId('studio-name').inputValue()).to.equal('Card grid styles');
    expect(await page.getByTestId('studio-markup-cards').isChecked()).to.equal(true);
  });

  it('shows the refusals: a name too long (server code), a server failure in French', async () => {
    web.expectConsoleErrors(/status of 400/, /status of 500/);
    const { page } = await visit('/en/studio', { user: freeUser() });
    await page.getByTestId('studio-gallery').waitFor();
    await page.getByTestId('studio-name').fill('x'.repeat(121));
    await page.getByTestId('studio-name-error').waitFor();
    expect(await page.getByTestId('studio-name-error').textContent()).to.equal(fill(en['studio.error.nameTooLong']!, { max: '120' }));
    await page.getByTestId('studio-save').click();
    const failure = page.getByTestId('studio-save-error');
    await failure.waitFor();
    expect(await failure.getAttribute('data-code')).to.equal('STUDIO_TEMPLATE_NAME_TOO_LONG');
    expect(await failure.locator('p').allTextContents()).to.deep.equal([en['studio.notice.saveFailed'], fill(en['studio.error.nameTooLong']!, { max: '120' })]);
    await notice(page, en['studio.notice.saveFailed']!).waitFor();

    // An upload the browser already knows is refused: an SVG.
    await page.getByTestId('studio-upload-input').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await page.getByTestId('studio-upload-error').waitFor();
    expect(await page.getByTestId('studio-upload-error').locator('p').allTextContents()).to.deep.equal([en['studio.notice.uploadFailed'], en['studio.error.uploadSvg']]);
    // The server's own refusal of a file that is no image.
    await page.getByTestId('studio-upload-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await page.locator('[data-testid="studio-upload-error"][data-code="STUDIO_UPLOAD_NOT_AN_IMAGE"]').waitFor();

    const french = await visit('/fr/studio', {
      user: freeUser(),
      locale: 'fr-FR',
      setup: (p) => p.route('**/api/studio/saveTemplate', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'boom' }) })),
    });
    await french.page.getByTestId('studio-gallery').waitFor();
    await french.page.getByTestId('studio-save').click();
    await notice(french.page, 'Erreur lors de la sauvegarde').waitFor();
    expect(fr['studio.notice.saveFailed']).to.equal('Erreur lors de la sauvegarde');
    expect(await french.page.getByTestId('studio-save-error').locator('p').allTextContents()).to.deep.equal(['Erreur lors de la sauvegarde', fr['studio.error.unreachable']]);
    expect(fr['studio.notice.uploadFailed']).to.equal("Erreur lors de l'upload de l'image");
  });

  it('a list that fails to load says so and retries; an unknown ?id= says it is gone', async () => {
    web.expectConsoleErrors(/status of 500/);
    let failing = true;
    const { page } = await visit(`/en/studio?id=${randomUUID()}`, {
      user: freeUser(),
      setup: (p) => p.route('**/api/studio/getComponent', (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }) : route.continue())),
    });
    await page.getByTestId('studio-saved-error').waitFor();
    expect(await page.getByTestId('studio-saved-error').locator('p').textContent()).to.equal(en['studio.loadFailed']);
    await page.getByTestId('studio-open-error').waitFor();
    failing = false;
    await page.getByTestId('studio-saved-error').getByRole('button', { name: en['studio.retry'] }).click();
    await page.getByTestId('studio-saved-empty').waitFor();
    expect(await page.getByTestId('studio-not-found').textContent()).to.equal(en['studio.notFound']);
    expect(await page.getByTestId('studio-open-error').count()).to.equal(0);
  });

  it('ar: template → edit → save → found under Snippets, viewed, deleted; right-to-left chrome, code left to right', async () => {
    const { page } = await visit('/ar/studio', { user: freeUser(), locale: 'ar' });
    await page.getByTestId('studio-gallery').waitFor();
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    expect(await page.locator('h1').first().textContent()).to.equal(ar['studio.title']);
    expect(await direction(page, 'studio-gallery')).to.equal('rtl');
    for (const language of ['html', 'css', 'js']) expect(await direction(page, `studio-editor-${language}-frame`)).to.equal('ltr');
    expect(await direction(page, 'studio-editor-html')).to.equal('ltr');
    await page.getByTestId('studio-template-button').click();
    await preview(page).getByRole('button', { name: 'Save changes' }).waitFor();
    // Edited: a paragraph added at the end of the HTML shows in the preview.
    await page.getByTestId('studio-editor-html').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('<p id="edited">Edited in Arabic</p>\n');
    await preview(page).locator('#edited').waitFor();
    expect(await preview(page).locator('html').getAttribute('lang')).to.equal('ar');
    expect(await preview(page).locator('html').getAttribute('dir')).to.equal('rtl');
    const name = ar['studio.type.button']!;
    await page.getByTestId('studio-save').click();
    await notice(page, fill(ar['studio.notice.saved']!, { name })).waitFor();
    const id = new URL(page.url()).searchParams.get('id');

    // Under Snippets: right-to-left around it, its code left to right; viewed, then deleted.
    await page.locator('a[href="/ar/snippets"]').first().click();
    await page.waitForURL(/\/ar\/snippets$/);
    const snippet = page.locator(`[data-testid="snippet"][data-name="${name}"]`);
    await snippet.waitFor();
    expect(await direction(page, 'snippets-page')).to.equal('rtl');
    expect(await snippet.getByTestId('snippet-type').textContent()).to.equal(ar['snippets.type.button']);
    await snippet.getByTestId('snippet-view').click();
    await page.waitForURL(/\/ar\/snippetsView\?id=/);
    expect(pathOf(page)).to.equal(`/ar/snippetsView?id=${id}`);
    await page.getByTestId('snippet-view-code').locator('.cm-content').waitFor();
    expect(await direction(page, 'snippet-view-page')).to.equal('rtl');
    expect(await direction(page, 'snippet-view-code')).to.equal('ltr');
    expect(await page.getByTestId('snippet-view-code').locator('.cm-content').textContent()).to.contain('<p id="edited">Edited in Arabic</p>');
    expect(await page.getByTestId('snippet-view-copy-all').textContent()).to.equal(ar['snippets.view.copyAll']);
    await page.getByTestId('snippet-view-back').click();
    await snippet.getByTestId('snippet-delete').click();
    await page.getByTestId('snippets-delete-confirm').click();
    await snippetsNotice(page, fill(ar['snippets.notice.deleted']!, { name })).waitFor();
    await page.getByTestId('snippets-empty').waitFor();
    expect((await savedComponents(page)).map((component) => component.id)).to.not.include(id);
  });

  it('formats the code with Prettier, and axe finds nothing serious', async () => {
    const { page } = await visit('/en/studio', { user: freeUser() });
    await page.getByTestId('studio-gallery').waitFor();
    await replaceCode(page, 'css', 'a{color:red;background:blue}');
    await replaceCode(page, 'js', 'const x={a:1,b:[1,2]};console.log(x)');
    await page.getByTestId('studio-format').click();
    await notice(page, en['studio.notice.formatted']!).waitFor();
    // Each line is a block of the editor: the text's final newline reads as one or two, so it is left out.
    const text = async (language: string) => (await page.getByTestId(`studio-editor-${language}`).innerText()).trimEnd();
    expect(await text('css')).to.equal('a {\n  color: red;\n  background: blue;\n}');
    expect(await text('js')).to.equal('const x = { a: 1, b: [1, 2] };\nconsole.log(x);');
    // A syntax error is named, and nothing is changed (CSS: a script's would also throw in the preview).
    await replaceCode(page, 'css', 'a { color: red');
    await page.getByTestId('studio-format').click();
    await notice(page, fill(en['studio.notice.formatFailed']!, { language: en['studio.editor.css']! })).waitFor();
    expect(await text('css')).to.equal('a { color: red');
    // The page and its console panel (with the entries logged above), not the template inside the preview.
    // CodeMirror's completion list, left open by the typing, is its own widget.
    await page.getByTestId('studio-editor-css').press('Escape');
    const serious = await seriousViolations(page, { exclude: ['[data-testid="studio-preview"] iframe'] });
    expect(serious).to.deep.equal([]);
  });

  it('every template, at 375 px and on a desktop, light and dark: nothing wider than the screen, axe finds nothing serious, dark is dark', async () => {
    const { page } = await visit('/en/studio', { user: freeUser(), viewport: { width: 1440, height: 1400 } });
    await page.getByTestId('studio-template-blank').waitFor();
    const ids = (await page.getByTestId('studio-gallery').locator('button[data-testid^="studio-template-"]').evaluateAll((buttons) =>
      buttons.map((button) => (button as unknown as { getAttribute(name: string): string }).getAttribute('data-testid').replace('studio-template-', '')),
    )) as string[];
    expect(ids.filter((id) => id !== 'blank')).to.have.length.at.least(12);
    // The blank template is the one the page opens with.
    expect(ids[0]).to.equal('blank');
    await page.locator('[data-testid="studio-preview"][data-state="ready"]:not([data-rendered-seq="0"])').waitFor();

    const problems: string[] = [];
    /** The frame's width reached the render (the width switch changes no code, so nothing renders anew). */
    const atWidth = async (width: 'mobile' | 'desktop') => {
      await page.getByTestId(`studio-width-${width}`).check();
      const frame = await renderedFrame(page);
      await frame.waitForFunction((mobile) => (mobile ? (globalThis as unknown as Browser).innerWidth <= 375 : (globalThis as unknown as Browser).innerWidth > 768), width === 'mobile');
      return frame;
    };
    const check = async (id: string, width: 'mobile' | 'desktop', theme: 'light' | 'dark') => {
      const frame = await atWidth(width);
      const where = `${id} ${width} ${theme}`;
      expect(await frame.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string> } } }).document.documentElement.dataset.theme), where).to.equal(theme);
      if (width === 'mobile') {
        const { scroll, client } = await frame.evaluate(() => ({ scroll: (globalThis as unknown as Browser).document.documentElement.scrollWidth, client: (globalThis as unknown as Browser).document.documentElement.clientWidth }));
        if (scroll > client) problems.push(`${where}: ${scroll} px wide in ${client} px`);
      }
      for (const finding of await frameViolations(frame)) problems.push(`${where}: axe ${finding.id} ${finding.nodes.join(', ')}`);
      return frame.evaluate(() => (globalThis as unknown as Browser).getComputedStyle((globalThis as unknown as Browser).document.body).backgroundColor);
    };

    for (const id of ids) {
      if (id !== 'blank') await rerendered(page, () => page.getByTestId(`studio-template-${id}`).click());
      expect(await page.getByTestId('studio-theme-light').isChecked(), `${id} opens in light`).to.equal(true);
      const light = await check(id, 'desktop', 'light');
      // A fragment rendered in a document of its own: named after the frame, in the page's language.
      const rendered = await renderedFrame(page);
      expect(await rendered.title()).to.equal(await page.getByTestId('studio-preview-iframe').getAttribute('title'));
      expect(await rendered.locator('html').getAttribute('lang')).to.equal('en');
      await check(id, 'mobile', 'light');
      await rerendered(page, () => page.getByTestId('studio-theme-dark').check());
      const dark = await check(id, 'mobile', 'dark');
      await check(id, 'desktop', 'dark');
      if (dark === light) problems.push(`${id}: the body is ${light} in light and in dark`);
    }
    expect(problems).to.deep.equal([]);
  });

  it('the width switch sizes the frame; Ctrl+Enter and Run run the code again; Escape then Tab leaves an editor', async () => {
    const { page } = await visit('/en/studio', { user: freeUser(), viewport: { width: 1440, height: 1400 } });
    await page.getByTestId('studio-gallery').waitFor();
    const frame = page.getByTestId('studio-preview-iframe');
    const frameWidth = async () => (await frame.boundingBox())?.width;
    // Desktop by default: the whole preview area, wider than a tablet.
    expect(await page.getByTestId('studio-width-desktop').isChecked()).to.equal(true);
    const desktop = await frameWidth();
    expect(desktop).to.be.greaterThan(768);
    await page.getByTestId('studio-width-mobile').check();
    await page.locator('[data-testid="studio-preview"][data-width="mobile"]').waitFor();
    expect(await frameWidth()).to.equal(375);
    await page.getByTestId('studio-width-tablet').check();
    await page.locator('[data-testid="studio-preview"][data-width="tablet"]').waitFor();
    expect(await frameWidth()).to.equal(768);
    await page.getByTestId('studio-width-desktop').check();
    await page.locator('[data-testid="studio-preview"][data-width="desktop"]').waitFor();
    expect(await frameWidth()).to.equal(desktop);

    // Running again makes the document anew: a mark left in the shown one is gone, and the script's one line is logged once more.
    await replaceCode(page, 'js', "console.log('ran');\n");
    const entries = page.getByTestId('preview-console').getByTestId('preview-console-entry');
    await page.getByTestId('preview-console').getByText('ran', { exact: true }).waitFor();
    const mark = async () => {
      await page.getByTestId('studio-preview-iframe').evaluate((el) => (el as unknown as { setAttribute(name: string, value: string): void }).setAttribute('data-old', ''));
      await (await renderedFrame(page)).evaluate(() => void ((globalThis as unknown as Browser).document.body.dataset.mark = 'old'));
    };
    const markGone = async () => {
      await page.locator('[data-testid="studio-preview-iframe"]:not([data-old])').waitFor();
      await page.locator('[data-testid="studio-preview"][data-state="ready"]:not([data-rendered-seq="0"])').waitFor();
      await page.getByTestId('preview-console').getByText('ran', { exact: true }).waitFor();
      expect(await (await renderedFrame(page)).evaluate(() => (globalThis as unknown as Browser).document.body.dataset.mark ?? null)).to.equal(null);
      expect(await entries.allTextContents()).to.have.length(1);
    };
    await mark();
    const before = await page.getByTestId('studio-editor-js').innerText();
    await page.getByTestId('studio-editor-js').click();
    await page.keyboard.press('Control+Enter');
    await markGone();
    // The shortcut is the page's: the editor did not take it as a new line.
    expect(await page.getByTestId('studio-editor-js').innerText()).to.equal(before);
    await mark();
    await page.getByTestId('studio-run').click();
    await markGone();

    // Tab indents inside an editor; Escape then Tab goes on to the next editor, Shift+Tab back out of it.
    const focusedEditor = () => page.evaluate(() => (globalThis as unknown as Browser).document.activeElement?.getAttribute('data-testid') ?? null);
    await page.getByTestId('studio-editor-html').click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('Tab');
    expect(await focusedEditor()).to.equal('studio-editor-html');
    expect(await page.getByTestId('studio-editor-html').innerText()).to.match(/^\s+<main/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await focusedEditor()).to.equal('studio-editor-css');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedEditor()).to.equal('studio-editor-html');
  });

  it('sends a visitor to sign in', async () => {
    for (const path of ['studio', 'css-playground']) {
      const { page } = await visit(`/en/${path}`);
      await page.waitForURL(/\/en\/login/);
      expect(pathOf(page)).to.match(/^\/en\/login/);
    }
  });

  it('narrow screens: the editors become tabs', async () => {
    const { page } = await visit('/en/studio', { user: freeUser(), viewport: { width: 390, height: 844 } });
    await page.getByTestId('studio-editor-tabs').waitFor();
    expect(await page.getByTestId('studio-editors').getAttribute('data-layout')).to.equal('tabs');
    await page.getByRole('tab', { name: en['studio.editor.css'] }).click();
    await page.getByTestId('studio-editor-css').waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth <= 390)).to.equal(true);
    await web.screenshot(page, 'studio-en-phone.png', true);
  });

  it('takes screenshots in English and Arabic, light and dark', async () => {
    // Each page loads once per language: pictured in light, then the system turns dark and the preview's
    // theme is set to dark, and the page is pictured again once the preview has rendered that.
    const darken = async (page: Page) => {
      await switchColorScheme(page, 'dark');
      const rendered = await page.getByTestId('studio-preview').getAttribute('data-rendered-seq');
      await page.getByTestId('studio-theme-dark').check();
      await page.locator(`[data-testid="studio-preview"]:not([data-rendered-seq="${rendered}"])`).waitFor();
    };
    for (const locale of ['en', 'ar'] as const) {
      const studio = await visit(`/${locale}/studio`, { user: freeUser(), locale: locale === 'ar' ? 'ar' : 'en-US', viewport: { width: 1440, height: 2200 } });
      await studio.page.getByTestId('studio-template-pricing').click();
      await preview(studio.page).getByRole('heading', { name: 'Choose your plan' }).waitFor();
      // A viewport as tall as the page, not a full-page capture: resizing for one leaves the preview's
      // nested frames unpainted in the picture.
      await web.screenshot(studio.page, `studio-${locale}-light.png`);
      await darken(studio.page);
      await preview(studio.page).getByRole('heading', { name: 'Choose your plan' }).waitFor();
      await web.screenshot(studio.page, `studio-${locale}-dark.png`);

      const playground = await visit(`/${locale}/css-playground`, { user: freeUser(), locale: locale === 'ar' ? 'ar' : 'en-US', viewport: { width: 1440, height: 1400 } });
      await preview(playground.page).getByRole('heading', { name: 'Designing for every screen' }).waitFor();
      await web.screenshot(playground.page, `css-playground-${locale}-light.png`);
      await darken(playground.page);
      await preview(playground.page).getByRole('heading', { name: 'Designing for every screen' }).waitFor();
      await web.screenshot(playground.page, `css-playground-${locale}-dark.png`);
    }
  });
});
