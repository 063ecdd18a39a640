import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionAdopted, sessionRefreshed, storedSessionOf, type AuthState, type SessionAnswer } from '../auth.slice';
import { decodeAccessToken, readStoredSession } from './access-token';
import { announce } from './session-channel';

/** `renewed`: a usable token is in the store; `ended`: the server refused, sign in again; `unavailable`: try later. */
export type RefreshOutcome = 'renewed' | 'ended' | 'unavailable';

export interface SessionStore {
  dispatch: Dispatch<UnknownAction>;
  getState: () => unknown;
}

/** docs/product.md §6.2: a token within a minute of its expiry is renewed. */
export const REFRESH_MARGIN_MS = 60_000;
const LOCK_NAME = 'stacklens.session.refresh';
const REFRESH_TIMEOUT_MS = 15_000;

const authOf = (store: SessionStore) => (store.getState() as { auth: AuthState }).auth;

/** When a token must be renewed, in local milliseconds (its expiry moved onto this device's clock). */
export function tokenDeadline(token: string, skewMs: number): number {
  const decoded = decodeAccessToken(token);
  return decoded ? decoded.exp * 1000 + skewMs : 0;
}

let pending: Promise<RefreshOutcome> | null = null;
const renewedListeners = new Set<(store: SessionStore) => void>();

/** Runs after this tab renewed the session over the network (session-runtime.ts checks the trial then). */
export function onSessionRenewed(listener: (store: SessionStore) => void): () => void {
  renewedListeners.add(listener);
  return () => renewedListeners.delete(listener);
}

/**
 * One refresh at a time in this tab, and across tabs: the Web Lock makes the other tabs wait, and
 * whoever gets it after the renewal finds the new token in storage and takes it instead of calling
 * the server again (each call rotates the refresh cookie). Without Web Locks each tab refreshes on
 * its own; the server's grace window keeps two near-simultaneous refreshes both signed in.
 */
export function refreshSession(store: SessionStore, staleToken: string | null): Promise<RefreshOutcome> {
  pending ??= withLock(() => renew(store, staleToken)).finally(() => {
    pending = null;
  });
  return pending;
}

async function withLock(work: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return work();
  let started = false;
  try {
    return await locks.request(LOCK_NAME, () => {
      started = true;
      return work();
    });
  } catch (error) {
    // The lock itself can be refused (an opaque origin, a sandboxed frame): refresh without it.
    if (started) throw error;
    return work();
  }
}

async function renew(store: SessionStore, staleToken: string | null): Promise<RefreshOutcome> {
  const stored = readStoredSession();
  if (stored && stored.token !== staleToken && tokenDeadline(stored.token, stored.skewMs) - Date.now() > REFRESH_MARGIN_MS) {
    store.dispatch(sessionAdopted(stored));
    return 'renewed';
  }

  let response: Response;
  try {
    response = await fetch('/api/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
  } catch {
    return 'unavailable';
  }
  if (response.status === 429 || response.status >= 500) return 'unavailable';
  const body = (await response.json().catch(() => null)) as Partial<SessionAnswer> | null;
  if (!response.ok || typeof body?.accessToken !== 'string') return response.ok ? 'unavailable' : 'ended';

  store.dispatch(sessionRefreshed(body as SessionAnswer));
  const session = storedSessionOf(authOf(store));
  if (session) announce({ type: 'session', session });
  for (const listener of renewedListeners) listener(store);
  return 'renewed';
}
