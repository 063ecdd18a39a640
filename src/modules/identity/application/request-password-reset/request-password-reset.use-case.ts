import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { JobQueue } from '../../../../platform/queue/index.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import { emailProblems, normaliseEmail } from '../../domain/credentials.js';
import { RESET_REQUEST_RATE } from '../../domain/login-throttle.js';
import { IDENTITY_JOBS, IDENTITY_QUEUE } from '../../index.js';
import { rejectProblems } from '../sessions/password-policy.js';

/** What the worker's job carries: the address as typed (normalised) and the page's language. */
export interface PasswordResetRequest {
  email: string;
  locale?: string;
}

/**
 * Forgot-password. The request does the same work whatever the address (check it, count the client,
 * queue a job) and answers the same; the worker looks the account up and mails its owner (identity
 * README, "Brute force"). Nothing in the answer or its timing says whether an account exists.
 */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(PLATFORM.JobQueue) private readonly queue: JobQueue,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
  ) {}

  async execute(command: { email: string; locale?: string; ip: string }): Promise<void> {
    rejectProblems(emailProblems(command.email));
    const perIp = await this.limiter.consume(`identity:reset:ip:${this.ipHasher.hash(command.ip)}`, RESET_REQUEST_RATE.perIp.limit, RESET_REQUEST_RATE.perIp.windowMs);
    if (!perIp.allowed) throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many requests, try again later', { retryAfterMs: perIp.retryAfterMs });
    const data: PasswordResetRequest = { email: normaliseEmail(command.email), locale: command.locale };
    // Dropped once done: the address stays in the queue's store only until the worker has read it.
    await this.queue.add(IDENTITY_QUEUE, IDENTITY_JOBS.passwordResetRequested, data, { attempts: 3, backoff: { type: 'exponential', delayMs: 5000 }, removeOnComplete: true });
  }
}
