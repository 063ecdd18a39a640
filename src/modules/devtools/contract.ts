/**
 * The devtools module's HTTP contract (routes in adapters/http/*.routes.ts): the robots.txt tester,
 * the sitemap check and the robots.txt generator under /api/devtools/robots; the API testing hub's sender,
 * environments, collections and history under /api/devtools; responsive testing under
 * /api/devtools/responsive. Types only; it imports
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
  | DevtoolsResponsiveErrorCode
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
  | 'DEVTOOLS_SITEMAP_TOO_LARGE'
  // API testing hub: sending (400 unless said; the failures of the target answer 503)
  /** 413: a request body over 1 MiB. */
  | 'DEVTOOLS_HTTP_BODY_TOO_LARGE'
  | 'DEVTOOLS_HTTP_HEADER_INVALID'
  /** 503: no answer within 30 s. */
  | 'DEVTOOLS_HTTP_TIMEOUT'
  /** 503: the host name does not resolve. */
  | 'DEVTOOLS_HTTP_DNS_FAILED'
  /** 503: nothing listens on that port. */
  | 'DEVTOOLS_HTTP_CONNECTION_REFUSED'
  /** 503: the connection was closed or reset before a complete answer. */
  | 'DEVTOOLS_HTTP_CONNECTION_RESET'
  /** 503: the TLS handshake failed (certificate expired, self-signed, wrong host, …); `details.reason` says which. */
  | 'DEVTOOLS_HTTP_TLS_FAILED'
  /** 503: more than 5 redirects. */
  | 'DEVTOOLS_HTTP_TOO_MANY_REDIRECTS'
  /** 503: any other network failure. */
  | 'DEVTOOLS_HTTP_FAILED'
  // API testing hub: stored data
  /** 404: no such environment of this user. */
  | 'DEVTOOLS_ENVIRONMENT_NOT_FOUND'
  /** 404: no such collection of this user. */
  | 'DEVTOOLS_COLLECTION_NOT_FOUND'
  /** 409: the user has the most environments allowed (`details.limit`). */
  | 'DEVTOOLS_ENVIRONMENT_LIMIT'
  /** 409: the user has the most collections allowed (`details.limit`). */
  | 'DEVTOOLS_COLLECTION_LIMIT'
  /** A collection over 200 requests or 1 MiB of JSON (UTF-8); `details.limit` (requests) and `details.maxBytes` either way. */
  | 'DEVTOOLS_COLLECTION_TOO_LARGE'
  /** Two variables with the same key in one environment (`details.key`). */
  | 'DEVTOOLS_VARIABLE_DUPLICATE';

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

// ---------- API testing hub (devtools README, "API testing hub") ----------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** A header or a query parameter, in order; names may repeat. */
export type NameValue = [string, string];

/**
 * POST /api/devtools/http: the server sends one request and answers what came back. `{{name}}` in `url`,
 * header values and `body` is replaced from the environment's variables (secret ones too, server-side
 * only); a name the environment lacks stays as typed and is listed in `unresolvedVariables`.
 */
export interface HttpSendRequest {
  method: HttpMethod;
  url: string;
  headers: NameValue[];
  /** At most 1 MiB (UTF-8); not sent with GET or HEAD. */
  body?: string;
  /** Follow up to 5 redirects, each checked by the guard; off by default. */
  followRedirects?: boolean;
  /** The environment whose variables fill `{{name}}`; none when absent, null or ''. */
  environmentId?: string | null;
}

/** Milliseconds of the final exchange's phases, measured by the server; `totalMs` spans every hop. */
export interface HttpTimings {
  dnsMs: number;
  connectMs: number;
  /** 0 for plain http. */
  tlsMs: number;
  /** From the request written to the first byte of the answer. */
  firstByteMs: number;
  downloadMs: number;
  totalMs: number;
}

export interface HttpRedirectHop {
  status: number;
  location: string;
}

