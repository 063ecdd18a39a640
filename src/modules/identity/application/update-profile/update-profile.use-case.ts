import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { profilePatch } from '../../domain/profile.js';
import type { UserView } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import type { CurrentUser } from '../sessions/current-user.js';
import type { SessionIssuer } from '../sessions/session-issuer.js';
import { accountExists } from '../sign-up/sign-up.use-case.js';

/** Settings → profile. A new access token comes back because username and email are claims. */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.CurrentUser) private readonly current: CurrentUser,
    @inject(IDENTITY.SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: string, input: Record<string, unknown>): Promise<{ user: UserView; accessToken: string }> {
    const patch = profilePatch(input);
    const user = await this.current.require(userId);
    if (patch.email !== undefined && patch.email !== user.email && (await this.users.findByEmail(patch.email))) throw accountExists('email');
    if (patch.username !== undefined && (await this.users.usernameTaken(patch.username, user.id))) throw accountExists('username');
    const updated = await this.users.updateProfile(user.id, patch, this.clock.now());
    if (updated && 'taken' in updated) throw accountExists(updated.taken);
    const saved = await this.current.require(updated?.id ?? user.id);
    return { user: await this.sessions.view(saved), accessToken: this.sessions.accessToken(saved) };
  }
}
