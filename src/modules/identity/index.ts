/** The identity module's public surface for other modules. */
export const IDENTITY_QUEUE = 'identity';
export const IDENTITY_JOBS = {
  purgeAccessLog: 'identity.purge-access-log',
  /** Forgot-password's mail, looked up and sent by the worker so the request costs the same for any address. */
  passwordResetRequested: 'identity.password-reset-requested',
  /** Pending sign-ups whose link expired. */
  purgeSignupRequests: 'identity.purge-signup-requests',
} as const;

export type { RefusedAccessEntry, AccessEventType } from './domain/refused-access.js';
export type { UserPreferences, ToolId } from './domain/user-preferences.js';

/** Whose personal data an account export or deletion concerns. `email` is the account's, lower-cased. */
export interface PersonalDataSubject {
  userId: string;
  email: string;
}

/**
 * Implemented by every module that stores something about a person (GDPR access and erasure). Account
 * export gathers `exportFor` of every holder into `sections[name]`; account deletion runs every
 * `eraseFor` inside one transaction (Database.transaction; repositories use db.executor(), so they
 * join it) before deleting the user: the `identity.user-deleted` event, dispatched in-process.
 * `eraseFor` removes the rows, or anonymises those that must be kept, and must be idempotent.
 */
export interface PersonalDataHolder {
  /** Key of this holder's section in the export, e.g. 'outreach'; unique across holders. */
  readonly name: string;
  /** Plain JSON of everything this holder keeps about the subject (no secrets such as token hashes). */
  exportFor(subject: PersonalDataSubject): Promise<unknown>;
  eraseFor(subject: PersonalDataSubject): Promise<void>;
}

/** Multi-bound: each module binds its PersonalDataHolder under this token in its ContainerModule. */
export const IDENTITY_PERSONAL_DATA = Symbol.for('identity.PersonalDataHolder');

/** A lifetime plan the billing module sells. */
export type PaidPlan = 'standard' | 'premium';

/** What the billing module reads of an account to sell it a plan. */
export interface AccountPlanAccount {
  id: string;
  username: string;
  /** Lower-cased; the address invoices and receipts go to. */
  email: string;
  isStandard: boolean;
  isPremium: boolean;
  isBuying: boolean;
  preferredLanguage: string | null;
}

/**
 * The port through which billing changes an account's plan (identity README, "Trial, plans and roles").
 * Calls join the caller's transaction; the account's cached rights are forgotten once it commits.
 */
export interface AccountPlans {
  find(userId: string): Promise<AccountPlanAccount | null>;
  /** A paid plan: the flag, `subscription_status`, `payment_status` 'paid', and `isBuying` false. */
  grant(userId: string, plan: PaidPlan): Promise<void>;
  /** A refunded plan: taken back (the account's tokens are renewed), `payment_status` 'refunded'. */
  revoke(userId: string, plan: PaidPlan): Promise<void>;
  /** True while an order of the account waits for its payment. */
  setBuying(userId: string, buying: boolean): Promise<void>;
}

export const IDENTITY_ACCOUNT_PLANS = Symbol.for('identity.AccountPlans');
