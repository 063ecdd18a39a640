import { DomainError } from '../../../../shared/domain-error.js';
import type { HttpMethod, NameValue } from '../../contract.js';
import { devtoolsError } from '../devtools-error.js';
import { API_HUB_LIMITS } from './api-hub-limits.js';
import { substituteVariables } from './variables.js';

export interface SendInput {
  method: HttpMethod;
  url: string;
  headers: NameValue[];
  body?: string;
}

/** What goes on the wire, variables replaced: never logged, never stored (devtools README). */
export interface OutgoingRequest {
  method: HttpMethod;
  url: string;
  headers: NameValue[];
  /** Absent for GET and HEAD, and for an empty body. */
  body: Buffer | undefined;
  unresolvedVariables: string[];
}

/** RFC 9110 §5.1: a field name is a token. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 9110 §5.5: no CR, LF or NUL in a value; after substitution, so a variable cannot add a header. */
const UNSAFE_VALUE = /[\r\n\0]/;

/**
 * Framing and connection headers belong to the sender, not the user: it writes Content-Length from the
 * body it sends and closes its one-use connection. A user's value there could desynchronise the target's
 * parser (request smuggling) or leave the exchange hanging.
 */
const SENDER_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer', 'proxy-connection']);

/**
 * The request as it will be sent: `{{name}}` replaced in the URL, the header values and the body; header
 * names checked as typed (a name is not a place for variables); the body bounded in bytes.
 */
export function prepareRequest(input: SendInput, variables: ReadonlyMap<string, string>): OutgoingRequest {
  const unresolved = new Set<string>();
  if (input.headers.length > API_HUB_LIMITS.maxHeaders) {
    throw devtoolsError('DEVTOOLS_HTTP_HEADER_INVALID', `At most ${API_HUB_LIMITS.maxHeaders} headers`, { limit: API_HUB_LIMITS.maxHeaders });
  }
  const url = substituteVariables(input.url.trim(), variables, unresolved).text;
  const headers: NameValue[] = [];
  for (const [rawName, rawValue] of input.headers) {
    const name = rawName.trim();
    if (name === '') continue;
    if (!TOKEN.test(name)) throw devtoolsError('DEVTOOLS_HTTP_HEADER_INVALID', 'A header name holds characters a header name cannot', { name: name.slice(0, 100) });
    const value = substituteVariables(rawValue, variables, unresolved).text.trim();
    // The name only: the value may be a secret.
    if (UNSAFE_VALUE.test(value)) throw devtoolsError('DEVTOOLS_HTTP_HEADER_INVALID', 'A header value holds a line break', { name });
    if (SENDER_HEADERS.has(name.toLowerCase())) continue;
    headers.push([name, value]);
  }
  let body: Buffer | undefined;
  if (input.body !== undefined && input.body !== '' && input.method !== 'GET' && input.method !== 'HEAD') {
    body = Buffer.from(substituteVariables(input.body, variables, unresolved).text, 'utf8');
    if (body.length > API_HUB_LIMITS.maxRequestBodyBytes) {
      throw new DomainError('payload_too_large', 'DEVTOOLS_HTTP_BODY_TOO_LARGE', `The request body is over ${API_HUB_LIMITS.maxRequestBodyBytes} bytes`, {
        limit: API_HUB_LIMITS.maxRequestBodyBytes,
      });
    }
  }
  return { method: input.method, url, headers, body, unresolvedVariables: [...unresolved] };
}
