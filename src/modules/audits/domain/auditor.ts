import type { AuditResult } from './audit-result.js';
import type { AuditType } from './audit-type.js';
import type { CollectionBundle } from './collection-bundle.js';

export interface AuditContext {
  /** The previous done audit of the same type and URL by the same user, for trends (content). */
  previous: { id: string; result: AuditResult } | null;
}

/** A pure function of the bundle: no I/O, no clock (collectedAt comes from the bundle). */
export type Auditor<T extends AuditType> = (bundle: CollectionBundle, context: AuditContext) => AuditResult<T>;

/** What the collection pass must gather for an audit type; the rest is skipped to keep the pass quick. */
export interface CollectionPlan {
  crawl: boolean;
  axe: boolean;
  mobile: boolean;
  /** 0 = no Lighthouse; performance asks for 3 and reports the median. */
  lighthouseRuns: number;
  robotsAndSitemap: boolean;
  tls: boolean;
  /** The plain-http redirect chain and a CORS preflight (SecurityProbes), the Observatory's extra requests. */
  securityProbes: boolean;
}

/**
 * SEO reuses the content, semantic and website auditors on one pass (audits README, "SEO"): it needs
 * what they read for search (pages, robots.txt and the sitemap), not axe, the 375 px pass, TLS or Lighthouse.
 */
export function collectionPlan(type: AuditType, crawl: boolean): CollectionPlan {
  return {
    crawl,
    axe: type === 'semantic' || type === 'website',
    mobile: type === 'website' || type === 'user-engagement',
    lighthouseRuns: type === 'performance' ? 3 : 0,
    robotsAndSitemap: type === 'website' || type === 'content' || type === 'seo',
    tls: type === 'website' || type === 'security',
    securityProbes: type === 'security',
  };
}
