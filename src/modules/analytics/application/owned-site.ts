import { DomainError } from '../../../shared/index.js';
import type { AnalyticsSite } from '../domain/analytics-site.js';
import type { SiteRepository } from './ports/site.repository.port.js';

/**
 * A site is seen only by its owner. Another user's id answers exactly like an unknown one (404), so
 * site ids, which are public in tracking codes, cannot be probed for owners.
 */
export async function findOwnedSite(sites: SiteRepository, id: string, userId: string): Promise<AnalyticsSite> {
  const site = UUID.test(id) ? await sites.find(id) : null;
  if (!site || site.userId !== userId) throw siteNotFound();
  return site;
}

export function siteNotFound(): DomainError {
  return new DomainError('not_found', 'ANALYTICS_SITE_NOT_FOUND', 'No such site');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
