import { expect } from 'chai';
import { firstOpenWeek, WEEK_SEAL_MARGIN_MS, weekOf, wholeWeeksIn } from './rollup-weeks.js';

describe('analytics: weeks of the weekly rollups', () => {
  it('names a week by its Monday, Sunday included', () => {
    expect(weekOf('2026-11-23')).to.equal('2026-11-23');
    expect(weekOf('2026-11-29')).to.equal('2026-11-23');
    expect(weekOf('2026-11-22')).to.equal('2026-11-16');
    expect(weekOf('1970-01-01')).to.equal('1969-12-29');
    expect(weekOf('2027-01-01')).to.equal('2026-12-28');
  });

  it('seals a week WEEK_SEAL_MARGIN_MS after its Sunday ended', () => {
    const monday = Date.parse('2026-11-23T00:00:00Z');
    expect(firstOpenWeek(new Date(monday + WEEK_SEAL_MARGIN_MS - 1))).to.equal('2026-11-16');
    expect(firstOpenWeek(new Date(monday + WEEK_SEAL_MARGIN_MS))).to.equal('2026-11-23');
    expect(firstOpenWeek(new Date('2026-11-29T23:59:59Z'))).to.equal('2026-11-23');
  });

  it('finds the whole weeks inside a span of days', () => {
    expect(wholeWeeksIn('2026-08-26', '2026-11-23')).to.deep.equal({ first: '2026-08-31', last: '2026-11-16' });
    expect(wholeWeeksIn('2026-11-16', '2026-11-22')).to.deep.equal({ first: '2026-11-16', last: '2026-11-16' });
    expect(wholeWeeksIn('2026-11-16', '2026-11-21')).to.equal(null);
    expect(wholeWeeksIn('2026-11-17', '2026-11-28')).to.equal(null);
    expect(wholeWeeksIn('2026-11-17', '2026-11-29')).to.deep.equal({ first: '2026-11-23', last: '2026-11-23' });
  });
});
