import { expect } from 'chai';
import type { DomainError } from '../../../shared/index.js';
import { analysisOf, defaultWebsiteName, parseAnalyzisUrls, parseSitemapContent, parseWebsiteName, parseWebsiteUrl } from './website-data.js';

const codeOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('expected a refusal');
};

describe('audits: website data rules', () => {
  it('requires a trimmed name of at most 120 characters', () => {
    expect(parseWebsiteName('  Shop  ')).to.equal('Shop');
    for (const bad of ['', '   ', undefined, 42]) expect(codeOf(() => parseWebsiteName(bad))).to.equal('AUDITS_WEBSITE_NAME_REQUIRED');
    expect(parseWebsiteName('n'.repeat(120))).to.have.length(120);
    expect(codeOf(() => parseWebsiteName('n'.repeat(121)))).to.equal('AUDITS_WEBSITE_NAME_TOO_LONG');
  });

  it('takes https:// addresses only, normalised as audit URLs are', () => {
    expect(parseWebsiteUrl(' https://Shop.Example.ORG/path#top ')).to.equal('https://shop.example.org/path');
    expect(parseWebsiteUrl('HTTPS://a.test')).to.equal('https://a.test/');
    for (const bad of ['http://a.test/', 'a.test', 'https://', 'ftp://a.test', 'https://user:pw@a.test/', '', null]) {
      expect(codeOf(() => parseWebsiteUrl(bad)), String(bad)).to.equal('AUDITS_WEBSITE_URL_HTTPS');
    }
    expect(codeOf(() => parseWebsiteUrl(`https://a.test/${'p'.repeat(2048)}`))).to.equal('AUDITS_WEBSITE_URL_TOO_LONG');
  });

  it('keeps up to 500 detected http(s) URLs once each, and a sitemap of up to 1 MB', () => {
    expect(parseAnalyzisUrls(['https://a.test/x', 'http://a.test/y', 'https://a.test/x#frag'])).to.deep.equal(['https://a.test/x', 'http://a.test/y']);
    expect(parseAnalyzisUrls(Array.from({ length: 500 }, (_, i) => `https://a.test/${i}`))).to.have.length(500);
    expect(codeOf(() => parseAnalyzisUrls(Array.from({ length: 501 }, (_, i) => `https://a.test/${i}`)))).to.equal('AUDITS_WEBSITE_TOO_MANY_URLS');
    expect(codeOf(() => parseAnalyzisUrls(['https://a.test/', 'javascript:alert(1)']))).to.equal('AUDITS_WEBSITE_ANALYZIS_URLS_INVALID');
    expect(codeOf(() => parseAnalyzisUrls('https://a.test/'))).to.equal('AUDITS_WEBSITE_ANALYZIS_URLS_INVALID');
    expect(parseSitemapContent('x'.repeat(1024 * 1024))).to.have.length(1024 * 1024);
    // 'é' is two bytes: the limit is on bytes, not characters.
    expect(codeOf(() => parseSitemapContent('é'.repeat(512 * 1024 + 1)))).to.equal('AUDITS_WEBSITE_SITEMAP_TOO_LARGE');
    expect(codeOf(() => parseSitemapContent(12))).to.equal('AUDITS_WEBSITE_SITEMAP_INVALID');
  });

  it('turns an audit\'s detected URLs and sitemap into website data, dropping what does not fit', () => {
    const urls = ['https://a.test/', 'mailto:x@a.test', ...Array.from({ length: 600 }, (_, i) => `https://a.test/${i}`)];
    const kept = analysisOf(urls, '<urlset/>');
    expect(kept.analyzisUrls).to.have.length(500);
    expect(kept.analyzisUrls.slice(0, 2)).to.deep.equal(['https://a.test/', 'https://a.test/0']);
    expect(kept.sitemapContent).to.equal('<urlset/>');
    expect(analysisOf([], 'x'.repeat(1024 * 1024 + 1)).sitemapContent).to.equal(null);
    expect(defaultWebsiteName('https://shop.example.org/path')).to.equal('shop.example.org');
  });
});
