import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { QUEUE, type JobSchedule, type ProcessorRegistration } from '../../platform/queue/index.js';
import { targetPolicyOf, type TargetPolicy } from '../../platform/outbound/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { AesGcmSecretBox, type CredentialsKeyring, type SecretBox } from '../../platform/security/index.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { ApiHubRoutes } from './adapters/http/api-hub.routes.js';
import { ChromiumResponsiveRenderer } from './adapters/browser/chromium.responsive-renderer.js';
import { SharpShotComposer } from './adapters/export/sharp.shot-composer.js';
import { ResponsiveRoutes } from './adapters/http/responsive.routes.js';
import { RobotsRoutes } from './adapters/http/robots.routes.js';
import { ResponsiveRunKnexRepository } from './adapters/persistence/responsive-run.knex-repository.js';
import { ResponsivePersonalDataHolder } from './adapters/personal-data/responsive.personal-data-holder.js';
import { PurgeResponsiveProcessor } from './adapters/queue/purge-responsive.processor.js';
import { RunResponsiveProcessor } from './adapters/queue/run-responsive.processor.js';
import { ExportResponsiveRun } from './application/export-responsive-run/export-responsive-run.use-case.js';
import { GetResponsiveRun } from './application/get-responsive-run/get-responsive-run.use-case.js';
import { GetResponsiveShot } from './application/get-responsive-shot/get-responsive-shot.use-case.js';
import { ListResponsiveRuns } from './application/list-responsive-runs/list-responsive-runs.use-case.js';
import type { ResponsiveRunRepository } from './application/ports/responsive-run.repository.port.js';
import type { ShotComposer } from './application/ports/shot-composer.port.js';
import { PurgeResponsiveRuns } from './application/purge-responsive-runs/purge-responsive-runs.use-case.js';
import { RESPONSIVE_JOBS, RESPONSIVE_QUEUE } from './application/responsive-settings.js';
import { RunResponsiveTest } from './application/run-responsive-test/run-responsive-test.use-case.js';
import { StartResponsiveRun } from './application/start-responsive-run/start-responsive-run.use-case.js';
import { StructuredDataRoutes } from './adapters/http/structured-data.routes.js';
import { GuardedWebFetcher } from './adapters/outbound/guarded.web-fetcher.js';
import { TimedHttpSender } from './adapters/outbound/timed.http-sender.js';
import { CollectionKnexRepository } from './adapters/persistence/collection.knex-repository.js';
import { EnvironmentKnexRepository } from './adapters/persistence/environment.knex-repository.js';
import { HttpHistoryKnexRepository } from './adapters/persistence/http-history.knex-repository.js';
import { ApiHubPersonalDataHolder } from './adapters/personal-data/api-hub.personal-data-holder.js';
import { CheckSitemaps } from './application/check-sitemaps/check-sitemaps.use-case.js';
import { CreateCollection } from './application/collections/create-collection.use-case.js';
import { DeleteCollection } from './application/collections/delete-collection.use-case.js';
import { ListCollections } from './application/collections/list-collections.use-case.js';
import { UpdateCollection } from './application/collections/update-collection.use-case.js';
import { CreateEnvironment } from './application/environments/create-environment.use-case.js';
import { DeleteEnvironment } from './application/environments/delete-environment.use-case.js';
import { ListEnvironments } from './application/environments/list-environments.use-case.js';
import { UpdateEnvironment } from './application/environments/update-environment.use-case.js';
import { GenerateRobots } from './application/generate-robots/generate-robots.use-case.js';
import { ClearHttpHistory } from './application/http-history/clear-http-history.use-case.js';
import { ListHttpHistory } from './application/http-history/list-http-history.use-case.js';
import type { CollectionRepository, EnvironmentRepository, HttpHistoryRepository } from './application/ports/api-hub.repositories.port.js';
import type { HttpSender } from './application/ports/http-sender.port.js';
import type { WebFetcher } from './application/ports/web-fetcher.port.js';
import { SendHttpRequest } from './application/send-http/send-http.use-case.js';
import { TestRobots } from './application/test-robots/test-robots.use-case.js';
import { ValidateStructuredData } from './application/validate-structured-data/validate-structured-data.use-case.js';
import { DEVTOOLS } from './devtools.tokens.js';

/**
 * The use cases and the guarded fetcher: every process that may run a devtools tool. The tools to come
 * (structured data) bind theirs here too (devtools README).
 */
