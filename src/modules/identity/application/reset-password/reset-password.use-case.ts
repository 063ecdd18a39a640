import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { hashOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../../domain/opaque-token.js';
import { resetUsable } from '../../domain/password-reset.js';
import { AccountAccess } from '../sessions/account-access.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { PasswordResetRepository } from '../ports/password-reset.repository.port.js';
import type { RefreshTokenRepository } from '../ports/refresh-token.repository.port.js';
import type { PasswordHasher } from '../ports/security.ports.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { rejectProblems, PasswordPolicy } from '../sessions/password-policy.js';
import { applyNewPassword } from './password-changed.js';

const tokenInvalid = () => new DomainError('validation', 'AUTH_RESET_TOKEN_INVALID', 'This reset link is invalid or has expired');

/** The reset page: a mailed token and a new password. The password is checked first, so a refused one leaves the link usable. */
@injectable()
export class ResetPassword {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @inject(IDENTITY.RefreshTokenRepository) private readonly refreshTokens: RefreshTokenRepository,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(PasswordPolicy) private readonly policy: PasswordPolicy,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(AccountAccess) private readonly access: AccountAccess,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { token: string; newPassword: string }): Promise<void> {
    rejectProblems(this.policy.problems(command.newPassword, 'newPassword'));
    if (!OPAQUE_TOKEN_PATTERN.test(command.token)) throw tokenInvalid();
    const reset = await this.resets.findByHash(hashOpaqueToken(command.token));
    const now = this.clock.now();
    if (!reset || !resetUsable(reset, now)) throw tokenInvalid();
    const user = await this.users.findById(reset.userId);
    if (!user) throw tokenInvalid();
    const passwordHash = await this.hasher.hash(command.newPassword);
    await this.transactions.run(async () => {
      if (!(await this.resets.markUsed(reset.id, now))) throw tokenInvalid();
      await applyNewPassword(
        { users: this.users, resets: this.resets, refreshTokens: this.refreshTokens, preferences: this.preferences, mailer: this.mailer, publicUrl: this.settings.publicUrl },
        user,
        passwordHash,
        now,
      );
    });
    this.access.forget(user.id);
  }
}
