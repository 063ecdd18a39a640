import { inject, injectable } from 'inversify';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import type { Clock } from '../../../../shared/index.js';
import { mailLocale } from '../../domain/locale.js';
import { newsletterConfirmMail, newsletterLinks } from '../../domain/mail-templates.js';
import { pendingTokens, subscriberEmail, type NewsletterSubscriber } from '../../domain/newsletter-subscription.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { OutreachSettings } from '../outreach-settings.js';
import type { NewsletterSubscriberRepository } from '../ports/newsletter-subscriber.repository.port.js';
import { enforceRate, OUTREACH_RATES } from '../rate-limit.js';

export interface SubscribeCommand {
  email: unknown;
  locale?: unknown;
  ip: string;
}

/**
 * Double opt-in: a new, pending or unsubscribed address gets fresh tokens and a confirmation mail; a
 * confirmed one gets nothing. The caller always sees the same answer, so the endpoint cannot tell
 * anyone whether an address is subscribed.
 */
@injectable()
export class SubscribeToNewsletter {
  constructor(
    @inject(OUTREACH.NewsletterSubscriberRepository) private readonly repository: NewsletterSubscriberRepository,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(OUTREACH.Settings) private readonly settings: OutreachSettings,
  ) {}

  async execute(command: SubscribeCommand): Promise<void> {
    const email = subscriberEmail(command.email);
    const locale = mailLocale(command.locale);
    await enforceRate(this.limiter, `outreach:subscribe:${this.ipHasher.hash(command.ip)}`, OUTREACH_RATES.subscribe);

    const existing = await this.repository.findByEmail(email);
    if (existing?.status === 'confirmed') return;
    // Past the per-address allowance we stay silent rather than refuse: a refusal would reveal activity.
    const perAddress = await this.limiter.consume(`outreach:subscribe-mail:${email}`, OUTREACH_RATES.mailsPerAddress.limit, OUTREACH_RATES.mailsPerAddress.windowMs);
    if (!perAddress.allowed) return;

    const now = this.clock.now();
    const tokens = pendingTokens(now);
    const pending = {
      locale,
      status: 'pending' as const,
      confirmTokenHash: tokens.confirmTokenHash,
      confirmExpiresAt: tokens.confirmExpiresAt,
      unsubscribeTokenHash: tokens.unsubscribeTokenHash,
      confirmedAt: null,
      unsubscribedAt: null,
    };
    if (existing) {
      await this.repository.update({ ...existing, ...pending } satisfies NewsletterSubscriber);
    } else if (!(await this.repository.add({ email, ...pending }))) {
      return;
    }
    const mail = newsletterConfirmMail(locale, newsletterLinks(this.settings.publicUrl, locale, tokens));
    await this.mailer.send({ to: email, ...mail });
  }
}
