import { expect } from 'chai';
import { campaignValue, referrerHostOf, screenClassOf, sessionDimensions, utmValue, xBinOf, yBinOf, type SessionAttributes } from './session-dimensions.js';

const none: SessionAttributes = { sourceKind: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, device: null, browser: null, os: null, country: null, city: null, screen: null };

describe('session dimensions', () => {
  it('lists the known values of a session and nothing for the unknown ones', () => {
    expect(sessionDimensions(none)).to.deep.equal([]);
    expect(
      sessionDimensions({ ...none, sourceKind: 'campaign', referrerHost: 't.co', utmSource: 'x', utmCampaign: 'launch', device: 'mobile', browser: 'Safari', os: 'iOS', country: 'JP', city: 'Tokyo', screen: 'mobile' }),
    ).to.deep.equal([
      ['source', 'campaign'],
      ['referrer', 't.co'],
      ['campaign', 'x||launch'],
      ['device', 'mobile'],
      ['browser', 'Safari'],
      ['os', 'iOS'],
      ['country', 'JP'],
      ['city', 'Tokyo|JP'],
      ['screen', 'mobile'],
    ]);
    expect(sessionDimensions({ ...none, city: 'Atlantis' })).to.deep.equal([['city', 'Atlantis|']]);
  });

  it('joins utm parts with | and keeps each part free of it', () => {
    expect(campaignValue(null, null, null)).to.equal(null);
    expect(campaignValue('a|b', 'email', 'Black|Friday')).to.equal('a/b|email|Black/Friday');
    expect(utmValue('  Newsletter ', true)).to.equal('newsletter');
    expect(utmValue('Spring Sale', false)).to.equal('Spring Sale');
    expect(utmValue('   ', true)).to.equal(null);
    expect(utmValue(undefined, true)).to.equal(null);
    expect(utmValue('x'.repeat(300), false)).to.have.length(100);
  });

  it('takes the referrer host of non-direct sessions only, without www.', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=x', 'organic-search')).to.equal('google.com');
    expect(referrerHostOf('https://news.ycombinator.com/item?id=1', 'campaign')).to.equal('news.ycombinator.com');
    expect(referrerHostOf('https://example.com/', 'direct')).to.equal(null);
    expect(referrerHostOf('android-app://com.google.android.gm', 'referrer')).to.equal(null);
    expect(referrerHostOf('', 'referrer')).to.equal(null);
    expect(referrerHostOf(null, 'social')).to.equal(null);
  });

  it('classes screens by viewport width like the snippet', () => {
    expect([0, 575, 576, 991, 992, 1439, 1440, 3000].map(screenClassOf)).to.deep.equal(['mobile', 'mobile', 'tablet', 'tablet', 'laptop', 'laptop', 'desktop', 'desktop']);
  });

  it('bins click positions into 50 × 100 cells, the far edges in the last ones', () => {
    expect([0, 0.0199, 0.02, 0.5, 0.9999, 1].map(xBinOf)).to.deep.equal([0, 0, 1, 25, 49, 49]);
    // 0.29 × 100 is 28.999999999999996 in binary floating point; the cell is still 29.
    expect([0, 0.29, 0.57, 0.999, 1].map(yBinOf)).to.deep.equal([0, 29, 57, 99, 99]);
  });
});
