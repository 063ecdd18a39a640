import { DomainError } from '../../../shared/index.js';

/**
 * docs/product.md §8: the analysis URL must be a valid URL starting with http:// or https://. The address itself is
 * judged later, at connect time, by the SSRF guard: a name can resolve differently between now and then.
 * The URL is normalised (lower-case host, fragment dropped) so history groups one page under one URL.
 */
export function parseAuditUrl(input: unknown): string {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (!/^https?:\/\//i.test(raw) || raw.length > 2048) throw invalidUrl();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidUrl();
  }
  if (!url.hostname || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw invalidUrl();
  if (url.username || url.password) {
    throw new DomainError('validation', 'AUDIT_TARGET_REFUSED', 'Addresses with a user name or password cannot be analysed', { field: 'url', reason: 'credentials-in-url' });
  }
  url.hash = '';
  return url.toString();
}

function invalidUrl(): DomainError {
  return new DomainError('validation', 'AUDIT_INVALID_URL', 'Please enter a valid URL starting with http:// or https://', { field: 'url' });
}
