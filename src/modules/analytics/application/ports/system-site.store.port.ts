import type { AnalyticsSite } from '../../domain/analytics-site.js';

export interface SystemSiteSpec {
  /** SELF_ANALYTICS_SITE_ID, or null to create it once with a generated id. */
  id: string | null;
  userId: string;
  name: string;
  url: string;
  host: string;
}

export interface SystemSiteStore {
  /**
   * The built-in site, created when missing and its URL brought up to date; safe when several processes
   * call it at once. Null when a fixed id is taken by a site of another owner.
   */
  ensure(spec: SystemSiteSpec): Promise<AnalyticsSite | null>;
}
