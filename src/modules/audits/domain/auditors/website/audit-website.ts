import type { WebsiteDetails } from '../../audit-result.js';
import type { Auditor } from '../../auditor.js';
import type { CollectedPage, CollectionBundle } from '../../collection-bundle.js';
import { makeFinding, type Finding, type Severity } from '../../finding.js';
import { countResources, extractHeadings, extractImages, extractLinks, extractMeta, pageHtml, parseHtml, type PageMeta } from '../../html/index.js';
import { scored } from '../../score-band.js';
import { checkRobots, checkSitemap, generateSitemap } from './robots-sitemap.js';
import { checkSsl, isOutdatedProtocol, SSL_EXPIRY_WARNING_DAYS } from './ssl-check.js';
import { missingSecurityHeaders, performanceMetric, securityMetric, seoMetric, usabilityMetric, type SeoFacts } from './website-metrics.js';
import { WEBSITE_RULES, type WebsiteRule } from './website-rules.js';

/** Detected URLs kept (pages of the bundle first, then internal links in document order). */
export const MAX_DETECTED_URLS = 500;
export const SLOW_LOAD_MS = 3000;
export const HEAVY_PAGE_BYTES = 3 * 1024 * 1024;

function finding(rule: WebsiteRule, pageUrl: string, message: string, params: Record<string, string | number> = {}, extra: { selector?: string; evidence?: string | null } = {}): Finding {
  return makeFinding({ audit: 'website', rule, severity: WEBSITE_RULES[rule].severity, pageUrl, message, params, ...extra });
}

/** Responsive viewport: width=device-width (what Google's mobile-friendly test asked for). */
export function viewportFacts(viewport: string | null): { hasViewport: boolean; zoomDisabled: boolean } {
  const content = (viewport ?? '').toLowerCase().replace(/\s+/g, '');
  const maxScale = /maximum-scale=([\d.]+)/.exec(content);
  return {
    hasViewport: /(^|[,;])width=device-width/.test(content),
    zoomDisabled: /user-scalable=(no|0)(?![\d.])/.test(content) || (maxScale !== null && Number(maxScale[1]) < 2),
  };
}

/** The page and the resources it loaded, in bytes: raw HTML plus every other response of the render. */
export function pageWeight(page: CollectedPage): number {
  const documentUrls = new Set([page.url, page.finalUrl]);
  const resources = page.network
    .filter((entry) => !entry.blocked && !(entry.resourceType === 'document' && documentUrls.has(entry.url)))
    .reduce((sum, entry) => sum + (entry.transferSize || entry.resourceSize), 0);
  return page.htmlBytes + resources;
}

interface PageFacts {
  page: CollectedPage;
  url: string;
  analysable: boolean;
  meta: PageMeta | null;
  detail: WebsiteDetails['pages'][number];
  internalLinks: string[];
  seo: SeoFacts;
  hasViewport: boolean;
  zoomDisabled: boolean;
}

function readPage(page: CollectedPage): PageFacts {
  const url = page.finalUrl || page.url;
  const html = pageHtml(page);
  const analysable = page.status < 400 && html.trim() !== '';
  const $ = parseHtml(analysable ? html : '');
  const meta = analysable ? extractMeta($, url) : null;
  const headings = extractHeadings($).counts;
  const links = extractLinks($, url);
  const images = extractImages($, url);
  const resources = countResources($);
  const robots = `${meta?.robots ?? ''},${page.headers['x-robots-tag'] ?? ''}`.toLowerCase();
  const viewport = viewportFacts(meta?.viewport ?? null);
  const internalLinks = links.filter((link) => link.internal).map((link) => link.url);
  return {
    page,
    url,
    analysable,
    meta,
    internalLinks,
    hasViewport: viewport.hasViewport,
    zoomDisabled: viewport.zoomDisabled,
    seo: {
      titleLength: meta?.title ? [...meta.title].length : 0,
      descriptionLength: meta?.description ? [...meta.description].length : 0,
      h1: headings.h1,
      canonical: Boolean(meta?.canonical),
      imagesMissingAlt: images.filter((image) => image.alt === null).length,
      lang: Boolean(meta?.lang),
      noindex: /\b(noindex|none)\b/.test(robots),
    },
    detail: {
      url,
      status: page.status,
      title: meta?.title ?? null,
      metaTags: meta?.tags ?? [],
      headings,
      images: images.length,
      links: { internal: internalLinks.length, external: links.length - internalLinks.length },
      scripts: resources.scripts,
      stylesheets: resources.stylesheets,
      sizeBytes: pageWeight(page),
      loadTimeMs: page.timing.loadMs,
    },
  };
}

