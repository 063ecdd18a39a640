import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import type { DomainError } from '../../../../shared/index.js';
import { systemClock } from '../../../../shared/index.js';
import { GuardedWebFetcher } from './guarded.web-fetcher.js';
import { ValidateStructuredData } from '../../application/validate-structured-data/validate-structured-data.use-case.js';

/**
 * The validator's fetch through the real guard: a loopback server plays a public site (the policy's
 * allowTargets test hook admits exactly its host:port, private targets stay refused), and its redirects
 * to private, metadata and disguised loopback addresses are refused at the hop (devtools README,
 * "Structured data"; docs/adr/0006-outbound-platform.md).
 */
describe('devtools structured data: fetched pages and redirects to private addresses', () => {
  let server: Server;
  let origin: string;
  let validator: ValidateStructuredData;
  const redirects: Record<string, string> = {};

  before(async () => {
    server = createServer((req, res) => {
      const target = redirects[req.url ?? ''];
      if (target) return void res.writeHead(302, { location: target }).end();
      if (req.url === '/page') {
        return void res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1></div></body></html>');
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    const fetcher = new GuardedWebFetcher({ allowPrivate: false, allowedPorts: [80, 443], allowTargets: [`127.0.0.1:${port}`] });
    validator = new ValidateStructuredData(fetcher, new MemoryRateLimiter(systemClock));
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('validates the admitted page, following a redirect within it', async () => {
    redirects['/moved'] = '/page';
    const answer = await validator.execute({ userId: 'u1', url: `${origin}/moved` });
    expect(answer.source).to.deep.include({ kind: 'url', finalUrl: `${origin}/page`, status: 200 });
    expect(answer.items.map((i) => [i.format, i.type, i.richResult])).to.deep.equal([['microdata', 'Recipe', 'Recipe']]);
    expect(answer.items[0]!.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_MISSING_REQUIRED', property: 'image', line: 1 }]);
  });

  for (const [name, target] of [
    ['metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['private', 'http://10.0.0.7/'],
    ['decimal loopback', 'http://2130706433/'],
    ['hex loopback', 'http://0x7f000001/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
  ] as const) {
    it(`refuses a redirect to a ${name} address`, async () => {
      redirects[`/to-${name.replace(/\W/g, '-')}`] = target;
      const error = await validator.execute({ userId: 'u2', url: `${origin}/to-${name.replace(/\W/g, '-')}` }).then(
        () => null,
        (e: unknown) => e as DomainError,
      );
      expect(error?.code).to.equal('DEVTOOLS_TARGET_REFUSED');
    });
  }
});
