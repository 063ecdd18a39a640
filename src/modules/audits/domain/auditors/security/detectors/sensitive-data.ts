import { createHash } from 'node:crypto';
import { load } from 'cheerio';

/**
 * Secrets and internal details left in a page's HTML (raw or rendered): provider keys and tokens
 * anywhere (text, inline scripts, attributes, comments), email addresses and private IPs in comments only
 * (in visible text an address is usually a contact). Patterns are anchored on the providers' documented
 * prefixes and lengths so ordinary text does not match; data: URIs are skipped (base64 noise).
 *
 * Evidence never repeats a secret: the value is masked to its first and last four characters, because
 * reports are stored, exported and shared.
 */

export type SensitiveRule =
  | 'exposed-aws-access-key'
  | 'exposed-google-api-key'
  | 'exposed-stripe-secret-key'
  | 'exposed-github-token'
  | 'exposed-slack-token'
  | 'exposed-slack-webhook'
  | 'exposed-private-key'
  | 'exposed-jwt'
  | 'email-in-html-comment'
  | 'internal-ip-in-html-comment';

export interface SensitiveMatch {
  rule: SensitiveRule;
  /** Where it was found: 'comment', 'script', '<tag> text' or '<tag>[attribute]'. */
  element: string;
  /** The surrounding line with the value masked. */
  evidence: string;
  /** Short hash of the value: stable across runs, used in the finding id. */
  fingerprint: string;
}

interface Pattern {
  rule: SensitiveRule;
  regex: RegExp;
  accept?: (value: string) => boolean;
  /** Private keys: show the BEGIN line only. */
  keepVisible?: boolean;
}

const SECRET_PATTERNS: Pattern[] = [
  // AWS's own documentation key ends in EXAMPLE; it is published on purpose.
  { rule: 'exposed-aws-access-key', regex: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, accept: (value) => !value.endsWith('EXAMPLE') },
  { rule: 'exposed-google-api-key', regex: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { rule: 'exposed-stripe-secret-key', regex: /\b(?:sk|rk)_live_[0-9A-Za-z]{24,}\b/g },
  { rule: 'exposed-github-token', regex: /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{82})\b/g },
  { rule: 'exposed-slack-token', regex: /\bxox[abposr]-(?:[0-9A-Za-z]+-){1,4}[0-9A-Za-z]{6,}\b/g },
  { rule: 'exposed-slack-webhook', regex: /https:\/\/hooks\.slack\.com\/services\/T[0-9A-Z]{6,}\/B[0-9A-Z]{6,}\/[0-9A-Za-z]{16,}/g },
  { rule: 'exposed-private-key', regex: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/g, keepVisible: true },
  { rule: 'exposed-jwt', regex: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g, accept: isJwt },
];

const FILE_EXTENSIONS = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|mjs|map|woff2?)$/i;
/** Documentation domains (RFC 2606) are placeholders, not real addresses. */
const PLACEHOLDER_DOMAINS = /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost)$/i;

const COMMENT_PATTERNS: Pattern[] = [
  {
    rule: 'email-in-html-comment',
    regex: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}\b/g,
    accept: (value) => !FILE_EXTENSIONS.test(value) && !PLACEHOLDER_DOMAINS.test(value.split('@')[1] ?? ''),
  },
  { rule: 'internal-ip-in-html-comment', regex: /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d]|\.\d)/g, accept: isPrivateIpv4 },
];

function isJwt(token: string): boolean {
  const [header] = token.split('.');
  try {
    const decoded = JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as unknown;
    return typeof decoded === 'object' && decoded !== null && 'alg' in decoded;
  } catch {
    return false;
  }
}

export function isPrivateIpv4(value: string): boolean {
  const octets = value.split('.').map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet > 255)) return false;
  const [a, b] = octets as [number, number, number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}

function mask(value: string): string {
  if (value.length <= 12) return `${value.slice(0, 2)}${'*'.repeat(Math.max(value.length - 2, 0))}`;
  return `${value.slice(0, 4)}${'*'.repeat(Math.min(value.length - 8, 24))}${value.slice(-4)}`;
}

function fingerprint(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 12);
}

/** The line around `index`, at most 160 characters, with `value` replaced by `shown`. */
function evidenceLine(text: string, index: number, value: string, shown: string): string {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  const lineEndAt = text.indexOf('\n', index + value.length);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  const from = Math.max(lineStart, index - 60);
  const to = Math.min(lineEnd, index + value.length + 60);
  const line = text.slice(from, index) + shown + text.slice(index + value.length, to);
  return line.replace(/\s+/g, ' ').trim();
}

function scan(text: string, patterns: Pattern[], element: string, into: Map<string, SensitiveMatch>): void {
  const cleaned = text.replace(/data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+/gi, (match) => ' '.repeat(match.length));
  for (const pattern of patterns) {
    for (const match of cleaned.matchAll(pattern.regex)) {
      const value = match[0];
      if (pattern.accept && !pattern.accept(value)) continue;
      const key = `${pattern.rule}|${value}`;
      if (into.has(key)) continue;
      const shown = pattern.keepVisible || pattern.rule === 'email-in-html-comment' || pattern.rule === 'internal-ip-in-html-comment' ? value : mask(value);
      into.set(key, { rule: pattern.rule, element, evidence: evidenceLine(cleaned, match.index, value, shown), fingerprint: fingerprint(value) });
    }
  }
}

/** The parts of a domhandler node the walk reads, typed structurally. */
interface WalkNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: WalkNode[];
  parent?: WalkNode | null;
}

/** Scans every document given (typically the raw HTML and the rendered DOM); one match per rule and value. */
export function findSensitiveData(documents: readonly string[]): SensitiveMatch[] {
  const found = new Map<string, SensitiveMatch>();
  for (const html of documents) {
    if (!html) continue;
    const $ = load(html);
    const walk = (node: WalkNode): void => {
      if (node.type === 'comment') {
        scan(node.data ?? '', [...SECRET_PATTERNS, ...COMMENT_PATTERNS], 'comment', found);
      } else if (node.type === 'text') {
        const parent = node.parent?.name ?? 'document';
        scan(node.data ?? '', SECRET_PATTERNS, parent === 'script' || parent === 'style' ? parent : `${parent} text`, found);
      } else if (node.attribs) {
        for (const [attribute, value] of Object.entries(node.attribs)) scan(value, SECRET_PATTERNS, `${node.name ?? 'element'}[${attribute}]`, found);
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk($.root()[0] as unknown as WalkNode);
  }
  return [...found.values()];
}
