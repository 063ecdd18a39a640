import { expect } from 'chai';
import { analyseCookies, cookieRules } from './cookie-report.js';
import { cookieJar, cookieRejection, hasInvalidSameSite, parseSetCookie } from './set-cookie.js';

const PAGE = new URL('https://shop.example.com/account/orders');

describe('Set-Cookie parsing', () => {
  it('reads the name, value and every flag, case-insensitively', () => {
    const cookie = parseSetCookie('sessionid=a1b2c3; path=/; SECURE; HttpOnly; samesite=strict; Max-Age=3600; Domain=.Example.com; Expires=Wed, 21 Oct 2037 07:28:00 GMT');
    expect(cookie).to.include({ name: 'sessionid', value: 'a1b2c3', secure: true, httpOnly: true, sameSite: 'strict', path: '/', maxAge: 3600, domain: 'example.com', expires: 'Wed, 21 Oct 2037 07:28:00 GMT', prefix: null });
  });

  it('leaves flags false and SameSite null when the attributes are absent', () => {
    expect(parseSetCookie('theme=dark')).to.include({ secure: false, httpOnly: false, sameSite: null, domain: null, path: null });
  });

  it('keeps the last SameSite and lets an unknown value erase an earlier valid one, as jars do', () => {
    expect(parseSetCookie('a=1; SameSite=Strict; SameSite=None')?.sameSite).to.equal('none');
    expect(parseSetCookie('a=1; SameSite=Lax; SameSite=Sometimes')?.sameSite).to.equal(null);
  });

  it('keeps "=" inside the value and ignores empty attributes', () => {
    expect(parseSetCookie('token=YWJj==; ; Secure')).to.include({ name: 'token', value: 'YWJj==', secure: true });
  });

  it('refuses lines a jar cannot parse: no "=", an empty name, control characters', () => {
    expect(parseSetCookie('novalue')).to.equal(null);
    expect(parseSetCookie('=value; Secure')).to.equal(null);
    expect(parseSetCookie('a=b\u0001c')).to.equal(null);
    expect(parseSetCookie('   ')).to.equal(null);
  });

  it('ignores a Path that does not start with "/" and a non-numeric Max-Age', () => {
    expect(parseSetCookie('a=1; Path=docs; Max-Age=soon')).to.include({ path: null, maxAge: null });
  });

  it('recognises the prefixes case-sensitively', () => {
    expect(parseSetCookie('__Host-id=1')?.prefix).to.equal('__Host-');
    expect(parseSetCookie('__Secure-id=1')?.prefix).to.equal('__Secure-');
    expect(parseSetCookie('__host-id=1')?.prefix).to.equal(null);
  });

  it('flags SameSite with a missing or unknown value on the raw line, as the Observatory does', () => {
    expect(hasInvalidSameSite('a=1; SameSite')).to.equal(true);
    expect(hasInvalidSameSite('a=1; SameSite=')).to.equal(true);
    expect(hasInvalidSameSite('a=1; SameSite=Sometimes')).to.equal(true);
    expect(hasInvalidSameSite('a=1; SameSite=None; Secure')).to.equal(false);
    expect(hasInvalidSameSite('a=1; samesite= lax ')).to.equal(false);
    expect(hasInvalidSameSite('a=1; Secure')).to.equal(false);
  });
});

