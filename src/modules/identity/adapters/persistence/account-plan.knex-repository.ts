import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { AccountPlanRepository } from '../../application/ports/account-plan.repository.port.js';

@injectable()
export class AccountPlanKnexRepository implements AccountPlanRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async setPaymentState(id: string, state: { isBuying?: boolean; paymentStatus?: string }, at: Date): Promise<boolean> {
    const changes: Record<string, unknown> = { updated_at: at };
    if (state.isBuying !== undefined) changes.is_buying = state.isBuying;
    if (state.paymentStatus !== undefined) changes.payment_status = state.paymentStatus;
    return (await this.db.executor()('identity_users').where({ id }).update(changes)) > 0;
  }
}
