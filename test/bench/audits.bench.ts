import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { PlaywrightPageCollector } from '../../src/modules/audits/adapters/collector/index.js';
import { BrowserPool } from '../../src/platform/outbound/index.js';
import type { AuditResult } from '../../src/modules/audits/domain/audit-result.js';
import { AUDIT_TYPES, type AuditType } from '../../src/modules/audits/domain/audit-type.js';
import { collectionPlan, type AuditContext, type CollectionPlan } from '../../src/modules/audits/domain/auditor.js';
import { AUDITORS } from '../../src/modules/audits/domain/auditors/index.js';
import type { CollectionBundle, CollectionStage } from '../../src/modules/audits/domain/collection-bundle.js';
import { serveFixtureSite, type FixtureSite } from '../support/audits/fixture-server.js';
import { freePort } from '../support/spawned-app.js';
import { launch } from './lighthouse.bench.js';

/** The StackAudit goals of docs/benchmarks.md, "Goals". */
export const AUDIT_GOALS = { quickMedianMs: 5_000, crawlMs: 90_000, lighthouseMedianOf3Ms: 45_000, spreadHalfRangePoints: 3 } as const;

const FIXTURES = join(import.meta.dirname, '../fixtures/audits');
const CHROMIUM = '/usr/bin/chromium';
const POLICY = { allowPrivate: true, allowedPorts: [80, 443] };
const NO_CONTEXT: AuditContext = { previous: null };

export type StageTimes = Partial<Record<CollectionStage, number>>;

export interface Samples {
  samplesMs: number[];
  medianMs: number;
}

export interface QuickFigures {
  plan: CollectionPlan;
  pass: Samples;
  /** The same passes split: the collection, then the six auditors. */
  collect: Samples;
  auditors: Samples;
  /** Median per stage shown by the progress reporter (see StageClock). */
  stages: StageTimes;
  failures: string[];
  /** Each audit's overall score from the last pass, as a sanity check that all six ran on real data. */
  scores: Record<AuditType, number>;
  performanceRuns: number;
  plainLoad: Samples;
}

export interface CrawlFigures {
  label: string;
  plan: CollectionPlan;
  ms: number;
  pages: number;
  stages: StageTimes;
  failures: string[];
  /** The same pages loaded one after the other in one context of the same browser. */
  plainLoadMs: number;
}

/** The five weighted metrics of one Lighthouse run, to see which one moves the score. */
export interface RunMetrics {
  score: number;
  fcpMs: number;
  speedIndexMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface PerformanceAuditSample {
  ms: number;
  stages: StageTimes;
  /** Lighthouse's own duration of each run inside the audit. */
  runMs: number[];
  runScores: number[];
  runMetrics: RunMetrics[];
  /** What the audit reports: the median run's score, and max − min over its runs. */
  reportedScore: number;
  reportedSpread: number;
  failures: string[];
}

export interface PlainLighthouseSample {
  ms: number;
  score: number;
  metrics: RunMetrics;
  /** Lighthouse's measure of the CPU it ran on (lhr.environment.benchmarkIndex): lower = busier machine. */
  benchmarkIndex: number;
  retries: number;
}

export interface LighthouseFigures {
  page: string;
  /** Performance audits alternating with plain Lighthouse runs of the same page. */
  performance: PerformanceAuditSample[];
  plainLighthouse: PlainLighthouseSample[];
}

export interface AuditsFigures {
  startedAt: string;
  loadBefore: number[];
  loadAfter: number[];
  quick: QuickFigures;
  crawls: CrawlFigures[];
  /** The quick pass's page first, then a page whose score sits where Lighthouse's curves are steep. */
  lighthouse: LighthouseFigures[];
}

export const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const samples = (xs: number[]): Samples => ({ samplesMs: xs, medianMs: median(xs) });
const since = (started: number): number => performance.now() - started;
const failuresOf = (bundle: CollectionBundle): string[] => bundle.failures.map((f) => `${f.stage} ${f.code}${f.pageUrl ? ` ${new URL(f.pageUrl).pathname}` : ''}: ${f.message}`);
const loadAverage = (): number[] => loadavg().map((n) => Math.round(n * 100) / 100);

/**
 * Wall time per stage as the collector's progress reporter names it: a stage runs from its `enter` to the
 * next stage's. Site facts (TLS, robots, sitemap) run beside the page work and are not split out; the time
 * after the last page stage (waiting for them, closing the proxy) stays with that stage.
 */
class StageClock {
  private stage: CollectionStage | null = null;
  private enteredAt = 0;
  readonly times: StageTimes = {};

  readonly onProgress = (_percent: number, stage: CollectionStage): void => {
    if (stage === this.stage) return;
    this.close();
    this.stage = stage;
    this.enteredAt = performance.now();
  };

  stop(): StageTimes {
    this.close();
    this.stage = null;
    return this.times;
  }

