import { MAX_CRAWL_PAGES } from '../../domain/audit-type.js';
import type { CollectionBundle } from '../../domain/collection-bundle.js';
import { systemClock, type Clock } from '../../../../shared/index.js';
import type { CollectionRequest, PageCollector } from '../../application/ports/page-collector.port.js';
import { BrowserPool, checkTargetUrl, DEFAULT_CHROMIUM_PATH, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { CollectionJob } from './collection-job.js';
import { DEFAULT_STAGE_TIMEOUTS, type StageTimeouts } from './stage-timeouts.js';

export interface PlaywrightPageCollectorOptions {
  policy: TargetPolicy;
  /** A pool shared with other users of the worker's browser; by default the collector owns one. */
  pool?: BrowserPool;
  /** For the pool the collector creates. Default 20 jobs per browser. */
  recycleAfterJobs?: number;
  /** Default /usr/bin/chromium (Debian). */
  chromiumPath?: string;
  timeouts?: Partial<StageTimeouts>;
  /** Pages per crawl, the start page included. Default MAX_CRAWL_PAGES (10). */
  maxCrawlPages?: number;
  /** Filtering-proxy caps per planned page. Defaults 250 requests and 25 MB. */
  proxyRequestsPerPage?: number;
  proxyBytesPerPage?: number;
  clock?: Clock;
}

/**
 * The collection pass of the audit worker: safeFetch for documents, site files and the security probes,
 * Chromium through the filtering proxy for rendering, axe-core and Lighthouse on top (see CollectionJob).
 * Throws only when the start URL itself is invalid or refused (TargetRefusedError, a DomainError) or the
 * job is cancelled.
 */
export class PlaywrightPageCollector implements PageCollector {
  private readonly pool: BrowserPool;
  private readonly ownsPool: boolean;
  private readonly timeouts: StageTimeouts;
  private readonly executablePath: string;
  private readonly clock: Clock;

  constructor(private readonly options: PlaywrightPageCollectorOptions) {
    this.executablePath = options.chromiumPath ?? DEFAULT_CHROMIUM_PATH;
    this.ownsPool = !options.pool;
    this.pool = options.pool ?? new BrowserPool({ executablePath: this.executablePath, recycleAfterJobs: options.recycleAfterJobs });
    this.timeouts = { ...DEFAULT_STAGE_TIMEOUTS, ...options.timeouts };
    this.clock = options.clock ?? systemClock;
  }

  async collect(request: CollectionRequest): Promise<CollectionBundle> {
    const started = performance.now();
    const collectedAt = this.clock.now().toISOString();
    const start = checkTargetUrl(request.url, this.options.policy);
    const job = new CollectionJob(
      {
        policy: this.options.policy,
        timeouts: this.timeouts,
        maxPages: this.options.maxCrawlPages ?? MAX_CRAWL_PAGES,
        executablePath: this.executablePath,
        proxyRequestsPerPage: this.options.proxyRequestsPerPage ?? 250,
        proxyBytesPerPage: this.options.proxyBytesPerPage ?? 25 * 1024 * 1024,
      },
      request,
      () => this.pool.acquire(),
    );
    const { pages, tls, robotsTxt, sitemap, securityProbes } = await job.run(start);
    return {
      startUrl: start.href,
      pages,
      robotsTxt,
      sitemap,
      tls,
      failures: job.failures,
      collectedAt,
      durationMs: Math.round(performance.now() - started),
      ...(securityProbes ? { securityProbes } : {}),
    };
  }

  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.close();
  }
}
