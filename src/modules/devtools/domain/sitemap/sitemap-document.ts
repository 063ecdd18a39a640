/**
 * What a fetched sitemap is (sitemaps.org protocol 0.9): a `<urlset>` of pages or a `<sitemapindex>` of
 * sitemaps, told by its root element, with the number of `<loc>` elements. A count, not a validation:
 * the tool says whether crawlers will find addresses in it.
 */
export interface SitemapDocument {
  kind: 'urlset' | 'sitemapindex' | null;
  locCount: number;
}

export function readSitemapDocument(text: string): SitemapDocument {
  // Past the XML declaration, comments and doctype: the first element is the root.
  const withoutProlog = text.replace(/^\uFEFF/, '').replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '');
  const root = /<\s*(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(withoutProlog)?.[1]?.toLowerCase();
  const kind = root === 'urlset' || root === 'sitemapindex' ? root : null;
  const locCount = kind ? (withoutProlog.match(/<\s*(?:[A-Za-z_][\w.-]*:)?loc[\s>]/gi)?.length ?? 0) : 0;
  return { kind, locCount };
}
