import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { hashOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../../domain/opaque-token.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { RefreshTokenRepository } from '../ports/refresh-token.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { AccountAccess } from '../sessions/account-access.js';

/**
 * Ends the session of the presented refresh token: its whole family, so no rotated sibling lives on,
 * and every access token of the account issued before, so a copied token dies with the sign-out. The
 * account's other sessions keep their refresh cookies and get new access tokens on their next call.
 */
@injectable()
export class SignOut {
  constructor(
    @inject(IDENTITY.RefreshTokenRepository) private readonly tokens: RefreshTokenRepository,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(AccountAccess) private readonly access: AccountAccess,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<void> {
    if (!token || !OPAQUE_TOKEN_PATTERN.test(token)) return;
    const stored = await this.tokens.findByHash(hashOpaqueToken(token));
    if (!stored) return;
    const now = this.clock.now();
    await this.tokens.revokeFamily(stored.familyId, now);
    await this.users.bumpTokenVersion(stored.userId, now);
    this.access.forget(stored.userId);
  }
}
