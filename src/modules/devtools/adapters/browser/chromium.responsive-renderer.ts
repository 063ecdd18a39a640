import type { Browser, BrowserContext } from 'playwright-core';
import { BrowserPool, checkTargetUrl, startFilteringProxy, TargetRefusedError, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { RESPONSIVE_LIMITS } from '../../../../shared/devtools/responsive-devices.js';
import type { DeviceOutcome, ResponsiveRenderer } from '../../application/ports/responsive-renderer.port.js';
import type { DevtoolsErrorCode } from '../../contract.js';
import { summarizePageScan } from '../../domain/responsive/responsive-findings.js';
import { RESPONSIVE_SCAN_SCRIPT } from './responsive-scan.script.js';

export interface ChromiumResponsiveRendererOptions {
  chromiumPath: string;
  /** The `outbound` config's policy (ALLOW_PRIVATE_TARGETS, AUDIT_ALLOWED_PORTS), the same as audits'. */
  policy: TargetPolicy;
  /** Sizes rendered at once, each in its own browser context. */
  concurrency?: number;
  /** Until the load event. */
  navigationTimeoutMs?: number;
  /** Ceiling of one size, navigation, scan and screenshot included. */
  deviceTimeoutMs?: number;
  /** After the load event, how long late requests (fonts, lazy images) may keep the network busy. */
  settleMs?: number;
  /** The browser closes after this long without a run; the next run launches it again. */
  idleCloseMs?: number;
  recycleAfterRuns?: number;
  /** Test hook: how the pool starts a browser. */
  launch?: (executablePath: string) => Promise<Browser>;
}

const PROXY_MAX_REQUESTS = 300;
const PROXY_MAX_BYTES = 30 * 1024 * 1024;
/** Elements the scan looks at, and findings it returns per kind before the domain caps the list. */
const SCAN_ARGS = { maxScan: 5000, listCap: 500, min: RESPONSIVE_LIMITS.minTapTargetSize };

class DeviceFailure extends Error {
  constructor(readonly code: DevtoolsErrorCode) {
    super(code);
  }
}

/**
 * Renders a page at each size in the worker's Chromium, through the platform's SSRF guard
 * (platform/outbound), as the analytics screenshotter and the audits do: the URL passes checkTargetUrl,
 * and every size's context goes out through a filtering proxy of its own (the shared browser has no
 * other way out), so a page or a redirect reaching loopback, private or metadata addresses is refused
 * instead of rendered. Each size is a fresh context and a fresh navigation at that viewport, so layouts
 * computed once by script at load see the size a visitor's device would have.
 */
export class ChromiumResponsiveRenderer implements ResponsiveRenderer {
  private pool: BrowserPool | null = null;
  private active = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: ChromiumResponsiveRendererOptions) {}

  async render(
    url: string,
    viewports: readonly { width: number; height: number }[],
    onDevice: (index: number, outcome: DeviceOutcome) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<void> {
    try {
      checkTargetUrl(url, this.options.policy);
    } catch (error) {
      const code: DevtoolsErrorCode = error instanceof TargetRefusedError && error.code !== 'AUDIT_INVALID_URL' ? 'DEVTOOLS_TARGET_REFUSED' : 'DEVTOOLS_INVALID_URL';
      for (let index = 0; index < viewports.length; index++) await onDevice(index, { ok: false, errorCode: code });
      return;
    }
    if (this.closed) throw new Error('renderer closed');
    this.active += 1;
    clearTimeout(this.idleTimer);
    this.pool ??= new BrowserPool({ executablePath: this.options.chromiumPath, recycleAfterJobs: this.options.recycleAfterRuns ?? 20, launch: this.options.launch });
    let lease: Awaited<ReturnType<BrowserPool['acquire']>> | null = null;
    try {
      lease = await this.pool.acquire().catch(() => null);
      const browser = lease?.browser;
      let refused = false;
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < viewports.length) {
          if (signal?.aborted) throw new Error('aborted');
          const index = next++;
          let outcome: DeviceOutcome;
          if (!browser) outcome = { ok: false, errorCode: 'DEVTOOLS_RENDER_FAILED' };
          else if (refused) outcome = { ok: false, errorCode: 'DEVTOOLS_TARGET_REFUSED' };
          else outcome = await this.renderOne(browser, url, viewports[index]!, signal);
          // The address itself refused: the other sizes would be refused the same way.
          if (!outcome.ok && outcome.errorCode === 'DEVTOOLS_TARGET_REFUSED') refused = true;
          await onDevice(index, outcome);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.min(this.options.concurrency ?? 2, viewports.length)) }, worker));
    } finally {
      lease?.release();
      if (--this.active === 0) this.scheduleIdleClose();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }

  private async renderOne(browser: Browser, url: string, viewport: { width: number; height: number }, signal?: AbortSignal): Promise<DeviceOutcome> {
    const proxy = await startFilteringProxy({ policy: this.options.policy, maxRequests: PROXY_MAX_REQUESTS, maxBytes: PROXY_MAX_BYTES });
    let context: BrowserContext | null = null;
    let timer: NodeJS.Timeout | undefined;
    const stop = (): void => void context?.close().catch(() => undefined);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        proxy: { server: proxy.url },
        serviceWorkers: 'block',
        acceptDownloads: false,
        locale: 'en-US',
      });
      const opened = context;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          stop();
          reject(new DeviceFailure('DEVTOOLS_RENDER_TIMEOUT'));
        }, this.options.deviceTimeoutMs ?? 45_000);
      });
      return await Promise.race([this.shoot(opened, url, viewport, proxy.blocked), deadline]);
    } catch (error) {
      if (error instanceof DeviceFailure) return { ok: false, errorCode: error.code };
      return { ok: false, errorCode: 'DEVTOOLS_RENDER_FAILED' };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      stop();
      await proxy.close();
    }
  }

  private async shoot(context: BrowserContext, url: string, viewport: { width: number; height: number }, blocked: readonly unknown[]): Promise<DeviceOutcome> {
    const page = await context.newPage();
    context.on('page', (popup) => {
      if (popup !== page) void popup.close().catch(() => undefined);
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: this.options.navigationTimeoutMs ?? 20_000 }).catch((error: unknown) => {
      // The proxy refuses plain http with 403 and a CONNECT by failing the tunnel: either way the page never came.
      if (blocked.length > 0) throw new DeviceFailure('DEVTOOLS_TARGET_REFUSED');
      throw new DeviceFailure(error instanceof Error && error.name === 'TimeoutError' ? 'DEVTOOLS_RENDER_TIMEOUT' : 'DEVTOOLS_RENDER_FAILED');
    });
    if (!response || response.headers()['x-stacklens-blocked']) throw new DeviceFailure('DEVTOOLS_TARGET_REFUSED');
    await page.waitForLoadState('networkidle', { timeout: this.options.settleMs ?? 2_000 }).catch(() => undefined);
    const raw: unknown = await page.evaluate(`(${RESPONSIVE_SCAN_SCRIPT})(${JSON.stringify(SCAN_ARGS)})`);
    const scan = summarizePageScan(raw, viewport.width);
    const shotHeight = Math.max(1, Math.min(Math.max(scan.pageHeight, viewport.height), RESPONSIVE_LIMITS.maxShotHeight));
    const png = await page.screenshot({ type: 'png', fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height: shotHeight } });
    return { ok: true, rendered: { pageHeight: scan.pageHeight, scrollWidth: scan.scrollWidth, findings: scan.findings, shotHeight, png } };
  }

  private scheduleIdleClose(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.active > 0 || !this.pool) return;
      const pool = this.pool;
      this.pool = null;
      void pool.close();
    }, this.options.idleCloseMs ?? 60_000);
    this.idleTimer.unref();
  }
}
