import type { MessageDescriptor } from 'react-intl';
import type { DevtoolsErrorCode } from '../../../../src/modules/devtools/contract';
import { errorBodyOf, errorCodeOf, errorStatusOf, messageForCode } from '../../shared/errors/errorMessages';
import { outboundRefusalReason } from '../../shared/errors/outbound-refusal';
import { responsiveMessages as m } from './responsive.messages';

/** A sentence to show: a message, its values, and `why`, a nested message passed as the value `why`. */
export interface Sentence {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  why?: MessageDescriptor;
}

/** A failed call or run: what failed, then why, with the server's code when there was one. */
export interface Failure {
  headline: MessageDescriptor;
  reason: Sentence;
  code: string | null;
}

/** The codes responsive testing's calls and runs can answer (contract.ts, DevtoolsResponsiveErrorCode and the fetching ones). */
type PageErrorCode = Extract<
  DevtoolsErrorCode,
  | 'DEVTOOLS_INVALID_URL'
  | 'DEVTOOLS_RESPONSIVE_DEVICES_INVALID'
  | 'DEVTOOLS_RESPONSIVE_NOT_FOUND'
  | 'DEVTOOLS_RESPONSIVE_SHOT_NOT_FOUND'
  | 'DEVTOOLS_RESPONSIVE_NOT_FINISHED'
  | 'DEVTOOLS_RESPONSIVE_INTERRUPTED'
  | 'DEVTOOLS_RENDER_TIMEOUT'
  | 'DEVTOOLS_RENDER_FAILED'
  | 'DEVTOOLS_FETCH_TIMEOUT'
  | 'DEVTOOLS_FETCH_FAILED'
>;

const ERROR_TEXT: Record<PageErrorCode, MessageDescriptor> = {
  DEVTOOLS_INVALID_URL: m.eInvalidUrl,
  DEVTOOLS_RESPONSIVE_DEVICES_INVALID: m.eDevicesInvalid,
  DEVTOOLS_RESPONSIVE_NOT_FOUND: m.eNotFound,
  DEVTOOLS_RESPONSIVE_SHOT_NOT_FOUND: m.eShotNotFound,
  DEVTOOLS_RESPONSIVE_NOT_FINISHED: m.eNotFinished,
  DEVTOOLS_RESPONSIVE_INTERRUPTED: m.eInterrupted,
  DEVTOOLS_RENDER_TIMEOUT: m.eRenderTimeout,
  DEVTOOLS_RENDER_FAILED: m.eRenderFailed,
  DEVTOOLS_FETCH_TIMEOUT: m.eFetchTimeout,
  DEVTOOLS_FETCH_FAILED: m.eFetchFailed,
};

/** One code (of a call, a run or a size) as a sentence; `details` is the error body's, when there is one. */
export function explainCode(code: string, details?: Record<string, unknown> | null): Sentence {
  if (code === 'DEVTOOLS_TARGET_REFUSED') {
    return { message: m.eTargetRefused, why: outboundRefusalReason(details?.reason) };
  }
  if (code === 'RATE_LIMITED') {
    const ms = details?.retryAfterMs;
    return typeof ms === 'number' && ms > 0 ? { message: m.eRateLimited, values: { seconds: Math.ceil(ms / 1000) } } : { message: m.eRateLimitedNoTime };
  }
  if (code === 'DEVTOOLS_RESPONSIVE_TOO_MANY_RUNNING') {
    const limit = typeof details?.limit === 'number' ? details.limit : 2;
    return { message: m.eTooManyRunning, values: { limit } };
  }
  if (Object.hasOwn(ERROR_TEXT, code)) return { message: ERROR_TEXT[code as PageErrorCode] };
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
