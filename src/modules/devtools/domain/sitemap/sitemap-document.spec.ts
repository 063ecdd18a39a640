import { expect } from 'chai';
import { readSitemapDocument } from './sitemap-document.js';

describe('devtools sitemap document', () => {
  it('counts the <loc> of a urlset and of a sitemap index, past the prolog', () => {
    const urlset = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://e.org/</loc></url><url><loc>https://e.org/a</loc></url></urlset>';
    expect(readSitemapDocument(urlset)).to.deep.equal({ kind: 'urlset', locCount: 2 });
    const index = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://e.org/s1.xml</loc></sitemap></sitemapindex>';
    expect(readSitemapDocument(index)).to.deep.equal({ kind: 'sitemapindex', locCount: 1 });
    expect(readSitemapDocument('<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://e.org/</sm:loc></sm:url></sm:urlset>')).to.deep.equal({ kind: 'urlset', locCount: 1 });
  });

  it('is not a sitemap when the root is another element or the text is not XML', () => {
    expect(readSitemapDocument('<!DOCTYPE html><html><body><loc>x</loc></body></html>')).to.deep.equal({ kind: null, locCount: 0 });
    expect(readSitemapDocument('User-agent: *')).to.deep.equal({ kind: null, locCount: 0 });
  });
});
