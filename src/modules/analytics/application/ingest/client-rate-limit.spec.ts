import { expect } from 'chai';
import type { AnalyticsLiveStore } from '../ports/live-store.port.js';
import { AdmitTrackerRequest } from './admit-tracker-request.use-case.js';
import { ClientRateLimit, clientKey } from './client-rate-limit.js';
import { DroppedCounter } from './dropped-counter.js';

describe('analytics: the tracker’s per-client rate limit (token bucket)', () => {
  let now: number;
  const clock = { now: () => new Date(now) };
  const limit = (perSecond = 50, burstSeconds = 10) => new ClientRateLimit(clock, { clientRatePerSecond: perSecond, clientBurstSeconds: burstSeconds });
  const takeMany = (limiter: ClientRateLimit, ip: string, count: number) => Array.from({ length: count }, () => limiter.take(ip)).filter(Boolean).length;
  beforeEach(() => {
    now = Date.UTC(2026, 10, 29, 12);
  });

  it('lets a burst of ten seconds’ worth through, then refuses until tokens come back at the rate', () => {
    const limiter = limit();
    expect(takeMany(limiter, '203.0.113.7', 600)).to.equal(500);
    expect(limiter.take('203.0.113.7')).to.equal(false);
    now += 100; // 5 tokens at 50 a second
    expect(takeMany(limiter, '203.0.113.7', 10)).to.equal(5);
    now += 1_000;
    expect(takeMany(limiter, '203.0.113.7', 100)).to.equal(50);
  });

  it('holds a sustained flood to the rate, and never troubles a browser’s pace', () => {
    const limiter = limit();
    let accepted = 0;
    // 200 requests a second for 60 s: the burst, then 50 a second.
    for (let ms = 0; ms < 60_000; ms += 5) {
      now += 5;
      if (limiter.take('198.51.100.1')) accepted++;
    }
    expect(accepted).to.be.within(500 + 50 * 59, 500 + 50 * 60 + 1);
    // A busy page: a beacon every 200 ms for ten minutes.
    for (let ms = 0; ms < 600_000; ms += 200) {
      now += 200;
      expect(limiter.take('198.51.100.2')).to.equal(true);
    }
  });

  it('keeps one bucket per client: another address is unaffected', () => {
    const limiter = limit(5, 2);
    expect(takeMany(limiter, '192.0.2.1', 20)).to.equal(10);
    expect(limiter.take('192.0.2.2')).to.equal(true);
    expect(takeMany(limiter, '192.0.2.2', 20)).to.equal(9);
  });

  it('counts an IPv6 /64 as one client and an IPv4-mapped address as its IPv4 address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).to.equal('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:1:2:3')).to.equal('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).to.equal('2001:db8:0:0::/64');
    expect(clientKey('::1')).to.equal('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).to.equal('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).to.equal('64:ff9b:0:0::/64');
    expect(clientKey('::ffff:192.0.2.9')).to.equal('192.0.2.9');
    expect(clientKey('203.0.113.5')).to.equal('203.0.113.5');
    const limiter = limit(5, 2);
    expect(takeMany(limiter, '2001:db8:1:2::a', 10)).to.equal(10);
    expect(limiter.take('2001:db8:1:2:ffff::b')).to.equal(false);
    expect(limiter.take('2001:db8:1:3::a')).to.equal(true);
    expect(takeMany(limiter, '192.0.2.9', 10)).to.equal(10);
    expect(limiter.take('::ffff:192.0.2.9')).to.equal(false);
  });

  it('forgets clients whose bucket is full again, so memory follows the clients of the last seconds', () => {
    const limiter = limit(50, 10);
    for (let i = 0; i < 1_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).to.equal(1_000);
    now += 10_000;
    limiter.take('10.9.9.9');
    expect(limiter.size).to.equal(1);
  });

  it('is off at a rate of 0', () => {
    expect(takeMany(limit(0), '192.0.2.1', 10_000)).to.equal(10_000);
  });

  it('counts a refused beacon once as rate-limited, and a refused snippet or preflight not at all', async () => {
    const counted: Record<string, number>[] = [];
    const live = { countDropped: async (counts: Record<string, number>) => void counted.push(counts) } as unknown as AnalyticsLiveStore;
    const dropped = new DroppedCounter(live, { droppedFlushMs: 60_000 }, { warn: () => undefined });
    const admit = new AdmitTrackerRequest(limit(1, 2), dropped);
    expect([true, true, false, false].map((beacon) => admit.execute({ ip: '192.0.2.1', beacon }))).to.deep.equal([true, true, false, false]);
    expect(admit.execute({ ip: '192.0.2.1', beacon: true })).to.equal(false);
    expect(admit.execute({ ip: '192.0.2.2', beacon: true })).to.equal(true);
    await dropped.flush();
    expect(counted).to.deep.equal([{ 'rate-limited': 1 }]);
  });
});
