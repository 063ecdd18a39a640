import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { targetPolicyOf } from '../../platform/outbound/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { QUEUE, type JobSchedule, type ProcessorRegistration } from '../../platform/queue/index.js';
import type { Clock } from '../../shared/index.js';
import { HmacPurgeChallengeSigner } from './adapters/external/hmac.purge-challenge-signer.js';
import { AnalyticsDataRoutes } from './adapters/http/analytics-data.routes.js';
import { DataJobKnexRepository } from './adapters/persistence/data-job.knex-repository.js';
import { ExportFilePgStore } from './adapters/persistence/export-file.pg-store.js';
import { SiteDataKnexStore } from './adapters/persistence/site-data.knex-store.js';
import { SystemSiteKnexStore } from './adapters/persistence/system-site.knex-store.js';
import { WeeklyRollupsKnexCompactor } from './adapters/persistence/weekly-rollups.knex-compactor.js';
import { CompactionProcessor, ExportProcessor, PurgeProcessor, RetentionProcessor } from './adapters/queue/data-jobs.processors.js';
import { ChromiumPageScreenshotter } from './adapters/screenshot/chromium.page-screenshotter.js';
import { ScreenshotCache } from './adapters/screenshot/screenshot-cache.js';
import { ApplyRetention } from './application/apply-retention/apply-retention.use-case.js';
import { CompactRollups } from './application/compact-rollups/compact-rollups.use-case.js';
import { DATA_JOB_ATTEMPTS, DATA_JOBS, DATA_JOBS_QUEUE } from './application/data-jobs.js';
import type { AnalyticsDataSettings } from './application/data-settings.js';
import { DeleteSiteData } from './application/delete-site-data/delete-site-data.use-case.js';
import { GetExport } from './application/exports/get-export.use-case.js';
import { RunExport } from './application/exports/run-export.use-case.js';
import { StartExport } from './application/exports/start-export.use-case.js';
import { GetPurge, GetPurgeChallenge, StartPurge } from './application/purges/purge-challenge.use-cases.js';
import { RunPurge } from './application/purges/run-purge.use-case.js';
import { TakeScreenshot } from './application/screenshot/take-screenshot.use-case.js';
import { GetSelfAnalytics } from './application/self-analytics/get-self-analytics.use-case.js';
import type { RandomSource } from './domain/site.js';
import { ANALYTICS } from './analytics.tokens.js';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Data management, heatmap screenshots and dogfooding (issue 6 §5, §8, §9). The stores go wherever the
 * api or the worker runs (site deletion in the api erases data; the worker's jobs write and purge it).
 */
export const analyticsDataCoreModule = new ContainerModule(({ bind }) => {
  bind(ANALYTICS.SiteDataStore).to(SiteDataKnexStore).inSingletonScope();
  bind(ANALYTICS.DataJobRepository).to(DataJobKnexRepository).inSingletonScope();
  bind(ANALYTICS.ExportFileStore).to(ExportFilePgStore).inSingletonScope();
});

/** The api: the routes and what they start or read; the screenshot browser lives here (lazy). */
export const analyticsDataHttpModule = new ContainerModule(({ bind }) => {
  bind<AnalyticsDataSettings>(ANALYTICS.DataSettings)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      return {
        selfAnalytics: { ...config.selfAnalytics, publicUrl: config.http.publicUrl, trackerPublicUrl: config.http.trackerPublicUrl },
      };
    })
    .inSingletonScope();
  bind(ANALYTICS.PurgeChallengeSigner)
    .toDynamicValue((context) => new HmacPurgeChallengeSigner(context.get<AppConfig>(PLATFORM.Config).secrets.jwtSecret))
    .inSingletonScope();
  bind<RandomSource>(ANALYTICS.Random).toConstantValue(Math.random);
  bind(ANALYTICS.SystemSiteStore).to(SystemSiteKnexStore).inSingletonScope();
  bind<ChromiumPageScreenshotter>(ANALYTICS.PageScreenshotter)
    .toDynamicValue((context) => {
      const { outbound } = context.get<AppConfig>(PLATFORM.Config);
      return new ChromiumPageScreenshotter({
        chromiumPath: outbound.chromiumPath,
        policy: targetPolicyOf(outbound),
        // The first capture after an idle spell launches Chromium too; 30 s leaves room for that on a busy pod.
        timeoutMs: 30_000,
        idleCloseMs: 60_000,
        recycleAfter: 50,
        concurrency: 2,
        maxHeight: 16_384,
        cache: new ScreenshotCache(3600_000, 64 * 1024 * 1024),
        clock: context.get<Clock>(PLATFORM.Clock),
      });
    })
    .inSingletonScope()
    .onDeactivation((screenshotter) => screenshotter.close());
  bind(ANALYTICS.StartExport).to(StartExport).inSingletonScope();
  bind(ANALYTICS.GetExport).to(GetExport).inSingletonScope();
  bind(ANALYTICS.GetPurgeChallenge).to(GetPurgeChallenge).inSingletonScope();
  bind(ANALYTICS.StartPurge).to(StartPurge).inSingletonScope();
  bind(ANALYTICS.GetPurge).to(GetPurge).inSingletonScope();
  bind(ANALYTICS.DeleteSiteData).to(DeleteSiteData).inSingletonScope();
  bind(ANALYTICS.TakeScreenshot).to(TakeScreenshot).inSingletonScope();
  bind(ANALYTICS.GetSelfAnalytics).to(GetSelfAnalytics).inSingletonScope();
  bind(AnalyticsDataRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AnalyticsDataRoutes });
});

/** The worker: `analytics.export`, `analytics.purge`, the nightly `analytics.retention` and the hourly `analytics.compaction`. */
export const analyticsDataProcessorsModule = new ContainerModule(({ bind }) => {
  bind(ANALYTICS.RunExport).to(RunExport).inSingletonScope();
  bind(ANALYTICS.RunPurge).to(RunPurge).inSingletonScope();
  bind(ANALYTICS.ApplyRetention).to(ApplyRetention).inSingletonScope();
  bind(ANALYTICS.RollupCompactor).to(WeeklyRollupsKnexCompactor).inSingletonScope();
  bind(ANALYTICS.CompactRollups).to(CompactRollups).inSingletonScope();
  bind(ExportProcessor).toSelf();
  bind(PurgeProcessor).toSelf();
  bind(RetentionProcessor).toSelf();
  bind(CompactionProcessor).toSelf();
  const register = (id: unknown, name: string, attempts: number) =>
    bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id, queue: DATA_JOBS_QUEUE, name, concurrency: 1, attempts });
  register(ExportProcessor, DATA_JOBS.export, DATA_JOB_ATTEMPTS);
  register(PurgeProcessor, DATA_JOBS.purge, DATA_JOB_ATTEMPTS);
  register(RetentionProcessor, DATA_JOBS.retention, 3);
  // One attempt: the next hourly run takes up whatever a failed one left.
  register(CompactionProcessor, DATA_JOBS.compaction, 1);
  // Bull repeats on multiples of the interval since the epoch: every day at 00:00 UTC, every hour on the hour.
  bind<JobSchedule>(QUEUE.Schedules).toConstantValue({ queue: DATA_JOBS_QUEUE, name: DATA_JOBS.retention, repeat: { everyMs: DAY_MS } });
  bind<JobSchedule>(QUEUE.Schedules).toConstantValue({ queue: DATA_JOBS_QUEUE, name: DATA_JOBS.compaction, repeat: { everyMs: HOUR_MS } });
});
