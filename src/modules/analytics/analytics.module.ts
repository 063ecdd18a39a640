import type { ClickHouseClient } from '@clickhouse/client';
import { ContainerModule } from 'inversify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { targetPolicyOf } from '../../platform/outbound/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { QUEUE, type JobSchedule, type ProcessorRegistration } from '../../platform/queue/index.js';
import type { Clock } from '../../shared/index.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { openClickHouse } from './adapters/clickhouse/clickhouse-connection.js';
import { prepareClickHouseSchema } from './adapters/clickhouse/clickhouse-migrator.js';
import type { ClickHouseSettings } from './adapters/clickhouse/clickhouse-settings.js';
import { ClickHouseEventWriter } from './adapters/clickhouse/clickhouse.event-writer.js';
import { ClickHouseReportQueries } from './adapters/clickhouse/clickhouse.report-queries.js';
import { ClickHouseRollupCompactor } from './adapters/clickhouse/clickhouse.rollup-compactor.js';
import { ClickHouseSiteDataStore } from './adapters/clickhouse/clickhouse.site-data.store.js';
import { HmacPurgeChallengeSigner } from './adapters/external/hmac.purge-challenge-signer.js';
import { DbIpGeoLocator } from './adapters/geo/dbip.geo-locator.js';
import { AnalyticsDataRoutes } from './adapters/http/analytics-data.routes.js';
import { AnalyticsReportsRoutes } from './adapters/http/analytics-reports.routes.js';
import { AnalyticsSitesRoutes } from './adapters/http/analytics-sites.routes.js';
import { AnalyticsUsageRoutes } from './adapters/http/analytics-usage.routes.js';
import { IdentityOwnerPlans } from './adapters/identity/identity.owner-plans.js';
import { DroppedEventsRoutes } from './adapters/http/dropped-events.routes.js';
import { ExclusionsRoutes } from './adapters/http/exclusions.routes.js';
import { MemoryLiveStore } from './adapters/live/memory.live-store.js';
import { RedisLiveStore } from './adapters/live/redis.live-store.js';
import { AnalyticsSiteObjectionRepository } from './adapters/persistence/analytics-site.objection-repository.js';
import { DataJobKnexRepository } from './adapters/persistence/data-job.knex-repository.js';
import { EventBatchWriter } from './adapters/persistence/event-batch/event-batch.writer.js';
import { ExclusionObjectionRepository } from './adapters/persistence/exclusion.objection-repository.js';
import { ExportFilePgStore } from './adapters/persistence/export-file.pg-store.js';
import { KnexReportQueries } from './adapters/persistence/report-queries/knex.report-queries.js';
import { SiteDataKnexStore } from './adapters/persistence/site-data.knex-store.js';
import { SystemSiteKnexStore } from './adapters/persistence/system-site.knex-store.js';
import { WeeklyRollupsKnexCompactor } from './adapters/persistence/weekly-rollups.knex-compactor.js';
import { AnalyticsPersonalDataHolder } from './adapters/personal-data/analytics.personal-data-holder.js';
import { CompactionProcessor, ExportProcessor, PurgeProcessor, RetentionProcessor } from './adapters/queue/data-jobs.processors.js';
import { IngestEventsProcessor } from './adapters/queue/ingest-events.processor.js';
import { ChromiumPageScreenshotter } from './adapters/screenshot/chromium.page-screenshotter.js';
import { ScreenshotCache } from './adapters/screenshot/screenshot-cache.js';
import { SnippetSource } from './adapters/snippet/snippet-source.js';
import { TrackerRoutes } from './adapters/tracker/tracker.routes.js';
import { UaParserUserAgentReader } from './adapters/user-agent/ua-parser.user-agent-reader.js';
import { AddSite } from './application/add-site/add-site.use-case.js';
import type { AnalyticsSettings } from './application/analytics-settings.js';
import { ApplyRetention } from './application/apply-retention/apply-retention.use-case.js';
import { CompactRollups } from './application/compact-rollups/compact-rollups.use-case.js';
import { DATA_JOB_ATTEMPTS } from './application/data-jobs.js';
import type { AnalyticsDataSettings } from './application/data-settings.js';
import { DeleteSiteData } from './application/delete-site-data/delete-site-data.use-case.js';
import { DeleteSite } from './application/delete-site/delete-site.use-case.js';
import { AddExclusion } from './application/exclusions/add-exclusion.use-case.js';
import { ListExclusions } from './application/exclusions/list-exclusions.use-case.js';
import { RemoveExclusion } from './application/exclusions/remove-exclusion.use-case.js';
import { GetExport } from './application/exports/get-export.use-case.js';
import { RunExport } from './application/exports/run-export.use-case.js';
import { StartExport } from './application/exports/start-export.use-case.js';
import { GetSite } from './application/get-site/get-site.use-case.js';
import { AdmitTrackerRequest } from './application/ingest/admit-tracker-request.use-case.js';
import { ClientRateLimit } from './application/ingest/client-rate-limit.js';
import { CommitAcceptedEvents } from './application/ingest/commit-accepted-events.js';
import { DroppedCounter } from './application/ingest/dropped-counter.js';
import { EnrichQueuedRequests } from './application/ingest/enrich-queued-requests.js';
import { GroupedIngestJobs } from './application/ingest/grouped-ingest-jobs.js';
import { IngestBatch, type AcceptedEventSink } from './application/ingest/ingest-batch.use-case.js';
import { SiteDirectory } from './application/ingest/site-directory.js';
import { StoreAcceptedEvents } from './application/ingest/store-accepted-events.js';
import { ListSites } from './application/list-sites/list-sites.use-case.js';
import type { AnalyticsLiveStore } from './application/ports/live-store.port.js';
import { GetPurge, GetPurgeChallenge, StartPurge } from './application/purges/purge-challenge.use-cases.js';
import { RunPurge } from './application/purges/run-purge.use-case.js';
import { GetDeadZonesReport } from './application/reports/get-dead-zones-report.use-case.js';
import { GetDevicesReport } from './application/reports/get-devices-report.use-case.js';
import { GetEngagementReport } from './application/reports/get-engagement-report.use-case.js';
import { GetErrorsReport } from './application/reports/get-errors-report.use-case.js';
import { GetFlowsReport } from './application/reports/get-flows-report.use-case.js';
import { GetFormsReport } from './application/reports/get-forms-report.use-case.js';
import { GetGeographyReport } from './application/reports/get-geography-report.use-case.js';
import { GetHeatmapReport } from './application/reports/get-heatmap-report.use-case.js';
import { GetInteractionsReport } from './application/reports/get-interactions-report.use-case.js';
import { GetOverviewReport } from './application/reports/get-overview-report.use-case.js';
import { GetPagesReport } from './application/reports/get-pages-report.use-case.js';
import { GetSourcesReport } from './application/reports/get-sources-report.use-case.js';
import type { ReportQueries } from './application/reports/report-queries.port.js';
import { TakeScreenshot } from './application/screenshot/take-screenshot.use-case.js';
import { GetSelfAnalytics } from './application/self-analytics/get-self-analytics.use-case.js';
import { TRACKER_TUNING, type TrackerSettings } from './application/tracker-settings.js';
import { UpdateSite } from './application/update-site/update-site.use-case.js';
import type { AllowanceSettings } from './application/usage/allowance-settings.js';
import { GetSiteUsage } from './application/usage/get-site-usage.use-case.js';
import type { RandomSource } from './domain/site.js';
import { ANALYTICS } from './analytics.tokens.js';
import { DATA_JOBS, DATA_JOBS_QUEUE, ANALYTICS_QUEUE, FORMER_INGEST_JOB, INGEST_JOB } from './index.js';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The event store: the writer, the dashboard's reads, purges and exports, the rollups' upkeep, all in PostgreSQL
 * (analytics README, "Event store and rollups"). The composition root loads this module or
 * analyticsClickHouseStoreModule, never both (src/main/containers/roles.ts).
 */
