import { inject, injectable } from 'inversify';
import { FetchLimitError, safeFetch, TargetRefusedError, type TargetPolicy } from '../../../../platform/outbound/index.js';
import type { WebFetcher, WebFetchOptions, WebFetchResult } from '../../application/ports/web-fetcher.port.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { devtoolsError } from '../../domain/devtools-error.js';

/**
 * safeFetch with the module's TargetPolicy (the `outbound` config: ALLOW_PRIVATE_TARGETS,
 * AUDIT_ALLOWED_PORTS), so the start and every redirect meet the address rules of audits. Refusals keep
 * the guard's reason in `details` under this module's own codes (docs/adr/0006-outbound-platform.md).
 */
@injectable()
export class GuardedWebFetcher implements WebFetcher {
  constructor(@inject(DEVTOOLS.TargetPolicy) private readonly policy: TargetPolicy) {}

  async get(url: string, options: WebFetchOptions): Promise<WebFetchResult> {
    try {
      const res = await safeFetch(url, {
        policy: this.policy,
        maxBytes: options.maxBytes,
        timeoutMs: options.timeoutMs,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; StackLensDevtools/1.0)', accept: 'text/plain,application/xml,text/xml;q=0.9,*/*;q=0.5' },
      });
      return { kind: 'answered', finalUrl: res.finalUrl, status: res.status, contentType: res.headers['content-type'] ?? null, body: res.body, truncated: res.truncated };
    } catch (error) {
      if (error instanceof TargetRefusedError) {
        const code = error.code === 'AUDIT_INVALID_URL' ? 'DEVTOOLS_INVALID_URL' : 'DEVTOOLS_TARGET_REFUSED';
        throw devtoolsError(code, error.message, { reason: error.reason });
      }
      if (error instanceof FetchLimitError) {
        return error.reason === 'timeout'
          ? { kind: 'failed', code: 'DEVTOOLS_FETCH_TIMEOUT', reason: error.message, tooManyRedirects: false }
          : { kind: 'failed', code: 'DEVTOOLS_FETCH_FAILED', reason: error.message, tooManyRedirects: true };
      }
      return { kind: 'failed', code: 'DEVTOOLS_FETCH_FAILED', reason: error instanceof Error ? error.message : String(error), tooManyRedirects: false };
    }
  }
}
