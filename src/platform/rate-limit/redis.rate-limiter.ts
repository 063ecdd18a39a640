import type { Redis } from 'ioredis';
import type { RateCount, RateDecision, RateLimiter } from './rate-limiter.port.js';

/**
 * One atomic round trip: count the call and start the window on the first one. With several api
 * pods the limit holds across all of them, which a per-process counter cannot promise.
 */
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const [count, ttl] = (await this.redis.eval(CONSUME, 1, `${this.prefix}:rate:${key}`, windowMs)) as [number, number];
    const allowed = count <= limit;
    return { allowed, remaining: Math.max(0, limit - count), retryAfterMs: allowed ? 0 : ttl };
  }

  async peek(key: string): Promise<RateCount> {
    const name = `${this.prefix}:rate:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().get(name).pttl(name).exec()) as [[null, string | null], [null, number]];
    if (count === null || ttl <= 0) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: ttl };
  }
}
