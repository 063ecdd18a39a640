/** The identity module's public surface for other modules. */
export const IDENTITY_QUEUE = 'identity';
export const IDENTITY_JOBS = {
  purgeAccessLog: 'identity.purge-access-log',
} as const;

export type { RefusedAccessEntry, AccessEventType } from './domain/refused-access.js';
export type { UserPreferences, ToolId } from './domain/user-preferences.js';
