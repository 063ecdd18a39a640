import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import type { NetworkEntry } from '../../../collection-bundle.js';

/**
 * A Content-Security-Policy built from what the page really loaded, and server snippets for the
 * security headers it is missing.
 *
 * CSP: each request of the network log goes to the directive of its resource type (script → script-src,
 * stylesheet → style-src, image → img-src, font → font-src, xhr/fetch/websocket/eventsource → connect-src,
 * media → media-src, sub-frame document → frame-src, manifest → manifest-src), plus what the HTML
 * references but a lazy page may not have fetched yet (images, frames, scripts, stylesheets, form targets).
 * The page's own origin is 'self'; other origins are listed as scheme://host[:port]; on an HTTPS page
 * http:// origins are written as https:// and upgrade-insecure-requests is added. default-src is 'self',
 * so a directive is only written when it needs more than 'self'; object-src 'none', base-uri 'self',
 * form-action and frame-ancestors 'self' are always set.
 *
 * Inline code without 'unsafe-inline': each inline <script> of the served HTML gets its sha256 hash, and
 * inline event handlers (onclick="…") their hashes behind 'unsafe-hashes'. Inline style attributes are
 * too common and too dynamic to hash, so they get style-src 'unsafe-inline' (the Observatory still passes
 * that); without style attributes, <style> blocks are hashed instead.
 */

export interface HeaderConfigInput {
  pageUrl: string;
  /** Request URLs that are the page itself (asked URL, redirect hops, final URL): not frames. */
  documentUrls: readonly string[];
  network: readonly NetworkEntry[];
  /** HTML as served (hashes must match the bytes the browser parses). */
  html: string;
  /** Rendered DOM (for references added by scripts). */
  renderedHtml: string;
  /** Headers to recommend (name → value), lower-case names, already chosen by the caller. */
  missingHeaders: Record<string, string>;
}

export interface HeaderConfig {
  csp: string;
  headers: Record<string, string>;
  koa: string;
  nginx: string;
  apache: string;
}

const FETCH_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'media-src', 'frame-src', 'manifest-src'] as const;
type FetchDirective = (typeof FETCH_DIRECTIVES)[number];

const DIRECTIVE_BY_TYPE: Record<string, FetchDirective> = {
  script: 'script-src',
  stylesheet: 'style-src',
  image: 'img-src',
  font: 'font-src',
  xhr: 'connect-src',
  fetch: 'connect-src',
  websocket: 'connect-src',
  eventsource: 'connect-src',
  media: 'media-src',
  document: 'frame-src',
  manifest: 'manifest-src',
};

const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP source expression for a URL, or null for URLs a policy cannot or need not name. */
export function sourceExpression(url: string, page: URL): string | null {
  if (!URL.canParse(url)) return null;
  const target = new URL(url);
  if (target.protocol === 'data:' || target.protocol === 'blob:') return target.protocol;
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(target.protocol)) return null;
  if (target.origin === page.origin) return "'self'";
  let protocol = target.protocol;
  if (page.protocol === 'https:' && protocol === 'http:') protocol = 'https:';
  if (page.protocol === 'https:' && protocol === 'ws:') protocol = 'wss:';
  return `${protocol}//${target.host}`;
}

