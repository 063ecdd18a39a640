/**
 * The audit API's shapes, as the browser sees them: the audits module's HTTP contract
 * (src/modules/audits/contract.ts), imported type-only (erased at build; dependency-cruiser lets the
 * frontend import nothing else of the server). What stays here is what the browser needs at run time
 * (two small consts, checked against the contract below) and the page's own summary of a run.
 */
import type { AuditRunView, AuditSummary as ListedAudit, AuditType, MaxCrawlPages, ScoreBand } from '../../../../src/modules/audits/contract.js';

export type {
  AuditDetails,
  AuditDiff,
  AuditError,
  AuditExport,
  AuditHistoryResponse,
  AuditResult,
  AuditRunView,
  AuditStage,
  AuditStatus,
  AuditType,
  CollectionStage,
  ContentDetails,
  ContentPage,
  ContentScoreBand,
  CookieReport,
  ElementLocation,
  EngagementDetails,
  EngagementPage,
  Finding,
  HeadingItem,
  KeywordDensityBand,
  MetricSummary,
  ObservatoryGrade,
  ObservatoryTest,
  PerformanceDetails,
  Readability,
  ReadabilityBand,
  ScoreBand,
  Scored,
  SecurityDetails,
  SemanticDetails,
  SeoCategory,
  SeoDetails,
  SeoElementBand,
  SeoPage,
  Severity,
  StageFailure,
  StartAuditRequest,
  Trend,
  Vulnerability,
  VulnerabilityLevel,
  WebsiteDetails,
  WordCountBand,
} from '../../../../src/modules/audits/contract.js';

/** The server's AUDIT_TYPES, in its order (tabs, menus); the checks below fail the build if they drift from the contract. */
export const AUDIT_TYPES = ['content', 'website', 'security', 'semantic', 'performance', 'user-engagement', 'seo'] as const satisfies readonly AuditType[];
type MissingAuditTypes = Exclude<AuditType, (typeof AUDIT_TYPES)[number]>;
const allAuditTypesListed: [MissingAuditTypes] extends [never] ? true : MissingAuditTypes = true;
void allAuditTypesListed;

/** Linked-page crawling stops at 10 URLs, the start page included (docs/product.md §8); the server's MAX_CRAWL_PAGES. */
export const MAX_CRAWL_PAGES = 10 satisfies MaxCrawlPages;

/**
 * A run as the history and the comparison show it: a listed run of `GET /api/audits`, or the run on
 * screen summed up by the page (which knows its band; the list does not send one).
 */
export interface AuditSummary extends Omit<ListedAudit, 'crawl' | 'finishedAt'> {
  crawl?: boolean;
  band?: ScoreBand | null;
  finishedAt?: string | null;
}

export interface AuditHistoryPage {
  items: AuditSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the PDF exporter injects into the print page before any script runs. */
export interface InjectedReport {
  audit: Pick<AuditRunView, 'id' | 'type' | 'url' | 'createdAt'> & Partial<AuditRunView>;
  result: NonNullable<AuditRunView['result']>;
}
