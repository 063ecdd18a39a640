import type { Readable } from 'node:stream';
import { DomainError } from '../../../../shared/index.js';

/**
 * RFC 8058 §3.2: mail clients POST the List-Unsubscribe-Post value, `List-Unsubscribe=One-Click`, as
 * multipart/form-data (SHOULD) or application/x-www-form-urlencoded (MAY); a few dozen bytes.
 *
 * The bridge's body parser is JSON-only on purpose: a cross-site HTML form cannot send JSON, so no
 * other route accepts what a form can post. This route reads its own form body instead, and only
 * here is that safe: the token in the URL authorizes the request, and unsubscribing is all it does.
 */
export const ONE_CLICK_BODY_LIMIT = 1024;

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

const invalidBody = () =>
  new DomainError('validation', 'VALIDATION_FAILED', 'Expected the form body List-Unsubscribe=One-Click (RFC 8058)', {
    fields: { 'List-Unsubscribe': 'expected One-Click' },
  });

const tooLarge = () => new DomainError('payload_too_large', 'PAYLOAD_TOO_LARGE', `Request body is larger than ${ONE_CLICK_BODY_LIMIT} bytes`);

const mediaType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** Whether a request's content type is one a one-click POST may use; checked before reading a byte. */
export function isOneClickContentType(contentType: string): boolean {
  const type = mediaType(contentType);
  return type === URLENCODED || type === MULTIPART;
}

/** True when the body carries List-Unsubscribe=One-Click, in either form encoding. */
export function isOneClickBody(contentType: string, body: string): boolean {
  const type = mediaType(contentType);
  if (type === URLENCODED) return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  if (type === MULTIPART) return multipartField(contentType, body, 'List-Unsubscribe') === 'One-Click';
  return false;
}

/** The value of a simple text field of a multipart/form-data body, or undefined. */
function multipartField(contentType: string, body: string, name: string): string | undefined {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const delimiter = boundary?.[1] ?? boundary?.[2];
  if (!delimiter) return undefined;
  for (const part of body.split(`--${delimiter}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const disposition = /^content-disposition:\s*form-data\s*;(.*)$/im.exec(headers)?.[1] ?? '';
    if (!new RegExp(`(?:^|;)\\s*name="${name}"\\s*(?:;|$)`, 'i').test(disposition)) continue;
    // The part's content ends with the CRLF that precedes the next delimiter.
    return part.slice(split + 4).replace(/\r\n$/, '');
  }
  return undefined;
}

/**
 * Reads a small request body as UTF-8, refusing more than `limit` bytes (413) whether or not the
 * client announced a Content-Length. Past the limit it stops reading rather than destroying the
 * request, so the 413 still reaches the client.
 */
export function readSmallBody(stream: Readable & { headers?: Record<string, string | string[] | undefined> }, limit = ONE_CLICK_BODY_LIMIT): Promise<string> {
  const announced = Number(stream.headers?.['content-length'] ?? 0);
  if (announced > limit) return Promise.reject(tooLarge());
  if (stream.readableEnded) return Promise.reject(new Error('request body was already consumed before the one-click route read it'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        cleanup();
        stream.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/** Reads and checks a one-click POST body; throws VALIDATION_FAILED (400) or PAYLOAD_TOO_LARGE (413). */
export async function requireOneClickBody(contentType: string, stream: Parameters<typeof readSmallBody>[0]): Promise<void> {
  if (!isOneClickContentType(contentType)) throw invalidBody();
  const body = await readSmallBody(stream);
  if (!isOneClickBody(contentType, body)) throw invalidBody();
}