export interface HttpSendResponse {
  success: true;
  status: number;
  statusText: string;
  headers: NameValue[];
  /** The answer's body: text as utf8, anything else (images, archives…) as base64. */
  body: string;
  bodyEncoding: 'utf8' | 'base64';
  /** Bytes of body read (at most 10 MiB). */
  size: number;
  /** The body went past 10 MiB and was cut there. */
  truncated: boolean;
  timings: HttpTimings;
  /** The redirects followed, in order (empty when not following). */
  redirects: HttpRedirectHop[];
  /** The address the server connected to for the final exchange. */
  remoteAddress: string;
  /** `{{name}}` placeholders the environment did not define (sent as typed). */
  unresolvedVariables: string[];
}

// ---------- environments: /api/devtools/environments ----------

export interface EnvironmentVariable {
  key: string;
  /** '' for a secret: its value never leaves the server. */
  value: string;
  secret: boolean;
  /** A value is stored (for a secret, whose `value` is always ''). */
  hasValue: boolean;
}

export interface ApiEnvironment {
  id: string;
  name: string;
  variables: EnvironmentVariable[];
  updatedAt: string;
}

/**
 * POST (create) and PUT /:id (replace). On PUT, a secret variable sent with value '' and `hasValue: true`
 * keeps the value stored under the same key.
 */
export interface SaveEnvironmentRequest {
  name: string;
  variables: { key: string; value: string; secret: boolean; hasValue?: boolean }[];
}

export interface ListEnvironmentsResponse {
  success: true;
  environments: ApiEnvironment[];
}

export interface SaveEnvironmentResponse {
  success: true;
  environment: ApiEnvironment;
}

// ---------- collections: /api/devtools/collections ----------

export type SavedRequestBodyMode = 'none' | 'json' | 'form' | 'raw';

export interface SavedRequestBody {
  mode: SavedRequestBodyMode;
  text: string;
  form: NameValue[];
}

export interface SavedRequestAuth {
  type: 'none' | 'bearer' | 'basic';
  token?: string;
  username?: string;
  password?: string;
}

export type AssertionKind = 'status' | 'header' | 'json-path' | 'time';

export interface SavedAssertion {
  kind: AssertionKind;
  /** The header name or the JSON path; absent for status and time. */
  target?: string;
  op: 'equals' | 'contains' | 'below';
  value: string;
}

export interface SavedRequest {
  id: string;
  name: string;
  method: HttpMethod;
  url: string;
  params: NameValue[];
  headers: NameValue[];
  body: SavedRequestBody;
  auth: SavedRequestAuth;
  assertions: SavedAssertion[];
}

export interface ApiCollection {
  id: string;
  name: string;
  requests: SavedRequest[];
  updatedAt: string;
}

/** POST (create) and PUT /:id (replace). */
export interface SaveCollectionRequest {
  name: string;
  requests: SavedRequest[];
}

export interface ListCollectionsResponse {
  success: true;
  collections: ApiCollection[];
}

export interface SaveCollectionResponse {
  success: true;
  collection: ApiCollection;
}

// ---------- history: GET and DELETE /api/devtools/history ----------

export interface HttpHistoryEntry {
  id: string;
  method: HttpMethod;
  /** As typed, before `{{name}}` substitution. */
  url: string;
  status: number | null;
  totalMs: number | null;
  /** Why no answer came (DEVTOOLS_HTTP_TIMEOUT, DEVTOOLS_TARGET_REFUSED, …); null when one did. */
  errorCode: DevtoolsErrorCode | null;
  at: string;
}

export interface ListHttpHistoryResponse {
  success: true;
  entries: HttpHistoryEntry[];
}

/** DELETE of an environment, a collection or the history. */
export interface DevtoolsDeleteResponse {
  success: true;
}

// ---------- responsive testing: /api/devtools/responsive (devtools README, "Responsive testing") ----------
// Presets and limits as values: src/shared/devtools/responsive-devices.ts (the browser may import it).

/** One size to render; `id` names the preset it came from, when it did. */
export interface ResponsiveDeviceInput {
  id?: string;
  name: string;
  /** CSS px of the viewport, 240 to 3840. */
  width: number;
  /** CSS px of the viewport, 240 to 4000. */
  height: number;
}

/** POST /api/devtools/responsive: 1 to 12 devices; an http(s) address the guard admits. */
export interface ResponsiveRunRequest {
  url: string;
  devices: ResponsiveDeviceInput[];
}

