import { inject, injectable, multiInject } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError } from '../../../../shared/index.js';
import { AccountAccess } from '../sessions/account-access.js';
import { IDENTITY } from '../../identity.tokens.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../../index.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { CurrentUser } from '../sessions/current-user.js';

/** The event every module's holder answers, named in the log so an erasure can be traced. */
export const USER_DELETED_EVENT = 'identity.user-deleted';

/**
 * Deletes an account (identity README, "Deletion and export"): every module's holder erases or anonymises what it keeps
 * about the person, then the account row goes, all in one transaction, so a failure anywhere leaves
 * the account whole rather than half erased.
 */
@injectable()
export class DeleteAccount {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(CurrentUser) private readonly current: CurrentUser,
    @multiInject(IDENTITY_PERSONAL_DATA) private readonly holders: PersonalDataHolder[],
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(AccountAccess) private readonly access: AccountAccess,
  ) {}

  async execute(command: { userId: string; confirm: unknown }): Promise<void> {
    if (command.confirm !== 'DELETE') throw new DomainError('validation', 'ACCOUNT_DELETE_CONFIRM', 'Type DELETE to confirm', { fields: { confirm: 'ACCOUNT_DELETE_CONFIRM' } });
    const user = await this.current.require(command.userId);
    const subject = { userId: user.id, email: user.email };
    await this.transactions.run(async () => {
      for (const holder of this.holders) await holder.eraseFor(subject);
      await this.users.delete(user.id);
    });
    // Every token of the account is refused from the next request on (AccountAccess finds no account).
    this.access.forget(user.id);
    // No address in the log: the account is gone, and so is our right to keep it.
    this.logger.info({ event: USER_DELETED_EVENT, userId: user.id, holders: this.holders.map((h) => h.name) }, USER_DELETED_EVENT);
  }
}
