import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { fromStored } from '../../domain/user-preferences.js';
import { roleChange } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { AccountPlanAccount, AccountPlans, PaidPlan } from '../../index.js';
import type { AccountPlanRepository } from '../ports/account-plan.repository.port.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { AccountAccess } from '../sessions/account-access.js';

/**
 * What the billing module changes on an account (identity README, "Trial, plans and roles"): a paid
 * plan granted, a refunded one taken back, and `isBuying` while an order waits. Each call joins the
 * caller's transaction (the billing module marks an order paid, numbers its invoice and grants the plan
 * in one), and what AccountAccess remembers of the account is forgotten once that transaction commits.
 * A grant needs no new token (the next request already has the right; the next refresh carries it);
 * taking a plan back raises the token version, as an admin's removal does.
 */
@injectable()
export class AccountPlansService implements AccountPlans {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.AccountPlanRepository) private readonly payments: AccountPlanRepository,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(AccountAccess) private readonly access: AccountAccess,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async find(userId: string): Promise<AccountPlanAccount | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const stored = await this.preferences.find(user.id);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      isStandard: user.isStandard,
      isPremium: user.isPremium,
      isBuying: user.isBuying,
      preferredLanguage: stored ? fromStored(stored).preferredLanguage : null,
    };
  }

  async grant(userId: string, plan: PaidPlan): Promise<void> {
    await this.change(userId, plan, true, 'paid');
  }

  async revoke(userId: string, plan: PaidPlan): Promise<void> {
    await this.change(userId, plan, false, 'refunded');
  }

  async setBuying(userId: string, buying: boolean): Promise<void> {
    await this.payments.setPaymentState(userId, { isBuying: buying }, this.clock.now());
    this.transactions.afterCommit(() => this.access.forget(userId));
  }

  private async change(userId: string, plan: PaidPlan, granted: boolean, paymentStatus: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('not_found', 'USER_NOT_FOUND', 'user not found');
    const now = this.clock.now();
    const update = roleChange(user, plan === 'premium' ? { isPremium: granted } : { isStandard: granted }, now, 'admin');
    await this.users.setRoles(user.id, update, now);
    await this.payments.setPaymentState(user.id, { isBuying: false, paymentStatus }, now);
    this.transactions.afterCommit(() => this.access.forget(user.id));
  }
}
