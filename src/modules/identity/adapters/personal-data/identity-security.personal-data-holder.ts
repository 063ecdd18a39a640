import { inject, injectable } from 'inversify';
import type { EmailVerificationRepository } from '../../application/ports/email-verification.repository.port.js';
import type { PasswordResetRepository } from '../../application/ports/password-reset.repository.port.js';
import type { RefreshTokenRepository } from '../../application/ports/refresh-token.repository.port.js';
import type { LoginChallengeRepository, TwoFactorRepository } from '../../application/ports/two-factor.repository.port.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { PersonalDataHolder, PersonalDataSubject } from '../../index.js';

/**
 * The account's security records: sessions (refresh tokens), two-factor enrolment with its recovery
 * codes and pending sign-in challenges, password-reset links and address-confirmation links. All are
 * deleted with the account.
 * The export says what exists and when, never a token hash, a sealed secret or a code.
 */
@injectable()
export class IdentitySecurityPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'security';

  constructor(
    @inject(IDENTITY.RefreshTokenRepository) private readonly refreshTokens: RefreshTokenRepository,
    @inject(IDENTITY.PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @inject(IDENTITY.TwoFactorRepository) private readonly twoFactor: TwoFactorRepository,
    @inject(IDENTITY.LoginChallengeRepository) private readonly challenges: LoginChallengeRepository,
    @inject(IDENTITY.EmailVerificationRepository) private readonly verifications: EmailVerificationRepository,
  ) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    const tokens = await this.refreshTokens.listForUser(subject.userId);
    const resets = await this.resets.listForUser(subject.userId);
    const factor = await this.twoFactor.find(subject.userId);
    const confirmations = await this.verifications.listForUser(subject.userId);
    return {
      sessions: tokens.map((t) => ({
        family: t.familyId,
        rememberMe: t.rememberMe,
        createdAt: t.createdAt.toISOString(),
        expiresAt: t.expiresAt.toISOString(),
        rotatedAt: t.rotatedAt?.toISOString() ?? null,
        revokedAt: t.revokedAt?.toISOString() ?? null,
      })),
      twoFactor: {
        enabled: Boolean(factor?.secretSealed),
        enabledAt: factor?.enabledAt?.toISOString() ?? null,
        unusedRecoveryCodes: factor?.secretSealed ? await this.twoFactor.countUnusedRecoveryCodes(subject.userId) : 0,
      },
      passwordResets: resets.map((r) => ({ createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString(), usedAt: r.usedAt?.toISOString() ?? null })),
      addressConfirmations: confirmations.map((c) => ({ email: c.email, createdAt: c.createdAt.toISOString(), expiresAt: c.expiresAt.toISOString(), usedAt: c.usedAt?.toISOString() ?? null })),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.challenges.deleteForUser(subject.userId);
    await this.twoFactor.deleteForUser(subject.userId);
    await this.resets.deleteForUser(subject.userId);
    await this.verifications.deleteForUser(subject.userId);
    await this.refreshTokens.deleteForUser(subject.userId);
  }
}
