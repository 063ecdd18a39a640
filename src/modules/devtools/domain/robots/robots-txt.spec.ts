import { expect } from 'chai';
import { parseRobotsTxt, productToken } from './robots-txt.js';

/**
 * The matcher against RFC 9309's own examples (§2.2.2, §2.2.3, §5.1, §5.2) and Google's published
 * precedence examples (the robots.txt specification's "Order of precedence for rules").
 */
const allowed = (text: string, userAgent: string, path: string): boolean => parseRobotsTxt(text).decide(path, userAgent).allowed;

describe('devtools robots.txt parser and matcher (RFC 9309)', () => {
  describe('RFC 9309 §5.1, the simple example', () => {
    const text = [
      'User-Agent: *',
      'Disallow: *.gif$',
      'Disallow: /example/',
      'Allow: /publications/',
      '',
      'User-Agent: foobot',
      'Disallow:/',
      'Allow:/example/page.html',
      'Allow:/example/allowed.gif',
      '',
      'User-Agent: barbot',
      'User-Agent: bazbot',
      'Disallow: /example/page.html',
      '',
      'User-Agent: quxbot',
      '',
      'EOF',
    ].join('\n');

    it('lists the groups with their user agents, rules and line numbers', () => {
      const parsed = parseRobotsTxt(text);
      expect(parsed.groups.map((g) => [g.userAgents, g.line, g.rules.length])).to.deep.equal([
        [['*'], 1, 3],
        [['foobot'], 6, 3],
        [['barbot', 'bazbot'], 11, 1],
        [['quxbot'], 15, 0],
      ]);
      expect(parsed.groups[1]!.rules[0]).to.deep.equal({ type: 'disallow', pattern: '/', line: 7 });
      // "EOF" has no colon: not a directive.
      expect(parsed.warnings).to.deep.equal([{ code: 'DEVTOOLS_ROBOTS_UNKNOWN_DIRECTIVE', line: 17 }]);
    });

    it('foobot: only the allowed page and gif', () => {
      expect(allowed(text, 'foobot', '/example/page.html')).to.equal(true);
      expect(allowed(text, 'foobot', '/example/allowed.gif')).to.equal(true);
      expect(allowed(text, 'foobot', '/example/other.html')).to.equal(false);
      expect(allowed(text, 'foobot', '/')).to.equal(false);
    });

    it('barbot and bazbot share one group', () => {
      for (const bot of ['barbot', 'bazbot']) {
        expect(allowed(text, bot, '/example/page.html'), bot).to.equal(false);
        expect(allowed(text, bot, '/example/other.html'), bot).to.equal(true);
        expect(allowed(text, bot, '/x.gif'), bot).to.equal(true);
      }
    });

    it('quxbot: the last group has no rules, which allows everything (§2.1), not the * group', () => {
      const result = parseRobotsTxt(text).decide('/example/page.gif', 'quxbot');
      expect(result).to.deep.equal({ path: '/example/page.gif', allowed: true, rule: null, group: 'quxbot' });
    });

    it('any other crawler: the default * group, with `$` and `*`', () => {
      const parsed = parseRobotsTxt(text);
      expect(parsed.decide('/images/a.gif', 'otherbot')).to.deep.equal({
        path: '/images/a.gif',
        allowed: false,
        rule: { type: 'disallow', pattern: '*.gif$', line: 2 },
        group: '*',
      });
      expect(allowed(text, 'otherbot', '/images/a.gif?size=2')).to.equal(true);
      expect(allowed(text, 'otherbot', '/example/x')).to.equal(false);
      expect(allowed(text, 'otherbot', '/publications/x')).to.equal(true);
    });
  });

  it('RFC 9309 §5.2, longest match: the longer disallow wins inside the allowed folder', () => {
    const text = 'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
    const parsed = parseRobotsTxt(text);
    expect(parsed.decide('/example/page/disallowed.gif', 'foobot')).to.deep.include({ allowed: false, rule: { type: 'disallow', pattern: '/example/page/disallowed.gif', line: 3 } });
    expect(parsed.decide('/example/page/other.gif', 'foobot')).to.deep.include({ allowed: true, rule: { type: 'allow', pattern: '/example/page/', line: 2 } });
  });

  describe('Google\'s precedence examples', () => {
    const decide = (rules: string, path: string) => parseRobotsTxt(`User-agent: *\n${rules}\n`).decide(path, 'Googlebot');

    it('allow: /p vs disallow: / → /page allowed (the longer rule)', () => {
      expect(decide('Allow: /p\nDisallow: /', '/page')).to.deep.include({ allowed: true, rule: { type: 'allow', pattern: '/p', line: 2 } });
    });
    it('allow: /folder vs disallow: /folder → /folder/page allowed (a tie goes to allow)', () => {
      expect(decide('Allow: /folder\nDisallow: /folder', '/folder/page')).to.deep.include({ allowed: true, rule: { type: 'allow', pattern: '/folder', line: 2 } });
      expect(decide('Disallow: /folder\nAllow: /folder', '/folder/page')).to.deep.include({ allowed: true, rule: { type: 'allow', pattern: '/folder', line: 3 } });
    });
    it('allow: /page vs disallow: /*.htm → /page.htm disallowed (the longer pattern)', () => {
      expect(decide('Allow: /page\nDisallow: /*.htm', '/page.htm')).to.deep.include({ allowed: false, rule: { type: 'disallow', pattern: '/*.htm', line: 3 } });
    });
    it('allow: /$ vs disallow: / → / allowed, /page.htm disallowed', () => {
      expect(decide('Allow: /$\nDisallow: /', '/')).to.deep.include({ allowed: true, rule: { type: 'allow', pattern: '/$', line: 2 } });
      expect(decide('Allow: /$\nDisallow: /', '/page.htm')).to.deep.include({ allowed: false, rule: { type: 'disallow', pattern: '/', line: 3 } });
    });
  });

  describe('special characters (RFC 9309 §2.2.3)', () => {
    it('`$` anchors the end, `*` matches any run, `#` starts a comment', () => {
      const text = 'User-agent: *\nDisallow: /this/path/exactly$ # the end\nDisallow: /this/*/wild\n';
      expect(allowed(text, 'bot', '/this/path/exactly')).to.equal(false);
      expect(allowed(text, 'bot', '/this/path/exactly/')).to.equal(true);
      expect(allowed(text, 'bot', '/this/path/wild')).to.equal(false);
      expect(allowed(text, 'bot', '/this/path/that/wild')).to.equal(false);
      expect(allowed(text, 'bot', '/this/wild')).to.equal(true);
      expect(parseRobotsTxt(text).groups[0]!.rules[0]!.pattern).to.equal('/this/path/exactly$');
    });
  });

  describe('percent-encoding (RFC 9309 §2.2.2)', () => {
    it('a UTF-8 rule matches the percent-encoded path and the raw one', () => {
      const text = 'User-agent: *\nDisallow: /foo/bar/\u30C4\n';
      expect(allowed(text, 'bot', '/foo/bar/%E3%83%84')).to.equal(false);
      expect(allowed(text, 'bot', '/foo/bar/\u30C4')).to.equal(false);
    });
    it('an encoded rule matches the same encoded octets, not their decoded letters', () => {
      const text = 'User-agent: *\nDisallow: /foo/bar/%62%61%7A\n';
      expect(allowed(text, 'bot', '/foo/bar/%62%61%7A')).to.equal(false);
      expect(allowed(text, 'bot', '/foo/bar/baz')).to.equal(true);
    });
    it('hex digits compare without regard to case', () => {
      expect(allowed('User-agent: *\nDisallow: /a%3Cb\n', 'bot', '/a%3cb')).to.equal(false);
    });
  });

  describe('groups (RFC 9309 §2.2.1)', () => {
    it('merges every group naming the crawler', () => {
      const text = 'User-agent: a\nDisallow: /one\n\nUser-agent: b\nDisallow: /x\n\nUser-agent: a\nDisallow: /two\n';
      expect(allowed(text, 'a', '/one')).to.equal(false);
      expect(allowed(text, 'a', '/two')).to.equal(false);
      expect(allowed(text, 'a', '/x')).to.equal(true);
    });
    it('matches the product token without regard to case, ignoring a /version', () => {
      const text = 'User-agent: GoogleBot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n';
      const result = parseRobotsTxt(text).decide('/public', 'googlebot/2.1');
      expect(result).to.deep.include({ allowed: true, rule: null, group: 'GoogleBot' });
      expect(allowed(text, 'GOOGLEBOT', '/private')).to.equal(false);
      expect(productToken('Googlebot/2.1')).to.equal('googlebot');
    });
    it('falls back to the * group, and allows everything when there is none', () => {
      const text = 'User-agent: other\nDisallow: /\n';
      expect(parseRobotsTxt(text).decide('/page', 'mybot')).to.deep.equal({ path: '/page', allowed: true, rule: null, group: null });
      expect(parseRobotsTxt(`${text}\nUser-agent: *\nDisallow: /page\n`).decide('/page', 'mybot')).to.deep.include({ allowed: false, group: '*' });
    });
    it('directive names are case-insensitive; an empty Disallow allows everything', () => {
      expect(allowed('USER-AGENT: *\nDISALLOW: /a\n', 'bot', '/a')).to.equal(false);
      expect(allowed('User-agent: *\nDisallow:\n', 'bot', '/a')).to.equal(true);
    });
  });

  it('the /robots.txt URI is implicitly allowed (RFC 9309 §2.2.2)', () => {
    expect(parseRobotsTxt('User-agent: *\nDisallow: /\n').decide('/robots.txt', 'bot')).to.deep.equal({ path: '/robots.txt', allowed: true, rule: null, group: '*' });
  });

  it('reads a file that starts with a byte order mark, with CRLF lines, and lists its sitemaps', () => {
    const parsed = parseRobotsTxt('\uFEFFUser-agent: *\r\nDisallow: /a\r\nSitemap: https://example.org/sitemap.xml\r\nNoindex: /b\r\n');
    expect(parsed.decide('/a', 'bot')).to.deep.include({ allowed: false, rule: { type: 'disallow', pattern: '/a', line: 2 } });
    expect(parsed.sitemaps).to.deep.equal(['https://example.org/sitemap.xml']);
    expect(parsed.warnings).to.deep.equal([{ code: 'DEVTOOLS_ROBOTS_UNKNOWN_DIRECTIVE', line: 4 }]);
  });

  it('warns about rules before any user-agent line', () => {
    const parsed = parseRobotsTxt('Disallow: /early\nUser-agent: *\nDisallow: /late\n');
    expect(parsed.warnings).to.deep.equal([{ code: 'DEVTOOLS_ROBOTS_RULE_OUTSIDE_GROUP', line: 1 }]);
    expect(allowed('Disallow: /early\nUser-agent: *\nDisallow: /late\n', 'bot', '/early')).to.equal(true);
  });
});
