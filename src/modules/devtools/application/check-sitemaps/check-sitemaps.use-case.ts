import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { isDomainError } from '../../../../shared/index.js';
import type { DevtoolsErrorCode, SitemapCheckResult } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { devtoolsError } from '../../domain/devtools-error.js';
import { ROBOTS_LIMITS } from '../../domain/robots/robots-limits.js';
import { readSitemapDocument } from '../../domain/sitemap/sitemap-document.js';
import type { WebFetcher } from '../ports/web-fetcher.port.js';
import { DEVTOOLS_RATES, enforceRate } from '../rate-limit.js';

export interface CheckSitemapsCommand {
  userId: string;
  urls: string[];
}

/** Sitemaps fetched at once: the answer waits for the slowest, and one user should not hold many sockets. */
const CONCURRENCY = 4;

/**
 * Fetches each sitemap a robots.txt lists (through the outbound guard, 10 s and 1 MiB each) and says
 * whether crawlers can read it. A refused address is that URL's error, not the request's.
 */
@injectable()
export class CheckSitemaps {
  constructor(
    @inject(DEVTOOLS.WebFetcher) private readonly fetcher: WebFetcher,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: CheckSitemapsCommand): Promise<SitemapCheckResult[]> {
    const { urls } = command;
    if (urls.length === 0 || urls.length > ROBOTS_LIMITS.maxSitemaps) {
      throw devtoolsError('DEVTOOLS_TOO_MANY_SITEMAPS', `Check 1 to ${ROBOTS_LIMITS.maxSitemaps} sitemaps`, { max: ROBOTS_LIMITS.maxSitemaps });
    }
    await enforceRate(this.limiter, `devtools:sitemap-check:${command.userId}`, DEVTOOLS_RATES.sitemapCheck);
    const results: SitemapCheckResult[] = new Array(urls.length);
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const index = next++;
        results[index] = await this.check(urls[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, urls.length) }, worker));
    return results;
  }

  private async check(url: string): Promise<SitemapCheckResult> {
    const failed = (error: DevtoolsErrorCode, status: number | null = null, contentType: string | null = null): SitemapCheckResult => ({ url, status, contentType, kind: null, locCount: 0, error });
    let fetched;
    try {
      fetched = await this.fetcher.get(url, { maxBytes: ROBOTS_LIMITS.maxSitemapBytes, timeoutMs: ROBOTS_LIMITS.fetchTimeoutMs });
    } catch (error) {
      if (isDomainError(error) && (error.code === 'DEVTOOLS_TARGET_REFUSED' || error.code === 'DEVTOOLS_INVALID_URL')) return failed(error.code);
      throw error;
    }
    if (fetched.kind === 'failed') return failed(fetched.code);
    const { status, contentType } = fetched;
    if (status < 200 || status >= 300) return failed('DEVTOOLS_SITEMAP_HTTP_ERROR', status, contentType);
    if (fetched.truncated) return failed('DEVTOOLS_SITEMAP_TOO_LARGE', status, contentType);
    const document = readSitemapDocument(fetched.body.toString('utf8'));
    if (!document.kind) return failed('DEVTOOLS_SITEMAP_NOT_A_SITEMAP', status, contentType);
    return { url, status, contentType, kind: document.kind, locCount: document.locCount, error: null };
  }
}
