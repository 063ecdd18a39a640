import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import type { TrialStatus } from '../../contract.js';
import { daysLeft, displayedStatus, hasPremiumAccess } from '../../domain/subscription.js';
import { planState } from '../../domain/user.js';
import { CurrentUser } from '../sessions/current-user.js';

/** The trial check (docs/product.md §9.1; when the frontend calls it: §6.2): premium while the trial runs or Premium is paid; an expired trial is settled to free. */
@injectable()
export class CheckTrial {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<TrialStatus> {
    const user = await this.current.require(userId);
    const now = this.clock.now();
    const plan = planState(user);
    return { isPremium: hasPremiumAccess(plan, now), status: displayedStatus(plan, now), daysLeft: daysLeft(user.trialEndDate, now) };
  }
}
