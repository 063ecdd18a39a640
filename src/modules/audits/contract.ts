/**
 * The audits module's HTTP contract: request and response shapes of /api/audits (adapters/http), the only
 * audits file the frontend may import (type-only). Types only; it imports nothing but other contracts.
 *
 * The report document (AuditResult and everything in it, the diff, the JSON export) is owned here: it is
 * stored as it is and answered as it is, so the domain's auditors import these types from this file
 * rather than the contract restating them (audits README, "HTTP contract"). AuditType is stated here too;
 * the domain's AUDIT_TYPES list is checked against it.
 */
import type { SuccessResponse } from '../../platform/contract.js';

export type AuditType = 'content' | 'website' | 'security' | 'semantic' | 'performance' | 'user-engagement' | 'seo';

// ---------- findings and scores ----------
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info';

/**
 * One thing an auditor found. The frontend (and the PDF, which the frontend renders) translates
 * `rule` through the catalog keys `audits.rule.<rule>.title`, `.description`, `.impact` and `.remediation`,
 * with `params` as ICU arguments; `message` is the English fallback used by CSV and logs.
 */
export interface Finding {
  /** Stable across runs: `${rule}|${pagePath}|${selector ?? ''}` so a diff can match findings. */
  id: string;
  audit: AuditType;
  /** kebab-case rule id, e.g. 'missing-h1', 'hsts-missing', 'img-alt-missing'. */
  rule: string;
  severity: Severity;
  /** Page URL the finding is about. */
  pageUrl: string;
  selector: string | null;
  /** The raw header line, cookie line, HTML snippet… that shows the problem (at most 500 characters). */
  evidence: string | null;
  message: string;
  params: Record<string, string | number>;
}

/** 90-100 excellent, 50-89 needs improvement, 0-49 poor (docs/product.md). */
export type ScoreBand = 'excellent' | 'needs-improvement' | 'poor';

/** A whole-number score 0-100 with its band. */
export interface Scored {
  score: number;
  band: ScoreBand;
}

// ---------- runs and their stages ----------
/** A stage of the collection pass; a failed stage is named in the report instead of hanging the job. */
export type CollectionStage = 'fetch' | 'tls' | 'robots' | 'sitemap' | 'render' | 'measure' | 'axe' | 'lighthouse' | 'crawl';

export interface StageFailure {
  stage: CollectionStage;
  /** The page the stage ran for, when it is per page. */
  pageUrl?: string;
  /** Stable code: STAGE_TIMEOUT, BLOCKED_TARGET, FETCH_FAILED, RENDER_FAILED, TOO_LARGE, … */
  code: string;
  message: string;
}

export type AuditStatus = 'queued' | 'running' | 'done' | 'failed';

/** Where a run is: a collection stage, the auditing itself, or saving. */
export type AuditStage = CollectionStage | 'queued' | 'audit' | 'done';

export interface AuditError {
  /** AUDIT_FAILED, AUDIT_TARGET_REFUSED, AUDIT_TIMEOUT … translated by the frontend. */
  code: string;
  message: string;
  stage: AuditStage | null;
}

// ---------- the report ----------
/**
 * The stored and returned result of one audit run: a common envelope plus the type's own `details`.
 * Every percentage score is a whole number 0-100 with its band (docs/product.md §13.1; `Scored`).
 */
export interface AuditResult<T extends AuditType = AuditType> {
  type: T;
  url: string;
  /** Overall score of this audit. */
  overall: Scored;
  pagesAnalysed: number;
  findings: Finding[];
  /** Stages that failed: the report is partial and says which part is missing. */
  failures: StageFailure[];
  details: AuditDetails[T];
  /** Version of this shape; the JSON Schema of the export is docs/audits/audit-export.schema.json. */
  schemaVersion: 1;
  collectedAt: string;
  durationMs: number;
}

export interface AuditDetails {
  content: ContentDetails;
  website: WebsiteDetails;
  security: SecurityDetails;
  semantic: SemanticDetails;
  performance: PerformanceDetails;
  'user-engagement': EngagementDetails;
  seo: SeoDetails;
}

