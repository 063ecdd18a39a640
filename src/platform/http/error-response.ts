import { isDomainError, type DomainErrorKind } from '../../shared/index.js';
import type { ErrorBody } from '../contract.js';

export type { ErrorBody };

const STATUS: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** Koa and its middlewares throw http-errors with `status` and `expose`; these get stable codes too. */
const HTTP_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  if (isDomainError(error)) {
    return {
      status: STATUS[error.kind],
      body: { success: false, error: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) },
      unexpected: false,
    };
  }
  const httpError = error as { status?: unknown; expose?: unknown; message?: unknown; type?: unknown };
  if (typeof httpError.status === 'number' && httpError.status >= 400 && httpError.status < 500) {
    const status = httpError.status;
    const code = httpError.type === 'entity.parse.failed' ? 'INVALID_JSON' : (HTTP_CODES[status] ?? 'BAD_REQUEST');
    const message = httpError.expose && typeof httpError.message === 'string' ? httpError.message : 'Bad request';
    return { status, body: { success: false, error: message, code }, unexpected: false };
  }
  return { status: 500, body: { success: false, error: 'Internal server error', code: 'INTERNAL_ERROR' }, unexpected: true };
}
