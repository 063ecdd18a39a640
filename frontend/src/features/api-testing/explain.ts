import type { MessageDescriptor } from 'react-intl';
import { apiTestingMessages as m } from './api-testing.messages.js';

/** What a failed call answered: the platform's code and details, or RTK Query's status ('FETCH_ERROR' offline). */
export interface ApiProblem {
  code: string | null;
  status: number | string | null;
  details: Record<string, unknown>;
}

export interface Explained {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  /** A second line: why an address was refused. */
  more?: MessageDescriptor;
}

const REFUSAL_REASONS: Record<string, MessageDescriptor> = {
  loopback: m.reasonLoopback,
  'private-address': m.reasonPrivate,
  'link-local': m.reasonLinkLocal,
  'port-not-allowed': m.reasonPort,
  'scheme-not-allowed': m.reasonScheme,
  'credentials-in-url': m.reasonCredentials,
};

const SIMPLE: Record<string, MessageDescriptor> = {
  DEVTOOLS_INVALID_URL: m.errInvalidUrl,
  DEVTOOLS_HTTP_TIMEOUT: m.errTimeout,
  DEVTOOLS_HTTP_DNS_FAILED: m.errDns,
  DEVTOOLS_HTTP_CONNECTION_REFUSED: m.errConnectionRefused,
  DEVTOOLS_HTTP_CONNECTION_RESET: m.errConnectionReset,
  DEVTOOLS_HTTP_TLS_FAILED: m.errTls,
  DEVTOOLS_HTTP_TOO_MANY_REDIRECTS: m.errTooManyRedirects,
  DEVTOOLS_HTTP_FAILED: m.errHttpFailed,
  DEVTOOLS_HTTP_BODY_TOO_LARGE: m.errBodyTooLarge,
  DEVTOOLS_HTTP_HEADER_INVALID: m.errHeaderInvalid,
  DEVTOOLS_ENVIRONMENT_NOT_FOUND: m.errEnvironmentNotFound,
  DEVTOOLS_COLLECTION_NOT_FOUND: m.errCollectionNotFound,
  VALIDATION_FAILED: m.errValidation,
};

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A failed call in the user's language, by its code (src/modules/devtools/contract.ts, DevtoolsErrorCode). */
export function explainProblem(problem: ApiProblem): Explained {
  const { code, details } = problem;
  if (code === 'DEVTOOLS_TARGET_REFUSED') {
    return { message: m.errRefused, more: REFUSAL_REASONS[String(details.reason)] ?? m.reasonOther };
  }
  if (code === 'RATE_LIMITED') {
    const ms = numberOr(details.retryAfterMs, 0);
    return ms > 0 ? { message: m.errRateLimited, values: { seconds: Math.max(1, Math.ceil(ms / 1000)) } } : { message: m.errRateLimitedSoon };
  }
  if (code === 'DEVTOOLS_ENVIRONMENT_LIMIT') return { message: m.errEnvironmentLimit, values: { limit: numberOr(details.limit, 0) } };
  if (code === 'DEVTOOLS_COLLECTION_LIMIT') return { message: m.errCollectionLimit, values: { limit: numberOr(details.limit, 0) } };
  if (code === 'DEVTOOLS_COLLECTION_TOO_LARGE') return { message: m.errCollectionTooLarge, values: { limit: numberOr(details.limit, 200) } };
  if (code === 'DEVTOOLS_VARIABLE_DUPLICATE') return { message: m.errVariableDuplicate, values: { key: typeof details.key === 'string' ? details.key : '?' } };
  if (code && SIMPLE[code]) return { message: SIMPLE[code] };
  if (problem.status === 'FETCH_ERROR') return { message: m.errNetwork };
  return { message: m.errGeneric };
}
