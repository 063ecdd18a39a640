import { expect } from 'chai';
import { accessClaims, adminByConfig, newUser, roleChange, statusToSettle, userView, type User } from './user.js';

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
    adminRevokedAt: null,
    tokenVersion: 0,
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
    expect(accessClaims(base(), later)).to.deep.equal({ sub: 'u1', username: 'ada', email: 'ada@example.org', isPremium: false, isStandard: false, isAdmin: false, isBuying: false, status: 'free', ver: 0 });
    expect(JSON.stringify(userView(base(), now))).not.to.include('passwordHash');
  });

  it('brings the status in line with granted and revoked plans', () => {
    expect(roleChange(base(), { isPremium: true }, now)).to.deep.equal({ isPremium: true, isStandard: false, isAdmin: false, subscriptionStatus: 'premium', adminGrantedVia: null, adminRevokedAt: null, revokesTokens: false });
    const premium = { ...base(), isPremium: true, subscriptionStatus: 'premium' as const };
    expect(roleChange(premium, { isPremium: false }, now).subscriptionStatus).to.equal('trial');
    expect(roleChange(premium, { isPremium: false }, new Date(now.getTime() + 8 * DAY)).subscriptionStatus).to.equal('free');
    expect(roleChange(premium, { isPremium: false, isStandard: true }, now).subscriptionStatus).to.equal('standard');
    expect(roleChange({ ...base(), subscriptionStatus: 'none', trialEndDate: null }, { isAdmin: true }, now)).to.include({ isAdmin: true, subscriptionStatus: 'none' });
  });

  it('revokes earlier tokens when a right is taken away, never when one is given', () => {
    const premium = { ...base(), isPremium: true, subscriptionStatus: 'premium' as const };
    expect(roleChange(base(), { isPremium: true }, now).revokesTokens).to.equal(false);
    expect(roleChange(premium, { isPremium: false }, now).revokesTokens).to.equal(true);
    const admin = { ...base(), isAdmin: true };
    expect(roleChange(admin, { isAdmin: false }, now)).to.include({ revokesTokens: true, isAdmin: false });
    // A trial user losing a Standard plan keeps premium access while the trial runs: still a right taken away.
    expect(roleChange({ ...base(), isStandard: true }, { isStandard: false }, now).revokesTokens).to.equal(true);
  });

  it('records how admin was granted: ADMIN_EMAILS names the address, a person sticks their removal', () => {
    const viaConfig = roleChange(base(), { isAdmin: true }, now, 'config');
    expect(viaConfig).to.include({ adminGrantedVia: 'ada@example.org', adminRevokedAt: null });
    const byAdmin = roleChange(base(), { isAdmin: true }, now, 'admin');
    expect(byAdmin).to.include({ adminGrantedVia: null });
    const admin = { ...base(), isAdmin: true, adminGrantedVia: 'ada@example.org' };
    expect(roleChange(admin, { isAdmin: false }, now, 'admin').adminRevokedAt).to.deep.equal(now);
    expect(roleChange(admin, { isAdmin: false }, now, 'config').adminRevokedAt).to.equal(null);
  });

  it('lets ADMIN_EMAILS grant only a proved address that no admin took the role from', () => {
    const listed = ['ada@example.org'];
    expect(adminByConfig({ ...base(), emailVerifiedAt: now }, listed)).to.equal(true);
    expect(adminByConfig({ ...base(), emailVerifiedAt: null }, listed)).to.equal(false);
    expect(adminByConfig({ ...base(), emailVerifiedAt: now, adminRevokedAt: now }, listed)).to.equal(false);
    expect(adminByConfig({ ...base(), emailVerifiedAt: now }, ['other@example.org'])).to.equal(false);
  });
});
