import type { HttpMethod, HttpSendRequest, NameValue, SavedRequest, SavedRequestBody } from './api-testing.types.js';

/** The methods the server sends (contract.ts, HttpMethod), in the order a menu lists them. */
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** The request being edited: a saved request without its identity. Rows may be blank while typed. */
export type RequestDraft = Omit<SavedRequest, 'id' | 'name'>;

export function emptyDraft(): RequestDraft {
  return { method: 'GET', url: '', params: [], headers: [], body: { mode: 'none', text: '', form: [] }, auth: { type: 'none' }, assertions: [] };
}

/** `{{name}}` placeholders, replaced by the server from the chosen environment (devtools README). */
const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

function splitUrl(url: string): { base: string; query: string | null; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return { base: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt), query: queryAt < 0 ? null : beforeHash.slice(queryAt + 1), hash };
}

/** Decodes only well-formed %XX runs, so a stray `%` or a `+` stays as typed. */
function decodePart(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Escapes what would end or split a query part; placeholders and everything else stay readable. */
function encodePart(text: string, isName: boolean): string {
  const escaped = text.replace(/%/g, '%25').replace(/&/g, '%26').replace(/#/g, '%23').replace(/ /g, '%20');
  return isName ? escaped.replace(/=/g, '%3D') : escaped;
}

/** The query parameters of a URL as typed, in order, decoded for the table. */
export function paramsOfUrl(url: string): NameValue[] {
  const { query } = splitUrl(url);
  if (!query) return [];
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part): NameValue => {
      const eq = part.indexOf('=');
      return eq < 0 ? [decodePart(part), ''] : [decodePart(part.slice(0, eq)), decodePart(part.slice(eq + 1))];
    });
}

/** The URL with its query rebuilt from the table's rows; blank rows are left out, a value-less name is kept bare. */
export function urlWithParams(url: string, params: readonly NameValue[]): string {
  const { base, hash } = splitUrl(url);
  const parts = params.filter(([name, value]) => name !== '' || value !== '').map(([name, value]) => (value === '' ? encodePart(name, true) : `${encodePart(name, true)}=${encodePart(value, false)}`));
  return parts.length ? `${base}?${parts.join('&')}${hash}` : `${base}${hash}`;
}

export function withUrl(draft: RequestDraft, url: string): RequestDraft {
  return { ...draft, url, params: paramsOfUrl(url) };
}

export function withParams(draft: RequestDraft, params: NameValue[]): RequestDraft {
  return { ...draft, params, url: urlWithParams(draft.url, params) };
}

/** UTF-8 safe base64 (btoa alone takes Latin-1 only). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The Authorization header the auth helper builds, or null. Basic credentials are encoded here, in the browser. */
export function authorizationOf(auth: RequestDraft['auth']): string | null {
  if (auth.type === 'bearer') return `Bearer ${auth.token ?? ''}`;
  if (auth.type === 'basic') return `Basic ${base64Utf8(`${auth.username ?? ''}:${auth.password ?? ''}`)}`;
  return null;
}

/** Form fields URL-encoded, each `{{name}}` left as typed so the server can still replace it. */
export function encodeForm(form: readonly NameValue[]): string {
  const encode = (text: string) => {
    let out = '';
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      out += encodeURIComponent(text.slice(last, match.index)) + match[0];
      last = match.index + match[0].length;
    }
    return out + encodeURIComponent(text.slice(last));
  };
  return form
    .filter(([name]) => name !== '')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
}

export type JsonCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether a JSON body parses, with each `{{name}}` standing for a number: `{"n": {{count}}}` and
 * `{"s": "{{name}}"}` are both fine before the server replaces them.
 */
export function checkJsonBody(text: string): JsonCheck {
  if (text.trim() === '') return { ok: true };
  try {
    JSON.parse(text.replace(PLACEHOLDER, '0'));
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

const hasHeader = (headers: readonly NameValue[], name: string) => headers.some(([n]) => n.trim().toLowerCase() === name);

const CONTENT_TYPES: Partial<Record<SavedRequestBody['mode'], string>> = { json: 'application/json', form: 'application/x-www-form-urlencoded' };

/** Methods the server sends without a body (contract.ts, HttpSendRequest.body). */
export const BODILESS_METHODS: readonly HttpMethod[] = ['GET', 'HEAD'];

export type DraftProblem = 'url-required' | 'url-scheme' | 'json-invalid';

export type BuiltRequest = { ok: true; request: HttpSendRequest } | { ok: false; problem: DraftProblem; detail?: string };

/**
 * What the page sends for a draft: blank rows dropped, the auth helper's Authorization header in place
 * of one typed by hand, and the body's Content-Type unless a header already names one. Problems the
 * browser can see (no URL, no http(s) scheme, JSON that does not parse) stop it before the server.
 */
export function buildSendRequest(draft: RequestDraft, options: { environmentId?: string | null; followRedirects?: boolean } = {}): BuiltRequest {
  const url = draft.url.trim();
  if (url === '') return { ok: false, problem: 'url-required' };
  if (!/^https?:\/\//i.test(url) && !url.startsWith('{{')) return { ok: false, problem: 'url-scheme' };
  const sendsBody = !BODILESS_METHODS.includes(draft.method) && draft.body.mode !== 'none';
  if (sendsBody && draft.body.mode === 'json') {
    const check = checkJsonBody(draft.body.text);
    if (!check.ok) return { ok: false, problem: 'json-invalid', detail: check.message };
  }
  let headers: NameValue[] = draft.headers.filter(([name]) => name.trim() !== '').map(([name, value]): NameValue => [name.trim(), value]);
  const authorization = authorizationOf(draft.auth);
  if (authorization) headers = [...headers.filter(([name]) => name.toLowerCase() !== 'authorization'), ['Authorization', authorization]];
  let body: string | undefined;
  if (sendsBody) {
    body = draft.body.mode === 'form' ? encodeForm(draft.body.form) : draft.body.text;
    const type = CONTENT_TYPES[draft.body.mode];
    if (type && !hasHeader(headers, 'content-type')) headers = [...headers, ['Content-Type', type]];
  }
  const request: HttpSendRequest = { method: draft.method, url, headers };
  if (body !== undefined) request.body = body;
  if (options.followRedirects) request.followRedirects = true;
  if (options.environmentId) request.environmentId = options.environmentId;
  return { ok: true, request };
}

/** Pretty-printed JSON when the text is JSON, else null. */
export function prettyJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}
