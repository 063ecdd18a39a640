import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext } from 'playwright-core';
import type { LighthouseRun } from '../../domain/collection-bundle.js';
import { launchChromiumWithProfile } from '../../../../platform/outbound/index.js';
import { toLighthouseRun, type LhrShape } from './lighthouse-result.js';

/**
 * Lighthouse keeps process-wide state (its logger, the performance marks, puppeteer's connection):
 * two runs at once in one process fail, so every session waits for the one before it.
 */
let lighthouseTurn: Promise<void> = Promise.resolve();

export async function withLighthouseTurn<T>(work: () => Promise<T>): Promise<T> {
  const previous = lighthouseTurn;
  let done!: () => void;
  lighthouseTurn = new Promise<void>((resolve) => (done = resolve));
  await previous;
  try {
    return await work();
  } finally {
    done();
  }
}

/** How long a run that was given up on may take to let go before the next session starts anyway. */
const ABANDONED_RUN_GRACE_MS = 15_000;

/**
 * A Chromium of its own for Lighthouse, which needs a DevTools port: launched through the job's filtering
 * proxy with the audit flags, minus Playwright's --disable-back-forward-cache (Lighthouse's bf-cache audit
 * needs the cache). Lighthouse's defaults are kept (mobile form factor, simulated throttling), so scores
 * compare with PageSpeed Insights and the Lighthouse CLI; only the performance category is gathered.
 */
export class LighthouseSession {
  private inflight: Promise<unknown> | null = null;

  private constructor(
    private readonly context: BrowserContext,
    private readonly port: number,
    private readonly userDataDir: string,
  ) {}

  /** Launches the browser; if `signal` fires meanwhile, the browser is closed as soon as it is up. */
  static async open(options: { executablePath: string; proxyUrl: string }, signal: AbortSignal): Promise<LighthouseSession> {
    const userDataDir = await mkdtemp(join(tmpdir(), 'stacklens-lighthouse-'));
    try {
      const context = await launchChromiumWithProfile(userDataDir, {
        executablePath: options.executablePath,
        egress: { proxy: options.proxyUrl },
        extraArgs: ['--remote-debugging-port=0'],
        ignoreDefaultArgs: ['--disable-back-forward-cache'],
      });
      try {
        signal.throwIfAborted();
        return new LighthouseSession(context, await devToolsPort(userDataDir), userDataDir);
      } catch (error) {
        await context.close().catch(() => undefined);
        throw error;
      }
    } catch (error) {
      await rm(userDataDir, { recursive: true, force: true }).catch(() => undefined);
      throw error;
    }
  }

  /** One Lighthouse run; on abort the browser is closed, which ends the run, and the session is spent. */
  async run(url: string, signal: AbortSignal): Promise<LighthouseRun> {
    signal.throwIfAborted();
    const { default: lighthouse } = await import('lighthouse');
    const started = performance.now();
    const closeOnAbort = (): void => void this.context.close().catch(() => undefined);
    signal.addEventListener('abort', closeOnAbort, { once: true });
    const running = lighthouse(url, { port: this.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    this.inflight = running;
    try {
      const result = await running;
      if (!result) throw new Error('Lighthouse returned no result');
      return toLighthouseRun(result.lhr as unknown as LhrShape, performance.now() - started);
    } finally {
      signal.removeEventListener('abort', closeOnAbort);
    }
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
    if (this.inflight) {
      const grace = new AbortController();
      await Promise.race([this.inflight.catch(() => undefined), sleep(ABANDONED_RUN_GRACE_MS, undefined, { signal: grace.signal }).catch(() => undefined)]);
      grace.abort();
    }
    await rm(this.userDataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Chromium writes the port it picked for --remote-debugging-port=0 into DevToolsActivePort. */
async function devToolsPort(userDataDir: string, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(join(userDataDir, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number.parseInt(text.split('\n')[0] ?? '', 10);
    if (port > 0) return port;
    if (Date.now() > deadline) throw new Error('Chromium did not report its DevTools port');
    await sleep(50);
  }
}
