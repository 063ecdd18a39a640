import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { Clock } from '../../../../shared/index.js';
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
import type { PasswordResetRequest } from './request-password-reset.use-case.js';

/**
 * The worker's half of forgot-password: only an account's owner receives a mail, with a single-use
 * link valid for an hour, in their language, at most three an hour.
 */
@injectable()
export class DeliverPasswordReset {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(request: PasswordResetRequest): Promise<{ mailed: boolean }> {
    const user = await this.users.findByEmail(request.email);
    if (!user) return { mailed: false };
    const perAccount = await this.limiter.consume(`identity:reset:account:${user.id}`, RESET_REQUEST_RATE.perAccount.limit, RESET_REQUEST_RATE.perAccount.windowMs);
    if (!perAccount.allowed) return { mailed: false };

    const now = this.clock.now();
    const token = issueOpaqueToken();
    const locale = chooseMailLocale(fromStored(await this.preferences.find(user.id)).preferredLanguage, request.locale);
    const mail = passwordResetMail(locale, { username: user.username, resetUrl: resetPasswordUrl(this.settings.publicUrl, locale, token) });
    // The token and its mail are stored together: a link is never mailed for a token that was not saved.
    await this.transactions.run(async () => {
      await this.resets.add({ userId: user.id, tokenHash: hashOpaqueToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
      await this.mailer.send({ to: user.email, ...mail });
    });
    return { mailed: true };
  }
}
