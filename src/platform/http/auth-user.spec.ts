import { expect } from 'chai';
import { DomainError } from '../../shared/index.js';
import { enforcePolicy, readFlag, userFromClaims } from './auth-user.js';
import type { AuthPolicy, AuthUser } from './route.js';

const user = (flags: Partial<AuthUser> = {}): AuthUser => ({ id: 'u1', isPremium: false, isAdmin: false, ...flags });

function outcome(policy: AuthPolicy, who: AuthUser | null): string {
  try {
    enforcePolicy(policy, who);
    return 'allowed';
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return (error as DomainError).code;
  }
}

describe('route policies', () => {
  it('reads flags written as true, 1, "1" or "true"', () => {
    for (const yes of [true, 1, '1', 'true']) expect(readFlag(yes)).to.equal(true);
    for (const no of [false, 0, '0', 'false', 'yes', null, undefined]) expect(readFlag(no)).to.equal(false);
  });

  it('builds a user only from claims with a subject', () => {
    expect(userFromClaims({ sub: 'abc', isPremium: '1', isAdmin: 0 })).to.deep.include({ id: 'abc', isPremium: true, isAdmin: false });
    expect(userFromClaims({ isAdmin: true })).to.equal(null);
    expect(userFromClaims(undefined)).to.equal(null);
  });

  it('gives each role the outcome of the policy table', () => {
    const roles: [string, AuthUser | null][] = [
      ['visitor', null],
      ['user', user()],
      ['premium', user({ isPremium: true })],
      ['admin', user({ isAdmin: true })],
    ];
    const table = Object.fromEntries(
      roles.map(([name, who]) => [name, (['public', 'user', 'premium', 'admin'] as const).map((p) => outcome(p, who))]),
    );
    expect(table).to.deep.equal({
      visitor: ['allowed', 'AUTH_REQUIRED', 'AUTH_REQUIRED', 'AUTH_REQUIRED'],
      user: ['allowed', 'allowed', 'PREMIUM_REQUIRED', 'ADMIN_REQUIRED'],
      premium: ['allowed', 'allowed', 'allowed', 'ADMIN_REQUIRED'],
      admin: ['allowed', 'allowed', 'allowed', 'allowed'],
    });
  });
});
