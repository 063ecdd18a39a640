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
});
