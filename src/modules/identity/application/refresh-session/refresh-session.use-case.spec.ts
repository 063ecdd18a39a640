import { expect } from 'chai';
import { REFRESH_GRACE_MS } from '../../domain/session.js';
import { failure, identityKit } from '../../testing/in-memory-fakes.fake.js';

describe('RefreshSession and SignOut', () => {
  async function signedIn(rememberMe = false) {
    const kit = identityKit();
    await kit.register({ username: 'ada', email: 'ada@example.org', password: 'a long passphrase' });
    const result = await kit.signIn.execute({ email: 'ada@example.org', password: 'a long passphrase', rememberMe, ip: '198.51.100.1' });
    if (result.kind !== 'session') throw new Error('expected a session');
    return { kit, session: result.session };
  }

  it('rotates: a new token in the same family, the session end unchanged, the old one marked', async () => {
    const { kit, session } = await signedIn(true);
    kit.clock.advance(60_000);
    const next = await kit.refresh.execute(session.refreshToken);
    expect(next.refreshToken).not.to.equal(session.refreshToken);
    expect(next.sessionExpiresAt.toISOString()).to.equal(session.sessionExpiresAt.toISOString());
    expect(next.rememberMe).to.equal(true);
    const [first, second] = kit.refreshTokens.rows.slice(-2);
    expect(second!.familyId).to.equal(first!.familyId);
    expect(first!.rotatedAt).to.be.instanceOf(Date);
    // The new token rotates in turn.
    expect((await kit.refresh.execute(next.refreshToken)).user.email).to.equal('ada@example.org');
  });

  it('within the grace window, a second tab presenting the rotated token gets a sibling and both stay valid', async () => {
    const { kit, session } = await signedIn();
    const tabA = await kit.refresh.execute(session.refreshToken);
    kit.clock.advance(REFRESH_GRACE_MS - 1000);
    const tabB = await kit.refresh.execute(session.refreshToken);
    expect(tabB.refreshToken).not.to.equal(tabA.refreshToken);
    expect(kit.refreshTokens.rows.every((r) => r.revokedAt === null)).to.equal(true);
    expect(kit.refreshTokens.rows.slice(-3).map((r) => r.familyId)).to.deep.equal(Array(3).fill(kit.refreshTokens.rows.at(-1)!.familyId));
    expect((await kit.refresh.execute(tabA.refreshToken)).user.id).to.equal(session.user.id);
    expect((await kit.refresh.execute(tabB.refreshToken)).user.id).to.equal(session.user.id);
  });

  it('after the grace window, replaying a rotated token revokes the whole family', async () => {
    const { kit, session } = await signedIn();
    const next = await kit.refresh.execute(session.refreshToken);
    kit.clock.advance(REFRESH_GRACE_MS + 1);
    expect(await failure(kit.refresh.execute(session.refreshToken))).to.include({ code: 'AUTH_REFRESH_INVALID', kind: 'unauthenticated' });
    expect(await failure(kit.refresh.execute(next.refreshToken))).to.include({ code: 'AUTH_REFRESH_INVALID' });
    const family = kit.refreshTokens.rows.filter((r) => r.familyId === kit.refreshTokens.rows.at(-1)!.familyId);
    expect(family).to.have.length(2);
    expect(family.every((r) => r.revokedAt !== null)).to.equal(true);
    // The sign-up's own session is another family and lives on.
    expect(kit.refreshTokens.rows[0]!.revokedAt).to.equal(null);
    expect(kit.logger.lines.some((l) => JSON.stringify(l).includes('identity.refresh-replay'))).to.equal(true);
  });

  it('refuses unknown, malformed, expired and signed-out tokens; sign-out spares other sessions', async () => {
    const { kit, session } = await signedIn();
    const other = await kit.signIn.execute({ email: 'ada@example.org', password: 'a long passphrase', rememberMe: false, ip: '198.51.100.1' });
    for (const token of [undefined, '', 'short', 'x'.repeat(43)]) expect(await failure(kit.refresh.execute(token))).to.include({ code: 'AUTH_REFRESH_INVALID' });
    await kit.signOut.execute(session.refreshToken);
    expect(await failure(kit.refresh.execute(session.refreshToken))).to.include({ code: 'AUTH_REFRESH_INVALID' });
    if (other.kind !== 'session') throw new Error('expected a session');
    kit.clock.advance(24 * 3600 * 1000 - 1000);
    const alive = await kit.refresh.execute(other.session.refreshToken);
    kit.clock.advance(2000);
    expect(await failure(kit.refresh.execute(alive.refreshToken))).to.include({ code: 'AUTH_REFRESH_INVALID' });
  });

  it('refuses the token of a deleted account', async () => {
    const { kit, session } = await signedIn();
    kit.users.rows.clear();
    expect(await failure(kit.refresh.execute(session.refreshToken))).to.include({ code: 'AUTH_REFRESH_INVALID' });
  });
});
