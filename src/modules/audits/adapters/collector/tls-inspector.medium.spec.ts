import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { PlaywrightPageCollector } from './playwright.page-collector.js';
import { TargetRefusedError, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { inspectTls } from './tls-inspector.js';

const ALLOW_PRIVATE: TargetPolicy = { allowPrivate: true, allowedPorts: [80, 443] };

describe('inspectTls (a self-signed https server on loopback)', function () {
  this.timeout(30_000);
  let server: Server;
  let port: number;
  let dir: string;

  before(async () => {
    // A throwaway certificate made for this run, so no key is kept in the repository.
    dir = mkdtempSync(join(tmpdir(), 'stacklens-tls-'));
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      '-subj', '/CN=localhost/O=StackLens Fixture',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: 'ignore' });
    server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>tls</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports protocol, cipher, certificate names and validity, and why it is not trusted', async () => {
    const details = await inspectTls({ url: `https://127.0.0.1:${port}/` }, { policy: ALLOW_PRIVATE, timeoutMs: 5_000, signal: new AbortController().signal });
    expect(details.protocol).to.equal('TLSv1.3');
    expect(details.cipher).to.match(/^TLS_/);
    expect(details.authorized).to.equal(false);
    expect(details.authorizationError).to.equal('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(details.subject).to.equal('CN=localhost, O=StackLens Fixture');
    expect(details.issuer).to.equal('CN=localhost, O=StackLens Fixture');
    expect(details.altNames).to.deep.equal(['DNS:localhost', 'IP Address:127.0.0.1']);
    const validFor = Date.parse(details.validTo!) - Date.parse(details.validFrom!);
    expect(validFor).to.equal(2 * 24 * 3600 * 1000);
  });

  it('checks the address it connects to: loopback is refused unless the policy allows private targets', async () => {
    const strict: TargetPolicy = { allowPrivate: false, allowedPorts: [port] };
    const signal = new AbortController().signal;
    for (const target of [{ url: `https://127.0.0.1:${port}/` }, { url: `https://fixture.example:${port}/`, address: '127.0.0.1' }]) {
      const error = await inspectTls(target, { policy: strict, timeoutMs: 5_000, signal }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error, target.url).to.be.instanceOf(TargetRefusedError);
    }
  });

  it('still reports the handshake when the untrusted certificate makes the page fetch fail', async () => {
    const collector = new PlaywrightPageCollector({ policy: ALLOW_PRIVATE });
    try {
      const bundle = await collector.collect({
        url: `https://127.0.0.1:${port}/`,
        plan: { crawl: false, axe: false, mobile: false, lighthouseRuns: 0, robotsAndSitemap: false, tls: true, securityProbes: false },
      });
      expect(bundle.pages).to.deep.equal([]);
      expect(bundle.failures.map((failure) => [failure.stage, failure.code])).to.deep.equal([['fetch', 'FETCH_FAILED']]);
      expect(bundle.tls).to.include({ protocol: 'TLSv1.3', authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    } finally {
      await collector.close();
    }
  });
});
