import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '../support/web.js';
import { freePort, spawnApp, type SpawnedApp } from '../support/spawned-app.js';

export type FormFactor = 'mobile' | 'desktop';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript as transferred (compressed). */
  scriptTransferBytes: number;
  /** Audits that did not pass in a scored category, with what Lighthouse measured: what to fix. */
  failing: Record<string, string[]>;
}

export interface LighthouseFigures {
  formFactor: FormFactor;
  page: LighthouseRun;
  baseline: LighthouseRun;
}

/** The same server, the same headers and compression, the least page that can score 100 everywhere. */
const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A minimal static page served by the StackLens api, the baseline of the Lighthouse benchmark." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Lighthouse baseline</title>
  </head>
  <body>
    <main>
      <h1>Lighthouse baseline</h1>
      <p>One heading and one paragraph of text, no script, no image, no web font.</p>
    </main>
  </body>
</html>
`;
export const BASELINE_PATH = '/lighthouse-baseline.html';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function summarise(lhr: Result): LighthouseRun {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const requests = (audit('network-requests')?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const failing: Record<string, string[]> = {};
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = audit(ref.id);
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) failing[`${category}: ${ref.id}`] = [result.displayValue || `score ${result.score}`];
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptTransferBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing,
  };
}

/** Per metric, the median of the runs; failing audits from every run, with each run's value. */
function combine(runs: LighthouseRun[]): LighthouseRun {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>,
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    scriptTransferBytes: median(runs.map((r) => r.scriptTransferBytes)),
    failing: runs.reduce<Record<string, string[]>>((all, run) => {
      for (const [id, values] of Object.entries(run.failing)) all[id] = [...(all[id] ?? []), ...values];
      return all;
    }, {}),
  };
}

/** Chromium with a DevTools port for Lighthouse; audits.bench.ts runs its plain-Lighthouse baseline in it too. */
export async function launch(port: number): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    // Playwright's default disables the back/forward cache, which Lighthouse audits (bf-cache).
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
}

/**
 * Lighthouse (as a library, one run at a time: parallel runs in one process fail) against the real
 * api process serving the production build, on `path`, beside a minimal static page served by the
 * same process, in alternating rounds so machine noise hits both alike. Mobile is Lighthouse's default
 * (simulated slow 4G and a 4x slower CPU); desktop uses its desktop preset.
 */
export async function benchLighthouse(options: { path?: string; rounds?: number; formFactors?: FormFactor[] } = {}): Promise<LighthouseFigures[]> {
  const { path = '/en', rounds = 3, formFactors = ['mobile', 'desktop'] } = options;
  const built = resolve(process.env.FRONTEND_DIST ?? 'frontend/dist');
  if (!existsSync(join(built, 'index.html'))) throw new Error(`${built} has no index.html: run \`npm run build:frontend\` first (make bench does)`);
  // A copy of the build with the baseline page beside it, so the build itself is never touched.
  const dist = mkdtempSync(join(tmpdir(), 'stacklens-lighthouse-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-lighthouse-data-'));
  cpSync(built, dist, { recursive: true });
  writeFileSync(join(dist, BASELINE_PATH.slice(1)), BASELINE_HTML);

  let app: SpawnedApp | undefined;
  let browser: Browser | undefined;
  try {
    const env = { ...process.env, FRONTEND_DIST: dist, DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', NODE_ENV: 'test', DATABASE_URL: undefined, REDIS_URL: undefined };
    app = await spawnApp('src/main/api.ts', env);
    const port = await freePort();
    browser = await launch(port);
    const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
    const run = async (url: string, formFactor: FormFactor, attempt = 1): Promise<LighthouseRun> => {
      const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const error = result.lhr.runtimeError;
      // A trace that lost its navigation start happens now and then on a busy machine; Lighthouse itself says to run again.
      if (error?.code === 'NO_NAVSTART' && attempt < 3) return run(url, formFactor, attempt + 1);
      if (error) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
      return summarise(result.lhr);
    };

    const figures: LighthouseFigures[] = [];
    for (const formFactor of formFactors) {
      const pageRuns: LighthouseRun[] = [];
      const baselineRuns: LighthouseRun[] = [];
      await run(`${app.baseUrl}${path}`, formFactor); // warm-up: the server's first answers are cold
      for (let i = 0; i < rounds; i++) {
        baselineRuns.push(await run(`${app.baseUrl}${BASELINE_PATH}`, formFactor));
        pageRuns.push(await run(`${app.baseUrl}${path}`, formFactor));
      }
      figures.push({ formFactor, page: combine(pageRuns), baseline: combine(baselineRuns) });
    }
    return figures;
  } finally {
    await browser?.close();
    await app?.terminate();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
