import { expect } from 'chai';
import { bundleOf, collectedPage } from '../../../../../../test/support/audits/bundle-builder.js';
import type { AuditResult } from '../../audit-result.js';
import { parseHtml } from '../../html/index.js';
import { auditSeo } from './audit-seo.js';
import { SEO_CATEGORY_WEIGHTS } from './seo-checks.js';
import { readStructuredData } from './structured-data.js';

const DESCRIPTION = 'Acme makes sturdy, repairable garden tools for small urban gardens. Meet the team of gardeners and toolmakers who design them.';

/** Start page: description, canonical, Open Graph and H1 missing, one image of two without alt, a JSON-LD block cut short. */
const START = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Garden Tools: sturdy tools for small gardens</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",</script>
</head><body><main><h2>Tools</h2><p>Spades and pruners made to be repaired.</p>
<img src="/a.png" alt="A spade" width="10" height="10"><img src="/b.png" width="10" height="10"><a href="/about">About</a></main></body></html>`;

/** A second page with everything search engines read. */
const ABOUT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>About Acme Garden Tools and the people behind them</title>
<meta name="description" content="${DESCRIPTION}">
<link rel="canonical" href="https://shop.test/about">
<meta property="og:title" content="About Acme"><meta property="og:description" content="Who we are"><meta property="og:image" content="https://shop.test/team.png">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"AboutPage"},{"@type":"BreadcrumbList"}]}</script>
</head><body><main><h1>About us</h1><h2>Team</h2><p>We are gardeners.</p><a href="/">Home</a></main></body></html>`;

