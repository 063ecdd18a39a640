import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import type { DomainError } from '../../../../shared/index.js';
import { systemClock } from '../../../../shared/index.js';
import { TestRobots } from '../../application/test-robots/test-robots.use-case.js';
import { GuardedWebFetcher } from './guarded.web-fetcher.js';

/**
 * A loopback server plays a public site (the policy's allowTargets test hook admits exactly its
 * host:port, private targets stay refused): its redirects to private addresses are refused at the hop,
 * as the guard refuses them for audits (docs/adr/0006-outbound-platform.md).
 */
describe('devtools guarded fetcher (redirects to private addresses)', () => {
  let server: Server;
  let origin: string;
  let fetcher: GuardedWebFetcher;
  const redirects: Record<string, string> = {};

  before(async () => {
    server = createServer((req, res) => {
      const target = redirects[req.url ?? ''];
      if (target) return void res.writeHead(302, { location: target }).end();
      if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private\n');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    fetcher = new GuardedWebFetcher({ allowPrivate: false, allowedPorts: [80, 443], allowTargets: [`127.0.0.1:${port}`] });
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches the allowed target itself', async () => {
    const result = await fetcher.get(`${origin}/robots.txt`, { maxBytes: 1024, timeoutMs: 10_000 });
    expect(result).to.deep.include({ kind: 'answered', status: 200 });
  });

  for (const [name, target, reason] of [
    ['10.0.0.1', 'http://10.0.0.1/robots.txt', 'private-address'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['loopback on another port', 'http://127.0.0.1:1/robots.txt', 'loopback'],
    ['decimal loopback', 'http://2130706433/robots.txt', 'loopback'],
  ] as const) {
    it(`refuses a redirect to ${name} with DEVTOOLS_TARGET_REFUSED`, async () => {
      const path = `/to-${name.replace(/\W+/g, '-')}`;
      redirects[path] = target;
      const error = (await fetcher.get(`${origin}${path}`, { maxBytes: 1024, timeoutMs: 10_000 }).then(
        () => null,
        (e: unknown) => e,
      )) as DomainError | null;
      expect(error?.code).to.equal('DEVTOOLS_TARGET_REFUSED');
      expect(error?.details).to.deep.equal({ reason });
    });
  }

  it('a robots.txt whose address redirects to a private one is refused, not read as unreachable', async () => {
    // The tester always asks for <origin>/robots.txt: this server's answer is the redirect.
    redirects['/robots.txt'] = 'http://192.168.1.1/robots.txt';
    const tester = new TestRobots(fetcher, new MemoryRateLimiter(systemClock));
    try {
      const error = (await tester.execute({ userId: 'u1', url: `${origin}/any/page`, userAgent: 'bot', paths: ['/'] }).then(
        () => null,
        (e: unknown) => e,
      )) as DomainError | null;
      expect(error?.code).to.equal('DEVTOOLS_TARGET_REFUSED');
    } finally {
      delete redirects['/robots.txt'];
    }
  });
});
