import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import mysql from 'mysql2/promise';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { WebTokenClaims } from '../../support/web.js';
import { catalog, switchColorScheme, webHarness, type Catalog } from '../../support/web-harness.js';
import { seriousViolations } from '../../support/axe.js';

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only, erased before they run. */
interface BrowserElement {
  closest(selector: string): BrowserElement | null;
}
interface Browser {
  getComputedStyle(element: unknown): { direction: string };
}

/**
 * The StackQL query tool (docs/product.md §12, "Database management"; §15, connection states) against the
 * real API: the built-in sample database with no connection added (a join with its column types, the row
 * cap's notice, write mode unavailable, history, explorer, usage), then a connection to the local
 * PostgreSQL (the web server allows private targets) added, tested, queried, explored, weighed and
 * deleted; the Premium notice for a free account's second connection; Arabic; screenshots.
 */

const en = catalog('en');
const ar = catalog('ar');
const POSTGRES = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
/** The MariaDB service, reached as a user's database through an account this spec makes. */
const MARIADB = {
  host: process.env.MARIADB_HOST || '127.0.0.1',
  port: Number(process.env.MARIADB_PORT || 3306),
  user: process.env.MARIADB_USER || 'root',
  password: process.env.MARIADB_PASSWORD || '',
};

const freeUser = (): WebTokenClaims => ({ sub: randomUUID(), status: 'free' });

const notice = (page: Page, text: string) => page.getByTestId('stackql-notices').getByText(text, { exact: true }).last();
const tab = (page: Page, messages: Catalog, key: string) => page.getByRole('tab', { name: messages[key] });
const direction = (page: Page, testId: string) => page.getByTestId(testId).first().evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el).direction);

