import type { CollectedPage } from '../../collection-bundle.js';
import type { SslReport } from './ssl-check.js';
import { isOutdatedProtocol, SSL_EXPIRY_WARNING_DAYS } from './ssl-check.js';

/**
 * SSUC metrics (performance, SEO, security, usability), each 0-100. Formulas:
 *
 * Performance, per page then averaged: load event time 40 % (100 at ≤ 1 s, 0 at ≥ 8 s, linear),
 * first contentful paint 30 % (100 at ≤ 1 s, 0 at ≥ 4 s), page weight 15 % (100 at ≤ 500 KB, 0 at ≥ 5 MB),
 * request count 15 % (100 at ≤ 25, 0 at ≥ 150). A measure the collector did not get is left out and the
 * others re-weighted. (The performance audit runs Lighthouse; this is the quick estimate of one pass.)
 *
 * SEO: per page 90 points, averaged — title present 15 (+5 if 30-60 characters), description present 15
 * (+5 if 120-160), exactly one H1 15, canonical 10, every image with alt 10, lang attribute 5,
 * indexable (no noindex) 10; plus 10 for the site — robots.txt present and not blocking all 5, valid
 * sitemap 5.
 *
 * Security (start page): HTTPS 30, certificate valid 20, not expiring within 30 days 5, TLS ≥ 1.2 5,
 * Strict-Transport-Security 10 (HTTPS only), Content-Security-Policy 10, X-Content-Type-Options: nosniff 5,
 * X-Frame-Options or CSP frame-ancestors 5, Referrer-Policy 5, no http:// subresource on an HTTPS page 5.
 *
 * Usability, per page then averaged: responsive viewport 30, no horizontal overflow at 375 px 25,
 * tap targets 20 × (1 − small/10, floor 0), text size 15 × (1 − small/20, floor 0), lang attribute 10.
 * Without a mobile render, the three mobile measures are left out and the rest re-weighted.
 */

/** 100 at or below `good`, 0 at or above `bad`, linear between. */
export function linearScore(value: number, good: number, bad: number): number {
  if (value <= good) return 100;
  if (value >= bad) return 0;
  return (100 * (bad - value)) / (bad - good);
}

/** Weighted mean of the parts that are known (value not null). */
function weighted(parts: [value: number | null, weight: number][]): number {
  let sum = 0;
  let weights = 0;
  for (const [value, weight] of parts) {
    if (value === null) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights === 0 ? 0 : sum / weights;
}

export function performanceMetric(page: CollectedPage, sizeBytes: number): number {
  const requests = page.network.filter((entry) => !entry.blocked).length;
  return weighted([
    [page.timing.loadMs === null ? null : linearScore(page.timing.loadMs, 1000, 8000), 40],
    [page.timing.fcpMs === null ? null : linearScore(page.timing.fcpMs, 1000, 4000), 30],
    [linearScore(sizeBytes, 500 * 1024, 5 * 1024 * 1024), 15],
    [requests === 0 ? null : linearScore(requests, 25, 150), 15],
  ]);
}

export interface SeoFacts {
  titleLength: number;
  descriptionLength: number;
  h1: number;
  canonical: boolean;
  imagesMissingAlt: number;
  lang: boolean;
  noindex: boolean;
}

export function seoPagePoints(facts: SeoFacts): number {
  let points = 0;
  if (facts.titleLength > 0) points += 15 + (facts.titleLength >= 30 && facts.titleLength <= 60 ? 5 : 0);
  if (facts.descriptionLength > 0) points += 15 + (facts.descriptionLength >= 120 && facts.descriptionLength <= 160 ? 5 : 0);
  if (facts.h1 === 1) points += 15;
  if (facts.canonical) points += 10;
  if (facts.imagesMissingAlt === 0) points += 10;
  if (facts.lang) points += 5;
  if (!facts.noindex) points += 10;
  return points;
}

export function seoMetric(pages: readonly SeoFacts[], site: { robotsOk: boolean; sitemapValid: boolean }): number {
  const pageAverage = pages.length === 0 ? 0 : pages.reduce((sum, facts) => sum + seoPagePoints(facts), 0) / pages.length;
  return pageAverage + (site.robotsOk ? 5 : 0) + (site.sitemapValid ? 5 : 0);
}

/** Headers the security metric looks for; the missing ones are listed in one finding. */
export function missingSecurityHeaders(headers: Record<string, string>, https: boolean): string[] {
  const missing: string[] = [];
  const csp = headers['content-security-policy'] ?? '';
  if (https && !headers['strict-transport-security']) missing.push('strict-transport-security');
  if (!csp) missing.push('content-security-policy');
  if ((headers['x-content-type-options'] ?? '').toLowerCase().trim() !== 'nosniff') missing.push('x-content-type-options');
  if (!headers['x-frame-options'] && !/frame-ancestors/i.test(csp)) missing.push('x-frame-options');
  if (!headers['referrer-policy']) missing.push('referrer-policy');
  return missing;
}

export function hasMixedContent(page: CollectedPage): boolean {
  const url = page.finalUrl || page.url;
  return url.startsWith('https:') && page.network.some((entry) => entry.url.startsWith('http:'));
}

export function securityMetric(ssl: SslReport, page: CollectedPage | null): number {
  const headers = page?.headers ?? {};
  const missing = new Set(missingSecurityHeaders(headers, ssl.https));
  let points = 0;
  if (ssl.https) points += 30;
  if (ssl.valid) points += 20;
  if (ssl.valid && ssl.daysToExpiry !== null && ssl.daysToExpiry >= SSL_EXPIRY_WARNING_DAYS) points += 5;
  if (ssl.https && ssl.protocol !== null && !isOutdatedProtocol(ssl.protocol)) points += 5;
  if (ssl.https && !missing.has('strict-transport-security')) points += 10;
  if (!missing.has('content-security-policy')) points += 10;
  if (!missing.has('x-content-type-options')) points += 5;
  if (!missing.has('x-frame-options')) points += 5;
  if (!missing.has('referrer-policy')) points += 5;
  if (page && !hasMixedContent(page)) points += 5;
  return points;
}

export function usabilityMetric(page: CollectedPage, facts: { hasViewport: boolean; lang: boolean }): number {
  const mobile = page.mobile;
  return weighted([
    [facts.hasViewport ? 100 : 0, 30],
    [mobile ? (mobile.scrollWidth > mobile.viewportWidth ? 0 : 100) : null, 25],
    [mobile ? Math.max(0, 100 * (1 - mobile.smallTapTargets.length / 10)) : null, 20],
    [mobile ? Math.max(0, 100 * (1 - mobile.smallTextCount / 20)) : null, 15],
    [facts.lang ? 100 : 0, 10],
  ]);
}
