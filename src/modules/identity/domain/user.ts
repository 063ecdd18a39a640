import type { DisplayedStatus, UserView } from '../contract.js';
import { daysLeft, displayedStatus, hasPremiumAccess, settledStatus, trialEndFrom, type PlanState, type SubscriptionStatus } from './subscription.js';

export type { UserView };

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
  /** When the owner proved they receive mail at `email`; null until then (and again after a change). */
  emailVerifiedAt: Date | null;
  /** The verified address ADMIN_EMAILS granted admin through; null when an admin or the operator granted it. */
  adminGrantedVia: string | null;
  /** An admin removed the role: ADMIN_EMAILS does not hand it back. */
  adminRevokedAt: Date | null;
  /** Access tokens carry it (`ver`); tokens with another value are refused. */
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export type NewUser = Pick<User, 'id' | 'username' | 'email' | 'passwordHash' | 'isAdmin' | 'adminGrantedVia' | 'subscriptionStatus' | 'trialEndDate' | 'emailVerifiedAt'>;

/** The fields an admin may grant or revoke (identity README, "Trial, plans and roles"). */
export interface RoleFlags {
  isStandard?: boolean;
  isPremium?: boolean;
  isAdmin?: boolean;
}

/**
 * What a role change writes: the flags, the stored status brought in line with them, how admin was
 * granted, and whether tokens issued before it must stop working (any right taken away).
 */
export interface RoleUpdate {
  isStandard: boolean;
  isPremium: boolean;
  isAdmin: boolean;
  subscriptionStatus: SubscriptionStatus;
  adminGrantedVia: string | null;
  adminRevokedAt: Date | null;
  revokesTokens: boolean;
}

/**
 * `via` says who changes the roles: an admin or the operator (`make admin`) decides for good, so a
 * removal by them also stops ADMIN_EMAILS from giving the role back; ADMIN_EMAILS itself (`config`)
 * records the address it granted through.
 */
export function roleChange(user: User, flags: RoleFlags, now: Date, via: 'admin' | 'config' = 'admin'): RoleUpdate {
  const isPremium = flags.isPremium ?? user.isPremium;
  const isStandard = flags.isStandard ?? user.isStandard;
  const isAdmin = flags.isAdmin ?? user.isAdmin;
  // A revoked plan no longer names the status: what remains is the trial if it still runs, else free.
  const base: SubscriptionStatus = user.subscriptionStatus === 'premium' || user.subscriptionStatus === 'standard' ? 'trial' : user.subscriptionStatus;
  const subscriptionStatus = settledStatus({ subscriptionStatus: base, trialEndDate: user.trialEndDate, isPremium, isStandard }, now);
  const demoted = user.isAdmin && !isAdmin;
  const granted = !user.isAdmin && isAdmin;
  let adminGrantedVia = isAdmin ? user.adminGrantedVia : null;
  if (granted) adminGrantedVia = via === 'config' ? user.email : null;
  let adminRevokedAt = user.adminRevokedAt;
  // Only a person's decision sticks; ADMIN_EMAILS losing its hold (the address changed) does not.
  if (demoted && via === 'admin') adminRevokedAt = now;
  if (granted) adminRevokedAt = null;
  const before = planState(user);
  const downgraded = (user.isPremium && !isPremium) || (user.isStandard && !isStandard) || (hasPremiumAccess(before, now) && !hasPremiumAccess({ ...before, isPremium, isStandard, subscriptionStatus }, now));
  return { isPremium, isStandard, isAdmin, subscriptionStatus, adminGrantedVia, adminRevokedAt, revokesTokens: demoted || downgraded };
}

/**
 * ADMIN_EMAILS makes an account an admin only through an address its owner proved, and never against
 * an admin's decision to remove the role (identity README, "Verified addresses").
 */
export function adminByConfig(user: Pick<User, 'email' | 'emailVerifiedAt' | 'isAdmin' | 'adminRevokedAt'>, adminEmails: readonly string[]): boolean {
  return !user.isAdmin && user.emailVerifiedAt !== null && user.adminRevokedAt === null && adminEmails.includes(user.email);
}

export function planState(user: Pick<User, 'subscriptionStatus' | 'trialEndDate' | 'isPremium' | 'isStandard'>): PlanState {
  return { subscriptionStatus: user.subscriptionStatus, trialEndDate: user.trialEndDate, isPremium: user.isPremium, isStandard: user.isStandard };
}

/**
 * An account is created when the owner opens the link mailed at sign-up, so its address is proved from
 * the start; it begins its 7-day trial then (docs/product.md, "Plans"). A listed ADMIN_EMAILS address
 * is an admin from the start, since it is proved.
 */
export function newUser(input: { id: string; username: string; email: string; passwordHash: string }, now: Date, adminEmails: readonly string[]): NewUser {
  const isAdmin = adminEmails.includes(input.email);
  return { ...input, isAdmin, adminGrantedVia: isAdmin ? input.email : null, subscriptionStatus: 'trial', trialEndDate: trialEndFrom(now), emailVerifiedAt: now };
}

/** Whether the stored status lags the rules (a trial that ran out is still 'trial'), and what it should be. */
export function statusToSettle(user: User, now: Date): SubscriptionStatus | null {
  const settled = settledStatus(planState(user), now);
  return settled === user.subscriptionStatus ? null : settled;
}

/** The `user` object of every response; its shape is the HTTP contract's UserView. */
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
    emailVerified: user.emailVerifiedAt !== null,
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
  /** The account's token version when the token was issued: an older one is refused on every request. */
  ver: number;
}

/**
 * Claims of the access token. The flags tell the browser what to show; the server never decides on
 * them: every request reads the account's current rights (AccountAccess).
 */
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
    ver: user.tokenVersion,
  };
}
