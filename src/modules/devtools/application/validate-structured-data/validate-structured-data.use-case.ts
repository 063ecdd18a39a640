import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { StructuredDataSource, StructuredDataValidateResponse } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { devtoolsError } from '../../domain/devtools-error.js';
import { analyseStructuredData, type StructuredDataWarning } from '../../domain/structured-data/structured-data-page.js';
import { STRUCTURED_DATA_LIMITS } from '../../domain/structured-data/structured-data-limits.js';
import type { WebFetcher } from '../ports/web-fetcher.port.js';
import { DEVTOOLS_RATES, enforceRate } from '../rate-limit.js';

export interface ValidateStructuredDataCommand {
  userId: string;
  url?: string;
  html?: string;
}

/** Content types a page of markup comes with; a missing one is read as HTML too. */
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml|application\/xml|text\/xml)\b/i;

/**
 * Extracts and validates a page's structured data (devtools README, "Structured data"): pasted markup, or
 * a page fetched through the outbound guard (10 s, the first 5 MiB, up to five redirects each checked).
 */
@injectable()
export class ValidateStructuredData {
  constructor(
    @inject(DEVTOOLS.WebFetcher) private readonly fetcher: WebFetcher,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: ValidateStructuredDataCommand): Promise<StructuredDataValidateResponse> {
    const { url, html } = command;
    if ((url === undefined) === (html === undefined)) {
      throw devtoolsError('DEVTOOLS_SD_SOURCE_REQUIRED', 'Give exactly one of url and html');
    }
    if (html !== undefined) {
      const bytes = Buffer.byteLength(html, 'utf8');
      if (bytes > STRUCTURED_DATA_LIMITS.maxHtmlBytes) {
        throw devtoolsError('DEVTOOLS_SD_HTML_TOO_LARGE', `html is at most ${STRUCTURED_DATA_LIMITS.maxHtmlBytes} bytes`, { maxBytes: STRUCTURED_DATA_LIMITS.maxHtmlBytes });
      }
      return this.answer({ kind: 'html', bytes }, html, []);
    }
    return this.fetchAndValidate(url!, command.userId);
  }

  private async fetchAndValidate(url: string, userId: string): Promise<StructuredDataValidateResponse> {
    let target: string;
    try {
      const parsed = new URL(url.trim());
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
      target = parsed.href;
    } catch {
      throw devtoolsError('DEVTOOLS_INVALID_URL', 'Please enter a valid URL starting with http:// or https://');
    }
    await enforceRate(this.limiter, `devtools:structured-data-fetch:${userId}`, DEVTOOLS_RATES.structuredDataFetch);
    const fetched = await this.fetcher.get(target, { maxBytes: STRUCTURED_DATA_LIMITS.maxPageBytes, timeoutMs: STRUCTURED_DATA_LIMITS.fetchTimeoutMs });
    if (fetched.kind === 'failed') {
      throw devtoolsError(fetched.code, fetched.code === 'DEVTOOLS_FETCH_TIMEOUT' ? 'The page did not answer in time' : 'The page could not be fetched', { reason: fetched.reason });
    }
    if (fetched.status < 200 || fetched.status >= 300) {
      throw devtoolsError('DEVTOOLS_SD_HTTP_ERROR', `The page answered HTTP ${fetched.status}`, { status: fetched.status });
    }
    if (fetched.contentType !== null && !HTML_TYPES.test(fetched.contentType.trim())) {
      throw devtoolsError('DEVTOOLS_SD_NOT_HTML', 'The page is not HTML', { contentType: fetched.contentType.slice(0, 200) });
    }
    const source: StructuredDataSource = { kind: 'url', url: target, finalUrl: fetched.finalUrl, status: fetched.status, bytes: fetched.body.length };
    const warnings: StructuredDataWarning[] = fetched.truncated ? [{ code: 'DEVTOOLS_SD_PAGE_TRUNCATED' }] : [];
    return this.answer(source, decode(fetched.body, fetched.contentType), warnings);
  }

  private answer(source: StructuredDataSource, html: string, extra: StructuredDataWarning[]): StructuredDataValidateResponse {
    const { items, warnings } = analyseStructuredData(html);
    return { success: true, source, items, warnings: [...extra, ...warnings] };
  }
}

/** The Content-Type's charset when Node knows it, UTF-8 otherwise. */
function decode(body: Buffer, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (charset) {
    try {
      return new TextDecoder(charset).decode(body);
    } catch {
      // An unknown label falls through to UTF-8.
    }
  }
  return body.toString('utf8');
}
