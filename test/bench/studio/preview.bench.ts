import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { JwtKeyring } from '../../../src/platform/security/index.js';
import { seedWebUser } from '../../support/seed-web-user.js';
import { startTestApp } from '../../support/test-app.js';
import { launchBrowser } from '../../support/web.js';

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only, erased before they run. */
interface FrameElement {
  contentWindow: { postMessage(message: unknown, target: string): void } | null;
  src: string;
  srcdoc: string;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: () => void, options?: unknown): void;
}
interface Element {
  getAttribute(name: string): string | null;
}
interface BenchWindow {
  __bench?: { frame: FrameElement; bare: FrameElement; waiters: Map<number, () => void>; next?: Promise<number> };
  document: {
    createElement(tag: string): FrameElement;
    querySelector(selector: string): Element | null;
    addEventListener(type: string, listener: () => void, options?: unknown): void;
    body: { appendChild(node: unknown): void };
  };
  addEventListener(type: string, listener: (event: { source: unknown; data: { type?: string; seq?: number } }) => void): void;
  fetch(url: string): Promise<{ json(): Promise<{ frameUrl: string }> }>;
}
declare const MutationObserver: new (callback: () => void) => { observe(target: unknown, options: unknown): void; disconnect(): void };

/** docs/benchmarks.md, "Goals": a keystroke's change on screen in the preview. */
export const PREVIEW_GOAL = { p95Ms: 150 } as const;

export interface PreviewFigures {
  samples: number;
  /** Render message posted → `rendered` received: the frame protocol PreviewFrame drives (fresh sandboxed document each time). */
  frame: { p50Ms: number; p95Ms: number };
  /** Baseline: the same template written into a bare srcdoc iframe of the page, to its load event. */
  bare: { p50Ms: number; p95Ms: number };
  /** A key pressed in the studio page's HTML editor → the preview's data-rendered-seq moves (the page's own scheduling included); null when the page could not be driven. */
  page: { p50Ms: number; p95Ms: number; samples: number } | { skipped: string };
  loadBefore: string[];
  loadAfter: string[];
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const summary = (xs: number[]) => ({ p50Ms: quantile(xs, 0.5), p95Ms: quantile(xs, 0.95) });

const template = (i: number) => ({
  html: `<main class="card"><h1>Card ${i}</h1><p>Some text</p><button type="button">Go</button></main>`,
  css: '.card { padding: 1rem; border-radius: 8px; border: 1px solid #ccc } @media (prefers-color-scheme: dark) { .card { border-color: #555 } }',
  js: `document.querySelector('button').addEventListener('click', () => console.log('clicked ${i}'));`,
});

/** Both frames in the page: the sandboxed preview (as PreviewFrame embeds it) and the bare baseline. */
async function prepare(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = globalThis as unknown as BenchWindow;
    const { frameUrl } = await (await w.fetch('/api/studio/preview-config')).json();
    const frame = w.document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    const bare = w.document.createElement('iframe');
    const state = { frame, bare, waiters: new Map<number, () => void>() };
    w.__bench = state;
    // No function is stored in a named variable here: tsx would wrap it in a helper the page does not have.
    const signal: { ready?: () => void } = {};
    const isReady = new Promise<void>((r) => (signal.ready = r));
    w.addEventListener('message', (event) => {
      if (event.source !== frame.contentWindow) return;
      if (event.data.type === 'stacklens-preview:ready') signal.ready?.();
      if (event.data.type === 'stacklens-preview:rendered') state.waiters.get(event.data.seq ?? -1)?.();
    });
    frame.src = frameUrl;
    w.document.body.appendChild(frame);
    w.document.body.appendChild(bare);
    await isReady;
  });
}

async function timeFrame(page: Page, seq: number): Promise<number> {
  return page.evaluate(
    ({ seq: s, t }) =>
      new Promise<number>((done) => {
        const state = (globalThis as unknown as BenchWindow).__bench!;
        const start = performance.now();
        state.waiters.set(s, () => done(performance.now() - start));
        state.frame.contentWindow!.postMessage({ type: 'stacklens-preview:render', seq: s, theme: 'light', dir: 'ltr', ...t }, '*');
      }),
    { seq, t: template(seq) },
  );
}

