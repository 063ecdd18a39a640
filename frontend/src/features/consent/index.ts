export { ConsentSettings } from './ConsentSettings';
export { CookieBanner } from './CookieBanner';
export { ANALYTICS_EVENT, startConsentPersistence } from './consent-persistence';
export { consentActions, consentSlice, resetConsent, selectConsent, selectFunctionalAllowed, type ConsentState } from './consent.slice';
export type { ConsentPreferences } from './consent-cookie';
