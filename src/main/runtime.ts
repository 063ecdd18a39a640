import 'reflect-metadata';
import { ConfigError, loadConfigChoosingPort, type AppConfig } from '../platform/config/index.js';
import { migrateClickHouseStore } from '../modules/analytics/analytics.module.js';
import { acquireDataDirLock, createKnex, Database, migrateToLatest, underMigrationLock, type DataDirLock } from '../platform/db/index.js';
import { createHttpApp, freePort, listen, type MountedRoute, type RunningServer } from '../platform/http/index.js';
import { createLogger, type Logger } from '../platform/logging/index.js';
import { createJobQueue, type JobQueue } from '../platform/queue/index.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../platform/rate-limit/index.js';
import { Redis } from 'ioredis';
import { systemClock } from '../shared/index.js';
import { ProcessContainer } from './containers/process-container.js';
import type { Role } from './containers/roles.js';

export interface RunningProcess {
  config: AppConfig;
  logger: Logger;
  container: ProcessContainer;
  http: RunningServer;
  /** Every route the http app mounted, with its declared policy (the route-policy test walks them). */
  routes: MountedRoute[];
  /** Graceful stop: what SIGTERM does. */
  stop(): Promise<void>;
}

/**
 * Starts one StackLens process with the given roles. api and tracker serve HTTP; the worker serves
 * only /healthz and /readyz beside its queue processors; `all` (make start) is every role at once.
 */
export async function startProcess(roles: Role[], env?: Record<string, string | undefined>): Promise<RunningProcess> {
  const config = await loadConfigChoosingPort(freePort, env);
  const logger = createLogger({ level: config.log.level, format: config.log.format, name: `stacklens-${roles.length > 1 ? 'all' : roles[0]}` });
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    let lock: DataDirLock | undefined;
    if (config.database.kind === 'pglite') {
      lock = acquireDataDirLock(config.dataDir);
      cleanups.push(() => lock?.release());
    }
    const database = new Database(createKnex(config.database));
    cleanups.unshift(() => database.close());
    if (config.migrateOnStart) {
      const { applied } = await migrateToLatest(database.knex);
      if (applied.length) logger.info({ applied }, 'migrations applied');
      if (config.analyticsStore.kind === 'clickhouse') {
        const settings = config.analyticsStore;
        const clickhouse = await underMigrationLock(database.knex, () => migrateClickHouseStore(settings));
        if (clickhouse.applied.length) logger.info({ applied: clickhouse.applied }, 'ClickHouse migrations applied');
      }
    }
    const queue = createJobQueue(config.queue.kind === 'bull' ? { ...config.queue, logger } : { logger });
    const closeQueue = () => queue.close(config.shutdownGraceMs);
    cleanups.unshift(closeQueue);

    let rateLimiter: RateLimiter = new MemoryRateLimiter(systemClock);
    let redis: Redis | null = null;
    if (config.queue.kind === 'bull') {
      // Limits must hold across every api pod, so they live in the same Redis as the queues.
      const client = new Redis(config.queue.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
      redis = client;
      cleanups.unshift(async () => {
        await client.quit().catch(() => client.disconnect());
      });
      rateLimiter = new RedisRateLimiter(client, config.queue.prefix);
    }
    const container = new ProcessContainer({ config, logger, database, queue, rateLimiter, clock: systemClock, redis }, roles);
    // Once the queue has let its jobs finish, singletons with resources of their own (the audit
    // sandboxes and their browsers) are deactivated, before the database goes.
    cleanups.splice(cleanups.indexOf(closeQueue) + 1, 0, () => container.root.unbindAllAsync());
    if (roles.includes('worker')) await startProcessors(container, queue, logger);

    const serveFrontend = config.http.serveFrontend && roles.includes('api');
    const { app, mounted } = createHttpApp({
      logger,
      jwtKeys: container.jwtKeyring(),
      principals: container.principals(),
      trustProxy: config.http.trustProxy,
      bodyLimit: config.http.bodyLimit,
      routes: container.routeSource(),
      frontendDist: serveFrontend ? config.http.frontendDist : undefined,
      publicUrl: config.http.publicUrl,
      trackerUrl: config.http.trackerPublicUrl,
      previewUrl: config.http.previewPublicUrl ?? undefined,
    });
    const http = await listen(app as never, config.http.port, config.http.host);
    if (serveFrontend) config.audits.reportFrontendUrl ??= `http://127.0.0.1:${http.port}`;
    logger.info(
      { url: `http://localhost:${http.port}`, roles, routes: mounted.length, database: config.database.kind, queue: config.queue.kind },
      'StackLens started',
    );

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        logger.info('shutting down: no new requests or jobs');
        await http.stop(config.shutdownGraceMs);
        for (const cleanup of cleanups) await cleanup();
        logger.info('stopped');
      })());
    return { config, logger, container, http, routes: mounted, stop };
  } catch (error) {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
    throw error;
  }
}

async function startProcessors(container: ProcessContainer, queue: JobQueue, logger: Logger): Promise<void> {
  for (const registration of container.processors()) {
    queue.process(
      registration.queue,
      registration.name,
      (job) => container.processorFor(registration, job).handle(job),
      { concurrency: registration.concurrency ?? 1 },
    );
  }
  for (const schedule of container.schedules()) {
    await queue.add(schedule.queue, schedule.name, schedule.data ?? {}, { repeat: schedule.repeat, attempts: 3, backoff: { type: 'exponential', delayMs: 60_000 } });
  }
  logger.info({ processors: container.processors().map((p) => p.name) }, 'worker processing');
}

/** Entry point body shared by api.ts, worker.ts, tracker.ts and all.ts. */
export function main(roles: Role[]): void {
  startProcess(roles).then(
    (running) => {
      let signals = 0;
      const onSignal = (signal: NodeJS.Signals) => {
        if (++signals > 1) {
          running.logger.warn({ signal }, 'second signal: exiting now');
          process.exit(1);
        }
        running.logger.info({ signal }, 'signal received');
        running.stop().then(
          () => process.exit(0),
          (error: unknown) => {
            running.logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.on('SIGTERM', onSignal);
      process.on('SIGINT', onSignal);
    },
    (error: unknown) => {
      if (error instanceof ConfigError) {
        process.stderr.write(`StackLens cannot start: ${error.message}\n`);
      } else {
        process.stderr.write(`StackLens failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      }
      process.exit(1);
    },
  );
}