async function timeBare(page: Page, i: number): Promise<number> {
  return page.evaluate(
    (t) =>
      new Promise<number>((done) => {
        const { bare } = (globalThis as unknown as BenchWindow).__bench!;
        const start = performance.now();
        bare.addEventListener('load', () => done(performance.now() - start), { once: true });
        bare.srcdoc = `<!doctype html><html><head><style>${t.css}</style></head><body>${t.html}<script>${t.js}</script></body></html>`;
      }),
    template(i),
  );
}

/** One key in the HTML editor of /en/studio, timed in the page from its keydown to the preview's next rendered seq. */
async function timeKeystroke(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const w = globalThis as unknown as BenchWindow;
    const preview = w.document.querySelector('[data-testid="studio-preview"]')!;
    const before = preview.getAttribute('data-rendered-seq');
    w.__bench!.next = new Promise<number>((done) => {
      let start = 0;
      w.document.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver(() => {
        if (start && preview.getAttribute('data-rendered-seq') !== before) {
          observer.disconnect();
          done(performance.now() - start);
        }
      });
      observer.observe(preview, { attributes: true, attributeFilter: ['data-rendered-seq'] });
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(() => (globalThis as unknown as BenchWindow).__bench!.next!);
}

/**
 * The preview's update latency in headless Chromium against the production build (docs/benchmarks.md,
 * `studio`): the frame protocol alternated with a bare srcdoc baseline, then real keystrokes on the studio page.
 */
export async function benchPreview(samples = 60): Promise<PreviewFigures> {
  const { loadavg } = await import('node:os');
  const load = () => loadavg().map((n) => n.toFixed(2));
  const loadBefore = load();
  const app = await startTestApp({ env: { FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist') } });
  const browser = await launchBrowser();
  try {
    const claims = { sub: randomUUID() };
    await seedWebUser(app.process, claims);
    const token = new JwtKeyring(app.process.config.secrets.jwtSecret).sign({ username: 'bench', email: 'bench@example.test', ver: 0, ...claims }, 3600);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/en/dashboard`);
    await prepare(page);
    for (let i = 1; i <= 5; i += 1) await Promise.all([timeFrame(page, 10_000 + i), timeBare(page, i)]).catch(() => undefined);
    const frame: number[] = [];
    const bare: number[] = [];
    for (let i = 1; i <= samples; i += 1) {
      // Alternated, so a busy moment of the shared machine weighs on both.
      if (i % 2) {
        frame.push(await timeFrame(page, i));
        bare.push(await timeBare(page, i));
      } else {
        bare.push(await timeBare(page, i));
        frame.push(await timeFrame(page, i));
      }
    }

    let pageFigures: PreviewFigures['page'];
    try {
      await page.goto(`${app.baseUrl}/en/studio`);
      await page.waitForSelector('[data-testid="studio-preview"][data-state="ready"]', { timeout: 60_000 });
      await page.waitForFunction(() => Number((globalThis as unknown as BenchWindow).document.querySelector('[data-testid="studio-preview"]')?.getAttribute('data-rendered-seq')) > 0);
      await page.click('[data-testid="studio-editors"] .cm-content');
      await page.evaluate(() => ((globalThis as unknown as BenchWindow).__bench = {} as never));
      await page.keyboard.press('End');
      const keys: number[] = [];
      for (let i = 0; i < 5; i += 1) await timeKeystroke(page, 'a');
      for (let i = 0; i < Math.min(samples, 50); i += 1) keys.push(await timeKeystroke(page, i % 2 ? 'a' : 'Backspace'));
      pageFigures = { ...summary(keys), samples: keys.length };
    } catch (error) {
      pageFigures = { skipped: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    }
    return { samples, frame: summary(frame), bare: summary(bare), page: pageFigures, loadBefore, loadAfter: load() };
  } finally {
    await browser.close();
    await app.stop();
  }
}
