import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { RenderedElement } from '../../domain/collection-bundle.js';
import { collectRenderedElements, INTERACTIVE_SELECTOR, uniqueSelector } from './element-inventory.js';
import { inPageExpression } from './in-page.js';
import { NetworkLog } from './network-log.js';
import { readPageFacts, type PageFacts } from './page-facts.js';
import type { ResourceCache, ServedDocument } from './resource-cache.js';

export const DESKTOP_VIEWPORT = { width: 1350, height: 940 };
const MAX_ELEMENTS = 400;
const MAX_LINKS = 2000;
const MAX_CONSOLE_ERRORS = 50;
const MAX_RENDERED_HTML = 5 * 1024 * 1024;
/** After the load event, how long to wait for late requests to settle (networkidle = 500 ms quiet). */
const SETTLE_MS = 3_000;

export interface PageTarget {
  browser: Browser;
  proxyUrl: string;
  document: ServedDocument;
  cache: ResourceCache;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  fromMemory: Set<string>;
}

/** A context of its own per page pass, routed through the job's filtering proxy, no service workers. */
export async function openPage(target: PageTarget, options: BrowserContextOptions): Promise<OpenedPage> {
  const context = await target.browser.newContext({
    ...options,
    proxy: { server: target.proxyUrl },
    serviceWorkers: 'block',
    acceptDownloads: false,
    locale: 'en-US',
  });
  try {
    const fromMemory = await target.cache.serve(context, target.document);
    const page = await context.newPage();
    context.on('page', (popup) => {
      if (popup !== page) void popup.close().catch(() => undefined);
    });
    return { context, page, fromMemory };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

/** Closes the context when `signal` fires, which makes any pending Playwright call on it reject. */
export function closeOnAbort(signal: AbortSignal, context: BrowserContext): () => void {
  const close = (): void => void context.close().catch(() => undefined);
  if (signal.aborted) close();
  signal.addEventListener('abort', close, { once: true });
  return () => signal.removeEventListener('abort', close);
}

/**
 * Navigates and waits for the load event until `timeoutMs`, then briefly for the network to go quiet.
 * Only a page that never reaches DOMContentLoaded throws; a missing load event is reported as `loadTimedOut`
 * and the page is measured as it stands.
 */
export async function navigate(page: Page, url: string, timeoutMs: number, settle = true): Promise<{ loadTimedOut: boolean }> {
  const deadline = Date.now() + timeoutMs;
  const left = (): number => Math.max(1, deadline - Date.now());
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
  try {
    await page.waitForLoadState('load', { timeout: left() });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { loadTimedOut: true };
    throw error;
  }
  if (settle) await page.waitForLoadState('networkidle', { timeout: Math.min(SETTLE_MS, left()) }).catch(() => undefined);
  return { loadTimedOut: false };
}

export interface DesktopRender extends OpenedPage {
  network: NetworkLog;
  consoleErrors: string[];
  loadTimedOut: boolean;
}

/** The desktop pass: 1350x940, network log from the first byte, console errors, sub-resources copied. */
export async function renderDesktop(target: PageTarget, timeoutMs: number, signal: AbortSignal): Promise<DesktopRender> {
  const opened = await openPage(target, { viewport: DESKTOP_VIEWPORT });
  const stopClosing = closeOnAbort(signal, opened.context);
  try {
    const { page } = opened;
    const consoleErrors: string[] = [];
    const noteError = (text: string): void => {
      if (consoleErrors.length < MAX_CONSOLE_ERRORS) consoleErrors.push(text.slice(0, 500));
    };
    page.on('console', (message) => {
      if (message.type() === 'error') noteError(message.text());
    });
    page.on('pageerror', (error) => noteError(error.message));
    target.cache.watch(page);
    const network = await NetworkLog.attach(page);
    const { loadTimedOut } = await navigate(page, target.document.url, timeoutMs);
    return { ...opened, network, consoleErrors, loadTimedOut };
  } catch (error) {
    await opened.context.close().catch(() => undefined);
    throw error;
  } finally {
    stopClosing();
  }
}

export interface PageMeasurements {
  facts: PageFacts;
  elements: RenderedElement[];
  renderedHtml: string;
}

export async function measurePage(page: Page): Promise<PageMeasurements> {
  const facts = await page.evaluate<PageFacts>(inPageExpression(readPageFacts, { maxLinks: MAX_LINKS }));
  const elements = await page.evaluate<RenderedElement[]>(
    inPageExpression(collectRenderedElements, { selector: INTERACTIVE_SELECTOR, max: MAX_ELEMENTS }, [uniqueSelector]),
  );
  const html = await page.content();
  return { facts, elements, renderedHtml: html.length > MAX_RENDERED_HTML ? html.slice(0, MAX_RENDERED_HTML) : html };
}
