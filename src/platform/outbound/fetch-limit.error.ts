/**
 * A fetch that was allowed but stopped by one of safeFetch's limits. Not a DomainError: the collector
 * records it as the failure of its stage rather than refusing the audit.
 */
export class FetchLimitError extends Error {
  override readonly name = 'FetchLimitError';
  readonly code = 'AUDIT_FETCH_LIMIT';

  constructor(
    readonly reason: 'too-many-redirects' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}
