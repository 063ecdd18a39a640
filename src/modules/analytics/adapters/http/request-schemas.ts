import type { Readable } from 'node:stream';
import type { HttpContext } from '../../../../platform/http/index.js';
import { DomainError } from '../../../../shared/index.js';

/** Field values are judged by the use cases, which answer SPEC §5's own codes (ANALYTICS_SITE_URL_REQUIRED…). */
export const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The platform's body parser leaves DELETE bodies alone, but deleting a site carries its confirmation
 * (`{ confirmName, acknowledge }`), so the route reads its small JSON body itself, with the parser's own
 * 413 and INVALID_JSON answers.
 */
export async function readDeleteBody(ctx: HttpContext, limit: number): Promise<Record<string, unknown>> {
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
  try {
    return objectBody(JSON.parse(text));
  } catch {
    throw new DomainError('validation', 'INVALID_JSON', 'Request body is not valid JSON');
  }
}

const tooLarge = (limit: number) => new DomainError('payload_too_large', 'PAYLOAD_TOO_LARGE', `Request body is larger than ${limit} bytes`);
