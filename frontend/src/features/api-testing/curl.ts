import type { HttpMethod, NameValue } from './api-testing.types.js';
import { HTTP_METHODS, paramsOfUrl, urlWithParams, type RequestDraft, emptyDraft, authorizationOf } from './request-model.js';

/**
 * Words of a shell command line as a POSIX shell splits them: single quotes keep everything, double
 * quotes keep all but `\"`, `\\`, `\$` and `` \` ``, `$'…'` reads C escapes, a backslash outside quotes
 * escapes the next character and a backslash before a line break joins the lines (copied cURL commands
 * are often split that way). Null when a quote is left open.
 */
export function shellWords(text: string): string[] | null {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0' };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && (text[i + 1] === '\n' || (text[i + 1] === '\r' && text[i + 2] === '\n'))) {
      i += text[i + 1] === '\n' ? 2 : 3;
      continue;
    }
    if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i += 1;
      continue;
    }
    inWord = true;
    if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return null;
      word += text.slice(i + 1, end);
      i = end + 1;
    } else if (ch === '$' && text[i + 1] === "'") {
      i += 2;
      while (i < text.length && text[i] !== "'") {
        if (text[i] === '\\' && i + 1 < text.length) {
          word += C_ESCAPES[text[i + 1]!] ?? text[i + 1];
          i += 2;
        } else {
          word += text[i];
          i += 1;
        }
      }
      if (i >= text.length) return null;
      i += 1;
    } else if (ch === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && '"\\$`\n'.includes(text[i + 1] ?? '')) {
          if (text[i + 1] !== '\n') word += text[i + 1];
          i += 2;
        } else {
          word += text[i];
          i += 1;
        }
      }
      if (i >= text.length) return null;
      i += 1;
    } else if (ch === '\\') {
      if (i + 1 < text.length) word += text[i + 1];
      i += 2;
    } else {
      word += ch;
      i += 1;
    }
  }
  if (inWord) words.push(word);
  return words;
}

export type CurlProblem = 'empty' | 'unclosed-quote' | 'not-curl' | 'no-url' | 'missing-value';

export type CurlImport = { ok: true; draft: RequestDraft; followRedirects: boolean; ignored: string[] } | { ok: false; problem: CurlProblem; option?: string };

const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode', '--json']);
/** Options whose value this page has no use for; skipped with their value and reported. */
const VALUED_IGNORED = new Set([
  '-o', '--output', '-m', '--max-time', '--connect-timeout', '--retry', '-w', '--write-out', '-x', '--proxy', '--cacert', '--cert', '--key', '-r', '--range', '--resolve', '-T', '--upload-file', '-F', '--form', '-K', '--config', '--max-redirs', '-c', '--cookie-jar',
]);
const LONG_WITH_VALUE = new Set(['--request', '--header', '--user', '--url', '--user-agent', '--referer', '--cookie', ...DATA_OPTIONS, ...VALUED_IGNORED]);
const SHORT_WITH_VALUE = new Set(['X', 'H', 'd', 'u', 'A', 'e', 'b', 'o', 'm', 'w', 'x', 'r', 'T', 'F', 'K', 'c']);

