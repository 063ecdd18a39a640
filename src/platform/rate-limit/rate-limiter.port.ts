export interface RateDecision {
  allowed: boolean;
  /** Calls left in the current window after this one. */
  remaining: number;
  /** When the caller may try again, if refused. */
  retryAfterMs: number;
}

/** Fixed-window counter per key: `consume` counts one call and says whether it fits the limit. */
export interface RateLimiter {
  consume(key: string, limit: number, windowMs: number): Promise<RateDecision>;
}
