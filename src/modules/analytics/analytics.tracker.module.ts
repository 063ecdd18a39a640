import { ContainerModule } from 'inversify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import type { Logger } from '../../platform/logging/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { QUEUE, type JobQueue, type ProcessorRegistration } from '../../platform/queue/index.js';
import type { Clock } from '../../shared/index.js';
import { DbIpGeoLocator, defaultGeoDbDir } from './adapters/geo/dbip.geo-locator.js';
import { DroppedEventsRoutes } from './adapters/http/dropped-events.routes.js';
import { ExclusionsRoutes } from './adapters/http/exclusions.routes.js';
import { MemoryLiveStore } from './adapters/live/memory.live-store.js';
import { RedisLiveStore } from './adapters/live/redis.live-store.js';
import { EventBatchWriter } from './adapters/persistence/event-batch/event-batch.writer.js';
import { IngestEventsProcessor, type IngestBatching } from './adapters/queue/ingest-events.processor.js';
import { SnippetSource } from './adapters/snippet/snippet-source.js';
import { TrackerRoutes } from './adapters/tracker/tracker.routes.js';
import { UaParserUserAgentReader } from './adapters/user-agent/ua-parser.user-agent-reader.js';
import { AddExclusion } from './application/exclusions/add-exclusion.use-case.js';
import { ListExclusions } from './application/exclusions/list-exclusions.use-case.js';
import { RemoveExclusion } from './application/exclusions/remove-exclusion.use-case.js';
import { CommitAcceptedEvents } from './application/ingest/commit-accepted-events.js';
import { DroppedCounter } from './application/ingest/dropped-counter.js';
import { EnrichQueuedRequests } from './application/ingest/enrich-queued-requests.js';
import { GroupCommit } from './application/ingest/group-commit.js';
import { IngestBatch } from './application/ingest/ingest-batch.use-case.js';
import { ANALYTICS_QUEUE, FORMER_INGEST_JOB, INGEST_JOB, type QueuedRequest } from './application/ingest/ingest-job.js';
import { SiteDirectory } from './application/ingest/site-directory.js';
import { StoreAcceptedEvents } from './application/ingest/store-accepted-events.js';
import type { ExclusionRepository } from './application/ports/exclusion.repository.port.js';
import type { EventWriter } from './application/ports/event-writer.port.js';
import type { GeoLocator } from './application/ports/geo-locator.port.js';
import type { AnalyticsLiveStore } from './application/ports/live-store.port.js';
import type { SiteRepository } from './application/ports/site.repository.port.js';
import type { UserAgentReader } from './application/ports/user-agent-reader.port.js';
import type { TrackerSettings } from './application/tracker-settings.js';
import { ANALYTICS } from './analytics.tokens.js';

/**
 * Group commit of the tracker (application/ingest/group-commit.ts): the first request of a group waits
 * FLUSH_MS for others, then the group becomes one `analytics.ingest` job and its requests are answered.
 * Short, because a beacon's answer waits for it (p99 goal 20 ms); jobs are therefore small at moderate
 * traffic, and the worker gathers them into large writer batches (WORKER_BATCHING). A job holds at most
 * FLUSH_REQUESTS requests (each at most a 32 KiB body's events, about 2.5 KB for ten; so about 125 KB of
 * JSON in Redis at most). Measured in test/bench (tracker section).
 */
const FLUSH_MS = 2;
const FLUSH_REQUESTS = 50;
/** Commits in flight at once per tracker process (each waits on a Redis round trip, not on the CPU). */
const FLUSH_CONCURRENCY = 4;
/** After a group this large the tracker is busy: the next group goes without the FLUSH_MS wait. */
const FLUSH_BUSY_REQUESTS = 10;
/**
 * The worker's side (adapters/queue/ingest-events.processor.ts): up to INGEST_JOBS_AT_ONCE jobs are taken
 * at once and written together in batches of up to 2,000 events (the writer's best size in
 * docs/benchmarks.md), the first job of a batch waiting 200 ms for company: still well within the
 * "seconds" between a visit and the dashboard.
 */
const WORKER_BATCHING: IngestBatching = { lingerMs: 200, maxEvents: 2_000, writers: 2 };
const INGEST_JOBS_AT_ONCE = 128;
const SITE_CACHE_MS = 5_000;
const DROPPED_FLUSH_MS = 1_000;

/**
 * Wherever analytics runs (api, worker, tracker; analyticsCoreModule beside it): the live store, Redis
 * when PLATFORM.Redis is a client and memory in the embedded runtime, and the tracker settings the
 * exclusions use cases share with the tracker.
 */