function pageFindings(facts: PageFacts): Finding[] {
  const { page, url, seo, detail } = facts;
  const found: Finding[] = [];
  if (page.status >= 400) {
    found.push(finding('page-http-error', url, `The page answered HTTP ${page.status}.`, { status: page.status }));
    return found;
  }
  if (page.redirects.length > 1) {
    found.push(finding('redirect-chain', url, `${page.redirects.length} redirects before the page.`, { hops: page.redirects.length }, { evidence: page.redirects.map((hop) => `${hop.status} ${hop.url} → ${hop.location}`).join('\n') }));
  }
  if (!facts.analysable) return found;
  if (seo.titleLength === 0) found.push(finding('page-title-missing', url, 'The page has no title.', {}, { selector: 'title' }));
  if (seo.descriptionLength === 0) found.push(finding('page-description-missing', url, 'The page has no meta description.', {}, { selector: 'meta[name="description"]' }));
  if (seo.h1 === 0) found.push(finding('page-h1-missing', url, 'The page has no H1 heading.', {}, { selector: 'h1' }));
  if (!seo.lang) found.push(finding('page-lang-missing', url, 'The <html> element has no lang attribute.', {}, { selector: 'html' }));
  if (seo.noindex) found.push(finding('page-noindex', url, 'The page asks search engines not to index it.', {}, { evidence: [facts.meta?.robots, page.headers['x-robots-tag']].filter(Boolean).join(' | ') }));
  if (!facts.hasViewport) found.push(finding('viewport-missing', url, 'The page has no responsive viewport meta tag.', {}, { selector: 'meta[name="viewport"]', evidence: facts.meta?.viewport ?? null }));
  if (facts.zoomDisabled) found.push(finding('viewport-zoom-disabled', url, 'The viewport meta tag prevents zooming.', {}, { selector: 'meta[name="viewport"]', evidence: facts.meta?.viewport ?? null }));
  const mobile = page.mobile;
  if (mobile && mobile.scrollWidth > mobile.viewportWidth) {
    found.push(finding('horizontal-overflow', url, `At ${mobile.viewportWidth} px wide the page is ${mobile.scrollWidth} px wide.`, { viewportWidth: mobile.viewportWidth, scrollWidth: mobile.scrollWidth }));
  }
  if (mobile && mobile.smallTapTargets.length > 0) {
    found.push(
      finding('small-tap-targets', url, `${mobile.smallTapTargets.length} tap targets are smaller than 48×48 px at ${mobile.viewportWidth} px wide.`, { count: mobile.smallTapTargets.length }, {
        evidence: mobile.smallTapTargets.slice(0, 10).map((target) => `${target.selector} (${target.width}×${target.height}) ${target.text}`).join('\n'),
      }),
    );
  }
  if (mobile && mobile.smallTextCount > 0) found.push(finding('small-text', url, `${mobile.smallTextCount} text elements are smaller than 12 px on phones.`, { count: mobile.smallTextCount }));
  if (page.timing.loadMs !== null && page.timing.loadMs > SLOW_LOAD_MS) found.push(finding('slow-page-load', url, `The page took ${Math.round(page.timing.loadMs)} ms to load.`, { ms: Math.round(page.timing.loadMs) }));
  if (detail.sizeBytes > HEAVY_PAGE_BYTES) found.push(finding('heavy-page', url, `The page weighs ${Math.round(detail.sizeBytes / 1024)} KB.`, { bytes: detail.sizeBytes }));
  if (page.consoleErrors.length > 0) found.push(finding('page-console-errors', url, `${page.consoleErrors.length} JavaScript errors while loading.`, { count: page.consoleErrors.length }, { evidence: page.consoleErrors.slice(0, 5).join('\n') }));
  return found;
}

function normaliseUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

function detectUrls(facts: readonly PageFacts[]): string[] {
  const seen = new Set<string>();
  const add = (url: string): void => {
    const normal = normaliseUrl(url);
    if (normal && seen.size < MAX_DETECTED_URLS) seen.add(normal);
  };
  for (const page of facts) if (page.page.status < 400) add(page.url);
  for (const page of facts) for (const link of page.internalLinks) add(link);
  return [...seen];
}

const average = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * Website audit: the technical checks of docs/product.md §5.8 (robots.txt, sitemap, SSL, responsiveness, headers),
 * page details, detected URLs with a generated sitemap, a social preview and the SSUC metrics
 * (formulas in website-metrics.ts). Overall score = mean of the four metrics.
 */
export const auditWebsite: Auditor<'website'> = (bundle: CollectionBundle) => {
  const facts = bundle.pages.map(readPage);
  const start = facts.find((page) => page.analysable) ?? facts[0] ?? null;
  const mainUrl = bundle.startUrl;
  const findings: Finding[] = [];

  const robots = checkRobots(bundle.robotsTxt);
  const sitemap = checkSitemap(bundle.sitemap);
  const siteUrl = start?.url ?? mainUrl;
  if (robots.issues.includes('robots-missing')) findings.push(finding('robots-missing', siteUrl, 'No robots.txt was found.', { status: robots.status ?? 0 }, { selector: '/robots.txt' }));
  if (robots.disallowsAll) findings.push(finding('robots-disallow-all', siteUrl, 'robots.txt disallows the whole site for every crawler.', {}, { selector: '/robots.txt', evidence: bundle.robotsTxt?.body ?? null }));
  if (robots.issues.includes('robots-no-sitemap')) findings.push(finding('robots-no-sitemap', siteUrl, 'robots.txt has no Sitemap line.', {}, { selector: '/robots.txt' }));
  if (sitemap.issues.includes('sitemap-missing')) findings.push(finding('sitemap-missing', siteUrl, 'No sitemap.xml was found.', {}, { selector: '/sitemap.xml' }));
  if (sitemap.issues.includes('sitemap-invalid')) findings.push(finding('sitemap-invalid', siteUrl, `The sitemap is not valid: ${sitemap.error ?? ''}`, { error: sitemap.error ?? '' }, { selector: '/sitemap.xml', evidence: sitemap.error }));
  if (sitemap.issues.includes('sitemap-empty')) findings.push(finding('sitemap-empty', siteUrl, 'The sitemap lists no URL.', {}, { selector: '/sitemap.xml' }));

  const ssl = checkSsl(bundle, siteUrl);
  if (!ssl.https) findings.push(finding('ssl-not-https', siteUrl, 'The site is served over plain HTTP.'));
  else if (!bundle.tls || !bundle.tls.authorized) findings.push(finding('ssl-invalid', siteUrl, `The certificate could not be verified: ${ssl.error ?? 'unknown error'}.`, {}, { evidence: ssl.error }));
  if (ssl.https && ssl.daysToExpiry !== null && ssl.daysToExpiry < 0) findings.push(finding('ssl-expired', siteUrl, `The certificate expired on ${ssl.validTo}.`, { days: ssl.daysToExpiry, validTo: ssl.validTo ?? '' }));
  else if (ssl.https && ssl.daysToExpiry !== null && ssl.daysToExpiry < SSL_EXPIRY_WARNING_DAYS) findings.push(finding('ssl-expiring-soon', siteUrl, `The certificate expires in ${ssl.daysToExpiry} days.`, { days: ssl.daysToExpiry, validTo: ssl.validTo ?? '' }));
  if (ssl.https && isOutdatedProtocol(ssl.protocol)) findings.push(finding('tls-outdated-protocol', siteUrl, `The connection used ${ssl.protocol}.`, { protocol: ssl.protocol ?? '' }, { evidence: ssl.protocol }));

  const startPage = start?.page ?? null;
  const missingHeaders = startPage && start?.analysable ? missingSecurityHeaders(startPage.headers, ssl.https) : [];
  if (missingHeaders.length > 0) findings.push(finding('website-security-headers-missing', siteUrl, `Missing headers: ${missingHeaders.join(', ')}.`, { missing: missingHeaders.join(', '), count: missingHeaders.length }));

  for (const page of facts) findings.push(...pageFindings(page));

  const analysable = facts.filter((page) => page.analysable);
  const mobile = startPage?.mobile ?? null;
  const detectedUrls = detectUrls(facts);
  const startMeta = start?.meta ?? null;
  const og = startMeta?.openGraph ?? {};
  const twitter = startMeta?.twitter ?? {};

  const metrics = {
    performance: scored(average(analysable.map((page) => performanceMetric(page.page, page.detail.sizeBytes)))),
    seo: scored(seoMetric(analysable.map((page) => page.seo), { robotsOk: robots.present && !robots.disallowsAll, sitemapValid: sitemap.valid && sitemap.urlCount > 0 })),
    security: scored(securityMetric(ssl, startPage)),
    usability: scored(average(analysable.map((page) => usabilityMetric(page.page, { hasViewport: page.hasViewport, lang: page.seo.lang })))),
  };

  const issuesBySeverity: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  for (const item of findings) issuesBySeverity[item.severity] += 1;
  const loadTimes = facts.map((page) => page.page.timing.loadMs).filter((value): value is number => value !== null);

  const details: WebsiteDetails = {
    mainUrl,
    detectedUrls,
    generatedSitemap: generateSitemap(detectedUrls),
    socialPreview: {
      title: og['og:title'] ?? twitter['twitter:title'] ?? startMeta?.title ?? null,
      description: og['og:description'] ?? twitter['twitter:description'] ?? startMeta?.description ?? null,
      image: og['og:image'] ?? og['og:image:url'] ?? og['og:image:secure_url'] ?? twitter['twitter:image'] ?? twitter['twitter:image:src'] ?? null,
      siteName: og['og:site_name'] ?? null,
      url: og['og:url'] ?? startMeta?.canonical ?? siteUrl,
      twitterCard: twitter['twitter:card'] ?? null,
    },
    robots: { present: robots.present, status: robots.status, disallowsAll: robots.disallowsAll, sitemapUrls: robots.sitemapUrls, issues: robots.issues },
    sitemap: { present: sitemap.present, url: sitemap.url, urlCount: sitemap.urlCount, valid: sitemap.valid, issues: sitemap.issues },
    ssl,
    responsive: {
      viewportMeta: startMeta?.viewport ?? null,
      hasViewport: start?.hasViewport ?? false,
      horizontalOverflow: mobile ? mobile.scrollWidth > mobile.viewportWidth : false,
      scrollWidth: mobile?.scrollWidth ?? null,
      smallTapTargets: mobile?.smallTapTargets.length ?? 0,
      smallTextCount: mobile?.smallTextCount ?? 0,
      mobileFriendly: (start?.hasViewport ?? false) && !(mobile && mobile.scrollWidth > mobile.viewportWidth),
    },
    headers: startPage?.headers ?? {},
    pages: facts.map((page) => page.detail),
    statistics: {
      pagesAnalysed: facts.length,
      totalIssues: findings.length,
      averagePageSizeBytes: Math.round(average(facts.map((page) => page.detail.sizeBytes))),
      averageLoadTimeMs: loadTimes.length === 0 ? null : Math.round(average(loadTimes)),
    },
    metrics,
    issuesBySeverity,
  };
  const overall = scored(average([metrics.performance.score, metrics.seo.score, metrics.security.score, metrics.usability.score]));
  return {
    type: 'website',
    url: mainUrl,
    overall,
    pagesAnalysed: facts.length,
    findings,
    failures: bundle.failures,
    details,
    schemaVersion: 1,
    collectedAt: bundle.collectedAt,
    durationMs: bundle.durationMs,
  };
};
