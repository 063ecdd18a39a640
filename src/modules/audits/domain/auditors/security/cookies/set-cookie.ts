import { getDomain } from 'tldts';

/**
 * Raw `Set-Cookie` lines read the way a cookie jar reads them (RFC 6265 §5.2, RFC 6265bis prefixes),
 * matching tough-cookie 5, the jar behind the HTTP Observatory's cookie test: same parse failures,
 * last-attribute-wins, Domain and prefix rejections. The browser's own cookie API cannot be used for
 * this: it reports SameSite=Lax for cookies sent without the attribute (seen in Chromium), so a missing SameSite would go unnoticed.
 */

export type SameSite = 'strict' | 'lax' | 'none';
export type CookiePrefix = '__Host-' | '__Secure-';

export interface SetCookie {
  raw: string;
  name: string;
  value: string;
  secure: boolean;
  httpOnly: boolean;
  /** Last SameSite attribute; null when absent or when its value is not strict, lax or none. */
  sameSite: SameSite | null;
  /** Lower-case Domain attribute without its leading dot; null when absent (a host-only cookie). */
  domain: string | null;
  /** Path attribute when it starts with "/"; null means the default path. */
  path: string | null;
  maxAge: number | null;
  expires: string | null;
  /** Case-sensitive name prefix, as the jar checks it. */
  prefix: CookiePrefix | null;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what makes a cookie unparsable
const CONTROL_CHARACTERS = /[\x00-\x1F]/;

/** Null when a jar would drop the line as unparsable: no "=", an empty name, or control characters. */
export function parseSetCookie(raw: string): SetCookie | null {
  const line = raw.trim();
  if (line === '') return null;
  const firstSemicolon = line.indexOf(';');
  let pair = firstSemicolon === -1 ? line : line.slice(0, firstSemicolon);
  for (const terminator of ['\n', '\r', '\0']) {
    const at = pair.indexOf(terminator);
    if (at !== -1) pair = pair.slice(0, at);
  }
  const equals = pair.indexOf('=');
  if (equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  if (CONTROL_CHARACTERS.test(name) || CONTROL_CHARACTERS.test(value)) return null;

  const cookie: SetCookie = {
    raw,
    name,
    value,
    secure: false,
    httpOnly: false,
    sameSite: null,
    domain: null,
    path: null,
    maxAge: null,
    expires: null,
    prefix: name.startsWith('__Host-') ? '__Host-' : name.startsWith('__Secure-') ? '__Secure-' : null,
  };
  if (firstSemicolon === -1) return cookie;

  for (const part of line.slice(firstSemicolon + 1).split(';')) {
    const attribute = part.trim();
    if (attribute === '') continue;
    const separator = attribute.indexOf('=');
    const key = (separator === -1 ? attribute : attribute.slice(0, separator)).trim().toLowerCase();
    const attributeValue = separator === -1 ? '' : attribute.slice(separator + 1).trim();
    switch (key) {
      case 'expires':
        if (attributeValue) cookie.expires = attributeValue;
        break;
      case 'max-age':
        if (/^-?[0-9]+$/.test(attributeValue)) cookie.maxAge = Number.parseInt(attributeValue, 10);
        break;
      case 'domain': {
        const domain = attributeValue.replace(/^\./, '').toLowerCase();
        if (domain) cookie.domain = domain;
        break;
      }
      case 'path':
        cookie.path = attributeValue.startsWith('/') ? attributeValue : null;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'samesite': {
        const sameSite = attributeValue.toLowerCase();
        cookie.sameSite = sameSite === 'strict' || sameSite === 'lax' || sameSite === 'none' ? sameSite : null;
        break;
      }
      default:
        break;
    }
  }
  return cookie;
}

/**
 * The Observatory's check on the raw line: any `SameSite` part (the name=value pair included) whose value
 * is missing or not lax/strict/none. Only the text up to a second "=" counts as the value, as it splits.
 */
export function hasInvalidSameSite(raw: string): boolean {
  return raw
    .trim()
    .split(';')
    .some((part) => {
      const [key = '', value] = part.trim().split('=');
      if (key.trim().toLowerCase() !== 'samesite') return false;
      return !value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase());
    });
}

export type CookieRejection = 'public-suffix-domain' | 'domain-mismatch' | 'secure-prefix' | 'host-prefix';

export interface StoredCookie extends SetCookie {
  hostOnly: boolean;
  /** Domain and path the jar files it under: a later cookie with the same name, domain and path replaces it. */
  storedDomain: string;
  storedPath: string;
}

export interface CookieJarResult {
  stored: StoredCookie[];
  rejected: { cookie: SetCookie; reason: CookieRejection }[];
  unparsable: string[];
}

// RFC 6761 special-use names the Observatory's jar accepts as registrable domains.
const SPECIAL_USE_TLDS = ['local', 'example', 'invalid', 'localhost', 'test'];
const SINGLE_LABEL_SPECIAL = ['localhost', 'invalid'];
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)){3}$/;

function isIpAddress(host: string): boolean {
  return IPV4.test(host) || host.includes(':');
}

/** Would a Domain attribute with this value be refused as a public suffix ("com", "co.uk")? */
function isPublicSuffixDomain(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (SPECIAL_USE_TLDS.includes(tld) && (labels.length > 1 || SINGLE_LABEL_SPECIAL.includes(tld))) return false;
  if (getDomain(domain, { allowIcannDomains: true, allowPrivateDomains: true })) return false;
  return !domain.includes(':');
}

function domainMatches(host: string, domain: string): boolean {
  if (host === domain) return true;
  return host.endsWith(`.${domain}`) && !isIpAddress(host);
}

function defaultPath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const last = pathname.lastIndexOf('/');
  return last === 0 ? '/' : pathname.slice(0, last);
}

/** Why a jar (and a browser) would refuse the cookie when set by `pageUrl`, or null if it is stored. */
export function cookieRejection(cookie: SetCookie, pageUrl: URL): CookieRejection | null {
  if (cookie.domain) {
    if (isPublicSuffixDomain(cookie.domain)) return 'public-suffix-domain';
    if (!domainMatches(pageUrl.hostname.toLowerCase(), cookie.domain)) return 'domain-mismatch';
  }
  if (cookie.prefix === '__Secure-' && !cookie.secure) return 'secure-prefix';
  const path = cookie.path ?? defaultPath(pageUrl.pathname);
  if (cookie.prefix === '__Host-' && !(cookie.secure && cookie.domain === null && path === '/')) return 'host-prefix';
  return null;
}

/**
 * Replays the lines into a jar for `pageUrl`. The bundle does not say which redirect hop sent which line,
 * so all are filed against the final page, in order (a later line replaces an earlier one).
 */
export function cookieJar(lines: readonly string[], pageUrl: string): CookieJarResult {
  const url = new URL(pageUrl);
  const result: CookieJarResult = { stored: [], rejected: [], unparsable: [] };
  const byKey = new Map<string, StoredCookie>();
  for (const line of lines) {
    const cookie = parseSetCookie(line);
    if (!cookie) {
      result.unparsable.push(line);
      continue;
    }
    const reason = cookieRejection(cookie, url);
    if (reason) {
      result.rejected.push({ cookie, reason });
      continue;
    }
    const stored: StoredCookie = {
      ...cookie,
      hostOnly: cookie.domain === null,
      storedDomain: cookie.domain ?? url.hostname.toLowerCase(),
      storedPath: cookie.path ?? defaultPath(url.pathname),
    };
    byKey.set(`${stored.storedDomain}\u0000${stored.storedPath}\u0000${stored.name}`, stored);
  }
  result.stored = [...byKey.values()];
  return result;
}
