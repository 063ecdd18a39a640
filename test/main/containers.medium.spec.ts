import 'reflect-metadata';
import { ContainerModule, inject, injectable } from 'inversify';
import { HTTP, type RequestContext, type Route, type RouteProviderRegistration } from '../../src/platform/http/index.js';
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProcessContainer } from '../../src/main/containers/process-container.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../../src/modules/identity/index.js';
import type { Role } from '../../src/main/containers/roles.js';
import { loadConfig } from '../../src/platform/config/index.js';
import { createLogger } from '../../src/platform/logging/index.js';
import { InProcessJobQueue } from '../../src/platform/queue/index.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/index.js';
import { systemClock } from '../../src/shared/index.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * Every process's container must resolve every route provider and every job processor it declares:
 * a binding forgotten in a module's ContainerModule fails here rather than at the first request.
 */
describe('process containers', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase();
  });
  after(() => db.drop());

  const build = (roles: Role[], extra: ContainerModule[] = []) =>
    new ProcessContainer(
      {
        config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'stacklens-c-')) }),
        logger: createLogger({ level: 'silent', format: 'json' }),
        database: db.database,
        queue: new InProcessJobQueue({}),
        rateLimiter: new MemoryRateLimiter(systemClock),
        clock: systemClock,
      },
      roles,
      extra,
    );

  const request = { requestId: 'r', ip: '127.0.0.1', userAgent: 'test', user: null, log: createLogger({ level: 'silent', format: 'json' }) };
  const job = { id: 'j', queue: 'q', name: 'n', data: {}, attempt: 1, reportProgress: async () => undefined, signal: new AbortController().signal };

  for (const roles of [['api'], ['worker'], ['tracker'], ['api', 'worker', 'tracker']] as Role[][]) {
    it(`${roles.join('+')}: resolves every route provider and processor in a request/job scope`, () => {
      const container = build(roles);
      const source = container.routeSource();
      const paths = source.providers.flatMap((p) => p.routes.map((r) => `${r.method} ${r.path}`));
      expect(paths).to.include.members(['GET /healthz', 'GET /readyz']);
      for (const provider of source.providers) {
        expect(source.forRequest(provider.id, request).routes()).to.have.length(provider.routes.length);
      }
      for (const registration of container.processors()) {
        expect(registration.name).to.match(/^[a-z-]+\.[a-z-]+$/);
        expect(container.processorFor(registration, job).handle).to.be.a('function');
      }
      for (const schedule of container.schedules()) {
        expect(container.processors().map((p) => p.name), `schedule ${schedule.name} has a processor`).to.include(schedule.name);
      }
    });
  }

  it('puts http routes only in the api and processors only in the worker', () => {
    const api = build(['api']);
    const worker = build(['worker']);
    expect(api.processors()).to.deep.equal([]);
    expect(api.routeSource().providers.flatMap((p) => p.routes.map((r) => r.path))).to.include('/api/auth/log-access');
    expect(worker.routeSource().providers.flatMap((p) => p.routes.map((r) => r.path))).to.deep.equal(['/healthz', '/readyz']);
    expect(worker.processors().map((p) => p.name)).to.include('identity.purge-access-log');
  });

  it('gives the api a personal-data holder per module that stores people’s data, each named once', () => {
    const holders = build(['api']).root.getAll<PersonalDataHolder>(IDENTITY_PERSONAL_DATA);
    const names = holders.map((h) => h.name);
    expect(names).to.include.members(['identity', 'mail', 'outreach']);
    expect(new Set(names).size, 'holder names are export section keys').to.equal(names.length);
    for (const holder of holders) {
      expect(holder.exportFor).to.be.a('function');
      expect(holder.eraseFor).to.be.a('function');
    }
  });

  it('resolves request-scoped providers in a child container carrying the request, singletons once', () => {
    @injectable()
    class WhoAmIRoutes {
      constructor(@inject(HTTP.RequestContext) readonly request: RequestContext) {}
      routes(): Route[] {
        return [{ method: 'GET', path: '/api/test/whoami', auth: 'public', handler: (ctx) => void (ctx.body = this.request.requestId) }];
      }
    }
    const extra = new ContainerModule(({ bind }) => {
      bind(WhoAmIRoutes).toSelf();
      bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: WhoAmIRoutes, requestScoped: true });
    });
    const container = new ProcessContainer(
      {
        config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'stacklens-c-')) }),
        logger: request.log,
        database: db.database,
        queue: new InProcessJobQueue({}),
        rateLimiter: new MemoryRateLimiter(systemClock),
        clock: systemClock,
      },
      ['api'],
      [extra],
    );
    const source = container.routeSource();
    const scoped = source.providers.find((p) => p.routes[0]?.path === '/api/test/whoami')!;
    const a = source.forRequest(scoped.id, { ...request, requestId: 'a' }) as WhoAmIRoutes;
    const b = source.forRequest(scoped.id, { ...request, requestId: 'b' }) as WhoAmIRoutes;
    expect([a.request.requestId, b.request.requestId]).to.deep.equal(['a', 'b']);
    const health = source.providers.find((p) => p.routes[0]?.path === '/healthz')!;
    expect(source.forRequest(health.id, request)).to.equal(source.forRequest(health.id, { ...request, requestId: 'other' }));
  });
});
