import { expect } from 'chai';
import { liveStoreContract } from '../../../../../test/support/analytics/live-store.contract.js';
import { MemoryLiveStore } from './memory.live-store.js';

describe('analytics: memory live store', () => {
  const clock = { at: new Date('2026-11-23T10:15:30Z'), now() { return this.at; } };

  describe('contract', () => {
    liveStoreContract(async () => {
      clock.at = new Date('2026-11-23T10:15:30Z');
      const store = new MemoryLiveStore(clock);
      return { store, sibling: () => store, now: () => clock.now() };
    });
  });

  it('forgets a session 30 minutes after its last update, even for events close to the stored time', async () => {
    clock.at = new Date('2026-11-23T10:00:00Z');
    const store = new MemoryLiveStore(clock);
    const at = new Date('2026-11-23T10:00:00Z');
    const [first] = await store.assignSessions([{ visitorId: 'v', firstAt: at, lastAt: at }]);
    clock.at = new Date('2026-11-23T10:29:59Z');
    expect((await store.assignSessions([{ visitorId: 'v', firstAt: at, lastAt: at }]))[0]).to.equal(first);
    clock.at = new Date('2026-11-23T11:00:00Z');
    expect((await store.assignSessions([{ visitorId: 'v', firstAt: at, lastAt: at }]))[0]).to.not.equal(first);
  });

  it('replaces a salt after its 48 hours', async () => {
    clock.at = new Date('2026-11-23T00:00:00Z');
    const store = new MemoryLiveStore(clock);
    const salt = await store.dailySalt('2026-11-23');
    clock.at = new Date('2026-11-24T23:59:59Z');
    expect(await store.dailySalt('2026-11-23')).to.equal(salt);
    clock.at = new Date('2026-11-25T00:00:01Z');
    expect(await store.dailySalt('2026-11-23')).to.not.equal(salt);
  });
});
