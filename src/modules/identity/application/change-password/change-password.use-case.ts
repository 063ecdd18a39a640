import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { hashOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../../domain/opaque-token.js';
import { AccountAccess } from '../sessions/account-access.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { PasswordResetRepository } from '../ports/password-reset.repository.port.js';
import type { RefreshTokenRepository } from '../ports/refresh-token.repository.port.js';
import type { PasswordHasher } from '../ports/security.ports.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { CurrentUser } from '../sessions/current-user.js';
import { LoginThrottle } from '../sessions/login-throttle.js';
import { rejectProblems, PasswordPolicy } from '../sessions/password-policy.js';
import { type IssuedSession, SessionIssuer } from '../sessions/session-issuer.js';
import { applyNewPassword } from '../reset-password/password-changed.js';

/**
 * Settings → security: the current password and a new one. Every session of the account ends, and
 * this browser gets a fresh one, so the person who changed it stays signed in and nobody else does.
 * A wrong current password is a 400, not a 401: the frontend treats 401 as an expired session.
 */
@injectable()
export class ChangePassword {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(IDENTITY.PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @inject(IDENTITY.RefreshTokenRepository) private readonly refreshTokens: RefreshTokenRepository,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(PasswordPolicy) private readonly policy: PasswordPolicy,
    @inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(AccountAccess) private readonly access: AccountAccess,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { userId: string; currentPassword: string; newPassword: string; refreshToken?: string; ip: string }): Promise<IssuedSession> {
    const user = await this.current.require(command.userId);
    await this.throttle.check(command.ip, user.email);
    if (!command.currentPassword || !(await this.hasher.verify(user.passwordHash, command.currentPassword))) {
      await this.throttle.failed(command.ip, user.email);
      throw new DomainError('validation', 'AUTH_INVALID_CREDENTIALS', 'The current password is not correct', { fields: { currentPassword: 'AUTH_INVALID_CREDENTIALS' } });
    }
    rejectProblems(this.policy.problems(command.newPassword, 'newPassword'));
    const passwordHash = await this.hasher.hash(command.newPassword);
    const now = this.clock.now();
    // The fresh session keeps this browser's choice: remembered stays remembered.
    const current = command.refreshToken && OPAQUE_TOKEN_PATTERN.test(command.refreshToken) ? await this.refreshTokens.findByHash(hashOpaqueToken(command.refreshToken)) : null;
    const rememberMe = current?.userId === user.id ? current.rememberMe : false;
    const session = await this.transactions.run(async () => {
      const tokenVersion = await applyNewPassword(
        { users: this.users, resets: this.resets, refreshTokens: this.refreshTokens, preferences: this.preferences, mailer: this.mailer, publicUrl: this.settings.publicUrl },
        user,
        passwordHash,
        now,
      );
      return this.sessions.start({ ...user, passwordHash, tokenVersion }, rememberMe);
    });
    this.access.forget(user.id);
    return session;
  }
}
