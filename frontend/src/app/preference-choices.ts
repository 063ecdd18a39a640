import { createAction, createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from './auth.slice';
import { rememberLocale } from './locale-preference';
import type { Locale } from './locales';
import { themeChosen, themeFollowsDevice, type AccountPreferencesPatch, type PreferencesState } from './preferences.slice';

/** An explicit choice of language (menu, settings), as opposed to merely opening a page in one. */
export const languageChosen = createAction<Locale>('preferences/languageChosen');

type State = { auth: AuthState; preferences: PreferencesState };

/**
 * docs/product.md §2.4-2.5: a chosen language (or theme) is remembered in the browser, and on the server for a
 * signed-in user so the choice follows them to another device. A failed save shows nothing: the
 * browser copy still applies, and the next choice saves again.
 */
export const preferenceChoices = createListenerMiddleware<State>();

function saveForUser(userId: string | undefined, dispatch: ThunkDispatch<State, unknown, UnknownAction>, patch: AccountPreferencesPatch) {
  if (!userId) return;
  // Loaded on demand: visitors never download the API client for this.
  void import('./account-preferences').then(({ saveAccountPreferences }) => saveAccountPreferences(dispatch, userId, patch));
}

preferenceChoices.startListening({
  actionCreator: languageChosen,
  effect: (action, { dispatch, getState }) => {
    rememberLocale(action.payload);
    saveForUser(getState().auth.user?.id, dispatch, { preferredLanguage: action.payload });
  },
});

preferenceChoices.startListening({
  matcher: (action) => themeChosen.match(action) || themeFollowsDevice.match(action),
  effect: (_action, { dispatch, getState }) => {
    const { auth, preferences } = getState();
    saveForUser(auth.user?.id, dispatch, { appTheme: preferences.theme });
  },
});
