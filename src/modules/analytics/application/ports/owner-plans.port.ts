import type { OwnerPlanFlags } from '../../domain/event-allowance.js';

/** What analytics reads of a site owner's account: its paid plans (identity's, through its public index). */
export interface OwnerPlans {
  /** null when no account has that id (the built-in StackLens site's owner). */
  find(userId: string): Promise<OwnerPlanFlags | null>;
}
