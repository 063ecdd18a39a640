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