function htmlReferences(html: string): { directive: FetchDirective | 'form-action'; url: string }[] {
  if (!html) return [];
  const $ = load(html);
  const references: { directive: FetchDirective | 'form-action'; url: string }[] = [];
  const add = (selector: string, attribute: string, directive: FetchDirective | 'form-action') => {
    $(selector).each((_, element) => {
      const value = $(element).attr(attribute)?.trim();
      if (value) references.push({ directive, url: value });
    });
  };
  add('script[src]', 'src', 'script-src');
  add('link[rel~="stylesheet" i][href]', 'href', 'style-src');
  add('img[src], video[poster]', 'src', 'img-src');
  add('video[src], audio[src], source[src]', 'src', 'media-src');
  add('iframe[src]', 'src', 'frame-src');
  add('form[action]', 'action', 'form-action');
  $('img[srcset], source[srcset]').each((_, element) => {
    for (const candidate of ($(element).attr('srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) references.push({ directive: 'img-src', url });
    }
  });
  return references;
}

interface InlineCode {
  scriptHashes: string[];
  handlerHashes: string[];
  styleHashes: string[];
  styleAttributes: boolean;
}

function inlineCode(html: string): InlineCode {
  const $ = load(html);
  const scriptHashes = $('script:not([src])')
    .toArray()
    .filter((element) => JAVASCRIPT_TYPES.has(($(element).attr('type') ?? '').trim().toLowerCase()))
    .map((element) => $(element).text())
    .filter((code) => code.trim() !== '')
    .map(sha256);
  const handlerHashes: string[] = [];
  for (const element of $('*').toArray()) {
    for (const [attribute, value] of Object.entries((element as { attribs?: Record<string, string> }).attribs ?? {})) {
      if (/^on[a-z]+$/.test(attribute) && value.trim() !== '') handlerHashes.push(sha256(value));
    }
  }
  const styleHashes = $('style')
    .toArray()
    .map((element) => $(element).text())
    .filter((css) => css.trim() !== '')
    .map(sha256);
  return { scriptHashes: [...new Set(scriptHashes)], handlerHashes: [...new Set(handlerHashes)], styleHashes: [...new Set(styleHashes)], styleAttributes: $('[style]').length > 0 };
}

export function generateCsp(input: Omit<HeaderConfigInput, 'missingHeaders'>): string {
  const page = new URL(input.pageUrl);
  const documents = new Set(input.documentUrls);
  const sources = new Map<FetchDirective | 'form-action', Set<string>>();
  const add = (directive: FetchDirective | 'form-action', url: string, base: string) => {
    if (!URL.canParse(url, base)) return;
    const source = sourceExpression(new URL(url, base).href, page);
    // data: and blob: are only harmless for passive content; in script-src they would defeat the policy.
    if (!source || ((source === 'data:' || source === 'blob:') && !['img-src', 'font-src', 'media-src'].includes(directive))) return;
    if (!sources.has(directive)) sources.set(directive, new Set(["'self'"]));
    sources.get(directive)!.add(source);
  };

  for (const entry of input.network) {
    const directive = DIRECTIVE_BY_TYPE[entry.resourceType];
    if (!directive || (entry.resourceType === 'document' && documents.has(entry.url))) continue;
    add(directive, entry.url, page.href);
  }
  for (const html of [input.html, input.renderedHtml]) for (const reference of htmlReferences(html)) add(reference.directive, reference.url, page.href);

  const inline = inlineCode(input.html);
  const script = sources.get('script-src') ?? new Set(["'self'"]);
  if (inline.scriptHashes.length > 0 || inline.handlerHashes.length > 0) {
    for (const hash of inline.scriptHashes) script.add(hash);
    if (inline.handlerHashes.length > 0) {
      script.add("'unsafe-hashes'");
      for (const hash of inline.handlerHashes) script.add(hash);
    }
    sources.set('script-src', script);
  }
  const style = sources.get('style-src') ?? new Set(["'self'"]);
  if (inline.styleAttributes) {
    style.add("'unsafe-inline'");
    sources.set('style-src', style);
  } else if (inline.styleHashes.length > 0) {
    for (const hash of inline.styleHashes) style.add(hash);
    sources.set('style-src', style);
  }

  const https = page.protocol === 'https:';
  const directives = [`default-src 'self'`];
  for (const directive of FETCH_DIRECTIVES) {
    const list = sources.get(directive);
    if (list && !(list.size === 1 && list.has("'self'"))) directives.push(`${directive} ${[...list].join(' ')}`);
  }
  directives.push("object-src 'none'", "base-uri 'self'", `form-action ${[...(sources.get('form-action') ?? new Set(["'self'"]))].join(' ')}`, "frame-ancestors 'self'");
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const DISPLAY_NAMES: Record<string, string> = {
  'content-security-policy': 'Content-Security-Policy',
  'strict-transport-security': 'Strict-Transport-Security',
  'x-content-type-options': 'X-Content-Type-Options',
  'x-frame-options': 'X-Frame-Options',
  'referrer-policy': 'Referrer-Policy',
  'permissions-policy': 'Permissions-Policy',
  'cross-origin-opener-policy': 'Cross-Origin-Opener-Policy',
  'cross-origin-resource-policy': 'Cross-Origin-Resource-Policy',
};

function displayName(header: string): string {
  return DISPLAY_NAMES[header] ?? header.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
}

function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

export function koaSnippet(pageUrl: string, headers: Record<string, string>): string {
  const entries = Object.entries(headers);
  if (entries.length === 0) return `// ${pageUrl} already sends every recommended security header.\n`;
  const lines = entries.map(([name, value]) => `    ${JSON.stringify(displayName(name))}: ${JSON.stringify(value)},`);
  return [
    `// Security headers for ${pageUrl} (generated by StackLens from the audit).`,
    '// Register before the routes so every response, errors included, carries them.',
    'app.use(async (ctx, next) => {',
    '  ctx.set({',
    ...lines,
    '  });',
    '  await next();',
    '});',
    '',
  ].join('\n');
}

export function nginxSnippet(pageUrl: string, headers: Record<string, string>): string {
  const entries = Object.entries(headers);
  if (entries.length === 0) return `# ${pageUrl} already sends every recommended security header.\n`;
  return [
    `# Security headers for ${pageUrl} (generated by StackLens from the audit).`,
    '# Put them in the server { } block. A location that has its own add_header inherits none of these: repeat them there.',
    ...entries.map(([name, value]) => `add_header ${displayName(name)} ${quoted(value)} always;`),
    '',
  ].join('\n');
}

export function apacheSnippet(pageUrl: string, headers: Record<string, string>): string {
  const entries = Object.entries(headers);
  if (entries.length === 0) return `# ${pageUrl} already sends every recommended security header.\n`;
  return [
    `# Security headers for ${pageUrl} (generated by StackLens from the audit); needs mod_headers.`,
    '<IfModule mod_headers.c>',
    ...entries.map(([name, value]) => `  Header always set ${displayName(name)} ${quoted(value)}`),
    '</IfModule>',
    '',
  ].join('\n');
}

export function buildHeaderConfig(input: HeaderConfigInput): HeaderConfig {
  const csp = generateCsp(input);
  const headers = { ...input.missingHeaders };
  if ('content-security-policy' in headers) headers['content-security-policy'] = csp;
  return { csp, headers, koa: koaSnippet(input.pageUrl, headers), nginx: nginxSnippet(input.pageUrl, headers), apache: apacheSnippet(input.pageUrl, headers) };
}
