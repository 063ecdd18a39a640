import { expect } from 'chai';
import { DomainError } from '../../shared/index.js';
import { enforcePolicy, readFlag } from './auth-user.js';
import { verifiedClaims } from './principal.js';
import type { AuthPolicy, AuthUser } from './route.js';

const user = (flags: Partial<AuthUser> = {}): AuthUser => ({ id: 'u1', isPremium: false, isAdmin: false, ...flags });

function outcome(policy: AuthPolicy, who: AuthUser | null, refusal?: string): string {
  try {
    enforcePolicy(policy, who, refusal);
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

  it('accepts only claims with a subject, an integer token version, exp and iat', () => {
    expect(verifiedClaims({ sub: 'abc', ver: 2, exp: 2000, iat: 1000, isAdmin: true })).to.deep.equal({ sub: 'abc', ver: 2, exp: 2000, iat: 1000 });
    // A token minted without exp would never expire: jsonwebtoken checks exp only when it is there.
    expect(verifiedClaims({ sub: 'abc', ver: 0, iat: 1000 })).to.equal(null);
    expect(verifiedClaims({ sub: 'abc', ver: 0, exp: '2000', iat: 1000 })).to.equal(null);
    expect(verifiedClaims({ sub: 'abc', exp: 2000, iat: 1000 })).to.equal(null);
    expect(verifiedClaims({ sub: 'abc', ver: 1.5, exp: 2000, iat: 1000 })).to.equal(null);
    expect(verifiedClaims({ ver: 0, exp: 2000, iat: 1000, isAdmin: true })).to.equal(null);
    expect(verifiedClaims(undefined)).to.equal(null);
  });

  it('answers a refused token with its own code on protected routes only', () => {
    expect(outcome('user', null, 'AUTH_TOKEN_REVOKED')).to.equal('AUTH_TOKEN_REVOKED');
    expect(outcome('admin', null, 'AUTH_USER_NOT_FOUND')).to.equal('AUTH_USER_NOT_FOUND');
    expect(outcome('public', null, 'AUTH_TOKEN_REVOKED')).to.equal('allowed');
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
