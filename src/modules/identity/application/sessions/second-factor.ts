import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { classifyCode, matchTotp } from '../../domain/two-factor.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { SecretBox } from '../../../../platform/security/index.js';
import type { TwoFactorRepository } from '../ports/two-factor.repository.port.js';

/** Checks a second-factor code of an enabled factor: a 6-digit TOTP, or a recovery code spent on use. */
@injectable()
export class SecondFactor {
  constructor(
    @inject(IDENTITY.TwoFactorRepository) private readonly repository: TwoFactorRepository,
    @inject(IDENTITY.SecretBox) private readonly box: SecretBox,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async verify(userId: string, input: string, options: { allowRecovery: boolean } = { allowRecovery: true }): Promise<boolean> {
    const state = await this.repository.find(userId);
    if (!state?.secretSealed) return false;
    const code = classifyCode(input);
    if (code.kind === 'totp') {
      const step = matchTotp(this.box.open(state.secretSealed), code.code, this.clock.now(), state.lastUsedStep);
      // The conditional write decides between two requests racing with the same code.
      return step !== null && this.repository.useStep(userId, step);
    }
    if (code.kind === 'recovery' && options.allowRecovery) {
      // Codes issued before a CREDENTIALS_KEY rotation were fingerprinted under the former key
      // (platform/security README, "Rotation"): at most one of these fingerprints is stored.
      for (const fingerprint of this.box.fingerprints(code.code)) {
        if (await this.repository.useRecoveryCode(userId, fingerprint, this.clock.now())) return true;
      }
      return false;
    }
    return false;
  }
}
