import { daysLeft, displayedStatus, hasPremiumAccess, settledStatus, trialEndFrom, type DisplayedStatus, type PlanState, type SubscriptionStatus } from './subscription.js';

/** An account as the identity module keeps it. Flags are booleans here whatever a writer sent. */
export interface User {
  id: string;
  username: string;
  /** Lower-cased. */
  email: string;
  /** argon2id PHC string. */
  passwordHash: string;
  company: string | null;
  website: string | null;
  bio: string | null;
  isPremium: boolean;
  isStandard: boolean;
  isAdmin: boolean;
  isBuying: boolean;
  subscriptionStatus: SubscriptionStatus;
  paymentStatus: string;
  trialEndDate: Date | null;
  twoFactorEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type NewUser = Pick<User, 'id' | 'username' | 'email' | 'passwordHash' | 'isAdmin' | 'subscriptionStatus' | 'trialEndDate'>;

/** The fields an admin may grant or revoke (issue 4 point 13). */
export interface RoleFlags {
  isStandard?: boolean;
  isPremium?: boolean;
  isAdmin?: boolean;
}

/** What a role change writes: the flags, and the stored status brought in line with them. */
export interface RoleUpdate {
  isStandard: boolean;
  isPremium: boolean;
  isAdmin: boolean;
  subscriptionStatus: SubscriptionStatus;
}

export function roleChange(user: User, flags: RoleFlags, now: Date): RoleUpdate {
  const isPremium = flags.isPremium ?? user.isPremium;
  const isStandard = flags.isStandard ?? user.isStandard;
  const isAdmin = flags.isAdmin ?? user.isAdmin;
  // A revoked plan no longer names the status: what remains is the trial if it still runs, else free.
  const base: SubscriptionStatus = user.subscriptionStatus === 'premium' || user.subscriptionStatus === 'standard' ? 'trial' : user.subscriptionStatus;
  return { isPremium, isStandard, isAdmin, subscriptionStatus: settledStatus({ subscriptionStatus: base, trialEndDate: user.trialEndDate, isPremium, isStandard }, now) };
}

export function planState(user: Pick<User, 'subscriptionStatus' | 'trialEndDate' | 'isPremium' | 'isStandard'>): PlanState {
  return { subscriptionStatus: user.subscriptionStatus, trialEndDate: user.trialEndDate, isPremium: user.isPremium, isStandard: user.isStandard };
}

/** A new account starts its 7-day trial at sign-up (SPEC §4); an address listed in ADMIN_EMAILS is an admin from the start. */
export function newUser(input: { id: string; username: string; email: string; passwordHash: string }, now: Date, adminEmails: readonly string[]): NewUser {
  return { ...input, isAdmin: adminEmails.includes(input.email), subscriptionStatus: 'trial', trialEndDate: trialEndFrom(now) };
}

/** Whether the stored status lags the rules (a trial that ran out is still 'trial'), and what it should be. */
export function statusToSettle(user: User, now: Date): SubscriptionStatus | null {
  const settled = settledStatus(planState(user), now);
  return settled === user.subscriptionStatus ? null : settled;
}

export interface UserView {
  id: string;
  userId: string;
  username: string;
  email: string;
  company: string | null;
  website: string | null;
  bio: string | null;
  /** Paid Premium or a running trial: what premium features check (SPEC "trial counts as premium"). */
  isPremium: boolean;
  isStandard: boolean;
  isAdmin: boolean;
  isBuying: boolean;
  subscription_status: SubscriptionStatus;
  payment_status: string;
  trial_end_date: string | null;
  daysLeft: number;
  status: DisplayedStatus;
  preferredLanguage: string | null;
  twoFactorEnabled: boolean;
  createdAt: string;
}

/** The `user` object of every response (identity contract). */
export function userView(user: User, now: Date, preferredLanguage: string | null = null): UserView {
  const plan = planState(user);
  return {
    id: user.id,
    userId: user.id,
    username: user.username,
    email: user.email,
    company: user.company,
    website: user.website,
    bio: user.bio,
    isPremium: hasPremiumAccess(plan, now),
    isStandard: user.isStandard,
    isAdmin: user.isAdmin,
    isBuying: user.isBuying,
    subscription_status: settledStatus(plan, now),
    payment_status: user.paymentStatus,
    trial_end_date: user.trialEndDate ? user.trialEndDate.toISOString() : null,
    daysLeft: daysLeft(user.trialEndDate, now),
    status: displayedStatus(plan, now),
    preferredLanguage,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface AccessClaims {
  sub: string;
  username: string;
  email: string;
  isPremium: boolean;
  isStandard: boolean;
  isAdmin: boolean;
  isBuying: boolean;
  status: DisplayedStatus;
}

/** Claims of the access token: the flags are a 15-minute snapshot, refreshed with every token. */
export function accessClaims(user: User, now: Date): AccessClaims {
  const plan = planState(user);
  return {
    sub: user.id,
    username: user.username,
    email: user.email,
    isPremium: hasPremiumAccess(plan, now),
    isStandard: user.isStandard,
    isAdmin: user.isAdmin,
    isBuying: user.isBuying,
    status: displayedStatus(plan, now),
  };
}
