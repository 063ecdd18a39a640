import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, evaluated in a page (or added as an init script, which runs outside the page's CSP). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  /** The first five nodes' selectors. */
  nodes: string[];
}

/**
 * axe-core's serious and critical findings in what the page shows now. Only violations are computed
 * (`resultTypes`): the passes' node lists are what makes a full run slow. `exclude` takes selectors of
 * parts another check covers (a sandboxed preview frame). The page-side code is a string: the test
 * project has no DOM types.
 */
export async function seriousViolations(page: Page, options: { exclude?: string[] } = {}): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE);
  const context = options.exclude?.length ? JSON.stringify({ exclude: options.exclude.map((selector) => [selector]) }) : 'document';
  return page.evaluate<AxeFinding[]>(
    `axe.run(${context}, { resultTypes: ['violations'] }).then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })))`,
  );
}
