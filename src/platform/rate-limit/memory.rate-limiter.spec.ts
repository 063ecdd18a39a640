import { expect } from 'chai';
import { MemoryRateLimiter } from './memory.rate-limiter.js';

describe('MemoryRateLimiter', () => {
  it('allows up to the limit per window, then refuses with the time to wait, then resets', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ now: () => new Date(now) });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume('ip', 3, 60_000));
    expect(results.map((r) => r.allowed)).to.deep.equal([true, true, true, false]);
    expect(results[3]!.retryAfterMs).to.equal(60_000);
    expect(await limiter.consume('other', 3, 60_000)).to.include({ allowed: true, remaining: 2 });
    now += 60_000;
    expect(await limiter.consume('ip', 3, 60_000)).to.include({ allowed: true, remaining: 2 });
  });

  it('peeks at a window without counting, and reads 0 once it closed', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ now: () => new Date(now) });
    expect(await limiter.peek('k')).to.deep.equal({ count: 0, resetInMs: 0 });
    await limiter.consume('k', 3, 60_000);
    await limiter.consume('k', 3, 60_000);
    now += 10_000;
    expect(await limiter.peek('k')).to.deep.equal({ count: 2, resetInMs: 50_000 });
    expect(await limiter.peek('k')).to.deep.equal({ count: 2, resetInMs: 50_000 });
    now += 50_000;
    expect(await limiter.peek('k')).to.deep.equal({ count: 0, resetInMs: 0 });
  });
});
