import { clearStoredConsent, storeConsent } from './consent-cookie';
import type { ConsentState } from './consent.slice';

interface ConsentStore {
  getState(): { consent: ConsentState };
  subscribe(listener: () => void): () => void;
}

export const ANALYTICS_EVENT = 'analytics-preference-changed';

/**
 * Writes every change of the consent state to the cookie and the localStorage flag, and tells
 * analytics scripts when their permission changes (docs/product.md §14.2). Returns the unsubscribe function.
 */
export function startConsentPersistence(store: ConsentStore): () => void {
  let previous = store.getState().consent;
  return store.subscribe(() => {
    const current = store.getState().consent;
    if (current === previous) return;
    const before = previous;
    previous = current;
    const choiceMade = current.consentGiven && (!before.consentGiven || current.preferences !== before.preferences);
    if (choiceMade) storeConsent(current.preferences);
    if (!current.consentGiven && before.consentGiven) clearStoredConsent();
    if (current.preferences.analytics !== before.preferences.analytics) {
      window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { enabled: current.preferences.analytics } }));
    }
  });
}
