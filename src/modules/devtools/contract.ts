/**
 * The devtools module's HTTP contract (routes in adapters/http/robots.routes.ts): the robots.txt tester,
 * the sitemap check and the robots.txt generator under /api/devtools/robots. Types only; it imports
 * nothing but other contracts, and is the only devtools file the frontend may import (type-only).
 * Errors answer the platform's ErrorBody; every code is in `DevtoolsErrorCode` and in the module README.
 */

// ---------- robots.txt tester: POST /api/devtools/robots/test ----------

/** Exactly one of `url` (its origin's /robots.txt is fetched) and `robotsTxt` (pasted text). */
export interface RobotsTestRequest {
  url?: string;
  robotsTxt?: string;
  /** The crawler's product token (`Googlebot`); a `/version` suffix is ignored. */
  userAgent: string;
  /** Paths from the site's root, each starting with `/` (a query string may follow). */
  paths: string[];
}

export type RobotsRuleType = 'allow' | 'disallow';

export interface RobotsRuleView {
  type: RobotsRuleType;
  /** As written in the file (after trimming), before percent-encoding. */
  pattern: string;
  /** 1-based line in the robots.txt text. */
  line: number;
}

export interface RobotsGroupView {
  /** The product tokens of the group's user-agent lines, as written. */
  userAgents: string[];
  /** Line of the group's first user-agent line. */
  line: number;
  rules: RobotsRuleView[];
  crawlDelay: number | null;
}

/**
 * How the robots.txt was obtained. `fetched`: a 2xx answer, parsed. `unavailable`: a 4xx answer or too many
 * redirects, everything allowed (RFC 9309 §2.3.1.3). `unreachable`: a 5xx answer, a timeout or a network
 * failure, everything disallowed (RFC 9309 §2.3.1.4). `pasted`: the request's own text.
 */
export type RobotsSourceOutcome = 'fetched' | 'unavailable' | 'unreachable' | 'pasted';

export interface RobotsSource {
  outcome: RobotsSourceOutcome;
  /** The robots.txt address fetched (absent for pasted text). */
  url?: string;
  /** Where the redirects ended, when they did. */
  finalUrl?: string;
  /** HTTP status of the last answer, when there was one. */
  status?: number;
  fetchedBytes: number;
}

export interface RobotsPathResult {
  path: string;
  allowed: boolean;
  /** The deciding rule; null when no rule matched (allowed), or when the file's absence decided. */
  rule: RobotsRuleView | null;
  /** The user-agent of the group that applied (`*` for the default group); null when none did. */
  group: string | null;
}

export interface RobotsWarning {
  code: DevtoolsWarningCode;
  /** 1-based line of the robots.txt text it is about, when it is about one. */
  line?: number;
}

export interface RobotsTestResponse {
  success: true;
  source: RobotsSource;
  groups: RobotsGroupView[];
  sitemaps: string[];
  results: RobotsPathResult[];
  warnings: RobotsWarning[];
}

// ---------- sitemap check: POST /api/devtools/robots/sitemaps/check ----------

export interface SitemapCheckRequest {
  urls: string[];
}

export interface SitemapCheckResult {
  url: string;
  /** HTTP status of the last answer; null when none came. */
  status: number | null;
  contentType: string | null;
  /** The document's root element, when it is a sitemap. */
  kind: 'urlset' | 'sitemapindex' | null;
  /** Number of <loc> elements in a sitemap (URLs of a urlset, sitemaps of an index). */
  locCount: number;
  /** Why it is not a usable sitemap; null when it is one. */
  error: DevtoolsErrorCode | null;
}

export interface SitemapCheckResponse {
  success: true;
  results: SitemapCheckResult[];
}

// ---------- generator: POST /api/devtools/robots/generate ----------

export interface RobotsGroupInput {
  userAgents: string[];
  allow: string[];
  disallow: string[];
  /** Seconds; written as Crawl-delay (Google ignores it). */
  crawlDelay?: number;
}

export interface RobotsGenerateRequest {
  groups: RobotsGroupInput[];
  sitemaps: string[];
}

export interface RobotsGenerateResponse {
  success: true;
  robotsTxt: string;
  warnings: { code: DevtoolsWarningCode; line: number }[];
}

// ---------- codes ----------

export type DevtoolsErrorCode =
  | 'DEVTOOLS_ROBOTS_SOURCE_REQUIRED'
  | 'DEVTOOLS_ROBOTS_TXT_TOO_LARGE'
  | 'DEVTOOLS_TOO_MANY_PATHS'
  | 'DEVTOOLS_PATH_INVALID'
  | 'DEVTOOLS_USER_AGENT_INVALID'
  | 'DEVTOOLS_TOO_MANY_SITEMAPS'
  | 'DEVTOOLS_ROBOTS_GROUPS_INVALID'
  | 'DEVTOOLS_ROBOTS_VALUE_INVALID'
  | 'DEVTOOLS_INVALID_URL'
  | 'DEVTOOLS_TARGET_REFUSED'
  | 'DEVTOOLS_FETCH_TIMEOUT'
  | 'DEVTOOLS_FETCH_FAILED'
  | 'DEVTOOLS_SITEMAP_HTTP_ERROR'
  | 'DEVTOOLS_SITEMAP_NOT_A_SITEMAP'
  | 'DEVTOOLS_SITEMAP_TOO_LARGE';

export type DevtoolsWarningCode =
  | 'DEVTOOLS_ROBOTS_UNAVAILABLE'
  | 'DEVTOOLS_ROBOTS_UNREACHABLE'
  | 'DEVTOOLS_ROBOTS_TRUNCATED'
  | 'DEVTOOLS_ROBOTS_UNKNOWN_DIRECTIVE'
  | 'DEVTOOLS_ROBOTS_RULE_OUTSIDE_GROUP'
  | 'DEVTOOLS_ROBOTS_ROBOTS_TXT_ALWAYS_ALLOWED'
  | 'DEVTOOLS_ROBOTS_BLOCKS_ALL'
  | 'DEVTOOLS_ROBOTS_BLOCKS_ASSETS'
  | 'DEVTOOLS_ROBOTS_CRAWL_DELAY_IGNORED'
  | 'DEVTOOLS_ROBOTS_INVALID_SITEMAP_URL';
