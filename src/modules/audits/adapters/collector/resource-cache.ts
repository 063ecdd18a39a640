import type { BrowserContext, Page, Response, Route } from 'playwright-core';
import type { NetworkEntry } from '../../domain/collection-bundle.js';

interface CachedResource {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Sizes of the original transfer, reported again when the copy is served. */
  transferSize: number | null;
  resourceSize: number | null;
}

export interface ServedDocument {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sub-resources worth a copy. Fetch/XHR answers are included: within one pass a page seeing the answer it
 * already got is harmless, a second hit on the target is not. Media (range requests) and frames are not.
 */
const CACHED_TYPES = new Set(['stylesheet', 'script', 'image', 'font', 'fetch', 'xhr']);
const DROPPED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * Keeps one copy of every sub-resource a page of the job loaded, so the mobile pass and the crawled pages
 * get stylesheets, scripts, images, fonts and API answers from memory: the target sees each URL once per collection
 * pass, as it sees each page once. Bounded per file and in total.
 */
export class ResourceCache {
  private readonly entries = new Map<string, CachedResource>();
  private readonly reads: Promise<void>[] = [];
  private bytes = 0;

  constructor(private readonly limits = { maxEntryBytes: 2 * 1024 * 1024, maxTotalBytes: 40 * 1024 * 1024 }) {}

  /** Copies the sub-resources `page` receives from the network; call `settle()` before closing it. */
  watch(page: Page): void {
    page.on('response', (response) => {
      this.reads.push(this.remember(response).catch(() => undefined));
    });
  }

  /** Waits for the copies under way, at most `timeoutMs` (a file still streaming is not worth the wait). */
  async settle(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.all(this.reads.splice(0)), cap]);
    clearTimeout(timer);
  }

  /**
   * Routes every request of `context`: the main document from `document` (already fetched by safeFetch),
   * cached sub-resources from memory, everything else on through the context's filtering proxy.
   * Returns the URLs answered from memory, whose network entries `restoreSizes` corrects.
   */
  async serve(context: BrowserContext, document: ServedDocument): Promise<Set<string>> {
    const fromMemory = new Set<string>();
    let documentServed = false;
    const target = withoutHash(document.url);
    await context.route('**/*', async (route: Route) => {
      const request = route.request();
      const url = request.url();
      try {
        if (!documentServed && request.isNavigationRequest() && request.frame().parentFrame() === null && withoutHash(url) === target) {
          documentServed = true;
          return await route.fulfill({ status: document.status, headers: document.headers, body: document.body });
        }
        const hit = request.method() === 'GET' ? this.entries.get(url) : undefined;
        if (hit) {
          fromMemory.add(url);
          return await route.fulfill({ status: hit.status, headers: hit.headers, body: hit.body });
        }
        return await route.continue();
      } catch {
        // The context closed under the route (stage timeout): nothing left to answer.
      }
    });
    return fromMemory;
  }

  /** Notes the real transfer sizes of cached files the first time a network log reports them. */
  noteSizes(entries: readonly NetworkEntry[]): void {
    for (const entry of entries) {
      const cached = this.entries.get(entry.url);
      if (cached && cached.transferSize === null && entry.transferSize > 0) {
        cached.transferSize = entry.transferSize;
        cached.resourceSize = entry.resourceSize;
      }
    }
  }

  /** Entries answered from memory get the sizes of the original transfer instead of the copy's. */
  restoreSizes(entries: readonly NetworkEntry[], fromMemory: ReadonlySet<string>): NetworkEntry[] {
    return entries.map((entry) => {
      const cached = fromMemory.has(entry.url) ? this.entries.get(entry.url) : undefined;
      if (!cached || cached.transferSize === null) return entry;
      return { ...entry, transferSize: cached.transferSize, resourceSize: cached.resourceSize ?? entry.resourceSize };
    });
  }

  private async remember(response: Response): Promise<void> {
    const request = response.request();
    const url = request.url();
    if (request.method() !== 'GET' || response.status() !== 200 || !CACHED_TYPES.has(request.resourceType())) return;
    if (this.entries.has(url) || url.startsWith('data:')) return;
    const body = await response.body();
    if (body.length > this.limits.maxEntryBytes || this.bytes + body.length > this.limits.maxTotalBytes) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(await response.allHeaders())) {
      if (!DROPPED_HEADERS.has(name)) headers[name] = value;
    }
    this.bytes += body.length;
    this.entries.set(url, { status: 200, headers, body, transferSize: null, resourceSize: null });
  }
}
