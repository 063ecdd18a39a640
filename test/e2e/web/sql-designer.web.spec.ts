import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { pngSize } from '../../support/png.js';
import { webUser } from '../../support/seed-web-user.js';
import { webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { catalog, pathOf, switchColorScheme, webHarness } from '../../support/web-harness.js';

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only, erased before they run. */
interface BrowserElement {
  textContent: string | null;
  getBoundingClientRect(): { left: number; right: number; bottom: number };
  closest(selector: string): BrowserElement | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}
interface Browser {
  document: { querySelector(selector: string): BrowserElement | null; querySelectorAll(selector: string): Iterable<BrowserElement> };
  getComputedStyle(element: unknown): { direction: string };
  navigator: { clipboard: { readText(): Promise<string> } };
}

/**
 * The SQL schema designer (docs/product.md §3.1, §4.2, §5.6, §10.2) against the real API: a schema built
 * with the keyboard and the mouse, its foreign key drawn on the diagram, the automatic layout, the
 * PostgreSQL DDL from the shared generator, save, reload, open, delete, import, in English and Arabic.
 */

const en = catalog('en');
const ar = catalog('ar');
/** Accounts made by sign-up have UUID ids, and the designer's table keys its owner by one. */
const premiumUser = (): WebTokenClaims => ({ sub: randomUUID(), isPremium: true });

const notice = (page: Page, text: string) => page.getByTestId('sql-designer-notices').getByText(text, { exact: true }).last();
const isFocused = async (locator: Locator) => (await locator.and(locator.page().locator(':focus')).count()) === 1;
const node = (page: Page, table: string) => page.locator(`[data-testid="sql-designer-node"][data-table="${table}"]`);

/** The first table, by keyboard only: Add table, its name, a second column with its type and flags. */
async function customersByKeyboard(page: Page) {
  await page.getByTestId('sql-designer-database-name').focus();
  await page.keyboard.type('shop');
  await page.getByTestId('sql-designer-add-table').focus();
  await page.keyboard.press('Enter');
  const name = page.getByTestId('sql-designer-table-name');
  expect(await isFocused(name), 'the new table’s name takes the focus').to.equal(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('customers');
  await page.getByTestId('sql-designer-add-column').focus();
  await page.keyboard.press('Enter');
  const columns = page.getByTestId('sql-designer-column');
  expect(await columns.count()).to.equal(2);
  expect(await isFocused(columns.nth(1).getByTestId('sql-designer-column-name')), 'the new column’s name takes the focus').to.equal(true);
  await page.keyboard.type('email');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('varchar(255)');
  // Primary key, foreign key, not null, unique: tick the last two with Space.
  for (const press of ['Tab', 'Tab', 'Tab']) await page.keyboard.press(press);
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  expect(await columns.nth(1).getByTestId('sql-designer-column-notNull').isChecked()).to.equal(true);
  expect(await columns.nth(1).getByTestId('sql-designer-column-unique').isChecked()).to.equal(true);
  await node(page, 'customers').waitFor();
}

/**
 * Resolves once the diagram's pan and zoom have held still for a few frames. A new table is brought into
 * view by an animated fit, so dots measured while it runs are no longer under the pointer at the drop; and
 * the diagram learns where a just-added column's dots are only after it has laid them out, a frame later.
 */
async function viewportSettled(page: Page) {
  // Anonymous functions only: tsx names declared ones with a helper the page does not have.
  await page.waitForFunction(
    () => {
      const g = globalThis as unknown as Browser & { diagramViewport?: { style: string; still: number } };
      const style = g.document.querySelector('.react-flow__viewport')?.getAttribute('style') ?? '';
      const still = g.diagramViewport?.style === style ? g.diagramViewport.still + 1 : 0;
      g.diagramViewport = { style, still };
      return still >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}

/** The second table with the mouse; its foreign key drawn from its column's dot to customers.id. */
async function ordersByMouse(page: Page) {
  await page.getByTestId('sql-designer-add-table').click();
  await page.getByTestId('sql-designer-table-name').fill('orders');
  await page.getByTestId('sql-designer-add-column').click();
  const column = page.getByTestId('sql-designer-column').nth(1);
  await column.getByTestId('sql-designer-column-name').fill('customer_id');
  await column.getByTestId('sql-designer-column-notNull').click();
  await node(page, 'orders').locator('[data-column="customer_id"]').waitFor();

  // The diagram brings the new table into view.
  const frame = (await page.getByTestId('sql-designer-diagram').boundingBox())!;
  await page.waitForFunction(
    ([right, bottom]) => {
      const box = (globalThis as unknown as Browser).document.querySelector('[data-testid="sql-designer-node"][data-table="orders"]')?.getBoundingClientRect();
      return !!box && box.right < right! && box.bottom < bottom!;
    },
    [frame.x + frame.width, frame.y + frame.height],
  );
  await viewportSettled(page);
  const from = node(page, 'orders').locator('[data-column="customer_id"] .react-flow__handle-left');
  const to = node(page, 'customers').locator('[data-column="id"] .react-flow__handle-right');
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2 + 40, { steps: 8 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();

  // The panel follows the drop in a later render.
  const linked = await column
    .locator('[data-testid="sql-designer-column-foreignKey"]:checked')
    .waitFor({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  expect(linked, 'the line made customer_id a foreign key').to.equal(true);
  expect(await column.getByTestId('sql-designer-column-ref-table').inputValue()).to.equal('customers');
  expect(await column.getByTestId('sql-designer-column-ref-column').inputValue()).to.equal('id');
  await page.locator('.react-flow__edge').first().waitFor();
}

describe('web: SQL schema designer', function () {
  this.timeout(180_000);
  const web = webHarness({ allowNotFoundPage: false });

  it('is premium: others go to /pricing from the designer and to /subscription from the SQL generator; the dashboard card leads here', async () => {
    const free = { sub: randomUUID() };
    const { page } = await web.visit('/en/database-designer', { user: free });
    await page.waitForURL(/\/en\/pricing$/);
    const other = await web.visit('/en/sql-generator', { user: { sub: randomUUID() } });
    await other.page.waitForURL(/\/en\/subscription$/);

    const premium = await web.visit('/en/dashboard', { user: premiumUser() });
    await premium.page.locator('a[href="/en/database-designer"]').first().click();
    await premium.page.getByTestId('sql-designer-page').waitFor();
    expect(pathOf(premium.page)).to.equal('/en/database-designer');
  });

  for (const locale of ['en', 'ar'] as const) {
    const messages = locale === 'en' ? en : ar;
    it(`${locale}: builds two tables with a foreign key by keyboard and mouse, arranges them, generates PostgreSQL DDL, saves, reloads, opens and deletes`, async () => {
      const { page } = await web.visit(`/${locale}/database-designer`, {
        user: premiumUser(),
        locale: locale === 'ar' ? 'ar' : 'en-US',
        setup: (_page, context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
      });
      await page.getByTestId('sql-designer-schemas-empty').waitFor();
      expect(await page.getByTestId('sql-designer-schemas-empty').textContent()).to.equal(messages['sqlDesigner.schemas.empty']);
      expect(await page.locator('html').getAttribute('dir')).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
      // The canvas keeps its own direction; the panels follow the page's.
      expect(await page.getByTestId('sql-designer-diagram').evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).direction)).to.equal('ltr');
      expect(await page.getByTestId('sql-designer-panel').evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).direction)).to.equal(locale === 'ar' ? 'rtl' : 'ltr');

      await customersByKeyboard(page);
      await ordersByMouse(page);
      expect(await node(page, 'customers').locator('[data-column="email"] abbr').allTextContents()).to.deep.equal(['NN', 'UQ']);
      expect(await node(page, 'customers').locator('[data-column="id"] abbr').allTextContents()).to.deep.equal(['PK', 'AI']);
      expect(await node(page, 'orders').locator('[data-column="customer_id"] abbr').allTextContents()).to.deep.equal(['FK', 'NN']);

      // Both new tables start on one row; the layout puts the referenced one first, left of orders.
      await page.getByTestId('sql-designer-auto-layout').click();
      await notice(page, messages['sqlDesigner.notice.rearranged']!).waitFor();
      // The nodes move in the render after the notice; the relation holds at any zoom.
      await page.waitForFunction(
        () =>
          (globalThis as unknown as Browser).document.querySelector('[data-testid="sql-designer-node"][data-table="customers"]')!.getBoundingClientRect().right <
          (globalThis as unknown as Browser).document.querySelector('[data-testid="sql-designer-node"][data-table="orders"]')!.getBoundingClientRect().left,
      );

      await page.getByRole('tab', { name: messages['sqlDesigner.tab.sql'] }).click();
      const sql = page.getByTestId('sql-designer-sql');
      expect(await sql.getAttribute('data-dialect')).to.equal('postgresql');
      const ddl = (await sql.textContent())!;
      expect(ddl).to.contain('CREATE TABLE "customers"');
      expect(ddl).to.contain('"email" VARCHAR(255) NOT NULL UNIQUE');
      expect(ddl).to.contain('FOREIGN KEY ("customer_id") REFERENCES "customers" ("id")');
      expect(ddl.indexOf('CREATE TABLE "customers"'), 'referenced table first').to.be.below(ddl.indexOf('CREATE TABLE "orders"'));
      expect(await sql.evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).direction)).to.equal('ltr');
      await page.getByTestId('sql-designer-no-losses').waitFor();
      await page.getByTestId('sql-designer-copy').click();
      await notice(page, messages['sqlDesigner.notice.copied']!).waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as Browser).navigator.clipboard.readText())).to.equal(ddl);
      // SQLite cannot enforce the email's length: the loss is listed, and written at the top of the DDL.
      await page.getByTestId('sql-designer-dialect-sqlite').check();
      await page.getByTestId('sql-designer-losses').locator('li[data-code="SQL_LOSS_LENGTH_NOT_ENFORCED"]').waitFor();
      expect(await sql.textContent()).to.contain('-- What SQLite cannot say as the model does (1):');

      await page.getByTestId('sql-designer-save').click();
      await notice(page, messages['sqlDesigner.notice.saved']!).waitFor();
      const id = new URL(page.url()).searchParams.get('schema');
      expect(id, 'the address names the saved schema').to.be.a('string');
      await page.getByRole('tab', { name: messages['sqlDesigner.tab.diagram'] }).click();
      await node(page, 'orders').waitFor();
      const savedOrders = await node(page, 'orders').evaluate((el) => (el as unknown as BrowserElement).closest('.react-flow__node')!.getAttribute('style'));

      // A reload opens the schema the address names, where it was on the diagram.
      await page.reload();
      await notice(page, messages['sqlDesigner.notice.loaded']!).waitFor();
      await node(page, 'orders').waitFor();
      expect(await page.getByTestId('sql-designer-database-name').inputValue()).to.equal('shop');
      expect(await page.getByTestId('sql-designer-schema').count()).to.equal(1);
      expect(await node(page, 'orders').evaluate((el) => (el as unknown as BrowserElement).closest('.react-flow__node')!.getAttribute('style'))).to.contain(/translate\([^)]*\)/.exec(savedOrders ?? '')?.[0] ?? 'no position');
      await page.locator('.react-flow__edge').first().waitFor();

      // A new schema, then the saved one opened from the list.
      await page.getByTestId('sql-designer-new').click();
      await page.getByTestId('sql-designer-diagram-empty').waitFor();
      await page.getByTestId('sql-designer-schema-open').click();
      await page.waitForFunction((text) => [...(globalThis as unknown as Browser).document.querySelectorAll('[data-testid="sql-designer-notice"] p')].filter((p) => p.textContent === text).length === 2, messages['sqlDesigner.notice.loaded']);
      await node(page, 'customers').waitFor();
      await web.screenshot(page, `sql-designer-${locale}-light.png`, true);

      await page.getByTestId('sql-designer-schema-delete').click();
      const dialog = page.getByTestId('sql-designer-delete-dialog');
      await dialog.getByText(messages['sqlDesigner.schemas.deleteBody']!.replace('{name}', 'shop'), { exact: true }).waitFor();
      await page.getByTestId('sql-designer-delete-confirm').click();
      await notice(page, messages['sqlDesigner.notice.deleted']!).waitFor();
      await page.getByTestId('sql-designer-schemas-empty').waitFor();
      expect(new URL(page.url()).searchParams.get('schema')).to.equal(null);
      // The editor keeps the schema, now unsaved.
      await page.getByTestId('sql-designer-unsaved').waitFor();
    });
  }

  it('imports PostgreSQL DDL, showing the first error’s line and column, and a schema opened by an unknown address is not found', async () => {
    const { page } = await web.visit('/en/database-designer?schema=00000000-0000-4000-8000-000000000000', { user: premiumUser() });
    await notice(page, en['sqlDesigner.notice.notFound']!).waitFor();
    web.expectConsoleErrors(/status of 400/);
    expect(new URL(page.url()).searchParams.get('schema')).to.equal(null);

    await page.getByTestId('sql-designer-import').click();
    const text = page.getByTestId('sql-designer-import-text');
    await text.fill('CREATE TABLE authors (id serial PRIMARY KEY);\nCREATE TABLE books (id serial PRIMARY KEY,\n  author_id integer REFERENCES authors(id) NOT NULL,\n  title text NOT NULLL);');
    await page.getByTestId('sql-designer-import-submit').click();
    const error = page.getByTestId('sql-designer-import-error');
    await error.waitFor();
    expect(await error.textContent()).to.match(/Line 4, column \d+: /);

    await text.fill('CREATE TABLE authors (id serial PRIMARY KEY, name text NOT NULL);\nCREATE TABLE books (id serial PRIMARY KEY, author_id integer NOT NULL REFERENCES authors(id), tags text[]);');
    await page.getByTestId('sql-designer-import-submit').click();
    await notice(page, en['sqlDesigner.notice.imported']!).waitFor();
    await notice(page, en['sqlDesigner.notice.rearranged']!).waitFor();
    await node(page, 'books').locator('[data-column="author_id"]').waitFor();
    expect(await page.locator('.react-flow__edge').count()).to.equal(1);

    await page.getByRole('tab', { name: en['sqlDesigner.tab.sql'] }).click();
    await page.getByTestId('sql-designer-dialect-mysql').check();
    await page.getByTestId('sql-designer-losses').locator('li[data-code="SQL_LOSS_ARRAY"]').waitFor();
  });

  it('renames a saved schema from the list, and exports the diagram as PNG and SVG and the model as DBML and JSON', async () => {
    const user = premiumUser();
    const token = await webUser(user);
    const column = (name: string, extra: Record<string, unknown> = {}) => ({
      name, type: 'integer', primaryKey: false, foreignKey: false, notNull: false, unique: false, autoIncrement: false, ...extra,
    });
    const saved = await fetch(`${webBaseUrl()}/api/sql/saveSQLSchema`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        database_name: 'library',
        tables: [
          { name: 'authors', columns: [column('id', { primaryKey: true, notNull: true, autoIncrement: true })] },
          { name: 'books', columns: [column('id', { primaryKey: true, notNull: true }), column('author_id', { foreignKey: true, referencedTable: 'authors', referencedColumn: 'id' })] },
        ],
        // Placed tables: opening it runs no automatic layout, so nothing is unsaved before the rename.
        positions: { authors: { x: 0, y: 0 }, books: { x: 360, y: 0 } },
      }),
    });
    expect(saved.status).to.equal(200);
    const { id } = (await saved.json()) as { id: string };

    const { page } = await web.visit(`/en/database-designer?schema=${id}`, { user });
    await notice(page, en['sqlDesigner.notice.loaded']!).waitFor();
    await node(page, 'books').waitFor();

    await page.getByTestId('sql-designer-schema-rename').click();
    const input = page.getByTestId('sql-designer-rename-input');
    expect(await isFocused(input), 'the dialog puts the focus in its field').to.equal(true);
    expect(await input.inputValue()).to.equal('library');
    await input.fill('library_v2');
    await page.keyboard.press('Enter');
    await notice(page, en['sqlDesigner.notice.renamed']!).waitFor();
    await page.locator('[data-testid="sql-designer-schema"][data-name="library_v2"]').waitFor();
    // The open schema had no unsaved edits: the editor takes the new name and stays saved.
    expect(await page.getByTestId('sql-designer-database-name').inputValue()).to.equal('library_v2');
    expect(await page.getByTestId('sql-designer-unsaved').count()).to.equal(0);
    const listed = await fetch(`${webBaseUrl()}/api/sql/loadSQLSchemas`, { headers: { authorization: `Bearer ${token}` } });
    const { schemas } = (await listed.json()) as { schemas: { id: string; database_name: string; tables: unknown[] }[] };
    expect(schemas.map((s) => [s.id, s.database_name, s.tables.length])).to.deep.equal([[id, 'library_v2', 2]]);

    const download = async (testId: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
      const path = await file.path();
      return { name: file.suggestedFilename(), bytes: readFileSync(path) };
    };
    const png = await download('sql-designer-export-png');
    expect(png.name).to.equal('library_v2.png');
    const size = pngSize(png.bytes);
    expect(size.width, 'the image has the diagram’s width').to.be.above(200);
    expect(size.height).to.be.above(100);
    const svg = await download('sql-designer-export-svg');
    expect(svg.name).to.equal('library_v2.svg');
    const svgText = svg.bytes.toString('utf8');
    expect(svgText).to.match(/^<svg[\s>]/);
    expect(svgText).to.contain('authors').and.to.contain('author_id');
    const dbml = (await download('sql-designer-export-dbml')).bytes.toString('utf8');
    expect(dbml).to.match(/Table "?authors"? \{/);
    expect(dbml).to.match(/Ref[^\n]*books"?\."?author_id"?\s*>\s*"?authors"?\."?id/);
    const json = JSON.parse((await download('sql-designer-export-json')).bytes.toString('utf8')) as { database_name: string; tables: { name: string }[] };
    expect(json.database_name).to.equal('library_v2');
    expect(json.tables.map((t) => t.name)).to.deep.equal(['authors', 'books']);
    await page.getByTestId('sql-designer-notices').getByText(en['sqlDesigner.notice.exported']!, { exact: true }).first().waitFor();
  });

  it('/sql-generator opens on the SQL tab', async () => {
    const { page } = await web.visit('/en/sql-generator', { user: premiumUser() });
    await page.getByTestId('sql-designer-panel-sql').waitFor();
    expect(await page.getByRole('tab', { name: en['sqlDesigner.tab.sql'] }).getAttribute('aria-selected')).to.equal('true');
    await page.getByTestId('sql-designer-sql-empty').waitFor();
  });

  it('replays the schema load at most twice after a 401, each time after a refresh', async () => {
    const user = premiumUser();
    let loads = 0;
    let refreshes = 0;
    const { page } = await web.visit('/en/database-designer', {
      user,
      setup: async (p) => {
        await p.route('**/api/sql/loadSQLSchemas', (route) => {
          loads += 1;
          return loads <= 2 ? route.fulfill({ status: 401, json: { success: false, error: 'expired', code: 'AUTH_TOKEN_EXPIRED' } }) : route.continue();
        });
        await p.route('**/api/auth/refresh', async (route) => {
          refreshes += 1;
          const accessToken = await webUser(user);
          return route.fulfill({ json: { success: true, accessToken, user: { id: user.sub, userId: user.sub, username: user.sub, email: `${user.sub}@example.test`, isPremium: true } } });
        });
      },
    });
    web.expectConsoleErrors(/status of 401/);
    await page.getByTestId('sql-designer-schemas-empty').waitFor();
    expect(loads).to.equal(3);
    expect(refreshes).to.equal(2);
  });

  it('gives up after two replays and says the list could not be loaded', async () => {
    let loads = 0;
    const user = premiumUser();
    const { page } = await web.visit('/en/database-designer', {
      user,
      setup: async (p) => {
        await p.route('**/api/sql/loadSQLSchemas', (route) => {
          loads += 1;
          return route.fulfill({ status: 401, json: { success: false, error: 'expired', code: 'AUTH_TOKEN_EXPIRED' } });
        });
        await p.route('**/api/auth/refresh', async (route) =>
          route.fulfill({ json: { success: true, accessToken: await webUser(user), user: { id: user.sub, userId: user.sub, username: user.sub, email: `${user.sub}@example.test`, isPremium: true } } }),
        );
      },
    });
    web.expectConsoleErrors(/status of 401/);
    await page.getByTestId('sql-designer-load-error').waitFor();
    expect(loads).to.equal(3);
  });

  it('takes screenshots in English and Arabic, light and dark, of a schema and of the SQL tab', async () => {
    for (const locale of ['en', 'ar'] as const) {
      // One import per language, each view pictured in both schemes, the system switching in place.
      const { page } = await web.visit(`/${locale}/database-designer`, { user: premiumUser(), locale: locale === 'ar' ? 'ar' : 'en-US' });
      await page.getByTestId('sql-designer-schemas-empty').waitFor();
      await page.getByTestId('sql-designer-import').click();
      await page
        .getByTestId('sql-designer-import-text')
        .fill(
          'CREATE TABLE customers (id serial PRIMARY KEY, email varchar(255) NOT NULL UNIQUE, name text);\n' +
            'CREATE TABLE products (id serial PRIMARY KEY, title text NOT NULL, price numeric(10,2) NOT NULL);\n' +
            'CREATE TABLE orders (id serial PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers(id), placed_at timestamptz NOT NULL);\n' +
            'CREATE TABLE order_items (order_id integer REFERENCES orders(id), product_id integer REFERENCES products(id), quantity integer NOT NULL, PRIMARY KEY (order_id, product_id));',
        );
      await page.getByTestId('sql-designer-import-submit').click();
      await notice(page, (locale === 'en' ? en : ar)['sqlDesigner.notice.rearranged']!).waitFor();
      await page.locator('.react-flow__edge').nth(2).waitFor();
      await page.getByTestId('sql-designer-table-pick').selectOption({ label: 'orders' });
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        await web.screenshot(page, `sql-designer-diagram-${locale}-${colorScheme}.png`, true);
      }
      await page.getByRole('tab', { name: (locale === 'en' ? en : ar)['sqlDesigner.tab.sql'] }).click();
      await page.getByTestId('sql-designer-dialect-sqlite').check();
      await page.getByTestId('sql-designer-losses').waitFor();
      for (const colorScheme of ['dark', 'light'] as const) {
        await switchColorScheme(page, colorScheme);
        await web.screenshot(page, `sql-designer-sql-${locale}-${colorScheme}.png`, true);
      }
    }
  });
});
