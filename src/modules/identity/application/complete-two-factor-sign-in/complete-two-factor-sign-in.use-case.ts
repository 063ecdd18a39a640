import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { hashOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../../domain/opaque-token.js';
import { CHALLENGE_MAX_FAILURES, challengeOpen } from '../../domain/two-factor.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { LoginChallengeRepository } from '../ports/two-factor.repository.port.js';
import { CurrentUser } from '../sessions/current-user.js';
import { LoginThrottle } from '../sessions/login-throttle.js';
import { SecondFactor } from '../sessions/second-factor.js';
import { type IssuedSession, SessionIssuer } from '../sessions/session-issuer.js';

const challengeExpired = () => new DomainError('unauthenticated', 'AUTH_2FA_CHALLENGE_EXPIRED', 'The sign-in has expired, sign in again');

/** Second step of a sign-in with two-factor authentication: the challenge from step one plus a code. */
@injectable()
export class CompleteTwoFactorSignIn {
  constructor(
    @inject(IDENTITY.LoginChallengeRepository) private readonly challenges: LoginChallengeRepository,
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(SecondFactor) private readonly secondFactor: SecondFactor,
    @inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { challenge: string; code: string; ip: string }): Promise<IssuedSession> {
    if (!OPAQUE_TOKEN_PATTERN.test(command.challenge)) throw challengeExpired();
    const id = hashOpaqueToken(command.challenge);
    const challenge = await this.challenges.find(id);
    if (!challenge || !challengeOpen(challenge, this.clock.now())) {
      if (challenge) await this.challenges.delete(id);
      throw challengeExpired();
    }
    const user = await this.current.find(challenge.userId);
    if (!user) throw challengeExpired();
    await this.throttle.check(command.ip, user.email);

    if (!(await this.secondFactor.verify(user.id, command.code))) {
      const failures = await this.challenges.recordFailure(id);
      // Wrong codes count as failed sign-ins too: new challenges cost the password, but should not reset the count.
      await this.throttle.failed(command.ip, user.email);
      if (failures >= CHALLENGE_MAX_FAILURES) {
        await this.challenges.delete(id);
        throw challengeExpired();
      }
      throw new DomainError('unauthenticated', 'AUTH_2FA_INVALID', 'Invalid verification code', { attemptsLeft: CHALLENGE_MAX_FAILURES - failures });
    }
    // Deleting is the claim: of two requests completing one challenge, one gets the session.
    if (!(await this.challenges.delete(id))) throw challengeExpired();
    return this.sessions.start(user, challenge.rememberMe);
  }
}
