export type { RateCount, RateDecision, RateLimiter } from './rate-limiter.port.js';
export { MemoryRateLimiter } from './memory.rate-limiter.js';
export { RedisRateLimiter } from './redis.rate-limiter.js';
