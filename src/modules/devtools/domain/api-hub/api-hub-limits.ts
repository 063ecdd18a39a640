/**
 * The API testing hub's bounds (devtools README, "API testing hub"): what one person testing APIs needs,
 * small enough that the hub cannot be used to move files through the server or fill the database.
 */
export const API_HUB_LIMITS = {
  /** Request body sent, UTF-8 bytes after substitution. */
  maxRequestBodyBytes: 1024 * 1024,
  /** Answer body read (decoded); the rest is dropped and `truncated` set. */
  maxResponseBytes: 10 * 1024 * 1024,
  /** For the whole exchange, redirects included. */
  timeoutMs: 30_000,
  maxRedirects: 5,
  /** Sends of one user in flight at once (per api process). */
  concurrentSendsPerUser: 4,
  maxHeaders: 100,
  maxUrlLength: 8192,
  environmentsPerOwner: 20,
  variablesPerEnvironment: 100,
  maxVariableValueLength: 16 * 1024,
  collectionsPerOwner: 50,
  requestsPerCollection: 200,
  /** The collection as JSON, UTF-8. */
  maxCollectionBytes: 1024 * 1024,
  /** History entries kept per user, newest first. */
  historyKept: 100,
} as const;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** A variable's key: what may stand between `{{` and `}}`. */
export const VARIABLE_KEY = /^[A-Za-z0-9_.-]{1,100}$/;
