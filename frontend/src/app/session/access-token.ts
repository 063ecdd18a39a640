import { readServerUser, type ServerUser } from './token-claims';

export { decodeAccessToken, readServerUser, sessionUserOf, type DecodedToken, type PlanStatus, type ServerUser, type SessionUser } from './token-claims';

/**
 * The session as the browser keeps it (docs/product.md §6.2): the access token under localStorage `access_token`,
 * the server's `user` under `user_data`, and `session_meta` (when the session ends, and how far this
 * device's clock is from the server's).
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_DATA_KEY = 'user_data';
export const SESSION_META_KEY = 'session_meta';

/** A session as another tab (or a reload) finds it in storage. */
export interface StoredSession {
  readonly token: string;
  readonly profile: ServerUser | null;
  /** Local clock minus server clock, in milliseconds. */
  readonly skewMs: number;
  /** When the session ends (refreshes stop), in local milliseconds since the epoch. */
  readonly sessionEndsAt: number | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): the session then lasts the page.
    return null;
  }
}

function readJson(store: Storage, key: string): unknown {
  try {
    return JSON.parse(store.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function readStoredSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(ACCESS_TOKEN_KEY);
  if (!store || !token) return null;
  const meta = readJson(store, SESSION_META_KEY) as { skewMs?: unknown; sessionEndsAt?: unknown } | null;
  return {
    token,
    profile: readServerUser(readJson(store, USER_DATA_KEY)),
    skewMs: typeof meta?.skewMs === 'number' && Number.isFinite(meta.skewMs) ? meta.skewMs : 0,
    sessionEndsAt: typeof meta?.sessionEndsAt === 'number' && Number.isFinite(meta.sessionEndsAt) ? meta.sessionEndsAt : null,
  };
}

/** Writes the session, or removes every trace of it (docs/product.md §6.1: stored user data is removed with the session). */
export function storeSession(session: StoredSession | null): void {
  const store = storage();
  if (!store) return;
  if (!session) {
    for (const key of [ACCESS_TOKEN_KEY, USER_DATA_KEY, SESSION_META_KEY]) store.removeItem(key);
    return;
  }
  store.setItem(ACCESS_TOKEN_KEY, session.token);
  if (session.profile) store.setItem(USER_DATA_KEY, JSON.stringify(session.profile));
  else store.removeItem(USER_DATA_KEY);
  store.setItem(SESSION_META_KEY, JSON.stringify({ skewMs: session.skewMs, sessionEndsAt: session.sessionEndsAt }));
}
