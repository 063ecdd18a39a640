import { isRouteErrorResponse } from 'react-router-dom';

export type ErrorKind = 'session' | 'generic';

/** Words that, in an error message, point at a missing or invalid session (docs/product.md §3.2). */
const SESSION_HINTS = /premium|auth|null|undefined|properties/i;

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : null;
  }
  return null;
}

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.statusText} ${typeof error.data === 'string' ? error.data : ''}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/**
 * docs/product.md §3.2: status 401 or 403, or a message mentioning premium, auth, null, undefined or properties,
 * is shown as an expired session; anything else as a generic error. The broad words mirror the
 * product's rule: a "cannot read properties of undefined" usually means user data went missing.
 */
export function classifyError(error: unknown): ErrorKind {
  const status = statusOf(error);
  if (status === 401 || status === 403) return 'session';
  return SESSION_HINTS.test(messageOf(error)) ? 'session' : 'generic';
}
