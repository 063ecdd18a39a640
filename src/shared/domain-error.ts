/**
 * What went wrong, in domain terms. The HTTP error middleware maps `kind` to a status; the frontend
 * translates `code` (stable, SCREAMING_SNAKE) into the user's language, so `message` stays English
 * and is for logs and API clients.
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unavailable';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** Field-level details, e.g. which input failed validation; safe to show to the caller. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
