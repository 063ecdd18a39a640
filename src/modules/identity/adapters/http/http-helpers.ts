import type { HttpContext } from '../../../../platform/http/index.js';
import { DomainError, isDomainError } from '../../../../shared/index.js';

/** The caller of a 'user', 'premium' or 'admin' route: the policy ran first, so there is one. */
export function caller(ctx: HttpContext): { id: string; isAdmin: boolean } {
  const user = ctx.state.request.user;
  if (!user) throw new DomainError('unauthenticated', 'AUTH_REQUIRED', 'Authentication required');
  return { id: user.id, isAdmin: user.isAdmin };
}

/** A 429 tells the client when to come back (RFC 9110 §10.2.3), from the limiter's own window. */
export async function withRetryAfter(ctx: HttpContext, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const wait = isDomainError(error) && error.kind === 'rate_limited' ? Number(error.details?.retryAfterMs) : NaN;
    if (Number.isFinite(wait)) ctx.set('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    throw error;
  }
}

/** Request bodies reach the schemas as records: none at all reads as empty, a JSON array or scalar is refused. */
export const bodyOf = (ctx: HttpContext): Record<string, unknown> => {
  const body = ctx.request.body as unknown;
  if (body === undefined || body === null) return {};
  if (typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new DomainError('validation', 'VALIDATION_FAILED', 'Expected a JSON object', { fields: { _: 'Expected a JSON object' } });
};

export { readSmallJson } from '../../../../platform/http/index.js';
