import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Container } from 'inversify';
import { platformModule } from '../../../src/main/containers/platform.container-module.js';
import { billingCoreModule } from '../../../src/modules/billing/billing.module.js';
import { identityCoreModule } from '../../../src/modules/identity/identity.module.js';
import { loadConfig } from '../../../src/platform/config/index.js';
import { createLogger } from '../../../src/platform/logging/index.js';
import type { AddJobOptions, JobInfo, JobQueue } from '../../../src/platform/queue/index.js';
import { MemoryRateLimiter } from '../../../src/platform/rate-limit/index.js';
import type { Clock } from '../../../src/shared/index.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

/** A queue that only records what was added: the test decides when, how often and in which order jobs run. */
export class RecordingQueue implements JobQueue {
  readonly jobs: { queue: string; name: string; data: unknown; options?: AddJobOptions }[] = [];
  failAdds = false;

  async add<T>(queue: string, name: string, data: T, options?: AddJobOptions): Promise<JobInfo<T>> {
    if (this.failAdds) throw new Error('queue unreachable (injected)');
    this.jobs.push({ queue, name, data, options });
    return { id: options?.jobId ?? randomUUID(), queue, name, data, state: 'waiting', progress: 0, attemptsMade: 0 };
  }
  process(): void {}
  async getJob() {
    return null;
  }
  waitUntilFinished(): Promise<never> {
    return Promise.reject(new Error('not in tests'));
  }
  async removeRepeatable() {}
  async ping() {
    return true;
  }
  async close() {}
  take(name: string): { data: unknown }[] {
    const taken = this.jobs.filter((j) => j.name === name);
    this.jobs.splice(0, this.jobs.length, ...this.jobs.filter((j) => j.name !== name));
    return taken;
  }
}

/** A clock the test moves (reconciliation waits 15 minutes). */
export class MovableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

export interface BillingHarness {
  container: Container;
  db: TestDatabase;
  queue: RecordingQueue;
  clock: MovableClock;
  seedUser(): Promise<{ id: string; email: string }>;
  seedUsers(count: number): Promise<{ id: string; email: string }[]>;
  stop(): Promise<void>;
}

/**
 * Billing and identity's use cases wired as the worker wires them, on a fresh migrated database (PGlite,
 * or PostgreSQL with DATABASE_URL), with the test payment provider, a recording queue and a movable clock.
 */
export async function billingHarness(env: Record<string, string> = {}): Promise<BillingHarness> {
  const db = await createTestDatabase();
  const clock = new MovableClock();
  const queue = new RecordingQueue();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'stacklens-billing-')), LOG_LEVEL: 'silent', ALLOW_PRIVATE_TARGETS: 'true', ...env });
  const logger = createLogger({ level: 'silent', format: 'json' } as never);
  const container = new Container({ defaultScope: 'Transient' });
  container.load(platformModule({ config, logger, database: db.database, queue, rateLimiter: new MemoryRateLimiter(clock), clock }), identityCoreModule, billingCoreModule);
  return {
    container,
    db,
    queue,
    clock,
    seedUser: async () => {
      const id = randomUUID();
      const email = `${id}@example.test`;
      await db.knex('identity_users').insert({ id, username: id.slice(0, 30), email, password_hash: '!seeded', email_verified_at: new Date(), subscription_status: 'free' });
      return { id, email };
    },
    seedUsers: async (count) => {
      const rows = Array.from({ length: count }, () => {
        const id = randomUUID();
        return { id, username: id.slice(0, 30), email: `${id}@example.test`, password_hash: '!seeded', email_verified_at: new Date(), subscription_status: 'free' };
      });
      await db.knex.batchInsert('identity_users', rows, 500);
      return rows.map((r) => ({ id: r.id, email: r.email }));
    },
    stop: () => db.drop(),
  };
}
