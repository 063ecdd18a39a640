import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { fakeDns } from '../../../test/e2e/ssrf/ssrf-test-support.js';
import { createGuardedAgents, safeFetch, traceRequestTimings, type RequestTimings, type TargetPolicy } from './index.js';

const POLICY: TargetPolicy = { allowPrivate: true, allowedPorts: [80, 443] };
const PAUSE_MS = 150;

/** Answers /slow after a pause and sends its body in two halves a pause apart. */
function handler(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.url !== '/slow') return void res.end('quick');
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first half, ');
    setTimeout(() => res.end('second half'), PAUSE_MS);
  }, PAUSE_MS);
}

function sumOf(t: RequestTimings): number {
  return t.dnsMs + t.connectMs + (t.tlsMs ?? 0) + t.firstByteMs + t.downloadMs;
}

describe('request timings (safeFetch and the guarded agents)', function () {
  this.timeout(30_000);
  let server: http.Server;
  let secure: https.Server;
  let port: number;
  let securePort: number;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stacklens-timings-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-subj', '/CN=localhost'], { stdio: 'ignore' });
    server = http.createServer(handler);
    secure = https.createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, handler);
    await Promise.all([new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)), new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve))]);
    port = (server.address() as AddressInfo).port;
    securePort = (secure.address() as AddressInfo).port;
  });

  after(async () => {
    server.closeAllConnections();
    secure.closeAllConnections();
    await Promise.all([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => secure.close(resolve))]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('splits an http exchange into connect, first byte and download (no DNS for an address, no TLS)', async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/slow`, { policy: POLICY });
    expect(res.body.toString()).to.equal('first half, second half');
    const t = res.timings;
    expect([t.dnsMs, t.tlsMs]).to.deep.equal([0, null]);
    expect(t.connectMs).to.be.at.least(0);
    expect(t.firstByteMs).to.be.at.least(PAUSE_MS - 20);
    expect(t.downloadMs).to.be.at.least(PAUSE_MS - 20);
    expect(sumOf(t)).to.be.closeTo(t.totalMs, 0.001);
  });

  it('times the name resolution of the guarded lookup and the TLS handshake of https', async () => {
    const lookup = fakeDns({ 'site.fixture.test': ['127.0.0.1'] });
    const res = await safeFetch(`https://site.fixture.test:${securePort}/`, { policy: POLICY, lookup, rejectUnauthorized: false });
    expect(res.body.toString()).to.equal('quick');
    const t = res.timings;
    expect(t.dnsMs).to.be.at.least(0);
    expect(t.tlsMs).to.be.a('number').and.above(0);
    expect(sumOf(t)).to.be.closeTo(t.totalMs, 0.001);
  });

  it('works on any request made with the guarded agents (other methods, a body)', async () => {
    const agents = createGuardedAgents(POLICY, fakeDns({}));
    const timings = await new Promise<RequestTimings>((resolve, reject) => {
      const req = http.request(`http://127.0.0.1:${port}/slow`, { method: 'POST', agent: agents.http });
      const trace = traceRequestTimings(req);
      req.once('error', reject);
      req.once('response', (res) => {
        res.resume();
        res.once('end', () => resolve(trace.finish()));
      });
      req.end('{"a":1}');
    });
    // From the start to the first byte, not the first-byte phase alone: on a loaded machine the client
    // marks its body sent later than the server starts its pause (CI: 89 ms of a 150 ms pause).
    expect(timings.totalMs - timings.downloadMs).to.be.at.least(PAUSE_MS - 20);
    expect(timings.downloadMs).to.be.at.least(PAUSE_MS - 20);
  });
});
