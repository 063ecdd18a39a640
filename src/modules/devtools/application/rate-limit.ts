import type { RateLimiter } from '../../../platform/rate-limit/index.js';
import { DomainError } from '../../../shared/index.js';

export interface Rate {
  limit: number;
  windowMs: number;
}

/**
 * Calls that make the server fetch other sites, per user (devtools README, "HTTP"): enough for a person
 * at work, too few to use the server as a crawler. Refusals are the platform's RATE_LIMITED (429).
 */
export const DEVTOOLS_RATES = {
  robotsFetch: { limit: 30, windowMs: 10 * 60_000 },
  /** Each call fetches up to 20 sitemaps. */
  sitemapCheck: { limit: 10, windowMs: 10 * 60_000 },
  /** The structured-data validator's fetched pages (pasted markup is not limited). */
  structuredDataFetch: { limit: 30, windowMs: 10 * 60_000 },
  /** The API testing hub's sends: one a second on average, bursts of a person clicking Send. */
  apiHubSend: { limit: 60, windowMs: 60_000 },
} as const satisfies Record<string, Rate>;

export async function enforceRate(limiter: RateLimiter, key: string, rate: Rate): Promise<void> {
  const decision = await limiter.consume(key, rate.limit, rate.windowMs);
  if (!decision.allowed) {
    throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many requests, try again later', { retryAfterMs: decision.retryAfterMs });
  }
}
