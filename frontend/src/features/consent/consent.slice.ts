import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ALL_CONSENT, NO_CONSENT, readStoredConsent, type ConsentPreferences } from './consent-cookie';

export interface ConsentState {
  readonly showBanner: boolean;
  /** The banner shows the per-category switches instead of the short choice. */
  readonly customising: boolean;
  readonly consentGiven: boolean;
  readonly preferences: ConsentPreferences;
}

function initialConsent(): ConsentState {
  const stored = typeof document === 'undefined' ? null : readStoredConsent();
  return stored
    ? { showBanner: false, customising: false, consentGiven: true, preferences: stored.preferences }
    : { showBanner: true, customising: false, consentGiven: false, preferences: NO_CONSENT };
}

const recorded = (preferences: ConsentPreferences): ConsentState => ({
  showBanner: false,
  customising: false,
  consentGiven: true,
  // A fresh object each time: a repeated choice is still a new record to store.
  preferences: { ...preferences },
});

/**
 * The visitor's cookie choice as UI state. Persisting it (cookie, localStorage flag, analytics
 * event) is done by `startConsentPersistence`, so these reducers stay pure.
 */
export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsent,
  reducers: {
    acceptedAll: () => recorded(ALL_CONSENT),
    rejectedAll: () => recorded(NO_CONSENT),
    saved: (_state, action: PayloadAction<Omit<ConsentPreferences, 'essential'>>) => recorded({ ...action.payload, essential: true }),
    customiseOpened: (state) => ({ ...state, showBanner: true, customising: true }),
    customiseClosed: (state) => ({ ...state, customising: false }),
    /** Cookie settings from the footer: show the banner again with the current choice. */
    settingsOpened: (state) => ({ ...state, showBanner: true, customising: true }),
    /** Withdraws every optional category and asks again (settings page, docs/product.md §14.1 "Reset"). */
    resetConsent: () => ({ showBanner: true, customising: false, consentGiven: false, preferences: NO_CONSENT }),
  },
});

export const consentActions = consentSlice.actions;
export const { resetConsent } = consentSlice.actions;

export const selectConsent = (state: { consent: ConsentState }) => state.consent;
export const selectFunctionalAllowed = (state: { consent: ConsentState }) =>
  state.consent.consentGiven && state.consent.preferences.functional;
