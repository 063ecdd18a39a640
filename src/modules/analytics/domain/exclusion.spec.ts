import { expect } from 'chai';
import { isDomainError } from '../../../shared/index.js';
import { canonicalIp, deviceFingerprint, ExclusionMatcher, parseExclusionLabel, parseExclusionType, parseExclusionValue } from './exclusion.js';

const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  throw new Error('no error');
};

describe('analytics: exclusions', () => {
  it('writes IP addresses canonically and refuses anything that is not exactly one address', () => {
    expect(canonicalIp('192.0.2.1')).to.equal('192.0.2.1');
    expect(canonicalIp('::FFFF:192.0.2.1')).to.equal('192.0.2.1');
    expect(canonicalIp('2001:0DB8:0000:0000:0000:0000:0000:0001')).to.equal('2001:db8::1');
    for (const bad of ['192.0.2.1/24', '127.1', '192.0.2.256', 'fe80::1%eth0', 'example.com', '']) expect(canonicalIp(bad), bad).to.equal(null);
  });

  it('validates type and value with the contract codes', () => {
    expect(parseExclusionType('device')).to.equal('device');
    expect(codeOf(() => parseExclusionType('cookie'))).to.equal('ANALYTICS_EXCLUSION_INVALID_TYPE');
    expect(codeOf(() => parseExclusionType(undefined))).to.equal('ANALYTICS_EXCLUSION_INVALID_TYPE');
    expect(codeOf(() => parseExclusionValue('ip', '  '))).to.equal('ANALYTICS_EXCLUSION_VALUE_REQUIRED');
    expect(codeOf(() => parseExclusionValue('user', 42))).to.equal('ANALYTICS_EXCLUSION_VALUE_REQUIRED');
    expect(codeOf(() => parseExclusionValue('ip', '10.0.0.300'))).to.equal('ANALYTICS_EXCLUSION_INVALID_IP');
    expect(codeOf(() => parseExclusionValue('user', 'u'.repeat(129)))).to.equal('ANALYTICS_EXCLUSION_VALUE_TOO_LONG');
    expect(parseExclusionValue('ip', ' 2001:DB8::5 ')).to.equal('2001:db8::5');
    expect(parseExclusionValue('user', ' Member-7 ')).to.equal('Member-7');
    expect(parseExclusionValue('visitor', 'ABCDEF0123456789ABCDEF0123456789')).to.equal('abcdef0123456789abcdef0123456789');
    expect(parseExclusionLabel('  my   laptop ')).to.equal('my laptop');
    expect(parseExclusionLabel(7)).to.equal(null);
    expect(parseExclusionLabel('x'.repeat(300))).to.have.length(100);
  });

  it('hashes a device with the key, the canonical IP and the user agent', () => {
    const a = deviceFingerprint('key-one', '192.0.2.1', 'UA');
    expect(a).to.match(/^[\w-]{32}$/);
    expect(deviceFingerprint('key-one', '::ffff:192.0.2.1', 'UA')).to.equal(a);
    expect(deviceFingerprint('key-two', '192.0.2.1', 'UA')).to.not.equal(a);
    expect(deviceFingerprint('key-one', '192.0.2.2', 'UA')).to.not.equal(a);
    expect(deviceFingerprint('key-one', '192.0.2.1', 'UA 2')).to.not.equal(a);
  });

  it('matches a request against each kind of exclusion', () => {
    const matcher = new ExclusionMatcher(
      [
        { type: 'ip', value: '2001:db8::1' },
        { type: 'user', value: 'staff' },
        { type: 'visitor', value: 'v-today' },
        { type: 'device', value: deviceFingerprint('k', '192.0.2.7', 'Phone') },
      ],
      'k',
    );
    const probe = { ip: '198.51.100.1', userAgent: 'Desk', visitorIds: ['v-other'] };
    expect(matcher.matches(probe)).to.equal(false);
    expect(matcher.matches({ ...probe, ip: '2001:DB8:0::1' })).to.equal(true);
    expect(matcher.matches({ ...probe, userId: 'staff' })).to.equal(true);
    expect(matcher.matches({ ...probe, userId: 'Staff' })).to.equal(false);
    expect(matcher.matches({ ...probe, visitorIds: ['v-other', 'v-today'] })).to.equal(true);
    expect(matcher.matches({ ...probe, ip: '192.0.2.7', userAgent: 'Phone' })).to.equal(true);
    expect(ExclusionMatcher.NONE.matches({ ...probe, userId: 'staff' })).to.equal(false);
  });
});
