import { expect } from 'chai';
import type { ServerResponse } from 'node:http';
import { serveFixtureSite, type FixtureSite } from '../../../test/support/audits/fixture-server.js';
import { fakeDns, rejectionOf, startCanary, viaProxyConnect, viaProxyGet, type Canary } from '../../../test/e2e/ssrf/ssrf-test-support.js';
import { FetchLimitError, safeFetch, startFilteringProxy, TargetRefusedError, type FilteringProxy, type TargetPolicy } from './index.js';

/**
 * Every trick here must be refused. Loopback ones aim at live canaries on 127.0.0.1 and [::1] whose
 * ports the policy allows, so only the address rule stands between the trick and a real answer, and
 * each test ends by proving the canaries saw no connection at all.
 */
interface Trick {
  name: string;
  url: (c4: number, c6: number) => string;
  reason: string;
  code?: string;
}

const URL_TRICKS: Trick[] = [
  { name: 'plain loopback', url: (p) => `http://127.0.0.1:${p}/`, reason: 'loopback' },
  { name: 'decimal IPv4', url: (p) => `http://2130706433:${p}/`, reason: 'loopback' },
  { name: 'octal IPv4', url: (p) => `http://0177.0.0.1:${p}/`, reason: 'loopback' },
  { name: 'hex IPv4', url: (p) => `http://0x7f000001:${p}/`, reason: 'loopback' },
  { name: 'mixed hex/dotted IPv4', url: (p) => `http://0x7f.0.0.1:${p}/`, reason: 'loopback' },
  { name: 'short form 127.1', url: (p) => `http://127.1:${p}/`, reason: 'loopback' },
  { name: 'zero-padded octets', url: (p) => `http://127.000.000.001:${p}/`, reason: 'loopback' },
  { name: 'trailing dot', url: (p) => `http://127.0.0.1.:${p}/`, reason: 'loopback' },
  { name: 'percent-encoded host', url: (p) => `http://%31%32%37.0.0.1:${p}/`, reason: 'loopback' },
  { name: 'full-width digits', url: (p) => `http://１２７.０.０.１:${p}/`, reason: 'loopback' },
  { name: 'another 127/8 address', url: (p) => `http://127.0.0.2:${p}/`, reason: 'loopback' },
  { name: '0 (reaches localhost on Linux)', url: (p) => `http://0:${p}/`, reason: 'unspecified-address' },
  { name: '0.0.0.0', url: (p) => `http://0.0.0.0:${p}/`, reason: 'unspecified-address' },
  { name: 'IPv6 loopback', url: (_, p6) => `http://[::1]:${p6}/`, reason: 'loopback' },
  { name: 'IPv6 unspecified', url: (_, p6) => `http://[::]:${p6}/`, reason: 'unspecified-address' },
  { name: 'IPv4-mapped IPv6, dotted', url: (p) => `http://[::ffff:127.0.0.1]:${p}/`, reason: 'loopback' },
  { name: 'IPv4-mapped IPv6, hex', url: (p) => `http://[::ffff:7f00:1]:${p}/`, reason: 'loopback' },
  { name: 'IPv4-mapped IPv6, long form', url: (p) => `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`, reason: 'loopback' },
  { name: 'IPv4-translated (RFC 6145)', url: (p) => `http://[::ffff:0:7f00:1]:${p}/`, reason: 'loopback' },
  { name: 'IPv4-compatible IPv6', url: (p) => `http://[::127.0.0.1]:${p}/`, reason: 'loopback' },
  { name: 'NAT64 of loopback', url: (p) => `http://[64:ff9b::7f00:1]:${p}/`, reason: 'loopback' },
  { name: 'NAT64 of 10.0.0.1', url: () => 'http://[64:ff9b::a00:1]/', reason: 'private-address' },
  { name: 'NAT64 local-use prefix', url: () => 'http://[64:ff9b:1::808:808]/', reason: 'private-address' },
  { name: '6to4 of loopback', url: () => 'http://[2002:7f00:1::1]/', reason: 'loopback' },
  { name: '6to4 of 192.168.1.1', url: () => 'http://[2002:c0a8:101::1]/', reason: 'private-address' },
  { name: 'Teredo', url: () => 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', reason: 'reserved-address' },
  { name: 'cloud metadata 169.254.169.254', url: () => 'http://169.254.169.254/latest/meta-data/', reason: 'link-local' },
  { name: 'metadata as decimal', url: () => 'http://2852039166/latest/meta-data/', reason: 'link-local' },
  { name: 'IPv6 link-local', url: () => 'http://[fe80::1]/', reason: 'link-local' },
  { name: 'AWS IPv6 metadata fd00:ec2::254', url: () => 'http://[fd00:ec2::254]/', reason: 'private-address' },
  { name: 'unique-local fc00::/7', url: () => 'http://[fc00::1]/', reason: 'private-address' },
  { name: 'deprecated site-local fec0::/10', url: () => 'http://[fec0::1]/', reason: 'reserved-address' },
  { name: 'CGNAT 100.64.0.1', url: () => 'http://100.64.0.1/', reason: 'private-address' },
  { name: 'CGNAT upper edge', url: () => 'http://100.127.255.254/', reason: 'private-address' },
  { name: '10/8', url: () => 'http://10.0.0.1/', reason: 'private-address' },
  { name: '172.16/12 low', url: () => 'http://172.16.0.1/', reason: 'private-address' },
  { name: '172.16/12 high', url: () => 'http://172.31.255.254/', reason: 'private-address' },
  { name: '192.168/16', url: () => 'https://192.168.1.1/', reason: 'private-address' },
  { name: 'multicast IPv4', url: () => 'http://224.0.0.1/', reason: 'multicast' },
  { name: 'multicast IPv6', url: () => 'http://[ff02::1]/', reason: 'multicast' },
  { name: 'broadcast', url: () => 'http://255.255.255.255/', reason: 'broadcast' },
  { name: 'reserved 240/4', url: () => 'http://240.0.0.1/', reason: 'reserved-address' },
  { name: 'benchmarking 198.18/15', url: () => 'http://198.18.0.1/', reason: 'reserved-address' },
  { name: 'IETF 192.0.0.0/24', url: () => 'http://192.0.0.170/', reason: 'reserved-address' },
  { name: 'localhost', url: (p) => `http://localhost:${p}/`, reason: 'loopback' },
  { name: 'LOCALHOST upper case', url: (p) => `http://LOCALHOST:${p}/`, reason: 'loopback' },
  { name: 'localhost. (trailing dot)', url: (p) => `http://localhost.:${p}/`, reason: 'loopback' },
  { name: '*.localhost', url: (p) => `http://admin.localhost:${p}/`, reason: 'loopback' },
  { name: 'userinfo before a loopback host', url: (p) => `http://example.com@127.0.0.1:${p}/`, reason: 'credentials-in-url' },
  { name: 'user and password', url: () => 'http://user:pass@example.com/', reason: 'credentials-in-url' },
  { name: 'user only', url: () => 'https://user@example.com/', reason: 'credentials-in-url' },
  { name: 'file:', url: () => 'file:///etc/passwd', reason: 'scheme-not-allowed' },
  { name: 'ftp:', url: () => 'ftp://example.com/', reason: 'scheme-not-allowed' },
  { name: 'gopher:', url: (p) => `gopher://127.0.0.1:${p}/_GET%20/`, reason: 'scheme-not-allowed' },
  { name: 'dict:', url: () => 'dict://127.0.0.1:11211/stats', reason: 'scheme-not-allowed' },
  { name: 'data:', url: () => 'data:text/html,<h1>hi</h1>', reason: 'scheme-not-allowed' },
  { name: 'javascript:', url: () => 'javascript:alert(1)', reason: 'scheme-not-allowed' },
  { name: 'ws:', url: () => 'ws://example.com/', reason: 'scheme-not-allowed' },
  { name: 'port 22', url: () => 'http://example.com:22/', reason: 'port-not-allowed' },
  { name: 'port 25', url: () => 'http://example.com:25/', reason: 'port-not-allowed' },
  { name: 'https on 8443', url: () => 'https://example.com:8443/', reason: 'port-not-allowed' },
  { name: 'not a URL', url: () => 'not a url', reason: 'invalid-url', code: 'AUDIT_INVALID_URL' },
  { name: 'scheme without host', url: () => 'http://', reason: 'invalid-url', code: 'AUDIT_INVALID_URL' },
];

/** Names an attacker controls in DNS; the injected resolver plays their records offline. */
const DNS = {
  'loopback.attacker.test': ['127.0.0.1'],
  'v6-loopback.attacker.test': ['::1'],
  'mapped.attacker.test': ['::ffff:127.0.0.1'],
  'metadata.attacker.test': ['169.254.169.254'],
  'mixed.attacker.test': ['93.184.216.34', '10.0.0.5'],
  'cgnat.attacker.test': ['100.100.100.200'],
};

const DNS_TRICKS: Trick[] = [
  { name: 'a name resolving to 127.0.0.1', url: (p) => `http://loopback.attacker.test:${p}/`, reason: 'loopback' },
  { name: 'a name resolving to ::1', url: (_, p6) => `http://v6-loopback.attacker.test:${p6}/`, reason: 'loopback' },
  { name: 'a name resolving to ::ffff:127.0.0.1', url: (p) => `http://mapped.attacker.test:${p}/`, reason: 'loopback' },
  { name: 'a name resolving to cloud metadata', url: () => 'http://metadata.attacker.test/', reason: 'link-local' },
  { name: 'a name with one public and one private address', url: () => 'https://mixed.attacker.test/', reason: 'private-address' },
  { name: 'a name resolving to CGNAT (Alibaba metadata)', url: () => 'http://cgnat.attacker.test/', reason: 'private-address' },
];

function redirectTo(location: string | (() => string)) {
  return (_req: unknown, res: ServerResponse) => {
    res.writeHead(302, { location: typeof location === 'function' ? location() : location }).end();
  };
}

describe('SSRF tricks (all refused)', () => {
  let c4: Canary;
  let c6: Canary;
  let site: FixtureSite;
  let policy: TargetPolicy;
  const lookup = fakeDns(DNS);

  before(async () => {
    c4 = await startCanary('127.0.0.1');
    c6 = await startCanary('::1');
    const to = (path: string) => () => `${path.replace('C4', String(c4.port))}`;
    site = await serveFixtureSite('test/fixtures/audits/ssrf', {
      '/to-loopback': redirectTo(to('http://127.0.0.1:C4/')),
      '/to-private': redirectTo('http://10.0.0.1/'),
      '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/iam/'),
      '/to-file': redirectTo('file:///etc/passwd'),
      '/to-gopher': redirectTo(to('gopher://127.0.0.1:C4/_GET%20/')),
      '/to-localhost': redirectTo(to('http://localhost:C4/')),
      '/to-decimal': redirectTo(to('http://2130706433:C4/')),
      '/to-mapped': redirectTo(to('http://[::ffff:7f00:1]:C4/')),
      '/to-scheme-relative': redirectTo(to('//127.0.0.1:C4/')),
      '/to-rebound-name': redirectTo(to('http://loopback.attacker.test:C4/')),
      '/to-credentials': redirectTo(() => `http://user:pass@127.0.0.1:${site.port}/`),
      '/to-port': redirectTo('https://example.com:8443/'),
      '/hop-1': redirectTo('/hop-2'),
      '/hop-2': redirectTo('/hop-3'),
      '/hop-3': redirectTo(to('http://0x7f000001:C4/')),
      '/loop': redirectTo('/loop'),
    });
    policy = { allowPrivate: false, allowedPorts: [80, 443, c4.port, c6.port], allowTargets: [`127.0.0.1:${site.port}`] };
  });

  afterEach(() => {
    expect(c4.connections, 'IPv4 canary connections').to.equal(0);
    expect(c6.connections, 'IPv6 canary connections').to.equal(0);
  });

  after(async () => {
    await Promise.all([c4.close(), c6.close(), site.close()]);
  });

  async function expectRefused(url: string, trick: Trick, fetchPolicy = policy): Promise<void> {
    const error = await rejectionOf(safeFetch(url, { policy: fetchPolicy, lookup, timeoutMs: 5000 }));
    expect(error, `${trick.name}: ${error.message}`).to.be.instanceOf(TargetRefusedError);
    expect(error.code).to.equal(trick.code ?? 'AUDIT_TARGET_REFUSED');
    expect(error.reason, error.message).to.equal(trick.reason);
  }

  describe('start URLs', () => {
    for (const trick of URL_TRICKS) it(`${trick.name}`, () => expectRefused(trick.url(c4.port, c6.port), trick));
  });

  describe('DNS answers checked at connect time', () => {
    for (const trick of DNS_TRICKS) it(`${trick.name}`, () => expectRefused(trick.url(c4.port, c6.port), trick));

    it('a name that rebinds to loopback between two requests', async () => {
      let answers = 0;
      const rebinding = fakeDns({ 'rebind.attacker.test': () => (answers++ === 0 ? ['127.0.0.1'] : ['127.0.0.2']) });
      const rebindPolicy = { ...policy, allowTargets: [`rebind.attacker.test:${site.port}`, `127.0.0.1:${site.port}`] };
      const first = await safeFetch(`http://rebind.attacker.test:${site.port}/same-origin.json`, { policy: rebindPolicy, lookup: rebinding });
      expect(first.remoteAddress).to.equal('127.0.0.1');
      const error = await rejectionOf(safeFetch(`http://rebind.attacker.test:${site.port}/same-origin.json`, { policy: rebindPolicy, lookup: rebinding }));
      expect((error as TargetRefusedError).reason).to.equal('loopback');
      expect(error.message).to.contain('resolves to 127.0.0.2');
    });
  });

  describe('redirects from an allowed host', () => {
    it('(control) the allowed fixture host itself answers', async () => {
      const res = await safeFetch(`${site.url}/same-origin.json`, { policy, lookup });
      expect(JSON.parse(res.body.toString())).to.deep.equal({ ok: true });
    });

    const cases: [string, string][] = [
      ['/to-loopback', 'loopback'],
      ['/to-private', 'private-address'],
      ['/to-metadata', 'link-local'],
      ['/to-file', 'scheme-not-allowed'],
      ['/to-gopher', 'scheme-not-allowed'],
      ['/to-localhost', 'loopback'],
      ['/to-decimal', 'loopback'],
      ['/to-mapped', 'loopback'],
      ['/to-scheme-relative', 'loopback'],
      ['/to-rebound-name', 'loopback'],
      ['/to-credentials', 'credentials-in-url'],
      ['/to-port', 'port-not-allowed'],
      ['/hop-1', 'loopback'],
    ];
    for (const [path, reason] of cases) {
      it(`${path} is refused (${reason})`, async () => {
        const before = site.requests.length;
        await expectRefused(`${site.url}${path}`, { name: path, url: () => '', reason });
        expect(site.requests.length - before, 'the allowed host did answer the first hop').to.be.greaterThan(0);
      });
    }

    it('a redirect loop stops at maxRedirects', async () => {
      const error = await rejectionOf(safeFetch(`${site.url}/loop`, { policy, lookup, maxRedirects: 3 }));
      expect(error).to.be.instanceOf(FetchLimitError);
      expect(error.reason).to.equal('too-many-redirects');
      expect(site.requests.filter((r) => r.path === '/loop').length).to.be.at.least(4);
    });
  });

  describe('through the filtering proxy', () => {
    let proxy: FilteringProxy;
    before(async () => {
      proxy = await startFilteringProxy({ policy, lookup });
    });
    after(() => proxy.close());

    const tunnels: [string, (p4: number, p6: number) => string, string][] = [
      ['CONNECT to loopback', (p) => `127.0.0.1:${p}`, 'loopback'],
      ['CONNECT to [::1]', (_, p6) => `[::1]:${p6}`, 'loopback'],
      ['CONNECT to a decimal IP', (p) => `2130706433:${p}`, 'loopback'],
      ['CONNECT to localhost', (p) => `localhost:${p}`, 'loopback'],
      ['CONNECT to a name resolving to loopback', (p) => `loopback.attacker.test:${p}`, 'loopback'],
      ['CONNECT to cloud metadata', () => '169.254.169.254:443', 'link-local'],
      ['CONNECT with userinfo', (p) => `user@127.0.0.1:${p}`, 'credentials-in-url'],
      ['CONNECT to port 22', () => 'example.com:22', 'port-not-allowed'],
    ];
    for (const [name, authority, reason] of tunnels) {
      it(name, async () => {
        const target = authority(c4.port, c6.port);
        const answer = await viaProxyConnect(proxy.url, target);
        expect([answer.status, answer.blockedReason]).to.deep.equal([403, reason]);
        expect(proxy.blocked).to.deep.include({ url: target, reason });
      });
    }

    const forwards: [string, (p4: number) => string, string][] = [
      ['GET to loopback', (p) => `http://127.0.0.1:${p}/`, 'loopback'],
      ['GET to an IPv4-mapped loopback', (p) => `http://[::ffff:127.0.0.1]:${p}/`, 'loopback'],
      ['GET to 10/8', () => 'http://10.0.0.1/', 'private-address'],
      ['GET to cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', 'link-local'],
      ['GET to a name resolving to a mixed answer', () => 'http://mixed.attacker.test/', 'private-address'],
    ];
    for (const [name, target, reason] of forwards) {
      it(name, async () => {
        const url = target(c4.port);
        const answer = await viaProxyGet(proxy.url, url);
        expect([answer.status, answer.blockedReason]).to.deep.equal([403, reason]);
        expect(proxy.blocked).to.deep.include({ url, reason });
      });
    }
  });
});
