import type { CollectedPage, NetworkEntry } from '../../domain/collection-bundle.js';
import { pageKey } from './crawl-links.js';
import { decodeBody } from './decode-body.js';
import { chainSetCookies, joinedHeaders } from './document-response.js';
import type { SafeResponse } from '../../../../platform/outbound/index.js';

/** The page as safeFetch got it; the render fills in the rest. */
export function collectedPageOf(response: SafeResponse): CollectedPage {
  return {
    url: response.url,
    finalUrl: response.finalUrl,
    status: response.status,
    redirects: response.redirects.map(({ url, status, location }) => ({ url, status, location })),
    headers: joinedHeaders(response.rawHeaders),
    setCookies: chainSetCookies(response),
    html: decodeBody(response.body, response.headers['content-type'] ?? null),
    renderedHtml: '',
    network: [],
    timing: { ttfbMs: Math.round(response.ttfbMs), domContentLoadedMs: null, loadMs: null, fcpMs: null },
    htmlBytes: response.body.length,
    elements: [],
    pageHeight: 0,
    mobile: null,
    axe: null,
    lighthouse: null,
    consoleErrors: [],
  };
}

/**
 * The browser got the document from safeFetch's copy, so its log entry reports that transfer instead:
 * bytes on the wire (Content-Length when the server sent one), decoded size, time to first byte.
 */
export function withDocumentTransfer(entries: NetworkEntry[], response: SafeResponse): NetworkEntry[] {
  const index = entries.findIndex((entry) => entry.resourceType === 'document' && pageKey(entry.url) === pageKey(response.finalUrl));
  if (index < 0) return entries;
  const wireLength = Number(response.headers['content-length']);
  const copy = [...entries];
  copy[index] = {
    ...copy[index]!,
    status: response.status,
    transferSize: Number.isFinite(wireLength) && wireLength > 0 ? wireLength : response.body.length,
    resourceSize: response.body.length,
    durationMs: Math.round(response.ttfbMs),
  };
  return copy;
}
