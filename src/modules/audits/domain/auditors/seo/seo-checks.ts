import type { SeoCategory } from '../../audit-result.js';

/** Categories in the order the report lists them, with their share of the 100-point SEO score. */
export const SEO_CATEGORY_WEIGHTS: Readonly<Record<SeoCategory, number>> = {
  titles: 25,
  headings: 15,
  canonical: 8,
  'open-graph': 7,
  'structured-data': 10,
  crawling: 20,
  links: 8,
  images: 7,
};

export const SEO_CATEGORIES = Object.keys(SEO_CATEGORY_WEIGHTS) as SeoCategory[];

export interface SeoCheck {
  category: SeoCategory;
  /** Points lost when every page fails the check (page scope), or when the site fails it (site scope). */
  weight: number;
  /** `page`: the loss is the weight times the share of analysed pages that fail; `site`: robots.txt and the sitemap. */
  scope: 'page' | 'site';
  /**
   * Rule ids of the content, website and semantic auditors (and the SEO audit's own) that report this
   * check, preferred first: when several auditors report the same problem on the same page, the report
   * keeps one finding, under the first rule that found it, so its id stays the same from run to run.
   */
  rules: readonly string[];
  /** Images: the loss is also scaled by the share of the page's images that lack alt text. */
  scaledByImages?: true;
}

/**
 * What matters for search, and what fixing it is worth (audits README, "SEO"). A category never loses
 * more than its weight, however many of its checks fail; checks listed together under one weight are
 * exclusive on a page (a title is missing or has a bad length, never both).
 */
export const SEO_CHECKS: Readonly<Record<string, SeoCheck>> = {
  'title-missing': { category: 'titles', weight: 15, scope: 'page', rules: ['meta-title-missing', 'page-title-missing', 'semantic-title-missing'] },
  'title-length': { category: 'titles', weight: 5, scope: 'page', rules: ['meta-title-too-short', 'meta-title-too-long'] },
  'description-missing': { category: 'titles', weight: 10, scope: 'page', rules: ['meta-description-missing', 'page-description-missing', 'semantic-description-missing'] },
  'description-length': { category: 'titles', weight: 4, scope: 'page', rules: ['meta-description-too-short', 'meta-description-too-long'] },
  'h1-missing': { category: 'headings', weight: 9, scope: 'page', rules: ['missing-h1', 'page-h1-missing', 'semantic-h1-missing'] },
  'h1-multiple': { category: 'headings', weight: 4, scope: 'page', rules: ['multiple-h1', 'semantic-h1-multiple'] },
  'h2-missing': { category: 'headings', weight: 3, scope: 'page', rules: ['missing-h2'] },
  'heading-skipped': { category: 'headings', weight: 3, scope: 'page', rules: ['heading-level-skipped', 'semantic-heading-levels-skipped'] },
  'canonical-missing': { category: 'canonical', weight: 8, scope: 'page', rules: ['canonical-missing', 'semantic-canonical-missing'] },
  'open-graph': { category: 'open-graph', weight: 5, scope: 'page', rules: ['open-graph-missing', 'semantic-open-graph-incomplete'] },
  'twitter-card': { category: 'open-graph', weight: 2, scope: 'page', rules: ['semantic-twitter-card-missing'] },
  'structured-data-missing': { category: 'structured-data', weight: 8, scope: 'page', rules: ['seo-structured-data-missing'] },
  'structured-data-invalid': { category: 'structured-data', weight: 10, scope: 'page', rules: ['seo-structured-data-invalid'] },
  noindex: { category: 'crawling', weight: 20, scope: 'page', rules: ['page-noindex', 'semantic-robots-noindex'] },
  'robots-disallow-all': { category: 'crawling', weight: 20, scope: 'site', rules: ['robots-disallow-all'] },
  'robots-missing': { category: 'crawling', weight: 3, scope: 'site', rules: ['robots-missing'] },
  'robots-no-sitemap': { category: 'crawling', weight: 2, scope: 'site', rules: ['robots-no-sitemap'] },
  sitemap: { category: 'crawling', weight: 5, scope: 'site', rules: ['sitemap-missing', 'sitemap-invalid', 'sitemap-empty'] },
  'broken-page': { category: 'links', weight: 8, scope: 'page', rules: ['page-http-error', 'content-page-unavailable', 'semantic-page-unavailable'] },
  'no-internal-links': { category: 'links', weight: 4, scope: 'page', rules: ['no-internal-links'] },
  'redirect-chain': { category: 'links', weight: 2, scope: 'page', rules: ['redirect-chain'] },
  'img-alt-missing': { category: 'images', weight: 7, scope: 'page', rules: ['img-alt-missing'], scaledByImages: true },
};

/** Rule id → [check id, preference rank]. */
export const CHECK_OF_RULE: ReadonlyMap<string, { check: string; rank: number }> = new Map(
  Object.entries(SEO_CHECKS).flatMap(([check, definition]) => definition.rules.map((rule, rank) => [rule, { check, rank }] as const)),
);
