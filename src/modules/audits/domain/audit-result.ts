/**
 * The stored and returned result of one audit run. Its types are the report document the API answers as
 * it is stored, so the HTTP contract owns them (../contract.ts, audits README "HTTP contract"); the
 * auditors keep importing them from here.
 */
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
  SeoCategory,
  SeoDetails,
  SeoElementBand,
  SeoPage,
  Trend,
  Vulnerability,
  VulnerabilityLevel,
  WebsiteDetails,
  WordCountBand,
} from '../contract.js';
