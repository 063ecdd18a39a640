import { expect } from 'chai';
import { Ajv } from 'ajv';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import type { AuditResult, ContentDetails, EngagementDetails, PerformanceDetails, SecurityDetails, SemanticDetails, WebsiteDetails } from '../../../src/modules/audits/domain/audit-result.js';
import { ApiSession } from '../../support/api-session.js';
import { serveFixtureSite, type FixtureSite } from '../../support/audits/fixture-server.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Every audit type through the real stack — HTTP API, queue, sandboxed runner process,
 * Chromium, SSRF guard (private targets allowed for the loopback fixture) and the database — on a site
 * whose right answers are known (test/fixtures/audits/site/README.md).
 */
interface AuditView {
  id: string;
  type: string;
  url: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  stage: string;
  result?: AuditResult;
  error?: { code: string; message: string; stage: string | null };
}

const SCHEMA = fileURLToPath(new URL('../../../docs/audits/audit-export.schema.json', import.meta.url));
const SITE = fileURLToPath(new URL('../../fixtures/audits/site/', import.meta.url));

async function waitForAudit(session: ApiSession, id: string, timeoutMs = 150_000): Promise<{ audit: AuditView; seen: Set<string> }> {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { audit } = await session.json<{ audit: AuditView }>('GET', `/api/audits/${id}`);
    seen.add(audit.status);
    if (audit.status === 'done' || audit.status === 'failed') return { audit, seen };
    if (Date.now() > deadline) throw new Error(`audit ${id} still ${audit.status} at ${audit.stage} (${audit.progress}%)`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('audits API end to end (queue, sandboxed runner, Chromium)', function () {
  this.timeout(600_000);
  const run = randomBytes(4).toString('hex');
  let app: TestApp;
  let site: FixtureSite;
  let session: ApiSession;
  const results: Partial<Record<string, AuditView>> = {};

  before(async () => {
    site = await serveFixtureSite(SITE, {
      '/robots.txt': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /private/\nSitemap: ${site.url}/sitemap.xml\n`);
      },
      '/sitemap.xml': (_req, res) => {
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.url}/</loc></url><url><loc>${site.url}/about</loc></url></urlset>`);
      },
    });
    app = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'true', AUDIT_MAX_RUNNING_PER_USER: '10' } });
    session = new ApiSession(app.baseUrl);
    await session.signUp({ username: `auditor_${run}`, email: `auditor-${run}@example.org`, password: 'audit pass phrase 2026' });
  });
  after(async () => {
    await app?.stop();
    await site?.close();
  });

  async function runAudit(type: string, crawl = false): Promise<AuditView> {
    const started = await session.json<{ success: boolean; id: string }>('POST', '/api/audits', { type, url: `${site.url}/`, crawl }, 202);
    expect(started.success).to.equal(true);
    const { audit } = await waitForAudit(session, started.id);
    expect(audit.status, JSON.stringify(audit.error)).to.equal('done');
    expect(audit.progress).to.equal(100);
    expect(audit.result?.type).to.equal(type);
    expect(audit.result?.overall.score).to.be.within(0, 100);
    results[type] = audit;
    return audit;
  }

  it('content: crawls the linked same-site pages and reports the known headings, images and meta', async () => {
    const audit = await runAudit('content', true);
    const details = audit.result!.details as ContentDetails;
    expect(audit.result!.pagesAnalysed).to.equal(3);
    const home = details.pages.find((p) => new URL(p.url).pathname === '/')!;
    expect(home.headings.counts.h1).to.equal(1);
    expect(home.headings.counts.h2).to.equal(2);
    expect(home.images).to.include({ total: 2, missingAlt: 1, withAlt: 1, missingDimensions: 1 });
    expect(home.meta.title.value).to.equal('Acme Garden Tools: sturdy tools for small gardens');
    expect(home.meta.openGraph['og:title']).to.equal('Acme Garden Tools');
    expect(details.improvementPriority?.url).to.be.a('string');
    expect(details.trend).to.equal(null);
  });

  it('website: detected URLs, sitemap and robots checks, page details and SSUC metrics', async () => {
    const audit = await runAudit('website');
    const details = audit.result!.details as WebsiteDetails;
    expect(details.robots.present).to.equal(true);
    expect(details.sitemap).to.include({ present: true, urlCount: 2 });
    expect(details.detectedUrls.map((u) => new URL(u).pathname)).to.include.members(['/', '/about', '/care']);
    expect(details.generatedSitemap).to.contain('<urlset').and.to.contain(`${site.url}/about`);
    expect(details.responsive.hasViewport).to.equal(true);
    for (const metric of ['performance', 'seo', 'security', 'usability'] as const) expect(details.metrics[metric].score).to.be.within(0, 100);
  });

  it('security: grades the headers and judges each raw Set-Cookie line', async () => {
    const audit = await runAudit('security');
    const details = audit.result!.details as SecurityDetails;
    const cookies = Object.fromEntries(details.cookies.cookies.map((c) => [c.name, c]));
    expect(cookies.session).to.include({ httpOnly: true, secure: false });
    expect(cookies.prefs).to.include({ secure: true, httpOnly: false, sameSite: 'lax' });
    expect(details.headers.missing).to.include('content-security-policy');
    expect(details.headers.present).to.have.property('x-content-type-options', 'nosniff');
    expect(details.vulnerabilities.some((v) => v.category === 'csrf')).to.equal(true);
    expect(details.headerConfig.nginx).to.contain('add_header');
  });

  it('semantic: html-validate, axe and meta-tag scores with the missing alt among the ARIA violations', async () => {
    const audit = await runAudit('semantic');
    const details = audit.result!.details as SemanticDetails;
    expect(details.aria.violations.map((v) => v.id)).to.include('image-alt');
    expect(details.headingStructure.h1Count).to.equal(1);
    expect(details.average.score).to.be.within(0, 100);
  });

  it('user engagement: the CTA above the fold and the two social links', async () => {
    const audit = await runAudit('user-engagement');
    const page = (audit.result!.details as EngagementDetails).pages[0]!;
    const shop = page.ctas.find((c) => c.text === 'Shop now');
    expect(shop, JSON.stringify(page.ctas)).to.include({ aboveFold: true });
    expect(page.social.map((s) => s.platform).sort()).to.deep.equal(['facebook', 'github']);
  });

  it('performance: the median of three Lighthouse runs with the spread', async () => {
    const audit = await runAudit('performance');
    const details = audit.result!.details as PerformanceDetails;
    expect(details.runs).to.equal(3);
    expect(details.performanceScore.min).to.be.at.most(details.performanceScore.median);
    expect(details.performanceScore.max).to.be.at.least(details.performanceScore.median);
    expect(details.metrics.lcp.median).to.be.greaterThan(0);
    expect(details.resources.totalRequests).to.be.greaterThan(1);
  });

  it('lists the history, exports JSON, CSV and a PDF, and diffs two runs', async () => {
    const first = results.content!;
    const second = await runAudit('content', true);
    expect((second.result!.details as ContentDetails).trend?.previousAuditId).to.equal(first.id);

    const history = await session.json<{ items: { id: string; score: number }[]; total: number }>('GET', `/api/audits?type=content&url=${encodeURIComponent(`${site.url}/`)}`);
    expect(history.items.map((i) => i.id)).to.deep.equal([second.id, first.id]);
    expect(history.items[0]!.score).to.equal(second.result!.overall.score);

    const json = await session.request('GET', `/api/audits/${first.id}/export?format=json`);
    expect(json.headers.get('content-disposition')).to.match(/attachment; filename="stacklens-content-audit-.*\.json"/);
    const exported = (await json.json()) as { result: AuditResult };
    expect(exported.result.findings).to.deep.equal(first.result!.findings);
    // The published schema (docs/audits) accepts what the API really exports.
    const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
    expect(validate(exported), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);

    const csv = await session.request('GET', `/api/audits/${first.id}/export?format=csv&lang=fr`);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).to.have.length(first.result!.findings.length + 1);
    // Headings and rule titles in the language asked for, from the frontend's catalogs.
    expect(lines[0]).to.equal('Audit n°,Type d’audit,Adresse de la page,Identifiant du constat,Règle,Gravité,Constat,Élément (sélecteur CSS),Preuve');
    const missingAlt = lines.find((line) => line.includes(',img-alt-missing,'));
    expect(missingAlt, 'the finding about the image without alt').to.contain(',Images sans texte alternatif,');

    const pdf = await session.request('GET', `/api/audits/${first.id}/export?format=pdf&lang=ar`);
    expect(pdf.status).to.equal(200);
    expect(pdf.headers.get('content-type')).to.equal('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).to.equal('%PDF-');

    const { diff } = await session.json<{ diff: { scoreDelta: number; persistingFindings: unknown[]; newFindings: unknown[]; fixedFindings: unknown[] } }>('GET', `/api/audits/${first.id}/diff/${second.id}`);
    // The same site twice: every finding persists.
    expect(diff.newFindings).to.deep.equal([]);
    expect(diff.fixedFindings).to.deep.equal([]);
    expect(diff.persistingFindings).to.have.length(first.result!.findings.length);
  });

  it('keeps runs private, refuses bad input with the codes of docs/product.md §8, and semantic to an expired trial', async () => {
    const other = new ApiSession(app.baseUrl);
    const signed = await other.signUp({ username: `other_${run}`, email: `other-${run}@example.org`, password: 'audit pass phrase 2026' });
    const res = await other.request('GET', `/api/audits/${results.content!.id}`);
    expect(res.status).to.equal(404);
    expect(((await res.json()) as { code: string }).code).to.equal('AUDIT_NOT_FOUND');
    expect((await other.request('GET', `/api/audits/${results.content!.id}/export?format=json`)).status).to.equal(404);

    const invalid = await other.request('POST', '/api/audits', { type: 'content', url: 'example.com' });
    expect(invalid.status).to.equal(400);
    expect(await invalid.json()).to.deep.include({ code: 'AUDIT_INVALID_URL', error: 'Please enter a valid URL starting with http:// or https://' });

    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    await knex('identity_users').where({ id: signed.user.id }).update({ trial_end_date: new Date(Date.now() - 86_400_000) });
    await other.signIn({ email: `other-${run}@example.org`, password: 'audit pass phrase 2026' });
    const semantic = await other.request('POST', '/api/audits', { type: 'semantic', url: `${site.url}/` });
    expect(semantic.status).to.equal(403);
    expect((await other.request('POST', '/api/audits', { type: 'security', url: `${site.url}/` })).status).to.equal(202);
  });
});

describe('audits API without ALLOW_PRIVATE_TARGETS', function () {
  this.timeout(120_000);
  let app: TestApp;
  let site: FixtureSite;

  before(async () => {
    site = await serveFixtureSite(SITE);
    app = await startTestApp();
  });
  after(async () => {
    await app?.stop();
    await site?.close();
  });

  it('ends a run aimed at a loopback site failed with AUDIT_TARGET_REFUSED, having fetched nothing', async () => {
    const session = new ApiSession(app.baseUrl);
    await session.signUp({ username: `ssrf_${randomBytes(3).toString('hex')}`, email: `ssrf-${randomBytes(3).toString('hex')}@example.org`, password: 'audit pass phrase 2026' });
    const { id } = await session.json<{ id: string }>('POST', '/api/audits', { type: 'security', url: `${site.url}/` }, 202);
    const { audit } = await waitForAudit(session, id, 60_000);
    expect(audit.status).to.equal('failed');
    expect(audit.error?.code).to.equal('AUDIT_TARGET_REFUSED');
    expect(site.requests).to.deep.equal([]);
  });
});