export const analyticsLiveModule = new ContainerModule(({ bind }) => {
  bind<AnalyticsLiveStore>(ANALYTICS.LiveStore)
    .toDynamicValue((context) => {
      const redis = context.get<Redis | null>(PLATFORM.Redis);
      const clock = context.get<Clock>(PLATFORM.Clock);
      const { queue } = context.get<AppConfig>(PLATFORM.Config);
      return redis ? new RedisLiveStore(redis, queue.kind === 'bull' ? queue.prefix : 'stacklens', clock) : new MemoryLiveStore(clock);
    })
    .inSingletonScope();
  bind<TrackerSettings>(ANALYTICS.TrackerSettings)
    .toDynamicValue((context) => ({
      deviceKey: context.get<AppConfig>(PLATFORM.Config).secrets.ipHashKey,
      flushMs: FLUSH_MS,
      flushRequests: FLUSH_REQUESTS,
      siteCacheMs: SITE_CACHE_MS,
      droppedFlushMs: DROPPED_FLUSH_MS,
    }))
    .inSingletonScope();
  bind<UserAgentReader>(ANALYTICS.UserAgentReader).toDynamicValue(() => new UaParserUserAgentReader()).inSingletonScope();
});

/** The api side: exclusions CRUD and the admins' dropped-event counts. */
export const analyticsExclusionsHttpModule = new ContainerModule(({ bind }) => {
  bind(ANALYTICS.ListExclusions).to(ListExclusions).inSingletonScope();
  bind(ANALYTICS.AddExclusion).to(AddExclusion).inSingletonScope();
  bind(ANALYTICS.RemoveExclusion).to(RemoveExclusion).inSingletonScope();
  bind(ExclusionsRoutes)
    .toDynamicValue((context) => new ExclusionsRoutes(context.get(ANALYTICS.ListExclusions), context.get(ANALYTICS.AddExclusion), context.get(ANALYTICS.RemoveExclusion)))
    .inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: ExclusionsRoutes });
  bind(DroppedEventsRoutes)
    .toDynamicValue((context) => new DroppedEventsRoutes(context.get(ANALYTICS.LiveStore)))
    .inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: DroppedEventsRoutes });
});

/** The tracker role: GET /s.js and POST /t/e, and the intake pipeline behind them. */
export const analyticsTrackerModule = new ContainerModule(({ bind }) => {
  bind<GeoLocator>(ANALYTICS.GeoLocator)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      return new DbIpGeoLocator(config.tracker.geoDbDir ?? defaultGeoDbDir(), context.get<Logger>(PLATFORM.Logger));
    })
    .inSingletonScope();
  bind(IngestBatch)
    .toDynamicValue((context) => {
      const settings = context.get<TrackerSettings>(ANALYTICS.TrackerSettings);
      const live = context.get<AnalyticsLiveStore>(ANALYTICS.LiveStore);
      const clock = context.get<Clock>(PLATFORM.Clock);
      const logger = context.get<Logger>(PLATFORM.Logger);
      const directory = new SiteDirectory(
        context.get<SiteRepository>(ANALYTICS.SiteRepository),
        context.get<ExclusionRepository>(ANALYTICS.ExclusionRepository),
        clock,
        settings.siteCacheMs,
        settings.deviceKey,
      );
      const commit = new CommitAcceptedEvents(context.get<JobQueue>(PLATFORM.JobQueue));
      const sink = new GroupCommit<QueuedRequest>((requests) => commit.execute(requests), settings.flushMs, settings.flushRequests, FLUSH_CONCURRENCY, FLUSH_BUSY_REQUESTS);
      const dropped = new DroppedCounter(live, settings.droppedFlushMs, logger);
      return new IngestBatch(directory, live, context.get<GeoLocator>(ANALYTICS.GeoLocator), context.get<UserAgentReader>(ANALYTICS.UserAgentReader), dropped, sink, clock);
    })
    .inSingletonScope();
  bind(TrackerRoutes)
    .toDynamicValue((context) => new TrackerRoutes(context.get(IngestBatch), new SnippetSource(), context.get<Logger>(PLATFORM.Logger)))
    .inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: TrackerRoutes });
});

/**
 * The worker side of the ingest: `analytics.ingest` jobs validated and enriched, then into the event
 * writer, many at once, written together (WORKER_BATCHING) with their sessions and realtime window.
 */
export const analyticsIngestProcessorsModule = new ContainerModule(({ bind }) => {
  bind<EventWriter>(ANALYTICS.EventWriter).to(EventBatchWriter).inSingletonScope();
  // One processor per process: its batches gather the jobs that run at once.
  bind(IngestEventsProcessor)
    .toDynamicValue((context) => {
      const live = context.get<AnalyticsLiveStore>(ANALYTICS.LiveStore);
      const logger = context.get<Logger>(PLATFORM.Logger);
      // Events the worker refuses (invalid ones) are counted with the tracker's drops.
      const dropped = new DroppedCounter(live, DROPPED_FLUSH_MS, logger);
      const enrich = new EnrichQueuedRequests(context.get<UserAgentReader>(ANALYTICS.UserAgentReader), dropped);
      const store = new StoreAcceptedEvents(live, context.get<EventWriter>(ANALYTICS.EventWriter), logger);
      return new IngestEventsProcessor(enrich, store, WORKER_BATCHING);
    })
    .inSingletonScope();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: IngestEventsProcessor, queue: ANALYTICS_QUEUE, name: INGEST_JOB, concurrency: INGEST_JOBS_AT_ONCE });
  // Jobs an older tracker enqueued before a deploy (the processor reads both formats).
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: IngestEventsProcessor, queue: ANALYTICS_QUEUE, name: FORMER_INGEST_JOB, concurrency: 8 });
});
