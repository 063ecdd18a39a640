import type { Readable } from 'node:stream';
import { DomainError } from '../../shared/index.js';
import type { HttpContext } from './route.js';

/**
 * The bridge parses no body for DELETE routes, yet some deletions carry a confirmation
 * (`{ confirm: 'DELETE' }`, `{ confirmName, acknowledge }`): such a route reads its small JSON body
 * here, with the same 413 and INVALID_JSON answers as the parser. A non-object body reads as `{}`.
 */
export async function readSmallJson(ctx: HttpContext, limit: number): Promise<Record<string, unknown>> {
  if (Number(ctx.get('Content-Length') || 0) > limit) throw tooLarge(limit);
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

/**
 * A parsed body as a loose record for use cases that validate field by field (and answer the docs/product.md §8
 * codes per field) rather than through one schema; anything but an object reads as `{}`.
 */
export const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
