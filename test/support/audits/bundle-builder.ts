import type { CollectedPage, CollectionBundle } from '../../../src/modules/audits/domain/collection-bundle.js';

/**
 * Bundles for auditor unit tests: what the collector would hand over, built by hand so a test states
 * exactly the input it judges. Integration tests get real bundles from the collector instead.
 */
export function collectedPage(overrides: Partial<CollectedPage> & { url: string }): CollectedPage {
  const html = overrides.html ?? '<!doctype html><html><head><title>t</title></head><body></body></html>';
  return {
    finalUrl: overrides.url,
    status: 200,
    redirects: [],
    headers: { 'content-type': 'text/html; charset=utf-8' },
    setCookies: [],
    html,
    renderedHtml: overrides.renderedHtml ?? html,
    network: [],
    timing: { ttfbMs: 20, domContentLoadedMs: 80, loadMs: 120, fcpMs: 90 },
    htmlBytes: Buffer.byteLength(html),
    elements: [],
    pageHeight: 940,
    mobile: null,
    axe: null,
    lighthouse: null,
    consoleErrors: [],
    ...overrides,
  };
}

export function bundleOf(pages: CollectedPage[], overrides: Partial<CollectionBundle> = {}): CollectionBundle {
  return {
    startUrl: pages[0]?.url ?? 'https://example.test/',
    pages,
    robotsTxt: null,
    sitemap: null,
    tls: null,
    failures: [],
    collectedAt: '2026-11-23T10:00:00.000Z',
    durationMs: 1000,
    ...overrides,
  };
}
