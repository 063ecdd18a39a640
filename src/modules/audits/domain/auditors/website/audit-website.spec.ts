import { expect } from 'chai';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readFileSync } from 'node:fs';
import { bundleOf, collectedPage } from '../../../../../../test/support/audits/bundle-builder.js';
import type { CollectionBundle, TlsDetails } from '../../collection-bundle.js';
import { auditWebsite, checkRobots, checkSitemap, generateSitemap, tlsVersion, viewportFacts, WEBSITE_RULES } from './index.js';

const fixture = (name: string): string => readFileSync(new URL(`../../../../../../test/fixtures/audits/website/${name}`, import.meta.url), 'utf8');
const none = { previous: null };

const TLS: TlsDetails = {
  protocol: 'TLSv1.3',
  cipher: 'TLS_AES_128_GCM_SHA256',
  authorized: true,
  authorizationError: null,
  subject: 'CN=example.test',
  issuer: 'CN=Fixture CA',
  validFrom: 'Sep 14 10:00:00 2026 GMT',
  // 20 days after the bundle's collectedAt (2026-11-23T10:00:00Z)
  validTo: 'Dec 13 10:00:00 2026 GMT',
  altNames: ['example.test'],
};

function siteBundle(overrides: Partial<CollectionBundle> = {}): CollectionBundle {
  const index = collectedPage({
    url: 'https://example.test/',
    html: fixture('index.html'),
    headers: { 'content-type': 'text/html', 'strict-transport-security': 'max-age=63072000', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin' },
    network: [
      { url: 'https://example.test/', method: 'GET', resourceType: 'document', status: 200, mimeType: 'text/html', transferSize: 5000, resourceSize: 9000, durationMs: 50 },
      { url: 'https://example.test/css/site.css', method: 'GET', resourceType: 'stylesheet', status: 200, mimeType: 'text/css', transferSize: 10_000, resourceSize: 40_000, durationMs: 30 },
      { url: 'https://example.test/js/app.js', method: 'GET', resourceType: 'script', status: 200, mimeType: 'text/javascript', transferSize: 20_000, resourceSize: 60_000, durationMs: 30 },
      { url: 'https://example.test/img/saw.jpg', method: 'GET', resourceType: 'image', status: 200, mimeType: 'image/jpeg', transferSize: 0, resourceSize: 100_000, durationMs: 40 },
      { url: 'http://cdn.example.test/track.js', method: 'GET', resourceType: 'script', status: 200, mimeType: 'text/javascript', transferSize: 1000, resourceSize: 1000, durationMs: 20 },
      { url: 'http://10.0.0.1/x.png', method: 'GET', resourceType: 'image', status: null, mimeType: null, transferSize: 0, resourceSize: 0, durationMs: null, blocked: 'BLOCKED_PRIVATE_ADDRESS' },
    ],
    timing: { ttfbMs: 100, domContentLoadedMs: 900, loadMs: 2000, fcpMs: 1200 },
    mobile: { viewportWidth: 375, scrollWidth: 375, smallTapTargets: [{ selector: 'header > nav > a:nth-of-type(1)', width: 40, height: 20, text: 'Home' }], smallTextCount: 0 },
  });
  const about = collectedPage({
    url: 'https://example.test/about-us',
    finalUrl: 'https://example.test/about',
    redirects: [
      { url: 'https://example.test/about-us', status: 301, location: '/about-us/' },
      { url: 'https://example.test/about-us/', status: 301, location: '/about' },
    ],
    html: fixture('about.html'),
    timing: { ttfbMs: 300, domContentLoadedMs: 2000, loadMs: 4000, fcpMs: 2500 },
    mobile: { viewportWidth: 375, scrollWidth: 500, smallTapTargets: [], smallTextCount: 4 },
    consoleErrors: ['TypeError: x is undefined'],
  });
  return bundleOf([index, about], {
    robotsTxt: { url: 'https://example.test/robots.txt', status: 200, body: fixture('robots.txt') },
    sitemap: { url: 'https://example.test/sitemap.xml', status: 200, body: fixture('sitemap.xml') },
    tls: TLS,
    ...overrides,
  });
}

describe('website auditor', () => {
  it('detects URLs from the pages and their internal links, and generates a valid, escaped sitemap', () => {
    const { details } = auditWebsite(siteBundle(), none);
    expect(details.mainUrl).to.equal('https://example.test/');
    expect(details.detectedUrls).to.deep.equal([
      'https://example.test/',
      'https://example.test/about',
      'https://example.test/shop?cat=saws&sort=price',
      'https://example.test/contact',
      'https://example.test/team',
    ]);
    expect(details.generatedSitemap).to.include('<loc>https://example.test/shop?cat=saws&amp;sort=price</loc>');
    expect(XMLValidator.validate(details.generatedSitemap)).to.equal(true);
    const parsed = new XMLParser().parse(details.generatedSitemap) as { urlset: { url: { loc: string }[] } };
    expect(parsed.urlset.url.map((entry) => entry.loc)).to.deep.equal(details.detectedUrls);
    expect(generateSitemap(['https://e.test/<a>"\'']).includes('<loc>https://e.test/&lt;a&gt;&quot;&apos;</loc>')).to.equal(true);
  });

  it('builds the social preview from Open Graph, Twitter and the canonical URL', () => {
    expect(auditWebsite(siteBundle(), none).details.socialPreview).to.deep.equal({
      title: 'Acme Tools',
      description: 'Hand tools that last.',
      image: 'https://example.test/img/card.png',
      siteName: 'Acme',
      url: 'https://example.test/',
      twitterCard: 'summary_large_image',
    });
  });

  it('checks robots.txt and the sitemap', () => {
    const { details } = auditWebsite(siteBundle(), none);
    expect(details.robots).to.deep.equal({ present: true, status: 200, disallowsAll: false, sitemapUrls: ['https://example.test/sitemap.xml'], issues: [] });
    expect(details.sitemap).to.deep.equal({ present: true, url: 'https://example.test/sitemap.xml', urlCount: 3, valid: true, issues: [] });

    const closed = checkRobots({ url: 'https://example.test/robots.txt', status: 200, body: fixture('robots-closed.txt') });
    expect(closed).to.deep.equal({ present: true, status: 200, disallowsAll: true, sitemapUrls: [], issues: ['robots-disallow-all', 'robots-no-sitemap'] });
    expect(checkRobots({ url: 'https://example.test/robots.txt', status: 404, body: 'nope' })).to.include({ present: false, status: 404 });
    expect(checkRobots({ url: 'https://example.test/robots.txt', status: 200, body: '<!DOCTYPE html><html></html>' }).issues).to.deep.equal(['robots-missing']);
    expect(checkRobots(null)).to.deep.equal({ present: false, status: null, disallowsAll: false, sitemapUrls: [], issues: ['robots-missing'] });

    const broken = checkSitemap({ url: 'https://example.test/sitemap.xml', status: 200, body: fixture('sitemap-broken.xml') });
    expect(broken).to.include({ present: true, valid: false, urlCount: 0 });
    expect(broken.issues).to.deep.equal(['sitemap-invalid']);
    expect(broken.error).to.be.a('string').and.match(/line 3/);
    expect(checkSitemap({ url: 'https://example.test/sitemap.xml', status: 200, body: fixture('sitemap-index.xml') })).to.include({ valid: true, urlCount: 2 });
    expect(checkSitemap({ url: 'https://example.test/sitemap.xml', status: 200, body: '<?xml version="1.0"?><rss></rss>' }).issues).to.deep.equal(['sitemap-invalid']);
    expect(checkSitemap({ url: 'https://example.test/sitemap.xml', status: 200, body: '<urlset></urlset>' }).issues).to.deep.equal(['sitemap-empty']);
    expect(checkSitemap(null).issues).to.deep.equal(['sitemap-missing']);
  });

  it('judges SSL at collection time: 20 days left is flagged, the protocol is read', () => {
    const result = auditWebsite(siteBundle(), none);
    expect(result.details.ssl).to.deep.equal({ https: true, valid: true, protocol: 'TLSv1.3', issuer: 'CN=Fixture CA', validTo: '2026-12-13T10:00:00.000Z', daysToExpiry: 20, error: null });
    expect(result.findings.find((item) => item.rule === 'ssl-expiring-soon')!.params).to.deep.equal({ days: 20, validTo: '2026-12-13T10:00:00.000Z' });

    const old = auditWebsite(siteBundle({ tls: { ...TLS, protocol: 'TLSv1.1', validTo: 'Nov 20 10:00:00 2026 GMT' } }), none);
    expect(old.details.ssl).to.include({ valid: false, daysToExpiry: -3 });
    expect(old.findings.map((item) => item.rule)).to.include.members(['ssl-expired', 'tls-outdated-protocol']);
    expect(old.findings.map((item) => item.rule)).not.to.include('ssl-expiring-soon');

    const untrusted = auditWebsite(siteBundle({ tls: { ...TLS, authorized: false, authorizationError: 'SELF_SIGNED_CERT_IN_CHAIN', validTo: 'Nov 23 10:00:00 2027 GMT' } }), none);
    expect(untrusted.details.ssl).to.include({ valid: false, daysToExpiry: 365, error: 'SELF_SIGNED_CERT_IN_CHAIN' });
    expect(untrusted.findings.find((item) => item.rule === 'ssl-invalid')).to.include({ severity: 'critical', evidence: 'SELF_SIGNED_CERT_IN_CHAIN' });

    const http = auditWebsite(bundleOf([collectedPage({ url: 'http://example.test/', html: fixture('index.html') })]), none);
    expect(http.details.ssl).to.deep.equal({ https: false, valid: false, protocol: null, issuer: null, validTo: null, daysToExpiry: null, error: null });
    expect(http.findings.find((item) => item.rule === 'ssl-not-https')).to.include({ severity: 'critical' });
    expect(tlsVersion('TLSv1')).to.equal(1);
    expect(tlsVersion('SSLv3')).to.equal(0);
  });

  it('reads responsiveness from the viewport meta and the 375 px layout', () => {
    const { details } = auditWebsite(siteBundle(), none);
    expect(details.responsive).to.deep.equal({
      viewportMeta: 'width=device-width, initial-scale=1',
      hasViewport: true,
      horizontalOverflow: false,
      scrollWidth: 375,
      smallTapTargets: 1,
      smallTextCount: 0,
      mobileFriendly: true,
    });
    expect(viewportFacts('width=device-width, user-scalable=no')).to.deep.equal({ hasViewport: true, zoomDisabled: true });
    expect(viewportFacts('width=device-width, maximum-scale=1.0')).to.deep.equal({ hasViewport: true, zoomDisabled: true });
    expect(viewportFacts('width=1024')).to.deep.equal({ hasViewport: false, zoomDisabled: false });
  });

  it('lists page details and site statistics', () => {
    const bundle = siteBundle();
    const { details } = auditWebsite(bundle, none);
    const [index, about] = details.pages;
    expect(index).to.deep.include({
      url: 'https://example.test/',
      status: 200,
      title: 'Acme Tools: hand tools for careful woodworkers',
      headings: { h1: 1, h2: 2, h3: 1, h4: 0, h5: 0, h6: 0 },
      images: 2,
      links: { internal: 5, external: 1 },
      scripts: 2,
      stylesheets: 2,
      // HTML + stylesheet, script and image (resource size when the transfer size is unknown) + the http script; the document entry and the blocked request do not count
      sizeBytes: bundle.pages[0]!.htmlBytes + 10_000 + 20_000 + 100_000 + 1000,
      loadTimeMs: 2000,
    });
    expect(index!.metaTags.map((tag) => tag.name)).to.deep.equal(['description', 'viewport', 'og:title', 'og:description', 'og:image', 'og:site_name', 'twitter:card']);
    expect(about).to.deep.include({ url: 'https://example.test/about', title: 'About Acme', links: { internal: 2, external: 0 }, scripts: 0, sizeBytes: bundle.pages[1]!.htmlBytes, loadTimeMs: 4000 });
    expect(details.headers['strict-transport-security']).to.equal('max-age=63072000');
    expect(details.statistics).to.deep.equal({
      pagesAnalysed: 2,
      totalIssues: 12,
      averagePageSizeBytes: Math.round((index!.sizeBytes + about!.sizeBytes) / 2),
      averageLoadTimeMs: 3000,
    });
  });

  it('reports issues with severities and computes the SSUC metrics by their documented formulas', () => {
    const result = auditWebsite(siteBundle(), none);
    expect(result.findings.map((item) => `${item.rule}|${item.pageUrl}`)).to.deep.equal([
      'ssl-expiring-soon|https://example.test/',
      'website-security-headers-missing|https://example.test/',
      'small-tap-targets|https://example.test/',
      'redirect-chain|https://example.test/about',
      'page-description-missing|https://example.test/about',
      'page-lang-missing|https://example.test/about',
      'page-noindex|https://example.test/about',
      'viewport-missing|https://example.test/about',
      'horizontal-overflow|https://example.test/about',
      'small-text|https://example.test/about',
      'slow-page-load|https://example.test/about',
      'page-console-errors|https://example.test/about',
    ]);
    expect(result.findings[1]!.params).to.deep.equal({ missing: 'content-security-policy, x-frame-options', count: 2 });
    expect(result.details.issuesBySeverity).to.deep.equal({ critical: 0, high: 3, medium: 5, low: 4, info: 0 });
    for (const item of result.findings) expect(WEBSITE_RULES[item.rule as keyof typeof WEBSITE_RULES].severity).to.equal(item.severity);
    // performance: home (85.71·40 + 93.33·30 + 100·15 + 100·15)/100 = 92.29; about (57.14·40 + 50·30 + 100·15)/85 = 62.18 → 77
    // seo: home 20+20+15+10+0+5+10 = 80, about 15+0+15+0+10+0+0 = 40 → 60, + robots 5 + sitemap 5 = 70
    // security: https 30 + valid 20 + (expires in 20 days) 0 + TLS 1.3 5 + HSTS 10 + CSP 0 + nosniff 5 + XFO 0 + referrer 5 + (http script) 0 = 75
    // usability: home (100·30 + 100·25 + 90·20 + 100·15 + 100·10)/100 = 98, about (0 + 0 + 100·20 + 80·15 + 0)/100 = 32 → 65
    expect(result.details.metrics).to.deep.equal({
      performance: { score: 77, band: 'needs-improvement' },
      seo: { score: 70, band: 'needs-improvement' },
      security: { score: 75, band: 'needs-improvement' },
      usability: { score: 65, band: 'needs-improvement' },
    });
    expect(result.overall).to.deep.equal({ score: 72, band: 'needs-improvement' });
    expect(result).to.deep.include({ type: 'website', pagesAnalysed: 2, schemaVersion: 1, collectedAt: '2026-11-23T10:00:00.000Z' });
  });

  it('survives an empty bundle and error pages', () => {
    const empty = auditWebsite(bundleOf([], { startUrl: 'https://example.test/', failures: [{ stage: 'fetch', code: 'FETCH_FAILED', message: 'ECONNREFUSED' }] }), none);
    expect(empty.pagesAnalysed).to.equal(0);
    expect(empty.failures).to.have.length(1);
    expect(empty.details.detectedUrls).to.deep.equal([]);
    const notFound = auditWebsite(bundleOf([collectedPage({ url: 'https://example.test/x', status: 404, html: '<h1>Not found</h1>' })], { tls: TLS }), none);
    expect(notFound.findings.map((item) => item.rule)).to.include('page-http-error');
    expect(notFound.details.detectedUrls).to.deep.equal([]);
  });
});
