import type { CookieReport } from '../../../audit-result.js';
import { isAntiCsrfCookieName, isSessionCookieName } from '../observatory/observatory-tests.js';
import { cookieRejection, hasInvalidSameSite, parseSetCookie } from './set-cookie.js';

/**
 * One report per raw Set-Cookie line, and the cookie score.
 *
 * Cookie score (0-100): each cookie earns 25 points for each of Secure, HttpOnly, a valid SameSite
 * (Strict or Lax, or None together with Secure) and being set by an HTTPS page; a cookie browsers would
 * drop (broken prefix or Domain rules, unparsable) earns 0. The score is the rounded mean over the
 * cookies; a page that sets no cookie scores 100.
 */

export type CookieIssue =
  | 'missing-secure'
  | 'missing-httponly'
  | 'missing-samesite'
  | 'invalid-samesite'
  | 'samesite-none-without-secure'
  | 'prefix-requirements-unmet'
  | 'domain-rejected'
  | 'set-over-http'
  | 'unparsable';

export interface CookieAnalysis {
  reports: CookieReport[];
  score: number;
  https: boolean;
}

export function analyseCookies(lines: readonly string[], pageUrl: string): CookieAnalysis {
  const url = new URL(pageUrl);
  const https = url.protocol === 'https:';
  const reports: CookieReport[] = [];
  const points: number[] = [];

  for (const raw of lines) {
    const cookie = parseSetCookie(raw);
    if (!cookie) {
      const name = raw.split(/[=;]/)[0]?.trim() ?? '';
      reports.push({ name: name.slice(0, 100), raw, secure: false, httpOnly: false, sameSite: null, prefix: null, prefixValid: false, issues: ['unparsable'] });
      points.push(0);
      continue;
    }
    const rejection = cookieRejection(cookie, url);
    const prefixValid = rejection !== 'secure-prefix' && rejection !== 'host-prefix';
    const issues: CookieIssue[] = [];
    if (!cookie.secure) issues.push('missing-secure');
    if (!cookie.httpOnly) issues.push('missing-httponly');
    if (hasInvalidSameSite(raw)) issues.push('invalid-samesite');
    else if (!cookie.sameSite) issues.push('missing-samesite');
    if (cookie.sameSite === 'none' && !cookie.secure) issues.push('samesite-none-without-secure');
    if (!prefixValid) issues.push('prefix-requirements-unmet');
    if (rejection === 'domain-mismatch' || rejection === 'public-suffix-domain') issues.push('domain-rejected');
    if (!https) issues.push('set-over-http');
    reports.push({ name: cookie.name, raw, secure: cookie.secure, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite, prefix: cookie.prefix, prefixValid, issues });

    const validSameSite = cookie.sameSite === 'strict' || cookie.sameSite === 'lax' || (cookie.sameSite === 'none' && cookie.secure);
    points.push(rejection ? 0 : 25 * [cookie.secure, cookie.httpOnly, validSameSite, https].filter(Boolean).length);
  }

  const score = points.length === 0 ? 100 : Math.round(points.reduce((sum, value) => sum + value, 0) / points.length);
  return { reports, score, https };
}

/**
 * The rules each cookie breaks, most serious first per attribute. `hstsProtects`: the site sends a long
 * HSTS header, which keeps browsers from sending non-Secure cookies over HTTP (the Observatory's view).
 */
export function cookieRules(report: CookieReport, hstsProtects: boolean): string[] {
  const issues = new Set(report.issues);
  if (issues.has('unparsable')) return ['cookie-unparsable'];
  const rules: string[] = [];
  const session = isSessionCookieName(report.name);
  if (issues.has('set-over-http')) rules.push('cookie-over-http');
  else if (issues.has('missing-secure')) rules.push(session ? 'cookie-session-without-secure' : hstsProtects ? 'cookie-without-secure-hsts' : 'cookie-without-secure');
  if (issues.has('missing-httponly')) rules.push(session ? 'cookie-session-without-httponly' : 'cookie-without-httponly');
  if (issues.has('invalid-samesite')) rules.push('cookie-samesite-invalid');
  else if (issues.has('missing-samesite')) rules.push(isAntiCsrfCookieName(report.name) ? 'cookie-anticsrf-without-samesite' : 'cookie-without-samesite');
  if (issues.has('samesite-none-without-secure')) rules.push('cookie-samesite-none-without-secure');
  if (issues.has('prefix-requirements-unmet')) rules.push('cookie-prefix-invalid');
  if (issues.has('domain-rejected')) rules.push('cookie-domain-rejected');
  return rules;
}
