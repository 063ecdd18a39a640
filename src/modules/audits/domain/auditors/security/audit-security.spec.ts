import { expect } from 'chai';
import { bundleOf, collectedPage } from '../../../../../../test/support/audits/bundle-builder.js';
import type { CollectionBundle, SecurityProbes } from '../../collection-bundle.js';
import { auditSecurity } from './audit-security.js';
import { SECURITY_RULES } from './security-rules.js';

const URL_HTTPS = 'https://shop.example.com/';
const STRONG_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'; object-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
const REDIRECTING: SecurityProbes = {
  http: { redirects: [{ url: 'http://shop.example.com/', status: 301, location: URL_HTTPS }], finalUrl: URL_HTTPS, status: 200, certificateError: false },
  cors: null,
};
// Assembled at run time so secret scanners do not mistake the test for a leak.
const STRIPE_KEY = ['sk', 'live', '51HqLmNoPqRsTuVwXyZaBcDeFg'].join('_');
const TLS = { protocol: 'TLSv1.3', cipher: 'TLS_AES_128_GCM_SHA256', authorized: true, authorizationError: null, subject: 'shop.example.com', issuer: 'Test CA', validFrom: null, validTo: null, altNames: [] };

function audit(bundle: CollectionBundle) {
  return auditSecurity(bundle, { previous: null });
}

function strongBundle(overrides: Partial<Parameters<typeof collectedPage>[0]> = {}, probes: SecurityProbes | null = REDIRECTING): CollectionBundle {
  return bundleOf([collectedPage({ url: URL_HTTPS, headers: STRONG_HEADERS, ...overrides })], { tls: TLS, ...(probes ? { securityProbes: probes } : {}) });
}

