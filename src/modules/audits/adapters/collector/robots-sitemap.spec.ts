import { expect } from 'chai';
import { robotsUrlOf, sitemapUrlsFromRobots } from './robots-sitemap.js';

describe('robots.txt helpers', () => {
  it('lists Sitemap lines in order, any case, relative ones resolved, malformed ones skipped', () => {
    const robots = [
      'User-agent: *',
      'Disallow: /private',
      'Sitemap: https://cdn.example/sitemap-index.xml',
      '  sitemap:/sitemaps/posts.xml  ',
      'SITEMAP: http://[bad',
      '# Sitemap: https://commented.example/sitemap.xml',
    ].join('\r\n');
    expect(sitemapUrlsFromRobots(robots, 'https://site.example/robots.txt')).to.deep.equal([
      'https://cdn.example/sitemap-index.xml',
      'https://site.example/sitemaps/posts.xml',
    ]);
  });

  it('finds robots.txt at the root of the origin the page ended on', () => {
    expect(robotsUrlOf('https://www.site.example:8443/blog/post?id=1')).to.equal('https://www.site.example:8443/robots.txt');
  });
});
