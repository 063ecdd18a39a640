import type { Readable } from 'node:stream';
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

/**
 * The bridge parses no body for DELETE routes; deleteAccount carries `{ confirm: 'DELETE' }`, so it
 * reads its own small JSON body here, with the same 413 and INVALID_JSON answers as the parser.
 */
export async function readSmallJson(ctx: HttpContext, limit: number): Promise<Record<string, unknown>> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) throw tooLarge(limit);
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req as Readable) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError('validation', 'INVALID_JSON', 'Request body is not valid JSON');
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

const tooLarge = (limit: number) => new DomainError('payload_too_large', 'PAYLOAD_TOO_LARGE', `Request body is larger than ${limit} bytes`);
