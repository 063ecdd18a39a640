import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { targetPolicyOf, type TargetPolicy } from '../../platform/outbound/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { RobotsRoutes } from './adapters/http/robots.routes.js';
import { GuardedWebFetcher } from './adapters/outbound/guarded.web-fetcher.js';
import { CheckSitemaps } from './application/check-sitemaps/check-sitemaps.use-case.js';
import { GenerateRobots } from './application/generate-robots/generate-robots.use-case.js';
import type { WebFetcher } from './application/ports/web-fetcher.port.js';
import { TestRobots } from './application/test-robots/test-robots.use-case.js';
import { DEVTOOLS } from './devtools.tokens.js';

/**
 * The use cases and the guarded fetcher: every process that may run a devtools tool. The tools to come
 * (API testing hub, responsive testing, structured data) bind theirs here too (devtools README).
 */
export const devtoolsCoreModule = new ContainerModule(({ bind }) => {
  bind<TargetPolicy>(DEVTOOLS.TargetPolicy)
    .toDynamicValue((context) => targetPolicyOf(context.get<AppConfig>(PLATFORM.Config).outbound))
    .inSingletonScope();
  bind<WebFetcher>(DEVTOOLS.WebFetcher).to(GuardedWebFetcher).inSingletonScope();
  bind(TestRobots).toSelf().inSingletonScope();
  bind(CheckSitemaps).toSelf().inSingletonScope();
  bind(GenerateRobots).toSelf().inSingletonScope();
});

/** The /api/devtools routes: the api only. */
export const devtoolsHttpModule = new ContainerModule(({ bind }) => {
  bind(RobotsRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: RobotsRoutes });
});
