import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { SALT_BYTES, SALT_TTL_SECONDS, newDailySalt, saltDay, visitorId } from './visitor-id.js';

describe('analytics: cookieless visitor id', () => {
  const base = { salt: 'salt-of-the-day', siteId: 'site-1', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox/126.0' };

  it('is a stable 32-character hex id for the same salt, site, IP and user agent', () => {
    const id = visitorId(base);
    expect(id).to.match(/^[0-9a-f]{32}$/);
    expect(visitorId({ ...base })).to.equal(id);
  });

  it('is the documented formula: SHA-256 of the length-prefixed parts, first 16 bytes', () => {
    const parts = [base.salt, base.siteId, base.ip, base.userAgent].map((p) => `${Buffer.byteLength(p)}:${p}`).join('');
    expect(visitorId(base)).to.equal(createHash('sha256').update(parts).digest('hex').slice(0, 32));
  });

  it('changes with each input, so ids cannot be linked across days or sites', () => {
    const id = visitorId(base);
    expect(visitorId({ ...base, salt: 'next-day' })).not.to.equal(id);
    expect(visitorId({ ...base, siteId: 'site-2' })).not.to.equal(id);
    expect(visitorId({ ...base, ip: '203.0.113.8' })).not.to.equal(id);
    expect(visitorId({ ...base, userAgent: 'Mozilla/5.0 Chrome/125' })).not.to.equal(id);
  });

  it('does not let parts run into each other', () => {
    expect(visitorId({ ...base, siteId: 'ab', ip: 'c' })).not.to.equal(visitorId({ ...base, siteId: 'a', ip: 'bc' }));
  });

  it('gives the same id for the same client written differently', () => {
    expect(visitorId({ ...base, ip: '::ffff:203.0.113.7' })).to.equal(visitorId(base));
    expect(visitorId({ ...base, ip: '2001:DB8::1' })).to.equal(visitorId({ ...base, ip: '2001:db8::1' }));
  });

  it('refuses to hash without a salt (an unsalted hash of an IP is reversible)', () => {
    expect(() => visitorId({ ...base, salt: '' })).to.throw();
  });

  it('makes 32-byte salts that expire after 48 hours, one per UTC day', () => {
    expect(Buffer.from(newDailySalt(), 'base64url')).to.have.length(SALT_BYTES);
    expect(newDailySalt()).not.to.equal(newDailySalt());
    expect(newDailySalt((n) => Buffer.alloc(n, 1))).to.equal(Buffer.alloc(32, 1).toString('base64url'));
    expect(SALT_TTL_SECONDS).to.equal(172_800);
    expect(saltDay(new Date('2024-05-31T23:59:59.999Z'))).to.equal('2024-05-31');
    expect(saltDay(new Date('2024-06-01T00:00:00.000Z'))).to.equal('2024-06-01');
  });
});
