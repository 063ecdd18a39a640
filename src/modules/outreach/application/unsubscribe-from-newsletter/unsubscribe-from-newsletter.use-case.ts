import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import type { Clock } from '../../../../shared/index.js';
import { hashToken, subscriberEmail } from '../../domain/newsletter-subscription.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { NewsletterSubscriberRepository } from '../ports/newsletter-subscriber.repository.port.js';
import { enforceRate, OUTREACH_RATES } from '../rate-limit.js';

/** `oneClick`: the token came in an RFC 8058 POST from a mail provider (its own, larger rate limit). */
export type UnsubscribeCommand = ({ email: unknown } | { token: string; oneClick?: boolean }) & { ip: string };

/**
 * By the token from a mail (the unsubscribe page or the mail client's one-click button), or by
 * address (docs/product.md §9.2: the form sends only the email). Either way the answer is the same whether or not
 * anyone was subscribed.
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
    const oneClick = 'token' in command && command.oneClick === true;
    const bucket = oneClick ? 'one-click' : 'token';
    await enforceRate(this.limiter, `outreach:${bucket}:${this.ipHasher.hash(command.ip)}`, oneClick ? OUTREACH_RATES.oneClick : OUTREACH_RATES.token);
    const subscriber = email !== null ? await this.repository.findByEmail(email) : await this.repository.findByUnsubscribeTokenHash(hashToken((command as { token: string }).token));
    if (!subscriber || subscriber.status === 'unsubscribed') return;
    await this.repository.update({ ...subscriber, status: 'unsubscribed', unsubscribedAt: this.clock.now(), confirmTokenHash: null, confirmExpiresAt: null });
  }
}
