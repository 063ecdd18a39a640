/**
 * Test doubles for the audit pages' web tests: results shaped exactly like the API's
 * (src/modules/audits/domain/audit-result.ts) for a small made-up site, and an in-browser fake of
 * /api/audits* (Playwright `page.route`) that walks a run through queued → running → done/failed.
 * These are doubles for the page, not audit results: the real auditors are tested on fixture sites.
 */
import type { Page, Route } from 'playwright-core';
import type { AuditDiff, AuditResult } from '../../../src/modules/audits/domain/audit-result.js';
import type { AuditType } from '../../../src/modules/audits/domain/audit-type.js';
import type { Finding, Severity } from '../../../src/modules/audits/domain/finding.js';

export const SITE = 'https://shop.example.test/';
const COLLECTED_AT = '2026-11-20T10:15:00.000Z';

export function finding(audit: AuditType, rule: string, severity: Severity, message: string, extra: Partial<Finding> = {}): Finding {
  const pageUrl = extra.pageUrl ?? SITE;
  const selector = extra.selector ?? null;
  return { id: `${rule}|${new URL(pageUrl).pathname}|${selector ?? ''}`, audit, rule, severity, pageUrl, selector, evidence: null, message, params: {}, ...extra };
}

const bandOf = (score: number) => (score >= 90 ? 'excellent' : score >= 50 ? 'needs-improvement' : 'poor') as AuditResult['overall']['band'];

function envelope<T extends AuditType>(type: T, score: number, details: AuditResult<T>['details'], findings: Finding[], extra: Partial<AuditResult<T>> = {}): AuditResult<T> {
  return { type, url: SITE, overall: { score, band: bandOf(score) }, pagesAnalysed: 1, findings, failures: [], details, schemaVersion: 1, collectedAt: COLLECTED_AT, durationMs: 4200, ...extra };
}

const contentFindings = [
  finding('content', 'missing-h1', 'high', 'The page has no H1 heading', { pageUrl: `${SITE}pricing` }),
  finding('content', 'img-alt-missing', 'medium', '2 images have no alt text', { selector: 'img.hero', evidence: '<img class="hero" src="/hero.jpg">', params: { count: 2 } }),
];

export const contentResult = envelope(
  'content',
  72,
  {
    pages: [
      {
        url: SITE,
        language: 'en',
        wordCount: 912,
        wordCountBand: 'excellent',
        readability: { score: 64.2, band: 'standard', formula: 'flesch', grade: 8.1, words: 912, sentences: 58, syllables: 1322, language: 'en' },
        headings: {
          counts: { h1: 1, h2: 4, h3: 2, h4: 0, h5: 0, h6: 0 },
          outline: [
            { level: 1, text: 'Handmade ceramics' },
            { level: 2, text: 'Our workshop' },
            { level: 3, text: 'Glazes' },
          ],
        },
        links: { internal: 14, external: 3, nofollow: 1 },
        images: { total: 6, withAlt: 4, missingAlt: 2, withDimensions: 5, missingDimensions: 1, missingAltSources: ['/hero.jpg', '/bowl.jpg'] },
        keywords: [
          { word: 'ceramics', count: 18, density: 1.97, band: 'optimal' },
          { word: 'glaze', count: 4, density: 0.44, band: 'too-low' },
        ],
        meta: {
          title: { value: 'Handmade ceramics | Shop', length: 24, band: 'too-short' },
          description: { value: 'Bowls, mugs and plates made by hand in our workshop, fired twice and glazed with lead-free glazes that are safe for every day.', length: 121, band: 'too-short' },
          canonical: SITE,
          openGraph: { 'og:title': 'Handmade ceramics', 'og:type': 'website' },
        },
        contentScore: 81,
        contentScoreBand: 'good',
        issues: [contentFindings[1]!],
        recommendations: ['meta-description-150-160', 'alt-all-images'],
      },
      {
        url: `${SITE}pricing`,
        language: 'en',
        wordCount: 240,
        wordCountBand: 'too-short',
        readability: { score: 48.5, band: 'difficult', formula: 'flesch', grade: 11.4, words: 240, sentences: 12, syllables: 410, language: 'en' },
        headings: { counts: { h1: 0, h2: 2, h3: 0, h4: 0, h5: 0, h6: 0 }, outline: [{ level: 2, text: 'Plans' }] },
        links: { internal: 9, external: 0, nofollow: 0 },
        images: { total: 1, withAlt: 1, missingAlt: 0, withDimensions: 1, missingDimensions: 0, missingAltSources: [] },
        keywords: [],
        meta: {
          title: { value: null, length: 0, band: 'missing' },
          description: { value: null, length: 0, band: 'missing' },
          canonical: null,
          openGraph: {},
        },
        contentScore: 38,
        contentScoreBand: 'poor',
        issues: [contentFindings[0]!],
        recommendations: ['word-count-800', 'single-h1'],
      },
    ],
    averageScore: 60,
    averageScoreBand: 'average',
    improvementPriority: { url: `${SITE}pricing`, score: 38 },
    trend: { direction: 'improving', previousScore: 52, previousAuditId: '11111111-1111-4111-8111-111111111111' },
    statistics: { totalWords: 1152, averageWords: 576, averageReadability: 56.4, totalImages: 7, imagesMissingAlt: 2 },
  },
  contentFindings,
  { pagesAnalysed: 2 },
);

