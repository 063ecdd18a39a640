import type { Middleware } from '@reduxjs/toolkit';
import type { AuthState } from '../auth.slice';

/** Whose server data the caches hold: the session's user, or the stored profile while an expired token is renewed. */
function accountOf(auth: AuthState | undefined): string | null {
  return auth?.user?.id ?? auth?.profile?.id ?? null;
}

/**
 * RTK Query APIs are found by their state (`config.reducerPath` names its own key), so an API slice
 * injected later (app/lazy-slices.ts) is reset too without this module loading it.
 */
function apiReducerPaths(state: Record<string, unknown>): string[] {
  return Object.entries(state)
    .filter(([key, value]) => {
      const config = (value as { config?: { reducerPath?: unknown } } | null)?.config;
      return typeof value === 'object' && value !== null && 'queries' in value && config?.reducerPath === key;
    })
    .map(([key]) => key);
}

/**
 * Empties every API cache when the account it was filled for goes: sign-out, a session that ended
 * (refresh refused, here or in another tab) or another user signing in. Cached answers outlive their
 * page for a while; without this the next account in the same tab would first see the previous one's
 * saved schemas, templates or sites. Answers still travelling are dropped too: RTK Query fills only
 * cache entries that still exist.
 */
export const resetCachesOnAccountChange: Middleware = (store) => (next) => (action) => {
  const before = accountOf((store.getState() as { auth?: AuthState }).auth);
  const result = next(action);
  const state = store.getState() as Record<string, unknown> & { auth?: AuthState };
  if (before !== null && accountOf(state.auth) !== before) {
    // `${reducerPath}/resetApiState` is the type of each API's `util.resetApiState()` action.
    for (const path of apiReducerPaths(state)) store.dispatch({ type: `${path}/resetApiState` });
  }
  return result;
};
