import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { confirmationUsable, hashToken } from '../../domain/newsletter-subscription.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { NewsletterSubscriberRepository } from '../ports/newsletter-subscriber.repository.port.js';
import { enforceRate, OUTREACH_RATES } from '../rate-limit.js';

@injectable()
export class ConfirmNewsletterSubscription {
  constructor(
    @inject(OUTREACH.NewsletterSubscriberRepository) private readonly repository: NewsletterSubscriberRepository,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /** The token works once: confirming clears it. Unknown, used and expired tokens fail alike. */
  async execute(command: { token: string; ip: string }): Promise<void> {
    await enforceRate(this.limiter, `outreach:token:${this.ipHasher.hash(command.ip)}`, OUTREACH_RATES.token);
    const now = this.clock.now();
    const subscriber = await this.repository.findByConfirmTokenHash(hashToken(command.token));
    if (!subscriber || !confirmationUsable(subscriber, now)) {
      throw new DomainError('validation', 'NEWSLETTER_INVALID_TOKEN', 'This confirmation link is invalid or has expired');
    }
    await this.repository.update({ ...subscriber, status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null });
  }
}
