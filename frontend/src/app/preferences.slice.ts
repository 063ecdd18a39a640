import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COOKIES } from '../../../src/shared/cookies/cookie-policy.js';
import { deleteCookie, readCookie, writeCookie } from '../shared/cookies';
import { isThemeName, type ThemeName } from '../shared/theme/theme';

export const PREFERENCES_COOKIE = COOKIES.preferences.name;

/** The account-wide part of the server's preferences record (the dashboard feature owns the rest). */
export interface AccountPreferencesPatch {
  appTheme?: ThemeName | null;
  preferredLanguage?: string;
}

export interface PreferencesState {
  /** null until the visitor picks one: the OS colour scheme applies. */
  readonly theme: ThemeName | null;
  /** Upper-case language code as the preferences cookie stores it (docs/product.md §14.4: 'EN'). */
  readonly language: string;
}

export function parsePreferences(raw: string | null): PreferencesState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { theme?: unknown; language?: unknown };
    if (!isThemeName(value.theme)) return null;
    return { theme: value.theme, language: typeof value.language === 'string' ? value.language.toUpperCase() : 'EN' };
  } catch {
    return null;
  }
}

function initialPreferences(): PreferencesState {
  const stored = typeof document === 'undefined' ? null : parsePreferences(readCookie(document.cookie, PREFERENCES_COOKIE));
  return stored ?? { theme: null, language: 'EN' };
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences,
  reducers: {
    themeChosen: (state, action: PayloadAction<ThemeName>) => ({ ...state, theme: action.payload }),
    /** Back to the operating system's light or dark scheme. */
    themeFollowsDevice: (state) => ({ ...state, theme: null }),
    languageChanged: (state, action: PayloadAction<string>) => ({ ...state, language: action.payload.toUpperCase() }),
  },
});

export const { themeChosen, themeFollowsDevice, languageChanged } = preferencesSlice.actions;

export const selectTheme = (state: { preferences: PreferencesState }) => state.preferences.theme;

/**
 * The theme is a functional preference: it reaches the cookie only with functional consent and is
 * otherwise kept in memory for this visit. Withdrawing consent deletes the cookie.
 */
export function syncPreferencesCookie(preferences: PreferencesState, functionalAllowed: boolean): void {
  if (functionalAllowed && preferences.theme) {
    writeCookie(COOKIES.preferences, JSON.stringify(preferences));
  } else if ((!functionalAllowed || !preferences.theme) && readCookie(document.cookie, PREFERENCES_COOKIE) !== null) {
    deleteCookie(COOKIES.preferences);
  }
}
