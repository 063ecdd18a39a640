import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { HttpAnswer, HttpFailure, HttpSendOptions } from '../../application/ports/http-sender.port.js';
import type { OutgoingRequest } from '../../domain/api-hub/outgoing-request.js';
import { TimedHttpSender } from './timed.http-sender.js';

/**
 * The hub's sender against loopback servers that the policy's allowTargets hook admits one by one (every
 * other loopback or private address stays refused, as in production): phases, redirects followed or
 * not and each hop checked, the body cap, the deadline, TLS with a throw-away certificate.
 */
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function collecting(handler: Handler) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, res, Buffer.concat(chunks).toString('utf8')));
  };
}

const OPTIONS: HttpSendOptions = { followRedirects: false, maxRedirects: 5, timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024 };

describe('devtools timed HTTP sender (loopback fixtures)', function () {
  this.timeout(30_000);
  let plain: Server;
  let other: Server;
  let secure: Server;
  let origin: string;
  let otherOrigin: string;
  let secureOrigin: string;
  let closedPort: number;
  let ca: string;
  let certDir: string;
  let sender: TimedHttpSender;
  let untrusting: TimedHttpSender;
  const hanging: ServerResponse[] = [];

  const echo: Handler = (req, res, body) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-fixture': 'echo' });
    res.end(JSON.stringify({ method: req.method, url: req.url, rawHeaders: req.rawHeaders, body }));
  };

  before(async () => {
    plain = createServer(
      collecting((req, res, body) => {
        const path = new URL(req.url ?? '/', 'http://fixture').pathname;
        const hop = /^\/hop\/(\d+)$/.exec(path);
        if (hop) {
          const left = Number(hop[1]);
          return void (left === 0 ? echo(req, res, body) : res.writeHead(302, { location: `/hop/${left - 1}` }).end());
        }
        if (path === '/see-other') return void res.writeHead(303, { location: '/echo' }).end();
        if (path === '/temporary') return void res.writeHead(307, { location: '/echo' }).end();
        if (path === '/to-other') return void res.writeHead(302, { location: `${otherOrigin}/echo` }).end();
        if (path.startsWith('/to/')) return void res.writeHead(302, { location: decodeURIComponent(path.slice(4)) }).end();
        if (path === '/big') {
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          return void res.end(Buffer.alloc(300 * 1024, 7));
        }
        if (path === '/gzip') return void res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(gzipSync('compressed hello'));
        if (path === '/hang') return void hanging.push(res);
        if (path === '/stall') {
          res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' }).write('partial');
          return void hanging.push(res);
        }
        if (path === '/reset') {
          res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' }).write('partial', () => res.socket?.destroy());
          return;
        }
        echo(req, res, body);
      }),
    );
    other = createServer(collecting(echo));
    certDir = mkdtempSync(join(tmpdir(), 'devtools-hub-tls-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-keyout', 'key.pem', '-out', 'cert.pem', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { cwd: certDir, stdio: 'ignore' },
    );
    ca = readFileSync(join(certDir, 'cert.pem'), 'utf8');
    secure = createTlsServer({ key: readFileSync(join(certDir, 'key.pem')), cert: ca }, collecting(echo));
    const closed = createServer();
    closedPort = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const ports = [await listen(plain), await listen(other), await listen(secure)];
    origin = `http://127.0.0.1:${ports[0]}`;
    otherOrigin = `http://127.0.0.1:${ports[1]}`;
    secureOrigin = `https://127.0.0.1:${ports[2]}`;
    const policy = { allowPrivate: false, allowedPorts: [80, 443], allowTargets: [...ports, closedPort].map((p) => `127.0.0.1:${p}`) };
    sender = new TimedHttpSender(policy, { ca });
    untrusting = new TimedHttpSender(policy);
  });
  after(async () => {
    for (const res of hanging) res.destroy();
    await Promise.all([plain, other, secure].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    rmSync(certDir, { recursive: true, force: true });
  });

  const request = (url: string, more: Partial<OutgoingRequest> = {}): OutgoingRequest => ({ method: 'GET', url, headers: [], body: undefined, unresolvedVariables: [], ...more });
  const answered = (outcome: HttpAnswer | HttpFailure): HttpAnswer => {
    expect(outcome.kind, JSON.stringify(outcome.kind === 'failed' ? outcome : outcome.status)).to.equal('answered');
    return outcome as HttpAnswer;
  };
  const failed = (outcome: HttpAnswer | HttpFailure): HttpFailure => {
    expect(outcome.kind).to.equal('failed');
    return outcome as HttpFailure;
  };
  const echoed = (answer: HttpAnswer) => JSON.parse(answer.body.toString('utf8')) as { method: string; url: string; rawHeaders: string[]; body: string };

  it('sends the method, headers in order and body, and answers status, headers, body, phases and the address', async () => {
    const answer = answered(
      await sender.send(
        request(`${origin}/echo?q=1`, { method: 'POST', headers: [['X-One', 'a'], ['Content-Type', 'text/plain'], ['X-One', 'b']], body: Buffer.from('héllo') }),
        OPTIONS,
      ),
    );
    expect(answer.status).to.equal(200);
    expect(answer.statusText).to.equal('OK');
    expect(answer.headers).to.deep.include(['x-fixture', 'echo']);
    expect(answer.remoteAddress).to.equal('127.0.0.1');
    const seen = echoed(answer);
    expect(seen).to.deep.include({ method: 'POST', url: '/echo?q=1', body: 'héllo' });
    const names = seen.rawHeaders.filter((_, i) => i % 2 === 0);
    expect(names.slice(0, 4)).to.deep.equal(['Host', 'X-One', 'Content-Type', 'X-One']);
    expect(seen.rawHeaders).to.include.members(['Content-Length', String(Buffer.byteLength('héllo')), `127.0.0.1:${new URL(origin).port}`]);
    const t = answer.timings;
    for (const phase of [t.dnsMs, t.connectMs, t.tlsMs, t.firstByteMs, t.downloadMs, t.totalMs]) expect(phase).to.be.a('number').and.at.least(0);
    expect(t.dnsMs, 'an address needs no resolution').to.equal(0);
    expect(t.tlsMs, 'plain http').to.equal(0);
    expect(answer.redirects).to.deep.equal([]);
  });

  it('frames a bodiless POST with Content-Length: 0, not chunked', async () => {
    const seen = echoed(answered(await sender.send(request(`${origin}/echo`, { method: 'POST' }), OPTIONS)));
    const names = seen.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(names).not.to.include('transfer-encoding');
    expect(seen.rawHeaders[seen.rawHeaders.findIndex((h) => h.toLowerCase() === 'content-length') + 1]).to.equal('0');
    const get = echoed(answered(await sender.send(request(`${origin}/echo`), OPTIONS)));
    const getNames = get.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(getNames).not.to.include('content-length');
    expect(getNames).not.to.include('transfer-encoding');
  });

  it('reads HEAD without a body and decodes a gzip answer', async () => {
    const head = answered(await sender.send(request(`${origin}/echo`, { method: 'HEAD' }), OPTIONS));
    expect(head.status).to.equal(200);
    expect(head.body.length).to.equal(0);
    const zipped = answered(await sender.send(request(`${origin}/gzip`, { headers: [['Accept-Encoding', 'gzip']] }), OPTIONS));
    expect(zipped.body.toString('utf8')).to.equal('compressed hello');
  });

  it('speaks https with a trusted certificate, timing the handshake, and fails on an untrusted one', async () => {
    const answer = answered(await sender.send(request(`${secureOrigin}/echo`), OPTIONS));
    expect(answer.status).to.equal(200);
    expect(answer.timings.tlsMs).to.be.greaterThan(0);
    const refused = failed(await untrusting.send(request(`${secureOrigin}/echo`), OPTIONS));
    expect(refused.code).to.equal('DEVTOOLS_HTTP_TLS_FAILED');
    expect(refused.reason).to.equal('DEPTH_ZERO_SELF_SIGNED_CERT');
  });

  it('answers a redirect as it came unless asked to follow, then follows up to five', async () => {
    const first = answered(await sender.send(request(`${origin}/hop/2`), OPTIONS));
    expect(first.status).to.equal(302);
    expect(first.headers).to.deep.include(['location', '/hop/1']);
    const followed = answered(await sender.send(request(`${origin}/hop/5`), { ...OPTIONS, followRedirects: true }));
    expect(followed.status).to.equal(200);
    expect(followed.redirects.map((r) => [r.status, r.location])).to.deep.equal([4, 3, 2, 1, 0].map((n) => [302, `/hop/${n}`]));
    expect(failed(await sender.send(request(`${origin}/hop/6`), { ...OPTIONS, followRedirects: true })).code).to.equal('DEVTOOLS_HTTP_TOO_MANY_REDIRECTS');
  });

  it('turns a POST into a GET after a 303, keeps it after a 307, and drops Authorization for another origin', async () => {
    const post = (url: string) => request(url, { method: 'POST', headers: [['Authorization', 'Bearer s3cret'], ['Content-Type', 'text/plain']], body: Buffer.from('payload') });
    const seeOther = echoed(answered(await sender.send(post(`${origin}/see-other`), { ...OPTIONS, followRedirects: true })));
    expect(seeOther).to.deep.include({ method: 'GET', body: '' });
    expect(seeOther.rawHeaders).to.include('Bearer s3cret');
    const temporary = echoed(answered(await sender.send(post(`${origin}/temporary`), { ...OPTIONS, followRedirects: true })));
    expect(temporary).to.deep.include({ method: 'POST', body: 'payload' });
    const elsewhere = echoed(answered(await sender.send(post(`${origin}/to-other`), { ...OPTIONS, followRedirects: true })));
    expect(elsewhere.rawHeaders.map((h) => h.toLowerCase())).not.to.include('authorization');
  });

  for (const [name, target, reason] of [
    ['10.0.0.1', 'http://10.0.0.1/', 'private-address'],
    ['192.168.1.1', 'http://192.168.1.1/', 'private-address'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['loopback on another port', 'http://127.0.0.1:1/', 'loopback'],
    ['decimal loopback', 'http://2130706433/', 'loopback'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/', 'loopback'],
  ] as const) {
    it(`refuses a followed redirect to ${name}, and the address itself`, async () => {
      const viaRedirect = failed(await sender.send(request(`${origin}/to/${encodeURIComponent(target)}`), { ...OPTIONS, followRedirects: true }));
      expect(viaRedirect).to.deep.equal({ kind: 'failed', code: 'DEVTOOLS_TARGET_REFUSED', reason });
      expect(failed(await sender.send(request(target), OPTIONS))).to.deep.equal({ kind: 'failed', code: 'DEVTOOLS_TARGET_REFUSED', reason });
    });
  }

  it('cuts the body at the cap and says so', async () => {
    const answer = answered(await sender.send(request(`${origin}/big`), { ...OPTIONS, maxBytes: 64 * 1024 }));
    expect(answer.truncated).to.equal(true);
    expect(answer.body.length).to.equal(64 * 1024);
    const whole = answered(await sender.send(request(`${origin}/big`), OPTIONS));
    expect(whole.truncated).to.equal(false);
    expect(whole.body.length).to.equal(300 * 1024);
  });

  it('gives up at the deadline (headers or body), and tells a cut answer, a closed port and a non-http URL apart', async () => {
    expect(failed(await sender.send(request(`${origin}/hang`), { ...OPTIONS, timeoutMs: 300 })).code).to.equal('DEVTOOLS_HTTP_TIMEOUT');
    expect(failed(await sender.send(request(`${origin}/stall`), { ...OPTIONS, timeoutMs: 300 })).code, 'a body that stops coming').to.equal('DEVTOOLS_HTTP_TIMEOUT');
    expect(failed(await sender.send(request(`${origin}/reset`), OPTIONS)).code).to.equal('DEVTOOLS_HTTP_CONNECTION_RESET');
    expect(failed(await sender.send(request(`http://127.0.0.1:${closedPort}/`), OPTIONS)).code).to.equal('DEVTOOLS_HTTP_CONNECTION_REFUSED');
    expect(failed(await sender.send(request('ftp://example.org/file'), OPTIONS)).code).to.equal('DEVTOOLS_INVALID_URL');
    expect(failed(await sender.send(request('not a url'), OPTIONS)).code).to.equal('DEVTOOLS_INVALID_URL');
  });
});
