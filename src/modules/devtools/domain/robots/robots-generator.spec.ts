import { expect } from 'chai';
import type { DomainError } from '../../../../shared/index.js';
import { generateRobotsTxt } from './robots-generator.js';
import { parseRobotsTxt } from './robots-txt.js';

describe('devtools robots.txt generator', () => {
  it('writes groups then sitemaps, and the tester reads back what it wrote', () => {
    const { robotsTxt, warnings } = generateRobotsTxt(
      [
        { userAgents: ['Googlebot', 'Bingbot'], allow: ['/public/'], disallow: ['/private/'] },
        { userAgents: ['*'], allow: [], disallow: ['/tmp/'] },
      ],
      ['https://example.org/sitemap.xml'],
    );
    expect(robotsTxt).to.equal(
      'User-agent: Googlebot\nUser-agent: Bingbot\nAllow: /public/\nDisallow: /private/\n\nUser-agent: *\nDisallow: /tmp/\n\nSitemap: https://example.org/sitemap.xml\n',
    );
    expect(warnings).to.deep.equal([]);
    const parsed = parseRobotsTxt(robotsTxt);
    expect(parsed.groups.map((g) => g.userAgents)).to.deep.equal([['Googlebot', 'Bingbot'], ['*']]);
    expect(parsed.decide('/private/x', 'bingbot').allowed).to.equal(false);
    expect(parsed.decide('/tmp/x', 'otherbot').allowed).to.equal(false);
    expect(parsed.sitemaps).to.deep.equal(['https://example.org/sitemap.xml']);
  });

  it('flags Disallow: / for every crawler, blocked assets, crawl-delay and a bad sitemap address, each at its line', () => {
    const { robotsTxt, warnings } = generateRobotsTxt(
      [
        { userAgents: ['*'], allow: [], disallow: ['/'] },
        { userAgents: ['Googlebot'], allow: [], disallow: ['/assets/', '/*.css$', '/admin/'], crawlDelay: 5 },
      ],
      ['/sitemap.xml'],
    );
    const lines = robotsTxt.split('\n');
    const at = (line: number) => lines[line - 1];
    expect(warnings.map((w) => [w.code, at(w.line)])).to.deep.equal([
      ['DEVTOOLS_ROBOTS_BLOCKS_ALL', 'Disallow: /'],
      ['DEVTOOLS_ROBOTS_BLOCKS_ASSETS', 'Disallow: /assets/'],
      ['DEVTOOLS_ROBOTS_BLOCKS_ASSETS', 'Disallow: /*.css$'],
      ['DEVTOOLS_ROBOTS_CRAWL_DELAY_IGNORED', 'Crawl-delay: 5'],
      ['DEVTOOLS_ROBOTS_INVALID_SITEMAP_URL', 'Sitemap: /sitemap.xml'],
    ]);
  });

  it('gives a group without rules an empty Disallow, which allows everything', () => {
    expect(generateRobotsTxt([{ userAgents: ['*'], allow: [], disallow: [] }], []).robotsTxt).to.equal('User-agent: *\nDisallow:\n');
  });

  it('refuses values that would write their own lines, paths not starting with / or *, and empty groups', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as DomainError).code;
      }
      return null;
    };
    expect(code(() => generateRobotsTxt([{ userAgents: ['*\nDisallow: /'], allow: [], disallow: [] }], []))).to.equal('DEVTOOLS_ROBOTS_VALUE_INVALID');
    expect(code(() => generateRobotsTxt([{ userAgents: ['*'], allow: [], disallow: ['/a\r\nAllow: /'] }], []))).to.equal('DEVTOOLS_ROBOTS_VALUE_INVALID');
    expect(code(() => generateRobotsTxt([{ userAgents: ['*'], allow: ['page'], disallow: [] }], []))).to.equal('DEVTOOLS_ROBOTS_VALUE_INVALID');
    expect(code(() => generateRobotsTxt([], ['https://e.org/s.xml\nDisallow: /']))).to.equal('DEVTOOLS_ROBOTS_VALUE_INVALID');
    expect(code(() => generateRobotsTxt([{ userAgents: [' '], allow: [], disallow: [] }], []))).to.equal('DEVTOOLS_ROBOTS_GROUPS_INVALID');
    expect(code(() => generateRobotsTxt([], []))).to.equal('DEVTOOLS_ROBOTS_GROUPS_INVALID');
    expect(code(() => generateRobotsTxt([{ userAgents: ['*'], allow: [], disallow: [], crawlDelay: -1 }], []))).to.equal('DEVTOOLS_ROBOTS_VALUE_INVALID');
  });
});
