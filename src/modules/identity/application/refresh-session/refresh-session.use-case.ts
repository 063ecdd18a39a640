import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Logger } from '../../../../platform/logging/index.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { hashOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../../domain/opaque-token.js';
import { judgeRefresh } from '../../domain/session.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { RefreshTokenRepository } from '../ports/refresh-token.repository.port.js';
import { CurrentUser } from '../sessions/current-user.js';
import { type IssuedSession, SessionIssuer } from '../sessions/session-issuer.js';

export const refreshInvalid = () => new DomainError('unauthenticated', 'AUTH_REFRESH_INVALID', 'The session has ended, sign in again');

/**
 * Exchanges the refresh cookie for a new access token and a new refresh token (rotation). A token
 * presented again after its exchange means two holders: within the grace window that is two tabs of
 * one browser, later it is a copy, and the whole family is revoked so both copies die.
 */
@injectable()
export class RefreshSession {
  constructor(
    @inject(IDENTITY.RefreshTokenRepository) private readonly tokens: RefreshTokenRepository,
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(token: string | undefined): Promise<IssuedSession> {
    if (!token || !OPAQUE_TOKEN_PATTERN.test(token)) throw refreshInvalid();
    const stored = await this.tokens.findByHash(hashOpaqueToken(token));
    if (!stored) throw refreshInvalid();
    const now = this.clock.now();
    let verdict = judgeRefresh(stored, now);
    // Losing the race to rotate means another request exchanged it this instant: a sibling, not a replay.
    if (verdict === 'rotate' && !(await this.tokens.markRotated(stored.id, now))) verdict = 'grace';
    if (verdict === 'dead') throw refreshInvalid();
    if (verdict === 'replay') {
      await this.tokens.revokeFamily(stored.familyId, now);
      this.logger.warn({ event: 'identity.refresh-replay', userId: stored.userId }, 'rotated refresh token presented again: session family revoked');
      throw refreshInvalid();
    }
    const user = await this.current.find(stored.userId);
    if (!user) throw refreshInvalid();
    return this.sessions.continue(user, stored);
  }
}