/** 202: the run is queued; poll GET /api/devtools/responsive/:id. */
export interface ResponsiveRunStartedResponse {
  success: true;
  id: string;
}

/** `done`: every size was tried (some may have failed on their own); `failed`: the run as a whole did. */
export type ResponsiveRunStatus = 'queued' | 'running' | 'done' | 'failed';

export type ResponsiveDeviceStatus = 'pending' | 'done' | 'failed';

/** An element whose right edge passes the viewport's width (it makes the page scroll sideways). */
export interface ResponsiveOverflowFinding {
  /** A short CSS selector naming the element (`main > div.hero:nth-of-type(2)`). */
  selector: string;
  /** Its rendered width, CSS px. */
  width: number;
}

/** A link, button, input, [role=button] or [onclick] element smaller than 24×24 CSS px (WCAG 2.2 §2.5.8). */
export interface ResponsiveTapTargetFinding {
  selector: string;
  width: number;
  height: number;
  /** Its visible text or accessible label, at most 60 characters; empty when it has none. */
  text: string;
}

export interface ResponsiveFindings {
  /** At most 20, widest first; `overflowTotal` counts them all. Empty when the page does not scroll sideways. */
  overflow: ResponsiveOverflowFinding[];
  overflowTotal: number;
  /** At most 20, in document order; `tapTargetTotal` counts them all. */
  tapTargets: ResponsiveTapTargetFinding[];
  tapTargetTotal: number;
}

export interface ResponsiveDeviceResult {
  /** Position in the run's device list (the `:index` of its screenshot). */
  index: number;
  /** The preset it came from, when it did. */
  presetId: string | null;
  name: string;
  width: number;
  height: number;
  status: ResponsiveDeviceStatus;
  /** Why this size failed (`DEVTOOLS_RENDER_TIMEOUT`, `DEVTOOLS_RENDER_FAILED`, `DEVTOOLS_TARGET_REFUSED`); null otherwise. */
  errorCode: DevtoolsErrorCode | null;
  /** The page's full height at this width, CSS px (the screenshot is cut at 8000). */
  pageHeight: number | null;
  /** documentElement.scrollWidth at this width; above `width` means horizontal overflow. */
  scrollWidth: number | null;
  /** GET /api/devtools/responsive/:id/shots/:index (PNG, `width` px wide) once rendered; null before or on failure. */
  screenshotUrl: string | null;
  findings: ResponsiveFindings;
}

export interface ResponsiveRunView {
  id: string;
  url: string;
  status: ResponsiveRunStatus;
  progress: { done: number; total: number };
  /** Why the run failed (`DEVTOOLS_TARGET_REFUSED`, `DEVTOOLS_RENDER_FAILED`, `DEVTOOLS_RESPONSIVE_INTERRUPTED`); null otherwise. */
  errorCode: DevtoolsErrorCode | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until done or failed. */
  finishedAt: string | null;
  devices: ResponsiveDeviceResult[];
  /** GET addresses of the side-by-side PNG and the PDF (one page per size); null until the run is done with at least one shot. */
  exports: { png: string; pdf: string } | null;
}

/** GET /api/devtools/responsive/:id (the owner only; anyone else's id answers 404). */
export interface ResponsiveRunResponse {
  success: true;
  run: ResponsiveRunView;
}

export interface ResponsiveRunSummary {
  id: string;
  url: string;
  status: ResponsiveRunStatus;
  progress: { done: number; total: number };
  errorCode: DevtoolsErrorCode | null;
  createdAt: string;
  finishedAt: string | null;
  /** Device names in order (`iPhone SE`, …). */
  deviceNames: string[];
}

/** GET /api/devtools/responsive: the user's last 20 runs, newest first. */
export interface ResponsiveRunListResponse {
  success: true;
  runs: ResponsiveRunSummary[];
}

/**
 * Responsive testing's codes (400 unless said). Per size: DEVTOOLS_RENDER_TIMEOUT (no load within 20 s),
 * DEVTOOLS_RENDER_FAILED, DEVTOOLS_TARGET_REFUSED (a redirect the guard refused). Per run: the same, and
 * DEVTOOLS_RESPONSIVE_INTERRUPTED (the worker stopped while it ran).
 */
