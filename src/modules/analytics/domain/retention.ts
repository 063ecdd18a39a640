/**
 * The nightly retention job (analytics README, "Data management") applies each site's `retention_days`. Events sit in daily
 * partitions shared by every site, and dropping a partition is the only purge that costs nothing
 * (no row-by-row DELETE, no vacuum debt), so the plan splits in two:
 *  - everything older than the LONGEST retention of all sites is old for every site: whole days before
 *    that cut-off are dropped as partitions, and the few rows of the day it cuts are deleted;
 *  - a site keeping less than that loses its own older rows by DELETE (site_id, time), which only
 *    touches the partitions between its cut-off and the global one.
 * Days are exact 24-hour days back from the run, like the purge's (domain/site.ts purgeCutoff).
 * With no site at all, the default retention still bounds what stays behind.
 */
export interface SiteRetention {
  siteId: string;
  retentionDays: number;
}

export interface RetentionPlan {
  globalCutoff: Date;
  /** Sites with a shorter retention than the longest, each with its own cut-off; ordered by site id. */
  perSite: { siteId: string; cutoff: Date }[];
}

/** analytics_sites.retention_days' default (13 months). */
export const DEFAULT_RETENTION_DAYS = 395;
const DAY_MS = 86_400_000;

export function retentionPlan(sites: readonly SiteRetention[], now: Date): RetentionPlan {
  const cutoffFor = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const longest = sites.length ? Math.max(...sites.map((s) => s.retentionDays)) : DEFAULT_RETENTION_DAYS;
  return {
    globalCutoff: cutoffFor(longest),
    perSite: sites
      .filter((s) => s.retentionDays < longest)
      .map((s) => ({ siteId: s.siteId, cutoff: cutoffFor(s.retentionDays) }))
      .sort((a, b) => (a.siteId < b.siteId ? -1 : a.siteId > b.siteId ? 1 : 0)),
  };
}
