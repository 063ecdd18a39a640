import { expect } from 'chai';
import { hostAddressRefusal } from './check-target-url.js';

/** The hostname a URL form gets after WHATWG parsing, as every caller has it. */
const hostOf = (host: string) => new URL(`http://${host}/`).hostname;
const strict = { allowPrivate: false };
const local = { allowPrivate: true };

describe('hostAddressRefusal (the address rules of a URL host, nothing resolved)', () => {
  it('refuses localhost names, loopback, private, link-local, CGNAT and unspecified addresses in every spelling', () => {
    const cases: [string, string][] = [
      ['localhost', 'loopback'],
      ['LOCALHOST.', 'loopback'],
      ['shop.localhost', 'loopback'],
      ['127.0.0.1', 'loopback'],
      ['127.255.0.9', 'loopback'],
      ['2130706433', 'loopback'],
      ['0x7f000001', 'loopback'],
      ['0177.0.0.1', 'loopback'],
      ['127.1', 'loopback'],
      ['[::1]', 'loopback'],
      ['[::ffff:127.0.0.1]', 'loopback'],
      ['10.0.0.1', 'private-address'],
      ['172.16.0.1', 'private-address'],
      ['172.31.255.255', 'private-address'],
      ['192.168.1.10', 'private-address'],
      ['[::ffff:192.168.1.10]', 'private-address'],
      ['100.64.0.1', 'private-address'],
      ['[fc00::1]', 'private-address'],
      ['[fd12:3456::1]', 'private-address'],
      ['169.254.169.254', 'link-local'],
      ['[fe80::1]', 'link-local'],
      ['0.0.0.0', 'unspecified-address'],
    ];
    for (const [host, reason] of cases) expect(hostAddressRefusal(hostOf(host), strict), host).to.equal(reason);
  });

  it('lets public addresses and names through', () => {
    for (const host of ['example.com', 'www.shop.example', '8.8.8.8', '172.32.0.1', '100.128.0.1', '[2001:4860:4860::8888]', '10.example.com']) {
      expect(hostAddressRefusal(hostOf(host), strict), host).to.equal(null);
    }
  });

  it('with private targets allowed, lets loopback and private through but not link-local or unspecified', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', '10.0.0.1', '192.168.1.10', '[fd00::1]', '100.64.0.1']) expect(hostAddressRefusal(hostOf(host), local), host).to.equal(null);
    expect(hostAddressRefusal(hostOf('169.254.169.254'), local)).to.equal('link-local');
    expect(hostAddressRefusal(hostOf('[fe80::1]'), local)).to.equal('link-local');
    expect(hostAddressRefusal(hostOf('0.0.0.0'), local)).to.equal('unspecified-address');
  });
});
