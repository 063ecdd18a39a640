import { expect } from 'chai';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { serveFixtureSite, type FixtureSite } from '../../../test/support/audits/fixture-server.js';
import { rejectionOf, startCanary, type Canary } from '../../../test/e2e/ssrf/ssrf-test-support.js';
import { FetchLimitError, safeFetch, TargetRefusedError, type TargetPolicy } from './index.js';

const HOP_COOKIES = ['session=abc; Path=/; HttpOnly; Secure; SameSite=Lax', 'prefs=dark; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/'];
const FINAL_COOKIES = ['__Host-id=42; Path=/; Secure', 'tracking=1'];

describe('safeFetch', () => {
  let site: FixtureSite;
  let canary: Canary;
  let policy: TargetPolicy;
  let pending: ServerResponse[] = [];
  let hugeClosed: Promise<void> = Promise.resolve();

  before(async () => {
    canary = await startCanary();
    site = await serveFixtureSite('test/fixtures/audits/ssrf', {
      '/login': (_req, res) => void res.writeHead(302, { location: '/home', 'set-cookie': HOP_COOKIES }).end(),
      '/home': (_req, res) => void res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': FINAL_COOKIES }).end('<h1>home</h1>'),
      '/see-other': (_req, res) => void res.writeHead(303, { location: 'login' }).end(),
      '/gzip': (_req, res) => void res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('hello '.repeat(1000))),
      '/gzip-bomb': (_req, res) => void res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 'a'))),
      '/huge': (_req: IncomingMessage, res: ServerResponse) => {
        hugeClosed = new Promise((resolve) => res.on('close', () => resolve()));
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (res.write(chunk)) if (res.writableLength > 8 * 1024 * 1024) return;
        };
        res.on('drain', pump);
        pump();
      },
      '/hang': (_req, res) => {
        pending.push(res);
      },
    });
    policy = { allowPrivate: false, allowedPorts: [80, 443], allowTargets: [`127.0.0.1:${site.port}`] };
  });

  afterEach(() => {
    for (const res of pending) res.destroy();
    pending = [];
  });

  after(async () => {
    await Promise.all([site.close(), canary.close()]);
  });

  it('fetches an allowed host and says where it connected', async () => {
    const res = await safeFetch(`${site.url}/same-origin.json`, { policy });
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(res.body.toString())).to.deep.equal({ ok: true });
    expect([res.url, res.finalUrl, res.remoteAddress, res.truncated]).to.deep.equal([`${site.url}/same-origin.json`, `${site.url}/same-origin.json`, '127.0.0.1', false]);
    expect(res.ttfbMs).to.be.a('number').and.at.least(0);
  });

  it('keeps the raw Set-Cookie lines of every hop of a redirect chain', async () => {
    const res = await safeFetch(`${site.url}/see-other`, { policy });
    expect(res.finalUrl).to.equal(`${site.url}/home`);
    expect(res.redirects).to.deep.equal([
      { url: `${site.url}/see-other`, status: 303, location: 'login', setCookies: [] },
      { url: `${site.url}/login`, status: 302, location: '/home', setCookies: HOP_COOKIES },
    ]);
    expect(res.setCookies).to.deep.equal(FINAL_COOKIES);
    expect(res.headers['set-cookie']).to.equal(FINAL_COOKIES.join('\n'));
    expect(res.body.toString()).to.equal('<h1>home</h1>');
  });

  it('decodes gzip bodies', async () => {
    const res = await safeFetch(`${site.url}/gzip`, { policy });
    expect(res.body.toString()).to.equal('hello '.repeat(1000));
  });

  it('caps the decoded size, so a compressed bomb stops at maxBytes', async () => {
    const res = await safeFetch(`${site.url}/gzip-bomb`, { policy, maxBytes: 100_000 });
    expect([res.body.length, res.truncated]).to.deep.equal([100_000, true]);
  });

  it('caps an endless body at maxBytes and drops the connection', async () => {
    const res = await safeFetch(`${site.url}/huge`, { policy, maxBytes: 300_000 });
    expect([res.body.length, res.truncated, res.body.every((b) => b === 0x78)]).to.deep.equal([300_000, true, true]);
    await hugeClosed;
  });

  it('sends HEAD without reading a body', async () => {
    const res = await safeFetch(`${site.url}/same-origin.json`, { policy, method: 'HEAD' });
    expect([res.status, res.body.length]).to.deep.equal([200, 0]);
    expect(site.requests.at(-1)).to.deep.equal({ method: 'HEAD', path: '/same-origin.json' });
  });

  it('gives up at the timeout with FetchLimitError', async () => {
    const error = await rejectionOf(safeFetch(`${site.url}/hang`, { policy, timeoutMs: 200 }));
    expect(error).to.be.instanceOf(FetchLimitError);
    expect(error.reason).to.equal('timeout');
  });

  it("stops when the caller's signal aborts, with the signal's reason", async () => {
    const controller = new AbortController();
    const fetching = safeFetch(`${site.url}/hang`, { policy, signal: controller.signal });
    const reason = new Error('job cancelled');
    setImmediate(() => controller.abort(reason));
    expect(await rejectionOf(fetching)).to.equal(reason);
  });

  it('with allowPrivate, reaches loopback on any port but still refuses metadata, credentials and other schemes', async () => {
    const local: TargetPolicy = { allowPrivate: true, allowedPorts: [80, 443] };
    const res = await safeFetch(`http://localhost:${canary.port}/`, { policy: local });
    expect(res.body.toString()).to.equal('canary reached');
    for (const [url, reason] of [
      ['http://169.254.169.254/latest/meta-data/', 'link-local'],
      [`http://user:pw@127.0.0.1:${canary.port}/`, 'credentials-in-url'],
      ['file:///etc/passwd', 'scheme-not-allowed'],
    ]) {
      const error = await rejectionOf(safeFetch(url!, { policy: local }));
      expect(error, url).to.be.instanceOf(TargetRefusedError);
      expect(error.reason, url).to.equal(reason);
    }
  });

  it('opens exactly the allowTargets pairs: not another port, address family or name on the same host', async () => {
    const connectionsBefore = canary.connections;
    const port = site.port;
    for (const url of [`http://127.0.0.1:${canary.port}/`, `http://[::1]:${port}/`, `http://localhost:${port}/`, `http://127.0.0.2:${port}/`]) {
      const error = await rejectionOf(safeFetch(url, { policy }));
      expect(error, url).to.be.instanceOf(TargetRefusedError);
    }
    expect(canary.connections).to.equal(connectionsBefore);
  });
});
