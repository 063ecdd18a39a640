import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { expect } from 'chai';
import { fakeDns, rejectionOf } from '../../../test/e2e/ssrf/ssrf-test-support.js';
import { guardedConnect, type TargetPolicy } from './index.js';

/**
 * Direct TLS through guardedConnect: the socket goes to the pinned loopback address, the handshake
 * names the host the caller gave (SNI and certificate check), so a certificate for that name verifies
 * and one for another name does not.
 */
describe('guardedConnect with TLS (openssl certificate, loopback server)', function () {
  this.timeout(30_000);
  let dir: string;
  let cert: Buffer;
  let server: tls.Server;
  let port: number;
  const servernames: (string | false)[] = [];
  const policy: TargetPolicy = { allowPrivate: true, allowedPorts: [80, 443] };
  const dns = fakeDns({ 'db.fixture.test': ['127.0.0.1'], 'other.fixture.test': ['127.0.0.1'] });

  before(async () => {
    // A throwaway certificate made for this run, so no key is kept in the repository.
    dir = mkdtempSync(join(tmpdir(), 'stacklens-outbound-tls-'));
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      '-subj', '/CN=db.fixture.test',
      '-addext', 'subjectAltName=DNS:db.fixture.test',
    ], { stdio: 'ignore' });
    cert = readFileSync(join(dir, 'cert.pem'));
    server = tls.createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (socket) => {
      servernames.push((socket as tls.TLSSocket & { servername: string | false }).servername);
      socket.end('hello over tls');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('verifies the certificate against the name given while connecting to the checked address', async () => {
    const { socket, target, timings } = await guardedConnect({ host: 'db.fixture.test', port, policy, tls: { ca: cert }, timeoutMs: 5_000, lookup: dns });
    const text = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
    });
    socket.destroy();
    expect(text).to.equal('hello over tls');
    expect((socket as tls.TLSSocket).authorized).to.equal(true);
    expect(target.address).to.equal('127.0.0.1');
    expect(servernames.at(-1)).to.equal('db.fixture.test');
    expect(timings.tlsMs).to.be.a('number').and.at.least(0);
  });

  it('fails the handshake for a name the certificate does not carry', async () => {
    const error = await rejectionOf(guardedConnect({ host: 'other.fixture.test', port, policy, tls: { ca: cert }, timeoutMs: 5_000, lookup: dns }));
    expect(error.code).to.equal('ERR_TLS_CERT_ALTNAME_INVALID');
  });

  it('fails for an untrusted certificate unless the caller opts out of verification', async () => {
    expect((await rejectionOf(guardedConnect({ host: 'db.fixture.test', port, policy, tls: true, timeoutMs: 5_000, lookup: dns }))).code).to.equal('DEPTH_ZERO_SELF_SIGNED_CERT');
    const { socket } = await guardedConnect({ host: 'db.fixture.test', port, policy, tls: { rejectUnauthorized: false }, timeoutMs: 5_000, lookup: dns });
    expect((socket as tls.TLSSocket).authorized).to.equal(false);
    socket.destroy();
  });
});
