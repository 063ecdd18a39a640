import type { AuditResult, ObservatoryTest, SecurityDetails, Vulnerability } from '../../audit-result.js';
import type { Auditor } from '../../auditor.js';
import type { CollectedPage, CollectionBundle } from '../../collection-bundle.js';
import { makeFinding, type Finding } from '../../finding.js';
import { clampScore, scored } from '../../score-band.js';
import { buildHeaderConfig } from './config/header-config.js';
import { analyseCookies, cookieRules } from './cookies/cookie-report.js';
import { findFormIssues } from './detectors/forms.js';
import { findMixedContent } from './detectors/mixed-content.js';
import { findSensitiveData } from './detectors/sensitive-data.js';
import { headerScore, RECOMMENDED_VALUES } from './headers/header-score.js';
import { parseHttpEquiv, type HttpEquiv } from './observatory/html-inputs.js';
import { gradeTests } from './observatory/observatory-grader.js';
import { HTML_MIME_TYPES, runObservatoryTests, type ObservatoryContext, type ObservatoryRun } from './observatory/observatory-tests.js';
import { SECURITY_RULES, type SecurityRuleId } from './security-rules.js';

/**
 * Security audit of the start page (Observatory grade, headers, cookies) and of every collected page
 * (mixed content, exposed secrets, forms).
 *
 * Global score (0-100), documented in docs and the report:
 *   0.40 × Observatory score (capped to 0-100)
 * + 0.20 × header score
 * + 0.15 × cookie score
 * + 0.25 × (100 − penalty of the issues the Observatory does not grade: exposed secrets, CSRF, mixed
 *          content, insecure forms, CORS reflection, version disclosure; high 25, medium 10, low 3,
 *          info 0 per finding, a rule counted at most three times, the penalty capped at 100)
 * and never above 49 ("poor") while a critical secret (private key, live API secret) is exposed.
 */

const LEVEL_PENALTY: Record<Vulnerability['level'], number> = { high: 25, medium: 10, low: 3, info: 0 };

/** Rules the Observatory, header or cookie scores already count: left out of the penalty. */
const GRADED_ELSEWHERE = new Set<string>(['no-https', 'tls-certificate-invalid', 'script-loaded-over-http', 'sri-missing']);
/** Header rules no other score counts. */
const UNGRADED_HEADER_RULES = new Set<string>(['cors-origin-reflected-with-credentials', 'cors-wildcard-with-credentials', 'server-version-disclosed']);

function observatoryContext(bundle: CollectionBundle, page: CollectedPage): ObservatoryContext {
  const start = new URL(bundle.startUrl);
  const final = new URL(page.finalUrl);
  const finalHttps = final.protocol === 'https:';
  const certificateValid = bundle.tls ? bundle.tls.authorized : true;
  const probes = bundle.securityProbes;

  let http: ObservatoryContext['http'];
  if (probes) {
    http = probes.http ? { route: [...probes.http.redirects.map((hop) => hop.url), probes.http.finalUrl], verified: !probes.http.certificateError } : null;
  } else if (start.protocol === 'http:') {
    // The start page's own redirect chain is the plain-http probe.
    http = { route: [...page.redirects.map((hop) => hop.url), page.finalUrl], verified: !(finalHttps && !certificateValid) };
  }

  // The Observatory reads the HTML as served, before any script runs; the rendered DOM only stands in when the raw body is missing.
  const body = page.html || page.renderedHtml;
  const mime = page.headers['content-type']?.split(';')[0] ?? '';
  const httpEquiv: HttpEquiv = HTML_MIME_TYPES.has(mime) && body ? parseHttpEquiv(body) : new Map();
  return {
    hostname: start.host,
    pageUrl: page.finalUrl,
    headers: page.headers,
    setCookies: page.setCookies,
    body,
    httpEquiv,
    https: finalHttps ? { headers: page.headers, verified: certificateValid } : null,
    http,
    cors: probes ? (probes.cors?.headers ?? null) : page.headers,
  };
}

function headerEvidence(headers: Readonly<Record<string, string>>, name: string): string | null {
  return headers[name] === undefined ? null : `${name}: ${headers[name]}`;
}