/** Types `sql` into the editor over whatever it held, and runs it with the keyboard. */
async function runSql(page: Page, sql: string) {
  const editor = page.getByTestId('stackql-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
  await page.keyboard.press('ControlOrMeta+Enter');
}

describe('web: StackQL query tool', function () {
  this.timeout(240_000);
  const web = webHarness({ allowNotFoundPage: false });
  const run = randomBytes(4).toString('hex');
  /** A database of this spec's own on the local server, reached as a user's database. */
  const database = `stackql_web_${run}`;
  let admin: Knex;

  before(async () => {
    admin = knexFactory({ client: 'pg', connection: POSTGRES.toString(), pool: { min: 0, max: 1 } });
    await admin.raw(`create database ${database}`);
    const own = knexFactory({ client: 'pg', connection: { ...connectionOf(POSTGRES), database }, pool: { min: 0, max: 1 } });
    try {
      await own.raw(`
        create table authors (id int primary key, name text not null);
        create table books (id int primary key, author_id int not null references authors (id) on delete cascade, title varchar(200), published date default current_date);
        create index books_title_idx on books (title);
        insert into authors select g, 'Author ' || g from generate_series(1, 50) g;
        insert into books select g, 1 + g % 50, 'Book ' || g, date '2020-01-01' + g from generate_series(1, 5000) g;
        analyze;
      `);
    } finally {
      await own.destroy();
    }
  });

  after(async () => {
    await admin?.raw(`drop database if exists ${database} with (force)`);
    await admin?.destroy();
  });

  it('sample database, no connection added: a join with its column types, the row cap, read-only, history, explorer and usage', async () => {
    const { page } = await web.visit('/en/stackql', { user: freeUser() });
    const first = page.getByTestId('stackql-connection').first();
    await first.waitFor();
    expect(await first.getAttribute('data-id')).to.equal('sample');
    expect(await first.getAttribute('aria-current')).to.equal('true');
    expect(await page.getByTestId('stackql-connection').count()).to.equal(1);
    expect(await first.getByTestId('stackql-read-only-badge').textContent()).to.equal(en['stackql.connections.readOnly']);
    await page.getByTestId('stackql-only-sample').waitFor();
    expect(await tab(page, en, 'stackql.tab.terminal').getAttribute('aria-selected')).to.equal('true');

    // Write mode is not offered on the read-only sample; read mode is the default.
    expect(await page.getByTestId('stackql-mode-read').isChecked()).to.equal(true);
    expect(await page.getByTestId('stackql-mode-write').isDisabled()).to.equal(true);
    expect(await page.getByTestId('stackql-mode-hint').textContent()).to.equal(en['stackql.terminal.mode.readOnlyConnection']);

    await runSql(page, 'select o.id, c.email, o.total_cents from orders o join customers c on c.id = o.customer_id order by o.id limit 5');
    const table = page.getByTestId('stackql-result-table');
    // The sample database of this worker's server may be starting (PGlite in its thread: seconds, more on a busy machine).
    await table.waitFor({ timeout: 90_000 });
    expect(await table.locator('thead th').evaluateAll((cells) => cells.map((cell) => (cell as unknown as { getAttribute(n: string): string }).getAttribute('data-type')))).to.deep.equal([
      'int4',
      'varchar',
      'int4',
    ]);
    expect(await table.locator('thead th').first().textContent()).to.equal('idint4');
    expect(await table.locator('tbody tr').count()).to.equal(5);
    expect(await page.getByTestId('stackql-result-count').textContent()).to.equal('5 rows');
    expect(await page.getByTestId('stackql-result-duration').textContent()).to.match(/^[\d.,]+ ms, measured$/);
    const safety = page.getByTestId('stackql-safety');
    expect(await safety.locator('[data-rule="transaction"]').textContent()).to.equal(en['stackql.safety.readOnly']);
    expect(await safety.locator('[data-rule="timeout"]').textContent()).to.match(/^Stopped after [\d.]+ s$/);
    expect(await safety.locator('[data-rule="caps"]').textContent()).to.equal('At most 1,000 rows and 5 MB');
    expect(await safety.locator('[data-rule="protocol"]').textContent()).to.equal(en['stackql.safety.extended']);
    expect(await page.getByTestId('stackql-truncated').count()).to.equal(0);

    // A big result is cut at the row cap, and says so.
    await runSql(page, 'select * from order_items');
    await page.getByTestId('stackql-truncated').waitFor();
    expect(await page.getByTestId('stackql-result').getAttribute('data-truncated')).to.equal('true');
    expect(await page.getByTestId('stackql-result-table').locator('tbody tr').count()).to.equal(1000);
    expect(await page.getByTestId('stackql-truncated').textContent()).to.contain('only the first 1,000 rows are shown');

    // A write in read mode is refused by code, in the user's words, and nothing ran.
    web.expectConsoleErrors(/status of 400/);
    await runSql(page, 'delete from orders');
    const failure = page.getByTestId('stackql-run-error');
    await failure.waitFor();
    expect(await failure.getAttribute('data-code')).to.equal('SQL_READ_ONLY_VIOLATION');
    expect(await failure.locator('p').first().textContent()).to.equal(en['stackql.error.readOnly']);

    // History: the newest first; one goes back into the editor.
    const entries = page.getByTestId('stackql-history-entry');
    await entries.nth(2).waitFor();
    expect(await entries.first().getAttribute('data-status')).to.equal('error');
    expect(await entries.nth(2).locator('code').textContent()).to.contain('join customers c');
    await entries.nth(2).getByTestId('stackql-history-open').click();
    expect(await page.getByTestId('stackql-editor').textContent()).to.contain('join customers c on c.id = o.customer_id');

    // Explorer: tables with columns, indexes and foreign keys; a name goes into the editor at the cursor.
    await tab(page, en, 'stackql.tab.explorer').click();
    const customers = page.locator('[data-testid="stackql-explorer-table"][data-table="customers"]');
    await customers.waitFor();
    expect(await page.getByTestId('stackql-explorer-table').evaluateAll((items) => items.map((i) => (i as unknown as { getAttribute(n: string): string }).getAttribute('data-table')))).to.include.members([
      'customers',
      'orders',
      'order_items',
      'products',
    ]);
    const items = page.locator('[data-testid="stackql-explorer-table"][data-table="order_items"]');
    await items.locator('summary').click();
    expect(await items.locator('[data-testid="stackql-explorer-column"][data-column="quantity"] td').nth(1).textContent()).to.equal('integer');
    expect(await items.getByTestId('stackql-explorer-foreign-keys').textContent()).to.contain('orders');
    await runInsert(page, 'customers', 'email');
    expect(await tab(page, en, 'stackql.tab.terminal').getAttribute('aria-selected')).to.equal('true');
    expect(await page.getByTestId('stackql-editor').textContent()).to.contain('email');

    // Usage: the four tables with their share, measured.
    await tab(page, en, 'stackql.tab.usage').click();
    await page.getByTestId('stackql-usage-table').waitFor();
    expect(await page.getByTestId('stackql-usage').getAttribute('data-provenance')).to.equal('measured');
    expect(await page.getByTestId('stackql-usage-provenance').textContent()).to.equal(en['stackql.usage.measured']);
    expect(await page.getByTestId('stackql-usage-row').evaluateAll((rows) => rows.map((r) => (r as unknown as { getAttribute(n: string): string }).getAttribute('data-table')))).to.include.members([
      'customers',
      'orders',
      'order_items',
      'products',
    ]);
    expect(await page.getByTestId('stackql-usage-total').textContent()).to.match(/^Total size: [\d,.]+ MB$/);
    expect(new URL(page.url()).searchParams.get('tab')).to.equal('usage');
  });

  it('adds a connection to the local PostgreSQL: field errors, a refused host, test, save, query, history, explorer, usage, the Premium notice for a second one, delete', async () => {
    const { page } = await web.visit('/en/stackql', { user: freeUser() });
    web.expectConsoleErrors(/status of 400/);
    await page.getByTestId('stackql-add-connection').click();
    const form = page.getByTestId('stackql-connection-form');
    await form.waitFor();
    expect(await form.getAttribute('data-mode')).to.equal('new');

    // Empty fields: 'This field is required' at each, before anything is sent.
    await page.getByTestId('stackql-save').click();
    await page.getByTestId('stackql-form-invalid').waitFor();
    expect(await form.getByText(en['stackql.issue.required']!, { exact: true }).count()).to.equal(5);

    await page.getByTestId('stackql-field-name').fill('Library');
    await page.getByTestId('stackql-field-host').fill('https://db.example.org/x');
    await page.getByTestId('stackql-field-database').fill(database);
    await page.getByTestId('stackql-field-username').fill(decodeURIComponent(POSTGRES.username) || 'postgres');
    await page.getByTestId('stackql-field-password').fill(`trust-takes-any-${run}`);
    await page.getByTestId('stackql-field-tls').selectOption('disable');
    // The server's code for a host with a scheme, at its field.
    await page.getByTestId('stackql-save').click();
    await form.getByText(en['stackql.issue.host']!, { exact: true }).waitFor();

    // A link-local address is never allowed: the test says which rule refused it.
    await page.getByTestId('stackql-field-host').fill('169.254.169.254');
    await page.getByTestId('stackql-test').click();
    const refused = page.getByTestId('stackql-test-failed');
    await refused.waitFor();
    expect(await refused.getAttribute('data-code')).to.equal('SQL_CONNECTION_TARGET_REFUSED');
    expect(await refused.textContent()).to.contain(en['stackql.refused']!.replace('{reason}', 'link-local'));
    await notice(page, en['stackql.notice.testFailed']!).waitFor();

    await page.getByTestId('stackql-field-host').fill(POSTGRES.hostname);
    await page.getByTestId('stackql-field-port').fill(POSTGRES.port || '5432');
    await page.getByTestId('stackql-test').click();
    await page.getByTestId('stackql-test-ok').waitFor();
    expect(await page.getByTestId('stackql-test-ok').textContent()).to.match(/Connection successful! Server version: .*PostgreSQL/);
    await notice(page, en['stackql.notice.testOk']!).waitFor();

    await page.getByTestId('stackql-save').click();
    await notice(page, en['stackql.notice.added']!).waitFor();
    await page.waitForURL((url) => !!url.searchParams.get('connection') && url.searchParams.get('connection') !== 'sample');
    const id = new URL(page.url()).searchParams.get('connection')!;
    const saved = page.locator(`[data-testid="stackql-connection"][data-id="${id}"]`);
    await page.locator(`[data-testid="stackql-connection"][data-id="${id}"][aria-current="true"]`).waitFor();
    expect(await page.getByTestId('stackql-connection').first().getAttribute('data-id'), 'the sample stays first').to.equal('sample');
    // The edit form never shows the password back.
    await page.locator('[data-testid="stackql-connection-form"][data-mode="edit"]').waitFor();
    expect(await page.getByTestId('stackql-field-password').inputValue()).to.equal('');

    await tab(page, en, 'stackql.tab.terminal').click();
    expect(await page.getByTestId('stackql-mode-write').isDisabled()).to.equal(false);
    await runSql(page, 'select a.name, count(*) as books from authors a join books b on b.author_id = a.id group by a.name order by a.name limit 3');
    await page.getByTestId('stackql-result-table').waitFor();
    expect(await page.getByTestId('stackql-result-table').locator('thead th').allTextContents()).to.deep.equal(['nametext', 'booksint8']);
    expect(await page.getByTestId('stackql-result-table').locator('tbody tr').first().locator('td').allTextContents()).to.deep.equal(['Author 1', '100']);
    expect(await saved.getAttribute('data-status')).to.equal('connected');

    // Write mode, dry run: rows affected, rolled back.
    await page.getByTestId('stackql-mode-write').check();
    await page.getByTestId('stackql-dry-run').check();
    await runSql(page, 'delete from books where id <= 10');
    await page.getByTestId('stackql-write-outcome').waitFor();
    expect(await page.getByTestId('stackql-write-outcome').textContent()).to.equal(en['stackql.terminal.dryRunDone']);
    expect(await page.getByTestId('stackql-result-count').textContent()).to.equal('10 rows affected');
    expect(await page.getByTestId('stackql-safety').locator('[data-rule="transaction"]').textContent()).to.equal(en['stackql.safety.readWrite']);
    const own = knexFactory({ client: 'pg', connection: { ...connectionOf(POSTGRES), database }, pool: { min: 0, max: 1 } });
    try {
      expect(Number((await own('books').count('* as n'))[0]!.n), 'the dry run changed nothing').to.equal(5000);
    } finally {
      await own.destroy();
    }
    await page.getByTestId('stackql-history-entry').nth(1).waitFor();
    expect(await page.getByTestId('stackql-history-entry').first().locator('code').textContent()).to.equal('delete from books where id <= 10');

    await tab(page, en, 'stackql.tab.explorer').click();
    const books = page.locator('[data-testid="stackql-explorer-table"][data-table="books"]');
    await books.locator('summary').click();
    expect(await books.getByTestId('stackql-explorer-indexes').textContent()).to.contain('books_title_idx');
    expect(await books.getByTestId('stackql-explorer-foreign-keys').textContent()).to.contain('public.authors (id)');
    expect(await books.locator('[data-testid="stackql-explorer-column"][data-column="published"] td').nth(3).textContent()).to.equal('CURRENT_DATE');

    await tab(page, en, 'stackql.tab.usage').click();
    await page.getByTestId('stackql-usage-table').waitFor();
    expect(await page.getByTestId('stackql-usage-row').first().getAttribute('data-table'), 'largest first').to.equal('books');

    // A free account keeps one saved connection: a second shows the Premium notice with its upgrade button.
    await page.getByTestId('stackql-add-connection').click();
    await page.getByTestId('stackql-premium').waitFor();
    expect(await page.getByTestId('stackql-premium').locator('h2').textContent()).to.equal(en['stackql.premium.title']);
    expect(await page.getByTestId('stackql-premium-upgrade').getAttribute('href')).to.equal('/en/pricing');

    // Delete, after a confirmation that warns it clears the current tables.
    await saved.click();
    await tab(page, en, 'stackql.tab.config').click();
    await page.getByTestId('stackql-delete').click();
    const dialog = page.getByTestId('stackql-delete-dialog');
    await dialog.getByText(en['stackql.delete.body']!, { exact: true }).waitFor();
    await page.getByTestId('stackql-delete-confirm').click();
    await notice(page, en['stackql.notice.deleted']!).waitFor();
    await page.getByTestId('stackql-sample-config').waitFor();
    await page.getByTestId('stackql-connection').nth(1).waitFor({ state: 'detached' });
    expect(await page.getByTestId('stackql-connection').count()).to.equal(1);
  });

  it('MariaDB: a connection through the MySQL engine, its explorer and usage figures labelled estimated', async () => {
    const admin = await mysql.createConnection({ host: MARIADB.host, port: MARIADB.port, user: MARIADB.user, password: MARIADB.password });
    const user = `stackql_web_${run}`;
    const password = `maria-${run}-Pa55word!`;
    try {
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.query('CREATE USER ?@? IDENTIFIED BY ?', [user, '%', password]);
      await admin.query(`GRANT ALL ON ${database}.* TO ?@?`, [user, '%']);
      await admin.query(`CREATE TABLE ${database}.items (id int primary key, label varchar(40) not null, note text null)`);
      await admin.query(`INSERT INTO ${database}.items VALUES (1, 'first', null), (2, 'second', 'x')`);

      const { page } = await web.visit('/en/stackql', { user: freeUser() });
      await page.getByTestId('stackql-add-connection').click();
      await page.getByTestId('stackql-field-name').fill('Maria');
      await page.getByTestId('stackql-field-engine').selectOption('mysql');
      expect(await page.getByTestId('stackql-field-port').inputValue(), 'the engine brings its port').to.equal('3306');
      await page.getByTestId('stackql-field-host').fill(MARIADB.host);
      await page.getByTestId('stackql-field-port').fill(String(MARIADB.port));
      await page.getByTestId('stackql-field-database').fill(database);
      await page.getByTestId('stackql-field-username').fill(user);
      await page.getByTestId('stackql-field-password').fill(password);
      await page.getByTestId('stackql-field-tls').selectOption('disable');
      await page.getByTestId('stackql-save').click();
      await notice(page, en['stackql.notice.added']!).waitFor();

      await tab(page, en, 'stackql.tab.terminal').click();
      expect(await page.getByTestId('stackql-editor-frame').getAttribute('data-engine')).to.equal('mysql');
      await runSql(page, 'select id, label, note from items order by id');
      await page.getByTestId('stackql-result-table').waitFor();
      expect(await page.getByTestId('stackql-result-table').locator('tbody tr').first().locator('td').allTextContents()).to.deep.equal(['1', 'first', en['stackql.terminal.null']]);
      expect(await page.getByTestId('stackql-safety').locator('[data-rule="protocol"]').textContent()).to.equal(en['stackql.safety.single']);

      await tab(page, en, 'stackql.tab.explorer').click();
      const items = page.locator('[data-testid="stackql-explorer-table"][data-table="items"]');
      await items.locator('summary').click();
      expect(await items.getByTestId('stackql-explorer-indexes').textContent()).to.contain('PRIMARY');

      await tab(page, en, 'stackql.tab.usage').click();
      await page.getByTestId('stackql-usage').waitFor();
      expect(await page.getByTestId('stackql-usage').getAttribute('data-provenance')).to.equal('estimated');
      expect(await page.getByTestId('stackql-usage-provenance').textContent()).to.equal(en['stackql.usage.estimated']);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
      await admin.query('DROP USER IF EXISTS ?@?', [user, '%']);
      await admin.end();
    }
  });

  it('Format rewrites the SQL in the editor, and completion offers the connection’s table names', async () => {
    const { page } = await web.visit('/en/stackql', { user: freeUser() });
    const editor = page.getByTestId('stackql-editor');
    await editor.waitFor();
    // Completion reads the explorer's snapshot: once the explorer lists the sample's tables, the editor has them.
    await tab(page, en, 'stackql.tab.explorer').click();
    await page.locator('[data-testid="stackql-explorer-table"][data-table="orders"]').waitFor({ timeout: 90_000 });
    await tab(page, en, 'stackql.tab.terminal').click();

    await runSql(page, "select o.id, c.email from orders o join customers c on c.id=o.customer_id where o.status='paid' limit 5");
    await page.getByTestId('stackql-result-table').waitFor({ timeout: 90_000 });
    await page.getByTestId('stackql-format').click();
    await page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector('[data-testid="stackql-editor"]')?.textContent?.startsWith('SELECT'));
    const lines = await editor.locator('.cm-line').allTextContents();
    expect(lines).to.deep.equal(['SELECT', '  o.id,', '  c.email', 'FROM', '  orders o', '  JOIN customers c ON c.id = o.customer_id', 'WHERE', "  o.status = 'paid'", 'LIMIT', '  5']);
    expect(await page.getByTestId('stackql-format-failed').count()).to.equal(0);

    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('select * from ord');
    const popup = page.locator('.cm-tooltip-autocomplete');
    // The popup opens on the first letters with keywords (SELECT…) and is refreshed as the rest is typed.
    await popup.locator('.cm-completionLabel', { hasText: /^orders$/ }).waitFor();
    const labels = await popup.locator('.cm-completionLabel').allTextContents();
    expect(labels).to.include.members(['orders', 'order_items']);
    expect(labels).not.to.include('customers');
    await popup.locator('li', { has: page.locator('.cm-completionLabel', { hasText: /^orders$/ }) }).click();
    expect(await editor.locator('.cm-line').allTextContents()).to.deep.equal(['select * from orders']);
    // After a table and its dot, its columns with their types.
    await page.keyboard.type(' where orders.ship');
    await popup.waitFor();
    const column = popup.locator('li', { has: page.locator('.cm-completionLabel', { hasText: /^shipped_at$/ }) });
    await column.waitFor();
    expect(await column.locator('.cm-completionDetail').textContent()).to.match(/^timestamp/);
  });

  it('works from the keyboard, and axe finds nothing serious on the terminal, the explorer, the connection form and the usage panel', async () => {
    const { page } = await web.visit('/en/stackql', { user: freeUser() });
    // Tab from the connection list into the tab row, then into the panel and the editor.
    const editor = page.getByTestId('stackql-editor');
    // The terminal's editor mounts after the connection list: Tab presses sent before it exists pass it by.
    await editor.waitFor();
    await page.getByTestId('stackql-add-connection').focus();
    for (let presses = 0; presses < 10 && (await editor.and(page.locator(':focus')).count()) === 0; presses++) await page.keyboard.press('Tab');
    expect(await editor.and(page.locator(':focus')).count(), 'the editor is reached with Tab').to.equal(1);
    await page.keyboard.insertText('select count(*) as n from products');
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.getByTestId('stackql-result-table').waitFor();
    // Tab leaves the editor (it never traps the focus): the hint, then the mode radios.
    await page.keyboard.press('Tab');
    expect(await editor.and(page.locator(':focus')).count()).to.equal(0);
    expect(await seriousViolations(page)).to.deep.equal([]);

    await tab(page, en, 'stackql.tab.explorer').click();
    await page.locator('[data-testid="stackql-explorer-table"][data-table="orders"] summary').click();
    expect(await seriousViolations(page)).to.deep.equal([]);

    await page.getByTestId('stackql-add-connection').click();
    await page.getByTestId('stackql-save').click();
    await page.getByTestId('stackql-form-invalid').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);

    await tab(page, en, 'stackql.tab.usage').click();
    await page.getByTestId('stackql-usage-table').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);
  });

  it('usage panel: Error loading data with the reason, then Retry loads it', async () => {
    let calls = 0;
    const { page } = await web.visit('/en/stackql?tab=usage', {
      user: freeUser(),
      setup: (p) =>
        p.route('**/api/sql/connections/sample/usage', (route) => {
          calls += 1;
          return calls === 1 ? route.fulfill({ status: 503, json: { success: false, error: 'down', code: 'SQL_TOOL_ERROR' } }) : route.continue();
        }),
    });
    web.expectConsoleErrors(/status of 503/);
    const failure = page.getByTestId('stackql-usage-error');
    await failure.waitFor();
    expect(await failure.locator('p').allTextContents()).to.deep.equal([en['stackql.errorLoading'], en['stackql.error.tool']]);
    await page.getByTestId('stackql-usage-error-retry').click();
    await page.getByTestId('stackql-usage-table').waitFor();
    expect(calls).to.equal(2);
  });

  it('ar: mirrored chrome, SQL and results left to right', async () => {
    const { page } = await web.visit('/ar/stackql', { user: freeUser(), locale: 'ar' });
    await page.getByTestId('stackql-editor').waitFor();
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    expect(await direction(page, 'stackql-connections')).to.equal('rtl');
    expect(await direction(page, 'stackql-terminal')).to.equal('rtl');
    expect(await direction(page, 'stackql-editor-frame')).to.equal('ltr');
    await runSql(page, 'select id, name, price_cents from products order by id limit 3');
    await page.getByTestId('stackql-result-table').waitFor();
    expect(
      await page.getByTestId('stackql-result-table').evaluate((el) => (globalThis as unknown as Browser).getComputedStyle((el as unknown as BrowserElement).closest('div')).direction),
    ).to.equal('ltr');
    expect(await page.getByTestId('stackql-safety').locator('[data-rule="transaction"]').textContent()).to.equal(ar['stackql.safety.readOnly']);
    expect(await tab(page, ar, 'stackql.tab.terminal').getAttribute('aria-selected')).to.equal('true');
    // Arrow keys follow the reading direction: in Arabic, ArrowLeft goes to the next tab.
    await tab(page, ar, 'stackql.tab.terminal').focus();
    await page.keyboard.press('ArrowLeft');
    // The selection goes through the address (?tab=), a render later.
    await page.locator('[role="tab"][data-tab="config"][aria-selected="true"]').waitFor();
    await page.getByTestId('stackql-sample-config').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).to.equal('config');
  });

  it('takes screenshots in English and Arabic, light and dark', async () => {
    for (const locale of ['en', 'ar'] as const) {
      // One session per language, each tab pictured in both schemes, the system switching in place.
      const { page } = await web.visit(`/${locale}/stackql`, { user: freeUser(), locale: locale === 'ar' ? 'ar' : 'en-US' });
      await runSql(page, 'select c.first_name, c.country, count(o.id) as orders\nfrom customers c\njoin orders o on o.customer_id = c.id\ngroup by c.first_name, c.country\norder by orders desc\nlimit 8');
      await page.getByTestId('stackql-result-table').waitFor();
      await page.getByTestId('stackql-history-entry').first().waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        await web.screenshot(page, `stackql-terminal-${locale}-${colorScheme}.png`, true);
      }
      await tab(page, locale === 'en' ? en : ar, 'stackql.tab.usage').click();
      await page.getByTestId('stackql-usage-table').waitFor();
      for (const colorScheme of ['dark', 'light'] as const) {
        await switchColorScheme(page, colorScheme);
        await web.screenshot(page, `stackql-usage-${locale}-${colorScheme}.png`, true);
      }
    }
    // A phone: the connection list above the tabs, the result scrolling sideways inside its frame.
    const { page } = await web.visit('/en/stackql', { user: freeUser(), viewport: { width: 390, height: 844 } });
    await runSql(page, 'select * from customers limit 5');
    await page.getByTestId('stackql-result-table').waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement.scrollWidth <= 390)).to.equal(true);
    await web.screenshot(page, 'stackql-terminal-en-phone.png', true);
  });
});

/** Inserts a column's name from the explorer (the table opened first). */
async function runInsert(page: Page, table: string, column: string) {
  const item = page.locator(`[data-testid="stackql-explorer-table"][data-table="${table}"]`);
  await item.locator('summary').click();
  await item.locator(`[data-testid="stackql-explorer-column"][data-column="${column}"]`).getByTestId('stackql-insert-column').click();
  await page.getByTestId('stackql-editor').waitFor();
}

function connectionOf(url: URL) {
  return { host: url.hostname, port: Number(url.port || 5432), user: decodeURIComponent(url.username) || 'postgres', password: decodeURIComponent(url.password), database: url.pathname.slice(1) };
}
