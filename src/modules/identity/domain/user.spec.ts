import { expect } from 'chai';
import { accessClaims, newUser, roleChange, statusToSettle, userView, type User } from './user.js';

describe('user rules', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const DAY = 24 * 3600 * 1000;
  const base = (): User => ({
    ...newUser({ id: 'u1', username: 'ada', email: 'ada@example.org', passwordHash: 'h' }, now, []),
    company: null,
    website: null,
    bio: null,
    isPremium: false,
    isStandard: false,
    isBuying: false,
    paymentStatus: 'none',
    twoFactorEnabled: false,
    createdAt: now,
    updatedAt: now,
  });

  it('starts a trial; an ADMIN_EMAILS address is an admin', () => {
    expect(newUser({ id: 'a', username: 'a', email: 'ops@x.io', passwordHash: 'h' }, now, ['ops@x.io'])).to.include({ isAdmin: true, subscriptionStatus: 'trial' });
    expect(base().trialEndDate!.toISOString()).to.equal('2026-11-29T12:00:00.000Z');
  });

  it('shows a running trial as premium, an expired one as free, and settles it', () => {
    const later = new Date(now.getTime() + 8 * DAY);
    expect(userView(base(), now)).to.include({ isPremium: true, status: 'trial', daysLeft: 7, subscription_status: 'trial', userId: 'u1' });
    expect(userView(base(), later)).to.include({ isPremium: false, status: 'free', daysLeft: 0, subscription_status: 'free' });
    expect(statusToSettle(base(), now)).to.equal(null);
    expect(statusToSettle(base(), later)).to.equal('free');
    expect(accessClaims(base(), later)).to.deep.equal({ sub: 'u1', username: 'ada', email: 'ada@example.org', isPremium: false, isStandard: false, isAdmin: false, isBuying: false, status: 'free' });
    expect(JSON.stringify(userView(base(), now))).not.to.include('passwordHash');
  });

  it('brings the status in line with granted and revoked plans', () => {
    expect(roleChange(base(), { isPremium: true }, now)).to.deep.equal({ isPremium: true, isStandard: false, isAdmin: false, subscriptionStatus: 'premium' });
    const premium = { ...base(), isPremium: true, subscriptionStatus: 'premium' as const };
    expect(roleChange(premium, { isPremium: false }, now).subscriptionStatus).to.equal('trial');
    expect(roleChange(premium, { isPremium: false }, new Date(now.getTime() + 8 * DAY)).subscriptionStatus).to.equal('free');
    expect(roleChange(premium, { isPremium: false, isStandard: true }, now).subscriptionStatus).to.equal('standard');
    expect(roleChange({ ...base(), subscriptionStatus: 'none', trialEndDate: null }, { isAdmin: true }, now)).to.include({ isAdmin: true, subscriptionStatus: 'none' });
  });
});
