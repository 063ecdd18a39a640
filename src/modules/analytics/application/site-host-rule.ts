import { hostAddressRefusal } from '../../../platform/outbound/index.js';
import type { SiteHostRule } from '../domain/site-url.js';
import type { AnalyticsSettings } from './analytics-settings.js';

/**
 * The site forms' host rule (domain/site-url.ts): the platform's SSRF target policy judges the host as it
 * would before a fetch, ALLOW_PRIVATE_TARGETS letting loopback and private addresses through (tests and
 * local development add loopback sites), link-local and the other non-public addresses never.
 */
export function siteHostRule(settings: Pick<AnalyticsSettings, 'allowPrivateTargets'>): SiteHostRule {
  const policy = { allowPrivate: settings.allowPrivateTargets };
  return (hostname) => hostAddressRefusal(hostname, policy);
}
