import type { RateLimiter } from '../../../platform/rate-limit/index.js';
import { DomainError } from '../../../shared/index.js';

export interface Rate {
  limit: number;
  windowMs: number;
}

/**
 * Public forms need no account, so each is limited per hashed client address. Refusals are the one
 * RATE_LIMITED error (429), which says nothing about the data submitted.
 */
export const OUTREACH_RATES = {
  contact: { limit: 5, windowMs: 10 * 60_000 },
  feedback: { limit: 10, windowMs: 10 * 60_000 },
  subscribe: { limit: 5, windowMs: 10 * 60_000 },
  /** Confirm and unsubscribe: generous for people, tight for token guessing. */
  token: { limit: 20, windowMs: 10 * 60_000 },
  /**
   * RFC 8058 one-click unsubscribes arrive from the mail provider's servers, a few addresses shared by
   * all its users, right after a newsletter goes out. The tokens are 256-bit random, so this limit only
   * caps load; the per-person one above would turn real unsubscribes away.
   */
  oneClick: { limit: 600, windowMs: 10 * 60_000 },
  /** Confirmation mails to one address, whoever asks: stops using us to flood an inbox. */
  mailsPerAddress: { limit: 3, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Rate>;

export async function enforceRate(limiter: RateLimiter, key: string, rate: Rate): Promise<void> {
  const decision = await limiter.consume(key, rate.limit, rate.windowMs);
  if (!decision.allowed) {
    throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many requests, try again later', { retryAfterMs: decision.retryAfterMs });
  }
}