const websiteFindings = [
  finding('website', 'sitemap-missing', 'medium', 'No sitemap.xml was found'),
  finding('website', 'small-tap-targets', 'low', '3 tap targets are smaller than 48 px', { params: { count: 3 } }),
  // A rule the browser's catalog does not know yet (a newer server): shown in the server's English message.
  finding('website', 'future-check-not-in-catalog', 'info', 'A check this version of the page does not know yet'),
  finding('website', 'website-security-headers-missing', 'high', 'Strict-Transport-Security and 4 other headers are missing', { evidence: 'HTTP/1.1 200 OK' }),
];

export const websiteResult = envelope(
  'website',
  68,
  {
    mainUrl: SITE,
    detectedUrls: Array.from({ length: 11 }, (_, i) => (i === 0 ? SITE : `${SITE}page-${i}`)),
    generatedSitemap: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from({ length: 11 }, (_, i) => `  <url><loc>${i === 0 ? SITE : `${SITE}page-${i}`}</loc></url>`),
      '</urlset>',
    ].join('\n'),
    socialPreview: { title: 'Handmade ceramics', description: 'Bowls and mugs made by hand.', image: `${SITE}og.jpg`, siteName: 'Shop', url: SITE, twitterCard: 'summary_large_image' },
    robots: { present: true, status: 200, disallowsAll: false, sitemapUrls: [], issues: [] },
    sitemap: { present: false, url: null, urlCount: 0, valid: false, issues: ['sitemap-missing'] },
    ssl: { https: true, valid: true, protocol: 'TLSv1.3', issuer: 'Example CA', validTo: '2027-03-01T00:00:00.000Z', daysToExpiry: 101, error: null },
    responsive: { viewportMeta: 'width=device-width, initial-scale=1', hasViewport: true, horizontalOverflow: false, scrollWidth: 375, smallTapTargets: 3, smallTextCount: 0, mobileFriendly: true },
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff' },
    pages: [
      {
        url: SITE,
        status: 200,
        title: 'Handmade ceramics',
        metaTags: [{ name: 'description', content: 'Bowls and mugs made by hand.' }],
        headings: { h1: 1, h2: 4, h3: 2, h4: 0, h5: 0, h6: 0 },
        images: 6,
        links: { internal: 14, external: 3 },
        scripts: 4,
        stylesheets: 2,
        sizeBytes: 48_200,
        loadTimeMs: 820,
      },
    ],
    statistics: { pagesAnalysed: 11, totalIssues: 4, averagePageSizeBytes: 52_400, averageLoadTimeMs: 910 },
    metrics: {
      performance: { score: 91, band: 'excellent' },
      seo: { score: 74, band: 'needs-improvement' },
      security: { score: 42, band: 'poor' },
      usability: { score: 88, band: 'needs-improvement' },
    },
    issuesBySeverity: { critical: 0, high: 1, medium: 1, low: 1, info: 1 },
  },
  websiteFindings,
  { pagesAnalysed: 11 },
);

const securityFindings = [
  finding('security', 'csp-not-implemented', 'high', 'No Content-Security-Policy header', { evidence: 'content-type: text/html; charset=utf-8' }),
  finding('security', 'cookie-without-httponly', 'medium', 'Cookie "session" lacks HttpOnly', { evidence: 'Set-Cookie: session=abc123; Path=/; Secure', params: { cookie: 'session' } }),
  finding('security', 'exposed-aws-access-key', 'high', 'An AWS access key appears in the page source', { selector: 'script:nth-of-type(2)', evidence: 'const key = "AKIAIOSFODNN7EXAMPLE";' }),
];

