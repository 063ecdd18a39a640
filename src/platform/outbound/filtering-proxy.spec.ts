import { expect } from 'chai';
import http from 'node:http';
import type { Socket } from 'node:net';
import { serveFixtureSite, type FixtureSite } from '../../../test/support/audits/fixture-server.js';
import { viaProxyConnect, viaProxyGet } from '../../../test/e2e/ssrf/ssrf-test-support.js';
import { startFilteringProxy, type FilteringProxy, type TargetPolicy } from './index.js';

const COOKIES = ['a=1; HttpOnly', 'b=2; Expires=Wed, 21 Oct 2037 07:28:00 GMT'];

/** Opens a tunnel and sends one HTTP/1.1 request over it; resolves with the raw answer. */
function throughTunnel(proxyUrl: string, authority: string, path: string): Promise<string> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: proxy.hostname, port: proxy.port, method: 'CONNECT', path: authority, agent: false });
    req.on('error', reject);
    req.on('connect', (res, socket: Socket) => {
      if (res.statusCode !== 200) return reject(new Error(`tunnel refused: ${res.statusCode}`));
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
    });
    req.end();
  });
}

describe('startFilteringProxy', () => {
  let site: FixtureSite;
  let policy: TargetPolicy;
  let proxy: FilteringProxy | undefined;

  before(async () => {
    site = await serveFixtureSite('test/fixtures/audits/ssrf', {
      '/cookies': (_req, res) => void res.writeHead(200, { 'set-cookie': COOKIES, 'content-type': 'text/plain' }).end('cookies'),
      '/large': (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(200_000, 'z')),
    });
    policy = { allowPrivate: false, allowedPorts: [80, 443], allowTargets: [`127.0.0.1:${site.port}`] };
  });

  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  after(() => site.close());

  it('forwards plain requests to an allowed host with repeated headers intact', async () => {
    proxy = await startFilteringProxy({ policy });
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const p = new URL(proxy!.url);
      http.get({ host: p.hostname, port: p.port, path: `${site.url}/cookies`, agent: false }, resolve).on('error', reject);
    });
    answer.resume();
    expect([answer.statusCode, answer.headers['set-cookie']]).to.deep.equal([200, COOKIES]);
    expect([proxy.requestCount, proxy.blocked]).to.deep.equal([1, []]);
    expect(site.requests.at(-1)).to.deep.equal({ method: 'GET', path: '/cookies' });
  });

  it('tunnels CONNECT to an allowed host:port', async () => {
    proxy = await startFilteringProxy({ policy });
    const raw = await throughTunnel(proxy.url, `127.0.0.1:${site.port}`, '/same-origin.json');
    expect(raw).to.match(/^HTTP\/1\.1 200 OK/);
    expect(raw).to.contain('{ "ok": true }');
    expect(proxy.bytes).to.equal(Buffer.byteLength(raw));
  });

  it('refuses requests past maxRequests with 429 and records them', async () => {
    proxy = await startFilteringProxy({ policy, maxRequests: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await viaProxyGet(proxy.url, `${site.url}/same-origin.json`)).status);
    const tunnel = await viaProxyConnect(proxy.url, `127.0.0.1:${site.port}`);
    expect([...statuses, tunnel.status]).to.deep.equal([200, 200, 429, 429]);
    expect(proxy.blocked.map((b) => b.reason)).to.deep.equal(['request-limit', 'request-limit']);
    expect(proxy.requestCount).to.equal(4);
  });

  it('cuts a transfer past maxBytes and refuses what follows', async () => {
    proxy = await startFilteringProxy({ policy, maxBytes: 50_000 });
    const cut = await viaProxyGet(proxy.url, `${site.url}/large`).then(
      (a) => a.body.length,
      () => 'connection cut',
    );
    expect(cut).to.equal('connection cut');
    const next = await viaProxyGet(proxy.url, `${site.url}/same-origin.json`);
    expect([next.status, next.blockedReason]).to.deep.equal([429, 'byte-limit']);
    expect(proxy.blocked).to.deep.include({ url: `${site.url}/large`, reason: 'byte-limit' });
  });

  it('answers 400 to a request that is not a proxy request', async () => {
    proxy = await startFilteringProxy({ policy });
    const answer = await viaProxyGet(proxy.url, '/not-absolute');
    expect(answer.status).to.equal(400);
    expect(proxy.blocked).to.deep.equal([]);
  });

  it('never fetches itself, even when private targets are allowed', async () => {
    proxy = await startFilteringProxy({ policy: { allowPrivate: true, allowedPorts: [80, 443] } });
    const port = new URL(proxy.url).port;
    for (const self of [`${proxy.url}/`, `http://localhost:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      const answer = await viaProxyGet(proxy.url, self);
      expect([answer.status, answer.blockedReason], self).to.deep.equal([403, 'proxy-loop']);
    }
    expect(proxy.requestCount).to.equal(0);
  });
});
