import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { generateRecoveryCodes, matchTotp, newTotpSecret, totpUri } from '../../domain/two-factor.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { SecretBox } from '../../../../platform/security/index.js';
import type { QrCodeRenderer } from '../ports/security.ports.js';
import type { TwoFactorRepository } from '../ports/two-factor.repository.port.js';
import { CurrentUser } from '../sessions/current-user.js';
import { SecondFactor } from '../sessions/second-factor.js';

/*
 * Two-factor settings (identity README, "Two-factor authentication"). Every refusal is a 400: these routes sit behind a bearer
 * token, and a 401 would make the frontend believe the session ended.
 */
const invalidCode = () => new DomainError('validation', 'AUTH_2FA_INVALID', 'Invalid verification code', { fields: { code: 'AUTH_2FA_INVALID' } });
const alreadyEnabled = () => new DomainError('conflict', 'AUTH_2FA_ALREADY_ENABLED', 'Two-factor authentication is already enabled');
const notEnabled = () => new DomainError('validation', 'AUTH_2FA_NOT_ENABLED', 'Two-factor authentication is not enabled');

/** Starts an enrolment: a new secret, shown once as a QR code and as text; nothing changes until it is confirmed. */
@injectable()
export class SetUpTwoFactor {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(IDENTITY.TwoFactorRepository) private readonly repository: TwoFactorRepository,
    @inject(IDENTITY.SecretBox) private readonly box: SecretBox,
    @inject(IDENTITY.QrCodeRenderer) private readonly qr: QrCodeRenderer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
    const user = await this.current.require(userId);
    if ((await this.repository.find(user.id))?.secretSealed) throw alreadyEnabled();
    const secret = newTotpSecret();
    await this.repository.savePending(user.id, this.box.seal(secret), this.clock.now());
    const otpauthUrl = totpUri(secret, user.email);
    return { secret, otpauthUrl, qrSvg: await this.qr.svg(otpauthUrl) };
  }
}

/** Confirms an enrolment with the first code from the app, and hands out the ten recovery codes. */
@injectable()
export class EnableTwoFactor {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(IDENTITY.TwoFactorRepository) private readonly repository: TwoFactorRepository,
    @inject(IDENTITY.SecretBox) private readonly box: SecretBox,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: string, code: string): Promise<string[]> {
    const user = await this.current.require(userId);
    const state = await this.repository.find(user.id);
    if (state?.secretSealed) throw alreadyEnabled();
    if (!state?.pendingSecretSealed) throw new DomainError('validation', 'AUTH_2FA_NOT_PENDING', 'Start the two-factor set-up first');
    const now = this.clock.now();
    const step = matchTotp(this.box.open(state.pendingSecretSealed), code, now, null);
    if (step === null) throw invalidCode();
    const codes = generateRecoveryCodes();
    await this.repository.enable(user.id, step, codes.map((c) => this.box.fingerprint(c)), now);
    return codes;
  }
}

/** Turning the factor off takes a valid code (or a recovery code): a stolen session alone cannot. */
@injectable()
export class DisableTwoFactor {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(IDENTITY.TwoFactorRepository) private readonly repository: TwoFactorRepository,
    @inject(SecondFactor) private readonly secondFactor: SecondFactor,
  ) {}

  async execute(userId: string, code: string): Promise<void> {
    const user = await this.current.require(userId);
    if (!(await this.repository.find(user.id))?.secretSealed) throw notEnabled();
    if (!(await this.secondFactor.verify(user.id, code))) throw invalidCode();
    await this.repository.disable(user.id);
  }
}

/** New recovery codes replace all the old ones; it takes a code from the app, not a recovery code. */
@injectable()
export class RegenerateRecoveryCodes {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(IDENTITY.TwoFactorRepository) private readonly repository: TwoFactorRepository,
    @inject(SecondFactor) private readonly secondFactor: SecondFactor,
    @inject(IDENTITY.SecretBox) private readonly box: SecretBox,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: string, code: string): Promise<string[]> {
    const user = await this.current.require(userId);
    if (!(await this.repository.find(user.id))?.secretSealed) throw notEnabled();
    if (!(await this.secondFactor.verify(user.id, code, { allowRecovery: false }))) throw invalidCode();
    const codes = generateRecoveryCodes();
    await this.repository.replaceRecoveryCodes(user.id, codes.map((c) => this.box.fingerprint(c)), this.clock.now());
    return codes;
  }
}