describe('auditSecurity', () => {
  it('grades a well-configured page A+ and computes the documented global score', () => {
    const result = audit(strongBundle());
    const { observatory, headers, cookies, globalScore } = result.details;
    expect(observatory).to.include({ score: 115, grade: 'A+' });
    expect(observatory.tests).to.have.length(10);
    expect(headers.score).to.equal(80);
    expect(headers.missing).to.deep.equal(['permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']);
    expect(headers.present['strict-transport-security']).to.equal('max-age=63072000; includeSubDomains');
    expect(cookies).to.deep.equal({ score: 100, https: true, cookies: [] });
    // 0.4 × 100 (115 capped) + 0.2 × 80 + 0.15 × 100 + 0.25 × 100 = 96
    expect(globalScore).to.deep.equal({ score: 96, band: 'excellent' });
    expect(result.overall).to.deep.equal(globalScore);
    expect(result.findings.map((finding) => finding.rule).sort()).to.deep.equal(['coop-missing', 'permissions-policy-missing']);
  });

  it('recommends only the missing headers, with a CSP built from the network log', () => {
    const network = [{ url: 'https://cdn.example.net/lib.js', method: 'GET', resourceType: 'script', status: 200, mimeType: null, transferSize: 0, resourceSize: 0, durationMs: 1 }];
    const config = audit(strongBundle({ network })).details.headerConfig;
    expect(Object.keys(config.headers)).to.deep.equal(['permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']);
    expect(config.csp).to.contain("script-src 'self' https://cdn.example.net");
    expect(config.nginx).to.contain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(config.apache).to.contain('Header always set Permissions-Policy');
    expect(config.koa).to.contain('"Cross-Origin-Resource-Policy": "same-origin"');
  });

  it('lists each vulnerability with level, category, rule, element and the raw header or line as evidence', () => {
    const bundle = strongBundle({
      headers: { 'content-type': 'text/html', server: 'nginx/1.18.0', 'x-frame-options': 'ALLOWALL' },
      setCookies: ['PHPSESSID=abc123; Path=/'],
    });
    const result = audit(bundle);
    const byRule = new Map(result.details.vulnerabilities.map((vulnerability) => [vulnerability.rule, vulnerability]));
    expect(byRule.get('cookie-session-without-secure')).to.deep.include({ level: 'high', category: 'cookies', element: 'cookie:PHPSESSID', evidence: 'PHPSESSID=abc123; Path=/' });
    expect(byRule.get('x-frame-options-invalid')).to.deep.include({ level: 'medium', category: 'headers', element: 'x-frame-options', evidence: 'x-frame-options: ALLOWALL' });
    expect(byRule.get('server-version-disclosed')).to.deep.include({ level: 'low', evidence: 'server: nginx/1.18.0' });
    expect(byRule.get('csp-not-implemented')).to.deep.include({ level: 'high', category: 'headers', evidence: null });
    for (const vulnerability of result.details.vulnerabilities) {
      const finding = result.findings.find((candidate) => candidate.id === vulnerability.findingId);
      expect(finding, vulnerability.rule).to.not.equal(undefined);
      expect(finding?.severity === 'critical' ? 'high' : finding?.severity).to.equal(vulnerability.level);
      expect(SECURITY_RULES).to.have.property(vulnerability.rule);
    }
  });

  it('reports secrets, CSRF and mixed content on every crawled page and caps the score while a critical secret is exposed', () => {
    const second = collectedPage({
      url: 'https://shop.example.com/contact',
      headers: STRONG_HEADERS,
      html: '<html><body><!-- deploy notes: ops@shop-internal.io --><form method="post" action="/contact"><textarea name="message"></textarea></form></body></html>',
      network: [{ url: 'http://img.example.net/map.png', method: 'GET', resourceType: 'image', status: 200, mimeType: null, transferSize: 0, resourceSize: 0, durationMs: 1 }],
    });
    const first = collectedPage({ url: URL_HTTPS, headers: STRONG_HEADERS, html: `<html><body><script>const key = "${STRIPE_KEY}";</script></body></html>` });
    const result = audit(bundleOf([first, second], { tls: TLS, securityProbes: REDIRECTING }));
    const found = result.details.vulnerabilities.map((vulnerability) => `${vulnerability.category}:${vulnerability.rule}`);
    expect(found).to.include.members(['sensitive-data:exposed-stripe-secret-key', 'sensitive-data:email-in-html-comment', 'csrf:form-without-csrf-token', 'mixed-content:mixed-content-passive']);
    expect(result.findings.find((finding) => finding.rule === 'form-without-csrf-token')?.pageUrl).to.equal('https://shop.example.com/contact');
    expect(result.details.mixedContent).to.deep.equal([{ url: 'http://img.example.net/map.png', resourceType: 'image', blocked: false }]);
    expect(result.details.vulnerabilities.find((vulnerability) => vulnerability.rule === 'exposed-stripe-secret-key')?.evidence).to.not.contain(STRIPE_KEY);
    expect(result.pagesAnalysed).to.equal(2);
    expect(result.overall.score).to.be.at.most(49);
    expect(result.overall.band).to.equal('poor');
  });

  it('subtracts the documented penalty for issues the Observatory does not grade', () => {
    const page = (html: string) => audit(strongBundle({ html, renderedHtml: html })).details.globalScore.score;
    const clean = page('<html><body><form method="post" action="/a"><input type="hidden" name="_token"></form></body></html>');
    const csrf = page('<html><body><form method="post" action="/a"></form></body></html>');
    // One medium issue: 0.25 × 10 = 2.5 points.
    expect(clean - csrf).to.be.within(2, 3);
  });

  it('judges redirection from the start page chain when the audited URL is http://', () => {
    const page = collectedPage({ url: 'http://shop.example.com/', finalUrl: URL_HTTPS, headers: STRONG_HEADERS, redirects: [{ url: 'http://shop.example.com/', status: 301, location: URL_HTTPS }] });
    const tests = audit(bundleOf([page], { startUrl: 'http://shop.example.com/', tls: TLS })).details.observatory.tests;
    expect(tests.find((test) => test.name === 'redirection')).to.include({ result: 'redirection-to-https', scoreModifier: 0 });
  });

  it('says the redirection was not checked (neither penalty nor bonus) without a plain-http probe of an https URL', () => {
    const result = audit(strongBundle({}, null));
    expect(result.details.observatory.tests.find((test) => test.name === 'redirection')).to.include({ result: 'redirection-not-checked', pass: true, scoreModifier: 0 });
    expect(result.findings.find((finding) => finding.rule === 'redirection-not-checked')?.severity).to.equal('info');
  });

  it('grades CORS like the deployed Observatory but reports an origin reflected with credentials', () => {
    const probes: SecurityProbes = { ...REDIRECTING, cors: { origin: 'https://probe.invalid', status: 204, headers: { 'access-control-allow-origin': 'https://probe.invalid', 'access-control-allow-credentials': 'true' } } };
    const result = audit(strongBundle({}, probes));
    expect(result.details.observatory.tests.find((test) => test.name === 'cross-origin-resource-sharing')?.result).to.equal('cross-origin-resource-sharing-implemented-with-restricted-access');
    expect(result.details.vulnerabilities.find((vulnerability) => vulnerability.rule === 'cors-origin-reflected-with-credentials')).to.include({ level: 'high', category: 'headers' });
  });

  it('flags an untrusted certificate once, for HSTS and redirection alike', () => {
    const bundle = strongBundle();
    const result = audit({ ...bundle, tls: { ...TLS, authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT' } });
    expect(result.details.observatory.tests.find((test) => test.name === 'strict-transport-security')?.result).to.equal('hsts-invalid-cert');
    expect(result.findings.filter((finding) => finding.rule === 'tls-certificate-invalid')).to.have.length(1);
  });

  it('is deterministic: the same bundle gives the same result and finding ids', () => {
    const bundle = strongBundle({ setCookies: ['sid=1', 'theme=dark; Secure'], html: '<form method="post"></form><!-- 10.0.0.5 -->' });
    expect(audit(bundle)).to.deep.equal(audit(bundle));
  });

  it('returns an empty, failing report when no page was collected', () => {
    const failures = [{ stage: 'fetch' as const, code: 'FETCH_FAILED', message: 'connection refused' }];
    const result = audit(bundleOf([], { failures }));
    expect(result.overall).to.deep.equal({ score: 0, band: 'poor' });
    expect(result.failures).to.deep.equal(failures);
    expect(result.pagesAnalysed).to.equal(0);
  });
});