export const analyticsPostgresStoreModule = new ContainerModule(({ bind }) => {
  bind(ANALYTICS.SiteDataStore).to(SiteDataKnexStore).inSingletonScope();
  bind<ReportQueries>(ANALYTICS.ReportQueries).to(KnexReportQueries).inSingletonScope();
  bind(ANALYTICS.RollupCompactor).to(WeeklyRollupsKnexCompactor).inSingletonScope();
  bind(ANALYTICS.EventWriter).to(EventBatchWriter).inSingletonScope();
});

/**
 * The same ports on ClickHouse (analytics README, "ClickHouse"): events, sessions and rollups there, while
 * sites, exclusions, jobs and export files stay in PostgreSQL. One client per process, closed on shutdown.
 */
export function analyticsClickHouseStoreModule(settings: ClickHouseSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ClickHouseClient>(ANALYTICS.ClickHouse)
      .toDynamicValue(() => openClickHouse(settings))
      .inSingletonScope()
      .onDeactivation((client) => client.close());
    bind(ANALYTICS.SiteDataStore).to(ClickHouseSiteDataStore).inSingletonScope();
    bind<ReportQueries>(ANALYTICS.ReportQueries).to(ClickHouseReportQueries).inSingletonScope();
    bind(ANALYTICS.RollupCompactor).to(ClickHouseRollupCompactor).inSingletonScope();
    bind(ANALYTICS.EventWriter).to(ClickHouseEventWriter).inSingletonScope();
  });
}

