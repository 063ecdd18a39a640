import { expect } from 'chai';
import { IpHasher } from './ip-hasher.js';

describe('IpHasher', () => {
  it('is stable for one key, differs across keys, and never contains the address', () => {
    const a = new IpHasher('k'.repeat(32));
    const b = new IpHasher('z'.repeat(32));
    expect(a.hash('203.0.113.7')).to.equal(a.hash('203.0.113.7'));
    expect(a.hash('203.0.113.7')).not.to.equal(b.hash('203.0.113.7'));
    expect(a.hash('203.0.113.7')).not.to.include('203');
  });
  it('treats an IPv4-mapped IPv6 address as the IPv4 client', () => {
    const h = new IpHasher('k'.repeat(32));
    expect(h.hash('::ffff:203.0.113.7')).to.equal(h.hash('203.0.113.7'));
  });
});
