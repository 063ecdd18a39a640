import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import type { Clock } from '../../../../shared/index.js';
import { hashToken, subscriberEmail } from '../../domain/newsletter-subscription.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { NewsletterSubscriberRepository } from '../ports/newsletter-subscriber.repository.port.js';
import { enforceRate, OUTREACH_RATES } from '../rate-limit.js';

export type UnsubscribeCommand = ({ email: unknown } | { token: string }) & { ip: string };

/**
 * By the one-click token from a mail, or by address (SPEC §7: the form sends only the email). Either
 * way the answer is the same whether or not anyone was subscribed.
 */
@injectable()
export class UnsubscribeFromNewsletter {
  constructor(
    @inject(OUTREACH.NewsletterSubscriberRepository) private readonly repository: NewsletterSubscriberRepository,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: UnsubscribeCommand): Promise<void> {
    const email = 'email' in command ? subscriberEmail(command.email) : null;
    await enforceRate(this.limiter, `outreach:token:${this.ipHasher.hash(command.ip)}`, OUTREACH_RATES.token);
    const subscriber = email !== null ? await this.repository.findByEmail(email) : await this.repository.findByUnsubscribeTokenHash(hashToken((command as { token: string }).token));
    if (!subscriber || subscriber.status === 'unsubscribed') return;
    await this.repository.update({ ...subscriber, status: 'unsubscribed', unsubscribedAt: this.clock.now(), confirmTokenHash: null, confirmExpiresAt: null });
  }
}
