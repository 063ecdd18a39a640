import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { profilePatch } from '../../domain/profile.js';
import { roleChange, type User, type UserView } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { AccountAccess } from '../sessions/account-access.js';
import { AddressConfirmation } from '../sessions/address-confirmation.js';
import { CurrentUser } from '../sessions/current-user.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { accountExists } from '../sign-up/sign-up.use-case.js';

/**
 * Settings → profile. A new access token comes back because username and email are claims. A new
 * address is stored unverified and mailed a link to prove it; an admin role that ADMIN_EMAILS granted
 * through the old address ends with it (identity README, "Verified addresses").
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(AddressConfirmation) private readonly confirmation: AddressConfirmation,
    @inject(AccountAccess) private readonly access: AccountAccess,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: string, input: Record<string, unknown>, locale?: string): Promise<{ user: UserView; accessToken: string }> {
    const patch = profilePatch(input);
    const user = await this.current.require(userId);
    const emailChanges = patch.email !== undefined && patch.email !== user.email;
    if (emailChanges && (await this.users.findByEmail(patch.email!))) throw accountExists('email');
    if (patch.username !== undefined && (await this.users.usernameTaken(patch.username, user.id))) throw accountExists('username');
    const now = this.clock.now();
    const saved = await this.transactions.run(async () => {
      const updated = await this.users.updateProfile(user.id, patch, now);
      if (updated && 'taken' in updated) throw accountExists(updated.taken);
      let account: User = updated ?? (await this.current.require(user.id));
      if (emailChanges) {
        if (account.isAdmin && account.adminGrantedVia !== null && account.adminGrantedVia !== account.email) {
          account = (await this.users.setRoles(account.id, roleChange(account, { isAdmin: false }, now, 'config'), now)) ?? account;
        }
        if ((await this.confirmation.allowed(account.email)).allowed) await this.confirmation.send(account, locale);
      }
      return account;
    });
    this.access.forget(user.id);
    return { user: await this.sessions.view(saved), accessToken: this.sessions.accessToken(saved) };
  }
}
