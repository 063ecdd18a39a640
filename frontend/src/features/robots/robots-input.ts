import type { MessageDescriptor } from 'react-intl';
import { robotsMessages as m } from './robots.messages.js';
import type { Values } from './robots-errors.js';

/**
 * The checks the browser can make before sending (the limits of src/modules/devtools/README.md, "HTTP");
 * the server checks again. A failed check keeps what was typed and says which line is wrong.
 */
export const LIMITS = { maxPaths: 100, maxPathLength: 2048, maxUserAgentLength: 200, maxSitemaps: 20, maxCrawlDelay: 86_400 } as const;

export interface FieldProblem {
  message: MessageDescriptor;
  values?: Values;
}

/** Non-empty lines, trimmed. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The 1-based line (in what was typed, blank lines counted) of the n-th non-empty line. */
function typedLine(text: string, index: number): number {
  const all = text.split(/\r\n|\r|\n/);
  let seen = -1;
  for (let i = 0; i < all.length; i++) {
    if (all[i]!.trim()) seen++;
    if (seen === index) return i + 1;
  }
  return all.length;
}

export function checkPaths(text: string): FieldProblem | null {
  const paths = linesOf(text);
  if (paths.length === 0 || paths.length > LIMITS.maxPaths) return { message: m.errPaths };
  const bad = paths.findIndex((path) => !path.startsWith('/') || /[\s#]/.test(path) || path.length > LIMITS.maxPathLength);
  return bad === -1 ? null : { message: m.errPath, values: { line: typedLine(text, bad) } };
}

export function checkUserAgent(value: string): FieldProblem | null {
  const trimmed = value.trim();
  return trimmed && trimmed.length <= LIMITS.maxUserAgentLength && !/[\r\n]/.test(trimmed) ? null : { message: m.errUserAgent };
}

export function checkUrl(value: string): FieldProblem | null {
  return isHttpUrl(value) ? null : { message: m.errUrl };
}

export function checkSitemapUrls(text: string, required: boolean): FieldProblem | null {
  const urls = linesOf(text);
  if ((required && urls.length === 0) || urls.length > LIMITS.maxSitemaps) return { message: m.errSitemaps };
  const bad = urls.findIndex((url) => !isHttpUrl(url));
  return bad === -1 ? null : { message: m.errSitemapUrl, values: { line: typedLine(text, bad) } };
}

export function checkRulePaths(text: string): FieldProblem | null {
  const paths = linesOf(text);
  const bad = paths.findIndex((path) => !/^[/*]/.test(path) || path.includes('#'));
  return bad === -1 ? null : { message: m.errRulePath, values: { line: typedLine(text, bad) } };
}

export function checkCrawlDelay(value: string): FieldProblem | null {
  if (!value.trim()) return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= LIMITS.maxCrawlDelay ? null : { message: m.errCrawlDelay };
}
