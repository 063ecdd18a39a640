import { Redis } from 'ioredis';
import { BullJobQueue } from '../../../src/platform/queue/index.js';

/** Shared by the Bull medium specs: where Redis is, and how to leave it as it was. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function randomPrefix(): string {
  return `stacklens-test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Skips the calling suite when Redis is down on a developer machine; in CI a missing Redis is a failure,
 * not a reason to pass silently.
 */
export async function requireRedis(context: Mocha.Context): Promise<void> {
  // A few tries: on a machine loaded by both test lanes, the first connection can outlast one ping's limit.
  let reachable = false;
  for (let attempt = 0; attempt < 4 && !reachable; attempt++) {
    const probe = new BullJobQueue({ redisUrl: REDIS_URL, prefix: randomPrefix() });
    reachable = await probe.ping();
    await probe.close(0);
  }
  if (reachable) return;
  if (process.env.CI === 'true') throw new Error(`Redis is not reachable at ${REDIS_URL}`);
  console.warn(`Skipping: Redis is not reachable at ${REDIS_URL} (set REDIS_URL or start Redis).`);
  context.skip();
}

export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
