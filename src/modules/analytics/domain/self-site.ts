import { parseSiteUrl, type SiteUrl } from './site-url.js';

/**
 * Dogfooding (analytics README, "Data management"): StackLens's own pages track into a built-in site after the visitor accepts
 * analytics cookies. It belongs to no account: its owner is this reserved id, which no identity user id
 * can take (those are uuids). Admins read it as if they owned it (application/owned-site.ts); nobody
 * else sees it.
 */
export const SYSTEM_SITE_OWNER = 'system:stacklens';
export const SYSTEM_SITE_NAME = 'StackLens';

export function isSystemSite(site: { userId: string }): boolean {
  return site.userId === SYSTEM_SITE_OWNER;
}

/** The site as PUBLIC_URL describes it, normalised like any added site. */
export function systemSiteDefinition(publicUrl: string): SiteUrl & { name: string; userId: string } {
  return { name: SYSTEM_SITE_NAME, userId: SYSTEM_SITE_OWNER, ...parseSiteUrl(publicUrl, 'add') };
}
