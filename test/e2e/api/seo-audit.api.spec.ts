import { expect } from 'chai';
import { Ajv } from 'ajv';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AuditResult, SeoDetails } from '../../../src/modules/audits/domain/audit-result.js';
import { ApiSession } from '../../support/api-session.js';
import { serveFixtureSite, type FixtureSite } from '../../support/audits/fixture-server.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The SEO audit (docs/product.md §4.2, premium) through the real stack: the premium policy, one run
 * through the queue, the sandboxed runner and Chromium on the loopback fixture site
 * (test/fixtures/audits/site/README.md), then its history, diff and the three exports.
 */
interface AuditView {
  id: string;
  type: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  result?: AuditResult<'seo'>;
  error?: { code: string };
}

const SCHEMA = fileURLToPath(new URL('../../../docs/audits/audit-export.schema.json', import.meta.url));
const SITE = fileURLToPath(new URL('../../fixtures/audits/site/', import.meta.url));

describe('SEO audit API', function () {
  this.timeout(300_000);
  const run = randomBytes(4).toString('hex');
  let app: TestApp;
  let site: FixtureSite;
  let trial: ApiSession;
  let first: AuditView;

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
    trial = new ApiSession(app.baseUrl);
    // A new account is on its 7-day trial, which grants what Premium grants (docs/product.md §7.3).
    await trial.signUp({ username: `seo_${run}`, email: `seo-${run}@example.org`, password: 'seo pass phrase 2026' });
  });
  after(async () => {
    await app?.stop();
    await site?.close();
  });

  async function runSeo(session: ApiSession): Promise<AuditView> {
    const { id } = await session.json<{ id: string }>('POST', '/api/audits', { type: 'seo', url: `${site.url}/`, crawl: true }, 202);
    const deadline = Date.now() + 180_000;
    for (;;) {
      const { audit } = await session.json<{ audit: AuditView }>('GET', `/api/audits/${id}`);
      if (audit.status === 'done' || audit.status === 'failed') {
        expect(audit.status, JSON.stringify(audit.error)).to.equal('done');
        return audit;
      }
      if (Date.now() > deadline) throw new Error(`SEO audit ${id} still ${audit.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('refuses Standard and Free accounts with 403 PREMIUM_REQUIRED, before anything is queued', async () => {
    for (const claims of [{ isStandard: true, status: 'standard' as const }, { status: 'free' as const }]) {
      const token = await app.tokenFor({ sub: randomUUID(), ...claims });
      const res = await fetch(`${app.baseUrl}/api/audits`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'seo', url: `${site.url}/` }),
      });
      expect(res.status, claims.status).to.equal(403);
      expect(((await res.json()) as { code: string }).code).to.equal('PREMIUM_REQUIRED');
      const history = await fetch(`${app.baseUrl}/api/audits?type=seo`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await history.json()) as { total: number }).total).to.equal(0);
    }
  });

  it('runs on one collection pass for a trial user: one score, the search findings ranked by gain', async () => {
    const before = site.requests.length;
    first = await runSeo(trial);
    const result = first.result!;
    // One collection pass for the three reused auditors: each page, robots.txt and the sitemap fetched once.
    const served = site.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    for (const path of ['/', '/about', '/care', '/robots.txt', '/sitemap.xml']) expect(served.filter((r) => r === `GET ${path}`), path).to.have.length(1);
    expect(result.type).to.equal('seo');
    // The start page and its two same-site links, /about and /care.
    expect(result.pagesAnalysed).to.equal(3);
    const details: SeoDetails = result.details;
    expect(details.categories.map((c) => c.category)).to.deep.equal(['titles', 'headings', 'canonical', 'open-graph', 'structured-data', 'crawling', 'links', 'images']);
    expect(result.overall.score).to.equal(Math.round(100 - details.categories.reduce((sum, c) => sum + c.lost, 0)));
    expect(result.findings.every((f) => f.audit === 'seo')).to.equal(true);
    const gains = details.ranked.map((r) => r.gain);
    expect(gains).to.deep.equal([...gains].sort((a, b) => b - a));
    expect(details.ranked.map((r) => r.findingId)).to.deep.equal(result.findings.map((f) => f.id));
    // Known answers of the fixture: the start page has no structured data and one image without alt;
    // robots.txt and the sitemap are served and valid; every page is indexable.
    const start = details.pages.find((p) => p.url === `${site.url}/`)!;
    expect(start).to.deep.include({ indexable: true, h1: 1, images: { total: 2, missingAlt: 1 }, structuredData: { types: [], invalid: 0 } });
    expect(start.canonical).to.equal(`${site.url}/`);
    const rules = result.findings.filter((f) => f.pageUrl === `${site.url}/`).map((f) => f.rule);
    expect(rules).to.include.members(['seo-structured-data-missing', 'img-alt-missing']);
    expect(rules).not.to.include.members(['meta-title-missing', 'canonical-missing', 'missing-h1']);
    expect(details.robots).to.include({ present: true, disallowsAll: false });
    expect(details.sitemap).to.include({ present: true, valid: true, urlCount: 2 });
    expect(details.categories.find((c) => c.category === 'crawling')!.lost).to.equal(0);
    // /about has no description, canonical or Open Graph: a finding each, once, whatever number of auditors saw it.
    const about = result.findings.filter((f) => f.pageUrl === `${site.url}/about`).map((f) => f.rule);
    expect(about).to.include.members(['meta-description-missing', 'canonical-missing', 'open-graph-missing']);
    expect(about.filter((rule) => /description-missing$/.test(rule))).to.have.length(1);
  });

  it('keeps a history, diffs two runs and exports JSON (to the published schema), CSV and PDF', async () => {
    const second = await runSeo(trial);
    const history = await trial.json<{ items: { id: string; type: string; score: number }[] }>('GET', `/api/audits?type=seo&url=${encodeURIComponent(`${site.url}/`)}`);
    expect(history.items.map((i) => [i.id, i.type])).to.deep.equal([
      [second.id, 'seo'],
      [first.id, 'seo'],
    ]);
    expect(history.items[0]!.score).to.equal(second.result!.overall.score);

    const { diff } = await trial.json<{ diff: { scoreDelta: number; newFindings: unknown[]; fixedFindings: unknown[]; persistingFindings: unknown[] } }>('GET', `/api/audits/${first.id}/diff/${second.id}`);
    expect(diff).to.deep.include({ scoreDelta: 0, newFindings: [], fixedFindings: [] });
    expect(diff.persistingFindings).to.have.length(first.result!.findings.length);

    const json = await trial.request('GET', `/api/audits/${first.id}/export?format=json`);
    expect(json.headers.get('content-disposition')).to.match(/attachment; filename="stacklens-seo-audit-.*\.json"/);
    const exported = (await json.json()) as { result: AuditResult };
    expect(exported.result.findings).to.deep.equal(first.result!.findings);
    const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
    expect(validate(exported), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);

    const csv = await trial.request('GET', `/api/audits/${first.id}/export?format=csv&lang=fr`);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).to.have.length(first.result!.findings.length + 1);
    expect(lines.find((line) => line.includes(',seo-structured-data-missing,')), 'the structured-data finding, titled in French').to.contain(',Aucune donnée structurée,');

    const pdf = await trial.request('GET', `/api/audits/${first.id}/export?format=pdf&lang=ar`);
    expect(pdf.status).to.equal(200);
    expect(pdf.headers.get('content-type')).to.equal('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).to.equal('%PDF-');
  });
});
