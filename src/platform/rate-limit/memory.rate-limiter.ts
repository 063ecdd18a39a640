import type { Clock } from '../../shared/index.js';
import type { RateCount, RateDecision, RateLimiter } from './rate-limiter.port.js';

const SWEEP_EVERY = 1_000;

/**
 * Counts in this process only: right for the embedded runtime (one process). Windows are swept
 * lazily so memory stays bounded by the number of keys seen within one window.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private calls = 0;

  constructor(private readonly clock: Clock) {}

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    const allowed = window.count <= limit;
    return { allowed, remaining: Math.max(0, limit - window.count), retryAfterMs: allowed ? 0 : window.resetAt - now };
  }

  async peek(key: string): Promise<RateCount> {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
