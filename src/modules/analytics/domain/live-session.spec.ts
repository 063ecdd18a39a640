import { expect } from 'chai';
import { nextSession, SESSION_IDLE_MS, sessionRuns } from './live-session.js';

describe('analytics: cookieless sessions', () => {
  const stored = { sessionId: 's1', lastSeenMs: 1_000_000 };

  it('continues a session within 30 minutes of its last event on either side, keeping the latest time', () => {
    expect(nextSession(stored, 1_000_000 + SESSION_IDLE_MS - 1, 1_000_000 + SESSION_IDLE_MS + 5, 'new')).to.deep.equal({ kind: 'continue', session: { sessionId: 's1', lastSeenMs: 1_000_000 + SESSION_IDLE_MS + 5 } });
    expect(nextSession(stored, 1_000_000 - 60_000, 1_000_000 - 60_000, 'new')).to.deep.equal({ kind: 'continue', session: { sessionId: 's1', lastSeenMs: 1_000_000 } });
  });

  it('starts a session after 30 idle minutes or without a stored one, and detaches a late run', () => {
    expect(nextSession(stored, 1_000_000 + SESSION_IDLE_MS, 1_000_000 + SESSION_IDLE_MS, 'new')).to.deep.equal({ kind: 'start', session: { sessionId: 'new', lastSeenMs: 1_000_000 + SESSION_IDLE_MS } });
    expect(nextSession(undefined, 5, 9, 'new')).to.deep.equal({ kind: 'start', session: { sessionId: 'new', lastSeenMs: 9 } });
    expect(nextSession(stored, 1_000_000 - SESSION_IDLE_MS - 10, 1_000_000 - SESSION_IDLE_MS, 'new').kind).to.equal('detached');
  });

  it('splits event times into runs with gaps under 30 minutes, whatever their order', () => {
    const t = 10_000_000;
    expect(sessionRuns([t + 60_000, t, t + SESSION_IDLE_MS + 60_000, t + 1_000])).to.deep.equal([
      { firstMs: t, lastMs: t + 60_000, indexes: [1, 3, 0] },
      { firstMs: t + SESSION_IDLE_MS + 60_000, lastMs: t + SESSION_IDLE_MS + 60_000, indexes: [2] },
    ]);
    expect(sessionRuns([])).to.deep.equal([]);
  });
});