export const securityResult = envelope(
  'security',
  35,
  {
    observatory: {
      score: 35,
      grade: 'D',
      tests: [
        { name: 'content-security-policy', pass: false, result: 'csp-not-implemented', scoreModifier: -25 },
        { name: 'strict-transport-security', pass: true, result: 'hsts-implemented-max-age-at-least-six-months', scoreModifier: 0 },
        { name: 'x-content-type-options', pass: true, result: 'x-content-type-options-nosniff', scoreModifier: 0 },
        { name: 'cookies', pass: false, result: 'cookies-without-secure-flag-but-protected-by-hsts', scoreModifier: -5 },
      ],
    },
    globalScore: { score: 35, band: 'poor' },
    headers: { score: 40, present: { 'strict-transport-security': 'max-age=31536000', 'x-content-type-options': 'nosniff' }, missing: ['content-security-policy', 'referrer-policy', 'x-frame-options'] },
    cookies: {
      score: 60,
      https: true,
      cookies: [
        { name: 'session', raw: 'session=abc123; Path=/; Secure', secure: true, httpOnly: false, sameSite: null, prefix: null, prefixValid: true, issues: ['missing-httponly', 'missing-samesite'] },
        { name: '__Host-id', raw: '__Host-id=1; Path=/; Secure; HttpOnly; SameSite=Strict', secure: true, httpOnly: true, sameSite: 'strict', prefix: '__Host-', prefixValid: true, issues: [] },
      ],
    },
    mixedContent: [{ url: 'http://cdn.example.test/lib.js', resourceType: 'script', blocked: true }],
    vulnerabilities: [
      { findingId: securityFindings[0]!.id, level: 'high', category: 'headers', rule: 'csp-not-implemented', element: null, evidence: 'content-type: text/html; charset=utf-8' },
      { findingId: securityFindings[1]!.id, level: 'medium', category: 'cookies', rule: 'cookie-without-httponly', element: null, evidence: 'Set-Cookie: session=abc123; Path=/; Secure' },
      { findingId: securityFindings[2]!.id, level: 'high', category: 'sensitive-data', rule: 'exposed-aws-access-key', element: 'script:nth-of-type(2)', evidence: 'const key = "AKIAIOSFODNN7EXAMPLE";' },
    ],
    headerConfig: {
      csp: "default-src 'self'; script-src 'self' https://cdn.example.test; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'",
      headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' },
      koa: "app.use(async (ctx, next) => {\n  await next();\n  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');\n  ctx.set('X-Frame-Options', 'DENY');\n});",
      nginx: "add_header Referrer-Policy \"strict-origin-when-cross-origin\" always;\nadd_header X-Frame-Options \"DENY\" always;",
      apache: 'Header always set Referrer-Policy "strict-origin-when-cross-origin"\nHeader always set X-Frame-Options "DENY"',
    },
  },
  securityFindings,
);

const semanticFindings = [finding('semantic', 'semantic-heading-levels-skipped', 'medium', 'Heading levels skipped: H2 → H4', { selector: 'h4.price', params: { skips: 'H2 → H4' } })];

