import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { AnalyticsLiveStore, LiveEvent } from '../../../src/modules/analytics/application/ports/live-store.port.js';
import { SESSION_IDLE_MS } from '../../../src/modules/analytics/domain/live-session.js';

export interface LiveStoreHarness {
  store: AnalyticsLiveStore;
  /** A second store on the same backing state, as another pod would have. */
  sibling(): AnalyticsLiveStore;
  /** The time the stores see (fixed for the memory store, the wall clock for Redis). */
  now(): Date;
}

const MINUTE = 60_000;

/**
 * What every AnalyticsLiveStore must do, run against the memory adapter (unit) and the Redis adapter
 * (medium). Event times are chosen relative to `now()`, so the suite needs no clock control.
 */
export function liveStoreContract(make: () => Promise<LiveStoreHarness>): void {
  let h: LiveStoreHarness;
  beforeEach(async () => {
    h = await make();
  });

  describe('daily salt', () => {
    it('gives one salt per day, shared by every store on the same backing, and another one the next day', async () => {
      const day = `2026-11-${String(10 + Math.floor(Math.random() * 10))}-${randomUUID().slice(0, 8)}`;
      const first = await h.store.dailySalt(day);
      expect(first).to.match(/^[\w-]{43}$/);
      expect(await h.store.dailySalt(day)).to.equal(first);
      expect(await h.sibling().dailySalt(day)).to.equal(first);
      expect(await h.store.dailySalt(`${day}-next`)).to.not.equal(first);
    });
  });

  describe('sessions', () => {
    const at = (offsetMs: number) => new Date(h.now().getTime() + offsetMs);

    it('keeps a visitor in one session while the gaps stay under 30 minutes, and starts another after', async () => {
      const visitor = randomUUID();
      const [first] = await h.store.assignSessions([{ visitorId: visitor, firstAt: at(-50 * MINUTE), lastAt: at(-48 * MINUTE) }]);
      const [second] = await h.sibling().assignSessions([{ visitorId: visitor, firstAt: at(-20 * MINUTE), lastAt: at(-20 * MINUTE) }]);
      expect(second, '28 minutes after the last event').to.equal(first);
      const [third] = await h.store.assignSessions([{ visitorId: visitor, firstAt: at(-20 * MINUTE + SESSION_IDLE_MS), lastAt: at(15 * MINUTE) }]);
      expect(third, 'exactly 30 minutes after the last event').to.not.equal(first);
      expect(third).to.be.a('string').and.have.length.greaterThan(8);
    });

    it('gives different visitors different sessions, applies repeated visitors in order within one call', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const ids = await h.store.assignSessions([
        { visitorId: a, firstAt: at(-40 * MINUTE), lastAt: at(-40 * MINUTE) },
        { visitorId: b, firstAt: at(-40 * MINUTE), lastAt: at(-40 * MINUTE) },
        { visitorId: a, firstAt: at(-35 * MINUTE), lastAt: at(-35 * MINUTE) },
        { visitorId: a, firstAt: at(-1 * MINUTE), lastAt: at(0) },
      ]);
      expect(new Set(ids).size).to.equal(3);
      expect(ids[2]).to.equal(ids[0]);
      expect(ids[1]).to.not.equal(ids[0]);
      expect(ids[3]).to.not.equal(ids[0]);
    });

    it('gives a late run too old for the current session a session of its own, and leaves the current one alone', async () => {
      const visitor = randomUUID();
      const [current] = await h.store.assignSessions([{ visitorId: visitor, firstAt: at(-5 * MINUTE), lastAt: at(-1 * MINUTE) }]);
      const [late] = await h.store.assignSessions([{ visitorId: visitor, firstAt: at(-90 * MINUTE), lastAt: at(-80 * MINUTE) }]);
      const [again] = await h.store.assignSessions([{ visitorId: visitor, firstAt: at(0), lastAt: at(0) }]);
      expect(late).to.not.equal(current);
      expect(again).to.equal(current);
      const [slightlyLate] = await h.store.assignSessions([{ visitorId: visitor, firstAt: at(-10 * MINUTE), lastAt: at(-10 * MINUTE) }]);
      expect(slightlyLate, 'a late event within the gap of the last one').to.equal(current);
    });

    it('answers an empty list with an empty list', async () => {
      expect(await h.store.assignSessions([])).to.deep.equal([]);
    });
  });

  describe('realtime window', () => {
    it('counts page views, distinct visitors per minute and over the window, and the top pages, zeros included', async () => {
      const site = randomUUID();
      const now = h.now();
      const minuteStart = Math.floor(now.getTime() / MINUTE) * MINUTE;
      const event = (visitor: string, minutesAgo: number, kind: string, path = '/'): LiveEvent => ({
        siteId: site,
        visitorId: visitor,
        kind,
        path,
        occurredAt: new Date(minuteStart - minutesAgo * MINUTE + 1_000),
      });
      await h.store.recordLive([
        event('v1', 0, 'pageview', '/'),
        event('v1', 0, 'click', '/'),
        event('v2', 0, 'pageview', '/pricing'),
        event('v2', 2, 'pageview', '/pricing'),
        event('v3', 2, 'engagement', '/blog'),
        event('v1', 29, 'pageview', '/blog'),
        // Outside the 30-minute window asked for below, inside the hour the store keeps.
        event('v4', 40, 'pageview', '/old'),
      ]);
      await h.sibling().recordLive([event('v2', 0, 'pageview', '/pricing'), { ...event('v9', 0, 'pageview', '/'), siteId: randomUUID() }]);

      const snapshot = await h.store.liveSnapshot(site, now, 30);
      expect(snapshot.minutes).to.have.length(30);
      expect(snapshot.minutes[29]!.minute.getTime()).to.equal(minuteStart);
      expect(snapshot.minutes[0]!.minute.getTime()).to.equal(minuteStart - 29 * MINUTE);
      const byAgo = (ago: number) => snapshot.minutes[29 - ago]!;
      expect(byAgo(0)).to.deep.include({ pageViews: 3, visitors: 2 });
      expect(byAgo(2)).to.deep.include({ pageViews: 1, visitors: 2 });
      expect(byAgo(29)).to.deep.include({ pageViews: 1, visitors: 1 });
      expect(byAgo(1)).to.deep.include({ pageViews: 0, visitors: 0 });
      expect(snapshot.pageViews).to.equal(5);
      expect(snapshot.visitors).to.equal(3);
      expect(snapshot.topPages).to.deep.equal([
        { path: '/pricing', pageViews: 3 },
        { path: '/', pageViews: 1 },
        { path: '/blog', pageViews: 1 },
      ]);

      const hour = await h.store.liveSnapshot(site, now, 60);
      expect(hour.pageViews).to.equal(6);
      expect(hour.visitors).to.equal(4);
    });

    it('ignores events older than the hour it keeps, and answers an unknown site with zeros', async () => {
      const site = randomUUID();
      await h.store.recordLive([{ siteId: site, visitorId: 'v', kind: 'pageview', path: '/', occurredAt: new Date(h.now().getTime() - 3 * 3_600_000) }]);
      const snapshot = await h.store.liveSnapshot(site, h.now(), 60);
      expect(snapshot).to.deep.include({ visitors: 0, pageViews: 0, topPages: [] });
      expect(snapshot.minutes.every((m) => m.pageViews === 0 && m.visitors === 0)).to.equal(true);
    });
  });

  describe('dropped counters', () => {
    it('adds counts by reason across stores and ignores zeros', async () => {
      const before = await h.store.droppedCounts();
      await h.store.countDropped({ bot: 2, 'invalid:event': 1, excluded: 0 });
      await h.sibling().countDropped({ bot: 3 });
      const after = await h.store.droppedCounts();
      expect((after.bot ?? 0) - (before.bot ?? 0)).to.equal(5);
      expect((after['invalid:event'] ?? 0) - (before['invalid:event'] ?? 0)).to.equal(1);
      expect(after.excluded ?? 0).to.equal(before.excluded ?? 0);
    });
  });
}
