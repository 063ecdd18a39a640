export const AUDIT_TYPES = ['content', 'website', 'security', 'semantic', 'performance', 'user-engagement'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

/** Semantic is premium (SPEC §2 access rules; trial users count as premium). */
export const PREMIUM_AUDIT_TYPES: readonly AuditType[] = ['semantic'];

/** Linked-page crawling stops at 10 URLs, the start page included (SPEC §5, §9). */
export const MAX_CRAWL_PAGES = 10;