  private close(): void {
    if (this.stage) this.times[this.stage] = (this.times[this.stage] ?? 0) + since(this.enteredAt);
  }
}

export function medianStages(runs: StageTimes[]): StageTimes {
  const stages = new Set(runs.flatMap((run) => Object.keys(run) as CollectionStage[]));
  return Object.fromEntries([...stages].map((stage) => [stage, median(runs.map((run) => run[stage] ?? 0))]));
}

/** What the six audit types together ask the collection pass for; Lighthouse is left to the caller. */
function unionPlan(crawl: boolean, lighthouseRuns: number): CollectionPlan {
  const plans = AUDIT_TYPES.map((type) => collectionPlan(type, crawl));
  return {
    crawl,
    axe: plans.some((p) => p.axe),
    mobile: plans.some((p) => p.mobile),
    lighthouseRuns,
    robotsAndSitemap: plans.some((p) => p.robotsAndSitemap),
    tls: plans.some((p) => p.tls),
    securityProbes: plans.some((p) => p.securityProbes),
  };
}

function runAuditor(type: AuditType, bundle: CollectionBundle): AuditResult {
  // Each entry of AUDITORS takes the same arguments; indexing by a union type loses that.
  const auditor = AUDITORS[type] as (bundle: CollectionBundle, context: AuditContext) => AuditResult;
  return auditor(bundle, NO_CONTEXT);
}

/**
 * The baseline any crawler pays: a new context of the collector's own (warm) browser, `page.goto` until the
 * load event and `content()`, page after page. The pool's browser is launched with a fail-closed proxy; this
 * context bypasses it for 127.0.0.1 only, so it talks to the fixture server directly, without our filtering proxy.
 */
async function plainLoads(browser: Browser, urls: string[]): Promise<number> {
  const started = performance.now();
  const context = await browser.newContext({ proxy: { server: 'http://127.0.0.1:1', bypass: '127.0.0.1' } });
  try {
    const page = await context.newPage();
    for (const url of urls) {
      const response = await page.goto(url, { waitUntil: 'load' });
      if (!response?.ok()) throw new Error(`plain load of ${url} answered ${response?.status()}`);
      if ((await page.content()).length === 0) throw new Error(`plain load of ${url} has no content`);
    }
  } finally {
    await context.close();
  }
  return since(started);
}

/** One plain Lighthouse run as the collector configures its own (mobile defaults, performance only), no proxy. */
async function plainLighthouse(port: number, url: string): Promise<PlainLighthouseSample> {
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const ms = since(started);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    // As in lighthouse.bench.ts: a lost navigation start happens on a busy machine; Lighthouse says to run again.
    if (error?.code === 'NO_NAVSTART' && attempt < 3) continue;
    if (error) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    const { lhr } = result;
    const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    return {
      ms,
      score,
      metrics: {
        score,
        fcpMs: numeric('first-contentful-paint'),
        speedIndexMs: numeric('speed-index'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      },
      benchmarkIndex: lhr.environment.benchmarkIndex,
      retries: attempt - 1,
    };
  }
}

async function quickPass(collector: PlaywrightPageCollector, url: string, plan: CollectionPlan) {
  const clock = new StageClock();
  const started = performance.now();
  const bundle = await collector.collect({ url, plan, onProgress: clock.onProgress });
  const collectMs = since(started);
  const stages = clock.stop();
  const auditStarted = performance.now();
  const results = Object.fromEntries(AUDIT_TYPES.map((type) => [type, runAuditor(type, bundle)])) as Record<AuditType, AuditResult>;
  const auditorsMs = since(auditStarted);
  return { ms: since(started), collectMs, auditorsMs, stages, bundle, results };
}

async function performanceAudit(collector: PlaywrightPageCollector, url: string): Promise<PerformanceAuditSample> {
  const clock = new StageClock();
  const started = performance.now();
  const bundle = await collector.collect({ url, plan: collectionPlan('performance', false), onProgress: clock.onProgress });
  const stages = clock.stop();
  const result = AUDITORS.performance(bundle, NO_CONTEXT);
  const ms = since(started);
  const runs = bundle.pages[0]?.lighthouse ?? [];
  return {
    ms,
    stages,
    runMs: runs.map((run) => run.durationMs),
    runScores: runs.map((run) => run.performanceScore),
    runMetrics: runs.map((run) => ({
      score: run.performanceScore,
      fcpMs: run.metrics.fcpMs,
      speedIndexMs: run.metrics.speedIndexMs,
      lcpMs: run.metrics.lcpMs,
      tbtMs: run.metrics.tbtMs,
      cls: run.metrics.cls,
    })),
    reportedScore: result.details.performanceScore.median,
    reportedSpread: result.details.performanceScore.spread,
    failures: failuresOf(bundle),
  };
}

/**
 * The StackAudit collection pass and auditors (the real PlaywrightPageCollector, collectionPlan and AUDITORS)
 * against loopback fixture sites, each beside a baseline measured in this run: plain Playwright loads in the
 * collector's own browser, and plain Lighthouse runs (Lighthouse as a library, the same page and settings).
 * Measurements alternate with their baselines so the shared machine's noise hits both alike.
 */
export async function benchAudits(options: { rounds?: number } = {}): Promise<AuditsFigures> {
  const { rounds = 5 } = options;
  const startedAt = new Date().toISOString();
  const loadBefore = loadAverage();
  let site: FixtureSite | undefined;
  let crawlSite: FixtureSite | undefined;
  let slowSite: FixtureSite | undefined;
  let lighthouseBrowser: Browser | undefined;
  // A pool of our own so the baselines can load pages in the collector's browser; one browser for the whole bench.
  const pool = new BrowserPool({ executablePath: CHROMIUM, recycleAfterJobs: 1_000 });
  const collector = new PlaywrightPageCollector({ policy: POLICY, pool, chromiumPath: CHROMIUM });
  try {
    site = await serveFixtureSite(join(FIXTURES, 'site'), {
      '/robots.txt': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /private/\nSitemap: ${site!.url}/sitemap.xml\n`);
      },
      '/sitemap.xml': (_req, res) => {
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site!.url}/</loc></url><url><loc>${site!.url}/about</loc></url></urlset>`);
      },
    });
    crawlSite = await serveFixtureSite(join(FIXTURES, 'collector/crawl'));
    slowSite = await serveFixtureSite(join(FIXTURES, 'performance/site'));
    const pageUrl = `${site.url}/`;
    const lighthousePort = await freePort();
    lighthouseBrowser = await launch(lighthousePort);

