import { inject, injectable } from 'inversify';
import { IDENTITY_ACCOUNT_PLANS, type AccountPlans } from '../../../identity/index.js';
import type { OwnerPlans } from '../../application/ports/owner-plans.port.js';

/** The owner's paid plans from identity's AccountPlans port (its public index). */
@injectable()
export class IdentityOwnerPlans implements OwnerPlans {
  constructor(@inject(IDENTITY_ACCOUNT_PLANS) private readonly plans: AccountPlans) {}

  async find(userId: string) {
    const account = await this.plans.find(userId);
    return account ? { isPremium: account.isPremium, isStandard: account.isStandard } : null;
  }
}
