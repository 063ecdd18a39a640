import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { webUser } from '../../support/seed-web-user.js';
import { webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { catalog, webHarness } from '../../support/web-harness.js';

/**
 * The SQL schema designer's other states and paths (docs/product.md §4.2, §6.2, §10.2), next to
 * sql-designer.web.spec.ts: the list while it loads, a failed call, the Premium notice when the plan
 * ended with the page open, the session ending during the load, MySQL from an uploaded file and DBML,
 * the SQL tab's download, and a table dragged on the diagram kept where it was dropped.
 */

const en = catalog('en');
const premiumUser = (): WebTokenClaims => ({ sub: randomUUID(), isPremium: true });

const notice = (page: Page, text: string) => page.getByTestId('sql-designer-notices').getByText(text, { exact: true }).last();
const node = (page: Page, table: string) => page.locator(`[data-testid="sql-designer-node"][data-table="${table}"]`);
/** The `translate(x, y)` React Flow places a table's node with. */
const placement = (page: Page, table: string) =>
  node(page, table).evaluate((el) => {
    const style = (el as unknown as { closest(selector: string): { getAttribute(name: string): string | null } | null }).closest('.react-flow__node')?.getAttribute('style') ?? '';
    const match = /translate\(\s*(-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec(style);
    return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
  });

async function downloaded(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

const MYSQL_DUMP = [
  'CREATE TABLE `customers` (',
  '  `id` int NOT NULL AUTO_INCREMENT,',
  '  `email` varchar(255) NOT NULL,',
  "  `status` enum('active','closed') NOT NULL,",
  '  `vip` tinyint(1) NOT NULL,',
  '  PRIMARY KEY (`id`),',
  '  UNIQUE KEY `customers_email` (`email`)',
  ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;',
  'CREATE TABLE `orders` (',
  '  `id` int NOT NULL AUTO_INCREMENT,',
  '  `customer_id` int NOT NULL,',
  '  PRIMARY KEY (`id`),',
  '  CONSTRAINT `orders_customer` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`)',
  ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;',
  '',
].join('\n');

const DBML = [
  'Project blog {',
  "  database_type: 'PostgreSQL'",
  '}',
  'Table authors {',
  '  id integer [pk, increment]',
  '  name varchar(120) [not null]',
  '}',
  'Table posts {',
  '  id integer [pk, increment]',
  '  author_id integer [not null, ref: > authors.id]',
  '  title text [not null, unique]',
  '}',
].join('\n');

describe('web: SQL schema designer, states and imports', function () {
  this.timeout(180_000);
  const web = webHarness({ allowNotFoundPage: false });

  it('shows the loading state until the saved schemas arrive, then the list', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    const { page } = await web.visit('/en/database-designer', {
      user: premiumUser(),
      setup: (p) =>
        p.route('**/api/sql/loadSQLSchemas', async (route) => {
          held = true;
          await answered;
          await route.continue();
        }),
    });
    const loading = page.getByTestId('sql-designer-loading');
    await loading.waitFor();
    expect(held, 'the list is being asked for').to.equal(true);
    expect(await loading.getAttribute('aria-busy')).to.equal('true');
    expect(await loading.textContent()).to.equal(en['sqlDesigner.loading']);
    expect(await page.getByTestId('sql-designer-schemas-empty').count()).to.equal(0);
    release();
    await page.getByTestId('sql-designer-schemas-empty').waitFor();
    expect(await loading.count()).to.equal(0);
  });

  it('says “An error occurred” when a save fails, then, when the plan ended with the page open, shows the Premium notice above the editor, which keeps its unsaved work, and the notice’s Upgrade button opens the pricing page', async () => {
    let saves = 0;
    const { page } = await web.visit('/en/database-designer', {
      user: premiumUser(),
      setup: (p) =>
        p.route('**/api/sql/saveSQLSchema', (route) => {
          saves += 1;
          return saves === 1
            ? route.fulfill({ status: 500, json: { success: false, error: 'Internal server error', code: 'INTERNAL_ERROR' } })
            : route.fulfill({ status: 403, json: { success: false, error: 'A Premium plan or an active trial is required', code: 'PREMIUM_REQUIRED' } });
        }),
    });
    web.expectConsoleErrors(/status of 500/, /status of 403/);
    await page.getByTestId('sql-designer-schemas-empty').waitFor();
    await page.getByTestId('sql-designer-database-name').fill('notes');
    await page.getByTestId('sql-designer-add-table').click();
    await page.getByTestId('sql-designer-table-name').fill('notes');
    await node(page, 'notes').waitFor();

    await page.getByTestId('sql-designer-save').click();
    await notice(page, en['sqlDesigner.notice.error']!).waitFor();
    expect(await page.getByTestId('sql-designer-notices').getByText(en['sqlDesigner.notice.error']!, { exact: true }).count()).to.equal(1);
    // The failed save keeps the editor and its changes.
    await page.getByTestId('sql-designer-unsaved').waitFor();
    expect(await page.getByTestId('sql-designer-premium').count()).to.equal(0);
    expect(new URL(page.url()).searchParams.get('schema')).to.equal(null);

    await page.getByTestId('sql-designer-save').click();
    const premium = page.getByTestId('sql-designer-premium');
    await premium.waitFor();
    expect(saves).to.equal(2);
    expect(await premium.getByRole('heading', { level: 2 }).textContent()).to.equal(en['sqlDesigner.premium.title']);
    expect(await premium.getByText(en['sqlDesigner.premium.body']!, { exact: true }).count()).to.equal(1);
    // The refusal loses nothing: the editor stays below the notice with its unsaved table, to copy or download.
    expect(await page.getByTestId('sql-designer-editor').count(), 'the editor stays under the notice').to.equal(1);
    expect(await node(page, 'notes').count(), 'the unsaved table').to.equal(1);
    expect(await page.getByTestId('sql-designer-unsaved').count()).to.equal(1);
    expect(await page.getByTestId('sql-designer-database-name').inputValue()).to.equal('notes');
    const above = await page.evaluate<boolean>(
      `!!(document.querySelector('[data-testid="sql-designer-premium"]').compareDocumentPosition(document.querySelector('[data-testid="sql-designer-editor"]')) & Node.DOCUMENT_POSITION_FOLLOWING)`,
    );
    expect(above, 'the notice comes before the editor').to.equal(true);
    const upgrade = page.getByTestId('sql-designer-upgrade');
    expect(await upgrade.textContent()).to.equal(en['sqlDesigner.premium.upgrade']);
    await upgrade.click();
    await page.waitForURL((url) => url.pathname === '/en/pricing');
    await page.getByRole('heading', { level: 1, name: en['pricing.hero.title'] }).waitFor();
  });

  it('shows the Premium notice when the list is refused with PREMIUM_REQUIRED', async () => {
    const { page } = await web.visit('/en/database-designer', {
      user: premiumUser(),
      setup: (p) =>
        p.route('**/api/sql/loadSQLSchemas', (route) =>
          route.fulfill({ status: 403, json: { success: false, error: 'A Premium plan or an active trial is required', code: 'PREMIUM_REQUIRED' } }),
        ),
    });
    web.expectConsoleErrors(/status of 403/);
    await page.getByTestId('sql-designer-premium').waitFor();
    expect(await page.getByTestId('sql-designer-load-error').count()).to.equal(0);
    expect(await page.getByTestId('sql-designer-upgrade').getAttribute('href')).to.equal('/en/pricing');
  });

  it('when the session cannot be renewed during the load, sends the visitor to sign in, to come back to the same address', async () => {
    let loads = 0;
    const { page } = await web.visit('/en/database-designer?schema=00000000-0000-4000-8000-000000000000', {
      user: premiumUser(),
      setup: async (p) => {
        await p.route('**/api/sql/loadSQLSchemas', (route) => {
          loads += 1;
          return route.fulfill({ status: 401, json: { success: false, error: 'expired', code: 'AUTH_TOKEN_EXPIRED' } });
        });
        await p.route('**/api/auth/refresh', (route) => route.fulfill({ status: 401, json: { success: false, error: 'Refresh token invalid', code: 'AUTH_REFRESH_INVALID' } }));
      },
    });
    web.expectConsoleErrors(/status of 401/);
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('next'), 'sign-in returns to the schema asked for').to.equal('/en/database-designer?schema=00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: en['auth.login.title'] }).waitFor();
    expect(loads, 'a refused refresh ends the replays').to.equal(1);
    expect(await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('access_token'))).to.equal(null);
  });

  it('imports MySQL from an uploaded file and DBML pasted, and downloads the SQL tab’s DDL under the schema’s and dialect’s name', async () => {
    const { page } = await web.visit('/en/database-designer', { user: premiumUser() });
    await page.getByTestId('sql-designer-schemas-empty').waitFor();

    // A file named for MySQL fills the text and picks the MySQL grammar, which alone reads backquotes.
    await page.getByTestId('sql-designer-import').click();
    await page.getByTestId('sql-designer-import-dialog').waitFor();
    expect(await page.getByTestId('sql-designer-import-format-postgresql').isChecked()).to.equal(true);
    await page.getByTestId('sql-designer-import-file').setInputFiles({ name: 'shop-mysqldump.sql', mimeType: 'application/sql', buffer: Buffer.from(MYSQL_DUMP) });
    await page.waitForFunction(
      (expected) => (globalThis as unknown as { document: { querySelector(s: string): { value: string } | null } }).document.querySelector('[data-testid="sql-designer-import-text"]')?.value === expected,
      MYSQL_DUMP,
    );
    expect(await page.getByTestId('sql-designer-import-format-mysql').isChecked()).to.equal(true);
    await page.getByTestId('sql-designer-import-submit').click();
    await notice(page, en['sqlDesigner.notice.imported']!).waitFor();
    await node(page, 'orders').locator('[data-column="customer_id"]').waitFor();
    await page.getByTestId('sql-designer-import-dialog').waitFor({ state: 'hidden' });
    expect(await node(page, 'customers').locator('[data-column="id"] abbr').allTextContents()).to.deep.equal(['PK', 'AI']);
    expect(await node(page, 'customers').locator('[data-column="email"] abbr').allTextContents()).to.deep.equal(['NN', 'UQ']);
    expect(await node(page, 'orders').locator('[data-column="customer_id"] abbr').allTextContents()).to.deep.equal(['FK', 'NN']);
    await page.locator('.react-flow__edge').first().waitFor();
    // The enum became text, which the model keeps as a warning.
    await page.getByTestId('sql-designer-import-warnings').waitFor();

    await page.getByRole('tab', { name: en['sqlDesigner.tab.sql'] }).click();
    const sql = page.getByTestId('sql-designer-sql');
    const ddl = (await sql.textContent())!;
    expect(ddl).to.contain('CREATE TABLE "customers"');
    expect(ddl).to.match(/"vip" BOOLEAN NOT NULL/);
    expect(ddl).to.contain('FOREIGN KEY ("customer_id") REFERENCES "customers" ("id")');

    // DBML pasted, over the unsaved import: the editor asks first.
    await page.getByRole('tab', { name: en['sqlDesigner.tab.diagram'] }).click();
    await page.getByTestId('sql-designer-import').click();
    await page.getByTestId('sql-designer-import-format-dbml').check();
    await page.getByTestId('sql-designer-import-text').fill(DBML);
    await page.getByTestId('sql-designer-import-submit').click();
    await page.getByTestId('sql-designer-discard-confirm').click();
    await node(page, 'posts').locator('[data-column="author_id"]').waitFor();
    expect(await node(page, 'customers').count(), 'the DBML replaced the MySQL import').to.equal(0);
    expect(await page.getByTestId('sql-designer-database-name').inputValue(), 'the Project names the database').to.equal('blog');
    expect(await node(page, 'posts').locator('[data-column="author_id"] abbr').allTextContents()).to.deep.equal(['FK', 'NN']);
    expect(await node(page, 'posts').locator('[data-column="title"] abbr').allTextContents()).to.deep.equal(['NN', 'UQ']);
    expect(await page.locator('.react-flow__edge').count()).to.equal(1);

    await page.getByRole('tab', { name: en['sqlDesigner.tab.sql'] }).click();
    const postgresql = await downloaded(page, 'sql-designer-download');
    expect(postgresql.name).to.equal('blog.postgresql.sql');
    expect(postgresql.text).to.equal(await sql.textContent());
    expect(postgresql.text).to.contain('CREATE TABLE "posts"').and.to.contain('REFERENCES "authors" ("id")');
    await page.getByTestId('sql-designer-dialect-mysql').check();
    await page.locator('[data-testid="sql-designer-sql"][data-dialect="mysql"]').waitFor();
    const mysql = await downloaded(page, 'sql-designer-download');
    expect(mysql.name).to.equal('blog.mysql.sql');
    expect(mysql.text).to.equal(await sql.textContent());
    expect(mysql.text).to.contain('CREATE TABLE `posts`');
  });

  it('keeps a table dragged on the diagram where it was dropped, through save and reload', async () => {
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
        positions: { authors: { x: 0, y: 0 }, books: { x: 360, y: 0 } },
      }),
    });
    expect(saved.status).to.equal(200);
    const { id } = (await saved.json()) as { id: string };
    const positionsOnServer = async () => {
      const listed = await fetch(`${webBaseUrl()}/api/sql/loadSQLSchemas`, { headers: { authorization: `Bearer ${token}` } });
      const { schemas } = (await listed.json()) as { schemas: { id: string; positions: Record<string, { x: number; y: number }> }[] };
      return schemas.find((schema) => schema.id === id)!.positions;
    };

    const { page } = await web.visit(`/en/database-designer?schema=${id}`, { user });
    await notice(page, en['sqlDesigner.notice.loaded']!).waitFor();
    await node(page, 'books').waitFor();
    expect(await placement(page, 'books')).to.deep.equal({ x: 360, y: 0 });
    expect(await page.getByTestId('sql-designer-unsaved').count()).to.equal(0);

    // Dragged by its title, down and to the right, the diagram scrolled into the window first.
    await page.getByTestId('sql-designer-diagram').scrollIntoViewIfNeeded();
    const title = (await node(page, 'books').locator('[title="books"]').boundingBox())!;
    const start = { x: title.x + title.width / 2, y: title.y + title.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 60, start.y + 60, { steps: 6 });
    await page.mouse.move(start.x + 120, start.y + 150, { steps: 6 });
    await page.mouse.up();
    await page.getByTestId('sql-designer-unsaved').waitFor();
    const dropped = (await placement(page, 'books'))!;
    expect(dropped.x, 'moved right').to.be.above(360);
    expect(dropped.y, 'moved down').to.be.above(0);
    expect(await placement(page, 'authors'), 'the other table stays').to.deep.equal({ x: 0, y: 0 });
    expect(await page.locator('.react-flow__edge').count(), 'the drag drew no line').to.equal(1);

    await page.getByTestId('sql-designer-save').click();
    await notice(page, en['sqlDesigner.notice.saved']!).waitFor();
    expect(await positionsOnServer()).to.deep.equal({ authors: { x: 0, y: 0 }, books: dropped });

    await page.reload();
    await notice(page, en['sqlDesigner.notice.loaded']!).waitFor();
    await node(page, 'books').waitFor();
    expect(await placement(page, 'books')).to.deep.equal(dropped);
    expect(await page.getByTestId('sql-designer-unsaved').count()).to.equal(0);
  });
});
