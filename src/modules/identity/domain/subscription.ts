import type { DisplayedStatus, SubscriptionStatus } from '../contract.js';

/**
 * Trial and plan rules (docs/product.md §7): an account starts a 7-day trial; paying for Standard or
 * Premium is one-time and lifetime. Premium features are open during the trial.
 */
export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

// Both statuses travel in the API's `user` JSON: the HTTP contract states them (identity README, "HTTP contract").
export type { DisplayedStatus, SubscriptionStatus } from '../contract.js';

export interface PlanState {
  subscriptionStatus: SubscriptionStatus;
  trialEndDate: Date | null;
  isPremium: boolean;
  isStandard: boolean;
}

export function trialEndFrom(signedUpAt: Date): Date {
  return new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** Whole days left, rounded up: 6 days and one hour left shows 7; past or absent is 0. */
export function daysLeft(trialEndDate: Date | null, now: Date): number {
  if (!trialEndDate) return 0;
  const ms = trialEndDate.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

export function trialActive(state: PlanState, now: Date): boolean {
  return state.subscriptionStatus === 'trial' && daysLeft(state.trialEndDate, now) > 0;
}

/** What premium-only features check: a paid Premium plan, or a trial still running. */
export function hasPremiumAccess(state: PlanState, now: Date): boolean {
  return state.isPremium || trialActive(state, now);
}

/** An unpaid trial that ran out becomes free; paid plans and running trials stay as they are. */
export function settledStatus(state: PlanState, now: Date): SubscriptionStatus {
  if (state.isPremium) return 'premium';
  if (state.isStandard) return 'standard';
  if (state.subscriptionStatus === 'trial' && !trialActive(state, now)) return 'free';
  return state.subscriptionStatus;
}

/** The four statuses the interface shows (docs/product.md §7.2); 'none' reads as free. */
export function displayedStatus(state: PlanState, now: Date): DisplayedStatus {
  const status = settledStatus(state, now);
  return status === 'none' ? 'free' : status;
}
