/**
 * The site forms' rules, checked in the browser before the server checks them again
 * (src/modules/analytics/domain/site-url.ts; the codes are the server's so one translation serves both):
 *  - add: name and URL required, the URL starts with http:// or https:// and parses as an address;
 *  - settings: the same, except that a CHANGED address must be https (docs/product.md §8, website settings).
 */
export const SITE_NAME_MAX_LENGTH = 100;

export type SiteFormCode =
  | 'ANALYTICS_SITE_NAME_REQUIRED'
  | 'ANALYTICS_SITE_NAME_TOO_LONG'
  | 'ANALYTICS_SITE_URL_REQUIRED'
  | 'ANALYTICS_SITE_URL_INVALID'
  | 'ANALYTICS_SITE_URL_HTTPS_REQUIRED';

export interface SiteFormErrors {
  name?: SiteFormCode;
  url?: SiteFormCode;
}

export function siteUrlError(input: string, form: 'add' | 'settings', currentUrl?: string): SiteFormCode | undefined {
  const raw = input.trim();
  if (!raw) return 'ANALYTICS_SITE_URL_REQUIRED';
  const changed = !currentUrl || normalise(raw) !== normalise(currentUrl);
  if (form === 'settings' && changed && !/^https:\/\//i.test(raw)) return 'ANALYTICS_SITE_URL_HTTPS_REQUIRED';
  if (!/^https?:\/\//i.test(raw)) return 'ANALYTICS_SITE_URL_INVALID';
  try {
    const url = new URL(raw);
    if (!url.hostname || url.username || url.password) return 'ANALYTICS_SITE_URL_INVALID';
  } catch {
    return 'ANALYTICS_SITE_URL_INVALID';
  }
  return undefined;
}

export function siteNameError(input: string): SiteFormCode | undefined {
  const name = input.trim();
  if (!name) return 'ANALYTICS_SITE_NAME_REQUIRED';
  if (name.replace(/\s+/g, ' ').length > SITE_NAME_MAX_LENGTH) return 'ANALYTICS_SITE_NAME_TOO_LONG';
  return undefined;
}

/** Both fields at once, so the form can mark both; URL first, the order docs/product.md §8 lists them in. */
export function validateSiteForm(values: { name: string; url: string }, form: 'add' | 'settings', currentUrl?: string): SiteFormErrors {
  const errors: SiteFormErrors = {};
  const url = siteUrlError(values.url, form, currentUrl);
  const name = siteNameError(values.name);
  if (url) errors.url = url;
  if (name) errors.name = name;
  return errors;
}

function normalise(url: string): string {
  return url.trim().replace(/\/+$/, '').toLowerCase();
}
