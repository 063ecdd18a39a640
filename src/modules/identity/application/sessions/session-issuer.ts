import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { hashOpaqueToken, issueOpaqueToken } from '../../domain/opaque-token.js';
import { ACCESS_TOKEN_TTL_SECONDS, sessionEnd } from '../../domain/session.js';
import { accessClaims, userView, type User, type UserView } from '../../domain/user.js';
import { fromStored } from '../../domain/user-preferences.js';
import { IDENTITY } from '../../identity.tokens.js';
import { AccountAccess } from './account-access.js';
import type { RefreshTokenRepository } from '../ports/refresh-token.repository.port.js';
import type { AccessTokenSigner } from '../ports/security.ports.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';

/** What a sign-in, a sign-up or a refresh hands the browser: the http adapter puts the refresh token in its cookie. */
export interface IssuedSession {
  accessToken: string;
  user: UserView;
  /** When the session ends and the user must sign in again, whatever the refreshes. */
  sessionExpiresAt: Date;
  refreshToken: string;
  rememberMe: boolean;
}

/** Issues access tokens and refresh tokens, and shapes the `user` every response carries. */
@injectable()
export class SessionIssuer {
  constructor(
    @inject(IDENTITY.RefreshTokenRepository) private readonly refreshTokens: RefreshTokenRepository,
    @inject(IDENTITY.AccessTokenSigner) private readonly signer: AccessTokenSigner,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(AccountAccess) private readonly access: AccountAccess,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /** A new session: a new token family whose end is fixed now. */
  start(user: User, rememberMe: boolean): Promise<IssuedSession> {
    const now = this.clock.now();
    return this.issue(user, { familyId: randomUUID(), rememberMe, expiresAt: sessionEnd(now, rememberMe) });
  }

  /** The next token of an existing family (rotation, or a sibling within the grace window). */
  continue(user: User, family: { familyId: string; rememberMe: boolean; expiresAt: Date }): Promise<IssuedSession> {
    return this.issue(user, family);
  }

  accessToken(user: User): string {
    return this.signer.sign(accessClaims(user, this.clock.now()), ACCESS_TOKEN_TTL_SECONDS);
  }

  async view(user: User): Promise<UserView> {
    const preferences = fromStored(await this.preferences.find(user.id));
    return userView(user, this.clock.now(), preferences.preferredLanguage);
  }

  private async issue(user: User, family: { familyId: string; rememberMe: boolean; expiresAt: Date }): Promise<IssuedSession> {
    // The account was just read to issue this session: the next request is judged on the same state as its claims.
    this.access.forget(user.id);
    const refreshToken = issueOpaqueToken();
    await this.refreshTokens.add({ tokenHash: hashOpaqueToken(refreshToken), familyId: family.familyId, userId: user.id, rememberMe: family.rememberMe, expiresAt: family.expiresAt });
    return { accessToken: this.accessToken(user), user: await this.view(user), sessionExpiresAt: family.expiresAt, refreshToken, rememberMe: family.rememberMe };
  }
}