describe('cookie acceptance (browser and jar rules)', () => {
  const rejection = (line: string, page = PAGE) => cookieRejection(parseSetCookie(line)!, page);

  it('accepts a Domain equal to the host or a parent of it', () => {
    expect(rejection('a=1; Domain=shop.example.com')).to.equal(null);
    expect(rejection('a=1; Domain=example.com')).to.equal(null);
  });

  it('refuses a Domain of another site or a public suffix', () => {
    expect(rejection('a=1; Domain=other.com')).to.equal('domain-mismatch');
    expect(rejection('a=1; Domain=ample.com')).to.equal('domain-mismatch');
    expect(rejection('a=1; Domain=com')).to.equal('public-suffix-domain');
    expect(rejection('a=1; Domain=co.uk', new URL('https://shop.example.co.uk/'))).to.equal('public-suffix-domain');
  });

  it('enforces __Secure- (Secure) and __Host- (Secure, no Domain, Path=/)', () => {
    expect(rejection('__Secure-id=1')).to.equal('secure-prefix');
    expect(rejection('__Secure-id=1; Secure')).to.equal(null);
    expect(rejection('__Host-id=1; Secure; Path=/')).to.equal(null);
    expect(rejection('__Host-id=1; Path=/')).to.equal('host-prefix');
    expect(rejection('__Host-id=1; Secure; Path=/; Domain=example.com')).to.equal('host-prefix');
    // Without a Path attribute the default path of /account/orders is /account, not "/".
    expect(rejection('__Host-id=1; Secure')).to.equal('host-prefix');
    expect(rejection('__Host-id=1; Secure', new URL('https://shop.example.com/'))).to.equal(null);
  });

  it('files a later cookie with the same name, domain and path over the earlier one', () => {
    const jar = cookieJar(['sid=1; Path=/', 'sid=2; Path=/; Secure', 'sid=3; Path=/other', 'bad', '__Secure-x=1'], PAGE.href);
    expect(jar.stored.map((cookie) => `${cookie.name}=${cookie.value}@${cookie.storedPath}`)).to.deep.equal(['sid=2@/', 'sid=3@/other']);
    expect(jar.unparsable).to.deep.equal(['bad']);
    expect(jar.rejected.map((entry) => entry.reason)).to.deep.equal(['secure-prefix']);
  });
});

describe('cookie report and score', () => {
  it('scores 25 points per criterion met (Secure, HttpOnly, valid SameSite, HTTPS), averaged', () => {
    const analysis = analyseCookies(['sessionid=1; Secure; HttpOnly; SameSite=Lax', 'theme=dark'], 'https://example.com/');
    // 100 for the first cookie, 25 (HTTPS only) for the second.
    expect(analysis.score).to.equal(63);
    expect(analysis.https).to.equal(true);
    expect(analysis.reports[1]?.issues).to.deep.equal(['missing-secure', 'missing-httponly', 'missing-samesite']);
  });

  it('gives 100 when no cookie is set, and 0 to a cookie browsers would drop', () => {
    expect(analyseCookies([], 'https://example.com/').score).to.equal(100);
    const dropped = analyseCookies(['__Host-id=1; Secure; HttpOnly; SameSite=Strict; Domain=example.com; Path=/'], 'https://example.com/');
    expect(dropped.score).to.equal(0);
    expect(dropped.reports[0]).to.include({ prefix: '__Host-', prefixValid: false });
    expect(dropped.reports[0]?.issues).to.include('prefix-requirements-unmet');
  });

  it('does not count SameSite=None without Secure as a valid SameSite, and marks cookies set over http', () => {
    const analysis = analyseCookies(['track=1; SameSite=None; HttpOnly'], 'http://example.com/');
    expect(analysis.score).to.equal(25);
    expect(analysis.reports[0]?.issues).to.deep.equal(['missing-secure', 'samesite-none-without-secure', 'set-over-http']);
  });

  it('keeps the raw line of every cookie, unparsable ones included', () => {
    const analysis = analyseCookies(['garbage', 'a=1; Secure'], 'https://example.com/');
    expect(analysis.reports.map((report) => report.raw)).to.deep.equal(['garbage', 'a=1; Secure']);
    expect(analysis.reports[0]?.issues).to.deep.equal(['unparsable']);
  });

  it('names the rules per cookie: session cookies weigh more, HSTS softens a missing Secure', () => {
    const [session, other] = analyseCookies(['PHPSESSID=1', 'theme=dark; HttpOnly; SameSite=Lax'], 'https://example.com/').reports;
    expect(cookieRules(session!, false)).to.deep.equal(['cookie-session-without-secure', 'cookie-session-without-httponly', 'cookie-without-samesite']);
    expect(cookieRules(other!, false)).to.deep.equal(['cookie-without-secure']);
    expect(cookieRules(other!, true)).to.deep.equal(['cookie-without-secure-hsts']);
    const [csrf] = analyseCookies(['csrftoken=x; Secure'], 'https://example.com/').reports;
    expect(cookieRules(csrf!, true)).to.deep.equal(['cookie-without-httponly', 'cookie-anticsrf-without-samesite']);
  });
});
