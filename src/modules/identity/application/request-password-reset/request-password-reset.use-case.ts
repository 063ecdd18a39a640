import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { normaliseEmail } from '../../domain/credentials.js';
import { RESET_REQUEST_RATE } from '../../domain/login-throttle.js';
import { chooseMailLocale, passwordResetMail, resetPasswordUrl } from '../../domain/mail-templates.js';
import { hashOpaqueToken, issueOpaqueToken } from '../../domain/opaque-token.js';
import { RESET_TOKEN_TTL_MS } from '../../domain/password-reset.js';
import { fromStored } from '../../domain/user-preferences.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { PasswordResetRepository } from '../ports/password-reset.repository.port.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { rejectProblems } from '../sessions/password-policy.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Forgot-password. The answer is the same whether or not an account has the address; only an
 * account's owner receives a mail, with a single-use link valid for an hour, in their language.
 */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { email: string; locale?: string; ip: string }): Promise<void> {
    const email = normaliseEmail(command.email);
    if (!email) rejectProblems([{ field: 'email', code: 'AUTH_EMAIL_REQUIRED', message: 'Email required' }]);
    if (email.length > 254 || !EMAIL_PATTERN.test(email)) rejectProblems([{ field: 'email', code: 'AUTH_EMAIL_INVALID', message: 'Invalid email format' }]);

    const perIp = await this.limiter.consume(`identity:reset:ip:${this.ipHasher.hash(command.ip)}`, RESET_REQUEST_RATE.perIp.limit, RESET_REQUEST_RATE.perIp.windowMs);
    if (!perIp.allowed) throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many requests, try again later', { retryAfterMs: perIp.retryAfterMs });

    const user = await this.users.findByEmail(email);
    if (!user) return;
    // Past the per-account allowance we stay silent rather than refuse: a refusal would reveal the account.
    const perAccount = await this.limiter.consume(`identity:reset:account:${user.id}`, RESET_REQUEST_RATE.perAccount.limit, RESET_REQUEST_RATE.perAccount.windowMs);
    if (!perAccount.allowed) return;

    const now = this.clock.now();
    const token = issueOpaqueToken();
    const locale = chooseMailLocale(fromStored(await this.preferences.find(user.id)).preferredLanguage, command.locale);
    const mail = passwordResetMail(locale, { username: user.username, resetUrl: resetPasswordUrl(this.settings.publicUrl, locale, token) });
    // The token and its mail are stored together: a link is never mailed for a token that was not saved.
    await this.transactions.run(async () => {
      await this.resets.add({ userId: user.id, tokenHash: hashOpaqueToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
      await this.mailer.send({ to: user.email, ...mail });
    });
  }
}
