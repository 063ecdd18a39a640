import { configureStore } from '@reduxjs/toolkit';
import { consentSlice, selectFunctionalAllowed, startConsentPersistence } from '../features/consent';
import { api } from './api';
import { authSlice } from './auth.slice';
import { preferencesSlice, syncPreferencesCookie } from './preferences.slice';

export function createAppStore() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authSlice.reducer,
      consent: consentSlice.reducer,
      preferences: preferencesSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

  startConsentPersistence(store);
  let previous = { preferences: store.getState().preferences, allowed: selectFunctionalAllowed(store.getState()) };
  store.subscribe(() => {
    const state = store.getState();
    const current = { preferences: state.preferences, allowed: selectFunctionalAllowed(state) };
    if (current.preferences === previous.preferences && current.allowed === previous.allowed) return;
    previous = current;
    syncPreferencesCookie(current.preferences, current.allowed);
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