export type DevtoolsResponsiveErrorCode =
  /** A device list out of the limits of src/shared/devtools/responsive-devices.ts (`details.reason`). */
  | 'DEVTOOLS_RESPONSIVE_DEVICES_INVALID'
  /** 409: two runs of this user are already queued or running (`details.limit`). */
  | 'DEVTOOLS_RESPONSIVE_TOO_MANY_RUNNING'
  /** 404: no such run of this user. */
  | 'DEVTOOLS_RESPONSIVE_NOT_FOUND'
  /** 404: no screenshot at that index (not rendered, failed, or out of range). */
  | 'DEVTOOLS_RESPONSIVE_SHOT_NOT_FOUND'
  /** 409: an export asked before the run is done, or of a run without any screenshot. */
  | 'DEVTOOLS_RESPONSIVE_NOT_FINISHED'
  | 'DEVTOOLS_RESPONSIVE_INTERRUPTED'
  | 'DEVTOOLS_RENDER_TIMEOUT'
  | 'DEVTOOLS_RENDER_FAILED';

// ---------- structured data: POST /api/devtools/structured-data/validate ----------

/**
 * Exactly one of `url` (the page is fetched through the outbound guard: 10 s, the first 5 MiB, up to five
 * redirects) and `html` (pasted markup, at most 2 MiB UTF-8).
 */
export interface StructuredDataValidateRequest {
  url?: string;
  html?: string;
}

export type StructuredDataFormat = 'json-ld' | 'microdata' | 'rdfa';

/** What was found, as plain JSON: JSON-LD as written; microdata and RDFa as `{ property: value | value[] }`. */
export type StructuredDataJson = string | number | boolean | null | StructuredDataJson[] | { [key: string]: StructuredDataJson };

export interface StructuredDataIssue {
  code: DevtoolsSdIssueCode;
  /** The property it is about (`offers`, `author`), when it is about one. */
  property?: string;
  /**
   * What was expected: the kind of value (`URL`, `Date`, `DateTime`, `Time`, `Number`, `Integer`, `Boolean`,
   * or a schema.org type name) for DEVTOOLS_SD_WRONG_VALUE_KIND; the properties of which one is required
   * (`review|aggregateRating|offers`) for DEVTOOLS_SD_MISSING_REQUIRED; the replacement for DEVTOOLS_SD_SUPERSEDED.
   */
  expected?: string;
  /** 1-based line of the page's markup, when known. */
  line?: number;
}

export interface StructuredDataItem {
  format: StructuredDataFormat;
  /** The schema.org type name (`Product`); the first one when several are given; null when none is. */
  type: string | null;
  /** Every type given (`@type` arrays, space-separated itemtype/typeof), as schema.org names or as written. */
  types: string[];
  /** `@id`, `itemid` or `resource`, when given. */
  id?: string;
  /** For a nested item: the property of its parent it is the value of. */
  property?: string;
  properties: { [name: string]: StructuredDataJson };
  errors: StructuredDataIssue[];
  warnings: StructuredDataIssue[];
  /**
   * The Google rich result it is checked as (a RichResultType of src/shared/devtools/rich-results.ts), or null
   * when its type is none of them.
   */
  richResult: string | null;
  /** Nested typed items (values that are themselves typed items), each validated the same way. */
  children: StructuredDataItem[];
  line?: number;
}

export interface StructuredDataSource {
  kind: 'url' | 'html';
  /** The address given (kind `url`). */
  url?: string;
  /** Where the redirects ended (kind `url`). */
  finalUrl?: string;
  /** HTTP status of the answer (kind `url`). */
  status?: number;
  /** Bytes of markup read (UTF-8 for pasted html). */
  bytes: number;
}

export interface StructuredDataValidateResponse {
  success: true;
  source: StructuredDataSource;
  /** The top-level items in page order (JSON-LD blocks, then microdata, then RDFa, each in document order). */
  items: StructuredDataItem[];
  warnings: { code: DevtoolsSdWarningCode }[];
}