function cspEvidence(page: CollectedPage, equiv: readonly string[]): string | null {
  return headerEvidence(page.headers, 'content-security-policy') ?? (equiv[0] ? `<meta http-equiv="Content-Security-Policy" content="${equiv[0]}">` : null) ?? headerEvidence(page.headers, 'content-security-policy-report-only');
}

const CSP_RULES: Record<string, SecurityRuleId> = {
  'csp-not-implemented': 'csp-not-implemented',
  'csp-not-implemented-but-reporting-enabled': 'csp-report-only',
  'csp-header-invalid': 'csp-invalid',
  'csp-implemented-with-unsafe-inline': 'csp-unsafe-inline',
  'csp-implemented-with-insecure-scheme': 'csp-insecure-scheme',
  'csp-implemented-with-unsafe-eval': 'csp-unsafe-eval',
  'csp-implemented-with-insecure-scheme-in-passive-content-only': 'csp-insecure-scheme-passive',
  'csp-implemented-with-unsafe-inline-in-style-src-only': 'csp-unsafe-inline-style',
  'csp-implemented-but-duplicate-directives': 'csp-duplicate-directives',
};
const HSTS_RULES: Record<string, SecurityRuleId> = {
  'hsts-not-implemented': 'hsts-not-implemented',
  'hsts-implemented-max-age-less-than-six-months': 'hsts-short-max-age',
  'hsts-header-invalid': 'hsts-invalid',
  'hsts-not-implemented-no-https': 'no-https',
  'hsts-invalid-cert': 'tls-certificate-invalid',
};
const REDIRECTION_RULES: Record<string, SecurityRuleId> = {
  'redirection-missing': 'redirection-missing',
  'redirection-not-to-https': 'redirection-not-to-https',
  'redirection-not-to-https-on-initial-redirection': 'redirection-http-first-hop',
  'redirection-off-host-from-http': 'redirection-off-host',
  'redirection-invalid-cert': 'tls-certificate-invalid',
  'redirection-not-checked': 'redirection-not-checked',
};
const OTHER_TEST_RULES: Record<string, SecurityRuleId> = {
  'referrer-policy-unsafe': 'referrer-policy-unsafe',
  'referrer-policy-header-invalid': 'referrer-policy-invalid',
  'referrer-policy-not-implemented': 'referrer-policy-missing',
  'x-content-type-options-not-implemented': 'x-content-type-options-missing',
  'x-content-type-options-header-invalid': 'x-content-type-options-invalid',
  'x-frame-options-not-implemented': 'clickjacking-protection-missing',
  'x-frame-options-header-invalid': 'x-frame-options-invalid',
  'corp-header-invalid': 'corp-invalid',
};
const TEST_HEADER: Record<string, string> = {
  'referrer-policy': 'referrer-policy',
  'x-content-type-options': 'x-content-type-options',
  'x-frame-options': 'x-frame-options',
  'cross-origin-resource-policy': 'cross-origin-resource-policy',
};

class FindingCollector {
  readonly findings: Finding[] = [];
  readonly vulnerabilities: Vulnerability[] = [];
  private readonly seen = new Set<string>();

  add(rule: SecurityRuleId, pageUrl: string, selector: string | null, evidence: string | null, params: Record<string, string | number> = {}): void {
    const text = SECURITY_RULES[rule];
    const finding = makeFinding({ audit: 'security', rule, severity: text.severity, pageUrl, selector, evidence, message: selector ? `${text.title}: ${selector}` : text.title, params });
    if (this.seen.has(finding.id)) return;
    this.seen.add(finding.id);
    this.findings.push(finding);
    this.vulnerabilities.push({
      findingId: finding.id,
      level: text.severity === 'critical' ? 'high' : text.severity,
      category: text.category,
      rule,
      element: selector,
      evidence: finding.evidence,
    });
  }
}

