import {
  sessionAdopted,
  sessionCleared,
  sessionConfirmed,
  sessionExpired,
  sessionStarted,
  storedSessionOf,
  trialChecked,
  type SessionAnswer,
} from '../auth.slice';
import { readStoredSession } from './access-token';
import { onSessionRenewed, refreshSession, REFRESH_MARGIN_MS, tokenDeadline, type SessionStore } from './refresh';
import { announce, listenToOtherTabs } from './session-channel';
import type { AppStore } from '../store';
import { fetchTrialCheck, postLogout, validateToken } from './session-client';

/** docs/product.md §6.2: the token's expiry is looked at every 30 s. */
export const EXPIRY_CHECK_INTERVAL_MS = 30_000;

const started = new WeakSet<object>();

/**
 * The product asks for check-trial before calls that carry a token (docs/product.md §9.1; decided otherwise in §6.2). Asked before every call, it would
 * double the traffic for a flag that changes at most once a day; it is asked once per session start
 * and per renewal instead, which is also when a new token's claims could disagree with it.
 */
export async function checkTrial(store: SessionStore): Promise<void> {
  const { token } = (store.getState() as ReturnType<AppStore['getState']>).auth;
  if (!token) return;
  const check = await fetchTrialCheck(token);
  // The session may have changed hands while the answer travelled.
  if (check && (store.getState() as ReturnType<AppStore['getState']>).auth.token === token) store.dispatch(trialChecked(check));
}

/** A stored session is confirmed, renewed, or dropped (docs/product.md §6.1). Guarded pages wait meanwhile. */
async function restore(store: AppStore): Promise<void> {
  const { token, skewMs, sessionEndsAt } = store.getState().auth;
  if (token && tokenDeadline(token, skewMs) > Date.now()) {
    const validation = await validateToken(token);
    if (validation.kind === 'valid') {
      store.dispatch(sessionConfirmed(validation.user));
      void checkTrial(store);
      // A token stored a while ago may already be inside the renewal margin.
      void keepFresh(store);
      return;
    }
    // The server could not be asked (offline, restarting): keep the session; the next call decides.
    if (validation.kind === 'unavailable') {
      store.dispatch(sessionConfirmed(null));
      return;
    }
  }
  // Without a session still running there is no refresh cookie worth sending.
  if (sessionEndsAt !== null && sessionEndsAt > Date.now()) {
    const outcome = await refreshSession(store, token);
    if (outcome === 'renewed') return;
  }
  store.dispatch(sessionCleared());
}

/** Renews a token that is within a minute of its expiry; a refused renewal ends the session. */
async function keepFresh(store: AppStore): Promise<void> {
  const { status, token, skewMs } = store.getState().auth;
  if (status !== 'authenticated' || !token) return;
  if (tokenDeadline(token, skewMs) - Date.now() > REFRESH_MARGIN_MS) return;
  const outcome = await refreshSession(store, token);
  if (outcome === 'ended' && store.getState().auth.token === token) {
    store.dispatch(sessionExpired());
    announce({ type: 'ended', expired: true });
  }
}

/**
 * Starts the signed-in machinery once per store: restores a stored session, checks the token's
 * expiry every 30 s (and when the tab comes back into view), and follows what other tabs do.
 */
export function startSession(store: AppStore): void {
  if (started.has(store)) return;
  started.add(store);

  listenToOtherTabs((message) => {
    if (message.type === 'session') store.dispatch(sessionAdopted(message.session));
    else if (store.getState().auth.status !== 'anonymous') store.dispatch(message.expired ? sessionExpired() : sessionCleared());
  });
  onSessionRenewed((renewed) => {
    if (renewed === store) void checkTrial(store);
  });
  window.setInterval(() => void keepFresh(store), EXPIRY_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void keepFresh(store);
  });

  const { status } = store.getState().auth;
  if (status === 'restoring') void restore(store);
  else if (status === 'anonymous') {
    // Loaded because another tab signed in (app/session/bootstrap.ts).
    const stored = readStoredSession();
    if (stored) store.dispatch(sessionAdopted(stored));
  }
}

/** Sign-in, sign-up, a completed second factor or a password change: a new session for this browser. */
export function beginSession(store: AppStore, answer: SessionAnswer): void {
  store.dispatch(sessionStarted(answer));
  startSession(store);
  const session = storedSessionOf(store.getState().auth);
  if (session) announce({ type: 'session', session });
  void checkTrial(store);
}

/**
 * The local half of a sign-out: the session leaves this tab's state and storage. The sign-in page
 * runs it when it opens after a sign-out (`endSession` in its navigation state, app/session/login-state.ts): cleared on
 * the page being left, the session's end would look like a refused visit to that page's guard.
 */
export function endSessionLocally(store: AppStore): void {
  store.dispatch(sessionCleared());
}

/**
 * POST /api/auth/logout; the other tabs are told at once. docs/product.md §6.1: if the call fails, that is logged
 * and the state stays as it is (the session is still valid on the server). On success the caller
 * opens the sign-in page with `endSession`, which ends the session here (endSessionLocally).
 */
export async function signOut(store: AppStore): Promise<boolean> {
  const result = await postLogout(store.getState().auth.token);
  if (!result.ok) {
    console.error(`Sign-out failed (${result.status === null ? 'network error' : `HTTP ${result.status}`}); the session is kept`);
    return false;
  }
  announce({ type: 'ended', expired: false });
  return true;
}

/** The account is gone (deleted): the other tabs end their session; this one ends it on the sign-in page. */
export function announceAccountGone(): void {
  announce({ type: 'ended', expired: false });
}
