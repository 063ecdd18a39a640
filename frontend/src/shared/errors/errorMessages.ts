import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Translations of the server's stable error `code`s (GUIDE §4: the server sends an English message
 * and a code; the browser shows the code's translation). Unknown codes get the generic message.
 */
const codeMessages = defineMessages({
  NOT_FOUND: {
    id: 'shared.errors.code.notFound',
    defaultMessage: 'We could not find what you asked for.',
    description: 'Server error NOT_FOUND',
  },
  AUTH_REQUIRED: {
    id: 'shared.errors.code.authRequired',
    defaultMessage: 'Please sign in to continue.',
    description: 'Server error AUTH_REQUIRED',
  },
  PREMIUM_REQUIRED: {
    id: 'shared.errors.code.premiumRequired',
    defaultMessage: 'This feature is part of the Premium plan.',
    description: 'Server error PREMIUM_REQUIRED; Premium is a plan name',
  },
  ADMIN_REQUIRED: {
    id: 'shared.errors.code.adminRequired',
    defaultMessage: 'Only administrators can do this.',
    description: 'Server error ADMIN_REQUIRED',
  },
  VALIDATION_FAILED: {
    id: 'shared.errors.code.validationFailed',
    defaultMessage: 'Some fields are not valid. Please check them and try again.',
    description: 'Server error VALIDATION_FAILED',
  },
  INVALID_JSON: {
    id: 'shared.errors.code.invalidJson',
    defaultMessage: 'The request could not be read. Please try again.',
    description: 'Server error INVALID_JSON',
  },
  PAYLOAD_TOO_LARGE: {
    id: 'shared.errors.code.payloadTooLarge',
    defaultMessage: 'What you sent is too large.',
    description: 'Server error PAYLOAD_TOO_LARGE',
  },
  RATE_LIMITED: {
    id: 'shared.errors.code.rateLimited',
    defaultMessage: 'Too many requests. Please wait a moment and try again.',
    description: 'Server error RATE_LIMITED',
  },
  INTERNAL_ERROR: {
    id: 'shared.errors.code.internalError',
    defaultMessage: 'Something went wrong on our side. Please try again later.',
    description: 'Server error INTERNAL_ERROR',
  },
  METHOD_NOT_ALLOWED: {
    id: 'shared.errors.code.methodNotAllowed',
    defaultMessage: 'This action is not allowed here.',
    description: 'Server error METHOD_NOT_ALLOWED',
  },
});

export const genericErrorMessage: MessageDescriptor = defineMessages({
  generic: {
    id: 'shared.errors.generic',
    defaultMessage: 'An error occurred',
    description: 'Fallback for any error without a more specific message',
  },
}).generic;

export type ServerErrorCode = keyof typeof codeMessages;

/** Every code the browser can translate, for the UI check page and tests. */
export const SERVER_ERROR_CODES = Object.keys(codeMessages) as ServerErrorCode[];

function isKnownCode(code: string): code is ServerErrorCode {
  return Object.hasOwn(codeMessages, code);
}

export function messageForCode(code: string | null | undefined): MessageDescriptor {
  return code && isKnownCode(code) ? codeMessages[code] : genericErrorMessage;
}

/** The `code` of a server error body `{ success: false, error, code }`, whatever wraps it (RTK Query puts it under `data`). */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const body = 'data' in error ? (error as { data: unknown }).data : error;
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  const { code } = body as { code: unknown };
  return typeof code === 'string' ? code : null;
}

/** The error body of a failed call (RTK Query puts it under `data`), or null. */
export function errorBodyOf(error: unknown): Record<string, unknown> | null {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : null;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** RTK Query's status of a failed call: the HTTP status, or a string such as 'FETCH_ERROR' when offline. */
export function errorStatusOf(error: unknown): number | string | null {
  if (!error || typeof error !== 'object') return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' || typeof status === 'string' ? status : null;
}

/** `details` of a failed call, as its code says they are shaped. */
export function errorDetailsOf<T>(error: unknown): T | null {
  const details = errorBodyOf(error)?.details;
  return details && typeof details === 'object' ? (details as T) : null;
}
