import { COOKIES } from '../../../../src/shared/cookies/cookie-policy.js';
import { deleteCookie, readCookie, writeCookie } from '../../shared/cookies';

export const CONSENT_COOKIE = COOKIES.consent.name;
/** Mirrors the cookie in localStorage (docs/product.md §14.3) so other scripts can check consent without parsing it. */
export const CONSENT_STORAGE_FLAG = 'stacklens_consent';

export interface ConsentPreferences {
  /** Always true: the site cannot work without these (session, locale, this very choice). */
  readonly essential: true;
  readonly functional: boolean;
  readonly analytics: boolean;
  readonly marketing: boolean;
}

export type OptionalCategory = Exclude<keyof ConsentPreferences, 'essential'>;

export interface StoredConsent {
  readonly consentGiven: boolean;
  readonly preferences: ConsentPreferences;
}

export const NO_CONSENT: ConsentPreferences = { essential: true, functional: false, analytics: false, marketing: false };
export const ALL_CONSENT: ConsentPreferences = { essential: true, functional: true, analytics: true, marketing: true };

/** A cookie that is missing, unreadable or of the wrong shape counts as no choice: the banner shows again. */
export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { consentGiven, preferences } = value as { consentGiven?: unknown; preferences?: unknown };
  if (consentGiven !== true || typeof preferences !== 'object' || preferences === null) return null;
  const p = preferences as Record<string, unknown>;
  if (typeof p.functional !== 'boolean' || typeof p.analytics !== 'boolean' || typeof p.marketing !== 'boolean') return null;
  return { consentGiven: true, preferences: { essential: true, functional: p.functional, analytics: p.analytics, marketing: p.marketing } };
}

export function readStoredConsent(): StoredConsent | null {
  return parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
}

export function storeConsent(preferences: ConsentPreferences): void {
  const value: StoredConsent = { consentGiven: true, preferences };
  writeCookie(COOKIES.consent, JSON.stringify(value));
  try {
    localStorage.setItem(CONSENT_STORAGE_FLAG, 'true');
  } catch {
    // Storage can be disabled (private modes, policies); the cookie alone still records the choice.
  }
}

export function clearStoredConsent(): void {
  deleteCookie(COOKIES.consent);
  try {
    localStorage.removeItem(CONSENT_STORAGE_FLAG);
  } catch {
    // See storeConsent.
  }
}
