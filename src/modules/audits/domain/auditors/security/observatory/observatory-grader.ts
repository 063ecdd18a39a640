import type { ObservatoryGrade } from '../../../audit-result.js';

/**
 * The HTTP Observatory's grading (algorithm version 4): every result code carries a score modifier; the
 * score starts at 100, penalties always apply, bonuses only count when the penalties alone leave at least
 * 90; the grade comes from the score rounded down to a multiple of 5 (anything above 100 grades A+).
 */

export const SCORE_MODIFIERS: Readonly<Record<string, number>> = {
  // content-security-policy
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  // cookies
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  // cross-origin-resource-sharing
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  // redirection
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  // referrer-policy
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  // strict-transport-security
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  // subresource-integrity
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'html-not-parseable': -20,
  // x-content-type-options
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  // x-frame-options
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  // cross-origin-resource-policy
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
};

export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** Grade for each score rounded down to a multiple of 5, from 100 down to 0. */
const GRADE_CHART: readonly [number, ObservatoryGrade][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function scoreModifier(result: string): number {
  return SCORE_MODIFIERS[result] ?? 0;
}

export function gradeForScore(score: number): ObservatoryGrade {
  const floored = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADE_CHART.find(([minimum]) => floored >= minimum)![1];
}

export interface GradedTest {
  result: string;
  pass: boolean;
}

/** Final score (never below 0, may exceed 100) and grade for a set of test results. */
export function gradeTests(tests: readonly GradedTest[]): { score: number; grade: ObservatoryGrade; passed: number } {
  let withExtraCredit = 100;
  let penaltiesOnly = 100;
  let passed = 0;
  for (const test of tests) {
    const modifier = scoreModifier(test.result);
    if (test.pass) passed += 1;
    withExtraCredit += modifier;
    if (modifier < 0) penaltiesOnly += modifier;
  }
  const raw = penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : penaltiesOnly;
  const score = Math.max(raw, 0);
  return { score, grade: gradeForScore(score), passed };
}
