import { DomainError } from '../../../shared/index.js';

/**
 * docs/product.md §8 gives two sets of messages for the same two fields, from two forms:
 *  - Add site: 'Name is required', 'URL is required', and the URL "must start http:// or {host}". The
 *    "{host}" is an unfilled placeholder in the source text; we read the rule as "starts with http:// or
 *    https://" (the only reading that also admits the https sites nearly everyone has) and do NOT accept a
 *    bare host: the rule says "must start", and guessing a scheme could point the snippet at the wrong origin.
 *  - Website settings (editing an existing site): 'The website name is required' and 'The URL must start
 *    with https://'. So a changed URL must be https. A site added with http:// keeps working: the https
 *    rule applies only when the URL is actually changed, otherwise owners of http sites could never save
 *    another setting.
 * The codes are the same in both forms where the rule is the same (name required, URL required), so the
 * frontend's translation by code stays simple; `message` carries the form's own English wording.
 */
export type SiteFormContext = 'add' | 'settings';

/**
 * Why a URL's host names no public website (a localhost name; a loopback, private, link-local or other
 * non-public literal address), or null. A site is where the owner's visitors are, and the api's screenshot
 * browser opens its pages (README "Sites"): the one rule of both forms, for a new or a changed URL. The
 * classification is the platform's SSRF target policy, handed in by the application (site-host-rule.ts),
 * so this file stays free of it; without a rule, hosts are not judged.
 */
export type SiteHostRule = (hostname: string) => string | null;

export interface SiteUrl {
  /** Normalised: lower-case scheme and host, port kept, no query, fragment or trailing slash. */
  url: string;
  /** Host name without port and without a leading www., used to recognise same-site referrers. */
  host: string;
}

export const SITE_NAME_MAX_LENGTH = 100;
const SITE_URL_MAX_LENGTH = 2048;

export function parseSiteUrl(input: unknown, context: SiteFormContext, currentUrl?: string, hostRule?: SiteHostRule): SiteUrl {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (!raw) throw new DomainError('validation', 'ANALYTICS_SITE_URL_REQUIRED', 'URL is required', { field: 'url' });

  // The settings form judges a changed URL only: a site added before a rule keeps working as it is.
  const changed = context === 'add' || !sameUrl(raw, currentUrl);
  if (context === 'settings' && changed && !/^https:\/\//i.test(raw)) {
    throw new DomainError('validation', 'ANALYTICS_SITE_URL_HTTPS_REQUIRED', 'The URL must start with https://', { field: 'url' });
  }
  if (!/^https?:\/\//i.test(raw) || raw.length > SITE_URL_MAX_LENGTH) throw invalidUrl();

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidUrl();
  }
  // A site is an origin we embed a snippet in; credentials in it would end up in the tracking code panel.
  if (!url.hostname || url.username || url.password) throw invalidUrl();
  const refusal = changed ? hostRule?.(url.hostname) : null;
  if (refusal) {
    throw new DomainError('validation', 'ANALYTICS_SITE_URL_NOT_PUBLIC', 'The URL must be a public website, not a private, loopback or link-local address', {
      field: 'url',
      reason: refusal,
    });
  }

  const path = url.pathname.replace(/\/+$/, '');
  return { url: `${url.protocol}//${url.host}${path}`, host: url.hostname.replace(/^www\./, '') };
}

export function parseSiteName(input: unknown, context: SiteFormContext): string {
  const name = typeof input === 'string' ? input.trim().replace(/\s+/g, ' ') : '';
  if (!name) {
    const message = context === 'add' ? 'Name is required' : 'The website name is required';
    throw new DomainError('validation', 'ANALYTICS_SITE_NAME_REQUIRED', message, { field: 'name' });
  }
  // Not in docs/product.md: our own cap, so a name fits the site list and the deletion prompt.
  if (name.length > SITE_NAME_MAX_LENGTH) {
    throw new DomainError('validation', 'ANALYTICS_SITE_NAME_TOO_LONG', `Name must be at most ${SITE_NAME_MAX_LENGTH} characters`, {
      field: 'name',
      max: SITE_NAME_MAX_LENGTH,
    });
  }
  return name;
}

function sameUrl(raw: string, currentUrl: string | undefined): boolean {
  if (!currentUrl) return false;
  const strip = (u: string) => u.trim().replace(/\/+$/, '').toLowerCase();
  return strip(raw) === strip(currentUrl);
}

function invalidUrl(): DomainError {
  return new DomainError('validation', 'ANALYTICS_SITE_URL_INVALID', 'The URL must start with http:// or https://', { field: 'url' });
}