describe('SEO audit (content, semantic and website auditors on one bundle)', () => {
  let result: AuditResult<'seo'>;
  before(() => {
    expect(DESCRIPTION.length).to.be.within(120, 160);
    result = auditSeo(bundleOf([collectedPage({ url: 'https://shop.test/', html: START }), collectedPage({ url: 'https://shop.test/about', html: ABOUT })]), { previous: null });
  });

  it('keeps one finding per problem and page, under the preferred rule, and only what matters for search', () => {
    // Hand-counted: the H1 is missed by all three auditors, the description by all three, the canonical by two.
    expect(result.findings.map((f) => f.rule)).to.deep.equal([
      'seo-structured-data-invalid',
      'meta-description-missing',
      'sitemap-missing',
      'missing-h1',
      'canonical-missing',
      'robots-missing',
      'open-graph-missing',
      'img-alt-missing',
      'semantic-twitter-card-missing',
    ]);
    expect(result.findings.every((f) => f.audit === 'seo')).to.equal(true);
    expect(new Set(result.findings.map((f) => f.id)).size).to.equal(result.findings.length);
    // Not search findings: thin content, the TLS check, security headers, image dimensions, HTML validation.
    expect(result.findings.map((f) => f.rule)).not.to.include.members(['content-too-short', 'ssl-invalid', 'website-security-headers-missing', 'img-dimensions-missing']);
  });

  it('ranks findings by the points fixing each alone brings back, page checks shared among the pages', () => {
    // Two pages: page checks cost weight / 2; robots.txt and the sitemap cost their whole weight;
    // alt text 7 × (1 of 2 images) / 2 = 1.75.
    expect(result.details.ranked.map((r) => r.gain)).to.deep.equal([5, 5, 5, 4.5, 4, 3, 2.5, 1.8, 1]);
    expect(result.details.ranked.map((r) => r.findingId)).to.deep.equal(result.findings.map((f) => f.id));
    expect(result.details.ranked[0]!.category).to.equal('structured-data');
  });

  it('scores 100 minus the points each category lost', () => {
    const lost = Object.fromEntries(result.details.categories.map((c) => [c.category, c.lost]));
    expect(lost).to.deep.equal({ titles: 5, headings: 4.5, canonical: 4, 'open-graph': 3.5, 'structured-data': 5, crawling: 8, links: 0, images: 1.8 });
    // 100 − (5 + 4.5 + 4 + 3.5 + 5 + 8 + 1.75) = 68.25
    expect(result.overall).to.deep.equal({ score: 68, band: 'needs-improvement' });
    expect(result.details.categories.find((c) => c.category === 'crawling')).to.include({ weight: 20, score: 60, findings: 2 });
    expect(result.details.categories.map((c) => c.weight).reduce((a, b) => a + b, 0)).to.equal(100);
  });

  it('describes each page as search engines read it', () => {
    const [start, about] = result.details.pages;
    expect(start).to.deep.include({ url: 'https://shop.test/', indexable: true, canonical: null, h1: 0, h2: 1, structuredData: { types: [], invalid: 1 }, images: { total: 2, missingAlt: 1 } });
    expect(start!.description.band).to.equal('missing');
    expect(about).to.deep.include({ canonical: 'https://shop.test/about', h1: 1, openGraph: { title: true, description: true, image: true }, structuredData: { types: ['AboutPage', 'BreadcrumbList'], invalid: 0 } });
    expect(about!.title.band).to.equal('good');
    expect(result.details.robots.present).to.equal(false);
    expect(result.details.sitemap.issues).to.deep.equal(['sitemap-missing']);
    expect(result.details.sources.content).to.be.within(0, 100);
  });

  it('caps a category at its weight: with the whole site disallowed, lifting noindex alone gains nothing', () => {
    const html = START.replace('<title>', '<meta name="robots" content="noindex"><title>');
    const robots = { url: 'https://shop.test/robots.txt', status: 200, body: 'User-agent: *\nDisallow: /\n' };
    const capped = auditSeo(bundleOf([collectedPage({ url: 'https://shop.test/', html })], { robotsTxt: robots }), { previous: null });
    const crawling = capped.details.categories.find((c) => c.category === 'crawling')!;
    expect(crawling).to.include({ lost: SEO_CATEGORY_WEIGHTS.crawling, score: 0 });
    const gainOf = (rule: string) => capped.details.ranked.find((r) => r.findingId === capped.findings.find((f) => f.rule === rule)!.id)!.gain;
    // noindex (20) + disallow all (20) + no sitemap line (2) + no sitemap (5) = 47, capped at 20.
    expect(gainOf('page-noindex')).to.equal(0);
    expect(gainOf('robots-disallow-all')).to.equal(0);
  });

  it('a broken linked page costs the links category', () => {
    const broken = auditSeo(
      bundleOf([collectedPage({ url: 'https://shop.test/', html: ABOUT.replace('https://shop.test/about', 'https://shop.test/') }), collectedPage({ url: 'https://shop.test/gone', status: 404, html: 'Not found' })]),
      { previous: null },
    );
    const links = broken.details.categories.find((c) => c.category === 'links')!;
    expect(links).to.include({ lost: 4, findings: 1 });
    expect(broken.findings.find((f) => f.pageUrl === 'https://shop.test/gone')!.rule).to.equal('page-http-error');
  });
});

describe('structured data', () => {
  it('reads JSON-LD (with @graph and full type URLs), microdata and RDFa', () => {
    const $ = parseHtml(`<script type="Application/LD+JSON">{"@type":["https://schema.org/Product"],"offers":{"@type":"Offer"}}</script>
      <div itemscope itemtype="https://schema.org/Recipe"></div><div vocab="https://schema.org/" typeof="schema:Event"></div>`);
    expect(readStructuredData($)).to.deep.equal({ types: ['Event', 'Offer', 'Product', 'Recipe'], invalid: 0, firstInvalid: null });
  });

  it('counts blocks that are not JSON or name no type', () => {
    const $ = parseHtml('<script type="application/ld+json">{"name": "x"}</script><script type="application/ld+json">{oops</script>');
    expect(readStructuredData($)).to.deep.equal({ types: [], invalid: 2, firstInvalid: '{"name": "x"}' });
  });
});
