import { expect } from 'chai';
import { judgeRefresh, REFRESH_GRACE_MS, sessionEnd, type StoredRefreshToken } from './session.js';

describe('refresh token rules', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const token = (over: Partial<StoredRefreshToken> = {}): StoredRefreshToken => ({
    id: '1',
    tokenHash: 'h',
    familyId: 'f',
    userId: 'u',
    rememberMe: false,
    expiresAt: new Date(now.getTime() + 3600_000),
    createdAt: now,
    rotatedAt: null,
    revokedAt: null,
    ...over,
  });
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('rotates a current token, allows a sibling within the grace window, and calls later reuse a replay', () => {
    expect(judgeRefresh(token(), now)).to.equal('rotate');
    expect(judgeRefresh(token({ rotatedAt: ago(REFRESH_GRACE_MS) }), now)).to.equal('grace');
    expect(judgeRefresh(token({ rotatedAt: ago(REFRESH_GRACE_MS + 1) }), now)).to.equal('replay');
  });

  it('treats revoked and expired tokens as dead, before anything else', () => {
    expect(judgeRefresh(token({ revokedAt: ago(1), rotatedAt: ago(60_000) }), now)).to.equal('dead');
    expect(judgeRefresh(token({ expiresAt: now }), now)).to.equal('dead');
  });

  it('ends a session after 1 day, or 30 when remembered', () => {
    expect(sessionEnd(now, false).toISOString()).to.equal('2026-11-23T12:00:00.000Z');
    expect(sessionEnd(now, true).toISOString()).to.equal('2026-12-22T12:00:00.000Z');
  });
});