const headerOf = (line: string): NameValue => {
  const colon = line.indexOf(':');
  return colon < 0 ? [line.trim(), ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
};

const headerValue = (headers: readonly NameValue[], name: string) => headers.find(([n]) => n.toLowerCase() === name)?.[1] ?? null;

/** `a=1&b=2` as form fields, or null when the text is not shaped like a form. */
function formFields(text: string): NameValue[] | null {
  if (text === '' || /[\r\n{}[\]"]/.test(text.replace(/\{\{[^{}]*\}\}/g, ''))) return null;
  const fields = paramsOfUrl(`?${text}`);
  return fields.length && fields.every(([name]) => name !== '') ? fields : null;
}

/**
 * A request from a pasted cURL command: -X/--request, -H/--header, -d/--data/--data-raw/--data-binary/
 * --data-urlencode/--json (several join with `&`, as cURL does), -u/--user, --url, -G/--get, -I/--head,
 * -A, -e, -b and -L. A JSON body opens in JSON mode, `a=1&b=2` without another Content-Type in form mode;
 * `Authorization: Bearer …` and -u fill the auth helper. Other options are listed as ignored.
 */
export function parseCurl(text: string): CurlImport {
  const words = shellWords(text.trim());
  if (words === null) return { ok: false, problem: 'unclosed-quote' };
  if (words.length === 0) return { ok: false, problem: 'empty' };
  if (words[0] !== 'curl') return { ok: false, problem: 'not-curl' };
  let method: string | null = null;
  let url: string | null = null;
  let headers: NameValue[] = [];
  const data: string[] = [];
  let json = false;
  let user: string | null = null;
  let get = false;
  let head = false;
  let followRedirects = false;
  const ignored: string[] = [];

  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    let option = word;
    let value: string | null = null;
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      if (eq > 0 && LONG_WITH_VALUE.has(word.slice(0, eq))) {
        option = word.slice(0, eq);
        value = word.slice(eq + 1);
      }
    } else if (word.startsWith('-') && word.length > 1) {
      // Short flags may be grouped (-sSL) and a short option's value may follow it at once (-XPOST).
      option = `-${word[1]}`;
      if (SHORT_WITH_VALUE.has(word[1]!)) {
        if (word.length > 2) value = word.slice(2);
      } else if (word.length > 2) {
        for (const flag of word.slice(2)) if (flag === 'L') followRedirects = true;
      }
    } else {
      if (url === null) url = word;
      else ignored.push(word);
      continue;
    }
    const takesValue = LONG_WITH_VALUE.has(option) || (option.length === 2 && SHORT_WITH_VALUE.has(option[1]!));
    if (takesValue && value === null) {
      if (i + 1 >= words.length) return { ok: false, problem: 'missing-value', option };
      value = words[++i]!;
    }
    switch (option) {
      case '-X':
      case '--request':
        method = value!.toUpperCase();
        break;
      case '-H':
      case '--header':
        headers.push(headerOf(value!));
        break;
      case '-u':
      case '--user':
        user = value!;
        break;
      case '--url':
        url = value!;
        break;
      case '-A':
      case '--user-agent':
        headers.push(['User-Agent', value!]);
        break;
      case '-e':
      case '--referer':
        headers.push(['Referer', value!]);
        break;
      case '-b':
      case '--cookie':
        headers.push(['Cookie', value!]);
        break;
      case '-G':
      case '--get':
        get = true;
        break;
      case '-I':
      case '--head':
        head = true;
        break;
      case '-L':
      case '--location':
        followRedirects = true;
        break;
      default:
        if (DATA_OPTIONS.has(option)) {
          data.push(value!);
          if (option === '--json') json = true;
        } else {
          ignored.push(option);
        }
    }
  }
  if (url === null || url === '') return { ok: false, problem: 'no-url' };
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith('{{')) url = `http://${url}`;

  const draft = emptyDraft();
  let body = data.join('&');
  if (get && data.length) {
    url = urlWithParams(url, [...paramsOfUrl(url), ...paramsOfUrl(`?${body}`)]);
    body = '';
  }
  const upper = method ?? (head ? 'HEAD' : data.length && !get ? 'POST' : 'GET');
  draft.method = (HTTP_METHODS as readonly string[]).includes(upper) ? (upper as HttpMethod) : 'GET';
  if (method && draft.method !== method) ignored.push(`-X ${method}`);
  draft.url = url;
  draft.params = paramsOfUrl(url);

  const bearer = /^Bearer\s+(.*)$/i.exec(headerValue(headers, 'authorization') ?? '');
  if (user !== null) {
    const colon = user.indexOf(':');
    draft.auth = { type: 'basic', username: colon < 0 ? user : user.slice(0, colon), password: colon < 0 ? '' : user.slice(colon + 1) };
  } else if (bearer) {
    draft.auth = { type: 'bearer', token: bearer[1]! };
    headers = headers.filter(([name]) => name.toLowerCase() !== 'authorization');
  }

  if (body !== '') {
    const type = (headerValue(headers, 'content-type') ?? (json ? 'application/json' : '')).toLowerCase();
    const looksJson = /^\s*[[{]/.test(body);
    const fields = formFields(body);
    if (type.includes('json') || (type === '' && looksJson)) {
      draft.body = { mode: 'json', text: body, form: [] };
      headers = headers.filter(([name, v]) => !(name.toLowerCase() === 'content-type' && v.toLowerCase() === 'application/json'));
    } else if ((type === '' || type.includes('x-www-form-urlencoded')) && fields) {
      draft.body = { mode: 'form', text: '', form: fields };
      headers = headers.filter(([name]) => name.toLowerCase() !== 'content-type');
    } else {
      draft.body = { mode: 'raw', text: body, form: [] };
    }
  }
  draft.headers = headers;
  return { ok: true, draft, followRedirects, ignored };
}

/** A word for a POSIX shell: single-quoted unless it needs no quoting. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_\-./:=@%+,]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The draft as a cURL command, one option a line. Placeholders stay as typed: secrets never reach the
 * browser, so the command carries `{{name}}` where the server would have put them.
 */
export function toCurl(draft: RequestDraft, options: { followRedirects?: boolean; body?: string | null; headers?: readonly NameValue[] } = {}): string {
  const lines = [`curl${draft.method === 'GET' ? '' : ` -X ${draft.method}`} ${shellQuote(draft.url.trim())}`];
  if (options.followRedirects) lines.push('-L');
  const headers = options.headers ?? draft.headers.filter(([name]) => name.trim() !== '');
  for (const [name, value] of headers) {
    if (draft.auth.type === 'basic' && name.toLowerCase() === 'authorization' && value === authorizationOf(draft.auth)) continue;
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (draft.auth.type === 'basic') lines.push(`-u ${shellQuote(`${draft.auth.username ?? ''}:${draft.auth.password ?? ''}`)}`);
  if (options.body !== undefined && options.body !== null) lines.push(`--data-raw ${shellQuote(options.body)}`);
  return lines.join(' \\\n  ');
}