function observatoryFindings(collector: FindingCollector, bundle: CollectionBundle, page: CollectedPage, context: ObservatoryContext, run: ObservatoryRun): void {
  const url = page.finalUrl;
  const cspRule = CSP_RULES[run.csp.result];
  if (cspRule) collector.add(cspRule, url, 'content-security-policy', cspEvidence(page, context.httpEquiv.get('content-security-policy') ?? []));

  const hstsRule = HSTS_RULES[run.hsts.result];
  if (hstsRule === 'no-https') collector.add('no-https', url, null, url);
  else if (hstsRule === 'tls-certificate-invalid') collector.add(hstsRule, url, null, bundle.tls?.authorizationError ?? null);
  else if (hstsRule) collector.add(hstsRule, url, 'strict-transport-security', headerEvidence(page.headers, 'strict-transport-security'));

  const redirectionRule = REDIRECTION_RULES[run.redirection.result];
  if (redirectionRule === 'tls-certificate-invalid') collector.add(redirectionRule, url, null, bundle.tls?.authorizationError ?? null);
  else if (redirectionRule) collector.add(redirectionRule, url, null, run.redirection.route.length > 0 ? run.redirection.route.join(' → ') : null);

  for (const test of run.tests) {
    const rule = OTHER_TEST_RULES[test.result];
    const headerName = TEST_HEADER[test.name];
    if (rule && headerName) collector.add(rule, url, headerName, headerEvidence(page.headers, headerName));
  }

  for (const script of run.sri.foreignScripts) {
    const selector = `script[src="${script.src}"]`;
    const evidence = `<script src="${script.src}"${script.integrity ? ` integrity="${script.integrity}"` : ''}>`;
    if (!script.secureScheme) collector.add('script-loaded-over-http', url, selector, evidence);
    else if (!script.integrity) collector.add('sri-missing', url, selector, evidence);
  }
}

function headerFindings(collector: FindingCollector, bundle: CollectionBundle, page: CollectedPage, missing: readonly string[]): void {
  const url = page.finalUrl;
  const headers = page.headers;
  if (missing.includes('permissions-policy')) collector.add('permissions-policy-missing', url, 'permissions-policy', null);
  if (missing.includes('cross-origin-opener-policy')) collector.add('coop-missing', url, 'cross-origin-opener-policy', headerEvidence(headers, 'cross-origin-opener-policy'));

  for (const name of ['server', 'x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version']) {
    const value = headers[name];
    if (value !== undefined && (name !== 'server' || /\d/.test(value))) collector.add('server-version-disclosed', url, name, `${name}: ${value}`);
  }

  const corsSources = [headers, bundle.securityProbes?.cors?.headers].filter((source): source is Record<string, string> => source !== undefined);
  for (const source of corsSources) {
    const allowOrigin = source['access-control-allow-origin']?.trim();
    const credentials = source['access-control-allow-credentials']?.trim().toLowerCase() === 'true';
    if (allowOrigin === '*' && credentials) collector.add('cors-wildcard-with-credentials', url, 'access-control-allow-origin', `access-control-allow-origin: *, access-control-allow-credentials: true`);
  }
  const probe = bundle.securityProbes?.cors;
  if (probe && probe.headers['access-control-allow-origin']?.trim() === probe.origin && probe.headers['access-control-allow-credentials']?.trim().toLowerCase() === 'true') {
    collector.add('cors-origin-reflected-with-credentials', url, 'access-control-allow-origin', `Origin: ${probe.origin} → access-control-allow-origin: ${probe.origin}, access-control-allow-credentials: true`);
  }
}

function isPenalised(vulnerability: Vulnerability): boolean {
  if (GRADED_ELSEWHERE.has(vulnerability.rule)) return false;
  if (vulnerability.category === 'headers') return UNGRADED_HEADER_RULES.has(vulnerability.rule);
  return vulnerability.category !== 'cookies';
}

function globalScore(observatoryScore: number, header: number, cookie: number, vulnerabilities: readonly Vulnerability[]): number {
  const perRule = new Map<string, number>();
  let penalty = 0;
  for (const vulnerability of vulnerabilities.filter(isPenalised)) {
    const count = (perRule.get(vulnerability.rule) ?? 0) + 1;
    perRule.set(vulnerability.rule, count);
    if (count <= 3) penalty += LEVEL_PENALTY[vulnerability.level];
  }
  const value = clampScore(0.4 * clampScore(observatoryScore) + 0.2 * header + 0.15 * cookie + 0.25 * (100 - Math.min(penalty, 100)));
  const criticalExposure = vulnerabilities.some((vulnerability) => SECURITY_RULES[vulnerability.rule as SecurityRuleId]?.severity === 'critical');
  return criticalExposure ? Math.min(value, 49) : value;
}

