import { expect } from 'chai';
import { checkCrawlDelay, checkPaths, checkRulePaths, checkSitemapUrls, checkUrl, checkUserAgent, linesOf } from '../../frontend/src/features/robots/robots-input.js';
import { explainCode, explainFailure } from '../../frontend/src/features/robots/robots-errors.js';
import { robotsMessages as m } from '../../frontend/src/features/robots/robots.messages.js';
import { buildJsonLd, propertiesOf, richResultTypes } from '../../frontend/src/features/robots/structured-data/json-ld-model.js';
import { RICH_RESULTS } from '../../src/shared/devtools/rich-results.js';
import { outboundRefusalMessages } from '../../frontend/src/shared/errors/outbound-refusal.js';

/** The robots page's pure parts: the checks made before sending, the codes' sentences, the JSON-LD builder. */

describe('robots page: input checks', () => {
  it('reads one value per non-empty line, trimmed', () => {
    expect(linesOf(' /a \r\n\n/b\r/c\n  ')).to.deep.equal(['/a', '/b', '/c']);
  });

  it('names the typed line of a bad path, blank lines counted', () => {
    expect(checkPaths('/ok\n\nno-slash')).to.deep.include({ values: { line: 3 } });
    expect(checkPaths('/has space')?.message).to.equal(m.errPath);
    expect(checkPaths('/frag#x')?.message).to.equal(m.errPath);
    expect(checkPaths('/a?b=c\n/d')).to.equal(null);
    expect(checkPaths('\n \n')?.message).to.equal(m.errPaths);
    expect(checkPaths(Array.from({ length: 101 }, (_, i) => `/p${i}`).join('\n'))?.message).to.equal(m.errPaths);
  });

  it('takes a user agent of 1 to 200 characters and an http(s) address', () => {
    expect(checkUserAgent('Googlebot/2.1')).to.equal(null);
    expect(checkUserAgent('  ')?.message).to.equal(m.errUserAgent);
    expect(checkUserAgent('x'.repeat(201))?.message).to.equal(m.errUserAgent);
    expect(checkUrl('https://example.org/a')).to.equal(null);
    expect(checkUrl('ftp://example.org/')?.message).to.equal(m.errUrl);
    expect(checkUrl('example.org')?.message).to.equal(m.errUrl);
  });

  it('checks the generator: rule paths from / or *, a crawl delay of 0 to 86400 s, up to 20 absolute sitemaps', () => {
    expect(checkRulePaths('/a\n*.pdf$')).to.equal(null);
    expect(checkRulePaths('/a\nb')).to.deep.include({ values: { line: 2 } });
    expect(checkRulePaths('/a#b')?.message).to.equal(m.errRulePath);
    expect(checkCrawlDelay('')).to.equal(null);
    expect(checkCrawlDelay('2.5')).to.equal(null);
    expect(checkCrawlDelay('-1')?.message).to.equal(m.errCrawlDelay);
    expect(checkCrawlDelay('86401')?.message).to.equal(m.errCrawlDelay);
    expect(checkSitemapUrls('', false)).to.equal(null);
    expect(checkSitemapUrls('', true)?.message).to.equal(m.errSitemaps);
    expect(checkSitemapUrls('https://a.example/s.xml\n/s.xml', false)).to.deep.include({ values: { line: 2 } });
  });
});

describe('robots page: codes in sentences', () => {
  it('gives the wait of a rate limit in whole seconds, rounded up', () => {
    expect(explainCode('RATE_LIMITED', { retryAfterMs: 41_500 })).to.deep.equal({ message: m.eRateLimited, values: { seconds: 42 } });
    expect(explainCode('RATE_LIMITED', {})).to.deep.equal({ message: m.eRateLimitedNoTime });
  });

  it("says why the guard refused an address, and a generic reason for the ones a user cannot act on", () => {
    expect(explainCode('DEVTOOLS_TARGET_REFUSED', { reason: 'private-address' })).to.deep.equal({ message: m.eTargetRefused, why: outboundRefusalMessages.private });
    expect(explainCode('DEVTOOLS_TARGET_REFUSED', { reason: 'multicast' })).to.deep.equal({ message: m.eTargetRefused, why: outboundRefusalMessages.other });
  });

  it('reads the code from an RTK Query error, and tells a lost connection from a server failure', () => {
    expect(explainFailure({ status: 400, data: { success: false, code: 'DEVTOOLS_PATH_INVALID', error: 'x' } }, m.failTest)).to.deep.equal({
      headline: m.failTest,
      reason: { message: m.ePathInvalid },
      code: 'DEVTOOLS_PATH_INVALID',
    });
    expect(explainFailure({ status: 'FETCH_ERROR', error: 'TypeError' }, m.failTest).reason).to.deep.equal({ message: m.eNetwork });
    expect(explainFailure({ status: 500, data: 'oops' }, m.failTest).reason).to.deep.equal({ message: m.eGeneric });
  });
});

describe('robots page: JSON-LD builder', () => {
  it('offers the eight rich results of the shared table, each required property before the recommended ones', () => {
    expect(richResultTypes()).to.deep.equal(RICH_RESULTS.map((r) => r.type));
    const product = propertiesOf(RICH_RESULTS.find((r) => r.type === 'Product')!, []);
    expect(product.required.map((s) => s.choice)).to.deep.equal([['name'], ['review', 'aggregateRating', 'offers']]);
    // Recommended properties already asked as a choice are not asked twice.
    expect(product.recommended).to.deep.equal([]);
  });

  it('leaves empty fields out and counts a choice of properties as one requirement', () => {
    expect(buildJsonLd('Product', {}, {})).to.deep.equal({ json: { '@context': 'https://schema.org', '@type': 'Product' }, missingRequired: 2 });
    const { json, missingRequired } = buildJsonLd('Product', { name: ' Kiln ', 'aggregateRating.ratingValue': '4,5', 'aggregateRating.reviewCount': '12' }, {});
    expect(missingRequired).to.equal(0);
    expect(json).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kiln',
      aggregateRating: { '@type': 'AggregateRating', reviewCount: 12, ratingValue: 4.5 },
    });
  });

  it('numbers breadcrumb entries by their place, skipping empty ones', () => {
    const { json } = buildJsonLd(
      'BreadcrumbList',
      { 'itemListElement.0.name': 'Home', 'itemListElement.0.item': 'https://a.example/', 'itemListElement.2.name': 'Kilns' },
      { itemListElement: 3 },
    );
    expect(json.itemListElement).to.deep.equal([
      { '@type': 'ListItem', name: 'Home', item: 'https://a.example/', position: 1 },
      { '@type': 'ListItem', name: 'Kilns', position: 2 },
    ]);
  });

  it('writes lists, recipe steps and schema.org enumeration members as Google expects them', () => {
    const { json } = buildJsonLd(
      'Recipe',
      { name: 'Bread', image: 'https://a.example/1.jpg\nhttps://a.example/2.jpg', recipeInstructions: 'Mix\nBake', recipeIngredient: 'flour' },
      {},
    );
    expect(json.image).to.deep.equal(['https://a.example/1.jpg', 'https://a.example/2.jpg']);
    expect(json.recipeIngredient).to.equal('flour');
    expect(json.recipeInstructions).to.deep.equal([
      { '@type': 'HowToStep', text: 'Mix' },
      { '@type': 'HowToStep', text: 'Bake' },
    ]);
    expect(buildJsonLd('Event', { eventStatus: 'EventScheduled' }, {}).json.eventStatus).to.equal('https://schema.org/EventScheduled');
  });
});