/** The ClickHouse store's schema brought up to date (migrations/clickhouse); the PostgreSQL store's is in migrations/. */
export function migrateClickHouseStore(settings: ClickHouseSettings): Promise<{ applied: string[] }> {
  return prepareClickHouseSchema(settings);
}

/**
 * Wherever analytics runs (api, worker, tracker): settings, persistence, the live store (Redis when
 * PLATFORM.Redis is a client, memory in the embedded runtime), the site use cases, and the process's one
 * dropped-event counter (the tracker's refusals and the worker's invalid events). Site deletion in the api erases data, the worker's jobs write and
 * purge it, so the data stores are here too.
 */
export const analyticsCoreModule = new ContainerModule(({ bind }) => {
  bind<AnalyticsSettings>(ANALYTICS.Settings)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      return { trackerPublicUrl: config.http.trackerPublicUrl, allowPrivateTargets: config.outbound.allowPrivateTargets };
    })
    .inSingletonScope();
  bind<TrackerSettings>(ANALYTICS.TrackerSettings)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      return { ...TRACKER_TUNING, deviceKey: config.secrets.ipHashKey, geoDbDir: config.tracker.geoDbDir, clientRatePerSecond: config.tracker.rateLimitPerSecond };
    })
    .inSingletonScope();
  bind<AnalyticsLiveStore>(ANALYTICS.LiveStore)
    .toDynamicValue((context) => {
      const redis = context.get<Redis | null>(PLATFORM.Redis);
      const clock = context.get<Clock>(PLATFORM.Clock);
      const { queue } = context.get<AppConfig>(PLATFORM.Config);
      return redis ? new RedisLiveStore(redis, queue.kind === 'bull' ? queue.prefix : 'stacklens', clock) : new MemoryLiveStore(clock);
    })
    .inSingletonScope();
  bind(ANALYTICS.UserAgentReader).to(UaParserUserAgentReader).inSingletonScope();
  bind(ANALYTICS.SiteRepository).to(AnalyticsSiteObjectionRepository).inSingletonScope();
  bind(ANALYTICS.ExclusionRepository).to(ExclusionObjectionRepository).inSingletonScope();
  bind(ANALYTICS.DataJobRepository).to(DataJobKnexRepository).inSingletonScope();
  bind(ANALYTICS.ExportFileStore).to(ExportFilePgStore).inSingletonScope();
  bind(DroppedCounter).toSelf().inSingletonScope();
  bind(AddSite).toSelf().inSingletonScope();
  bind(ListSites).toSelf().inSingletonScope();
  bind(GetSite).toSelf().inSingletonScope();
  bind(UpdateSite).toSelf().inSingletonScope();
  bind(DeleteSite).toSelf().inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(AnalyticsPersonalDataHolder).inSingletonScope();
});

/**
 * The api: sites, the dashboard reports, data management (exports, purges, "delete site data",
 * screenshots, dogfooding), exclusions and the admins' dropped-event counts. The screenshot browser lives
 * here (launched on first use).
 */
