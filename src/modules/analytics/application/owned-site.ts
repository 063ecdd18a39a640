import { DomainError, isUuid } from '../../../shared/index.js';
import type { AnalyticsSite } from '../domain/analytics-site.js';
import { isSystemSite } from '../domain/self-site.js';
import type { SiteRepository } from './ports/site.repository.port.js';

/** The caller with the admin flag the route knows from the access token. */
export interface SiteUser {
  userId: string;
  isAdmin?: boolean;
}

/** Who asks: a user id, or the user with the admin flag. */
export type SiteCaller = string | SiteUser;

/**
 * A site is seen only by its owner. Another user's id answers exactly like an unknown one (404), so
 * site ids, which are public in tracking codes, cannot be probed for owners. The one exception is the
 * built-in StackLens site (domain/self-site.ts): it has no human owner, and admins act as its owner —
 * and as the owner of no other site.
 */
export async function findOwnedSite(sites: SiteRepository, id: string, caller: SiteCaller): Promise<AnalyticsSite> {
  const { userId, isAdmin } = typeof caller === 'string' ? { userId: caller, isAdmin: false } : caller;
  const site = isUuid(id) ? await sites.find(id) : null;
  if (!site) throw siteNotFound();
  if (site.userId !== userId && !(isAdmin === true && isSystemSite(site))) throw siteNotFound();
  return site;
}

export function siteNotFound(): DomainError {
  return new DomainError('not_found', 'ANALYTICS_SITE_NOT_FOUND', 'No such site');
}


