import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { confirmSignupMail, verifyEmailUrl } from '../../domain/address-mail-templates.js';
import { emailProblems, normaliseEmail } from '../../domain/credentials.js';
import { SIGNUP_RESEND_RATE, VERIFICATION_TTL_MS } from '../../domain/email-verification.js';
import { mailLocaleOf } from '../../domain/mail-templates.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { SignupRequestRepository } from '../ports/signup-request.repository.port.js';
import { AddressConfirmation } from '../sessions/address-confirmation.js';
import { LinkTokens } from '../sessions/link-tokens.js';
import { rejectProblems } from '../sessions/password-policy.js';

/**
 * "I did not get the mail" on the check-your-inbox page: a new link for the newest sign-up still waiting
 * for that address (the old link stops working). The answer is the same whether or not one waits.
 */
@injectable()
export class ResendSignupLink {
  constructor(
    @inject(IDENTITY.SignupRequestRepository) private readonly requests: SignupRequestRepository,
    @inject(LinkTokens) private readonly links: LinkTokens,
    @inject(AddressConfirmation) private readonly confirmation: AddressConfirmation,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { email: string; ip: string }): Promise<void> {
    rejectProblems(emailProblems(command.email));
    const email = normaliseEmail(command.email);
    const perIp = await this.limiter.consume(`identity:signup-resend:ip:${this.ipHasher.hash(command.ip)}`, SIGNUP_RESEND_RATE.limit, SIGNUP_RESEND_RATE.windowMs);
    if (!perIp.allowed) throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many requests, try again later', { retryAfterMs: perIp.retryAfterMs });
    const now = this.clock.now();
    const request = await this.requests.latestFor(email, now);
    if (!request || !(await this.confirmation.allowed(email)).allowed) return;
    const locale = mailLocaleOf(request.locale) ?? 'en';
    const { token, tokenHash } = this.links.issue('signup');
    await this.transactions.run(async () => {
      if (!(await this.requests.replaceToken(request.id, tokenHash, new Date(now.getTime() + VERIFICATION_TTL_MS)))) return;
      await this.mailer.send({ to: email, ...confirmSignupMail(locale, { username: request.username, link: verifyEmailUrl(this.settings.publicUrl, locale, token) }) });
    });
  }
}
