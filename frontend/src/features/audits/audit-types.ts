/**
 * The audit API's shapes, as the browser sees them. The result, finding, band and stage types ARE the
 * server's domain types, re-exported type-only: `export type` is erased at build, so no server code
 * reaches the bundle (dependency-cruiser allows only type-only imports of src/modules/x/domain).
 * What stays here is what the browser needs at run time (two small consts, checked against the server's
 * types below) and the routes' JSON views, whose dates arrive as strings (docs: /work/audits-contract.md, API).
 */
import type { AuditResult } from '../../../../src/modules/audits/domain/audit-result.js';
import type { AuditError, AuditStage, AuditStatus } from '../../../../src/modules/audits/domain/audit-run.js';
import type * as serverAuditType from '../../../../src/modules/audits/domain/audit-type.js';
import type { AuditType } from '../../../../src/modules/audits/domain/audit-type.js';
import type { ScoreBand } from '../../../../src/modules/audits/domain/score-band.js';

export type {
  AuditDetails,
  AuditDiff,
  AuditExport,
  AuditResult,
  ContentDetails,
  ContentPage,
  ContentScoreBand,
  CookieReport,
  ElementLocation,
  EngagementDetails,
  EngagementPage,
  HeadingItem,
  KeywordDensityBand,
  MetricSummary,
  ObservatoryGrade,
  ObservatoryTest,
  PerformanceDetails,
  Readability,
  ReadabilityBand,
  SecurityDetails,
  SemanticDetails,
  SeoElementBand,
  Trend,
  Vulnerability,
  VulnerabilityLevel,
  WebsiteDetails,
  WordCountBand,
} from '../../../../src/modules/audits/domain/audit-result.js';
export type { AuditError, AuditStage, AuditStatus } from '../../../../src/modules/audits/domain/audit-run.js';
export type { AuditType } from '../../../../src/modules/audits/domain/audit-type.js';
export type { CollectionStage, StageFailure } from '../../../../src/modules/audits/domain/collection-bundle.js';
export type { Finding, Severity } from '../../../../src/modules/audits/domain/finding.js';
export type { ScoreBand, Scored } from '../../../../src/modules/audits/domain/score-band.js';

/** The server's AUDIT_TYPES, in its order (tabs, menus); the checks below fail the build if they drift apart. */
export const AUDIT_TYPES = ['content', 'website', 'security', 'semantic', 'performance', 'user-engagement'] as const satisfies readonly AuditType[];
type MissingAuditTypes = Exclude<AuditType, (typeof AUDIT_TYPES)[number]>;
const allAuditTypesListed: [MissingAuditTypes] extends [never] ? true : MissingAuditTypes = true;
void allAuditTypesListed;

/** Linked-page crawling stops at 10 URLs, the start page included (SPEC §5); the server's MAX_CRAWL_PAGES. */
export const MAX_CRAWL_PAGES = 10 satisfies typeof serverAuditType.MAX_CRAWL_PAGES;

// ---------- API (GET /api/audits/:id, GET /api/audits, diff) ----------
export interface AuditRunView {
  id: string;
  type: AuditType;
  url: string;
  crawl: boolean;
  status: AuditStatus;
  progress: number;
  stage: AuditStage | null;
  result?: AuditResult | null;
  error?: AuditError | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface AuditSummary {
  id: string;
  type: AuditType;
  url: string;
  crawl?: boolean;
  status: AuditStatus;
  score: number | null;
  band?: ScoreBand | null;
  createdAt: string;
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
  result: AuditResult;
}