/** The request's refusals (400, the platform's ErrorBody), besides DEVTOOLS_INVALID_URL, DEVTOOLS_TARGET_REFUSED, DEVTOOLS_FETCH_TIMEOUT and DEVTOOLS_FETCH_FAILED. */
export const DEVTOOLS_SD_ERROR_CODES = [
  /** Neither or both of `url` and `html`. */
  'DEVTOOLS_SD_SOURCE_REQUIRED',
  /** `html` over 2 MiB (UTF-8). */
  'DEVTOOLS_SD_HTML_TOO_LARGE',
  /** The page answered a status other than 2xx (`details.status`). */
  'DEVTOOLS_SD_HTTP_ERROR',
  /** The page's Content-Type is not HTML (`details.contentType`). */
  'DEVTOOLS_SD_NOT_HTML',
  /** The page's elements nest more than 1024 deep (`details.maxDepth`): no real page does, and parsing it would take minutes. */
  'DEVTOOLS_SD_MARKUP_TOO_DEEP',
] as const;

/** The response's warnings (`warnings`). */
export const DEVTOOLS_SD_WARNING_CODES = [
  /** The page was over 5 MiB: only its first 5 MiB were read. */
  'DEVTOOLS_SD_PAGE_TRUNCATED',
  /** No JSON-LD, microdata or RDFa in the page. */
  'DEVTOOLS_SD_NONE_FOUND',
  /** More than 500 items: the rest were not read. */
  'DEVTOOLS_SD_TOO_MANY_ITEMS',
] as const;

/** An item's `errors` and `warnings`. */
export const DEVTOOLS_SD_ISSUE_CODES = [
  // errors
  /** A JSON-LD block that is not valid JSON (`line`: where the parse failed). */
  'DEVTOOLS_SD_JSONLD_SYNTAX',
  /** A JSON-LD value that is neither an object nor an array of objects at the top of a block. */
  'DEVTOOLS_SD_JSONLD_NOT_OBJECT',
  /** An item without a type (`@type`, itemtype, typeof). */
  'DEVTOOLS_SD_MISSING_TYPE',
  /** A type schema.org does not define (`expected`: nothing; the type is the item's). */
  'DEVTOOLS_SD_UNKNOWN_TYPE',
  /** A property schema.org does not define. */
  'DEVTOOLS_SD_UNKNOWN_PROPERTY',
  /** A schema.org property that no type of the item has, its supertypes included. */
  'DEVTOOLS_SD_PROPERTY_NOT_ON_TYPE',
  /** A value of the wrong kind (`expected`: URL, Date, DateTime, Time, Number, Integer, Boolean or a type). */
  'DEVTOOLS_SD_WRONG_VALUE_KIND',
  /** A property the item's rich result requires is absent (`expected` lists a choice: `a|b|c`). */
  'DEVTOOLS_SD_MISSING_REQUIRED',
  // warnings
  /** A property the item's rich result recommends is absent. */
  'DEVTOOLS_SD_MISSING_RECOMMENDED',
  /** A type or property schema.org marks as superseded (`expected`: its replacement). */
  'DEVTOOLS_SD_SUPERSEDED',
  /** An item in another vocabulary than schema.org: kept, not validated. */
  'DEVTOOLS_SD_NOT_SCHEMA_ORG',
  /** A JSON-LD item without an `@context` naming schema.org, read as schema.org. */
  'DEVTOOLS_SD_JSONLD_NO_CONTEXT',
  /** A microdata itemref naming no element id of the page. */
  'DEVTOOLS_SD_ITEMREF_NOT_FOUND',
  /**
   * A warning on the property whose items nest more than 16 deep (deeper ones were not read); an error on a
   * JSON-LD block whose brackets nest more than 128 deep (the block was not read).
   */
  'DEVTOOLS_SD_TOO_DEEP',
  /** A property with an empty value. */
  'DEVTOOLS_SD_EMPTY_VALUE',
] as const;

export type DevtoolsSdErrorCode = (typeof DEVTOOLS_SD_ERROR_CODES)[number];
export type DevtoolsSdWarningCode = (typeof DEVTOOLS_SD_WARNING_CODES)[number];
export type DevtoolsSdIssueCode = (typeof DEVTOOLS_SD_ISSUE_CODES)[number];
/** Every DEVTOOLS_SD_* code, for a translation table that must name them all. */
export type DevtoolsSdCode = DevtoolsSdErrorCode | DevtoolsSdWarningCode | DevtoolsSdIssueCode;
