import { membersOf } from '../../../shared/index.js';
import type { AllowancePlan, SiteUsage, UsageLevel } from '../contract.js';

export type { AllowancePlan, SiteUsage, UsageLevel };

/**
 * The monthly event allowance (analytics README, "Monthly event allowance"): each site may store a number
 * of events per calendar month (UTC) that depends on its owner's plan. It is a notice, not a cap: past it
 * events are still accepted, stored and reported, and the dashboard says so.
 *
 * - `warning` from WARNING_PERCENT (80 %), `exceeded` from 100 %, judged on the exact counts.
 * - `percent` is rounded DOWN to one decimal, so the figure shown never reads 80.0 or 100.0 while the
 *   level is still the one below.
 * - The plan: a paid Premium plan, then a running trial (it grants everything Premium does, docs/product.md
 *   section 7.3, but not Premium's allowance), then Standard, else Free. A site without an owner account
 *   (the built-in StackLens site) has Premium's.
 */
export const ALLOWANCE_PLANS = membersOf<AllowancePlan>()(['trial', 'free', 'standard', 'premium']);
export const USAGE_LEVELS = membersOf<UsageLevel>()(['ok', 'warning', 'exceeded']);

export const WARNING_PERCENT = 80;

export type EventAllowances = Record<AllowancePlan, number>;

/**
 * Defaults, per site and month. Premium covers a site of about 100,000 page views a month (a page view
 * brings some ten events: engagement, scrolls, clicks, forms). The trial is a week: enough for a real
 * site to fill every report. Free and Standard do not open the dashboard (analytics is a Premium feature);
 * their allowance only matters for the history a site keeps after a trial, until its owner buys Premium.
 */
export const DEFAULT_EVENT_ALLOWANCES: EventAllowances = {
  trial: 100_000,
  free: 10_000,
  standard: 10_000,
  premium: 1_000_000,
};

/** What the owner's account says; null when the site has no owner account. */
export interface OwnerPlanFlags {
  isPremium: boolean;
  isStandard: boolean;
}

export function allowancePlan(owner: OwnerPlanFlags | null, trialRunning: boolean): AllowancePlan {
  if (owner === null || owner.isPremium) return 'premium';
  if (trialRunning) return 'trial';
  return owner.isStandard ? 'standard' : 'free';
}

/** The UTC calendar month holding `now`: its first instant and the next month's. */
export function monthOf(now: Date): { month: string; start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  return { month: start.toISOString().slice(0, 7), start, end };
}

export function usageLevel(events: number, allowance: number): UsageLevel {
  if (events >= allowance) return 'exceeded';
  return events * 100 >= allowance * WARNING_PERCENT ? 'warning' : 'ok';
}

export function siteUsage(events: number, plan: AllowancePlan, allowances: EventAllowances, now: Date): SiteUsage {
  const allowance = allowances[plan];
  const { month, end } = monthOf(now);
  return {
    month,
    events,
    allowance,
    percent: Math.floor((events * 1000) / allowance) / 10,
    level: usageLevel(events, allowance),
    plan,
    resetsAt: end.toISOString(),
  };
}
