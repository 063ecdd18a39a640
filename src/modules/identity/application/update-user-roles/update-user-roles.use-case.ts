import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { roleChange, type RoleFlags, type UserView } from '../../domain/user.js';
import { AccountAccess } from '../sessions/account-access.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { SessionIssuer } from '../sessions/session-issuer.js';

/**
 * An admin grants or revokes Standard, Premium and admin. Nobody removes their own admin flag: the
 * last admin would lock everyone out, and a slip of the mouse is not undoable from the same page.
 */
@injectable()
export class UpdateUserRoles {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(AccountAccess) private readonly access: AccountAccess,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { callerId: string; userId: string; flags: RoleFlags }): Promise<UserView> {
    if (command.userId === command.callerId && command.flags.isAdmin === false) {
      throw new DomainError('validation', 'ADMIN_SELF_DEMOTION', 'You cannot remove your own administrator role');
    }
    const found = await this.users.findById(command.userId);
    const now = this.clock.now();
    const user = found && (await this.users.setRoles(found.id, roleChange(found, command.flags, now, 'admin'), now));
    if (!user) throw new DomainError('not_found', 'USER_NOT_FOUND', 'user not found');
    // A right taken away takes effect on the user's next request, whatever token they hold.
    this.access.forget(user.id);
    return this.sessions.view(user);
  }
}