export const devtoolsCoreModule = new ContainerModule(({ bind }) => {
  bind<TargetPolicy>(DEVTOOLS.TargetPolicy)
    .toDynamicValue((context) => targetPolicyOf(context.get<AppConfig>(PLATFORM.Config).outbound))
    .inSingletonScope();
  bind<WebFetcher>(DEVTOOLS.WebFetcher).to(GuardedWebFetcher).inSingletonScope();
  bind(TestRobots).toSelf().inSingletonScope();
  bind(CheckSitemaps).toSelf().inSingletonScope();
  bind(GenerateRobots).toSelf().inSingletonScope();
  bind(ValidateStructuredData).toSelf().inSingletonScope();

  // The API testing hub. Its stored data and the personal-data holder are here, so every process that
  // may delete an account reaches them; the sender and the secret box are built at their first use.
  bind<EnvironmentRepository>(DEVTOOLS.EnvironmentRepository).to(EnvironmentKnexRepository).inSingletonScope();
  bind<CollectionRepository>(DEVTOOLS.CollectionRepository).to(CollectionKnexRepository).inSingletonScope();
  bind<HttpHistoryRepository>(DEVTOOLS.HttpHistoryRepository).to(HttpHistoryKnexRepository).inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(ApiHubPersonalDataHolder).inSingletonScope();
  // These labels derive the key of every stored environment secret: never change them.
  bind<SecretBox>(DEVTOOLS.EnvironmentSecretBox)
    .toDynamicValue((context) => new AesGcmSecretBox(context.get<CredentialsKeyring>(PLATFORM.CredentialsKeyring), { scope: 'devtools', sealing: 'environment secret' }))
    .inSingletonScope();
  bind<HttpSender>(DEVTOOLS.HttpSender)
    .toDynamicValue((context) => new TimedHttpSender(context.get<TargetPolicy>(DEVTOOLS.TargetPolicy)))
    .inSingletonScope();
  bind(SendHttpRequest).toSelf().inSingletonScope();
  bind(ListEnvironments).toSelf().inSingletonScope();
  bind(CreateEnvironment).toSelf().inSingletonScope();
  bind(UpdateEnvironment).toSelf().inSingletonScope();
  bind(DeleteEnvironment).toSelf().inSingletonScope();
  bind(ListCollections).toSelf().inSingletonScope();
  bind(CreateCollection).toSelf().inSingletonScope();
  bind(UpdateCollection).toSelf().inSingletonScope();
  bind(DeleteCollection).toSelf().inSingletonScope();
  bind(ListHttpHistory).toSelf().inSingletonScope();
  bind(ClearHttpHistory).toSelf().inSingletonScope();

  // Responsive testing: the runs, their shots and the personal-data holder are reached from every
  // process; the api queues runs and composes the exports, the worker renders (devtoolsProcessorsModule).
  bind<ResponsiveRunRepository>(DEVTOOLS.ResponsiveRunRepository).to(ResponsiveRunKnexRepository).inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(ResponsivePersonalDataHolder).inSingletonScope();
  bind<ShotComposer>(DEVTOOLS.ShotComposer).toConstantValue(new SharpShotComposer());
  bind(StartResponsiveRun).toSelf().inSingletonScope();
  bind(GetResponsiveRun).toSelf().inSingletonScope();
  bind(ListResponsiveRuns).toSelf().inSingletonScope();
  bind(GetResponsiveShot).toSelf().inSingletonScope();
  bind(ExportResponsiveRun).toSelf().inSingletonScope();
});

/** The /api/devtools routes: the api only. */
export const devtoolsHttpModule = new ContainerModule(({ bind }) => {
  bind(RobotsRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: RobotsRoutes });
  bind(StructuredDataRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: StructuredDataRoutes });
  bind(ApiHubRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: ApiHubRoutes });
  bind(ResponsiveRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: ResponsiveRoutes });
});

const HOUR_MS = 60 * 60_000;

/**
 * The worker side: responsive runs rendered in the worker's Chromium (one run at a time per worker,
 * two sizes of it at once), and the hourly purge of old and abandoned runs.
 */
export const devtoolsProcessorsModule = new ContainerModule(({ bind }) => {
  bind<ChromiumResponsiveRenderer>(DEVTOOLS.ResponsiveRenderer)
    .toDynamicValue((context) => {
      const { outbound } = context.get<AppConfig>(PLATFORM.Config);
      return new ChromiumResponsiveRenderer({ chromiumPath: outbound.chromiumPath, policy: context.get<TargetPolicy>(DEVTOOLS.TargetPolicy) });
    })
    .inSingletonScope()
    .onDeactivation((renderer) => renderer.close());
  bind(RunResponsiveTest).toSelf().inSingletonScope();
  bind(PurgeResponsiveRuns).toSelf().inSingletonScope();
  bind(RunResponsiveProcessor).toSelf();
  bind(PurgeResponsiveProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: RunResponsiveProcessor, queue: RESPONSIVE_QUEUE, name: RESPONSIVE_JOBS.run, concurrency: 1, attempts: 1 });
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: PurgeResponsiveProcessor, queue: RESPONSIVE_QUEUE, name: RESPONSIVE_JOBS.purge, concurrency: 1, attempts: 1 });
  bind<JobSchedule>(QUEUE.Schedules).toConstantValue({ queue: RESPONSIVE_QUEUE, name: RESPONSIVE_JOBS.purge, repeat: { everyMs: HOUR_MS } });
});
