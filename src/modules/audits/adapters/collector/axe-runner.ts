import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeSummary } from '../../domain/collection-bundle.js';
import { runAxeInPage } from './axe-run.js';
import { inPageExpression } from './in-page.js';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | null = null;

/**
 * axe-core against the rendered desktop page. Its source goes in through the DevTools protocol, which the
 * page's Content-Security-Policy cannot refuse the way it can refuse an injected <script>.
 */
export async function runAxe(page: Page): Promise<AxeSummary> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8').catch((error: unknown) => {
    axeSource = null;
    throw error;
  });
  await page.evaluate(await axeSource);
  return page.evaluate<AxeSummary>(inPageExpression(runAxeInPage, { maxNodes: 50, maxHtml: 300 }));
}
