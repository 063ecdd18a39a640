import { expect } from 'chai';
import { isSameSite, pageKey, selectCrawlTargets } from './crawl-links.js';

describe('crawl link selection', () => {
  const base = 'https://site.example/blog/';

  it('keeps same scheme and host (port included), drops fragments and duplicates, in link order', () => {
    const links = [
      'https://site.example/about',
      'https://site.example/about#team',
      'https://site.example/blog/#comments',
      'https://site.example:8443/admin',
      'http://site.example/insecure',
      'https://www.site.example/other-host',
      'https://elsewhere.example/',
      'https://site.example/contact?from=footer',
      'https://site.example/about',
    ];
    expect(selectCrawlTargets(links, base, [base], 10)).to.deep.equal(['https://site.example/about', 'https://site.example/contact?from=footer']);
  });

  it('skips non-http schemes, unparsable links, pages already visited and file downloads', () => {
    const links = [
      'mailto:team@site.example',
      'javascript:void(0)',
      'tel:+33123456789',
      'not a url',
      'https://site.example/',
      'https://site.example/files/report.PDF',
      'https://site.example/img/logo.png',
      'https://site.example/feed.xml',
      'https://site.example/v1.2/notes',
      'https://site.example/page.html',
      'https://site.example/pricing',
    ];
    expect(selectCrawlTargets(links, base, ['https://site.example/', base], 10)).to.deep.equal([
      'https://site.example/v1.2/notes',
      'https://site.example/page.html',
      'https://site.example/pricing',
    ]);
  });

  it('stops at the limit', () => {
    const links = Array.from({ length: 15 }, (_, i) => `https://site.example/p${i + 1}`);
    const targets = selectCrawlTargets(links, base, [base], 9);
    expect(targets).to.have.length(9);
    expect(targets.at(-1)).to.equal('https://site.example/p9');
  });

  it('keys a page by its URL without fragment', () => {
    expect(pageKey('https://site.example/a?b=1#c')).to.equal('https://site.example/a?b=1');
    expect(pageKey('ftp://site.example/')).to.equal(null);
    expect(pageKey('/relative')).to.equal(null);
  });

  it('treats scheme, host and port together as the site', () => {
    expect(isSameSite('https://site.example/x#y', 'https://site.example/')).to.equal(true);
    expect(isSameSite('http://site.example/x', 'https://site.example/')).to.equal(false);
    expect(isSameSite('https://site.example:444/x', 'https://site.example/')).to.equal(false);
    expect(isSameSite('https://sub.site.example/x', 'https://site.example/')).to.equal(false);
    expect(isSameSite('mailto:a@site.example', 'https://site.example/')).to.equal(false);
  });
});
