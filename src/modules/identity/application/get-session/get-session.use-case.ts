import { inject, injectable } from 'inversify';
import type { UserView } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { CurrentUser } from '../sessions/current-user.js';
import type { SessionIssuer } from '../sessions/session-issuer.js';

/** The signed-in user as stored now (validate, session): flags may have changed since the token was signed. */
@injectable()
export class GetSession {
  constructor(
    @inject(IDENTITY.CurrentUser) private readonly current: CurrentUser,
    @inject(IDENTITY.SessionIssuer) private readonly sessions: SessionIssuer,
  ) {}

  async execute(userId: string): Promise<UserView> {
    return this.sessions.view(await this.current.require(userId));
  }
}
