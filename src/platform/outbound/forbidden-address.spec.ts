import { expect } from 'chai';
import { forbiddenAddressReason, isForbiddenAddress } from './forbidden-address.js';

describe('forbiddenAddressReason', () => {
  it('lets global unicast addresses through, including the edges of the private ranges', () => {
    const publicAddresses = [
      '8.8.8.8',
      '93.184.216.34',
      '11.0.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '172.15.255.255',
      '172.32.0.1',
      '192.167.255.255',
      '192.169.0.1',
      '2606:4700:4700::1111',
      '[2a00:1450:4007:80e::200e]',
    ];
    for (const ip of publicAddresses) expect(forbiddenAddressReason(ip), ip).to.equal(null);
  });

  it('judges IPv6 transition forms by the IPv4 address they carry', () => {
    expect(forbiddenAddressReason('::ffff:8.8.8.8')).to.equal(null);
    expect(forbiddenAddressReason('64:ff9b::808:808')).to.equal(null);
    expect(forbiddenAddressReason('2002:808:808::1')).to.equal(null);
    expect(forbiddenAddressReason('::ffff:10.0.0.1')).to.equal('private-address');
    expect(forbiddenAddressReason('64:ff9b::a9fe:a9fe')).to.equal('link-local');
    expect(forbiddenAddressReason('2002:a9fe:a9fe::')).to.equal('link-local');
  });

  it('reads the inet_aton spellings getaddrinfo would accept', () => {
    for (const ip of ['0x7f000001', '0177.0.0.1', '2130706433', '127.1']) expect(forbiddenAddressReason(ip), ip).to.equal('loopback');
  });

  it('refuses what is not an IP address at all', () => {
    expect(forbiddenAddressReason('example.com')).to.equal('not-an-ip-address');
    expect(forbiddenAddressReason('')).to.equal('not-an-ip-address');
    expect(isForbiddenAddress('256.1.1.1')).to.equal(true);
  });
});
