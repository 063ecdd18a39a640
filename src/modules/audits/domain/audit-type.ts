import { membersOf } from '../../../shared/index.js';
import type { AuditType, MaxCrawlPages } from '../contract.js';

// The contract states the union for the browser; the list, in the order tabs and menus show it, is checked against it.
export type { AuditType };
export const AUDIT_TYPES = membersOf<AuditType>()(['content', 'website', 'security', 'semantic', 'performance', 'user-engagement', 'seo']);

/**
 * Semantic and SEO are premium (docs/product.md §4.2: `/semantic` and `/seo-audit` are premium pages;
 * §7.3: a running trial counts as premium).
 */
export const PREMIUM_AUDIT_TYPES: readonly AuditType[] = ['semantic', 'seo'];

/** Linked-page crawling stops at 10 URLs, the start page included (docs/product.md §8, §11). */
export const MAX_CRAWL_PAGES: MaxCrawlPages = 10;
