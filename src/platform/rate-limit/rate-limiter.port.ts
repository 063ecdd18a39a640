export interface RateDecision {
  allowed: boolean;
  /** Calls left in the current window after this one. */
  remaining: number;
  /** When the caller may try again, if refused. */
  retryAfterMs: number;
}

/** What a key's current window holds, read without counting a call. */
export interface RateCount {
  /** Calls counted in the current window; 0 when no window is open. */
  count: number;
  /** Until the current window closes; 0 when none is open. */
  resetInMs: number;
}

/** Fixed-window counter per key: `consume` counts one call and says whether it fits the limit. */
export interface RateLimiter {
  consume(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /**
   * Reads a key's count without adding to it: for limits on outcomes (e.g. failed sign-ins) that
   * must be checked before the attempt but counted only after it fails.
   */
  peek(key: string): Promise<RateCount>;
}
