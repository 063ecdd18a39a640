import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { startProcess, type RunningProcess } from '../../src/main/runtime.js';
import type { Role } from '../../src/main/containers/roles.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { testServices } from './services.js';

export interface TestApp {
  baseUrl: string;
  process: RunningProcess;
  /** Signs an access token the way the identity module will, for exercising route policies. */
  token(claims: { sub: string; isPremium?: boolean; isAdmin?: boolean; username?: string; email?: string }): string;
  stop(): Promise<void>;
}

/**
 * Starts the real process in this test process on a free port: PostgreSQL (fresh schema) and Bull
 * (random prefix) when the services are configured, PGlite in a temp DATA_DIR and the in-process queue
 * otherwise.
 */
export async function startTestApp(options: { roles?: Role[]; env?: Record<string, string> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-test-'));
  let db: TestDatabase | undefined;
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    LOG_FORMAT: 'json',
    SHUTDOWN_GRACE_MS: '2000',
    QUEUE_PREFIX: `test_${randomBytes(4).toString('hex')}`,
  };
  if (testServices.databaseUrl) {
    db = await createTestDatabase();
    env.DATABASE_URL = db.url;
    env.MIGRATE_ON_START = 'true';
  }
  if (testServices.redisUrl) env.REDIS_URL = testServices.redisUrl;
  Object.assign(env, options.env);

  const running = await startProcess(options.roles ?? ['api', 'worker', 'tracker'], env);
  const secret = running.config.secrets.jwtSecret;
  return {
    baseUrl: `http://127.0.0.1:${running.http.port}`,
    process: running,
    token: (claims) => jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: '15m' }),
    stop: async () => {
      await running.stop();
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
