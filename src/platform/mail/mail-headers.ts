/**
 * Fields the mailer writes itself. A message overriding one could redirect or hide a mail, so it is
 * a programming error rather than something to pass through.
 */
const RESERVED = new Set([
  'from', 'sender', 'to', 'cc', 'bcc', 'subject', 'date', 'message-id',
  'mime-version', 'content-type', 'content-transfer-encoding',
]);

// RFC 5322 §2.2: a field name is printable US-ASCII except the colon.
const FIELD_NAME = /^[\x21-\x39\x3b-\x7e]+$/;
// Header lines are limited to 998 characters; the name, ": " and folding need some of it.
const MAX_VALUE_LENGTH = 900;

/**
 * The message's extra headers, checked: valid names, no reserved field, and single-line values,
 * so no caller can inject a second header through a value. Throws on a violation (a bug, never
 * user input: templates build these values).
 */
export function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  if (!headers) return {};
  for (const [name, value] of Object.entries(headers)) {
    if (!FIELD_NAME.test(name)) throw new Error(`mail header name "${name}" is not a valid field name`);
    if (RESERVED.has(name.toLowerCase())) throw new Error(`mail header ${name} is set by the mailer`);
    if (typeof value !== 'string' || /[\r\n]/.test(value) || value.length > MAX_VALUE_LENGTH) {
      throw new Error(`mail header ${name} must be a single line of at most ${MAX_VALUE_LENGTH} characters`);
    }
  }
  return { ...headers };
}
