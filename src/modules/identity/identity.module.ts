import { ContainerModule } from 'inversify';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { QUEUE, type JobSchedule, type ProcessorRegistration } from '../../platform/queue/index.js';
import { AccessLogRoutes } from './adapters/http/access-log.routes.js';
import { UserPreferencesRoutes } from './adapters/http/user-preferences.routes.js';
import { AccessLogObjectionRepository } from './adapters/persistence/access-log.objection-repository.js';
import { UserPreferencesObjectionRepository } from './adapters/persistence/user-preferences.objection-repository.js';
import { PurgeAccessLogProcessor } from './adapters/queue/purge-access-log.processor.js';
import { GetUserPreferences } from './application/get-user-preferences/get-user-preferences.use-case.js';
import { ListAccessLog } from './application/list-access-log/list-access-log.use-case.js';
import { PurgeAccessLog } from './application/purge-access-log/purge-access-log.use-case.js';
import { RecordRefusedAccess } from './application/record-refused-access/record-refused-access.use-case.js';
import { UpdateUserPreferences } from './application/update-user-preferences/update-user-preferences.use-case.js';
import { IDENTITY } from './identity.tokens.js';
import { IDENTITY_JOBS, IDENTITY_QUEUE } from './index.js';

const DAY_MS = 24 * 3600 * 1000;

/** Use cases and persistence: loaded by every process that runs identity code. */
export const identityCoreModule = new ContainerModule(({ bind }) => {
  bind(IDENTITY.AccessLogRepository).to(AccessLogObjectionRepository).inSingletonScope();
  bind(IDENTITY.RecordRefusedAccess).to(RecordRefusedAccess).inSingletonScope();
  bind(IDENTITY.ListAccessLog).to(ListAccessLog).inSingletonScope();
  bind(IDENTITY.PurgeAccessLog).to(PurgeAccessLog).inSingletonScope();
  bind(IDENTITY.UserPreferencesRepository).to(UserPreferencesObjectionRepository).inSingletonScope();
  bind(IDENTITY.GetUserPreferences).to(GetUserPreferences).inSingletonScope();
  bind(IDENTITY.UpdateUserPreferences).to(UpdateUserPreferences).inSingletonScope();
});

export const identityHttpModule = new ContainerModule(({ bind }) => {
  bind(AccessLogRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AccessLogRoutes });
  bind(UserPreferencesRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: UserPreferencesRoutes });
});

export const identityProcessorsModule = new ContainerModule(({ bind }) => {
  bind(PurgeAccessLogProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({
    id: PurgeAccessLogProcessor,
    queue: IDENTITY_QUEUE,
    name: IDENTITY_JOBS.purgeAccessLog,
    concurrency: 1,
    attempts: 3,
  });
  bind<JobSchedule>(QUEUE.Schedules).toConstantValue({ queue: IDENTITY_QUEUE, name: IDENTITY_JOBS.purgeAccessLog, repeat: { everyMs: DAY_MS } });
});
