import type { ObservatoryRun } from '../observatory/observatory-tests.js';

/**
 * Header score (0-100): the weights of the security headers the page sends correctly.
 *
 *   content-security-policy 25 · strict-transport-security 20 · x-frame-options (or CSP frame-ancestors) 15 ·
 *   x-content-type-options 10 · referrer-policy 10 · permissions-policy 10 · cross-origin-opener-policy 5 ·
 *   cross-origin-resource-policy 5
 *
 * "Correctly" follows the Observatory where it has a test (a CSP that passes, HSTS of at least six months
 * on a valid HTTPS response, nosniff, DENY/SAMEORIGIN or frame-ancestors, a private referrer policy, a valid
 * CORP); Permissions-Policy must be non-empty and COOP one of its three isolating values. A header missing
 * or failing is listed in `missing`, with the value the generated configuration recommends.
 */

export const HEADER_WEIGHTS: Readonly<Record<string, number>> = {
  'content-security-policy': 25,
  'strict-transport-security': 20,
  'x-frame-options': 15,
  'x-content-type-options': 10,
  'referrer-policy': 10,
  'permissions-policy': 10,
  'cross-origin-opener-policy': 5,
  'cross-origin-resource-policy': 5,
};

/** Recommended values for the generated configuration (CSP is generated per page). */
export const RECOMMENDED_VALUES: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Security-relevant response headers shown in the report when present. */
const REPORTED_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'x-xss-protection',
  'server',
  'x-powered-by',
];

export interface HeaderScore {
  score: number;
  present: Record<string, string>;
  missing: string[];
}

export function headerScore(headers: Readonly<Record<string, string>>, run: ObservatoryRun, https: boolean): HeaderScore {
  const byName = new Map(run.tests.map((test) => [test.name, test]));
  const coop = (headers['cross-origin-opener-policy'] ?? '').trim().toLowerCase();
  const correct: Record<string, boolean> = {
    'content-security-policy': run.csp.pass,
    'strict-transport-security': https && run.hsts.pass,
    'x-frame-options': byName.get('x-frame-options')?.pass === true,
    'x-content-type-options': byName.get('x-content-type-options')?.pass === true,
    'referrer-policy': byName.get('referrer-policy')?.result === 'referrer-policy-private',
    'permissions-policy': (headers['permissions-policy'] ?? '').trim() !== '',
    'cross-origin-opener-policy': ['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups'].includes(coop.split(';')[0]?.trim() ?? ''),
    'cross-origin-resource-policy': (headers['cross-origin-resource-policy'] ?? '') !== '' && byName.get('cross-origin-resource-policy')?.pass === true,
  };
  let score = 0;
  const missing: string[] = [];
  for (const [name, weight] of Object.entries(HEADER_WEIGHTS)) {
    if (correct[name]) score += weight;
    else missing.push(name);
  }
  const present: Record<string, string> = {};
  for (const name of REPORTED_HEADERS) if (headers[name] !== undefined) present[name] = headers[name];
  return { score, present, missing };
}
