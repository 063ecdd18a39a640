import { expect } from 'chai';
import { decodeAccessToken, readServerUser, sessionUserOf } from '../../frontend/src/app/session/token-claims.js';

/**
 * What the browser reads of a token and of the server's user (docs/product.md §5.1, §6, §7.2). The rest of the session
 * (clock skew, renewal across tabs, the expiry dialog) runs in the browser: identity.web.spec.ts.
 */

/** A JWT-shaped token: the browser reads claims only, it never checks signatures. */
const token = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

const claims = { sub: 'u1', username: 'ada', email: 'ada@example.test', isPremium: true, isStandard: '0', isAdmin: '1', status: 'trial', iat: 1_800_000_000, exp: 1_800_000_900 };
const serverUser = { id: 'u1', userId: 'u1', username: 'ada', email: 'ada@example.test', company: 'Engines', website: null, bio: '', isPremium: true, isStandard: false, isAdmin: true, status: 'trial', daysLeft: 6, twoFactorEnabled: true };

describe('frontend session claims (docs/product.md §5.1, §6, §7.2)', () => {
  it('reads flags written as true, 1, "1" or "true", and the issue time', () => {
    const decoded = decodeAccessToken(token(claims))!;
    expect(decoded.user).to.include({ id: 'u1', username: 'ada', isPremium: true, isStandard: false, isAdmin: true, status: 'trial' });
    expect(decoded).to.include({ iat: 1_800_000_000, exp: 1_800_000_900 });
    expect(decodeAccessToken(token({ ...claims, status: 'gold', iat: undefined }))).to.deep.include({ iat: null });
    expect(decodeAccessToken(token({ ...claims, status: 'gold' }))!.user.status).to.equal(null);
  });

  it('refuses what is not a token with a subject and an expiry, logging an unreadable one (docs/product.md §6.2)', () => {
    const warn = console.warn;
    const logged: unknown[] = [];
    console.warn = (...args: unknown[]) => logged.push(args[0]);
    try {
      for (const bad of ['', 'abc', 'a.b', 'a.%%%.c', token({ exp: 1 }), token({ sub: 'u1' }), token({ sub: '', exp: 1 })]) {
        expect(decodeAccessToken(bad), bad).to.equal(null);
      }
    } finally {
      console.warn = warn;
    }
    expect(logged).to.deep.equal(['Unreadable access token']);
  });

  it('reads the server’s user by id or userId, clamping days left and ignoring what has no id', () => {
    expect(readServerUser({ userId: 'u2', twoFactorEnabled: 'true', daysLeft: -3, company: '' })).to.include({ id: 'u2', twoFactorEnabled: true, daysLeft: 0, company: null });
    expect(readServerUser({ username: 'nobody' })).to.equal(null);
    expect(readServerUser('u1')).to.equal(null);
  });

  it('takes name, address and flags from the token and the rest from the server’s user of the same account', () => {
    const fromToken = decodeAccessToken(token({ ...claims, username: 'ada.new', isAdmin: false }))!.user;
    const merged = sessionUserOf(fromToken, readServerUser(serverUser));
    expect(merged).to.include({ username: 'ada.new', company: 'Engines', daysLeft: 6, twoFactorEnabled: true, isAdmin: false });
    expect(sessionUserOf(fromToken, readServerUser({ ...serverUser, id: 'someone-else' }))).to.equal(fromToken);
  });
});
