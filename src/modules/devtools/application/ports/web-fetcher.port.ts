/**
 * Fetches an address a user gave, through the platform's outbound guard (docs/adr/0006-outbound-platform.md).
 * A refused address (the start or any redirect) throws the DomainError DEVTOOLS_TARGET_REFUSED or
 * DEVTOOLS_INVALID_URL; a fetch that fails or runs out of time answers `failed` instead of throwing,
 * because what that means is the caller's rule (RFC 9309 §2.3.1.4 for robots.txt).
 */
export interface WebFetchOptions {
  maxBytes: number;
  timeoutMs: number;
}

export type WebFetchResult =
  | { kind: 'answered'; finalUrl: string; status: number; contentType: string | null; body: Buffer; truncated: boolean }
  | { kind: 'failed'; code: 'DEVTOOLS_FETCH_TIMEOUT' | 'DEVTOOLS_FETCH_FAILED'; reason: string; tooManyRedirects: boolean };

export interface WebFetcher {
  get(url: string, options: WebFetchOptions): Promise<WebFetchResult>;
}
