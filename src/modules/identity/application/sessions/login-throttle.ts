import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import { failureDelayMs, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../domain/login-throttle.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { Sleeper } from '../ports/security.ports.js';

/** What `failed` reports: the failures it counted, and whether this one locked the account for the first time in its window. */
export interface FailureOutcome {
  failures: number;
  /** The owner should hear of it (once per window): the account reached the limit with this failure. */
  notifyOwner: boolean;
}

/**
 * Counts failed sign-ins (wrong passwords, wrong second-factor codes, wrong current passwords) in the
 * platform RateLimiter, so the counts hold across api pods with Redis, under three keys: the client
 * address, the account, and the pair of both. `check` runs before the attempt and reads without
 * counting; `failed` counts, then waits longer with each failure before the caller answers.
 *
 * An address over the limit is refused whatever it tries. An account over the limit is refused only to
 * the addresses that failed on it (identity README, "Brute force"): an attacker cannot lock its owner
 * out, and each new address of a botnet gets one guess at a locked account before it is shut out too.
 */
@injectable()
export class LoginThrottle {
  constructor(
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(IDENTITY.Sleeper) private readonly sleeper: Sleeper,
  ) {}

  async check(ip: string, email: string): Promise<void> {
    const [byIp, byAccount, byPair] = await Promise.all(this.keys(ip, email).map((key) => this.limiter.peek(key)));
    const blocked = [byIp!, ...(byPair!.count > 0 ? [byAccount!] : [])].filter((c) => c.count >= LOGIN_FAILURE_LIMIT);
    if (blocked.length) {
      const retryAfterMs = Math.max(...blocked.map((c) => c.resetInMs));
      throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many failed sign-in attempts, try again later', { retryAfterMs });
    }
  }

  /** Counts one failure on the three keys and waits as long as the worst of them calls for. */
  async failed(ip: string, email: string): Promise<FailureOutcome> {
    const decisions = await Promise.all(this.keys(ip, email).map((key) => this.limiter.consume(key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS)));
    const counts = decisions.map((d) => LOGIN_FAILURE_LIMIT - d.remaining);
    const failures = Math.max(...counts);
    let notifyOwner = false;
    if (counts[1]! >= LOGIN_FAILURE_LIMIT) {
      // One notice per window, however many failures follow and whichever pod counts them.
      notifyOwner = (await this.limiter.consume(`identity:lock-notice:${this.accountKey(email)}`, 1, LOGIN_FAILURE_WINDOW_MS)).allowed;
    }
    const delay = failureDelayMs(failures);
    if (delay > 0) await this.sleeper.sleep(delay);
    return { failures, notifyOwner };
  }

  /** Account keys are hashed: the limiter's store (Redis) holds no e-mail addresses. */
  private accountKey(email: string): string {
    return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('base64url').slice(0, 32);
  }

  private keys(ip: string, email: string): [string, string, string] {
    const address = this.ipHasher.hash(ip);
    const account = this.accountKey(email);
    return [`identity:login-failures:ip:${address}`, `identity:login-failures:account:${account}`, `identity:login-failures:pair:${account}:${address}`];
  }
}
