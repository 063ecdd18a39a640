import type { DomWindow } from './in-page-dom.js';

export interface PageFacts {
  domContentLoadedMs: number | null;
  loadMs: number | null;
  fcpMs: number | null;
  pageHeight: number;
  /** Resolved href of every link, in document order (the crawl picks from these). */
  links: string[];
}

/** In-page script: navigation timing, first contentful paint, page height and the links to crawl. */
export function readPageFacts(options: { maxLinks: number }): PageFacts {
  const win = globalThis as unknown as DomWindow;
  const doc = win.document;
  const navigation = win.performance.getEntriesByType('navigation')[0];
  const positive = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? Math.round(value) : null);
  const fcp = win.performance.getEntriesByName('first-contentful-paint')[0];
  const links = Array.from(doc.querySelectorAll('a[href], area[href]'))
    .map((element) => element.href ?? '')
    .filter((href) => href !== '');
  return {
    domContentLoadedMs: positive(navigation?.domContentLoadedEventEnd),
    loadMs: positive(navigation?.loadEventEnd),
    fcpMs: positive(fcp?.startTime),
    pageHeight: Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0),
    links: links.slice(0, options.maxLinks),
  };
}
