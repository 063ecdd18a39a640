import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import { failureDelayMs, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../domain/login-throttle.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { Sleeper } from '../ports/security.ports.js';

/**
 * Counts failed sign-ins (wrong passwords, wrong second-factor codes, wrong current passwords) per
 * client address and per account in the platform RateLimiter, so the counts hold across api pods
 * with Redis. `check` runs before the attempt and reads without counting; `failed` counts, then
 * waits longer with each failure before the caller answers.
 */
@injectable()
export class LoginThrottle {
  constructor(
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(IDENTITY.Sleeper) private readonly sleeper: Sleeper,
  ) {}

  async check(ip: string, email: string): Promise<void> {
    const counts = await Promise.all(this.keys(ip, email).map((key) => this.limiter.peek(key)));
    const blocked = counts.filter((c) => c.count >= LOGIN_FAILURE_LIMIT);
    if (blocked.length) {
      const retryAfterMs = Math.max(...blocked.map((c) => c.resetInMs));
      throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many failed sign-in attempts, try again later', { retryAfterMs });
    }
  }

  /** Counts one failure on both keys and waits as long as the worse of the two calls for. */
  async failed(ip: string, email: string): Promise<number> {
    const decisions = await Promise.all(this.keys(ip, email).map((key) => this.limiter.consume(key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS)));
    const failures = Math.max(...decisions.map((d) => LOGIN_FAILURE_LIMIT - d.remaining));
    const delay = failureDelayMs(failures);
    if (delay > 0) await this.sleeper.sleep(delay);
    return failures;
  }

  /** Account keys are hashed: the limiter's store (Redis) holds no e-mail addresses. */
  private keys(ip: string, email: string): [string, string] {
    const account = createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('base64url').slice(0, 32);
    return [`identity:login-failures:ip:${this.ipHasher.hash(ip)}`, `identity:login-failures:account:${account}`];
  }
}
