import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { systemClock } from '../../../../shared/index.js';
import { liveStoreContract } from '../../../../../test/support/analytics/live-store.contract.js';
import { deleteKeys, randomPrefix, REDIS_URL, requireRedis } from '../../../../../test/platform/queue/bull.redis.js';
import { RedisLiveStore } from './redis.live-store.js';

describe('analytics: Redis live store', function () {
  const prefix = randomPrefix();
  const clients: Redis[] = [];
  const client = () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    clients.push(redis);
    return redis;
  };

  before(async function () {
    await requireRedis(this);
  });
  after(async () => {
    await deleteKeys(prefix);
    for (const redis of clients) redis.disconnect();
  });

  describe('contract', () => {
    liveStoreContract(async () => ({
      store: new RedisLiveStore(client(), prefix, systemClock),
      // Another connection and another cache of salts, as another pod has.
      sibling: () => new RedisLiveStore(client(), prefix, systemClock),
      now: () => new Date(),
    }));
  });

  it('keeps its keys under the queue prefix with the lifetimes the privacy rules set', async () => {
    const redis = client();
    const store = new RedisLiveStore(redis, prefix, systemClock);
    const day = `ttl-${randomUUID()}`;
    await store.dailySalt(day);
    const saltTtl = await redis.ttl(`${prefix}:analytics-live:salt:${day}`);
    expect(saltTtl).to.be.within(48 * 3600 - 60, 48 * 3600);

    const visitor = randomUUID();
    await store.assignSessions([{ visitorId: visitor, firstAt: new Date(), lastAt: new Date() }]);
    expect(await redis.pttl(`${prefix}:analytics-live:sess:${visitor}`)).to.be.within(29 * 60_000, 30 * 60_000);

    const site = randomUUID();
    const now = Date.now();
    await store.recordLive([{ siteId: site, visitorId: visitor, kind: 'pageview', path: '/', occurredAt: new Date(now) }]);
    const minute = Math.floor(now / 60_000) * 60_000;
    const left = await redis.pttl(`${prefix}:analytics-live:rtv:${site}:${minute}`);
    expect(left).to.be.within(60 * 60_000, 65 * 60_000);
    expect(await redis.hget(`${prefix}:analytics-live:rt:${site}:${minute}`, 'p:/')).to.equal('1');
  });
});