export const analyticsHttpModule = new ContainerModule(({ bind }) => {
  const routes = (provider: new (...args: never[]) => unknown) => {
    bind(provider).toSelf().inSingletonScope();
    bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider });
  };
  routes(AnalyticsSitesRoutes);

  bind(GetOverviewReport).toSelf().inSingletonScope();
  bind(GetPagesReport).toSelf().inSingletonScope();
  bind(GetSourcesReport).toSelf().inSingletonScope();
  bind(GetDevicesReport).toSelf().inSingletonScope();
  bind(GetGeographyReport).toSelf().inSingletonScope();
  bind(GetErrorsReport).toSelf().inSingletonScope();
  bind(GetInteractionsReport).toSelf().inSingletonScope();
  bind(GetEngagementReport).toSelf().inSingletonScope();
  bind(GetFlowsReport).toSelf().inSingletonScope();
  bind(GetHeatmapReport).toSelf().inSingletonScope();
  bind(GetDeadZonesReport).toSelf().inSingletonScope();
  bind(GetFormsReport).toSelf().inSingletonScope();
  routes(AnalyticsReportsRoutes);

  bind<AllowanceSettings>(ANALYTICS.AllowanceSettings)
    .toDynamicValue((context) => ({ allowances: { ...context.get<AppConfig>(PLATFORM.Config).analyticsAllowances } }))
    .inSingletonScope();
  bind(ANALYTICS.OwnerPlans).to(IdentityOwnerPlans).inSingletonScope();
  bind(GetSiteUsage).toSelf().inSingletonScope();
  routes(AnalyticsUsageRoutes);

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
  bind(StartExport).toSelf().inSingletonScope();
  bind(GetExport).toSelf().inSingletonScope();
  bind(GetPurgeChallenge).toSelf().inSingletonScope();
  bind(StartPurge).toSelf().inSingletonScope();
  bind(GetPurge).toSelf().inSingletonScope();
  bind(DeleteSiteData).toSelf().inSingletonScope();
  bind(TakeScreenshot).toSelf().inSingletonScope();
  bind(GetSelfAnalytics).toSelf().inSingletonScope();
  routes(AnalyticsDataRoutes);

  bind(ListExclusions).toSelf().inSingletonScope();
  bind(AddExclusion).toSelf().inSingletonScope();
  bind(RemoveExclusion).toSelf().inSingletonScope();
  routes(ExclusionsRoutes);
  routes(DroppedEventsRoutes);
});

/**
 * The worker: `analytics.export`, `analytics.purge`, the nightly `analytics.retention` and the hourly
 * `analytics.compaction`; and the ingest, `analytics.ingest` jobs validated and enriched, then written
 * many at once (TrackerSettings.workerBatching) with their sessions and realtime window.
 */
export const analyticsProcessorsModule = new ContainerModule(({ bind }) => {
  bind(RunExport).toSelf().inSingletonScope();
  bind(RunPurge).toSelf().inSingletonScope();
  bind(ApplyRetention).toSelf().inSingletonScope();
  bind(CompactRollups).toSelf().inSingletonScope();
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

  bind(EnrichQueuedRequests).toSelf().inSingletonScope();
  bind(StoreAcceptedEvents).toSelf().inSingletonScope();
  // One processor per process: its batches gather the jobs that run at once.
  bind(IngestEventsProcessor).toSelf().inSingletonScope();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: IngestEventsProcessor, queue: ANALYTICS_QUEUE, name: INGEST_JOB, concurrency: TRACKER_TUNING.ingestJobsAtOnce });
  // Jobs an older tracker enqueued before a deploy (the processor reads both formats).
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: IngestEventsProcessor, queue: ANALYTICS_QUEUE, name: FORMER_INGEST_JOB, concurrency: TRACKER_TUNING.formerIngestJobsAtOnce });
});

/** The tracker: GET /s.js and POST /t/e, and the intake pipeline behind them (application/ingest/). */
export const analyticsTrackerModule = new ContainerModule(({ bind }) => {
  bind(ANALYTICS.GeoLocator).to(DbIpGeoLocator).inSingletonScope();
  bind(SiteDirectory).toSelf().inSingletonScope();
  bind(CommitAcceptedEvents).toSelf().inSingletonScope();
  bind<AcceptedEventSink>(ANALYTICS.AcceptedEventSink).to(GroupedIngestJobs).inSingletonScope();
  bind(IngestBatch).toSelf().inSingletonScope();
  bind(ClientRateLimit).toSelf().inSingletonScope();
  bind(AdmitTrackerRequest).toSelf().inSingletonScope();
  bind(SnippetSource).toSelf().inSingletonScope();
  bind(TrackerRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: TrackerRoutes });
});