// ---------- content ----------
export type WordCountBand = 'too-short' | 'short' | 'good' | 'excellent';
export type ReadabilityBand = 'very-easy' | 'easy' | 'fairly-easy' | 'standard' | 'fairly-difficult' | 'difficult' | 'very-difficult';
export type KeywordDensityBand = 'optimal' | 'too-low' | 'too-high';
export type SeoElementBand = 'missing' | 'too-short' | 'too-long' | 'good';
export type ContentScoreBand = 'excellent' | 'good' | 'average' | 'poor' | 'critical';
export type Trend = 'improving' | 'declining' | 'stable';

export interface Readability {
  /** Flesch reading ease (en), Kandel-Moles (fr) or Fernández Huerta (es), 0-100 clamped. */
  score: number;
  band: ReadabilityBand;
  formula: 'flesch' | 'kandel-moles' | 'fernandez-huerta';
  /** US school grade (Flesch-Kincaid) or the formula's equivalent, one decimal. */
  grade: number;
  words: number;
  sentences: number;
  syllables: number;
  language: string;
}

export interface HeadingItem {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}

export interface ContentPage {
  url: string;
  language: string;
  wordCount: number;
  wordCountBand: WordCountBand;
  readability: Readability;
  headings: { counts: Record<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', number>; outline: HeadingItem[] };
  links: { internal: number; external: number; nofollow: number };
  images: { total: number; withAlt: number; missingAlt: number; withDimensions: number; missingDimensions: number; missingAltSources: string[] };
  keywords: { word: string; count: number; density: number; band: KeywordDensityBand }[];
  meta: {
    title: { value: string | null; length: number; band: SeoElementBand };
    description: { value: string | null; length: number; band: SeoElementBand };
    canonical: string | null;
    openGraph: Record<string, string>;
  };
  contentScore: number;
  contentScoreBand: ContentScoreBand;
  issues: Finding[];
  /** Message codes of the content recommendations (docs/product.md §8) that apply (e.g. 'word-count-800', 'single-h1'). */
  recommendations: string[];
}

export interface ContentDetails {
  pages: ContentPage[];
  averageScore: number;
  averageScoreBand: ContentScoreBand;
  /** The lowest-scoring page. */
  improvementPriority: { url: string; score: number } | null;
  /** Against the previous done content audit of the same URL by the same user; null when there is none. */
  trend: { direction: Trend; previousScore: number; previousAuditId: string } | null;
  statistics: { totalWords: number; averageWords: number; averageReadability: number; totalImages: number; imagesMissingAlt: number };
}

// ---------- website ----------
export interface WebsiteDetails {
  mainUrl: string;
  detectedUrls: string[];
  /** Generated sitemap.xml for the detected URLs. */
  generatedSitemap: string;
  socialPreview: { title: string | null; description: string | null; image: string | null; siteName: string | null; url: string; twitterCard: string | null };
  robots: { present: boolean; status: number | null; disallowsAll: boolean; sitemapUrls: string[]; issues: string[] };
  sitemap: { present: boolean; url: string | null; urlCount: number; valid: boolean; issues: string[] };
  ssl: { https: boolean; valid: boolean; protocol: string | null; issuer: string | null; validTo: string | null; daysToExpiry: number | null; error: string | null } ;
  responsive: { viewportMeta: string | null; hasViewport: boolean; horizontalOverflow: boolean; scrollWidth: number | null; smallTapTargets: number; smallTextCount: number; mobileFriendly: boolean };
  headers: Record<string, string>;
  pages: {
    url: string;
    status: number;
    title: string | null;
    metaTags: { name: string; content: string }[];
    headings: Record<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', number>;
    images: number;
    links: { internal: number; external: number };
    scripts: number;
    stylesheets: number;
    sizeBytes: number;
    loadTimeMs: number | null;
  }[];
  statistics: { pagesAnalysed: number; totalIssues: number; averagePageSizeBytes: number; averageLoadTimeMs: number | null };
  /** SSUC metrics. */
  metrics: { performance: Scored; seo: Scored; security: Scored; usability: Scored };
  issuesBySeverity: Record<Severity, number>;
}

// ---------- security ----------
export type VulnerabilityLevel = 'high' | 'medium' | 'low' | 'info';
export type ObservatoryGrade = 'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F';

export interface ObservatoryTest {
  /** Observatory test name: content-security-policy, cookies, cross-origin-resource-sharing, redirection, referrer-policy, strict-transport-security, subresource-integrity, x-content-type-options, x-frame-options, cross-origin-resource-policy. */
  name: string;
  pass: boolean;
  /** Observatory result code, e.g. 'csp-not-implemented', 'hsts-implemented-max-age-at-least-six-months'. */
  result: string;
  scoreModifier: number;
}

export interface Vulnerability {
  findingId: string;
  level: VulnerabilityLevel;
  category: 'sensitive-data' | 'csrf' | 'headers' | 'cookies' | 'mixed-content' | 'other';
  /** Rule code: translations give description, impact, remediation. */
  rule: string;
  element: string | null;
  evidence: string | null;
}

export interface CookieReport {
  name: string;
  raw: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'strict' | 'lax' | 'none' | null;
  prefix: '__Host-' | '__Secure-' | null;
  prefixValid: boolean;
  issues: string[];
}

export interface SecurityDetails {
  /** Observatory-equivalent score (can exceed 100 with bonuses, as the Observatory's does) and grade. */
  observatory: { score: number; grade: ObservatoryGrade; tests: ObservatoryTest[] };
  globalScore: Scored;
  headers: { score: number; present: Record<string, string>; missing: string[] };
  cookies: { score: number; https: boolean; cookies: CookieReport[] };
  mixedContent: { url: string; resourceType: string; blocked: boolean }[];
  vulnerabilities: Vulnerability[];
  /** Generated configuration for the missing headers. */
  headerConfig: { csp: string; headers: Record<string, string>; koa: string; nginx: string; apache: string };
}

// ---------- semantic ----------
export interface SemanticDetails {
  /** score null: the validator could not process the document (a finding says why). */
  html: { score: number | null; errors: number; warnings: number; messages: { ruleId: string; severity: 'error' | 'warning'; message: string; line: number; column: number; selector: string | null }[] };
  /** score null: axe did not run (the failed stage is in `failures`); the average then leaves it out. */
  aria: { score: number | null; violations: { id: string; impact: string | null; help: string; nodes: number; helpUrl: string }[]; passes: number; incomplete: number };
  meta: { score: number; present: string[]; missing: string[]; tags: { name: string; content: string }[] };
  average: Scored;
  readability: Readability;
  headingStructure: { outline: HeadingItem[]; skippedLevels: { from: number; to: number }[]; h1Count: number; valid: boolean };
  /** Suggestion codes, translated by the frontend. */
  suggestions: { rule: string; priority: 'high' | 'medium' | 'low'; params: Record<string, string | number> }[];
}

// ---------- performance ----------
export interface MetricSummary {
  median: number;
  min: number;
  max: number;
  /** Lighthouse metric score 0-100 of the median. */
  score: number;
}

export interface PerformanceDetails {
  runs: number;
  performanceScore: { median: number; min: number; max: number; spread: number; band: Scored['band'] };
  metrics: { fcp: MetricSummary; lcp: MetricSummary; speedIndex: MetricSummary; tbt: MetricSummary; cls: MetricSummary; tti: MetricSummary };
  resources: { byType: { type: string; count: number; transferSize: number }[]; totalRequests: number; totalTransferSize: number; loadTimeMs: number | null };
  opportunities: { id: string; savingsMs: number; savingsBytes: number; /** Points the performance score would gain if fixed. */ scoreGain: number }[];
  summary: { baselineScore: number; optimisationScore: number; resourceEfficiency: number; loadingSpeed: number; userExperience: number };
}

// ---------- engagement ----------
export type ElementLocation = 'header' | 'navigation' | 'hero' | 'main' | 'sidebar' | 'footer';

export interface EngagementPage {
  url: string;
  ctas: { text: string; type: 'button' | 'link' | 'form-submit'; location: ElementLocation; aboveFold: boolean; width: number; height: number; contrastRatio: number | null; selector: string }[];
  social: { platform: string; type: 'share' | 'follow' | 'embed'; location: ElementLocation; selector: string }[];
  interactive: { description: string; type: string; location: ElementLocation; selector: string }[];
  navigation: { score: number; links: number; hasSkipLink: boolean; hasSearch: boolean; breadcrumbs: boolean };
  readability: { score: number; band: ReadabilityBand };
  globalScore: number;
}

export interface EngagementDetails {
  pages: EngagementPage[];
  averages: { score: number; ctaCount: number; interactiveCount: number; socialCount: number };
  scores: { navigation: number; readability: number; global: number };
  /** Issues with recommendations: the findings of type user-engagement; recommendation text comes from the rule. */
}

// ---------- SEO ----------
/** The parts of a page search engines read, each with its share of the SEO score (audits README, "SEO"). */
export type SeoCategory = 'titles' | 'headings' | 'canonical' | 'open-graph' | 'structured-data' | 'crawling' | 'links' | 'images';

export interface SeoPage {
  url: string;
  status: number;
  /** False when a robots meta tag or X-Robots-Tag says noindex (or none). */
  indexable: boolean;
  title: { value: string | null; length: number; band: SeoElementBand };
  description: { value: string | null; length: number; band: SeoElementBand };
  canonical: string | null;
  h1: number;
  h2: number;
  /** Which of og:title, og:description and og:image are present. */
  openGraph: { title: boolean; description: boolean; image: boolean };
  /** Schema.org types declared by JSON-LD, microdata or RDFa; `invalid` counts JSON-LD blocks that are not JSON or name no type. */
  structuredData: { types: string[]; invalid: number };
  images: { total: number; missingAlt: number };
  links: { internal: number; external: number };
}

export interface SeoDetails {
  /** One entry per category, in SeoCategory order: its weight in the score, the points it lost and its own 0-100 score. */
  categories: { category: SeoCategory; weight: number; lost: number; score: number; findings: number }[];
  /**
   * Every finding of the report in the order to fix them: `gain` is the number of points the SEO score
   * rises by when that finding alone is fixed (one decimal); ties by severity, then id.
   */
  ranked: { findingId: string; category: SeoCategory; gain: number }[];
  pages: SeoPage[];
  robots: WebsiteDetails['robots'];
  sitemap: WebsiteDetails['sitemap'];
  /** The three audits this one reuses, as they scored the same collection pass. */
  sources: { content: number; semantic: Scored; websiteSeo: Scored };
}

// ---------- diff ----------
export interface AuditDiff {
  baseId: string;
  otherId: string;
  scoreDelta: number;
  newFindings: Finding[];
  fixedFindings: Finding[];
  persistingFindings: Finding[];
}

// ---------- export ----------
/** The JSON export document; its JSON Schema is docs/audits/audit-export.schema.json (`npm run audits:schema`). */
export interface AuditExport {
  $schema: string;
  id: string;
  createdAt: string;
  finishedAt: string | null;
  result: AuditResult;
}

// ---------- routes (/api/audits, signed in) ----------

/** `POST /api/audits` (202): type and url are judged by the server (AUDIT_INVALID_URL…); semantic is premium. */
export interface StartAuditRequest {
  type: AuditType;
  url: string;
  /** Also audit the pages the start page links to, up to MaxCrawlPages in all. */
  crawl?: boolean;
}

/** Linked-page crawling stops at this many URLs, the start page included (the domain's MAX_CRAWL_PAGES). */
export type MaxCrawlPages = 10;

export interface StartAuditResponse extends SuccessResponse {
  id: string;
}

/** A run as `GET /api/audits/:id` shows it; `result` once done, `error` once failed. */
export interface AuditRunView {
  id: string;
  type: AuditType;
  url: string;
  crawl: boolean;
  status: AuditStatus;
  /** 0-100. */
  progress: number;
  stage: AuditStage;
  result?: AuditResult;
  error?: AuditError;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface GetAuditResponse extends SuccessResponse {
  audit: AuditRunView;
}

/** `GET /api/audits?type=&url=&page=&pageSize=`: the caller's runs, newest first. */
export interface AuditHistoryQuery {
  type?: AuditType;
  url?: string;
  page?: number;
  pageSize?: number;
}

/** One earlier run in the history: no result body, just its headline. */
export interface AuditSummary {
  id: string;
  type: AuditType;
  url: string;
  crawl: boolean;
  status: AuditStatus;
  score: number | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface AuditHistoryResponse extends SuccessResponse {
  total: number;
  page: number;
  pageSize: number;
  items: AuditSummary[];
}

/** `GET /api/audits/:id/diff/:otherId`: findings new, fixed and persisting between two runs of the caller's. */
export interface AuditDiffResponse extends SuccessResponse {
  diff: AuditDiff;
}

export type AuditExportFormat = 'json' | 'csv' | 'pdf';

/** `GET /api/audits/:id/export?format=&lang=`: a file (JSON: AuditExport; CSV: the findings; PDF: the printed report). */
export interface AuditExportQuery {
  format?: AuditExportFormat;
  /** The language of the CSV's and the PDF's texts. */
  lang?: string;
}

// ---------- website data (/api/website, signed in; audits README, "Website data") ----------

/** A website the caller keeps: the main one pre-fills the website audit, which fills analyzisUrls and sitemapContent. */
export interface WebsiteData {
  id: string;
  name: string;
  /** https:// only, normalised as audit URLs are (lower-case host, no fragment). */
  url: string;
  /** The URLs the last website audit of this URL detected (at most 500). */
  analyzisUrls: string[];
  /** The sitemap.xml that audit generated ('' before any audit; at most 1 MB). */
  sitemapContent: string;
  /** The owner: always the token's user. */
  userId: string;
  /** One main website per user; the first one saved is main. */
  main: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * `POST /api/website/insert-website-data`: saved by (user, url) — the same URL again updates that website —
 * or, with `id`, that website's name and URL. A body's userId is ignored. Errors: AUDITS_WEBSITE_NAME_REQUIRED
 * ('The website name is required'), AUDITS_WEBSITE_URL_HTTPS ('The URL must start with https://'),
 * AUDITS_WEBSITE_NAME_TOO_LONG, AUDITS_WEBSITE_URL_TOO_LONG, AUDITS_WEBSITE_TOO_MANY_URLS,
 * AUDITS_WEBSITE_ANALYZIS_URLS_INVALID, AUDITS_WEBSITE_SITEMAP_INVALID, AUDITS_WEBSITE_SITEMAP_TOO_LARGE (400);
 * AUDITS_WEBSITE_NOT_FOUND (404); AUDITS_WEBSITE_LIMIT_REACHED, AUDITS_WEBSITE_URL_TAKEN (409).
 */
export interface InsertWebsiteDataRequest {
  id?: string;
  name: string;
  url: string;
  /** Absent: the stored ones are kept. */
  analyzisUrls?: string[];
  /** Absent: the stored one is kept. */
  sitemapContent?: string;
  /** Make this the main website. */
  main?: boolean;
  /** Ignored: the owner is the token's user. */
  userId?: string;
}

export interface InsertWebsiteDataResponse extends SuccessResponse {
  data: WebsiteData;
}

/** `GET /api/website/load-website-data`: the caller's websites, the main one first (the page uses the first). */
export interface LoadWebsiteDataResponse extends SuccessResponse {
  data: WebsiteData[];
}

/** `DELETE /api/website/:id`: the caller's only (others answer 404 AUDITS_WEBSITE_NOT_FOUND). */
export type DeleteWebsiteDataResponse = SuccessResponse;
