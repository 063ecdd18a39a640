import type { Browser } from 'playwright-core';
import type { CollectionRequest } from '../../application/ports/page-collector.port.js';
import type { CollectedPage, CollectionStage, NetworkEntry, StageFailure } from '../../domain/collection-bundle.js';
import { runAxe } from './axe-runner.js';
import { collectedPageOf, withDocumentTransfer } from './collected-page.js';
import { CollectionProgress } from './collection-progress.js';
import { isSameSite, pageKey, selectCrawlTargets } from './crawl-links.js';
import { fulfilmentHeaders, isHtml } from './document-response.js';
import { collectLighthouseRuns } from './lighthouse-stage.js';
import { checkMobileLayout } from './mobile-check.js';
import { closeOnAbort, measurePage, renderDesktop, type DesktopRender, type PageTarget } from './page-renderer.js';
import { ResourceCache } from './resource-cache.js';
import { collectSiteFacts, type SiteFacts } from './site-facts.js';
import { safeFetch, startFilteringProxy, TargetRefusedError, type FilteringProxy, type SafeResponse, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { runStage, stageFailure } from './stage-runner.js';
import type { StageTimeouts } from './stage-timeouts.js';

export interface JobSettings {
  policy: TargetPolicy;
  timeouts: StageTimeouts;
  maxPages: number;
  executablePath: string;
  /** Filtering-proxy caps per planned page (the crawl multiplies them). */
  proxyRequestsPerPage: number;
  proxyBytesPerPage: number;
}

/** How long a closing page may wait for the copies of its sub-resources. */
const CACHE_SETTLE_MS = 2_000;

/**
 * One collection pass: the start page fetched once, rendered once (desktop, then 375 px when asked), the
 * site-wide facts alongside, Lighthouse and the crawl after. Stage failures are collected, not thrown.
 */
export class CollectionJob {
  readonly failures: StageFailure[] = [];
  private readonly progress: CollectionProgress;
  private readonly cache = new ResourceCache();
  private readonly signal: AbortSignal;

  constructor(
    private readonly settings: JobSettings,
    private readonly request: CollectionRequest,
    private readonly browser: () => Promise<{ browser: Browser; release(): void }>,
  ) {
    this.signal = request.signal ?? new AbortController().signal;
    this.progress = new CollectionProgress(request.plan, this.plannedPages(), request.onProgress);
  }

  async run(start: URL): Promise<{ pages: CollectedPage[] } & SiteFacts> {
    const { timeouts } = this.settings;
    this.progress.enter('fetch');
    const fetched = await runStage('fetch', { timeoutMs: timeouts.fetch + 1_000, signal: this.signal, pageUrl: start.href }, (signal) =>
      safeFetch(start.href, { policy: this.settings.policy, timeoutMs: timeouts.fetch, signal }),
    );
    this.progress.complete();
    // A start URL that is refused (here or on a redirect) refuses the audit; any other failure is reported.
    if (!fetched.ok && fetched.error instanceof TargetRefusedError) throw fetched.error;
    if (!fetched.ok) this.failures.push(fetched.failure);
    const startResponse = fetched.ok ? fetched.value : null;
    const { plan } = this.request;
    const site = collectSiteFacts({
      start,
      response: startResponse,
      plan,
      policy: this.settings.policy,
      timeouts,
      signal: this.signal,
      failures: this.failures,
      onStageDone: () => this.progress.complete(),
    });
    // Awaited below; until then a cancelled job must not leave it as an unhandled rejection.
    site.catch(() => undefined);
    const pages: CollectedPage[] = startResponse ? await this.collectPages(start, startResponse) : [];
    const facts = await site;
    this.progress.finish();
    return { pages, ...facts };
  }

  /** The start page, its Lighthouse runs and the crawled pages, all through one filtering proxy. */
  private async collectPages(start: URL, startResponse: SafeResponse): Promise<CollectedPage[]> {
    const { plan } = this.request;
    const pages: CollectedPage[] = [];
    const proxy = await startFilteringProxy({
      policy: this.settings.policy,
      maxRequests: this.settings.proxyRequestsPerPage * this.plannedPages(),
      maxBytes: this.settings.proxyBytesPerPage * this.plannedPages(),
    });
    try {
      const lease = await this.browser().catch((error: unknown) => {
        this.failures.push(stageFailure('render', error, startResponse.finalUrl));
        return null;
      });
      if (!lease) return [collectedPageOf(startResponse)];
      try {
        const first = await this.collectPage(startResponse, { browser: lease.browser, proxy }, false);
        pages.push(first.page);
        if (plan.lighthouseRuns > 0) {
          this.progress.enter('lighthouse');
          first.page.lighthouse = await collectLighthouseRuns({
            url: start.href,
            runs: plan.lighthouseRuns,
            executablePath: this.settings.executablePath,
            policy: this.settings.policy,
            timeoutMs: this.settings.timeouts.lighthouse,
            signal: this.signal,
            failures: this.failures,
            onRunDone: () => this.progress.completeLighthouseRun(),
          });
        }
        if (plan.crawl) await this.crawl(first.links, pages, { browser: lease.browser, proxy });
      } finally {
        lease.release();
      }
    } finally {
      await proxy.close();
    }
    return pages;
  }

  private plannedPages(): number {
    return this.request.plan.crawl ? this.settings.maxPages : 1;
  }

  private fail(stage: CollectionStage, pageUrl: string, code: string, message: string): void {
    this.failures.push({ stage, pageUrl, code, message });
  }

  private async collectPage(
    response: SafeResponse,
    where: { browser: Browser; proxy: FilteringProxy },
    crawled: boolean,
  ): Promise<{ page: CollectedPage; links: string[] }> {
    const { plan } = this.request;
    const { timeouts } = this.settings;
    const pageUrl = response.finalUrl;
    const stageName = (stage: CollectionStage): CollectionStage => (crawled ? 'crawl' : stage);
    const page = collectedPageOf(response);
    if (response.truncated) this.fail('fetch', pageUrl, 'TOO_LARGE', `The page is larger than the fetch cap; only its beginning was kept`);
    const perPage = 2 + (plan.axe ? 1 : 0) + (plan.mobile ? 1 : 0);
    if (!isHtml(response)) {
      this.fail('render', pageUrl, 'NOT_HTML', `Not rendered: ${response.headers['content-type'] ?? 'no content type'} is not HTML`);
      this.progress.complete(perPage);
      return { page, links: [] };
    }
    const target: PageTarget = {
      browser: where.browser,
      proxyUrl: where.proxy.url,
      document: { url: pageUrl, status: response.status, headers: fulfilmentHeaders(response), body: response.body },
      cache: this.cache,
    };
    this.progress.enter(stageName('render'));
    const rendered = await runStage('render', { timeoutMs: timeouts.render + 5_000, signal: this.signal, pageUrl }, (signal) =>
      renderDesktop(target, timeouts.render, signal),
    );
    this.progress.complete();
    if (!rendered.ok) {
      this.failures.push(rendered.failure);
      this.progress.complete(perPage - 1);
      return { page, links: [] };
    }
    let links: string[];
    const session = rendered.value;
    try {
      if (session.loadTimedOut) {
        this.fail('render', pageUrl, 'STAGE_TIMEOUT', `No load event within ${timeouts.render} ms: the page was measured as it stood`);
      }
      links = await this.measure(session, page, stageName('measure'));
      if (plan.axe) await this.axe(session, page, stageName('axe'));
      await this.cache.settle(CACHE_SETTLE_MS);
      page.network = this.networkOf(session, response, where.proxy);
    } finally {
      await session.context.close().catch(() => undefined);
    }
    if (plan.mobile) {
      this.progress.enter(stageName('measure'));
      const mobile = await runStage('measure', { timeoutMs: timeouts.render + timeouts.measure, signal: this.signal, pageUrl }, (signal) =>
        checkMobileLayout(target, timeouts.render, signal),
      );
      this.progress.complete();
      if (mobile.ok) page.mobile = mobile.value;
      else this.failures.push({ ...mobile.failure, message: `Mobile layout (375 px): ${mobile.failure.message}` });
    }
    return { page, links };
  }

  private async measure(session: DesktopRender, page: CollectedPage, stage: CollectionStage): Promise<string[]> {
    this.progress.enter(stage);
    const measured = await runStage('measure', { timeoutMs: this.settings.timeouts.measure, signal: this.signal, pageUrl: page.finalUrl }, (signal) =>
      whileOpen(signal, session, () => measurePage(session.page)),
    );
    this.progress.complete();
    page.consoleErrors = session.consoleErrors;
    if (!measured.ok) {
      this.failures.push(measured.failure);
      return [];
    }
    const { facts, elements, renderedHtml } = measured.value;
    page.renderedHtml = renderedHtml;
    page.elements = elements;
    page.pageHeight = facts.pageHeight;
    page.timing = { ...page.timing, domContentLoadedMs: facts.domContentLoadedMs, loadMs: facts.loadMs, fcpMs: facts.fcpMs };
    return facts.links;
  }

  private async axe(session: DesktopRender, page: CollectedPage, stage: CollectionStage): Promise<void> {
    this.progress.enter(stage);
    const outcome = await runStage('axe', { timeoutMs: this.settings.timeouts.axe, signal: this.signal, pageUrl: page.finalUrl }, (signal) =>
      whileOpen(signal, session, () => runAxe(session.page)),
    );
    this.progress.complete();
    if (outcome.ok) page.axe = outcome.value;
    else this.failures.push(outcome.failure);
  }

  /** The render's requests, with real sizes for copies served from memory and for the document. */
  private networkOf(session: DesktopRender, response: SafeResponse, proxy: FilteringProxy): NetworkEntry[] {
    const entries = session.network.entries(proxy.blocked);
    this.cache.noteSizes(entries);
    return withDocumentTransfer(this.cache.restoreSizes(entries, session.fromMemory), response);
  }

  private async crawl(links: string[], pages: CollectedPage[], where: { browser: Browser; proxy: FilteringProxy }): Promise<void> {
    const { timeouts, policy, maxPages } = this.settings;
    const first = pages[0]!;
    const targets = selectCrawlTargets(links, first.finalUrl, [first.url, first.finalUrl], maxPages - 1);
    this.progress.setPages(1 + targets.length);
    const collected = new Set(pages.map((page) => pageKey(page.finalUrl)));
    const deadline = Date.now() + timeouts.crawl;
    for (const [index, link] of targets.entries()) {
      if (Date.now() > deadline) {
        this.failures.push({
          stage: 'crawl',
          code: 'STAGE_TIMEOUT',
          message: `The crawl stopped after ${timeouts.crawl} ms: ${targets.length - index} linked pages were not collected`,
        });
        return;
      }
      this.progress.enter('crawl');
      const fetched = await runStage('fetch', { timeoutMs: timeouts.fetch + 1_000, signal: this.signal, pageUrl: link }, (signal) =>
        safeFetch(link, { policy, timeoutMs: timeouts.fetch, signal }),
      );
      this.progress.complete();
      if (!fetched.ok) {
        this.failures.push(fetched.failure);
        continue;
      }
      const key = pageKey(fetched.value.finalUrl);
      // A link that redirects to a page already collected, or off the site, adds nothing to this site's report.
      if (collected.has(key) || !isSameSite(fetched.value.finalUrl, first.finalUrl)) continue;
      collected.add(key);
      if (!isHtml(fetched.value)) {
        this.fail('crawl', fetched.value.finalUrl, 'NOT_HTML', `Linked URL skipped: ${fetched.value.headers['content-type'] ?? 'no content type'} is not HTML`);
        continue;
      }
      pages.push((await this.collectPage(fetched.value, where, true)).page);
    }
  }
}

/** Runs `work` on an open page; if the stage's signal fires first, the page's context is closed to stop it. */
async function whileOpen<T>(signal: AbortSignal, session: DesktopRender, work: () => Promise<T>): Promise<T> {
  const stop = closeOnAbort(signal, session.context);
  try {
    return await work();
  } finally {
    stop();
  }
}
