import type { AnalyticsSiteView } from '../contract.js';
import type { AnalyticsSite } from '../domain/analytics-site.js';

/** How a site reads outside the module: the API's answers and the account export say the same. */
export function siteView(site: AnalyticsSite): AnalyticsSiteView {
  return {
    id: site.id,
    name: site.name,
    url: site.url,
    trackingEnabled: site.trackingEnabled,
    respectDnt: site.respectDnt,
    retentionDays: site.retentionDays,
    addedAt: site.createdAt.toISOString(),
    updatedAt: site.updatedAt.toISOString(),
  };
}