export const semanticResult = envelope(
  'semantic',
  77,
  {
    html: {
      score: 82,
      errors: 2,
      warnings: 3,
      messages: [
        { ruleId: 'no-dup-id', severity: 'error', message: 'Duplicate ID "nav"', line: 12, column: 5, selector: '#nav' },
        { ruleId: 'wcag/h37', severity: 'error', message: '<img> is missing required "alt" attribute', line: 40, column: 9, selector: 'img.hero' },
      ],
    },
    aria: { score: 71, violations: [{ id: 'color-contrast', impact: 'serious', help: 'Elements must meet minimum color contrast ratio thresholds', nodes: 4, helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/color-contrast' }], passes: 38, incomplete: 2 },
    meta: { score: 78, present: ['title', 'description', 'viewport'], missing: ['og:image'], tags: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }] },
    average: { score: 77, band: 'needs-improvement' },
    readability: { score: 64.2, band: 'standard', formula: 'flesch', grade: 8.1, words: 912, sentences: 58, syllables: 1322, language: 'en' },
    headingStructure: { outline: [{ level: 1, text: 'Handmade ceramics' }, { level: 2, text: 'Prices' }, { level: 4, text: 'Mugs' }], skippedLevels: [{ from: 2, to: 4 }], h1Count: 1, valid: false },
    suggestions: [{ rule: 'semantic-open-graph-incomplete', priority: 'medium', params: { missing: 'og:image' } }],
  },
  semanticFindings,
);

export const performanceResult = envelope(
  'performance',
  63,
  {
    runs: 3,
    performanceScore: { median: 63, min: 61, max: 66, spread: 2.5, band: 'needs-improvement' },
    metrics: {
      fcp: { median: 1830, min: 1790, max: 1900, score: 86 },
      lcp: { median: 3420, min: 3300, max: 3610, score: 62 },
      speedIndex: { median: 2510, min: 2440, max: 2600, score: 79 },
      tbt: { median: 420, min: 390, max: 470, score: 58 },
      cls: { median: 0.12, min: 0.11, max: 0.14, score: 76 },
      tti: { median: 5120, min: 4980, max: 5300, score: 73 },
    },
    resources: {
      byType: [
        { type: 'script', count: 14, transferSize: 612_000 },
        { type: 'image', count: 22, transferSize: 1_240_000 },
        { type: 'stylesheet', count: 3, transferSize: 48_000 },
        { type: 'document', count: 1, transferSize: 21_000 },
      ],
      totalRequests: 40,
      totalTransferSize: 1_921_000,
      loadTimeMs: 3890,
    },
    opportunities: [
      { id: 'unused-javascript', savingsMs: 780, savingsBytes: 210_000, scoreGain: 9 },
      { id: 'modern-image-formats', savingsMs: 450, savingsBytes: 640_000, scoreGain: 5 },
    ],
    summary: { baselineScore: 63, optimisationScore: 48, resourceEfficiency: 55, loadingSpeed: 69, userExperience: 76 },
  },
  [finding('performance', 'unused-javascript', 'medium', 'Reduce unused JavaScript (about 210 kB)')],
);

export const engagementResult = envelope(
  'user-engagement',
  58,
  {
    pages: [
      {
        url: SITE,
        ctas: [
          { text: 'Shop now', type: 'button', location: 'hero', aboveFold: true, width: 160, height: 48, contrastRatio: 7.2, selector: 'a.cta' },
          { text: 'Subscribe', type: 'form-submit', location: 'footer', aboveFold: false, width: 96, height: 32, contrastRatio: 3.1, selector: 'form button' },
        ],
        social: [{ platform: 'Instagram', type: 'follow', location: 'footer', selector: 'a.instagram' }],
        interactive: [{ description: 'Newsletter form', type: 'form', location: 'footer', selector: 'form#news' }],
        navigation: { score: 70, links: 8, hasSkipLink: false, hasSearch: true, breadcrumbs: false },
        readability: { score: 64.2, band: 'standard' },
        globalScore: 58,
      },
    ],
    averages: { score: 58, ctaCount: 2, interactiveCount: 1, socialCount: 1 },
    scores: { navigation: 70, readability: 64, global: 58 },
  },
  [finding('user-engagement', 'cta-low-contrast', 'medium', 'A call to action has low contrast (3.1:1)', { selector: 'form button' })],
);

const seoFindings = [
  finding('seo', 'meta-description-missing', 'medium', 'The page has no meta description.', { selector: 'meta[name="description"]' }),
  finding('seo', 'seo-structured-data-missing', 'medium', 'The page declares no structured data.'),
  finding('seo', 'img-alt-missing', 'high', '1 of 2 images have no alt attribute.', { selector: 'img:not([alt])', params: { count: 1, total: 2 } }),
];

export const seoResult = envelope(
  'seo',
  77,
  {
    categories: [
      { category: 'titles', weight: 25, lost: 10, score: 60, findings: 1 },
      { category: 'headings', weight: 15, lost: 0, score: 100, findings: 0 },
      { category: 'canonical', weight: 8, lost: 0, score: 100, findings: 0 },
      { category: 'open-graph', weight: 7, lost: 0, score: 100, findings: 0 },
      { category: 'structured-data', weight: 10, lost: 8, score: 20, findings: 1 },
      { category: 'crawling', weight: 20, lost: 0, score: 100, findings: 0 },
      { category: 'links', weight: 8, lost: 0, score: 100, findings: 0 },
      { category: 'images', weight: 7, lost: 3.5, score: 50, findings: 1 },
    ],
    ranked: [
      { findingId: seoFindings[0]!.id, category: 'titles', gain: 10 },
      { findingId: seoFindings[1]!.id, category: 'structured-data', gain: 8 },
      { findingId: seoFindings[2]!.id, category: 'images', gain: 3.5 },
    ],
    pages: [
      {
        url: SITE,
        status: 200,
        indexable: true,
        title: { value: 'Handmade ceramics from our workshop', length: 35, band: 'good' },
        description: { value: null, length: 0, band: 'missing' },
        canonical: SITE,
        h1: 1,
        h2: 3,
        openGraph: { title: true, description: true, image: true },
        structuredData: { types: [], invalid: 0 },
        images: { total: 2, missingAlt: 1 },
        links: { internal: 12, external: 2 },
      },
    ],
    robots: { present: true, status: 200, disallowsAll: false, sitemapUrls: [`${SITE}sitemap.xml`], issues: [] },
    sitemap: { present: true, url: `${SITE}sitemap.xml`, urlCount: 12, valid: true, issues: [] },
    sources: { content: 72, semantic: { score: 81, band: 'needs-improvement' }, websiteSeo: { score: 88, band: 'needs-improvement' } },
  },
  seoFindings,
);

export const RESULTS: Record<AuditType, AuditResult> = {
  content: contentResult,
  website: websiteResult,
  security: securityResult,
  semantic: semanticResult,
  performance: performanceResult,
  'user-engagement': engagementResult,
  seo: seoResult,
};

export interface FakeRun {
  /** Answers of GET /api/audits/:id in order; the last one repeats. */
  states: Array<{ status: 'queued' | 'running' | 'done' | 'failed'; progress: number; stage: string; error?: { code: string; message: string; stage: string | null } }>;
  /** When set, the run stays on the state before the last until `release()` is called. */
  held?: boolean;
}

export interface FakeAuditApi {
  readonly posts: Array<{ type: string; url: string; crawl: boolean; authorization: string | null }>;
  readonly exports: Array<{ format: string; lang: string; authorization: string | null }>;
  readonly historyQueries: URLSearchParams[];
  /** Lets a held run reach its last state. */
  release(): void;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
export const EARLIER_ID = uuid(900);

/**
 * Answers /api/audits* in the page like the API would: each POST creates a run whose GETs walk
 * through `runs[i].states` (the i-th POST takes runs[i], the last one repeats); history lists the
 * runs plus an earlier one; diff compares with that earlier one; export returns a small file.
 */
export async function fakeAuditApi(page: Page, type: AuditType, result: AuditResult, runs: FakeRun[], options: { earlier?: AuditResult } = {}): Promise<FakeAuditApi> {
  const posts: FakeAuditApi['posts'] = [];
  const exports: FakeAuditApi['exports'] = [];
  const historyQueries: URLSearchParams[] = [];
  const created: Array<{ id: string; run: FakeRun; reads: number; url: string; crawl: boolean; createdAt: string }> = [];
  let released = false;
  const earlierScore = Math.max(0, result.overall.score - 10);
  const earlier = options.earlier ?? { ...result, overall: { score: earlierScore, band: bandOf(earlierScore) }, findings: result.findings.slice(1) };

  const json = (route: Route, status: number, body: unknown, headers: Record<string, string> = {}) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body), headers });

  await page.route(/\/api\/audits(\/|\?|$)/, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const parts = url.pathname.replace(/^\/api\/audits\/?/, '').split('/').filter(Boolean);
    const authorization = request.headers()['authorization'] ?? null;

    if (request.method() === 'POST' && parts.length === 0) {
      const body = JSON.parse(request.postData() ?? '{}') as { type: string; url: string; crawl: boolean };
      posts.push({ ...body, authorization });
      const run = runs[Math.min(created.length, runs.length - 1)]!;
      const id = uuid(created.length + 1);
      created.push({ id, run, reads: 0, url: body.url, crawl: body.crawl, createdAt: new Date(Date.UTC(2026, 10, 20, 10, created.length)).toISOString() });
      return json(route, 202, { success: true, id });
    }
    if (request.method() === 'GET' && parts.length === 0) {
      historyQueries.push(url.searchParams);
      const items = [
        ...created
          .slice()
          .reverse()
          .map((c) => {
            const state = c.run.states[Math.min(c.reads, c.run.states.length) - 1] ?? c.run.states[0]!;
            return { id: c.id, type, url: result.url, crawl: c.crawl, status: state.status, score: state.status === 'done' ? result.overall.score : null, band: state.status === 'done' ? result.overall.band : null, createdAt: c.createdAt, finishedAt: null };
          }),
        { id: EARLIER_ID, type, url: result.url, crawl: false, status: 'done', score: earlier.overall.score, band: earlier.overall.band, createdAt: '2026-11-13T09:00:00.000Z', finishedAt: '2026-11-13T09:00:05.000Z' },
      ];
      return json(route, 200, { success: true, items, total: items.length, page: 1, pageSize: 10 });
    }
    if (parts.length === 3 && parts[1] === 'diff') {
      const [baseId, , otherId] = parts;
      const base = baseId === EARLIER_ID ? earlier : result;
      const other = otherId === EARLIER_ID ? earlier : result;
      const baseIds = new Set(base.findings.map((f) => f.id));
      const otherIds = new Set(other.findings.map((f) => f.id));
      const diff: AuditDiff = {
        baseId: baseId!,
        otherId: otherId!,
        scoreDelta: other.overall.score - base.overall.score,
        newFindings: other.findings.filter((f) => !baseIds.has(f.id)),
        fixedFindings: base.findings.filter((f) => !otherIds.has(f.id)),
        persistingFindings: other.findings.filter((f) => baseIds.has(f.id)),
      };
      return json(route, 200, { success: true, diff });
    }
    if (parts.length === 2 && parts[1] === 'export') {
      const format = url.searchParams.get('format') ?? '';
      exports.push({ format, lang: url.searchParams.get('lang') ?? '', authorization });
      const type = format === 'json' ? 'application/json' : format === 'csv' ? 'text/csv' : 'application/pdf';
      const body = format === 'json' ? JSON.stringify(result) : format === 'csv' ? 'id,rule,severity\n' : '%PDF-1.4\n%%EOF\n';
      return route.fulfill({ status: 200, contentType: type, body, headers: { 'Content-Disposition': `attachment; filename="stacklens-${result.type}-audit.${format}"` } });
    }
    if (request.method() === 'GET' && parts.length === 1) {
      const id = parts[0]!;
      if (id === EARLIER_ID) {
        return json(route, 200, { success: true, audit: { id, type, url: result.url, crawl: false, status: 'done', progress: 100, stage: 'done', result: earlier, error: null, createdAt: '2026-11-13T09:00:00.000Z', finishedAt: '2026-11-13T09:00:05.000Z' } });
      }
      const run = created.find((c) => c.id === id);
      if (!run) return json(route, 404, { success: false, error: 'No such audit', code: 'AUDIT_NOT_FOUND' });
      const last = run.run.states.length - 1;
      const limit = run.run.held && !released ? last - 1 : last;
      const state = run.run.states[Math.min(run.reads, limit)]!;
      run.reads += 1;
      return json(route, 200, {
        success: true,
        audit: {
          id,
          type,
          url: result.url,
          crawl: run.crawl,
          status: state.status,
          progress: state.progress,
          stage: state.stage,
          result: state.status === 'done' ? result : null,
          error: state.error ?? null,
          createdAt: run.createdAt,
          finishedAt: state.status === 'done' || state.status === 'failed' ? run.createdAt : null,
        },
      });
    }
    return json(route, 404, { success: false, error: 'Not found', code: 'NOT_FOUND' });
  });

  return {
    posts,
    exports,
    historyQueries,
    release: () => {
      released = true;
    },
  };
}

/** A run that waits in the queue, renders at 40 %, then finishes (held before the end until released). */
export const SUCCESSFUL_RUN: FakeRun = {
  held: true,
  states: [
    { status: 'queued', progress: 0, stage: 'queued' },
    { status: 'running', progress: 40, stage: 'render' },
    { status: 'done', progress: 100, stage: 'done' },
  ],
};

export const FAILED_RUN: FakeRun = {
  states: [
    { status: 'running', progress: 10, stage: 'fetch' },
    { status: 'failed', progress: 10, stage: 'fetch', error: { code: 'AUDIT_FAILED', message: 'Failed to analyze URL. Please check the URL and try again.', stage: 'fetch' } },
  ],
};

export const QUICK_RUN: FakeRun = { states: [{ status: 'done', progress: 100, stage: 'done' }] };
