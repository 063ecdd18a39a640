import type { Browser } from 'playwright-core';
import { isDomainError, type Clock } from '../../../../shared/index.js';
import { BrowserPool, checkTargetUrl, startFilteringProxy, TargetRefusedError, type TargetPolicy } from '../../../../platform/outbound/index.js';
import type { PageScreenshot, PageScreenshotter } from '../../application/ports/page-screenshotter.port.js';
import { screenshotFailed } from '../../domain/screenshot-target.js';
import type { ScreenshotCache } from './screenshot-cache.js';

export interface ChromiumScreenshotterOptions {
  chromiumPath: string;
  /** The `outbound` config's policy (ALLOW_PRIVATE_TARGETS, AUDIT_ALLOWED_PORTS), the same as audits'. */
  policy: TargetPolicy;
  /** Ceiling of one request, waiting for a free slot included (ANALYTICS_SCREENSHOT_FAILED 'timeout' past it). */
  timeoutMs: number;
  /** The browser closes after this long without a capture; the next request launches it again. */
  idleCloseMs: number;
  /** A browser serves this many captures, then a fresh one takes over. */
  recycleAfter: number;
  /** Captures at once; more wait their turn. */
  concurrency: number;
  /** Pictures are cut at this height (CSS px): Chromium cannot paint taller surfaces reliably. */
  maxHeight: number;
  cache: ScreenshotCache;
  clock: Clock;
  /** Test hook: how the pool starts a browser. */
  launch?: (executablePath: string) => Promise<Browser>;
}

/** After the load event, how long to let late requests (fonts, lazy images) settle. */
const SETTLE_MS = 2_000;
const VIEWPORT_HEIGHT = 900;
const PROXY_MAX_REQUESTS = 300;
const PROXY_MAX_BYTES = 30 * 1024 * 1024;

/**
 * Full-page PNGs in the api process, through the platform's SSRF guard (platform/outbound): the URL passes
 * checkTargetUrl, and the page and everything it loads go through a filtering proxy of its own (the
 * browser has no other way out), so a site URL pointing at loopback, private or metadata addresses,
 * directly, by DNS or by redirect, yields a refusal instead of a picture of an internal service.
 *
 * One Chromium, launched on the first request, shared by all captures, replaced every `recycleAfter`
 * captures or after a crash (BrowserPool), closed when idle and on shutdown. Identical concurrent
 * requests share one capture; finished ones are cached (screenshot-cache.ts).
 */
export class ChromiumPageScreenshotter implements PageScreenshotter {
  private pool: BrowserPool | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inflight = new Map<string, Promise<PageScreenshot>>();
  private closed = false;
  /** Captures taken (cache misses that reached Chromium). */
  captures = 0;

  constructor(private readonly options: ChromiumScreenshotterOptions) {}

  capture(request: { cacheKey: string; url: string; width: number }): Promise<PageScreenshot> {
    const { cache, clock } = this.options;
    const cached = cache.get(request.cacheKey, clock.now().getTime());
    if (cached) return Promise.resolve(cached);
    const pending = this.inflight.get(request.cacheKey);
    if (pending) return pending;
    const task = this.bounded(request)
      .then((shot) => {
        cache.set(request.cacheKey, shot, clock.now().getTime());
        return shot;
      })
      .finally(() => this.inflight.delete(request.cacheKey));
    this.inflight.set(request.cacheKey, task);
    return task;
  }

  /** True while a browser is up (tests: lazy launch and idle close). */
  get browserOpen(): boolean {
    return this.pool !== null && this.pool.launches > 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }

  private async bounded(request: { url: string; width: number }): Promise<PageScreenshot> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(screenshotFailed('timeout'));
      }, this.options.timeoutMs);
    });
    try {
      return await Promise.race([this.inSlot(abort.signal, () => this.shoot(request, abort.signal)), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** At most `concurrency` captures run; a finishing one hands its slot to the next waiting. */
  private async inSlot<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
    } else {
      await new Promise<void>((resolve, reject) => {
        const go = (): void => {
          signal.removeEventListener('abort', cancel);
          resolve();
        };
        const cancel = (): void => {
          const index = this.waiting.indexOf(go);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(screenshotFailed('timeout'));
        };
        this.waiting.push(go);
        signal.addEventListener('abort', cancel, { once: true });
      });
    }
    clearTimeout(this.idleTimer);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else if (--this.running === 0) this.scheduleIdleClose();
    }
  }

  private async shoot(request: { url: string; width: number }, signal: AbortSignal): Promise<PageScreenshot> {
    const { policy, maxHeight, clock } = this.options;
    try {
      checkTargetUrl(request.url, policy);
    } catch (error) {
      throw screenshotFailed(error instanceof TargetRefusedError && error.reason !== 'invalid-url' ? 'target-refused' : 'invalid-url');
    }
    const proxy = await startFilteringProxy({ policy, maxRequests: PROXY_MAX_REQUESTS, maxBytes: PROXY_MAX_BYTES });
    let release: (() => void) | undefined;
    try {
      let browser: Browser;
      try {
        if (this.closed) throw new Error('closed');
        this.pool ??= new BrowserPool({ executablePath: this.options.chromiumPath, recycleAfterJobs: this.options.recycleAfter, launch: this.options.launch });
        const lease = await this.pool.acquire();
        browser = lease.browser;
        release = lease.release;
      } catch {
        throw screenshotFailed('browser-unavailable');
      }
      const context = await browser.newContext({
        viewport: { width: request.width, height: VIEWPORT_HEIGHT },
        deviceScaleFactor: 1,
        proxy: { server: proxy.url },
        serviceWorkers: 'block',
        acceptDownloads: false,
        locale: 'en-US',
      });
      const closeContext = (): void => void context.close().catch(() => undefined);
      signal.addEventListener('abort', closeContext, { once: true });
      try {
        const page = await context.newPage();
        context.on('page', (popup) => {
          if (popup !== page) void popup.close().catch(() => undefined);
        });
        const response = await page.goto(request.url, { waitUntil: 'load', timeout: this.options.timeoutMs }).catch(() => {
          // The proxy refuses with 403 or a failed tunnel; either way the navigation never got the page.
          throw screenshotFailed(signal.aborted ? 'timeout' : proxy.blocked.length > 0 ? 'target-refused' : 'unreachable');
        });
        if (!response || response.headers()['x-stacklens-blocked']) throw screenshotFailed('target-refused');
        await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
        const pageHeight = Number(await page.evaluate('Math.ceil(Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0))'));
        const png = await page.screenshot({
          type: 'png',
          fullPage: true,
          ...(pageHeight > maxHeight ? { clip: { x: 0, y: 0, width: request.width, height: maxHeight } } : {}),
        });
        this.captures += 1;
        return { png, pageHeight, capturedAt: clock.now() };
      } finally {
        signal.removeEventListener('abort', closeContext);
        closeContext();
      }
    } catch (error) {
      if (isDomainError(error)) throw error;
      throw screenshotFailed(signal.aborted ? 'timeout' : 'capture');
    } finally {
      release?.();
      await proxy.close();
    }
  }

  private scheduleIdleClose(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.running > 0 || !this.pool) return;
      const pool = this.pool;
      this.pool = null;
      void pool.close();
    }, this.options.idleCloseMs);
    this.idleTimer.unref();
  }
}
