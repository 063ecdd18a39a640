import type { Browser } from 'playwright-core';
import { DEFAULT_CHROMIUM_PATH, launchChromium } from './chromium-launch.js';

export interface BrowserPoolOptions {
  executablePath?: string;
  /** A browser serves this many jobs, then a fresh one takes over (leaks and fragmentation stay bounded). */
  recycleAfterJobs?: number;
  launch?: (executablePath: string) => Promise<Browser>;
}

export interface BrowserLease {
  browser: Browser;
  release(): void;
}

interface PooledBrowser {
  browser: Browser;
  jobs: number;
  leases: number;
  retired: boolean;
}

/**
 * One Chromium shared by the jobs of a process (an audit sandbox, the api's screenshots). It is replaced
 * after `recycleAfterJobs` jobs or as soon as it disconnects (crash, OOM kill); a retired browser closes
 * once its last job releases it.
 */
export class BrowserPool {
  private current: PooledBrowser | null = null;
  private launching: Promise<PooledBrowser> | null = null;
  private readonly recycleAfterJobs: number;
  private readonly executablePath: string;
  private readonly launchBrowser: (executablePath: string) => Promise<Browser>;
  private closed = false;
  /** Browsers started so far (tests and metrics). */
  launches = 0;

  constructor(options: BrowserPoolOptions = {}) {
    this.recycleAfterJobs = Math.max(1, options.recycleAfterJobs ?? 20);
    this.executablePath = options.executablePath ?? DEFAULT_CHROMIUM_PATH;
    // Shared between jobs: each job's context brings its own filtering proxy (chromium-launch.ts).
    this.launchBrowser = options.launch ?? ((executablePath) => launchChromium({ executablePath, egress: 'per-context' }));
  }

  async acquire(): Promise<BrowserLease> {
    if (this.closed) throw new Error('The browser pool is closed');
    const current = this.current;
    if (current && (!current.browser.isConnected() || current.jobs >= this.recycleAfterJobs)) this.retire(current);
    const pooled = this.current ?? (await this.start());
    pooled.jobs += 1;
    pooled.leases += 1;
    let released = false;
    return {
      browser: pooled.browser,
      release: () => {
        if (released) return;
        released = true;
        pooled.leases -= 1;
        if (pooled.retired && pooled.leases === 0) void pooled.browser.close().catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const pending = this.launching;
    const current = this.current ?? (pending ? await pending.catch(() => null) : null);
    this.current = null;
    if (current) await current.browser.close().catch(() => undefined);
  }

  private retire(pooled: PooledBrowser): void {
    pooled.retired = true;
    if (this.current === pooled) this.current = null;
    if (pooled.leases === 0) void pooled.browser.close().catch(() => undefined);
  }

  /** One launch at a time: jobs arriving together share it. */
  private start(): Promise<PooledBrowser> {
    this.launching ??= this.launchBrowser(this.executablePath)
      .then((browser) => {
        this.launches += 1;
        const pooled: PooledBrowser = { browser, jobs: 0, leases: 0, retired: false };
        browser.on('disconnected', () => {
          if (this.current === pooled) this.current = null;
        });
        if (this.closed) {
          void browser.close().catch(() => undefined);
          throw new Error('The browser pool is closed');
        }
        this.current = pooled;
        return pooled;
      })
      .finally(() => {
        this.launching = null;
      });
    return this.launching;
  }
}
