import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { hashOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../../domain/opaque-token.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { RefreshTokenRepository } from '../ports/refresh-token.repository.port.js';

/** Ends the session of the presented refresh token: its whole family, so no rotated sibling lives on. */
@injectable()
export class SignOut {
  constructor(
    @inject(IDENTITY.RefreshTokenRepository) private readonly tokens: RefreshTokenRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<void> {
    if (!token || !OPAQUE_TOKEN_PATTERN.test(token)) return;
    const stored = await this.tokens.findByHash(hashOpaqueToken(token));
    if (stored) await this.tokens.revokeFamily(stored.familyId, this.clock.now());
  }
}
