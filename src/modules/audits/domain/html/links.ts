import { collapseWhitespace, documentBaseUrl, isSameSite, resolveUrl, type CheerioAPI } from './html-document.js';

export interface PageLink {
  /** Absolute URL without its fragment. */
  url: string;
  text: string;
  internal: boolean;
  nofollow: boolean;
}

/**
 * The page's http(s) links (`a[href]`, `area[href]`). Links to a fragment of the same page, mailto:,
 * tel:, javascript: and data: are not links to another document and are left out. Internal means
 * same host, ignoring a leading "www.".
 */
export function extractLinks($: CheerioAPI, pageUrl: string): PageLink[] {
  const base = documentBaseUrl($, pageUrl);
  const links: PageLink[] = [];
  $('a[href], area[href]').each((_, element) => {
    const href = ($(element).attr('href') ?? '').trim();
    if (href === '' || href.startsWith('#')) return;
    const absolute = resolveUrl(href, base);
    if (!absolute) return;
    const url = new URL(absolute);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    url.hash = '';
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    links.push({
      url: url.href,
      text: collapseWhitespace($(element).text() || $(element).attr('aria-label') || $(element).attr('title') || ''),
      internal: isSameSite(url.href, pageUrl),
      nofollow: rel.includes('nofollow'),
    });
  });
  return links;
}

export function summariseLinks(links: readonly PageLink[]): { internal: number; external: number; nofollow: number } {
  let internal = 0;
  let nofollow = 0;
  for (const link of links) {
    if (link.internal) internal += 1;
    if (link.nofollow) nofollow += 1;
  }
  return { internal, external: links.length - internal, nofollow };
}
