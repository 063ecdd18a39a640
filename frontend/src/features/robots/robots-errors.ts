import type { MessageDescriptor } from 'react-intl';
import type { DevtoolsErrorCode, DevtoolsSdErrorCode, DevtoolsWarningCode } from '../../../../src/modules/devtools/contract.js';
import { errorBodyOf, errorCodeOf, errorStatusOf, messageForCode } from '../../shared/errors/errorMessages.js';
import { outboundRefusalReason } from '../../shared/errors/outbound-refusal.js';
import { robotsMessages as m } from './robots.messages.js';
import { sdMessages as sd } from './structured-data/structured-data.messages.js';

export type Values = Record<string, string | number>;

/** A sentence to show, with its values already in the user's language where they are sentences themselves. */
export interface Sentence {
  message: MessageDescriptor;
  values?: Values;
  /** A nested sentence passed as the value `why` (the refusal's reason). */
  why?: MessageDescriptor;
}

/** A failed call: the headline ('The test could not be run.') and why. */
export interface Failure {
  headline: MessageDescriptor;
  reason: Sentence;
  code: string | null;
}

/** The codes this page's calls can answer (src/modules/devtools/README.md, "Error codes"; the validator shares the fetching ones). */
type PageErrorCode = Extract<
  DevtoolsErrorCode,
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
>;

export const ERROR_TEXT: Record<PageErrorCode, MessageDescriptor> = {
  DEVTOOLS_ROBOTS_SOURCE_REQUIRED: m.eSourceRequired,
  DEVTOOLS_ROBOTS_TXT_TOO_LARGE: m.eTxtTooLarge,
  DEVTOOLS_TOO_MANY_PATHS: m.eTooManyPaths,
  DEVTOOLS_PATH_INVALID: m.ePathInvalid,
  DEVTOOLS_USER_AGENT_INVALID: m.eUserAgentInvalid,
  DEVTOOLS_TOO_MANY_SITEMAPS: m.eTooManySitemaps,
  DEVTOOLS_ROBOTS_GROUPS_INVALID: m.eGroupsInvalid,
  DEVTOOLS_ROBOTS_VALUE_INVALID: m.eValueInvalid,
  DEVTOOLS_INVALID_URL: m.eInvalidUrl,
  DEVTOOLS_TARGET_REFUSED: m.eTargetRefused,
  DEVTOOLS_FETCH_TIMEOUT: m.eFetchTimeout,
  DEVTOOLS_FETCH_FAILED: m.eFetchFailed,
  DEVTOOLS_SITEMAP_HTTP_ERROR: m.eSitemapHttp,
  DEVTOOLS_SITEMAP_NOT_A_SITEMAP: m.eNotASitemap,
  DEVTOOLS_SITEMAP_TOO_LARGE: m.eSitemapTooLarge,
};

export const WARNING_TEXT: Record<DevtoolsWarningCode, MessageDescriptor> = {
  DEVTOOLS_ROBOTS_UNAVAILABLE: m.wUnavailable,
  DEVTOOLS_ROBOTS_UNREACHABLE: m.wUnreachable,
  DEVTOOLS_ROBOTS_TRUNCATED: m.wTruncated,
  DEVTOOLS_ROBOTS_UNKNOWN_DIRECTIVE: m.wUnknownDirective,
  DEVTOOLS_ROBOTS_RULE_OUTSIDE_GROUP: m.wRuleOutsideGroup,
  DEVTOOLS_ROBOTS_ROBOTS_TXT_ALWAYS_ALLOWED: m.wRobotsTxtAllowed,
  DEVTOOLS_ROBOTS_BLOCKS_ALL: m.wBlocksAll,
  DEVTOOLS_ROBOTS_BLOCKS_ASSETS: m.wBlocksAssets,
  DEVTOOLS_ROBOTS_CRAWL_DELAY_IGNORED: m.wCrawlDelay,
  DEVTOOLS_ROBOTS_INVALID_SITEMAP_URL: m.wInvalidSitemap,
};

/** The structured-data validator's refusals (contract.ts, DEVTOOLS_SD_ERROR_CODES). */
const SD_ERROR_TEXT: Record<DevtoolsSdErrorCode, MessageDescriptor> = {
  DEVTOOLS_SD_SOURCE_REQUIRED: sd.eSourceRequired,
  DEVTOOLS_SD_HTML_TOO_LARGE: sd.eHtmlTooLarge,
  DEVTOOLS_SD_HTTP_ERROR: sd.eHttpBare,
  DEVTOOLS_SD_NOT_HTML: sd.eNotHtml,
  DEVTOOLS_SD_MARKUP_TOO_DEEP: sd.eMarkupTooDeepBare,
};

/** One code (of a call or of one sitemap) as a sentence; `details` is the error body's. */
export function explainCode(code: string, details?: Record<string, unknown> | null): Sentence {
  if (code === 'DEVTOOLS_TARGET_REFUSED') {
    return { message: m.eTargetRefused, why: outboundRefusalReason(details?.reason) };
  }
  if (code === 'RATE_LIMITED') {
    const ms = details?.retryAfterMs;
    return typeof ms === 'number' && ms > 0 ? { message: m.eRateLimited, values: { seconds: Math.ceil(ms / 1000) } } : { message: m.eRateLimitedNoTime };
  }
  if (code === 'DEVTOOLS_SD_MARKUP_TOO_DEEP' && typeof details?.maxDepth === 'number') return { message: sd.eMarkupTooDeep, values: { maxDepth: details.maxDepth } };
  if (code === 'DEVTOOLS_SD_HTTP_ERROR' && typeof details?.status === 'number') return { message: sd.eHttp, values: { status: details.status } };
  if (Object.hasOwn(ERROR_TEXT, code)) return { message: ERROR_TEXT[code as PageErrorCode] };
  if (Object.hasOwn(SD_ERROR_TEXT, code)) return { message: SD_ERROR_TEXT[code as DevtoolsSdErrorCode] };
  return { message: messageForCode(code) };
}

/** A failed RTK Query call in the user's language. */
export function explainFailure(error: unknown, headline: MessageDescriptor): Failure {
  const code = errorCodeOf(error);
  if (code) {
    const details = errorBodyOf(error)?.details;
    return { headline, reason: explainCode(code, details && typeof details === 'object' ? (details as Record<string, unknown>) : null), code };
  }
  const status = errorStatusOf(error);
  if (status === 401) return { headline, reason: { message: m.eSignedOut }, code };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { headline, reason: { message: m.eNetwork }, code };
  return { headline, reason: { message: m.eGeneric }, code };
}
