import { expect } from 'chai';
import { allowancePlan, DEFAULT_EVENT_ALLOWANCES, monthOf, siteUsage, usageLevel } from './event-allowance.js';

describe('analytics: monthly event allowance', () => {
  it('warns from 80 % and says exceeded from 100 %, on the exact counts', () => {
    const table: Array<[number, string]> = [
      [0, 'ok'], [79_999, 'ok'], [80_000, 'warning'], [99_999, 'warning'], [100_000, 'exceeded'], [250_000, 'exceeded'],
    ];
    for (const [events, level] of table) expect(usageLevel(events, 100_000), String(events)).to.equal(level);
    // 7 of 9 is 77.8 %, 8 of 10 exactly 80 %.
    expect(usageLevel(7, 9)).to.equal('ok');
    expect(usageLevel(8, 10)).to.equal('warning');
  });

  it('rounds the percentage down, so it never shows the next level early', () => {
    const now = new Date('2026-12-15T12:00:00Z');
    expect(siteUsage(79_999, 'trial', DEFAULT_EVENT_ALLOWANCES, now)).to.include({ percent: 79.9, level: 'ok' });
    expect(siteUsage(99_999, 'trial', DEFAULT_EVENT_ALLOWANCES, now)).to.include({ percent: 99.9, level: 'warning' });
    expect(siteUsage(150_000, 'trial', DEFAULT_EVENT_ALLOWANCES, now)).to.include({ percent: 150, level: 'exceeded' });
  });

  it('counts calendar months in UTC and resets on the first of the next', () => {
    expect(monthOf(new Date('2026-12-31T23:59:59.999Z'))).to.deep.equal({
      month: '2026-12',
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(monthOf(new Date('2027-02-01T00:00:00Z')).month).to.equal('2027-02');
    const usage = siteUsage(5, 'premium', { ...DEFAULT_EVENT_ALLOWANCES, premium: 10 }, new Date('2027-02-28T10:00:00Z'));
    expect(usage).to.deep.equal({ month: '2027-02', events: 5, allowance: 10, percent: 50, level: 'ok', plan: 'premium', resetsAt: '2027-03-01T00:00:00.000Z' });
  });

  it("follows the owner's plan: Premium, then a running trial, then Standard, else Free; no owner account reads as Premium", () => {
    expect(allowancePlan({ isPremium: true, isStandard: false }, true)).to.equal('premium');
    expect(allowancePlan({ isPremium: false, isStandard: true }, true)).to.equal('trial');
    expect(allowancePlan({ isPremium: false, isStandard: false }, true)).to.equal('trial');
    expect(allowancePlan({ isPremium: false, isStandard: true }, false)).to.equal('standard');
    expect(allowancePlan({ isPremium: false, isStandard: false }, false)).to.equal('free');
    expect(allowancePlan(null, false)).to.equal('premium');
  });

  it('gives Premium the largest default allowance and the trial more than the plans without analytics', () => {
    const a = DEFAULT_EVENT_ALLOWANCES;
    expect(a.premium).to.be.greaterThan(a.trial);
    expect(a.trial).to.be.greaterThan(a.standard);
    expect(a.standard).to.equal(a.free);
  });
});
