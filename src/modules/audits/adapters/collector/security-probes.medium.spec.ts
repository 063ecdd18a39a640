import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { collectionPlan } from '../../domain/auditor.js';
import { auditSecurity } from '../../domain/auditors/security/index.js';
import type { StageFailure } from '../../domain/collection-bundle.js';
import { serveFixtureSite, type FixtureSite } from '../../../../../test/support/audits/fixture-server.js';
import { BrowserPool, safeFetch, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { PlaywrightPageCollector } from './playwright.page-collector.js';
import { collectSecurityProbes, CORS_PROBE_ORIGIN, type SecurityProbesInput } from './security-probes.js';

const POLICY: TargetPolicy = { allowPrivate: true, allowedPorts: [80, 443] };
const PAGE = '<!doctype html><html lang="en"><head><title>probe fixture</title></head><body><h1>Shop</h1></body></html>';

function html(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
}

function requestsOf(site: FixtureSite): string[] {
  return site.requests.map((request) => `${request.method} ${request.path}`);
}

/** collectSecurityProbes on its own, fed the start page's fetch the way CollectionJob feeds it. */
async function probe(startUrl: string, timeouts = { fetch: 5_000 }) {
  const failures: StageFailure[] = [];
  let done = 0;
  const input: SecurityProbesInput = {
    start: new URL(startUrl),
    response: await safeFetch(startUrl, { policy: POLICY }),
    policy: POLICY,
    timeouts,
    signal: new AbortController().signal,
    failures,
    onStageDone: () => done++,
  };
  const probes = await collectSecurityProbes(input);
  return { probes, failures, done };
}

describe('security probes (plain-http chain and CORS preflight, loopback fixture sites)', function () {
  this.timeout(90_000);
  let certDir: string;
  let secure: Server;
  let securePort: number;
  /** '/' redirects within plain http; OPTIONS /shop reflects any origin with credentials. */
  let shop: FixtureSite;
  /** '/' redirects to an https server whose certificate is self-signed. */
  let untrusted: FixtureSite;
  /** '/' redirects to the cloud metadata address; the preflight never gets an answer. */
  let failing: FixtureSite;
  const preflights: IncomingHttpHeaders[] = [];
  const hung: ServerResponse[] = [];

  before(async () => {
    // A throwaway certificate made for this run, so no key is kept in the repository.
    certDir = mkdtempSync(join(tmpdir(), 'stacklens-probes-'));
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
      '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem'),
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: 'ignore' });
    secure = createServer({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) }, (_req, res) => html(res));
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
    securePort = (secure.address() as AddressInfo).port;

    shop = await serveFixtureSite(certDir, {
      '/': (_req, res) => void res.writeHead(301, { location: '/home' }).end(),
      '/home': (_req, res) => html(res),
      '/shop': (req, res) => {
        if (req.method !== 'OPTIONS') return html(res);
        preflights.push(req.headers);
        res
          .writeHead(204, {
            'access-control-allow-origin': String(req.headers.origin),
            'access-control-allow-credentials': 'true',
            'access-control-allow-methods': 'GET, POST',
            vary: 'Origin',
          })
          .end();
      },
    });
    untrusted = await serveFixtureSite(certDir, {
      '/': (_req, res) => void res.writeHead(302, { location: `https://127.0.0.1:${securePort}/secure` }).end(),
      '/page': (_req, res) => html(res),
    });
    failing = await serveFixtureSite(certDir, {
      '/': (_req, res) => void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/page': (req, res) => {
        if (req.method === 'OPTIONS') hung.push(res);
        else html(res);
      },
    });
  });

  after(async () => {
    hung.forEach((res) => res.destroy());
    await Promise.all([shop.close(), untrusted.close(), failing.close()]);
    secure.closeAllConnections();
    await new Promise<void>((resolve) => secure.close(() => resolve()));
    rmSync(certDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    for (const site of [shop, untrusted, failing]) site.requests.length = 0;
    preflights.length = 0;
  });

  it('plan: only security audits make the probes', () => {
    expect(collectionPlan('security', false).securityProbes).to.equal(true);
    for (const type of ['content', 'website', 'semantic', 'performance', 'user-engagement'] as const) {
      expect(collectionPlan(type, false).securityProbes, type).to.equal(false);
    }
  });

  it('follows http://host/ through an untrusted https hop: the chain is kept and the certificate error noted', async () => {
    const { probes, failures, done } = await probe(`${untrusted.url}/page`);
    expect(probes!.http).to.deep.equal({
      redirects: [{ url: `${untrusted.url}/`, status: 302, location: `https://127.0.0.1:${securePort}/secure` }],
      finalUrl: `https://127.0.0.1:${securePort}/secure`,
      status: 200,
      certificateError: true,
    });
    expect(probes!.cors).to.include({ origin: CORS_PROBE_ORIGIN, status: 200 });
    expect(failures).to.deep.equal([]);
    expect(done).to.equal(2);
  });

  it('reuses the start fetch when the start URL is http://host/ itself: nothing is requested twice', async () => {
    const { probes, failures } = await probe(`${shop.url}/`);
    expect(probes!.http).to.deep.equal({ redirects: [{ url: `${shop.url}/`, status: 301, location: '/home' }], finalUrl: `${shop.url}/home`, status: 200, certificateError: false });
    expect(probes!.cors!.status).to.equal(200);
    expect(requestsOf(shop)).to.deep.equal(['GET /', 'GET /home', 'OPTIONS /home']);
    expect(failures).to.deep.equal([]);
  });

  describe('in the collection pass (Chromium)', () => {
    let pool: BrowserPool;

    before(() => {
      pool = new BrowserPool();
    });

    after(async () => {
      await pool.close();
    });

    it('fills securityProbes for a security audit: the http://host/ chain and an OPTIONS preflight with an Origin', async () => {
      const collector = new PlaywrightPageCollector({ policy: POLICY, pool });
      const bundle = await collector.collect({ url: `${shop.url}/shop`, plan: collectionPlan('security', false) });
      await collector.close();

      expect(bundle.failures).to.deep.equal([]);
      expect(bundle.pages.map((page) => [page.finalUrl, page.status])).to.deep.equal([[`${shop.url}/shop`, 200]]);
      const { http, cors } = bundle.securityProbes!;
      expect(http).to.deep.equal({ redirects: [{ url: `${shop.url}/`, status: 301, location: '/home' }], finalUrl: `${shop.url}/home`, status: 200, certificateError: false });
      expect(cors).to.include({ origin: CORS_PROBE_ORIGIN, status: 204 });
      expect(cors!.headers).to.include({
        'access-control-allow-origin': CORS_PROBE_ORIGIN,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST',
        vary: 'Origin',
      });
      expect(preflights).to.have.length(1);
      expect(preflights[0]).to.include({ origin: CORS_PROBE_ORIGIN, 'access-control-request-method': 'GET' });
      const requested = requestsOf(shop);
      expect(requested).to.include.members(['GET /shop', 'GET /', 'GET /home', 'OPTIONS /shop']);
      expect(requested.filter((line, index) => requested.indexOf(line) !== index)).to.deep.equal([]);

      // What the security auditor makes of it: plain http never reaches https, and the preflight echoes our origin.
      const { details } = auditSecurity(bundle, { previous: null });
      expect(details.observatory.tests.find((test) => test.name === 'redirection')!.result).to.equal('redirection-not-to-https');
      expect(details.observatory.tests.find((test) => test.name === 'cross-origin-resource-sharing')!.result).to.equal(
        'cross-origin-resource-sharing-implemented-with-restricted-access',
      );
      expect(details.vulnerabilities.map((vulnerability) => vulnerability.rule)).to.include('cors-origin-reflected-with-credentials');
    });

    it('makes no probe for other audit types', async () => {
      const collector = new PlaywrightPageCollector({ policy: POLICY, pool });
      const bundle = await collector.collect({ url: `${shop.url}/shop`, plan: collectionPlan('semantic', false) });
      await collector.close();
      expect(bundle).not.to.have.property('securityProbes');
      expect(requestsOf(shop)).to.deep.equal(['GET /shop']);
    });

    it('records failed probes as stage failures and still delivers the page', async () => {
      const collector = new PlaywrightPageCollector({ policy: POLICY, pool, timeouts: { fetch: 1_500 } });
      const bundle = await collector.collect({ url: `${failing.url}/page`, plan: collectionPlan('security', false) });
      await collector.close();

      expect(bundle.pages).to.have.length(1);
      expect(bundle.pages[0]).to.include({ finalUrl: `${failing.url}/page`, status: 200 });
      expect(bundle.pages[0]!.renderedHtml).to.include('<h1>Shop</h1>');
      expect(bundle.securityProbes).to.deep.equal({ http: null, cors: null });
      const failures = bundle.failures.map(({ stage, pageUrl, code }) => ({ stage, pageUrl, code }));
      expect(failures).to.have.deep.members([
        { stage: 'fetch', pageUrl: `${failing.url}/`, code: 'BLOCKED_TARGET' },
        { stage: 'fetch', pageUrl: `${failing.url}/page`, code: 'STAGE_TIMEOUT' },
      ]);
      expect(bundle.failures.map((failure) => failure.message.split(':')[0])).to.have.members(['Security probe (plain http)', 'Security probe (CORS preflight)']);
      // Both probes reached the site; the plain-http chain stopped at the refused hop.
      expect(requestsOf(failing)).to.include.members(['GET /page', 'GET /', 'OPTIONS /page']);
    });
  });
});
