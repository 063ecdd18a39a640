import { configureStore, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { consentSlice, selectFunctionalAllowed, startConsentPersistence } from '../features/consent';
import { authSlice, storedSessionOf } from './auth.slice';
import { preferenceChoices } from './preference-choices';
import { lateMiddleware, trackStore, withLazySlices, type LazyLoadedSlices } from './lazy-slices';
import { storeSession } from './session/access-token';
import { resetCachesOnAccountChange } from './session/account-cache';
import { preferencesSlice, syncPreferencesCookie } from './preferences.slice';

const staticReducers = { auth: authSlice.reducer, consent: consentSlice.reducer, preferences: preferencesSlice.reducer };
type StaticState = { [K in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[K]> };
const rootReducer = withLazySlices<StaticState>(staticReducers);

export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer(),
    middleware: (getDefault) => getDefault().prepend(preferenceChoices.middleware).concat(lateMiddleware, resetCachesOnAccountChange),
  });
  trackStore(store, rootReducer);

  startConsentPersistence(store);
  let previous = { preferences: store.getState().preferences, allowed: selectFunctionalAllowed(store.getState()) };
  let previousAuth = store.getState().auth;
  store.subscribe(() => {
    const state = store.getState();
    if (state.auth !== previousAuth) {
      previousAuth = state.auth;
      storeSession(storedSessionOf(previousAuth));
    }
    const current = { preferences: state.preferences, allowed: selectFunctionalAllowed(state) };
    if (current.preferences === previous.preferences && current.allowed === previous.allowed) return;
    previous = current;
    syncPreferencesCookie(current.preferences, current.allowed);
  });
  return store;
}

/** The state with its lazily loaded slices: code that reads one has imported, and so injected, its owner. */
export type RootState = StaticState & LazyLoadedSlices;
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = Omit<ReturnType<typeof createAppStore>, 'getState' | 'dispatch'> & { getState(): RootState; dispatch: AppDispatch };
