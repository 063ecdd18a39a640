import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisRateLimiter } from '../../../src/platform/rate-limit/index.js';
import { testServices } from '../../support/services.js';

describe('RedisRateLimiter (real Redis)', function () {
  const url = testServices.redisUrl ?? 'redis://127.0.0.1:6379';
  const prefix = `test_${randomBytes(4).toString('hex')}`;
  let redis: Redis;

  before(async function () {
    redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    const reachable = await redis.connect().then(
      () => true,
      () => false,
    );
    if (!reachable) {
      redis.disconnect();
      if (testServices.ci) throw new Error(`Redis at ${url} is unreachable (CI=true: not skipping)`);
      this.skip();
    }
  });
  after(async () => {
    if (redis?.status !== 'ready') return;
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts across limiter instances (pods) and refuses past the limit with the wait', async () => {
    const podA = new RedisRateLimiter(redis, prefix);
    const podB = new RedisRateLimiter(redis, prefix);
    const results = [await podA.consume('ip', 3, 60_000), await podB.consume('ip', 3, 60_000), await podA.consume('ip', 3, 60_000), await podB.consume('ip', 3, 60_000)];
    expect(results.map((r) => r.allowed)).to.deep.equal([true, true, true, false]);
    expect(results[3]!.retryAfterMs).to.be.within(1, 60_000);
    expect(await podA.consume('other', 3, 60_000)).to.include({ allowed: true, remaining: 2 });
  });

  it('opens a new window once the old one expires', async () => {
    const limiter = new RedisRateLimiter(redis, prefix);
    expect((await limiter.consume('short', 1, 150)).allowed).to.equal(true);
    expect((await limiter.consume('short', 1, 150)).allowed).to.equal(false);
    await new Promise((r) => setTimeout(r, 250));
    expect((await limiter.consume('short', 1, 150)).allowed).to.equal(true);
  });

  it('peeks at the shared count without adding to it', async () => {
    const limiter = new RedisRateLimiter(redis, prefix);
    expect(await limiter.peek('peeked')).to.deep.equal({ count: 0, resetInMs: 0 });
    await limiter.consume('peeked', 5, 60_000);
    await limiter.consume('peeked', 5, 60_000);
    const seen = await new RedisRateLimiter(redis, prefix).peek('peeked');
    expect(seen.count).to.equal(2);
    expect(seen.resetInMs).to.be.within(1, 60_000);
    expect((await limiter.peek('peeked')).count).to.equal(2);
  });
});
