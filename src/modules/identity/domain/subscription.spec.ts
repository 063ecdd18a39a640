import { expect } from 'chai';
import { daysLeft, displayedStatus, hasPremiumAccess, settledStatus, trialEndFrom, type PlanState } from './subscription.js';

const now = new Date('2026-11-22T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3600 * 1000);
const trial = (end: Date | null): PlanState => ({ subscriptionStatus: 'trial', trialEndDate: end, isPremium: false, isStandard: false });

describe('subscription rules', () => {
  it('starts a 7-day trial at sign-up', () => {
    expect(trialEndFrom(now).toISOString()).to.equal('2026-11-29T12:00:00.000Z');
    expect(daysLeft(trialEndFrom(now), now)).to.equal(7);
  });

  it('counts whole days rounded up, 0 when past or absent', () => {
    expect(daysLeft(hours(6 * 24 + 1), now)).to.equal(7);
    expect(daysLeft(hours(1), now)).to.equal(1);
    expect(daysLeft(hours(24), now)).to.equal(1);
    expect(daysLeft(now, now)).to.equal(0);
    expect(daysLeft(hours(-5), now)).to.equal(0);
    expect(daysLeft(null, now)).to.equal(0);
  });

  it('opens premium features during the trial and for paid Premium only', () => {
    expect(hasPremiumAccess(trial(hours(2)), now)).to.equal(true);
    expect(hasPremiumAccess(trial(hours(-2)), now)).to.equal(false);
    expect(hasPremiumAccess({ ...trial(null), subscriptionStatus: 'standard', isStandard: true }, now)).to.equal(false);
    expect(hasPremiumAccess({ ...trial(null), subscriptionStatus: 'premium', isPremium: true }, now)).to.equal(true);
  });

  it('turns an expired unpaid trial into free, and shows one of four statuses', () => {
    expect(settledStatus(trial(hours(-1)), now)).to.equal('free');
    expect(displayedStatus(trial(hours(1)), now)).to.equal('trial');
    expect(displayedStatus({ ...trial(null), subscriptionStatus: 'none' }, now)).to.equal('free');
    expect(displayedStatus({ ...trial(hours(-1)), isStandard: true }, now)).to.equal('standard');
    expect(displayedStatus({ ...trial(hours(5)), isPremium: true }, now)).to.equal('premium');
  });
});
