import { gunzipSync } from 'node:zlib';
import type { TextResource } from '../../domain/collection-bundle.js';
import { decodeBody } from './decode-body.js';
import { safeFetch, type TargetPolicy } from '../../../../platform/outbound/index.js';

const TEXT_CAP_BYTES = 5 * 1024 * 1024;

/** Absolute sitemap URLs named by `Sitemap:` lines, in order (relative ones resolved against robots.txt). */
export function sitemapUrlsFromRobots(robotsTxt: string, robotsUrl: string): string[] {
  const urls: string[] = [];
  for (const line of robotsTxt.split(/\r?\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!match) continue;
    try {
      urls.push(new URL(match[1]!, robotsUrl).href);
    } catch {
      // A malformed Sitemap line is the robots check's finding, not a reason to stop.
    }
  }
  return urls;
}

/** robots.txt of the origin `pageUrl` ended on. */
export function robotsUrlOf(pageUrl: string): string {
  return new URL('/robots.txt', pageUrl).href;
}

/**
 * GETs a text resource through the SSRF guard whatever its status (a 404 robots.txt is an answer the audit
 * reports); a gzipped sitemap is inflated.
 */
export async function fetchTextResource(url: string, options: { policy: TargetPolicy; timeoutMs: number; signal: AbortSignal }): Promise<TextResource> {
  const response = await safeFetch(url, { policy: options.policy, timeoutMs: options.timeoutMs, signal: options.signal, maxBytes: TEXT_CAP_BYTES });
  let body = response.body;
  if (body[0] === 0x1f && body[1] === 0x8b) {
    try {
      body = gunzipSync(body, { maxOutputLength: TEXT_CAP_BYTES });
    } catch {
      // Kept as sent: the sitemap check then reports it as unreadable.
    }
  }
  return { url: response.finalUrl, status: response.status, body: decodeBody(body, response.headers['content-type'] ?? null) };
}
