import { inject, injectable } from 'inversify';
import type { UserView } from '../../domain/user.js';
import { CurrentUser } from '../sessions/current-user.js';
import { SessionIssuer } from '../sessions/session-issuer.js';

/** The signed-in user as stored now (validate, session): flags may have changed since the token was signed. */
@injectable()
export class GetSession {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
  ) {}

  async execute(userId: string): Promise<UserView> {
    return this.sessions.view(await this.current.require(userId));
  }
}
