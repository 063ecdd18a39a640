import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { Clock } from '../../../../shared/index.js';
import { confirmAddressMail, verifyEmailUrl } from '../../domain/address-mail-templates.js';
import { VERIFICATION_MAIL_RATE, VERIFICATION_TTL_MS } from '../../domain/email-verification.js';
import { chooseMailLocale } from '../../domain/mail-templates.js';
import type { User } from '../../domain/user.js';
import { fromStored } from '../../domain/user-preferences.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { EmailVerificationRepository } from '../ports/email-verification.repository.port.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import { LinkTokens } from './link-tokens.js';

/** Mails to one address are counted under a hash of it: the limiter's store (Redis) holds no addresses. */
export function addressMailKey(email: string): string {
  return `identity:address-mail:${createHash('sha256').update(email, 'utf8').digest('base64url').slice(0, 32)}`;
}

/**
 * Mails an account's current address a link that proves it (after a change, or on request from settings).
 * Joins the caller's transaction, so a link is never mailed for a token that was not saved.
 */
@injectable()
export class AddressConfirmation {
  constructor(
    @inject(IDENTITY.EmailVerificationRepository) private readonly verifications: EmailVerificationRepository,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(LinkTokens) private readonly links: LinkTokens,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /** Whether one more mail to this address fits its hourly allowance (counts it if so). */
  async allowed(email: string): Promise<{ allowed: boolean; retryAfterMs: number }> {
    return this.limiter.consume(addressMailKey(email), VERIFICATION_MAIL_RATE.limit, VERIFICATION_MAIL_RATE.windowMs);
  }

  async send(user: Pick<User, 'id' | 'email' | 'username'>, requestedLocale?: string): Promise<void> {
    const now = this.clock.now();
    const { token, tokenHash } = this.links.issue('email-change');
    const locale = chooseMailLocale(fromStored(await this.preferences.find(user.id)).preferredLanguage, requestedLocale);
    await this.verifications.invalidateForUser(user.id, now);
    await this.verifications.add({ userId: user.id, email: user.email, tokenHash, expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS) });
    const mail = confirmAddressMail(locale, { username: user.username, link: verifyEmailUrl(this.settings.publicUrl, locale, token) });
    await this.mailer.send({ to: user.email, ...mail });
  }
}
