import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import type { PremiumStatus } from '../../contract.js';
import { daysLeft, hasPremiumAccess, settledStatus } from '../../domain/subscription.js';
import { planState } from '../../domain/user.js';
import { CurrentUser } from '../sessions/current-user.js';

/** POST /api/user/premium-status: one's own status, or anyone's for an admin. */
@injectable()
export class GetPremiumStatus {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { caller: { id: string; isAdmin: boolean }; userId: string | undefined }): Promise<PremiumStatus> {
    if (!command.userId) throw new DomainError('validation', 'USER_ID_MISSING', 'User ID missing', { fields: { userId: 'USER_ID_MISSING' } });
    if (command.userId !== command.caller.id && !command.caller.isAdmin) {
      throw new DomainError('forbidden', 'FORBIDDEN', "Only administrators may read another user's status");
    }
    const user = await this.current.find(command.userId);
    if (!user) throw new DomainError('not_found', 'USER_NOT_FOUND', 'user not found');
    const now = this.clock.now();
    const plan = planState(user);
    return {
      isPremium: hasPremiumAccess(plan, now),
      subscription_status: settledStatus(plan, now),
      payment_status: user.paymentStatus,
      trial_end_date: user.trialEndDate?.toISOString() ?? null,
      daysLeft: daysLeft(user.trialEndDate, now),
    };
  }
}
