import type { SafeResponse } from '../../../../platform/outbound/index.js';

/** Headers that described the wire form safeFetch already undid (decoded, de-chunked body). */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * Response headers with lower-case names, repeated ones joined with ', ', Set-Cookie left out (the bundle
 * keeps those lines raw), from the pairs as received.
 */
export function joinedHeaders(rawHeaders: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (name === 'set-cookie') continue;
    const value = rawHeaders[i + 1]!;
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** Every Set-Cookie line of the chain, redirect hops first, as sent. */
export function chainSetCookies(response: SafeResponse): string[] {
  return [...response.redirects.flatMap((hop) => hop.setCookies), ...response.setCookies];
}

/** What the browser is served for a document safeFetch already has, so the page is not requested twice. */
export function fulfilmentHeaders(response: SafeResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(joinedHeaders(response.rawHeaders))) {
    if (!WIRE_HEADERS.has(name)) headers[name] = value;
  }
  // Playwright splits a set-cookie value on newlines into separate headers.
  if (response.setCookies.length > 0) headers['set-cookie'] = response.setCookies.join('\n');
  return headers;
}

export function isHtml(response: SafeResponse): boolean {
  const type = (response.headers['content-type'] ?? '').toLowerCase();
  if (type === '') return /^\s*(<!doctype html|<html|<head|<body)/i.test(response.body.subarray(0, 512).toString('latin1'));
  return type.includes('text/html') || type.includes('application/xhtml+xml');
}
