import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { SignupRequestRepository } from '../ports/signup-request.repository.port.js';

/** Daily: sign-ups whose link expired unopened go, with the address and password hash they held. */
@injectable()
export class PurgeExpiredSignups {
  constructor(
    @inject(IDENTITY.SignupRequestRepository) private readonly requests: SignupRequestRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ deleted: number }> {
    return { deleted: await this.requests.deleteExpired(this.clock.now()) };
  }
}