    const withBrowser = async <T>(work: (browser: Browser) => Promise<T>): Promise<T> => {
      const lease = await pool.acquire();
      try {
        return await work(lease.browser);
      } finally {
        lease.release();
      }
    };

    // Warm-up: the browser launch, module loading and the fixture server's first answers are not measured.
    const quickPlan = unionPlan(false, 0);
    await quickPass(collector, pageUrl, quickPlan);
    await withBrowser((browser) => plainLoads(browser, [pageUrl]));
    await plainLighthouse(lighthousePort, pageUrl);

    // 1. Quick six-audit pass beside a plain load of the same page.
    const passes: Awaited<ReturnType<typeof quickPass>>[] = [];
    const plain: number[] = [];
    for (let i = 0; i < rounds; i++) {
      plain.push(await withBrowser((browser) => plainLoads(browser, [pageUrl])));
      passes.push(await quickPass(collector, pageUrl, quickPlan));
    }
    const last = passes.at(-1)!;
    const quick: QuickFigures = {
      plan: quickPlan,
      pass: samples(passes.map((p) => p.ms)),
      collect: samples(passes.map((p) => p.collectMs)),
      auditors: samples(passes.map((p) => p.auditorsMs)),
      stages: medianStages(passes.map((p) => p.stages)),
      failures: [...new Set(passes.flatMap((p) => failuresOf(p.bundle)))],
      scores: Object.fromEntries(AUDIT_TYPES.map((type) => [type, last.results[type].overall.score])) as Record<AuditType, number>,
      performanceRuns: (last.results.performance as AuditResult<'performance'>).details.runs,
      plainLoad: samples(plain),
    };

    // 2. Ten-page crawls without Lighthouse, each beside plain loads of the pages it collected.
    const crawls: CrawlFigures[] = [];
    const crawlPlans: [string, CollectionPlan][] = [
      ['content plan, crawl', collectionPlan('content', true)],
      ['six-audit union plan without Lighthouse, crawl', unionPlan(true, 0)],
    ];
    for (const [label, plan] of crawlPlans) {
      const clock = new StageClock();
      const started = performance.now();
      const bundle = await collector.collect({ url: `${crawlSite.url}/`, plan, onProgress: clock.onProgress });
      const ms = since(started);
      const stages = clock.stop();
      const urls = bundle.pages.map((page) => page.finalUrl);
      const plainLoadMs = await withBrowser((browser) => plainLoads(browser, urls));
      crawls.push({ label, plan, ms, pages: bundle.pages.length, stages, failures: failuresOf(bundle), plainLoadMs });
    }

    // 3 and 4. Performance audits (Lighthouse median of 3) beside plain Lighthouse runs of the same page. The
    // quick pass's page scores near 100, where Lighthouse's curves are flat and hide noise; the performance
    // fixture (render-blocking files, a long task, a late shift) scores in the middle, where they are steep.
    const lighthousePages: [string, string][] = [
      ['test/fixtures/audits/site/ index', pageUrl],
      ['test/fixtures/audits/performance/site/ index', `${slowSite.url}/`],
    ];
    const lighthouseFigures: LighthouseFigures[] = [];
    for (const [page, url] of lighthousePages) {
      if (url !== pageUrl) await plainLighthouse(lighthousePort, url);
      const figures: LighthouseFigures = { page, performance: [], plainLighthouse: [] };
      for (let i = 0; i < rounds; i++) {
        figures.plainLighthouse.push(await plainLighthouse(lighthousePort, url));
        figures.performance.push(await performanceAudit(collector, url));
      }
      lighthouseFigures.push(figures);
    }

    return { startedAt, loadBefore, loadAfter: loadAverage(), quick, crawls, lighthouse: lighthouseFigures };
  } finally {
    await collector.close();
    await pool.close();
    await lighthouseBrowser?.close();
    await site?.close();
    await crawlSite?.close();
    await slowSite?.close();
  }
}
