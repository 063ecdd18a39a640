import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { ChromiumResponsiveRenderer } from '../../src/modules/devtools/adapters/browser/chromium.responsive-renderer.js';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '../../src/platform/outbound/index.js';
import { RESPONSIVE_DEVICE_PRESETS } from '../../src/shared/devtools/responsive-devices.js';
import { chromiumPath } from '../support/web.js';

/**
 * Responsive testing's rendering (devtools README, "Responsive testing"): 8 sizes of one loopback page
 * through the product's renderer (the worker's ChromiumResponsiveRenderer: a filtering proxy and a fresh
 * context per size, two at once, the settle wait, the overflow and tap-target scan, the viewport-wide
 * PNG) against 8 plain Playwright full-page screenshots of the same page in one browser, one after the
 * other, in the same run. Rounds alternate so both see the same machine; the renderer's first round
 * (its Chromium launch included) is reported apart as the cold figure. Goal: 8 sizes in 10 s or less.
 */
export interface DevtoolsResponsiveFigures {
  sizes: number;
  rounds: number;
  goalMs: number;
  /** The renderer's first run, browser launch included. */
  rendererColdMs: number;
  /** Median of the warm rounds. */
  rendererMs: number;
  plainMs: number;
  /** renderer / plain (warm medians). */
  ratio: number;
  withinGoal: boolean;
  loadBefore: number[];
  loadAfter: number[];
}

const GOAL_MS = 10_000;

/** A page of a usual shape: a header, a grid of cards that reflows, some text, 2,000-odd px tall. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Bench shop</title><style>
body{margin:0;font-family:sans-serif;line-height:1.5} header{display:flex;justify-content:space-between;padding:16px 24px;background:#123;color:#fff}
nav a{color:#fff;margin-inline-start:16px} .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;padding:24px}
.card{border:1px solid #ccd;border-radius:8px;padding:16px;min-height:180px} .card button{padding:10px 16px} footer{padding:24px;background:#eee}
@media (max-width:600px){nav{display:none}}</style></head><body>
<header><strong>Bench shop</strong><nav><a href="/a">Catalogue</a><a href="/b">Offers</a><a href="/c">Contact</a></nav></header>
<main class="grid">${Array.from({ length: 12 }, (_, i) => `<article class="card"><h2>Item ${i + 1}</h2><p>${'A few words about this item. '.repeat(4)}</p><button>Add</button></article>`).join('')}</main>
<footer>${'<p>Small print of the bench page, repeated to give it some length.</p>'.repeat(10)}</footer></body></html>`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round = (n: number) => Math.round(n * 100) / 100;

async function fixture(): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

export async function benchDevtoolsResponsive(options: { rounds?: number } = {}): Promise<DevtoolsResponsiveFigures> {
  const rounds = options.rounds ?? 3;
  const executablePath = chromiumPath() ?? DEFAULT_CHROMIUM_PATH;
  const viewports = RESPONSIVE_DEVICE_PRESETS.slice(0, 8).map(({ width, height }) => ({ width, height }));
  const { server, url } = await fixture();
  const renderer = new ChromiumResponsiveRenderer({ chromiumPath: executablePath, policy: { allowPrivate: true, allowedPorts: [80, 443] } });
  const plainBrowser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  const loadBefore = loadavg().map(round);
  try {
    const throughRenderer = async (): Promise<number> => {
      const started = performance.now();
      let failed = 0;
      await renderer.render(url, viewports, async (_index, outcome) => {
        if (!outcome.ok) failed += 1;
      });
      if (failed > 0) throw new Error(`${failed} of ${viewports.length} sizes failed`);
      return performance.now() - started;
    };
    const plain = async (): Promise<number> => {
      const started = performance.now();
      for (const viewport of viewports) {
        const context = await plainBrowser.newContext({ viewport, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        await page.screenshot({ type: 'png', fullPage: true });
        await context.close();
      }
      return performance.now() - started;
    };
    const rendererColdMs = await throughRenderer();
    await plain(); // the plain side's warm-up
    const rendererRuns: number[] = [];
    const plainRuns: number[] = [];
    for (let i = 0; i < rounds; i++) {
      rendererRuns.push(await throughRenderer());
      plainRuns.push(await plain());
    }
    const rendererMs = median(rendererRuns);
    const plainMs = median(plainRuns);
    return {
      sizes: viewports.length,
      rounds,
      goalMs: GOAL_MS,
      rendererColdMs: Math.round(rendererColdMs),
      rendererMs: Math.round(rendererMs),
      plainMs: Math.round(plainMs),
      ratio: round(rendererMs / plainMs),
      withinGoal: rendererMs <= GOAL_MS,
      loadBefore,
      loadAfter: loadavg().map(round),
    };
  } finally {
    await plainBrowser.close();
    await renderer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