function emptyResult(bundle: CollectionBundle): AuditResult<'security'> {
  const details: SecurityDetails = {
    observatory: { score: 0, grade: 'F', tests: [] },
    globalScore: scored(0),
    headers: { score: 0, present: {}, missing: [] },
    cookies: { score: 0, https: false, cookies: [] },
    mixedContent: [],
    vulnerabilities: [],
    headerConfig: { csp: '', headers: {}, koa: '', nginx: '', apache: '' },
  };
  return { type: 'security', url: bundle.startUrl, overall: scored(0), pagesAnalysed: 0, findings: [], failures: bundle.failures, details, schemaVersion: 1, collectedAt: bundle.collectedAt, durationMs: bundle.durationMs };
}

export const auditSecurity: Auditor<'security'> = (bundle) => {
  const page = bundle.pages[0];
  if (!page) return emptyResult(bundle);

  const context = observatoryContext(bundle, page);
  const run = runObservatoryTests(context);
  const graded = gradeTests(run.tests);
  const https = new URL(page.finalUrl).protocol === 'https:';
  const headers = headerScore(page.headers, run, https);
  const cookies = analyseCookies(page.setCookies, page.finalUrl);

  const collector = new FindingCollector();
  observatoryFindings(collector, bundle, page, context, run);
  headerFindings(collector, bundle, page, headers.missing);
  for (const report of cookies.reports) for (const rule of cookieRules(report, run.hsts.pass)) collector.add(rule as SecurityRuleId, page.finalUrl, `cookie:${report.name}`, report.raw);

  const reportedScripts = new Set(run.sri.foreignScripts.filter((script) => !script.secureScheme).map((script) => script.src));
  const mixedContent: SecurityDetails['mixedContent'] = [];
  for (const current of bundle.pages) {
    const documents = [current.html, current.renderedHtml];
    for (const item of findMixedContent(current.finalUrl, current.network, documents)) {
      mixedContent.push({ url: item.url, resourceType: item.resourceType, blocked: item.blocked });
      if (current === page && reportedScripts.has(item.url)) continue;
      collector.add(item.blocked ? 'mixed-content-active' : 'mixed-content-passive', current.finalUrl, item.url, `${item.resourceType} ${item.url}`);
    }
    for (const match of findSensitiveData(documents)) collector.add(match.rule, current.finalUrl, `${match.element}#${match.fingerprint}`, match.evidence);
    const dom = current.renderedHtml.trim() !== '' ? current.renderedHtml : current.html;
    for (const issue of findFormIssues(dom, current.finalUrl)) collector.add(issue.rule, current.finalUrl, issue.selector, issue.evidence);
  }

  const missingHeaders: Record<string, string> = {};
  for (const name of headers.missing) {
    if (name === 'strict-transport-security' && !https) continue;
    missingHeaders[name] = RECOMMENDED_VALUES[name] ?? '';
  }
  const headerConfig = buildHeaderConfig({
    pageUrl: page.finalUrl,
    documentUrls: [page.url, page.finalUrl, ...page.redirects.map((hop) => hop.url)],
    network: page.network,
    html: page.html,
    renderedHtml: page.renderedHtml,
    missingHeaders,
  });

  const global = scored(globalScore(graded.score, headers.score, cookies.score, collector.vulnerabilities));
  const tests: ObservatoryTest[] = run.tests.map(({ name, pass, result, scoreModifier }) => ({ name, pass, result, scoreModifier }));
  const details: SecurityDetails = {
    observatory: { score: graded.score, grade: graded.grade, tests },
    globalScore: global,
    headers,
    cookies: { score: cookies.score, https: cookies.https, cookies: cookies.reports },
    mixedContent,
    vulnerabilities: collector.vulnerabilities,
    headerConfig,
  };
  return {
    type: 'security',
    url: bundle.startUrl,
    overall: global,
    pagesAnalysed: bundle.pages.length,
    findings: collector.findings,
    failures: bundle.failures,
    details,
    schemaVersion: 1,
    collectedAt: bundle.collectedAt,
    durationMs: bundle.durationMs,
  };
};
