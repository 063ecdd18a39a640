// From the contract itself (type-only, ADR 7) so that this pure function also loads under Node for its spec.
import type { AuditResult, AuditRunView } from '../../../../src/modules/audits/contract.js';

/**
 * The SEO audit page's state under the names docs/product.md §5.2 gives it. Derived from the RTK Query
 * cache (the start request and the run on screen), never copied into a slice (frontend README, "Server
 * data"): the cache already holds them, and a copy would only go stale while the run is polled.
 */
export interface SeoAuditState {
  /** The finished run's report; null before it is done, when it failed, or when starting one failed. */
  seoData: AuditResult<'seo'> | null;
  /** A run is being started, fetched for the first time, or is queued or running in the worker. */
  isSeoLoading: boolean;
  /**
   * The code to translate (audits README, "API"): the start request's (PREMIUM_REQUIRED,
   * AUDIT_TOO_MANY_RUNNING…), the run's failure, the fetch's, or AUDIT_NOT_FOUND for a run of another type.
   */
  seoError: string | null;
}

/** What this needs of RTK Query's state of the run: its current data, its error and whether the first fetch is pending. */
export interface RunQueryState {
  currentData?: AuditRunView;
  error?: unknown;
  isLoading?: boolean;
}

/** What this needs of the start request's mutation state. */
export interface StartRequestState {
  isLoading?: boolean;
  error?: unknown;
}

const ACTIVE = new Set(['queued', 'running']);

function codeOf(error: unknown): string {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' ? code : 'INTERNAL_ERROR';
}

const IDLE: SeoAuditState = { seoData: null, isSeoLoading: false, seoError: null };

/** The same precedence as the page: a start in flight or refused wins over the run in the address. */
export function seoAuditState(query: RunQueryState, start: StartRequestState = {}): SeoAuditState {
  if (start.isLoading) return { ...IDLE, isSeoLoading: true };
  if (start.error) return { ...IDLE, seoError: codeOf(start.error) };
  const data = query.currentData;
  const run = data?.type === 'seo' ? data : undefined;
  let seoError: string | null = null;
  if (query.error) seoError = codeOf(query.error);
  else if (data && !run) seoError = 'AUDIT_NOT_FOUND';
  else if (run?.status === 'failed') seoError = run.error?.code ?? 'AUDIT_FAILED';
  return {
    seoData: run?.status === 'done' && run.result?.type === 'seo' ? (run.result as AuditResult<'seo'>) : null,
    isSeoLoading: !query.error && (Boolean(query.isLoading) || (run !== undefined && ACTIVE.has(run.status))),
    seoError,
  };
}
