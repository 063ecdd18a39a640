import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { seedWebUser } from '../support/seed-web-user.js';
import { startTestApp } from '../support/test-app.js';
import { launchBrowser } from '../support/web.js';
import { JwtKeyring } from '../../src/platform/security/index.js';
import { syntheticSchema } from './sql-designer.bench.js';

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

/** docs/benchmarks.md, "Goals": the designer's diagram in the browser. */
export const SQL_DESIGNER_BROWSER_GOALS = { layoutMs: 2000, firstRenderMs: 1000 } as const;

/** Names of the performance measures the page records (frontend/src/features/sql-designer/diagram/DiagramCanvas.tsx). */
const RENDER = 'sql-designer:first-render';
const LAYOUT = 'sql-designer:layout';

export interface SqlDesignerBrowserFigures {
  tables: number;
  columns: number;
  runs: number;
  /** From the schema handed to the diagram to every node measured, per run (a fresh page each). */
  firstRenderMs: number[];
  /** ELK in its worker, the first layout of a page (worker download and start included) and a second one. */
  layoutColdMs: number[];
  layoutWarmMs: number[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function lastMeasure(page: Page, name: string, count: number): Promise<number> {
  await page.waitForFunction(([n, c]) => performance.getEntriesByName(n as string, 'measure').length >= (c as number), [name, count] as const, { timeout: 60_000 });
  return page.evaluate((n) => performance.getEntriesByName(n, 'measure').at(-1)!.duration, name);
}

/**
 * A 200-table schema saved through the API, then opened in Chromium against the production build, as a
 * user would: the page's own measures are read, nothing is timed from outside the browser.
 */
export async function benchSqlDesignerBrowser(tables = 200, runs = 3): Promise<SqlDesignerBrowserFigures> {
  const app = await startTestApp({ env: { FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist') } });
  const browser = await launchBrowser();
  try {
    const claims = { sub: randomUUID(), isPremium: true };
    await seedWebUser(app.process, claims);
    const token = new JwtKeyring(app.process.config.secrets.jwtSecret).sign({ username: 'bench', email: 'bench@example.test', ver: 0, ...claims }, 3600);
    const schema = syntheticSchema(tables);
    const saved = await fetch(`${app.baseUrl}/api/sql/saveSQLSchema`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(schema),
    });
    if (!saved.ok) throw new Error(`saving the bench schema: ${saved.status} ${await saved.text()}`);
    const { id } = (await saved.json()) as { id: string };

    const figures: SqlDesignerBrowserFigures = { tables, columns: schema.tables.reduce((n, t) => n + t.columns.length, 0), runs, firstRenderMs: [], layoutColdMs: [], layoutWarmMs: [] };
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
      await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)});`);
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/en/database-designer?schema=${id}`);
      figures.firstRenderMs.push(await lastMeasure(page, RENDER, 1));
      await page.getByTestId('sql-designer-auto-layout').click();
      figures.layoutColdMs.push(await lastMeasure(page, LAYOUT, 1));
      await page.getByTestId('sql-designer-auto-layout').waitFor({ state: 'visible' });
      await page.waitForFunction(() => !(globalThis as unknown as Browser).document.querySelector('[data-testid="sql-designer-auto-layout"]')?.hasAttribute('disabled'));
      await page.getByTestId('sql-designer-auto-layout').click();
      figures.layoutWarmMs.push(await lastMeasure(page, LAYOUT, 2));
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** The lines `make bench` prints for the browser half of the sql-designer section. */
export async function sqlDesignerBrowserSection(): Promise<void> {
  const f = await benchSqlDesignerBrowser();
  const ms = (xs: number[]) => `median ${Math.round(median(xs))} ms (runs: ${xs.map((x) => Math.round(x)).join(', ')})`;
  const met = (xs: number[], goal: number) => (median(xs) <= goal ? 'met' : 'NOT MET');
  console.log(`\n## SQL designer in Chromium: a schema of ${f.tables} tables, ${f.columns} columns, ${f.runs} fresh pages`);
  console.log(`first render of the diagram     ${ms(f.firstRenderMs)}  goal <= ${SQL_DESIGNER_BROWSER_GOALS.firstRenderMs} ms ${met(f.firstRenderMs, SQL_DESIGNER_BROWSER_GOALS.firstRenderMs)}`);
  console.log(`ELK layout, first of the page   ${ms(f.layoutColdMs)}  goal <= ${SQL_DESIGNER_BROWSER_GOALS.layoutMs} ms ${met(f.layoutColdMs, SQL_DESIGNER_BROWSER_GOALS.layoutMs)}`);
  console.log(`ELK layout, again               ${ms(f.layoutWarmMs)}  goal <= ${SQL_DESIGNER_BROWSER_GOALS.layoutMs} ms ${met(f.layoutWarmMs, SQL_DESIGNER_BROWSER_GOALS.layoutMs)}`);
}
